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
	const allowed = "code, count, fixed, kind, name, notes, parts, step, summary"
	tests := []struct {
		name, src string
		want      []string
	}{
		{
			name: "type",
			src:  "name: 1\nkind: box\n",
			want: []string{"t.yaml:1:7: /name: expected string, but got number [schemas/thing.schema.json#/properties/name/type]"},
		},
		{
			name: "enum",
			src:  "name: n\nkind: bag\n",
			want: []string{`t.yaml:2:7: /kind: value must be one of "box", "crate" [schemas/thing.schema.json#/properties/kind/enum]`},
		},
		{
			name: "pattern",
			src:  "name: n\nkind: box\ncode: abc\n",
			want: []string{"t.yaml:3:7: /code: does not match pattern '^[A-Z]+$' [schemas/thing.schema.json#/properties/code/pattern]"},
		},
		{
			name: "const",
			src:  "name: n\nkind: box\nfixed: true\n",
			want: []string{"t.yaml:3:8: /fixed: value must be false [schemas/thing.schema.json#/properties/fixed/const]"},
		},
		{
			name: "minimum",
			src:  "name: n\nkind: box\ncount: 0\n",
			want: []string{"t.yaml:3:8: /count: must be >= 1 but found 0 [schemas/thing.schema.json#/properties/count/minimum]"},
		},
		{
			name: "additionalProperties, each at its key",
			src:  "name: n\nkind: box\nextra: 1\nother: 2\n",
			want: []string{
				`t.yaml:3:1: /extra: unknown property "extra" (expected one of: ` + allowed + `) [schemas/thing.schema.json#/additionalProperties]`,
				`t.yaml:4:1: /other: unknown property "other" (expected one of: ` + allowed + `) [schemas/thing.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "required, one error per property",
			src:  "code: X\n",
			want: []string{
				`t.yaml:1:1: /: missing required property "kind" (expected it to be set) [schemas/thing.schema.json#/required]`,
				`t.yaml:1:1: /: missing required property "name" (expected it to be set) [schemas/thing.schema.json#/required]`,
			},
		},
		{
			name: "root of the wrong type",
			src:  "- 1\n",
			want: []string{"t.yaml:1:1: /: expected object, but got array [schemas/thing.schema.json#/type]"},
		},
		{
			name: "in $defs through $ref, with an escaped key",
			src:  "name: n\nkind: box\nparts:\n  - id: ok\n  - id: BAD\n    a/b: x\n    zz: 1\n",
			want: []string{
				"t.yaml:5:9: /parts/1/id: does not match pattern '^[a-z]+$' [schemas/thing.schema.json#/$defs/part/properties/id/pattern]",
				"t.yaml:6:10: /parts/1/a~1b: expected integer, but got string [schemas/thing.schema.json#/$defs/part/properties/a~1b/type]",
				`t.yaml:7:5: /parts/1/zz: unknown property "zz" (expected one of: a/b, id, note) [schemas/thing.schema.json#/$defs/part/additionalProperties]`,
			},
		},
		{
			name: "required in an array item",
			src:  "name: n\nkind: box\nparts:\n  - note: text\n",
			want: []string{`t.yaml:4:5: /parts/0: missing required property "id" (expected it to be set) [schemas/thing.schema.json#/$defs/part/required]`},
		},
		{
			name: "in another schema file",
			src:  "name: n\nkind: box\nstep:\n  task: 1\n  foo: 2\n",
			want: []string{
				"t.yaml:4:9: /step/task: expected string, but got number [schemas/platform/step.schema.json#/properties/task/type]",
				`t.yaml:5:3: /step/foo: unknown property "foo" (expected one of: inputs, task) [schemas/platform/step.schema.json#/additionalProperties]`,
			},
		},
		{
			name: "valid",
			src:  "name: n\nkind: crate\nparts: [{id: a}]\n",
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

func TestFragmentSchema(t *testing.T) {
	set := loadTestSchemas(t)
	sch, err := set.Schema("thing.schema.json#/$defs/part")
	if err != nil {
		t.Fatal(err)
	}
	doc := parse(t, "x:\n  parts:\n    - id: Q\n")
	part := doc.Value.(map[string]any)["x"].(map[string]any)["parts"].([]any)[0]
	errs := set.ValidateValue(sch, doc, part, "/x/parts/0")
	want := "t.yaml:3:11: /x/parts/0/id: does not match pattern '^[a-z]+$' [schemas/thing.schema.json#/$defs/part/properties/id/pattern]"
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
	doc := parse(t, "name: n\nkind: box\nsummary: Hi [x](/y)\nnotes:\n  - one\n  - two\nparts:\n  - id: a\n    note: n1\n  - id: b\n")
	got, err := set.MarkdownPointers("thing.schema.json", doc.Value)
	if err != nil {
		t.Fatal(err)
	}
	// The doc comment promises document order; the pointers come sorted by
	// key instead, which is all the callers need, so only the set is checked.
	slices.Sort(got)
	want := []string{"/notes/0", "/notes/1", "/parts/0/note", "/summary"}
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
