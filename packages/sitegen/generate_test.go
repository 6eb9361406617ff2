package sitegen_test

import (
	"crypto/sha256"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// incrementalTree adds two docs to the user manual, after the introduction,
// so that each has neighbours; the developer sidebar is untouched by them.
const incrementalTree = `
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
    - guide/first
    - guide/second
developer:
  label: Developer guide
  items:
    - category: Setup
      slug: setup
      items:
        - guide/setup
-- docs/guide/first.md --
---
title: First steps
description: The first steps with the test product.
---
## Start

Text.
-- docs/guide/second.md --
---
title: Second steps
description: The steps after the first ones.
---
## Go on

Text.
`

// generateInto runs the content stage into root/gen with a fresh generator,
// as a new build process does, and returns the site and what it wrote.
func generateInto(t *testing.T, root string) (*sitegen.Site, map[string]os.FileInfo) {
	t.Helper()
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	site, err := sitegen.Generate(opts)
	if err != nil {
		t.Fatal(err)
	}
	files := map[string]os.FileInfo{}
	for name := range site.Output {
		info, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(name)))
		if err != nil {
			t.Fatalf("%s is in the output but not written: %v", name, err)
		}
		files[name] = info
	}
	return site, files
}

// sameWrite tells whether two looks at a file saw the same write of it: the
// same file (a deleted file's inode number can come back) with the same
// modification time.
func sameWrite(a, b os.FileInfo) bool {
	return os.SameFile(a, b) && a.ModTime().Equal(b.ModTime())
}

// A new build leaves the generated files whose bytes did not change alone
// (same file, same time): the build hard-links them into the site and reuses
// what it made of them. A changed title changes the data of the page, of its
// previous and next pages (their links show it) and of every page whose
// sidebar shows it, and nothing else.
func TestGenerateRewritesOnlyChangedFiles(t *testing.T) {
	root := contentTree(t, incrementalTree)
	_, before := generateInto(t, root)

	page := filepath.Join(root, "content", "docs", "guide", "first.md")
	text, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, []byte(strings.Replace(string(text), "title: First steps", "title: Getting going", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	site, after := generateInto(t, root)

	changed := map[string]bool{}
	for name, info := range after {
		if prev, ok := before[name]; !ok || !sameWrite(prev, info) {
			changed[name] = true
		}
	}
	for _, name := range []string{"pages/docs/guide/first.json", "pages/docs/intro.json", "pages/docs/guide/second.json", "routes.json", "search-index/manifest.json"} {
		if !changed[name] {
			t.Errorf("%s was kept; want it rewritten after the title change", name)
		}
	}
	for _, name := range []string{"pages/docs/guide/setup.json", "pages/docs/category/setup.json", "site.json", "sitemap.xml", "robots.txt"} {
		if changed[name] {
			t.Errorf("%s was rewritten; want it kept (its bytes did not change)", name)
		}
	}
	neighbour, err := os.ReadFile(filepath.Join(root, "gen", "pages", "docs", "guide", "second.json"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(neighbour), `"prev":{"title":"Getting going","href":"/docs/guide/first"}`) {
		t.Errorf("the next page's data does not link back under the new title:\n%s", neighbour)
	}
	for name, sum := range site.Output {
		data, err := os.ReadFile(filepath.Join(root, "gen", filepath.FromSlash(name)))
		if err != nil {
			t.Fatal(err)
		}
		if sha256.Sum256(data) != sum {
			t.Errorf("Output[%q] is not the SHA-256 of the file", name)
		}
	}
}

// A doc's new description reaches the card of it on its category's page.
func TestGenerateRewritesCategoryOfChangedDoc(t *testing.T) {
	root := contentTree(t, incrementalTree)
	_, before := generateInto(t, root)
	page := filepath.Join(root, "content", "docs", "guide", "setup.md")
	text, err := os.ReadFile(page)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(page, []byte(strings.Replace(string(text), "How to install and configure the test product.", "Installing it, step by step.", 1)), 0o644); err != nil {
		t.Fatal(err)
	}
	_, after := generateInto(t, root)
	for name, want := range map[string]bool{"pages/docs/guide/setup.json": true, "pages/docs/category/setup.json": true, "pages/docs/intro.json": false} {
		if got := !sameWrite(before[name], after[name]); got != want {
			t.Errorf("%s rewritten = %v; want %v", name, got, want)
		}
	}
}

// Without a readable sums file nothing written earlier can be trusted: every
// file is written again and files of pages that are gone do not survive.
func TestGenerateWithoutSumsRewritesEverything(t *testing.T) {
	for name, sums := range map[string]string{"missing": "", "corrupt": "not a sum  pages/docs/intro.json\n"} {
		t.Run(name, func(t *testing.T) {
			root := contentTree(t, incrementalTree)
			_, before := generateInto(t, root)
			sumsFile := filepath.Join(root, "gen", sitegen.SumsFile)
			if sums == "" {
				if err := os.Remove(sumsFile); err != nil {
					t.Fatal(err)
				}
			} else if err := os.WriteFile(sumsFile, []byte(sums), 0o644); err != nil {
				t.Fatal(err)
			}
			stale := filepath.Join(root, "gen", "pages", "docs", "gone.json")
			if err := os.WriteFile(stale, []byte("{}"), 0o644); err != nil {
				t.Fatal(err)
			}

			_, after := generateInto(t, root)

			for name, info := range after {
				if sameWrite(before[name], info) {
					t.Errorf("%s was kept; want every file written again", name)
				}
			}
			if _, err := os.Stat(stale); !os.IsNotExist(err) {
				t.Errorf("a file no run wrote survived: %v", err)
			}
		})
	}
}

// A file of the output deleted behind the generator's back is written again,
// although the sums say it is there.
func TestGenerateRestoresMissingFile(t *testing.T) {
	root := contentTree(t, incrementalTree)
	generateInto(t, root)
	file := filepath.Join(root, "gen", "pages", "docs", "intro.json")
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	generateInto(t, root)
	if _, err := os.Stat(file); err != nil {
		t.Errorf("the deleted data file was not written again: %v", err)
	}
}
