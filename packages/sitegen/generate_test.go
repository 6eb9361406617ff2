package sitegen_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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
	for _, name := range []string{"pages/docs/guide/first.page", "pages/docs/intro.page", "pages/docs/guide/second.page", "routes.json", "search-index/manifest.json"} {
		if !changed[name] {
			t.Errorf("%s was kept; want it rewritten after the title change", name)
		}
	}
	for _, name := range []string{"pages/docs/guide/setup.page", "pages/docs/category/setup.page", "site.json", "sitemap.xml", "robots.txt"} {
		if changed[name] {
			t.Errorf("%s was rewritten; want it kept (its bytes did not change)", name)
		}
	}
	neighbour, err := os.ReadFile(filepath.Join(root, "gen", "pages", "docs", "guide", "second.page"))
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
	for name, want := range map[string]bool{"pages/docs/guide/setup.page": true, "pages/docs/category/setup.page": true, "pages/docs/intro.page": false} {
		if got := !sameWrite(before[name], after[name]); got != want {
			t.Errorf("%s rewritten = %v; want %v", name, got, want)
		}
	}
}

// Without a readable sums file nothing written earlier can be trusted: every
// file is written again and files of pages that are gone do not survive.
func TestGenerateWithoutSumsRewritesEverything(t *testing.T) {
	for name, sums := range map[string]string{"missing": "", "corrupt": "not a sum  pages/docs/intro.page\n"} {
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
			stale := filepath.Join(root, "gen", "pages", "docs", "gone.page")
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
	file := filepath.Join(root, "gen", "pages", "docs", "intro.page")
	if err := os.Remove(file); err != nil {
		t.Fatal(err)
	}
	generateInto(t, root)
	if _, err := os.Stat(file); err != nil {
		t.Errorf("the deleted data file was not written again: %v", err)
	}
}

// An edit step of TestIncrementalEqualsFullRun: edit changes the content
// folder; wantErr says whether the content then has errors.
type editStep struct {
	name    string
	edit    func(t *testing.T, content string)
	wantErr string
}

// replaceIn replaces the one occurrence of old in a content file.
func replaceIn(t *testing.T, content, rel, old, new string) {
	t.Helper()
	file := filepath.Join(content, filepath.FromSlash(rel))
	text, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(string(text), old); n != 1 {
		t.Fatalf("%s holds %q %d times; want once", rel, old, n)
	}
	if err := os.WriteFile(file, []byte(strings.Replace(string(text), old, new, 1)), 0o644); err != nil {
		t.Fatal(err)
	}
}

// readTree reads every file below dir, by slash-separated path.
func readTree(t *testing.T, dir string) map[string][]byte {
	t.Helper()
	files := map[string][]byte{}
	err := filepath.WalkDir(dir, func(p string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		data, err := os.ReadFile(p)
		rel, _ := filepath.Rel(dir, p)
		files[filepath.ToSlash(rel)] = data
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// After any sequence of edits, the generator that live editing keeps running
// (RunPages after each save, then WriteSearchIndex) leaves exactly the files
// a fresh full generation writes, byte for byte, and reports exactly its
// errors. On a copy of the real content: its reference pages, YAML pages
// with Markdown fields, categories and relative links are what the caches
// must get right.
func TestIncrementalEqualsFullRun(t *testing.T) {
	if testing.Short() {
		t.Skip("generates the real site a dozen times")
	}
	root := t.TempDir()
	contentDir := filepath.Join(root, "content")
	copyDir(t, filepath.Join("..", "..", "content"), contentDir)
	schemaDir, err := filepath.Abs(filepath.Join("..", "..", "schemas"))
	if err != nil {
		t.Fatal(err)
	}
	live := sitegen.Options{ContentDir: contentDir, SchemaDir: schemaDir, OutDir: filepath.Join(root, "live")}
	g, err := sitegen.NewGenerator(live)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := g.Run(); err != nil {
		t.Fatal(err)
	}

	const jobs = "docs/user-manual/operations/jobs.md"
	const costing = "docs/user-manual/operations/job-costing.md"
	const costingDoc = "---\ntitle: Job costing\ndescription: How a job's costs are estimated and then booked.\n---\n## Estimates {#estimates}\n\nBack to [jobs](jobs.md#open).\n"
	linkToCosting := "\n\nSee [job costing](job-costing.md#estimates).\n"
	brokenLink := "\n\nA [broken link](/docs/no-such-page).\n"
	appendTo := func(t *testing.T, content, rel, text string) {
		file := filepath.Join(content, filepath.FromSlash(rel))
		f, err := os.OpenFile(file, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.WriteString(text); err != nil {
			t.Fatal(err)
		}
		if err := f.Close(); err != nil {
			t.Fatal(err)
		}
	}
	removeFrom := func(t *testing.T, content, rel, text string) { replaceIn(t, content, rel, text, "") }
	steps := []editStep{
		{name: "body edit", edit: func(t *testing.T, c string) {
			appendTo(t, c, jobs, "\n\nA new closing paragraph.\n")
		}},
		{name: "title edit", edit: func(t *testing.T, c string) {
			replaceIn(t, c, jobs, "title: Jobs\n", "title: Jobs and consolidations\n")
		}},
		{name: "new doc", edit: func(t *testing.T, c string) {
			writeFile(t, filepath.Join(c, filepath.FromSlash(costing)), costingDoc)
			replaceIn(t, c, "docs/sidebars.yaml", "        - user-manual/operations/jobs\n", "        - user-manual/operations/jobs\n        - user-manual/operations/job-costing\n")
			appendTo(t, c, jobs, linkToCosting)
		}},
		// The link to it in jobs.md follows it: the render of jobs.md is reused no more.
		{name: "new doc moved by a slug", edit: func(t *testing.T, c string) {
			replaceIn(t, c, costing, "title: Job costing\n", "title: Job costing\nslug: /docs/costing\n")
		}},
		{name: "broken link introduced", wantErr: `broken link "/docs/no-such-page"`, edit: func(t *testing.T, c string) {
			appendTo(t, c, jobs, brokenLink)
		}},
		{name: "broken link fixed", edit: func(t *testing.T, c string) {
			removeFrom(t, c, jobs, brokenLink)
		}},
		{name: "schema error introduced", wantErr: "/title", edit: func(t *testing.T, c string) {
			replaceIn(t, c, jobs, "title: Jobs and consolidations\n", "title: 42\n")
		}},
		{name: "schema error fixed", edit: func(t *testing.T, c string) {
			replaceIn(t, c, jobs, "title: 42\n", "title: Jobs\n")
		}},
		{name: "YAML page's Markdown field edit", edit: func(t *testing.T, c string) {
			replaceIn(t, c, "solutions/air-freight.yaml", "grouped under the master in a [job]", "grouped under the master bill in a [job]")
		}},
		// Every twin's links are made absolute on the site's URL: the twins
		// of the YAML pages' Markdown fields are rendered again.
		{name: "site URL edit", edit: func(t *testing.T, c string) {
			replaceIn(t, c, "site.yaml", "url: https://www.freightlane.example\n", "url: https://freightlane.example\n")
		}},
		{name: "reference data edit", edit: func(t *testing.T, c string) {
			replaceIn(t, c, "reference/entities/job.yaml", "title: Job\n", "title: JobFile\n")
		}},
		{name: "deleted doc", edit: func(t *testing.T, c string) {
			if err := os.Remove(filepath.Join(c, filepath.FromSlash(costing))); err != nil {
				t.Fatal(err)
			}
			removeFrom(t, c, "docs/sidebars.yaml", "        - user-manual/operations/job-costing\n")
			removeFrom(t, c, jobs, linkToCosting)
		}},
	}
	for i, step := range steps {
		// The loader knows a changed file by its modification time and size:
		// a second edit of the same size within the file system's timestamp
		// granularity would look unchanged, which an editor's saves seconds
		// apart never do.
		time.Sleep(10 * time.Millisecond)
		step.edit(t, contentDir)
		site, liveErr := g.RunPages()
		full := live
		full.OutDir = filepath.Join(root, fmt.Sprintf("full-%d", i))
		_, fullErr := sitegen.Generate(full)
		if errorText(liveErr) != errorText(fullErr) {
			t.Fatalf("%s: the live run's errors differ from a full run's:\nlive:\n%v\nfull:\n%v", step.name, liveErr, fullErr)
		}
		if step.wantErr != "" {
			if liveErr == nil || !strings.Contains(liveErr.Error(), step.wantErr) {
				t.Fatalf("%s: got errors %v; want one about %s", step.name, liveErr, step.wantErr)
			}
			continue
		}
		if liveErr != nil {
			t.Fatalf("%s: %v", step.name, liveErr)
		}
		if err := g.WriteSearchIndex(context.Background(), site); err != nil {
			t.Fatalf("%s: search index: %v", step.name, err)
		}
		got, want := readTree(t, live.OutDir), readTree(t, full.OutDir)
		for name, data := range want {
			if _, ok := got[name]; !ok {
				t.Errorf("%s: the live output lacks %s", step.name, name)
			} else if !bytes.Equal(got[name], data) {
				// Where they part, with some context: this has failed on a different file now and then, and was never reproduced on purpose.
				at := 0
				for at < len(data) && at < len(got[name]) && data[at] == got[name][at] {
					at++
				}
				from := max(0, at-200)
				t.Errorf("%s: %s differs from a full run's from byte %d:\nlive: %s\nfull: %s", step.name, name, at,
					got[name][from:min(len(got[name]), at+300)], data[from:min(len(data), at+300)])
			}
		}
		for name := range got {
			if _, ok := want[name]; !ok {
				t.Errorf("%s: the live output has %s, which a full run does not write", step.name, name)
			}
		}
		if t.Failed() {
			t.FailNow()
		}
	}
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}
