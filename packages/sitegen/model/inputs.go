package model

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
)

// The naming convention of workflow-task inputs, which checkTaskInputs
// holds the task reference to:
//
//  1. An input name is lowerCamelCase, with acronyms cased as words
//     (orderId, ediInterchangeId; not orderID or EEIData).
//  2. An input named after an entity's id (orderId, packageTypeId) takes
//     that record's id, an integer; one named <entity>Ids takes an array of
//     them. A record given by its code or name drops the Id (packageType,
//     currency).
//  3. A task that writes its entity (Create, Add, Update, Attach) names each
//     scalar input it stores as the model names it: a field of the entity or
//     of an entity one of its references points at (vendorReference,
//     sequence, weight), the field without Id for a record given by code or
//     name (packageType for packageTypeId), or <x>Code for the code of the
//     record a reference field starting with x points at (countryCode for
//     countryId). Booleans, objects and arrays are options of the task, not
//     stored values, and are not held to this.
//  4. The text a task records in a record's history (its description says
//     it is shown or kept in the record's history, not a run's) is named
//     reason in every task.
var (
	camelCase    = regexp.MustCompile(`^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]+)*$`)
	writingTasks = regexp.MustCompile(`/(Create|Add|Update|Attach)@\d+$`)
	historyNote  = regexp.MustCompile(`(?i)\b(?:shown|kept) in (?:the \w+'s|the audit) history`)
)

// checkTaskInputs reports every task input of the workflow-task reference
// that breaks the naming convention above, at the input's name.
func checkTaskInputs(tree *content.Tree, m *Model) position.List {
	var errs position.List
	for _, f := range tree.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		group := str(d["group"])
		for i, t := range list(d["tasks"]) {
			task := str(t["name"])
			for j, in := range list(t["inputs"]) {
				name, typ := str(in["name"]), str(in["type"])
				ptr := fmt.Sprintf("/tasks/%d/inputs/%d/name", i, j)
				if historyNote.MatchString(str(in["description"])) {
					if name != "reason" {
						errs.Add(position.Errorf(f.Data.Position(ptr), "%s: %s input %q is the text kept in the history (expected reason, its name in every task)", ptr, task, name))
					}
					continue
				}
				if msg := m.inputNameProblem(group, task, name, typ); msg != "" {
					errs.Add(position.Errorf(f.Data.Position(ptr), "%s: %s input %q %s", ptr, task, name, msg))
				}
			}
		}
	}
	return errs
}

// inputNameProblem says what is wrong with one input's name, and what is
// expected, or returns "".
func (m *Model) inputNameProblem(group, task, name, typ string) string {
	if !camelCase.MatchString(name) {
		return fmt.Sprintf("is not lowerCamelCase (expected letters and digits, each word after the first capitalized and acronyms as words: %s)", camelSuggestion(name))
	}
	if base, ok := strings.CutSuffix(name, "Ids"); ok && m.Entities[base] != nil && typ != "array" {
		return fmt.Sprintf("is typed %s (expected array: an input named %sIds takes the ids of %s records; a record given by code or name drops the Id)", typ, base, base)
	}
	if base, ok := strings.CutSuffix(name, "Id"); ok && m.Entities[base] != nil && typ != "integer" {
		return fmt.Sprintf("is typed %s (expected integer: an input named %sId takes a %s record's id; a record given by code or name is named %s)", typ, base, base, base)
	}
	if base, ok := strings.CutSuffix(name, "Id"); ok && m.Entities[base] != nil {
		return "" // a record by its id, to store or to act on
	}
	e := m.Entity(group)
	if e == nil || !writingTasks.MatchString(task) || !slices.Contains([]string{"string", "integer", "number", "date", "datetime"}, typ) {
		return ""
	}
	vocabulary := e.Fields
	for _, ref := range e.References {
		if r := m.Entities[ref]; r != nil {
			vocabulary = append(vocabulary, r.Fields...)
		}
	}
	if slices.Contains(vocabulary, name) {
		return ""
	}
	if typ == "string" {
		if slices.Contains(vocabulary, name+"Id") {
			return "" // a record by its code or name
		}
		if x, ok := strings.CutSuffix(name, "Code"); ok {
			for field := range e.References {
				if strings.HasPrefix(field, x) {
					return "" // the code of the record a reference points at
				}
			}
		}
	}
	// The entity's own fields first, the linked records' only when none of
	// its own is a longer form of the name.
	longerIn := func(fields []string) []string {
		var out []string
		for _, field := range fields {
			if camelSuffix(field, name) && !slices.Contains(out, field) {
				out = append(out, field)
			}
		}
		return out
	}
	longer := longerIn(e.Fields)
	if len(longer) == 0 {
		longer = longerIn(vocabulary)
	}
	if len(longer) > 0 {
		return fmt.Sprintf("is not the name of the field it stores (expected the field's own name: %s)", strings.Join(longer, " or "))
	}
	return fmt.Sprintf("names nothing %s stores (expected a field of %s or of a record it references, the field without Id for a record given by code or name, or <x>Code for the code of a referenced record)", task, e.Name)
}

// camelSuffix tells whether short is the last camelCase words of long
// (reference of vendorReference, number of transactionNumber).
func camelSuffix(long, short string) bool {
	if len(short) == 0 || len(long) <= len(short) {
		return false
	}
	cut := len(long) - len(short)
	tail := long[cut:]
	return strings.EqualFold(tail[:1], short[:1]) && tail[1:] == short[1:] && tail[0] >= 'A' && tail[0] <= 'Z'
}

// camelSuggestion writes a name the way the convention spells it: a run of
// capitals is one word (orderID -> orderId, EEIData -> eeiData).
func camelSuggestion(name string) string {
	var words []string
	for _, chunk := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == ' ' }) {
		start := 0
		for i := 1; i < len(chunk); i++ {
			lowerToUpper := isUpper(chunk[i]) && !isUpper(chunk[i-1])
			acronymEnd := isUpper(chunk[i]) && isUpper(chunk[i-1]) && i+1 < len(chunk) && !isUpper(chunk[i+1])
			if lowerToUpper || acronymEnd {
				words = append(words, chunk[start:i])
				start = i
			}
		}
		words = append(words, chunk[start:])
	}
	var out strings.Builder
	for i, w := range words {
		w = strings.ToLower(w)
		if i > 0 && w != "" {
			w = strings.ToUpper(w[:1]) + w[1:]
		}
		out.WriteString(w)
	}
	return out.String()
}

func isUpper(b byte) bool { return b >= 'A' && b <= 'Z' }
