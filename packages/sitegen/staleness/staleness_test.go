package staleness

import (
	"os"
	"path/filepath"
	"testing"
	"time"
)

func TestNewerThan(t *testing.T) {
	dir := t.TempDir()
	target := filepath.Join(dir, "stamp")
	inputs := filepath.Join(dir, "content")
	ignored := filepath.Join(inputs, "node_modules")
	if err := os.MkdirAll(ignored, 0o755); err != nil {
		t.Fatal(err)
	}
	page := filepath.Join(inputs, "page.md")
	for _, f := range []string{page, target, filepath.Join(ignored, "dep.js")} {
		if err := os.WriteFile(f, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	stamp := time.Now().Add(-time.Hour)
	touch := func(path string, at time.Time) {
		t.Helper()
		if err := os.Chtimes(path, at, at); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{inputs, page, ignored} {
		touch(p, stamp.Add(-time.Minute))
	}
	touch(target, stamp)
	touch(filepath.Join(ignored, "dep.js"), stamp.Add(time.Minute))

	check := func(want bool, what string, target string, inputs ...string) {
		t.Helper()
		got, err := NewerThan(target, inputs...)
		if err != nil || got != want {
			t.Errorf("%s: NewerThan = %v, %v; want %v", what, got, err, want)
		}
	}
	check(false, "inputs older, a newer file only under node_modules", target, inputs)
	check(true, "no target", filepath.Join(dir, "missing"), inputs)
	check(false, "an input that does not exist", target, filepath.Join(dir, "gone"))
	touch(page, stamp.Add(time.Second))
	check(true, "a file below the inputs saved after the target", target, inputs)
}
