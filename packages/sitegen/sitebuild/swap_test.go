package sitebuild

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
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

// The finished site takes dist's place: dist becomes a symlink to a new
// release, the old site is kept as the release before it, and nothing is
// left in the work folder.
func TestSwapReplacesDist(t *testing.T) {
	tmp := t.TempDir()
	site, dist, work := filepath.Join(tmp, "work", "site"), filepath.Join(tmp, "dist"), filepath.Join(tmp, "work")
	writeFiles(t, dist, map[string]string{"index.html": "old", "docs/a/index.html": "old a", "docs/b/index.html": "old b"})
	writeFiles(t, site, map[string]string{"index.html": "new", "docs/a/index.html": "new a"})

	if err := swap(site, dist, work, 3); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dist, "index.html")); string(got) != "new" {
		t.Errorf("dist/index.html = %q; want the new site's", got)
	}
	if _, err := os.Stat(filepath.Join(dist, "docs", "b")); !os.IsNotExist(err) {
		t.Errorf("a page of the old site survived in dist: %v", err)
	}
	if info, err := os.Lstat(dist); err != nil || info.Mode()&os.ModeSymlink == 0 {
		t.Errorf("dist is not a symlink: %v %v", info, err)
	}
	all, current, err := Releases(dist)
	if err != nil || len(all) != 2 || current != all[1] {
		t.Fatalf("releases %v, current %q, %v; want the old and the new, the new current", all, current, err)
	}
	if got, _ := os.ReadFile(filepath.Join(ReleasesDir(dist), all[0], "docs", "b", "index.html")); string(got) != "old b" {
		t.Errorf("the old release lost its pages: %q", got)
	}
	for _, gone := range []string{site, filepath.Join(work, oldDist), dist + ".next"} {
		if _, err := os.Stat(gone); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", gone, err)
		}
	}
}

// dist is never missing while builds replace it, old releases beyond the
// kept number are deleted, and Rollback steps back through the kept ones.
func TestSwapNeverLeavesDistMissingAndRollsBack(t *testing.T) {
	tmp := t.TempDir()
	dist, work := filepath.Join(tmp, "dist"), filepath.Join(tmp, "work")
	writeFiles(t, filepath.Join(work, "site"), map[string]string{"index.html": "build 0"})
	if err := swap(filepath.Join(work, "site"), dist, work, 3); err != nil {
		t.Fatal(err)
	}
	stop := make(chan struct{})
	missing := make(chan string, 1)
	var wg sync.WaitGroup
	wg.Go(func() {
		for {
			select {
			case <-stop:
				return
			default:
			}
			if b, err := os.ReadFile(filepath.Join(dist, "index.html")); err != nil || !strings.HasPrefix(string(b), "build ") {
				select {
				case missing <- fmt.Sprintf("%q %v", b, err):
				default:
				}
			}
		}
	})
	const builds = 6
	for i := 1; i <= builds; i++ {
		site := filepath.Join(work, "site")
		writeFiles(t, site, map[string]string{"index.html": fmt.Sprintf("build %d", i)})
		if err := swap(site, dist, work, 3); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	select {
	case m := <-missing:
		t.Errorf("dist/index.html could not be read during a swap: %s", m)
	default:
	}
	all, current, err := Releases(dist)
	if err != nil || len(all) != 3+1 || current != all[len(all)-1] {
		t.Fatalf("releases %v (current %q, %v), want %d kept and the newest current", all, current, err, 3+1)
	}
	for want := builds - 1; want >= builds-3; want-- {
		if _, err := Rollback(dist); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(filepath.Join(dist, "index.html")); string(got) != fmt.Sprintf("build %d", want) {
			t.Errorf("after a rollback dist serves %q, want build %d", got, want)
		}
	}
	if _, err := Rollback(dist); err == nil || !strings.Contains(err.Error(), "nothing to roll back to") {
		t.Errorf("rollback past the oldest release: %v", err)
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

	if err := swap(filepath.Join(work, "no-such-site"), dist, work, 3); err == nil {
		t.Fatal("swap of a missing site returned no error")
	}
	if got, err := os.ReadFile(filepath.Join(dist, "index.html")); err != nil || string(got) != "the last good build" {
		t.Errorf("dist/index.html after a failed swap = %q, %v; want the last good build", got, err)
	}
}

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

// Builds whose dist no server reads replace a plain folder.
func TestSwapFolderReplacesDist(t *testing.T) {
	tmp := t.TempDir()
	site, dist, work := filepath.Join(tmp, "work", "site"), filepath.Join(tmp, "dist"), filepath.Join(tmp, "work")
	writeFiles(t, dist, map[string]string{"index.html": "old", "docs/b/index.html": "old b"})
	writeFiles(t, site, map[string]string{"index.html": "new"})
	if err := swapFolder(site, dist, work); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dist, "index.html")); string(got) != "new" {
		t.Errorf("dist/index.html = %q; want the new site's", got)
	}
	if info, err := os.Lstat(dist); err != nil || !info.IsDir() {
		t.Errorf("dist is not a folder: %v", err)
	}
	for _, gone := range []string{site, filepath.Join(work, oldDist), dist + ".old", filepath.Join(dist, "docs", "b")} {
		if _, err := os.Stat(gone); !os.IsNotExist(err) {
			t.Errorf("%s is still there: %v", gone, err)
		}
	}
}
