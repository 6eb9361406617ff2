package sitebuild

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/freightlane/website/packages/sitegen/inlinescript"
	"github.com/freightlane/website/packages/sitegen/links"
)

// The link check gets what a page says of the pages rendered by this build,
// and what the last build read of the pages carried over; the host files
// get the inline scripts and styles of every page, as inlinescript hashes
// them, each once.
func TestScanPages(t *testing.T) {
	site := t.TempDir()
	write := func(file, doc string) {
		path := filepath.Join(site, filepath.FromSlash(file))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(doc), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("docs/new/index.html", `<style>h2{margin:0}</style><script>theme()</script><h2 id="setup">Setup</h2><a href="/docs/old#top">Old</a><script type="application/json">{"x":"<a href=\"/in-data\">"}</script>`)
	write("docs/old/index.html", `<style>h2{margin:0}</style><script>theme()</script><script>old()</script><a href="/changed-since">the file, not what the last build read</a>`)
	write("favicon.svg", `<svg/>`)
	carried := links.PageLinks{IDs: []string{"top"}, Hrefs: []string{"/docs/new#setup"}}
	p := &plan{
		files: []string{"favicon.svg", "docs/new/index.html", "docs/old/index.html"},
		knownLinks: func(file string) (links.PageLinks, bool) {
			return carried, file == "docs/old/index.html"
		},
	}
	known, inline, err := scanPages(site, p)
	if err != nil {
		t.Fatal(err)
	}
	want := inlinescript.Sources{Scripts: []string{inlinescript.Source("old()"), inlinescript.Source("theme()")}, Styles: []string{inlinescript.Source("h2{margin:0}")}}
	slices.Sort(want.Scripts)
	if !slices.Equal(inline.Scripts, want.Scripts) || !slices.Equal(inline.Styles, want.Styles) {
		t.Errorf("inline sources %q; want %q", inline, want)
	}
	got, ok := known("docs/new/index.html")
	if !ok || !slices.Equal(got.IDs, []string{"setup"}) || !slices.Equal(got.Hrefs, []string{"/docs/old#top"}) {
		t.Errorf("new page: %+v, %v; want its id and link", got, ok)
	}
	if got, ok := known("docs/old/index.html"); !ok || !slices.Equal(got.Hrefs, carried.Hrefs) {
		t.Errorf("carried page: %+v, %v; want what the last build read", got, ok)
	}
	if _, ok := known("favicon.svg"); ok {
		t.Error("a file that is not a page was taken for one")
	}

	p.files = append(p.files, "docs/missing/index.html")
	if _, _, err := scanPages(site, p); err == nil {
		t.Error("a page that cannot be read gave no error")
	}
}
