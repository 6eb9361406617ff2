package devloop

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// tree is a small content tree that builds: the required files and two docs.
var tree = map[string]string{
	"site.yaml": `title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: 2025
`,
	"navbar.yaml": `items:
  - type: link
    position: left
    label: Docs
    to: /docs/intro
`,
	"footer.yaml": `columns:
  - title: Docs
    items:
      - label: Intro
        to: /docs/intro
`,
	"docs/sidebars.yaml": `userManual:
  label: User manual
  items:
    - intro
developer:
  label: Developer guide
  items:
    - guide/setup
`,
	"docs/intro.md": introDoc,
	"docs/guide/setup.md": `---
title: Setup
description: How to install and configure the test product.
---
Back to the [introduction](../intro.md).
`,
}

const introDoc = `---
title: Introduction
description: What this test site is and how it is organised.
---
Read the [setup guide](guide/setup.md).
`

// schemasDir is the repository's schemas/ folder, from this package's folder.
var schemasDir, _ = filepath.Abs(filepath.Join("..", "..", "..", "schemas"))

func writeTree(t *testing.T) sitegen.Options {
	t.Helper()
	root := t.TempDir()
	for name, data := range tree {
		write(t, filepath.Join(root, "content", name), data)
	}
	return sitegen.Options{ContentDir: filepath.Join(root, "content"), SchemaDir: schemasDir, OutDir: filepath.Join(root, "gen")}
}

func write(t *testing.T, file, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(file, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

// watch starts Watch and returns its reports as they come, and a way to wait for its end.
func watch(t *testing.T, opts sitegen.Options) (<-chan Status, func() error) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	reports := make(chan Status, 16)
	done := make(chan error, 1)
	go func() { done <- Watch(ctx, opts, func(s Status) { reports <- s }) }()
	var once sync.Once
	var result error
	stop := func() error {
		once.Do(func() {
			cancel()
			select {
			case result = <-done:
			case <-time.After(10 * time.Second):
				t.Error("Watch did not return after its context ended")
			}
		})
		return result
	}
	t.Cleanup(func() { _ = stop() })
	return reports, stop
}

func next(t *testing.T, reports <-chan Status) Status {
	t.Helper()
	select {
	case s := <-reports:
		return s
	case <-time.After(30 * time.Second):
		t.Fatal("no run was reported within 30 s")
		return Status{}
	}
}

func readStatus(t *testing.T, opts sitegen.Options) Status {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(opts.OutDir, StatusFile))
	if err != nil {
		t.Fatal(err)
	}
	var s Status
	if err := json.Unmarshal(data, &s); err != nil {
		t.Fatalf("%s: %v", StatusFile, err)
	}
	return s
}

func pageHTML(t *testing.T, opts sitegen.Options, route string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(opts.OutDir, "pages", sitegen.DataFile(route)))
	if err != nil {
		t.Fatal(err)
	}
	// The page's JSON line, then its body (package pagedata).
	line, body, _ := bytes.Cut(data, []byte("\n"))
	if !json.Valid(line) {
		t.Fatalf("the data file of %s does not start with a JSON line: %.80q", route, data)
	}
	return string(body)
}

func TestWatchRegeneratesAfterEachSave(t *testing.T) {
	opts := writeTree(t)
	reports, stop := watch(t, opts)
	first := next(t, reports)
	if first.Version != 1 || first.Error != "" {
		t.Fatalf("first run = %+v; want version 1 without errors", first)
	}
	if got := readStatus(t, opts); got.Version != 1 {
		t.Fatalf("status file version = %d; want 1", got.Version)
	}

	write(t, filepath.Join(opts.ContentDir, "docs/intro.md"), introDoc+"\nA sentence saved later.\n")
	second := next(t, reports)
	if second.Version != 2 || second.Error != "" {
		t.Fatalf("run after a save = %+v; want version 2 without errors", second)
	}
	if html := pageHTML(t, opts, "/docs/intro"); !strings.Contains(html, "A sentence saved later.") {
		t.Fatalf("the page data was not regenerated: %s", html)
	}
	if got := readStatus(t, opts); got.Version != 2 || got.Duration <= 0 {
		t.Fatalf("status file = %+v; want version 2 with its duration", got)
	}
	if err := stop(); err != nil {
		t.Fatalf("Watch returned %v after its context ended; want nil", err)
	}
}

func TestWatchReportsContentErrorsAsFileLineCol(t *testing.T) {
	opts := writeTree(t)
	reports, _ := watch(t, opts)
	next(t, reports)

	write(t, filepath.Join(opts.ContentDir, "docs/intro.md"), strings.Replace(introDoc, "title: Introduction", "title: 42", 1))
	broken := next(t, reports)
	want := filepath.Join(opts.ContentDir, "docs/intro.md") + ":2:8: /title: 42 is a number (expected a string"
	if !strings.Contains(broken.Error, want) {
		t.Fatalf("error = %q; want it to contain %q", broken.Error, want)
	}
	if got := readStatus(t, opts); got.Error != broken.Error {
		t.Fatalf("status file error = %q; want %q", got.Error, broken.Error)
	}

	write(t, filepath.Join(opts.ContentDir, "docs/intro.md"), introDoc)
	if fixed := next(t, reports); fixed.Error != "" {
		t.Fatalf("after the fix: %q; want no error", fixed.Error)
	}
	if got := readStatus(t, opts); got.Error != "" {
		t.Fatalf("status file still has the error: %q", got.Error)
	}
}

