// Package sitetest builds the small site folder the server's tests run
// against: a copy of apps/server/testdata/site, precompressed the way the
// build does it, with a secret file beside it and symlinks that try to reach
// that secret, so traversal tests have something real to fail to find.
package sitetest

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/freightlane/website/packages/sitegen/precompress"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// SecretMarker is the content of the file outside the site folder; no answer
// of the server may ever contain it.
const SecretMarker = "SECRET-OUTSIDE-DIST-7f3a"

// FixtureDir returns the hand-written fixture site in testdata.
func FixtureDir() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "testdata", "site")
}

// SchemaPath returns the repository's demo-request schema.
func SchemaPath() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..", "..", "schemas", "demo-request.schema.json")
}

// Dist returns a fresh site folder inside t.TempDir(), laid out as
//
//	<tmp>/secret.txt           the secret, outside the site
//	<tmp>/dist/...             the fixture, with .br and .gz variants
//	<tmp>/dist/escape-link     symlink to ../secret.txt
//	<tmp>/dist/escape-dir      symlink to ..
//	<tmp>/dist/inside-link.txt symlink to robots.txt (inside: allowed)
func Dist(t testing.TB) string {
	t.Helper()
	tmp := t.TempDir()
	if err := os.WriteFile(filepath.Join(tmp, "secret.txt"), []byte(SecretMarker), 0o644); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(tmp, "dist")
	if err := os.CopyFS(dist, os.DirFS(FixtureDir())); err != nil {
		t.Fatal(err)
	}
	if _, err := precompress.Dir(context.Background(), dist); err != nil {
		t.Fatal(err)
	}
	links := map[string]string{
		"escape-link":     filepath.Join("..", "secret.txt"),
		"escape-dir":      "..",
		"inside-link.txt": "robots.txt",
	}
	for name, target := range links {
		if err := os.Symlink(target, filepath.Join(dist, name)); err != nil {
			t.Fatal(err)
		}
	}
	return dist
}

// Point makes dist a symlink to the release folder named release (a
// sibling folder's entry, relative to dist's folder, such as
// "releases/r1"), as the build deploys: a new link renamed over the old
// one, so dist is never missing.
func Point(t testing.TB, dist, release string) {
	t.Helper()
	tmp := dist + ".next"
	os.Remove(tmp)
	if err := os.Symlink(release, tmp); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, dist); err != nil {
		t.Fatal(err)
	}
}

// SearchFiles are the files of the search index a build writes for pages
// (sitefiles.SearchFiles: the index and the pages it was made from), by
// their slash-separated names in dist.
func SearchFiles(t testing.TB, pages []search.Page) map[string][]byte {
	t.Helper()
	index, err := search.Build(pages, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	files, err := sitefiles.SearchFiles(index, sitefiles.SearchFile{URL: "https://freightlane.example", Pages: pages})
	if err != nil {
		t.Fatal(err)
	}
	return files
}

// WriteSearchPages writes SearchFiles into dist: what the server's MCP
// search, Ask AI and the insights report read.
func WriteSearchPages(t testing.TB, dist string, pages []search.Page) {
	t.Helper()
	for name, data := range SearchFiles(t, pages) {
		path := filepath.Join(dist, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}
