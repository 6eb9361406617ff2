package precompress_test

import (
	"compress/gzip"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen/precompress"
)

// page is an HTML page large enough to be compressed.
func page(text string) string {
	return "<!doctype html><html><body><main>" + strings.Repeat("<p>"+text+"</p>", 200) + "</main></body></html>"
}

// filesBelow lists the files below dir as Site takes them.
func filesBelow(t *testing.T, dir string) []string {
	t.Helper()
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		files = append(files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

func mustLink(t *testing.T, from, to string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.Link(from, to); err != nil {
		t.Fatal(err)
	}
}

func info(t *testing.T, file string) os.FileInfo {
	t.Helper()
	fi, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	return fi
}

func writeFile(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// A file that is the very same file as in the last site keeps that site's
// variants (hard links, nothing compressed again); a file with the same bytes
// under a new name gets them too, with the old file's time; a changed file
// is compressed afresh.
func TestPrecompressReusesVariantsOfUnchangedFiles(t *testing.T) {
	tmp := t.TempDir()
	last, site := filepath.Join(tmp, "last"), filepath.Join(tmp, "site")
	writeFile(t, filepath.Join(last, "kept", "index.html"), page("kept"))
	writeFile(t, filepath.Join(last, "edited", "index.html"), page("before"))
	writeFile(t, filepath.Join(last, "search-index", "t0.aaaa.json"), page("shard"))
	if err := precompress.Site(last, filesBelow(t, last), "", nil); err != nil {
		t.Fatal(err)
	}
	oldTime := time.Date(2025, 1, 2, 3, 4, 5, 0, time.UTC)
	for _, f := range []string{"t0.aaaa.json", "t0.aaaa.json.br", "t0.aaaa.json.gz"} {
		if err := os.Chtimes(filepath.Join(last, "search-index", f), oldTime, oldTime); err != nil {
			t.Fatal(err)
		}
	}

	mustLink(t, filepath.Join(last, "kept", "index.html"), filepath.Join(site, "kept", "index.html"))
	writeFile(t, filepath.Join(site, "edited", "index.html"), page("after"))
	writeFile(t, filepath.Join(site, "search-index", "t0.bbbb.json"), page("shard"))
	renamed := func(file string) (string, bool) {
		if file == "search-index/t0.bbbb.json" {
			return "search-index/t0.aaaa.json", true
		}
		return "", false
	}
	if err := precompress.Site(site, filesBelow(t, site), last, renamed); err != nil {
		t.Fatal(err)
	}

	for _, suffix := range []string{".br", ".gz"} {
		if !os.SameFile(info(t, filepath.Join(last, "kept", "index.html"+suffix)), info(t, filepath.Join(site, "kept", "index.html"+suffix))) {
			t.Errorf("kept page: %s variant made again; want the last site's", suffix)
		}
		if !os.SameFile(info(t, filepath.Join(last, "search-index", "t0.aaaa.json"+suffix)), info(t, filepath.Join(site, "search-index", "t0.bbbb.json"+suffix))) {
			t.Errorf("renamed file: %s variant made again; want the last site's", suffix)
		}
		if os.SameFile(info(t, filepath.Join(last, "edited", "index.html"+suffix)), info(t, filepath.Join(site, "edited", "index.html"+suffix))) {
			t.Errorf("edited page: %s variant is the last site's; want it compressed afresh", suffix)
		}
	}
	if got := info(t, filepath.Join(site, "search-index", "t0.bbbb.json")).ModTime(); !got.Equal(oldTime) {
		t.Errorf("renamed file's time = %v; want the time of the file its variants were made from, %v", got, oldTime)
	}
	if got := decompressFile(t, filepath.Join(site, "edited", "index.html.gz")); got != page("after") {
		t.Errorf("edited page's variant holds %q…; want the new page", got[:60])
	}
}

// A renamed file whose size differs from the file it is said to match is
// compressed afresh, not given variants that would not fit it.
func TestPrecompressChecksRenamedFiles(t *testing.T) {
	tmp := t.TempDir()
	last, site := filepath.Join(tmp, "last"), filepath.Join(tmp, "site")
	writeFile(t, filepath.Join(last, "a.json"), page("old shard"))
	if err := precompress.Site(last, filesBelow(t, last), "", nil); err != nil {
		t.Fatal(err)
	}
	writeFile(t, filepath.Join(site, "b.json"), page("a longer new shard"))
	if err := precompress.Site(site, filesBelow(t, site), last, func(string) (string, bool) { return "a.json", true }); err != nil {
		t.Fatal(err)
	}
	if got := decompressFile(t, filepath.Join(site, "b.json.gz")); got != page("a longer new shard") {
		t.Errorf("variant holds %q…; want the file's own bytes", got[:60])
	}
}

func decompressFile(t *testing.T, file string) string {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	r, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	data, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}
