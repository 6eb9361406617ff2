package model

import (
	"fmt"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// checkMachine checks an entity's state machine for dead ends, once for
// each kind of record (each orderType of an order) with the statuses and
// moves of that kind: every status the kind uses is reachable from the
// first status, and from every one of them some path leads to a status
// where the kind's life can end. A status failing for several kinds is
// reported once, naming them.
func checkMachine(e *Entity, doc *yamlsrc.Document) position.List {
	if len(e.Statuses) == 0 {
		return nil
	}
	var errs position.List
	checkKinds := func(ptr string, kinds []string) {
		for j, k := range kinds {
			if e.KindField == "" {
				errs.Add(position.Errorf(doc.Position(fmt.Sprintf("%s/%d", ptr, j)), "%s/%d: %s has no kinds of record (expected no kinds: only an entity with an enum field %sType has them)", ptr, j, e.Name, e.Name))
			} else if !slices.Contains(e.KindValues, k) {
				errs.Add(position.Errorf(doc.Position(fmt.Sprintf("%s/%d", ptr, j)), "%s/%d: %q is not a value of %s.%s (expected one of %s)", ptr, j, k, e.Name, e.KindField, strings.Join(e.KindValues, ", ")))
			}
		}
	}
	anyTerminal := false
	for i, s := range e.Statuses {
		checkKinds(fmt.Sprintf("/statuses/%d/kinds", i), s.Kinds)
		checkKinds(fmt.Sprintf("/statuses/%d/terminal", i), s.TerminalFor)
		anyTerminal = anyTerminal || s.Terminal || len(s.TerminalFor) > 0
	}
	for i, t := range e.Transitions {
		checkKinds(fmt.Sprintf("/transitions/%d/kinds", i), t.Kinds)
	}
	if !anyTerminal {
		errs.Add(position.Errorf(doc.Position("/statuses"), "/statuses: no status of %s is terminal (expected terminal: true on each status where a record's life can end)", e.Name))
		return errs
	}
	if len(errs) > 0 {
		return errs
	}

	// Problems by status, each with the kinds that have it, in order.
	unreachable := map[int][]string{}
	deadEnd := map[int][]string{}
	noTerminal := []string{}
	kinds := e.KindValues
	if len(kinds) == 0 {
		kinds = []string{""}
	}
	for _, kind := range kinds {
		used := func(i int) bool {
			return kind == "" || len(e.Statuses[i].Kinds) == 0 || slices.Contains(e.Statuses[i].Kinds, kind)
		}
		next := e.moveGraph(kind, used)
		reached := walk([]int{0}, next)
		var terminals []int
		for i, s := range e.Statuses {
			if used(i) && (s.Terminal || slices.Contains(s.TerminalFor, kind)) {
				terminals = append(terminals, i)
			}
		}
		if len(terminals) == 0 {
			noTerminal = append(noTerminal, kind)
			continue
		}
		back := map[int][]int{}
		for from, tos := range next {
			for _, to := range tos {
				back[to] = append(back[to], from)
			}
		}
		ends := walk(terminals, back)
		for i := range e.Statuses {
			switch {
			case !used(i):
			case !reached[i]:
				unreachable[i] = append(unreachable[i], kind)
			case !ends[i]:
				deadEnd[i] = append(deadEnd[i], kind)
			}
		}
	}
	forKinds := func(kinds []string) string {
		if len(kinds) == 1 && kinds[0] == "" || len(kinds) == len(e.KindValues) {
			return ""
		}
		return fmt.Sprintf(" for %s %s", e.KindField, strings.Join(kinds, ", "))
	}
	if len(noTerminal) > 0 {
		errs.Add(position.Errorf(doc.Position("/statuses"), "/statuses: no status is terminal%s (expected terminal: true, or terminal: [kinds], on a status where the record's life ends)", forKinds(noTerminal)))
	}
	for i, s := range e.Statuses {
		p := fmt.Sprintf("/statuses/%d/value", i)
		if k := unreachable[i]; len(k) > 0 {
			errs.Add(position.Errorf(doc.Position(p), "%s: no path leads from %s to %s%s (expected transitions that reach it, or kinds on the status that leave those out)", p, e.Statuses[0].Value, s.Value, forKinds(k)))
		}
		if k := deadEnd[i]; len(k) > 0 {
			errs.Add(position.Errorf(doc.Position(p), "%s: %s is a dead end%s: no path leads from it to a terminal status (expected a transition out of it towards one, or terminal: true on it)", p, s.Value, forKinds(k)))
		}
	}
	return errs
}

// moveGraph lists, by status index, the statuses a record of kind can move
// to next, keeping only the statuses used says the kind has.
func (e *Entity) moveGraph(kind string, used func(int) bool) map[int][]int {
	index := map[string]int{}
	for i, s := range e.Statuses {
		index[s.Value] = i
	}
	next := map[int][]int{}
	for _, t := range e.Transitions {
		if kind != "" && len(t.Kinds) > 0 && !slices.Contains(t.Kinds, kind) {
			continue
		}
		to, ok := index[t.To]
		if !ok || !used(to) {
			continue
		}
		for _, f := range t.From {
			if from, ok := index[f]; ok && used(from) {
				next[from] = append(next[from], to)
			}
		}
	}
	return next
}

// walk is the set of nodes reachable from start along next.
func walk(start []int, next map[int][]int) map[int]bool {
	seen := map[int]bool{}
	queue := slices.Clone(start)
	for _, s := range start {
		seen[s] = true
	}
	for len(queue) > 0 {
		n := queue[0]
		queue = queue[1:]
		for _, m := range next[n] {
			if !seen[m] {
				seen[m] = true
				queue = append(queue, m)
			}
		}
	}
	return seen
}
