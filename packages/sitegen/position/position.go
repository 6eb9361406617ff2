// Package position gives every content error a place: a file, a line and a
// column, printed as file:line:col so editors and terminals can jump to it.
package position

import (
	"cmp"
	"errors"
	"fmt"
	"slices"
	"strings"
)

// Position is a place in a source file. Line and Col are 1-based; zero means
// unknown, and is left out when printed.
type Position struct {
	File string
	Line int
	Col  int
}

func (p Position) String() string {
	switch {
	case p.Line == 0:
		return p.File
	case p.Col == 0:
		return fmt.Sprintf("%s:%d", p.File, p.Line)
	default:
		return fmt.Sprintf("%s:%d:%d", p.File, p.Line, p.Col)
	}
}

// Error is a problem found at a position in a content file.
type Error struct {
	Pos     Position
	Message string
}

func (e *Error) Error() string {
	if e.Pos.File == "" {
		return e.Message
	}
	return e.Pos.String() + ": " + e.Message
}

// Errorf returns an *Error at pos.
func Errorf(pos Position, format string, args ...any) *Error {
	return &Error{Pos: pos, Message: fmt.Sprintf(format, args...)}
}

// List collects every error of a run so all of them can be reported at once.
type List []*Error

// Add appends errors; a nil error is ignored, and a List or joined error is
// flattened, so no error inside it is lost.
func (l *List) Add(errs ...error) {
	for _, err := range errs {
		if err == nil {
			continue
		}
		if joined, ok := err.(interface{ Unwrap() []error }); ok {
			l.Add(joined.Unwrap()...)
			continue
		}
		var pe *Error
		var nested List
		switch {
		case errors.As(err, &nested):
			*l = append(*l, nested...)
		case errors.As(err, &pe):
			*l = append(*l, pe)
		default:
			*l = append(*l, &Error{Message: err.Error()})
		}
	}
}

// Sort returns the errors ordered by file, line, column and message, without
// exact duplicates. The list itself is left as it is.
func (l List) Sort() List {
	l = slices.Clone(l)
	slices.SortFunc(l, func(a, b *Error) int {
		return cmp.Or(
			cmp.Compare(a.Pos.File, b.Pos.File),
			cmp.Compare(a.Pos.Line, b.Pos.Line),
			cmp.Compare(a.Pos.Col, b.Pos.Col),
			cmp.Compare(a.Message, b.Message),
		)
	})
	return slices.CompactFunc(l, func(a, b *Error) bool { return *a == *b })
}

// Err returns the list as an error, or nil when it is empty.
func (l List) Err() error {
	if len(l) == 0 {
		return nil
	}
	return l.Sort()
}

func (l List) Error() string {
	lines := make([]string, len(l))
	for i, e := range l {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}
