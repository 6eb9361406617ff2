package gents

import (
	"os"
	"path/filepath"
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
