package model

import "slices"

// StatusPath is the lifecycle a record of the given kind (an orderType
// value; empty when the entity has no kind field) follows when nothing goes
// wrong: the statuses that kind uses, in the platform's order, up to the
// first one where its life ends. Side statuses listed after that end
// (Cancelled, OnHold) are not on the path.
func (e *Entity) StatusPath(kind string) []string {
	var path []string
	for _, s := range e.Statuses {
		if len(s.Kinds) > 0 && !slices.Contains(s.Kinds, kind) {
			continue
		}
		path = append(path, s.Value)
		if s.Terminal || slices.Contains(s.TerminalFor, kind) {
			break
		}
	}
	return path
}
