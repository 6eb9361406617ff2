package schema_test

import (
	"io/fs"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

func loadTestSchemas(t *testing.T) *schema.Set {
	t.Helper()
	set, err := schema.Load(filepath.Join("testdata", "schemas"))
	if err != nil {
		t.Fatal(err)
	}
	return set
}

func parse(t *testing.T, src string) *yamlsrc.Document {
	t.Helper()
	doc, err := yamlsrc.Parse("t.yaml", []byte(src), 0)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}

// TestErrorFormat checks the text of each kind of violation:
// file:line:col: pointer: what is wrong (expected ...) [schema#keyword].
func TestErrorFormat(t *testing.T) {
	const allowed = "code, count, email, example, fixed, kind, labels, name, notes, pair, parts, sample, size, slug, step, summary, tags, text, tree, weight, where"
	tests := []struct {
		name, src string
		want      []string
	}{
		{
			name: "type: a number where a string is expected, as written",
			src:  "name: 1.50\nkind: box\n",
			want: []string{`t.yaml:1:7: /name: 1.50 is a number (expected a string; put it in quotes: "1.50") [schemas/thing.schema.json#/properties/name/type]`},
		},
		{
			name: "type: a quoted number where a number is expected",
			src:  "name: n\nkind: box\ncount: \"3\"\n",
			want: []string{`t.yaml:3:8: /count: "3" is a string (expected a whole number; write it without quotes) [schemas/thing.schema.json#/properties/count/type]`},
		},
		{
			name: "type: a list where a string is expected",
			src:  "name: [a]\nkind: box\n",
			want: []string{`t.yaml:1:7: /name: the value is a list (expected a string) [schemas/thing.schema.json#/properties/name/type]`},
		},
		{
			name: "root of the wrong type",
			src:  "- 1\n",
			want: []string{"t.yaml:1:1: /: the value is a list (expected a mapping of keys to values) [schemas/thing.schema.json#/type]"},
		},
		{
			name: "enum with a near miss",
			src:  "name: n\nkind: palet\n",
			want: []string{`t.yaml:2:7: /kind: "palet" is not a known kind (did you mean "pallet"? expected one of: box, crate, pallet) [schemas/thing.schema.json#/properties/kind/enum]`},
		},
		{
			name: "enum without a near miss",
			src:  "name: n\nkind: bag\n",
			want: []string{`t.yaml:2:7: /kind: "bag" is not a known kind (expected one of: box, crate, pallet) [schemas/thing.schema.json#/properties/kind/enum]`},
		},
		{
			name: "pattern explained by x-expected",
			src:  "name: n\nkind: box\nslug: Ocean Freight\n",
			want: []string{`t.yaml:3:7: /slug: "Ocean Freight" does not match the slug pattern (expected lowercase words joined by hyphens, e.g. "ocean-freight") [schemas/thing.schema.json#/properties/slug/pattern]`},
		},
		{
			name: "pattern without an explanation",
			src:  "name: n\nkind: box\ncode: abc\n",
			want: []string{"t.yaml:3:7: /code: \"abc\" does not match the code pattern (expected text matching ^[A-Z]+$) [schemas/thing.schema.json#/properties/code/pattern]"},
		},
		{
			name: "const",
			src:  "name: n\nkind: box\nfixed: true\n",
			want: []string{"t.yaml:3:8: /fixed: true is not allowed here (expected false) [schemas/thing.schema.json#/properties/fixed/const]"},
		},
		{
			name: "minimum",
			src:  "name: n\nkind: box\ncount: 0\n",
			want: []string{"t.yaml:3:8: /count: 0 is too small (expected at least 1) [schemas/thing.schema.json#/properties/count/minimum]"},
		},
		{
			name: "exclusiveMaximum",
			src:  "name: n\nkind: box\nweight: 100.0\n",
			want: []string{"t.yaml:3:9: /weight: 100.0 is too large (expected less than 100) [schemas/thing.schema.json#/properties/weight/exclusiveMaximum]"},
		},
		{
			name: "minLength of an empty string",
			src:  "name: ''\nkind: box\n",
			want: []string{"t.yaml:1:7: /name: the text is empty (expected at least 1 character) [schemas/thing.schema.json#/properties/name/minLength]"},
		},
		{
			name: "maxLength counts characters",
			src:  "name: Zoë’s long crate\nkind: box\n",
			want: []string{"t.yaml:1:7: /name: the text is 16 characters long (expected at most 12) [schemas/thing.schema.json#/properties/name/maxLength]"},
		},
		{
			name: "minItems",
			src:  "name: n\nkind: box\ntags: []\n",
			want: []string{"t.yaml:3:7: /tags: the list has 0 items (expected at least 1) [schemas/thing.schema.json#/properties/tags/minItems]"},
		},
		{
			name: "maxItems",
			src:  "name: n\nkind: box\ntags: [a, b, c, d]\n",
			want: []string{"t.yaml:3:7: /tags: the list has 4 items (expected at most 3) [schemas/thing.schema.json#/properties/tags/maxItems]"},
		},
		{
			name: "uniqueItems, at the repeat",
			src:  "name: n\nkind: box\ntags:\n  - a\n  - b\n  - a\n",
			want: []string{`t.yaml:6:5: /tags/2: "a" is listed twice (expected each item once; the first is at /tags/0) [schemas/thing.schema.json#/properties/tags/uniqueItems]`},
		},
		{
			name: "format",
			src:  "name: n\nkind: box\nemail: someone.example.com\n",
			want: []string{`t.yaml:3:8: /email: "someone.example.com" is not a valid email address (expected an address like name@example.com) [schemas/thing.schema.json#/properties/email/format]`},
		},
		{
			name: "a false schema after prefixItems",
			src:  "name: n\nkind: box\npair: [a, b, c]\n",
			want: []string{`t.yaml:3:14: /pair/2: "c" is not allowed here (expected at most 2 items) [schemas/thing.schema.json#/properties/pair/items]`},
		},
		{
			name: "anyOf: the branch of the value's type is reported",
			src:  "name: n\nkind: box\nsize: smal\n",
			want: []string{`t.yaml:3:7: /size: "smal" is not a known size (did you mean "small"? expected one of: small, large) [schemas/thing.schema.json#/properties/size/anyOf/1/enum]`},
		},
		{
			name: "anyOf: no branch takes the type",
			src:  "name: n\nkind: box\nsize: true\n",
			want: []string{`t.yaml:3:7: /size: true is a boolean (expected a whole number or a string; put it in quotes: "true") [schemas/thing.schema.json#/properties/size/anyOf]`},
		},
		{
			name: "oneOf: the object branch with the fewest violations",
			src:  "name: n\nkind: box\nwhere:\n  lat: 51.9\n  lng: 4.1\n",
			want: []string{
				`t.yaml:4:3: /where: key "lon" is missing (expected it in this mapping) [schemas/thing.schema.json#/$defs/place/oneOf/1/required]`,
				`t.yaml:5:3: /where/lng: unknown key "lng" (allowed: lat, lon) [schemas/thing.schema.json#/$defs/place/oneOf/1/additionalProperties]`,
			},
		},
		{
			name: "oneOf: the string branch",
			src:  "name: n\nkind: box\nwhere: Rotterdam\n",
			want: []string{`t.yaml:3:8: /where: "Rotterdam" does not match the where pattern (expected a UN/LOCODE such as NLRTM) [schemas/thing.schema.json#/$defs/place/oneOf/0/pattern]`},
		},
		{
			name: "propertyNames, at the key",
			src:  "name: n\nkind: box\nlabels:\n  ok: 1\n  Bad: 2\n",
			want: []string{`t.yaml:5:3: /labels/Bad: key "Bad" does not match the key pattern (expected lowercase letters, e.g. colour) [schemas/thing.schema.json#/properties/labels/propertyNames/pattern]`},
		},
		{
			name: "additionalProperties, each at its key, with a near miss",
			src:  "name: n\nkind: box\nextra: 1\ncuont: 2\n",
			want: []string{
				`t.yaml:3:1: /extra: unknown key "extra" (allowed: ` + allowed + `) [schemas/thing.schema.json#/additionalProperties]`,
				`t.yaml:4:1: /cuont: unknown key "cuont" (did you mean "count"? allowed: ` + allowed + `) [schemas/thing.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "required, one error per property, with the description",
			src:  "code: X\n",
			want: []string{
				`t.yaml:1:1: /: key "kind" is missing (expected it in this mapping) [schemas/thing.schema.json#/required]`,
				`t.yaml:1:1: /: key "name" is missing (expected it: What the thing is called.) [schemas/thing.schema.json#/required]`,
			},
		},
		{
			name: "required in then, described by the schema around it",
			src:  "name: n\nkind: box\nparts:\n  - id: a\n    sealed: true\n",
			want: []string{`t.yaml:4:5: /parts/0: key "seal" is missing (expected it: The seal number.) [schemas/thing.schema.json#/$defs/part/then/required]`},
		},
		{
			name: "not required, at the key, explained by x-expected",
			src:  "name: n\nkind: box\nparts:\n  - id: a\n    seal: S1\n",
			want: []string{`t.yaml:5:5: /parts/0/seal: key "seal" is not allowed here (expected a seal only on a sealed part (sealed: true)) [schemas/thing.schema.json#/$defs/part/else/not]`},
		},
		{
			name: "in $defs through $ref, with an escaped key",
			src:  "name: n\nkind: box\nparts:\n  - id: ok\n  - id: BAD\n    a/b: x\n    zz: 1\n",
			want: []string{
				"t.yaml:5:9: /parts/1/id: \"BAD\" does not match the id pattern (expected text matching ^[a-z]+$) [schemas/thing.schema.json#/$defs/part/properties/id/pattern]",
				`t.yaml:6:10: /parts/1/a~1b: "x" is a string (expected a whole number) [schemas/thing.schema.json#/$defs/part/properties/a~1b/type]`,
				`t.yaml:7:5: /parts/1/zz: unknown key "zz" (allowed: a/b, id, note, seal, sealed) [schemas/thing.schema.json#/$defs/part/additionalProperties]`,
			},
		},
		{
			name: "in another schema file",
			src:  "name: n\nkind: box\nstep:\n  task: 1\n  inptus: 2\n",
			want: []string{
				`t.yaml:4:9: /step/task: 1 is a number (expected a string; put it in quotes: "1") [schemas/platform/step.schema.json#/properties/task/type]`,
				`t.yaml:5:3: /step/inptus: unknown key "inptus" (did you mean "inputs"? allowed: inputs, task) [schemas/platform/step.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "valid",
			src:  "name: n\nkind: crate\nparts: [{id: a}]\nsize: 3\nwhere: {address: Quay 1}\npair: [a, b]\n",
		},
	}
	set := loadTestSchemas(t)
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			errs := set.Validate("thing.schema.json", parse(t, tt.src)).Sort()
			var got []string
			for _, e := range errs {
				got = append(got, e.Error())
			}
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

// TestExamples validates the platform examples a document holds, marked by
// x-platform-example directly or through if/then on a sibling, with errors
// at their line and column in the file.
func TestExamples(t *testing.T) {
	set := loadTestSchemas(t)
	src := `name: n
kind: box
example: |
  task: Order/Get@1
  input: {}
sample:
  format: step
  code: "task: 2"
`
	var got []string
	for _, e := range set.Validate("thing.schema.json", parse(t, src)).Sort() {
		got = append(got, e.Error())
	}
	want := []string{
		`t.yaml:5:3: /input: unknown key "input" (did you mean "inputs"? allowed: inputs, task) [schemas/platform/step.schema.json#/additionalProperties]`,
		`t.yaml:8:16: /task: 2 is a number (expected a string; put it in quotes: "2") [schemas/platform/step.schema.json#/properties/task/type]`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}

	// Another format: the code is not an example.
	if errs := set.Validate("thing.schema.json", parse(t, strings.Replace(src, "format: step", "format: other", 1))); len(errs) != 1 {
		t.Errorf("with format other, errors = %v, want only the one in example", errs)
	}

	broken := "name: n\nkind: box\nexample: |\n  task: [x\n"
	errs := set.Validate("thing.schema.json", parse(t, broken))
	if len(errs) != 1 || errs[0].Error() != "t.yaml:4:9: invalid YAML: sequence end token ']' not found" {
		t.Errorf("broken example: errors = %v", errs)
	}
}

func TestFragmentSchema(t *testing.T) {
	set := loadTestSchemas(t)
	sch, err := set.Schema("thing.schema.json#/$defs/part")
	if err != nil {
		t.Fatal(err)
	}
	doc := parse(t, "x:\n  parts:\n    - id: Q\n")
	part := doc.Value.(map[string]any)["x"].(map[string]any)["parts"].([]any)[0]
	errs := set.ValidateValue(sch, doc, part, "/x/parts/0")
	want := `t.yaml:3:11: /x/parts/0/id: "Q" does not match the id pattern (expected text matching ^[a-z]+$) [schemas/thing.schema.json#/$defs/part/properties/id/pattern]`
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("errors = %v, want %s", errs, want)
	}
	again, err := set.Schema("thing.schema.json#/$defs/part")
	if err != nil || again != sch {
		t.Errorf("a second Schema call compiled again (%p, %p, %v)", sch, again, err)
	}
	if _, err := set.Schema("thing.schema.json#/$defs/nope"); err == nil || !strings.Contains(err.Error(), "schemas/thing.schema.json#/$defs/nope") {
		t.Errorf("missing fragment: err = %v", err)
	}
}

func TestUnknownSchema(t *testing.T) {
	set := loadTestSchemas(t)
	errs := set.Validate("nope.schema.json", parse(t, "a: 1\n"))
	if len(errs) != 1 || errs[0].Pos.File != "t.yaml" || !strings.Contains(errs[0].Message, "schemas/nope.schema.json") {
		t.Errorf("errors = %v, want one about schemas/nope.schema.json in t.yaml", errs)
	}
	if _, err := schema.Load(filepath.Join("testdata", "no-such-folder")); err == nil {
		t.Error("Load of a missing folder: no error")
	}
}

func TestMarkdownPointers(t *testing.T) {
	set := loadTestSchemas(t)
	doc := parse(t, "name: n\nkind: box\nsummary: Hi [x](/y)\nnotes:\n  - one\n  - two\nparts:\n  - id: a\n    note: n1\n  - id: b\ntext: Markdown when a string\ntree:\n  label: root\n  children:\n    - label: child\n      children: [{label: grandchild}]\n")
	got, err := set.MarkdownPointers("thing.schema.json", doc.Value)
	if err != nil {
		t.Fatal(err)
	}
	slices.Sort(got)
	// Through if/then (text) and a recursive $ref (tree).
	want := []string{"/notes/0", "/notes/1", "/parts/0/note", "/summary", "/text", "/tree/children/0/children/0/label", "/tree/children/0/label", "/tree/label"}
	if !slices.Equal(got, want) {
		t.Errorf("pointers = %q, want %q", got, want)
	}
	if _, err := set.MarkdownPointers("nope.schema.json", doc.Value); err == nil {
		t.Error("unknown schema: no error")
	}
}

// TestRepositorySchemasCompile compiles every schema in the repository's
// schemas/ folder, so a broken $ref or keyword fails here and not in the
// middle of a build.
func TestRepositorySchemasCompile(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "schemas")
	set, err := schema.Load(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() && strings.HasSuffix(p, ".schema.json") {
			rel, _ := filepath.Rel(dir, p)
			names = append(names, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(names) < 15 {
		t.Fatalf("found %d schemas in %s, want the repository's", len(names), dir)
	}
	for _, name := range append(names, "platform/workflow.schema.json#/$defs/step", "platform/app-module.schema.json#/$defs/component") {
		if _, err := set.Schema(name); err != nil {
			t.Errorf("%s: %v", name, err)
		}
	}
}
