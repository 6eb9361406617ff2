package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
)

// checkCopiedEnums fails every enum that restates another entity's values
// and differs from them: the configured status lists (orderStatus,
// jobStatus, commodityStatus, contactStatus) copy their entity's statuses
// in status and its type in orderType, jobType, contactType; an event
// definition's setsOrderStatus and setsCommodityStatus copy the order's
// and the commodity's statuses. A copy must equal its source, in order.
func checkCopiedEnums(tree *content.Tree, m *Model) position.List {
	var errs position.List
	for _, f := range tree.Kind(content.KindEntity) {
		d, _ := f.Data.Value.(map[string]any)
		name := str(d["name"])
		for i, fd := range list(d["fields"]) {
			if str(fd["type"]) != "enum" {
				continue
			}
			source, values := m.copiedFrom(name, str(fd["name"]))
			if source == "" {
				continue
			}
			got := strs(fd["values"])
			if !slices.Equal(got, values) {
				p := fmt.Sprintf("/fields/%d/values", i)
				errs.Add(position.Errorf(f.Data.Position(p), "%s: %s.%s copies %s and differs from it: [%s] (expected [%s], in the same order)", p, name, str(fd["name"]), source, strings.Join(got, ", "), strings.Join(values, ", ")))
			}
		}
	}
	return errs
}

// copiedFrom names the entity values an enum field of entity restates, and
// those values; "" when the field is its own list.
func (m *Model) copiedFrom(entity, field string) (string, []string) {
	statuses := func(e *Entity) []string {
		var out []string
		for _, s := range e.Statuses {
			out = append(out, s.Value)
		}
		return out
	}
	for _, name := range sortedKeys(m.Entities) {
		e := m.Entities[name]
		if len(e.Statuses) == 0 {
			continue
		}
		if field == "sets"+e.Title+"Status" {
			return e.Name + "'s statuses", statuses(e)
		}
		if entity != e.Name+"Status" {
			continue
		}
		if field == "status" {
			return e.Name + "'s statuses", statuses(e)
		}
		if field == e.KindField {
			return e.Name + "." + e.KindField, e.KindValues
		}
	}
	return "", nil
}
