// Package model reads the platform model written once in
// content/reference/entities/*.yaml (fields, statuses and the transitions
// between them) and answers the Markdown references to it: the
// ::state-machine{entity=job} directive, which renders a state diagram and
// its table, the ::screen{entity=job tab=General} directive, which draws a
// tab of the record's screen, and the :status[job.Open],
// :transition[job.Open->InProgress] and :field[job.jobNumber] references,
// which fail the build with a position when they name something the model
// does not have.
package model

import (
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"path"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
)

// Status is one fixed status of an entity.
type Status struct {
	Value       string
	Description string
	// Kinds are the values of the entity's kind field (order's orderType)
	// that use the status; empty means all.
	Kinds []string
	// Terminal is true where a record's life can end; TerminalFor, when
	// set, makes the status terminal for those kinds only.
	Terminal    bool
	TerminalFor []string
}

// Trigger is one way a transition happens.
type Trigger struct {
	Kind        string // user, task or event
	Task        string
	Description string
}

// Transition is one allowed move between statuses.
type Transition struct {
	From     []string
	To       string
	Triggers []Trigger
	Guard    string
	// Kinds are the kinds that make the move; empty means all.
	Kinds []string
}

// Entity is one entity of the model.
type Entity struct {
	Name, Title string
	Fields      []string
	// References maps each reference field to the entity it points at.
	References map[string]string
	// Labels maps each field that has one to its label on the record's
	// screen.
	Labels map[string]string
	// Types maps each field to its type (string, enum, reference...).
	Types map[string]string
	// Example is the entity's example record, by field name.
	Example map[string]any
	// Screen is the record's screen as the manual describes it; nil when
	// the entity declares none.
	Screen      *Screen
	Statuses    []Status
	Transitions []Transition
	// KindField is the enum field (orderType) whose values each follow the
	// state machine on their own, and KindValues its values; empty when
	// every record follows the same one.
	KindField  string
	KindValues []string
}

// Model is every entity, by camelCase name.
type Model struct {
	Entities map[string]*Entity
	// Retry holds, by task, what a step retry does to its effect: safe or
	// repeats (the task reference's retry).
	Retry map[string]string
	// InputValues holds, by task and input, the closed list of values an
	// input declares (Edi/Parse@1's transactionSet).
	InputValues map[string]map[string][]string
	// Sum identifies the model's content: renders that include it are
	// cached under it.
	Sum [sha256.Size]byte
}

// Build reads the entity files of a content tree and checks their state
// machines: transitions between known statuses, the status field's values
// equal to the statuses, every status reachable, tasks that exist.
func Build(tree *content.Tree) (*Model, position.List) {
	m := &Model{Entities: map[string]*Entity{}, InputValues: map[string]map[string][]string{}, Retry: map[string]string{}}
	tasks := map[string]bool{}
	for _, f := range tree.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		for _, t := range list(d["tasks"]) {
			name, ok := t["name"].(string)
			if !ok {
				continue
			}
			tasks[name] = true
			if r := str(t["retry"]); r != "" {
				m.Retry[name] = r
			}
			for _, in := range list(t["inputs"]) {
				values, _ := in["values"].([]any)
				for _, v := range values {
					if m.InputValues[name] == nil {
						m.InputValues[name] = map[string][]string{}
					}
					m.InputValues[name][str(in["name"])] = append(m.InputValues[name][str(in["name"])], fmt.Sprint(v))
				}
			}
		}
	}
	var errs position.List
	for _, f := range tree.Kind(content.KindEntity) {
		d, _ := f.Data.Value.(map[string]any)
		e := &Entity{Name: str(d["name"]), Title: str(d["title"]), References: map[string]string{}, Labels: map[string]string{}, Types: map[string]string{}}
		if e.Name == "" {
			e.Name = strings.TrimSuffix(path.Base(f.Rel), ".yaml")
		}
		var statusValues []any
		statusField := -1
		for i, fd := range list(d["fields"]) {
			e.Fields = append(e.Fields, str(fd["name"]))
			e.Types[str(fd["name"])] = str(fd["type"])
			if l := str(fd["label"]); l != "" {
				e.Labels[str(fd["name"])] = l
			}
			if str(fd["type"]) == "reference" {
				e.References[str(fd["name"])] = str(fd["entity"])
			}
			if str(fd["name"]) == e.Name+"Type" && str(fd["type"]) == "enum" {
				e.KindField = e.Name + "Type"
				e.KindValues = strs(fd["values"])
			}
			if str(fd["name"]) == "status" {
				statusValues, _ = fd["values"].([]any)
				statusField = i
			}
		}
		for _, s := range list(d["statuses"]) {
			st := Status{Value: str(s["value"]), Description: str(s["description"]), Kinds: strs(s["kinds"])}
			switch term := s["terminal"].(type) {
			case bool:
				st.Terminal = term
			case []any:
				st.TerminalFor = strs(term)
			}
			e.Statuses = append(e.Statuses, st)
		}
		for i, t := range list(d["transitions"]) {
			tr := Transition{To: str(t["to"]), Guard: str(t["guard"]), Kinds: strs(t["kinds"])}
			ptr := fmt.Sprintf("/transitions/%d", i)
			froms, _ := t["from"].([]any)
			for j, from := range froms {
				tr.From = append(tr.From, str(from))
				if !e.HasStatus(str(from)) {
					errs.Add(position.Errorf(f.Data.Position(fmt.Sprintf("%s/from/%d", ptr, j)), "%s/from/%d: %q is not a status of %s (expected one of %s)", ptr, j, str(from), e.Name, e.statusList()))
				}
			}
			if !e.HasStatus(tr.To) {
				errs.Add(position.Errorf(f.Data.Position(ptr+"/to"), "%s/to: %q is not a status of %s (expected one of %s)", ptr, tr.To, e.Name, e.statusList()))
			}
			for j, trig := range list(t["triggers"]) {
				tg := Trigger{Kind: str(trig["kind"]), Task: str(trig["task"]), Description: str(trig["description"])}
				if tg.Task != "" && !tasks[tg.Task] {
					errs.Add(position.Errorf(f.Data.Position(fmt.Sprintf("%s/triggers/%d/task", ptr, j)), "%s/triggers/%d/task: no workflow task %q (expected a task of content/reference/workflow-tasks/)", ptr, j, tg.Task))
				}
				tr.Triggers = append(tr.Triggers, tg)
			}
			for _, earlier := range e.Transitions {
				for _, from := range tr.From {
					if earlier.To == tr.To && slices.Contains(earlier.From, from) {
						errs.Add(position.Errorf(f.Data.Position(ptr), "%s: the move %s -> %s is written twice (expected each move in one transition)", ptr, from, tr.To))
					}
				}
			}
			e.Transitions = append(e.Transitions, tr)
		}
		if len(e.Statuses) > 0 {
			if statusField >= 0 {
				var want []string
				for _, s := range e.Statuses {
					want = append(want, s.Value)
				}
				var got []string
				for _, v := range statusValues {
					got = append(got, fmt.Sprint(v))
				}
				if !slices.Equal(got, want) {
					p := fmt.Sprintf("/fields/%d/values", statusField)
					errs.Add(position.Errorf(f.Data.Position(p), "%s: the status field's values [%s] differ from the statuses (expected [%s], in the same order)", p, strings.Join(got, ", "), strings.Join(want, ", ")))
				}
			}
			for i, s := range e.Statuses[1:] {
				if !e.reachable(s.Value) {
					p := fmt.Sprintf("/statuses/%d/value", i+1)
					errs.Add(position.Errorf(f.Data.Position(p), "%s: no transition leads to %s (expected a transition with to: %s; only the first status is where a record starts)", p, s.Value, s.Value))
				}
			}
		}
		errs = append(errs, checkMachine(e, f.Data)...)
		e.Example, _ = d["example"].(map[string]any)
		var screenErrs position.List
		e.Screen, screenErrs = readScreen(e, d["screen"], f.Data)
		errs = append(errs, screenErrs...)
		m.Entities[e.Name] = e
	}
	errs = append(errs, checkTaskInputs(tree, m)...)
	errs = append(errs, checkCopiedEnums(tree, m)...)
	errs = append(errs, checkProseMoves(tree, m)...)
	data, _ := json.Marshal(m.Entities)
	m.Sum = sha256.Sum256(data)
	return m, errs
}

