package sitegen

import (
	"fmt"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/model"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/position"
)

// recordPointers are where the pages that draw an example record declare
// it: the home page in its hero, a solution page under its workflow.
var recordPointers = []struct {
	kind    content.Kind
	pointer string
}{
	{content.KindHome, "/hero/record"},
	{content.KindSolution, "/workflow/record"},
}

// recordPlaces are the fields of an entity that have a place of their own on
// the record's picture, by field name; the others are listed.
func recordPlaces(e *model.Entity) map[string]string {
	places := map[string]string{
		e.Name + "Number":   "number",
		"status":            "status",
		"customerId":        "party",
		"originPortId":      "origin",
		"destinationPortId": "destination",
	}
	if e.KindField != "" {
		places[e.KindField] = "kind"
	}
	return places
}

// resolveRecords ties each page's example record (recordPointers) to the entity
// model: every field it shows must be a field of the entity with a screen
// label, its kind and status values of the entity. The page data carries
// the record as the picture draws it (s.records): each value under its
// screen label, in its place (recordPlaces) or in "fields" in the entity's
// field order, and "statusPath" (the lifecycle of the record's kind), so
// the picture cannot drift from the documented model. The content is left
// as it was.
func (s *Site) resolveRecords() position.List {
	var errs position.List
	s.records = map[*content.File]*pagedata.ExampleRecord{}
	for _, where := range recordPointers {
		for _, f := range s.Content.Kind(where.kind) {
			rec, fileErrs := s.resolveRecord(f, where.pointer)
			errs = append(errs, fileErrs...)
			if rec != nil {
				s.records[f] = rec
			}
		}
	}
	return errs
}

// resolveRecord resolves the example record a file declares at
// recordPointer: nil without one, or with errors where it leaves the model.
func (s *Site) resolveRecord(f *content.File, recordPointer string) (*pagedata.ExampleRecord, position.List) {
	var errs position.List
	record, _ := jsonptr.Get(f.Data.Value, recordPointer).(map[string]any)
	if record == nil {
		return nil, nil
	}
	at := func(ptr, format string, args ...any) {
		errs.Add(position.Errorf(f.Data.Position(ptr), "%s: %s", ptr, fmt.Sprintf(format, args...)))
	}
	name := fmt.Sprint(record["entity"])
	e := s.Model.Entity(name)
	if e == nil {
		at(recordPointer+"/entity", "no entity %q (expected the camelCase name of a file in content/reference/entities/, e.g. order)", name)
		return nil, errs
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
	for _, required := range []string{e.Name + "Number", "status"} {
		if _, ok := values[required]; !ok && slices.Contains(e.Fields, required) {
			at(valuesPtr, "%s is missing (the picture shows the record's number and status)", required)
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
	places := recordPlaces(e)
	caption, _ := record["caption"].(string)
	rec := &pagedata.ExampleRecord{Caption: caption, StatusPath: path, Fields: []pagedata.LabelledValue{}}
	for _, field := range e.Fields {
		v, ok := values[field]
		if !ok || e.Labels[field] == "" {
			continue
		}
		labelled := pagedata.LabelledValue{Label: e.Labels[field], Value: fmt.Sprint(v)}
		switch places[field] {
		case "number":
			rec.Number = labelled
		case "status":
			rec.Status = labelled
		case "kind":
			rec.Kind = &labelled
		case "party":
			rec.Party = &labelled
		case "origin":
			rec.Origin = &labelled
		case "destination":
			rec.Destination = &labelled
		default:
			rec.Fields = append(rec.Fields, labelled)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return rec, nil
}
