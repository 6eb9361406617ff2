package bench

import (
	"os"
	"path/filepath"
	"testing"
)

func TestDiscardSetsAsideAtOnceAndRemovesAtTheEnd(t *testing.T) {
	dir := t.TempDir()
	work := filepath.Join(dir, "corpus-250")
	if err := os.MkdirAll(filepath.Join(work, "pages"), 0o755); err != nil {
		t.Fatal(err)
	}
	var d Discard
	if err := d.SetAside(work); err != nil {
		t.Fatal(err)
	}
	if err := d.SetAside(filepath.Join(dir, "never-built")); err != nil {
		t.Errorf("setting aside a folder that does not exist: %v", err)
	}
	if _, err := os.Stat(work); !os.IsNotExist(err) {
		t.Fatalf("the folder is still in the way: %v", err)
	}
	aside, _ := filepath.Glob(filepath.Join(dir, "corpus-250"+discardedMark+"*", "pages"))
	if len(aside) != 1 {
		t.Fatalf("the folder's content is not kept aside until the end: %v", aside)
	}
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := d.SetAside(work); err != nil {
		t.Fatal(err)
	}
	if err := d.RemoveAll(); err != nil {
		t.Fatal(err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("left after RemoveAll: %v", left)
	}
}

func TestRemoveDiscardedDeletesWhatAnInterruptedRunLeft(t *testing.T) {
	dir := t.TempDir()
	for _, name := range []string{"corpus-250" + discardedMark + "41-0", "corpus-250", "docusaurus"} {
		if err := os.Mkdir(filepath.Join(dir, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := RemoveDiscarded(dir, filepath.Join(dir, "missing")); err != nil {
		t.Fatal(err)
	}
	left, _ := os.ReadDir(dir)
	var names []string
	for _, e := range left {
		names = append(names, e.Name())
	}
	if len(names) != 2 || names[0] != "corpus-250" || names[1] != "docusaurus" {
		t.Errorf("left %v, want corpus-250 and docusaurus only", names)
	}
}
