package sitebuild_test

import (
	"bytes"
	"compress/gzip"
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// siteFiles is a small valid site: a user manual of three docs in a row and
// a developer guide of one category, which the user manual's pages do not
// link to.
var siteFiles = map[string]string{
	"site.yaml":   "title: Example\ntagline: Freight software for forwarders.\nurl: https://example.test\nbaseUrl: /\nversion: 1.0.0\ncopyrightYear: 2025\n",
	"navbar.yaml": "items:\n  - {type: link, position: left, label: Docs, to: /docs/intro}\n",
	"footer.yaml": "columns:\n  - title: Docs\n    items:\n      - {label: Intro, to: /docs/intro}\n",
	"docs/sidebars.yaml": `userManual:
  label: User manual
  items: [intro, guide/first, guide/second]
developer:
  label: Developer guide
  items:
    - category: Setup
      slug: setup
      items: [guide/setup]
`,
	"pages/index.md":       "---\ntitle: Example\ndescription: The home page of the example site.\n---\nRead the [docs](/docs/intro).\n",
	"docs/intro.md":        "---\ntitle: Introduction\ndescription: What the platform is and where to start.\n---\n## Overview\n\nStart with the [first steps](guide/first.md).\n",
	"docs/guide/first.md":  "---\ntitle: First steps\ndescription: The first steps with the platform.\n---\n## Start\n\nA price is written \"$\" and then the amount: the page keeps \"$&\" and \"$'\" as they are.\n",
	"docs/guide/second.md": "---\ntitle: Second steps\ndescription: The steps after the first ones.\n---\n## Go on\n\nText.\n",
	"docs/guide/setup.md":  "---\ntitle: Setup\ndescription: How to install and configure the platform.\n---\n## Install\n\nText.\n",
	"not-found.yaml": `title: Page Not Found
description: We could not find what you were looking for.
heading: No such page here
message: There is no page at this address.
hint: Search for it, or start again from the docs.
search: {label: Search the site, placeholder: e.g. setup, button: Search}
sectionsTitle: Main sections
`,
}

func writeTree(t *testing.T, dir string, files map[string]string) {
	t.Helper()
	for rel, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func read(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func stat(t *testing.T, file string) os.FileInfo {
	t.Helper()
	info, err := os.Stat(file)
	if err != nil {
		t.Fatal(err)
	}
	return info
}

// A rebuild after one change renders only the pages whose data changed: a
// changed title reaches the page itself and its previous and next pages
// (their links and sidebars name it), while a page elsewhere is carried over
// from the last site as it was, with its compressed variants. A failed build
// in between changes nothing of that.
func TestRebuildRendersOnlyChangedPages(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the whole build: bundles, prerender, compression")
	}
	tmp := t.TempDir()
	content, dist := filepath.Join(tmp, "content"), filepath.Join(tmp, "dist")
	writeTree(t, content, siteFiles)
	opts := sitebuild.Options{Root: repoRoot(t), ContentDir: content, WorkDir: filepath.Join(tmp, "work"), DistDir: dist, Quiet: true}
	page := func(route string) string { return filepath.Join(dist, filepath.FromSlash(route), "index.html") }

	first, err := sitebuild.Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	// Eight routes: home, four docs, the category page, search, and the not-found page.
	if first.Rendered != 8 || first.Reused != 0 {
		t.Errorf("first build: rendered %d, reused %d; want 8 and 0", first.Rendered, first.Reused)
	}
	if html := read(t, filepath.Join(dist, "404.html")); !strings.Contains(html, "<h1") || !strings.Contains(html, "No such page here") {
		t.Errorf("404.html does not show the not-found page's heading from its content:\n%.300s", html)
	}
	if html := read(t, page("docs/guide/first")); !strings.Contains(html, `&#34;$&#34;`) && !strings.Contains(html, `&quot;$&quot;`) {
		t.Errorf("the page lost its dollar signs to the template:\n%s", html)
	}
	checkVariants(t, dist)
	elsewhere := stat(t, page("docs/guide/setup"))
	elsewhereBr := stat(t, page("docs/guide/setup")+".br")

	writeTree(t, content, map[string]string{"docs/guide/first.md": strings.Replace(siteFiles["docs/guide/first.md"], "title: First steps", "title: Getting going", 1)})
	second, err := sitebuild.Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if second.Rendered != 3 || second.Reused != 5 {
		t.Errorf("after a title change: rendered %d, reused %d; want 3 (the page and its two neighbours) and 5", second.Rendered, second.Reused)
	}
	for _, route := range []string{"docs/guide/first", "docs/intro", "docs/guide/second"} {
		if html := read(t, page(route)); !strings.Contains(html, "Getting going") || strings.Contains(html, "First steps") {
			t.Errorf("/%s does not show the new title everywhere", route)
		}
	}
	if !os.SameFile(elsewhere, stat(t, page("docs/guide/setup"))) || !os.SameFile(elsewhereBr, stat(t, page("docs/guide/setup")+".br")) {
		t.Error("a page the change does not touch was rendered or compressed again; want it carried over")
	}

	unchanged, err := sitebuild.Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	if unchanged.Rendered != 0 || unchanged.Reused != 8 {
		t.Errorf("a build without changes: rendered %d, reused %d; want 0 and 8", unchanged.Rendered, unchanged.Reused)
	}

	kept := stat(t, page("docs/intro"))
	writeTree(t, content, map[string]string{"docs/guide/second.md": "---\ntitle: 42\ndescription: The steps after the first ones.\n---\nText.\n"})
	var contentErr *sitebuild.ContentError
	if _, err := sitebuild.Build(opts); !errors.As(err, &contentErr) {
		t.Fatalf("a build with a content error: %v; want a *ContentError", err)
	}
	if !os.SameFile(kept, stat(t, page("docs/intro"))) {
		t.Error("the failed build changed dist")
	}
	writeTree(t, content, map[string]string{"docs/guide/second.md": strings.Replace(siteFiles["docs/guide/second.md"], "Text.", "More text.", 1)})
	fixed, err := sitebuild.Build(opts)
	if err != nil {
		t.Fatal(err)
	}
	checkVariants(t, dist)
	if fixed.Rendered != 1 || !strings.Contains(read(t, page("docs/guide/second")), "More text.") {
		t.Errorf("after the fix: rendered %d; want the one changed page", fixed.Rendered)
	}
}

// checkVariants checks that every page of a built site has a Brotli and a
// gzip variant (the prerender writes the one, the compress stage the other)
// that decompress to the page and carry its modification time.
func checkVariants(t *testing.T, dist string) {
	t.Helper()
	var pages []string
	err := filepath.WalkDir(dist, func(p string, d fs.DirEntry, err error) error {
		if err == nil && strings.HasSuffix(p, ".html") {
			pages = append(pages, p)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(pages) < 5 {
		t.Fatalf("only %d pages found in %s", len(pages), dist)
	}
	for _, page := range pages {
		want, err := os.ReadFile(page)
		if err != nil {
			t.Fatal(err)
		}
		for suffix, open := range map[string]func(io.Reader) (io.Reader, error){
			".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
			".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
		} {
			f, err := os.Open(page + suffix)
			if err != nil {
				t.Errorf("%s: %v", page, err)
				continue
			}
			r, err := open(f)
			var got []byte
			if err == nil {
				got, err = io.ReadAll(r)
			}
			f.Close()
			if err != nil || !bytes.Equal(got, want) {
				t.Errorf("%s%s does not decompress to the page: %v", page, suffix, err)
			}
			if !stat(t, page+suffix).ModTime().Equal(stat(t, page).ModTime()) {
				t.Errorf("%s%s: modification time is not the page's", page, suffix)
			}
		}
	}
}
