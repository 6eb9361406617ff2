package position_test

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"testing"

	"github.com/freightlane/website/packages/sitegen/position"
)

func TestPositionString(t *testing.T) {
	tests := []struct {
		pos  position.Position
		want string
	}{
		{position.Position{File: "content/site.yaml", Line: 3, Col: 7}, "content/site.yaml:3:7"},
		{position.Position{File: "content/site.yaml", Line: 3}, "content/site.yaml:3"},
		{position.Position{File: "content/site.yaml"}, "content/site.yaml"},
		// A column without a line is meaningless and is left out.
		{position.Position{File: "content/site.yaml", Col: 7}, "content/site.yaml"},
	}
	for _, tt := range tests {
		if got := tt.pos.String(); got != tt.want {
			t.Errorf("%#v.String() = %q, want %q", tt.pos, got, tt.want)
		}
	}
}

func TestErrorf(t *testing.T) {
	err := position.Errorf(position.Position{File: "a.md", Line: 2, Col: 5}, "/title: %s (expected %d)", "bad", 1)
	if got, want := err.Error(), "a.md:2:5: /title: bad (expected 1)"; got != want {
		t.Errorf("Error() = %q, want %q", got, want)
	}
}

func TestErrorWithoutPosition(t *testing.T) {
	var l position.List
	l.Add(errors.New("boom"))
	if got := l.Error(); got != "boom" {
		t.Errorf("Error() = %q, want %q", got, "boom")
	}
}

func TestListAdd(t *testing.T) {
	a := position.Errorf(position.Position{File: "a", Line: 1}, "one")
	b := position.Errorf(position.Position{File: "b", Line: 2}, "two")
	c := position.Errorf(position.Position{File: "c", Line: 3}, "three")
	var l position.List
	l.Add(
		nil,
		a,
		fmt.Errorf("wrapped: %w", b),
		position.List{c, a},
		errors.New("plain"),
	)
	want := position.List{a, b, c, a, {Message: "plain"}}
	if !reflect.DeepEqual(l, want) {
		t.Errorf("Add gave\n%v\nwant\n%v", l, want)
	}
	var none position.List
	none.Add(nil, nil)
	if none != nil || none.Err() != nil {
		t.Errorf("adding only nils: %v, Err() = %v", none, none.Err())
	}
}

func TestListAddJoined(t *testing.T) {
	b := position.Errorf(position.Position{File: "b", Line: 2}, "two")
	c := position.Errorf(position.Position{File: "c", Line: 3}, "three")
	var l position.List
	l.Add(errors.Join(b, nil, c), errors.Join(position.List{c}, b))
	want := position.List{b, c, c, b}
	if !reflect.DeepEqual(l, want) {
		t.Errorf("Add gave\n%v\nwant\n%v", l, want)
	}
}

func TestListSort(t *testing.T) {
	e := func(file string, line, col int, msg string) *position.Error {
		return position.Errorf(position.Position{File: file, Line: line, Col: col}, "%s", msg)
	}
	l := position.List{
		e("content/site.yaml", 3, 1, "b"),
		e("content/docs/b.md", 10, 2, "x"),
		e("content/docs/b.md", 2, 9, "x"),
		e("content/site.yaml", 3, 1, "a"),
		e("content/docs/b.md", 10, 2, "x"), // an exact duplicate
		e("content/docs/a.md", 0, 0, "whole file"),
		e("content/docs/b.md", 10, 1, "x"),
		e("content/site.yaml", 3, 1, "b"), // an exact duplicate
	}
	want := position.List{
		e("content/docs/a.md", 0, 0, "whole file"),
		e("content/docs/b.md", 2, 9, "x"),
		e("content/docs/b.md", 10, 1, "x"),
		e("content/docs/b.md", 10, 2, "x"),
		e("content/site.yaml", 3, 1, "a"),
		e("content/site.yaml", 3, 1, "b"),
	}
	got := slices.Clone(l).Sort()
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Sort gave\n%v\nwant\n%v", got, want)
	}
	err := l.Err()
	if err == nil {
		t.Fatal("Err() of a non-empty list is nil")
	}
	wantText := "content/docs/a.md: whole file\ncontent/docs/b.md:2:9: x\ncontent/docs/b.md:10:1: x\ncontent/docs/b.md:10:2: x\ncontent/site.yaml:3:1: a\ncontent/site.yaml:3:1: b"
	if err.Error() != wantText {
		t.Errorf("Err().Error() =\n%s\nwant\n%s", err, wantText)
	}
	var list position.List
	if !errors.As(err, &list) || len(list) != 6 {
		t.Errorf("Err() is not a List of 6: %T %v", err, list)
	}
	if (position.List{}).Err() != nil {
		t.Error("Err() of an empty list is not nil")
	}
}

func TestListSortKeepsTheListUsable(t *testing.T) {
	e := position.Errorf(position.Position{File: "a", Line: 1}, "x")
	l := position.List{e, e}
	l.Sort()
	if got := l.Error(); got != "a:1: x\na:1: x" && got != "a:1: x" {
		t.Errorf("Error() after Sort = %q", got)
	}
}