func (e *Entity) reachable(status string) bool {
	for _, t := range e.Transitions {
		if t.To == status {
			return true
		}
	}
	return false
}

// HasStatus tells whether status is one of the entity's statuses.
func (e *Entity) HasStatus(status string) bool {
	for _, s := range e.Statuses {
		if s.Value == status {
			return true
		}
	}
	return false
}

func (e *Entity) statusList() string {
	var names []string
	for _, s := range e.Statuses {
		names = append(names, s.Value)
	}
	if len(names) == 0 {
		return "nothing: " + e.Name + " has no statuses"
	}
	return strings.Join(names, ", ")
}

// Entity finds an entity by its camelCase name or its PascalCase title.
func (m *Model) Entity(name string) *Entity {
	if e := m.Entities[name]; e != nil {
		return e
	}
	for _, e := range m.Entities {
		if e.Title == name {
			return e
		}
	}
	return nil
}

func (m *Model) entity(name string) (*Entity, error) {
	e := m.Entity(name)
	if e == nil {
		return nil, fmt.Errorf("no entity %q (expected the camelCase name of a file in content/reference/entities/, e.g. job)", name)
	}
	return e, nil
}

func (m *Model) machine(name string) (*Entity, error) {
	e, err := m.entity(name)
	if err != nil {
		return nil, err
	}
	if len(e.Statuses) == 0 {
		var with []string
		for _, n := range sortedKeys(m.Entities) {
			if len(m.Entities[n].Statuses) > 0 {
				with = append(with, n)
			}
		}
		return nil, fmt.Errorf("%s has no statuses (expected one of %s)", name, strings.Join(with, ", "))
	}
	return e, nil
}

func list(v any) []map[string]any {
	raw, _ := v.([]any)
	var out []map[string]any
	for _, r := range raw {
		if m, ok := r.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

func strs(v any) []string {
	raw, _ := v.([]any)
	var out []string
	for _, r := range raw {
		out = append(out, fmt.Sprint(r))
	}
	return out
}

func str(v any) string {
	s, _ := v.(string)
	return s
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// TaskOutputs lists, by task name, the outputs the workflow-task reference
// documents.
func TaskOutputs(tree *content.Tree) map[string][]string {
	out := map[string][]string{}
	for _, f := range tree.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		for _, t := range list(d["tasks"]) {
			name := str(t["name"])
			out[name] = []string{}
			for _, o := range list(t["outputs"]) {
				out[name] = append(out[name], str(o["name"]))
			}
		}
	}
	return out
}
