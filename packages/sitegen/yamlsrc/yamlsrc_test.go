package yamlsrc_test

import (
	"math"
	"reflect"
	"testing"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// positionsDoc is parsed with a line offset of 1, as front matter is: its
// first line is line 2 of the file.
const positionsDoc = `a:
  b:
    - x
    - y: 1
      z: [1, {q: 2}]
"k/1": v
"t~2": w
flow: {p: 1, r: "s"}
n: null
lit: |
  line1
  line2
anchor: &x
  m: 1
alias: *x
1: one
list:
- a
- b
`

func TestPosition(t *testing.T) {
	doc, err := yamlsrc.Parse("f.md", []byte(positionsDoc), 1)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		pointer   string
		line, col int
	}{
		{pointer: "", line: 2, col: 1},
		{pointer: "/a", line: 3, col: 3},
		{pointer: "/a/b", line: 4, col: 5},
		{pointer: "/a/b/0", line: 4, col: 7},
		{pointer: "/a/b/1", line: 5, col: 7},
		{pointer: "/a/b/1/y", line: 5, col: 10},
		{pointer: "/a/b/1/z", line: 6, col: 10},
		{pointer: "/a/b/1/z/0", line: 6, col: 11},
		{pointer: "/a/b/1/z/1", line: 6, col: 14},
		{pointer: "/a/b/1/z/1/q", line: 6, col: 18},
		{pointer: "/k~11", line: 7, col: 8},
		{pointer: "/t~02", line: 8, col: 8},
		{pointer: "/flow", line: 9, col: 7},
		{pointer: "/flow/p", line: 9, col: 11},
		{pointer: "/flow/r", line: 9, col: 17},
		{pointer: "/n", line: 10, col: 4},
		{pointer: "/lit", line: 11, col: 6},
		{pointer: "/anchor", line: 14, col: 9},
		{pointer: "/anchor/m", line: 15, col: 6},
		{pointer: "/alias", line: 16, col: 8},
		{pointer: "/1", line: 17, col: 4},
		{pointer: "/list", line: 19, col: 1},
		{pointer: "/list/1", line: 20, col: 3},
		// A pointer that leads nowhere gives the deepest value on the way.
		{pointer: "/a/b/9", line: 4, col: 5},
		{pointer: "/a/b/x", line: 4, col: 5},
		{pointer: "/list/1/deeper", line: 20, col: 3},
		{pointer: "/a/missing", line: 3, col: 3},
		{pointer: "/missing/deeper", line: 2, col: 1},
	}
	for _, tt := range tests {
		t.Run(tt.pointer, func(t *testing.T) {
			want := position.Position{File: "f.md", Line: tt.line, Col: tt.col}
			if got := doc.Position(tt.pointer); got != want {
				t.Errorf("Position(%q) = %v, want %v", tt.pointer, got, want)
			}
		})
	}
}

func TestKeyPosition(t *testing.T) {
	doc, err := yamlsrc.Parse("f.md", []byte(positionsDoc), 1)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		pointer, key string
		line, col    int
	}{
		{"", "a", 2, 1},
		{"", "k/1", 7, 1},
		{"/a", "b", 3, 3},
		{"/a/b/1", "z", 6, 7},
		{"/flow", "r", 9, 14},
		{"/anchor", "m", 15, 3},
		// An unknown key falls back to the position of the object.
		{"/a/b/1/z/1", "nope", 6, 14},
	}
	for _, tt := range tests {
		want := position.Position{File: "f.md", Line: tt.line, Col: tt.col}
		if got := doc.KeyPosition(tt.pointer, tt.key); got != want {
			t.Errorf("KeyPosition(%q, %q) = %v, want %v", tt.pointer, tt.key, got, want)
		}
	}
}

func TestParseValues(t *testing.T) {
	doc, err := yamlsrc.Parse("f.yaml", []byte(positionsDoc), 0)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"a":      map[string]any{"b": []any{"x", map[string]any{"y": int64(1), "z": []any{int64(1), map[string]any{"q": int64(2)}}}}},
		"k/1":    "v",
		"t~2":    "w",
		"flow":   map[string]any{"p": int64(1), "r": "s"},
		"n":      nil,
		"lit":    "line1\nline2\n",
		"anchor": map[string]any{"m": int64(1)},
		"alias":  map[string]any{"m": int64(1)},
		"1":      "one",
		"list":   []any{"a", "b"},
	}
	if !reflect.DeepEqual(doc.Value, want) {
		t.Errorf("value:\n%#v\nwant:\n%#v", doc.Value, want)
	}
	if doc.File != "f.yaml" || doc.LineOffset != 0 {
		t.Errorf("File, LineOffset = %q, %d", doc.File, doc.LineOffset)
	}
}

