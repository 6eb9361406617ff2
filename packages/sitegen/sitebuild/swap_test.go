package sitebuild

import (
	"os"
	"path/filepath"
	"testing"
)

func writeFiles(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for rel, text := range files {
		p := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

// The finished site takes dist's place and the old site is gone, from dist
// and from the work folder.
func TestSwapReplacesDist(t *testing.T) {
	tmp := t.TempDir()
	site, dist, work := filepath.Join(tmp, "work", "site"), filepath.Join(tmp, "dist"), filepath.Join(tmp, "work")
	writeFiles(t, dist, map[string]string{"index.html": "old", "docs/a/index.html": "old a", "docs/b/index.html": "old b"})
	writeFiles(t, site, map[string]string{"index.html": "new", "docs/a/index.html": "new a"})

	if err := swap(site, dist, work); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dist, "index.html")); string(got) != "new" {
		t.Errorf("dist/index.html = %q; want the new site's", got)
	}
	if _, err := os.Stat(filepath.Join(dist, "docs", "b")); !os.IsNotExist(err) {
		t.Errorf("a page of the old site survived in dist: %v", err)
	}
	for _, gone := range []string{site, filepath.Join(work, oldDist), dist + ".old"} {
		if _, err := os.Stat(gone); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", gone, err)
		}
	}
}

// When the new site cannot be put in place, dist is the old site again.
func TestSwapFailureKeepsDist(t *testing.T) {
	tmp := t.TempDir()
	dist, work := filepath.Join(tmp, "dist"), filepath.Join(tmp, "work")
	writeFiles(t, dist, map[string]string{"index.html": "the last good build"})
	if err := os.MkdirAll(work, 0o755); err != nil {
		t.Fatal(err)
	}

	if err := swap(filepath.Join(work, "no-such-site"), dist, work); err == nil {
		t.Fatal("swap of a missing site returned no error")
	}
	if got, err := os.ReadFile(filepath.Join(dist, "index.html")); err != nil || string(got) != "the last good build" {
		t.Errorf("dist/index.html after a failed swap = %q, %v; want the last good build", got, err)
	}
}

// removeTree deletes a tree of any depth, and a missing one is no error.
func TestRemoveTree(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "tree")
	files := map[string]string{}
	for _, rel := range []string{"a.txt", "x/b.txt", "x/y/c.txt", "x/y/z/d.txt", "w/e.txt"} {
		files[rel] = rel
	}
	writeFiles(t, dir, files)
	if err := removeTree(dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("the tree is still there: %v", err)
	}
	if err := removeTree(dir); err != nil {
		t.Errorf("removeTree of a missing folder: %v", err)
	}
}
