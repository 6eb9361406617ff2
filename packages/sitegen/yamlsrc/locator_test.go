package yamlsrc_test

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// scalarStyles holds a link in a scalar of every style, front matter style:
// parsed with a line offset of 1, its first line is line 2 of the file.
const scalarStyles = `plain: a plain [link](/a) here # comment
plainMulti: first line
  second [link](/b)
  
  third
single: 'it''s [here](/c)'
singleMulti: 'one  
  two ''q'' [x](/d)'
double: "tab\there \u00e9 [d](/e)"
doubleMulti: "one \
  two\nthree
  [e](/f)"
literal: |
  line one
    indented [l](/g)
literalIndicator: |2-
    spaced first
  [m](/h)
literalKeep: |+
  keep [k](/i)

folded: >
  folded one
  folded two [f](/j)

  after empty
    more indented [g](/k)
  back [h](/l)
foldedIndicatorStrip: >1-
  two spaces [i](/m)
 one
seq:
  - |
    in seq [j](/n)
  - "x"
flow: {k: 'v [n](/o)'}
nonascii: "é ü [o](/p)"
nested:
  deeper:
    - text: >-
        folded in a list
        [q](/q)
`

// TestLocator places a link in each scalar style at its line and column in
// the file.
func TestLocator(t *testing.T) {
	doc, err := yamlsrc.Parse("f.md", []byte(scalarStyles), 1)
	if err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		pointer, needle string
		line, col       int
	}{
		{"/plain", "[link](/a)", 2, 16},
		{"/plain", "here", 2, 27},
		{"/plainMulti", "first", 3, 13},
		{"/plainMulti", "[link](/b)", 4, 10},
		{"/plainMulti", "third", 6, 3},
		{"/single", "[here](/c)", 7, 16},
		{"/singleMulti", "two", 9, 3},
		{"/singleMulti", "'q'", 9, 7},
		{"/singleMulti", "[x](/d)", 9, 13},
		{"/double", "[d](/e)", 10, 27},
		{"/double", "é", 10, 20},
		{"/double", "here", 10, 15},
		{"/doubleMulti", "two", 12, 3},
		{"/doubleMulti", "three", 12, 8},
		{"/doubleMulti", "[e](/f)", 13, 3},
		{"/literal", "line one", 15, 3},
		{"/literal", "  indented", 16, 3},
		{"/literal", "[l](/g)", 16, 14},
		{"/literalIndicator", "  spaced", 18, 3},
		{"/literalIndicator", "[m](/h)", 19, 3},
		{"/literalKeep", "[k](/i)", 21, 8},
		{"/folded", "folded two", 25, 3},
		{"/folded", "[f](/j)", 25, 14},
		{"/folded", "after empty", 27, 3},
		{"/folded", "  more indented", 28, 3},
		{"/folded", "[g](/k)", 28, 19},
		{"/folded", "[h](/l)", 29, 8},
		{"/foldedIndicatorStrip", " two", 31, 2},
		{"/foldedIndicatorStrip", "[i](/m)", 31, 14},
		{"/foldedIndicatorStrip", "one", 32, 2},
		{"/seq/0", "[j](/n)", 35, 12},
		{"/flow/k", "[n](/o)", 37, 14},
		{"/nonascii", "[o](/p)", 38, 16},
		{"/nested/deeper/0/text", "folded in", 42, 9},
		{"/nested/deeper/0/text", "[q](/q)", 43, 9},
	}
	for _, tt := range tests {
		t.Run(tt.pointer+" "+tt.needle, func(t *testing.T) {
			value := stringAt(t, doc.Value, tt.pointer)
			i := strings.Index(value, tt.needle)
			if i < 0 {
				t.Fatalf("%q is not in the value %q", tt.needle, value)
			}
			want := position.Position{File: "f.md", Line: tt.line, Col: tt.col}
			if got := doc.Locator(tt.pointer)(i); got != want {
				t.Errorf("%q at offset %d: %v, want %v", tt.needle, i, got, want)
			}
		})
	}
}

// TestLocatorEveryByte checks every byte of every string of scalarStyles:
// it maps to a character of the source that is the same byte, except for
// what the reading makes of the source (folded line breaks, escapes).
func TestLocatorEveryByte(t *testing.T) {
	doc, err := yamlsrc.Parse("f.md", []byte(scalarStyles), 1)
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(scalarStyles, "\n")
	walkStrings(doc.Value, "", func(pointer, value string) {
		loc := doc.Locator(pointer)
		prev := position.Position{}
		for i := 0; i < len(value); i++ {
			p := loc(i)
			if p.Line < prev.Line || p.Line == prev.Line && p.Col < prev.Col {
				t.Errorf("%s: byte %d at %v, before byte %d at %v", pointer, i, p, i-1, prev)
			}
			prev = p
			line := []rune(lines[p.Line-2])
			if p.Col > len(line) {
				if value[i] != '\n' && value[i] != ' ' {
					t.Errorf("%s: byte %d %q maps past the end of line %d", pointer, i, value[i], p.Line)
				}
				continue
			}
			r := line[p.Col-1]
			folded := value[i] == ' ' || value[i] == '\n'
			if !utf8.RuneStart(value[i]) || folded || r == '\\' {
				continue
			}
			if got, _ := utf8.DecodeRuneInString(value[i:]); got != r {
				t.Errorf("%s: byte %d %q maps to %v, which holds %q", pointer, i, got, p, r)
			}
		}
	})
}

