package sitegen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
)

// recordPointer is where a solution page declares its example record.
const recordPointer = "/workflow/record"

// resolveRecords ties each solution page's example record to the entity
// model: every field it shows must be a field of the entity with a screen
// label, its kind and status values of the entity. It adds what the page
// draws from the model beside the values: "fields" (name, screen label and
// value, in the entity's field order) and "statusPath" (the lifecycle of
// the record's kind), so the picture cannot drift from the documented model.
func (s *Site) resolveRecords() position.List {
	var errs position.List
	for _, f := range s.Content.Kind(content.KindSolution) {
		data, _ := f.Data.Value.(map[string]any)
		workflow, _ := data["workflow"].(map[string]any)
		record, _ := workflow["record"].(map[string]any)
		if record == nil {
			continue
		}
		at := func(ptr, format string, args ...any) {
			errs.Add(position.Errorf(f.Data.Position(ptr), "%s: %s", ptr, fmt.Sprintf(format, args...)))
		}
		name := fmt.Sprint(record["entity"])
		e := s.Model.Entity(name)
		if e == nil {
			at(recordPointer+"/entity", "no entity %q (expected the camelCase name of a file in content/reference/entities/, e.g. order)", name)
			continue
		}
		values, _ := record["values"].(map[string]any)
		valuesPtr := recordPointer + "/values"
		for field := range values {
			switch {
			case !slices.Contains(e.Fields, field):
				at(jsonptr.Join(valuesPtr, field), "%q is not a field of %s", field, e.Name)
			case e.Labels[field] == "":
				at(jsonptr.Join(valuesPtr, field), "%s.%s has no screen label (expected label: on the field in content/reference/entities/%s.yaml)", e.Name, field, e.Name)
			}
		}
		kind, _ := values[e.KindField].(string)
		if e.KindField != "" && !slices.Contains(e.KindValues, kind) {
			at(jsonptr.Join(valuesPtr, e.KindField), "%q is not a %s.%s (expected one of %s)", kind, e.Name, e.KindField, strings.Join(e.KindValues, ", "))
		}
		path := e.StatusPath(kind)
		status, _ := values["status"].(string)
		var usable []string
		for _, st := range e.Statuses {
			if len(st.Kinds) == 0 || slices.Contains(st.Kinds, kind) {
				usable = append(usable, st.Value)
			}
		}
		if len(e.Statuses) > 0 && !slices.Contains(usable, status) {
			at(jsonptr.Join(valuesPtr, "status"), "%q is not a status of %s %s (expected one of %s)", status, e.Name, kind, strings.Join(usable, ", "))
		}
		var fields []any
		for _, field := range e.Fields {
			if v, ok := values[field]; ok && e.Labels[field] != "" {
				fields = append(fields, map[string]any{"name": field, "label": e.Labels[field], "value": v})
			}
		}
		statusPath := make([]any, len(path))
		for i, st := range path {
			statusPath[i] = st
		}
		record["fields"] = fields
		record["statusPath"] = statusPath
	}
	return errs
}
