package gents

import (
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

func TestCheck(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "src"), 0o755); err != nil {
		t.Fatal(err)
	}
	f := File{Path: "src/tables.gen.ts", Content: func() []byte { return []byte("export const A = 1;\n") }, Command: "go run ./cmd/tables-ts"}
	if err := Check(root, f); err == nil || !os.IsNotExist(err) {
		t.Errorf("Check of a missing file = %v, want a not-exist error", err)
	}
	write := func(text string) {
		if err := os.WriteFile(filepath.Join(root, "src", "tables.gen.ts"), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("export const A = 2;\n")
	err := Check(root, f)
	if err == nil || !strings.Contains(err.Error(), "src/tables.gen.ts is out of date") || !strings.Contains(err.Error(), "run `go run ./cmd/tables-ts`") {
		t.Errorf("Check of a stale file = %v, want it out of date with the command to run", err)
	}
	write("export const A = 1;\n")
	if err := Check(root, f); err != nil {
		t.Errorf("Check of an up-to-date file = %v", err)
	}
}

func TestTypes(t *testing.T) {
	type Inner struct {
		Label string `json:"label"`
	}
	type Base struct {
		ID string `json:"id"`
	}
	type Answer struct {
		Base
		Count  int               `json:"count"`
		Note   string            `json:"note,omitempty"`
		Next   *Inner            `json:"next"`
		Items  []Inner           `json:"items" ts:",nullable"`
		Mode   string            `json:"mode" ts:"'a' | 'b'"`
		Extras map[string]string `json:"extras"`
	}
	g := &Types{}
	if ref := g.Ref(reflect.TypeOf(Answer{})); ref != "Answer" {
		t.Errorf("Ref = %q, want Answer", ref)
	}
	want := []string{
		"export type Answer = {\n  id: string;\n  count: number;\n  note?: string;\n  next: Inner | null;\n  items: Inner[] | null;\n  mode: 'a' | 'b';\n  extras: Record<string, string>;\n};\n",
		"export type Inner = {\n  label: string;\n};\n",
	}
	if got := g.Declarations(); !slices.Equal(got, want) {
		t.Errorf("Declarations =\n%q\nwant\n%q", got, want)
	}
}