// TestLocatorEnds: an offset past the end maps to just after the last
// character, a negative one to the first.
func TestLocatorEnds(t *testing.T) {
	doc, err := yamlsrc.Parse("f.yaml", []byte("a: 'xy'\nb: |\n  line\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		pointer string
		offset  int
		want    position.Position
	}{
		{"/a", -1, position.Position{File: "f.yaml", Line: 1, Col: 5}},
		{"/a", 2, position.Position{File: "f.yaml", Line: 1, Col: 7}},
		{"/a", 99, position.Position{File: "f.yaml", Line: 1, Col: 7}},
		{"/b", 4, position.Position{File: "f.yaml", Line: 3, Col: 7}},
	} {
		if got := doc.Locator(tt.pointer)(tt.offset); got != tt.want {
			t.Errorf("%s offset %d: %v, want %v", tt.pointer, tt.offset, got, tt.want)
		}
	}
}

// TestLocatorFallsBack: a value that is not a string written where it is
// maps every offset to the start of the value.
func TestLocatorFallsBack(t *testing.T) {
	doc, err := yamlsrc.Parse("f.yaml", []byte("a: &x 'text'\nb: *x\nn: 42\nl: [1]\n"), 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		pointer   string
		line, col int
	}{
		{"/b", 2, 4},
		{"/n", 3, 4},
		{"/l", 4, 4},
		{"/missing", 1, 1},
	} {
		want := position.Position{File: "f.yaml", Line: tt.line, Col: tt.col}
		loc := doc.Locator(tt.pointer)
		for _, offset := range []int{0, 2, 50} {
			if got := loc(offset); got != want {
				t.Errorf("%s offset %d: %v, want %v", tt.pointer, offset, got, want)
			}
		}
	}
}

// TestParseEmbedded parses YAML held in a block scalar and a double-quoted
// string: its positions, values' and errors', are positions in the outer
// file.
func TestParseEmbedded(t *testing.T) {
	const outer = `title: Example
example: |
  component: badge
  props:
    value: x
    colour: red
broken: |4
      a: [1
quoted: "a: 1\nb:\n  - c"
`
	doc, err := yamlsrc.Parse("outer.yaml", []byte(outer), 0)
	if err != nil {
		t.Fatal(err)
	}
	inner, err := yamlsrc.ParseEmbedded([]byte(stringAt(t, doc.Value, "/example")), doc.Locator("/example"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		what string
		got  position.Position
		line int
		col  int
	}{
		{"Position /props/colour", inner.Position("/props/colour"), 6, 13},
		{"KeyPosition /props colour", inner.KeyPosition("/props", "colour"), 6, 5},
		{"Position /component", inner.Position("/component"), 3, 14},
		{"Position of the document", inner.Position(""), 3, 3},
	} {
		want := position.Position{File: "outer.yaml", Line: tt.line, Col: tt.col}
		if tt.got != want {
			t.Errorf("%s = %v, want %v", tt.what, tt.got, want)
		}
	}

	quoted, err := yamlsrc.ParseEmbedded([]byte(stringAt(t, doc.Value, "/quoted")), doc.Locator("/quoted"))
	if err != nil {
		t.Fatal(err)
	}
	if got, want := quoted.Position("/b/0"), (position.Position{File: "outer.yaml", Line: 9, Col: 24}); got != want {
		t.Errorf("in a double-quoted string: %v, want %v", got, want)
	}

	_, err = yamlsrc.ParseEmbedded([]byte(stringAt(t, doc.Value, "/broken")), doc.Locator("/broken"))
	want := "outer.yaml:8:10: invalid YAML: sequence end token ']' not found"
	if err == nil || err.Error() != want {
		t.Errorf("error in an embedded document = %v, want %s", err, want)
	}
}

func stringAt(t *testing.T, v any, pointer string) string {
	t.Helper()
	for _, tok := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		switch c := v.(type) {
		case map[string]any:
			v = c[tok]
		case []any:
			var i int
			for _, d := range tok {
				i = i*10 + int(d-'0')
			}
			v = c[i]
		}
	}
	s, ok := v.(string)
	if !ok {
		t.Fatalf("%s is a %T, not a string", pointer, v)
	}
	return s
}

func walkStrings(v any, pointer string, fn func(pointer, value string)) {
	switch c := v.(type) {
	case string:
		fn(pointer, c)
	case map[string]any:
		for k, e := range c {
			walkStrings(e, pointer+"/"+strings.NewReplacer("~", "~0", "/", "~1").Replace(k), fn)
		}
	case []any:
		for i, e := range c {
			walkStrings(e, pointer+"/"+itoa(i), fn)
		}
	}
}

func itoa(i int) string {
	if i < 10 {
		return string(rune('0' + i))
	}
	return itoa(i/10) + string(rune('0'+i%10))
}