func TestWatchSeesNewAndRemovedFiles(t *testing.T) {
	opts := writeTree(t)
	reports, _ := watch(t, opts)
	next(t, reports)
	// A doc that no sidebar lists is an error; removing it again clears it.
	extra := filepath.Join(opts.ContentDir, "docs/extra.md")
	write(t, extra, "---\ntitle: Extra\ndescription: A page added while the watcher runs.\n---\nText.\n")
	added := next(t, reports)
	if added.Version != 2 {
		t.Fatalf("adding a file: %+v; want a second run", added)
	}
	if err := os.Remove(extra); err != nil {
		t.Fatal(err)
	}
	if removed := next(t, reports); removed.Version != 3 || removed.Error != "" {
		t.Fatalf("removing the file: %+v; want a third run without errors", removed)
	}
}

// The search index comes after the page data: the run's report does not
// wait for it, and the status file says when it holds the saved text.
func TestWatchRebuildsSearchIndexAfterThePageData(t *testing.T) {
	opts := writeTree(t)
	reports, _ := watch(t, opts)
	if first := next(t, reports); first.SearchIndex != 1 {
		t.Fatalf("first run = %+v; want its search index written with it", first)
	}
	write(t, filepath.Join(opts.ContentDir, "docs/intro.md"), introDoc+"\nQuokkas saved later.\n")
	if saved := next(t, reports); saved.Version != 2 || len(saved.Pages) != 1 || saved.Pages[0] != "docs/intro.page" {
		t.Fatalf("run after the save = %+v; want version 2 that rewrote only docs/intro.page", saved)
	}
	deadline := time.Now().Add(30 * time.Second)
	// A later run (the save seen half-written, then whole) may take its place.
	for readStatus(t, opts).SearchIndex < 2 {
		if time.Now().After(deadline) {
			t.Fatalf("the search index of run 2 was not written within 30 s: %+v", readStatus(t, opts))
		}
		time.Sleep(10 * time.Millisecond)
	}
	if !indexHolds(t, opts, "quokka") {
		t.Fatal("the search index does not hold the saved word")
	}
}

// indexHolds tells whether a term shard of the search index holds the term.
func indexHolds(t *testing.T, opts sitegen.Options, term string) bool {
	t.Helper()
	shards, err := filepath.Glob(filepath.Join(opts.OutDir, sitefiles.SearchDir, "t*.json"))
	if err != nil || len(shards) == 0 {
		t.Fatalf("no term shards in the search index: %v", err)
	}
	for _, shard := range shards {
		data, err := os.ReadFile(shard)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Contains(string(data), `"`+term) {
			return true
		}
	}
	return false
}

// A save caught half-written (the file emptied, its text written a few
// milliseconds later) shows no error: the run waits ErrorSettle before it
// reports errors, sees the file change, and reads it again. On a loaded
// machine the test's own 10 ms pause can last longer than halfWrittenFor;
// such an attempt proves nothing either way and is made again.
func TestWatchReportsNoErrorForHalfWrittenSave(t *testing.T) {
	const attempts = 5
	for attempt := 1; attempt <= attempts; attempt++ {
		if halfWrittenSaveShowsNoError(t, attempt) {
			return
		}
	}
	t.Skipf("in %d attempts the second write never came within %v of the first: the machine is too busy to judge", attempts, halfWrittenFor)
}

// halfWrittenFor is how long an editor's save may leave a file half-written
// and still never show an error (an editor writes a file in well under a
// millisecond; ErrorSettle leaves room for a slow disk).
const halfWrittenFor = 20 * time.Millisecond

// halfWrittenSaveShowsNoError empties a page, writes it whole 10 ms later and
// fails on a reported error; it returns false, inconclusive, when the second
// write came halfWrittenFor or more after the first.
func halfWrittenSaveShowsNoError(t *testing.T, attempt int) bool {
	t.Helper()
	opts := writeTree(t)
	reports, stop := watch(t, opts)
	defer stop()
	next(t, reports)
	file := filepath.Join(opts.ContentDir, "docs/intro.md")
	whole := fmt.Sprintf("%s\nThe whole save, attempt %d.\n", introDoc, attempt)
	emptied := time.Now()
	write(t, file, "")
	time.Sleep(10 * time.Millisecond)
	write(t, file, whole)
	gap := time.Since(emptied)
	for {
		s := next(t, reports)
		if s.Error != "" {
			if gap >= halfWrittenFor {
				return false
			}
			t.Fatalf("run %d reported the half-written file, rewritten %v later: %s", s.Version, gap, s.Error)
		}
		if strings.Contains(pageHTML(t, opts, "/docs/intro"), fmt.Sprintf("The whole save, attempt %d.", attempt)) {
			return true
		}
	}
}

func TestWatchFailsOnMissingSchemas(t *testing.T) {
	opts := writeTree(t)
	opts.SchemaDir = filepath.Join(t.TempDir(), "no-schemas")
	if err := Watch(context.Background(), opts, nil); err == nil {
		t.Fatal("Watch with a missing schema folder returned nil; want the error")
	}
}

func TestSnapshotNoticesContentChangesOfTheSameSize(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "a.md")
	write(t, file, "one")
	before := snapshot([]string{dir})
	write(t, file, "two")
	// Same size: the modification time tells.
	later := time.Now().Add(time.Second)
	if err := os.Chtimes(file, later, later); err != nil {
		t.Fatal(err)
	}
	if equal(before, snapshot([]string{dir})) {
		t.Fatal("snapshot missed a same-size change")
	}
	if !equal(snapshot([]string{dir}), snapshot([]string{dir})) {
		t.Fatal("two snapshots of unchanged files differ")
	}
}

// BenchmarkSnapshot scans the repository's content folder: the cost of one
// poll, paid every PollInterval while the dev loop runs.
func BenchmarkSnapshot(b *testing.B) {
	dirs := []string{filepath.Join("..", "..", "..", "content"), schemasDir}
	for b.Loop() {
		snapshot(dirs)
	}
}
