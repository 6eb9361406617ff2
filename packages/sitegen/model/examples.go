package model

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

var (
	statusCompare = regexp.MustCompile(`\b([A-Za-z_][\w.]*?)\.status\s*(?:==|!=)\s*'(\w+)'`)
	changedStatus = regexp.MustCompile(`\bchanges\.status\.(?:new|old)\s*(?:==|!=)\s*'(\w+)'`)
	outputUse     = regexp.MustCompile(`\b([a-z]\w*)\.([a-z]\w*)`)
	recordLike    = regexp.MustCompile(`/(Get|Find|Search|Run)@`)
)

// variableEntity maps the last name of an expression path to the entity
// whose status it compares.
var variableEntity = map[string]string{
	"order": "order", "job": "job", "commodity": "commodity", "pallet": "commodity",
	"contact": "contact", "customer": "contact", "carrier": "contact", "vendor": "contact",
	"invoice": "accountingTransaction", "bill": "accountingTransaction", "transaction": "accountingTransaction",
}

// CheckExample checks a workflow example against the model: a status
// compared in a condition or set by a ChangeStatus step exists on its
// entity, and a step's output read by a later expression (invoice.total) is
// an output its task documents.
func (m *Model) CheckExample(doc *yamlsrc.Document, outputs map[string][]string) position.List {
	var errs position.List
	trigger := ""
	steps := map[string]string{} // step name -> task
	var walk func(v any, ptr string, visit func(ptr string, obj map[string]any, key string, s string))
	walk = func(v any, ptr string, visit func(string, map[string]any, string, string)) {
		switch t := v.(type) {
		case map[string]any:
			for _, k := range sortedKeys(t) {
				p := jsonptr.Join(ptr, k)
				if s, ok := t[k].(string); ok {
					visit(p, t, k, s)
				}
				walk(t[k], p, visit)
			}
		case []any:
			for i, x := range t {
				walk(x, fmt.Sprintf("%s/%d", ptr, i), visit)
			}
		}
	}
	walk(doc.Value, "", func(ptr string, obj map[string]any, key, s string) {
		switch key {
		case "entityName":
			trigger = s
		case "task":
			if name, ok := obj["name"].(string); ok {
				steps[name] = s
			}
		}
	})
	check := func(ptr, entity, status string) {
		e := m.Entity(entity)
		if e == nil || len(e.Statuses) == 0 || e.HasStatus(status) {
			return
		}
		errs.Add(position.Errorf(doc.Position(ptr), "%s: %q is not a status of %s (expected one of %s)", ptr, status, e.Name, e.statusList()))
	}
	walk(doc.Value, "", func(ptr string, obj map[string]any, key, s string) {
		for _, match := range statusCompare.FindAllStringSubmatch(s, -1) {
			path := strings.Split(match[1], ".")
			last := path[len(path)-1]
			if last == "entity" {
				check(ptr, trigger, match[2])
			} else if ent, ok := variableEntity[last]; ok {
				check(ptr, ent, match[2])
			}
		}
		for _, match := range changedStatus.FindAllStringSubmatch(s, -1) {
			check(ptr, trigger, match[1])
		}
		if strings.Contains(s, "{{") || key == "condition" || key == "expression" {
			for _, match := range outputUse.FindAllStringSubmatch(s, -1) {
				task, ok := steps[match[1]]
				if !ok {
					continue
				}
				outs, known := outputs[task]
				// A Get or Find step returns the whole record and Workflow/Run
				// the child workflow's outputs: only other tasks' outputs are a
				// closed list.
				if recordLike.MatchString(task) {
					continue
				}
				if !known || slices.Contains(outs, match[2]) {
					continue
				}
				errs.Add(position.Errorf(doc.Position(ptr), "%s: %s.%s reads an output %s does not have (expected one of %s)", ptr, match[1], match[2], task, strings.Join(outs, ", ")))
			}
		}
	})
	// A ChangeStatus step's status input.
	var steps2 func(v any, ptr string)
	steps2 = func(v any, ptr string) {
		switch t := v.(type) {
		case map[string]any:
			if task, ok := t["task"].(string); ok && strings.Contains(task, "/ChangeStatus@") {
				group, _, _ := strings.Cut(task, "/")
				if in, ok := t["inputs"].(map[string]any); ok {
					if s, ok := in["status"].(string); ok && !strings.Contains(s, "{{") {
						check(ptr+"/inputs/status", group, s)
					}
				}
			}
			for _, k := range sortedKeys(t) {
				steps2(t[k], ptr+"/"+k)
			}
		case []any:
			for i, x := range t {
				steps2(x, fmt.Sprintf("%s/%d", ptr, i))
			}
		}
	}
	steps2(doc.Value, "")
	return errs
}
