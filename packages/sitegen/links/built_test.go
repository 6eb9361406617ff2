package links_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/links"
)

func writeFile(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

const linkedPages = `<!doctype html><html><body><h1 id="top">A</h1><a href="/b#part">B</a></body></html>`

// The final link check takes what it read earlier of an unchanged page
// instead of reading it again, and still checks its links against the pages
// of this build: a link to an anchor that is gone is reported.
func TestCheckBuiltSiteUsesKnownPages(t *testing.T) {
	site := t.TempDir()
	writeFile(t, filepath.Join(site, "a", "index.html"), linkedPages)
	writeFile(t, filepath.Join(site, "b", "index.html"), `<!doctype html><html><body><h2 id="part">Part</h2><a href="/a#top">A</a></body></html>`)
	read, err := links.CheckBuiltSite(site, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got := read["a/index.html"]; len(got.IDs) != 1 || got.IDs[0] != "top" || len(got.Hrefs) != 1 || got.Hrefs[0] != "/b#part" {
		t.Errorf("read of a/index.html = %+v; want its id and link", got)
	}

	// b changes and loses its anchor; a is known, so it is not read again:
	// its file without links now proves it.
	writeFile(t, filepath.Join(site, "b", "index.html"), `<!doctype html><html><body><h2 id="other">Other</h2></body></html>`)
	writeFile(t, filepath.Join(site, "a", "index.html"), `<!doctype html><html><body><h1 id="top">A</h1></body></html>`)
	known := func(file string) (links.PageLinks, bool) {
		pl, ok := read[file]
		return pl, ok && file == "a/index.html"
	}
	_, err = links.CheckBuiltSite(site, known)
	if err == nil || !strings.Contains(err.Error(), `a/index.html: broken link "/b#part"`) {
		t.Errorf("CheckBuiltSite = %v; want the known page's link to the anchor that is gone reported", err)
	}
}

// TestCheckBuiltSiteNamesThePage: every broken link in the final HTML is
// reported with the page it is on, the link and why, sorted by page.
func TestCheckBuiltSiteNamesThePage(t *testing.T) {
	site := t.TempDir()
	writeFile(t, filepath.Join(site, "index.html"), `<!doctype html><html><body><a href="/docs/gone">Gone</a><a href="https://example.com/x">Out</a></body></html>`)
	writeFile(t, filepath.Join(site, "docs", "intro", "index.html"), `<!doctype html><html><body><h2 id="setup">Setup</h2><a href="#setup">ok</a><a href="/#nope">bad</a></body></html>`)
	_, err := links.CheckBuiltSite(site, nil)
	want := "docs/intro/index.html: broken link \"/#nope\": no such anchor #nope on /\n" +
		"index.html: broken link \"/docs/gone\": no such route /docs/gone"
	if err == nil || err.Error() != want {
		t.Errorf("CheckBuiltSite = %v\nwant:\n%s", err, want)
	}
}