func TestParseScalars(t *testing.T) {
	tests := []struct {
		src  string
		want any
	}{
		{"a: 1", int64(1)},
		{"a: -7", int64(-7)},
		{"a: 0x10", int64(16)},
		{"a: 1.5", 1.5},
		{"a: true", true},
		{"a: ~", nil},
		{"a: 2024-01-02", "2024-01-02"},
		{`a: "1"`, "1"},
		{"a: 18446744073709551615", float64(18446744073709551615)},
		{"a: .inf", math.Inf(1)},
	}
	for _, tt := range tests {
		t.Run(tt.src, func(t *testing.T) {
			doc, err := yamlsrc.Parse("f.yaml", []byte(tt.src), 0)
			if err != nil {
				t.Fatal(err)
			}
			got := doc.Value.(map[string]any)["a"]
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("a = %#v, want %#v", got, tt.want)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		name, src string
		want      string
	}{
		{"two documents", "a: 1\n---\nb: 2\n", "f.md:3:1: more than one YAML document in a file (expected one)"},
		{"unclosed bracket", "a: [1\n", "f.md:2:4: invalid YAML: sequence end token ']' not found"},
		{"tab indentation", "a:\n\tb: 1\n", `f.md:3:1: invalid YAML: found character '\t' that cannot start any token`},
		{"duplicate key", "a:\n  b: 1\n  b: 2\n", "f.md:4:3: duplicate key \"b\" (expected each key once)"},
		{"duplicate key in a flow mapping", "- {a: 1, a: 2}\n", "f.md:2:10: duplicate key \"a\" (expected each key once)"},
		{"value after a value", "a: b: c\n", "f.md:2:4: invalid YAML: mapping value is not allowed in this context"},
		{"unknown alias", "a: &x 1\nb: *y\n", "f.md:3:5: invalid YAML: could not find alias \"y\""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := yamlsrc.Parse("f.md", []byte(tt.src), 1)
			if err == nil || err.Error() != tt.want {
				t.Errorf("err = %v\nwant %s", err, tt.want)
			}
			if _, ok := err.(*position.Error); !ok {
				t.Errorf("err is a %T, want a *position.Error", err)
			}
		})
	}
}

func TestEmptyDocument(t *testing.T) {
	for _, src := range []string{"", "# only a comment\n", "\n\n"} {
		doc, err := yamlsrc.Parse("f.md", []byte(src), 1)
		if err != nil {
			t.Fatalf("%q: %v", src, err)
		}
		if doc.Value != nil {
			t.Errorf("%q: value %#v, want nil", src, doc.Value)
		}
		want := position.Position{File: "f.md", Line: 2, Col: 1}
		if got := doc.Position("/title"); got != want {
			t.Errorf("%q: Position = %v, want %v", src, got, want)
		}
		if got := doc.KeyPosition("", "title"); got != want {
			t.Errorf("%q: KeyPosition = %v, want %v", src, got, want)
		}
	}
}

func TestLineOffset(t *testing.T) {
	for _, offset := range []int{0, 1, 41} {
		doc, err := yamlsrc.Parse("f.md", []byte("title: A\nlist:\n  - x\n"), offset)
		if err != nil {
			t.Fatal(err)
		}
		want := position.Position{File: "f.md", Line: 3 + offset, Col: 5}
		if got := doc.Position("/list/0"); got != want {
			t.Errorf("offset %d: %v, want %v", offset, got, want)
		}
	}
}

// FuzzYAMLPosition: Parse never panics, and neither do Position and
// KeyPosition for any pointer; every position lies in the document. For
// every string value, Locator places each byte in the document, in order,
// and the string parsed as embedded YAML places its positions there too.
func FuzzYAMLPosition(f *testing.F) {
	f.Add(scalarStyles, "/folded")
	f.Add("a: \"x\\\n  \\u00e9 \\\"q\\\"\"\nb: |2-\n    x\n  y\n", "/a")
	f.Add("e: |\n  k: [1\n  v: 'x''y'\n", "/e")
	f.Add(positionsDoc, "/a/b/1/z/1/q")
	f.Add("a: [1, {b: 2}]\n", "/a/1/b")
	f.Add("- - - x\n", "/0/0/0")
	f.Add("? complex\n: 3\n", "/complex")
	f.Add("<<: {a: 1}\nb: 2\n", "/a")
	f.Add("a: &x {b: *x}\n", "/a/b/b")
	f.Add("", "")
	f.Add("x", "/~")
	f.Add("a: !!map {}\n", "/a/~01/")
	f.Fuzz(func(t *testing.T, src, pointer string) {
		doc, err := yamlsrc.Parse("fuzz.yaml", []byte(src), 3)
		if err != nil {
			if _, ok := err.(*position.Error); !ok {
				t.Fatalf("error is a %T, want a *position.Error: %v", err, err)
			}
			return
		}
		check := func(what string, p position.Position) {
			if p.File != "fuzz.yaml" || p.Line < 4 || p.Col < 1 {
				t.Fatalf("%s(%q) = %v: outside the document", what, pointer, p)
			}
		}
		check("Position", doc.Position(pointer))
		check("KeyPosition", doc.KeyPosition(pointer, "a"))

		visited := 0
		walkStrings(doc.Value, "", func(p, value string) {
			if visited++; visited > 20 {
				return
			}
			loc := doc.Locator(p)
			prev := position.Position{}
			for i := -1; i <= len(value) && i < 300; i++ {
				got := loc(i)
				check("Locator", got)
				if got.Line < prev.Line || got.Line == prev.Line && got.Col < prev.Col {
					t.Fatalf("Locator(%q)(%d) = %v, before offset %d at %v", p, i, got, i-1, prev)
				}
				prev = got
			}
			inner, err := yamlsrc.ParseEmbedded([]byte(value), loc)
			if err != nil {
				if e, ok := err.(*position.Error); !ok {
					t.Fatalf("embedded error is a %T, want a *position.Error: %v", err, err)
				} else {
					check("embedded error", e.Pos)
				}
				return
			}
			check("embedded Position", inner.Position(pointer))
		})
	})
}
