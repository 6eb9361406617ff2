package sitebuild

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

func TestStorybookPathIsOffUnlessSiteYAMLSetsIt(t *testing.T) {
	for _, tc := range []struct {
		config map[string]any
		want   string
	}{
		{map[string]any{"title": "Example"}, ""},
		{map[string]any{"storybook": map[string]any{}}, ""},
		{map[string]any{"storybook": map[string]any{"path": "/storybook/"}}, "/storybook/"},
	} {
		if got := StorybookPath(tc.config); got != tc.want {
			t.Errorf("StorybookPath(%v) = %q, want %q", tc.config, got, tc.want)
		}
	}
}

func TestPlaceStorybookLinksTheBuiltStorybookUnderItsPath(t *testing.T) {
	work, site := t.TempDir(), t.TempDir()
	writeFiles(t, storybookOut(work), map[string]string{
		"index.html":  "<!doctype html><title>@storybook/core</title>",
		"iframe.html": "<!doctype html><title>preview</title>",
		"index.json":  `{"v":5,"entries":{}}`,
		"assets/a.js": "export {}",
	})
	if err := placeStorybook(work, site, "/design/storybook/"); err != nil {
		t.Fatal(err)
	}
	for _, rel := range []string{"index.html", "iframe.html", "index.json", "assets/a.js"} {
		got, err := os.ReadFile(filepath.Join(site, "design", "storybook", filepath.FromSlash(rel)))
		want, _ := os.ReadFile(filepath.Join(storybookOut(work), filepath.FromSlash(rel)))
		if err != nil || string(got) != string(want) {
			t.Errorf("site/design/storybook/%s = %q, %v; want the built file", rel, got, err)
		}
	}
	if err := placeStorybook(work, t.TempDir(), ""); err != nil {
		t.Errorf("placeStorybook with no path (off) = %v, want nil", err)
	}
}

func TestPlaceStorybookRefusesAPathOfTheSitesPages(t *testing.T) {
	work, site := t.TempDir(), t.TempDir()
	writeFiles(t, storybookOut(work), map[string]string{"index.html": "storybook"})
	writeFiles(t, site, map[string]string{"docs/index.html": "the docs home"})
	err := placeStorybook(work, site, "/docs/")
	if err == nil || !strings.Contains(err.Error(), `storybook.path "/docs/" is a path of the site's own pages`) {
		t.Fatalf("placeStorybook over /docs/ = %v, want the path named as taken", err)
	}
	if got, _ := os.ReadFile(filepath.Join(site, "docs", "index.html")); string(got) != "the docs home" {
		t.Errorf("site/docs/index.html = %q, want the page untouched", got)
	}
}

func TestPlaceStorybookNeedsTheBuild(t *testing.T) {
	err := placeStorybook(t.TempDir(), t.TempDir(), "/storybook/")
	if err == nil || !strings.Contains(err.Error(), "the static Storybook was not built") {
		t.Fatalf("placeStorybook without a build = %v, want it to say the Storybook was not built", err)
	}
}

// A malformed storybook.path is a content error at its position, before
// anything is built.
func TestStorybookPathIsCheckedBySiteSchema(t *testing.T) {
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Join(filepath.Dir(file), "..", "..", "..")
	tmp := t.TempDir()
	content := filepath.Join(tmp, "content")
	writeFiles(t, content, map[string]string{
		"site.yaml":          "title: Example\ntagline: Freight software for forwarders.\nurl: https://example.test\nbaseUrl: /\nversion: 1.0.0\ncopyrightYear: 2025\nstorybook:\n  path: storybook\n",
		"navbar.yaml":        "items: []\n",
		"footer.yaml":        "columns:\n  - title: Docs\n    items:\n      - {label: Intro, to: /docs/intro}\n",
		"docs/sidebars.yaml": "userManual:\n  label: Manual\n  items: [intro]\ndeveloper:\n  label: Developer\n  items: [intro]\n",
		"docs/intro.md":      "---\ntitle: Intro\ndescription: What the platform is and where to start.\n---\nText.\n",
	})
	_, err := Build(Options{Root: root, ContentDir: content, WorkDir: filepath.Join(tmp, "work"), DistDir: filepath.Join(tmp, "dist"), Quiet: true})
	var contentErr *ContentError
	if !errors.As(err, &contentErr) {
		t.Fatalf("Build error = %v, want a *ContentError", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "site.yaml:8:9") || !strings.Contains(msg, "a path with a leading and a trailing slash") {
		t.Errorf("error %q does not name site.yaml:8:9 and the expected form", msg)
	}
	if _, statErr := os.Stat(filepath.Join(tmp, "work", "storybook")); !os.IsNotExist(statErr) {
		t.Errorf("a Storybook was built for a site whose content failed (%v)", statErr)
	}
}
