package sitebuild_test

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

func repoRoot(t *testing.T) string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

// A content error stops the build before anything reaches dist: the last good
// site stays in place, and the error names the file, line and column.
func TestContentErrorLeavesDistAsItWas(t *testing.T) {
	tmp := t.TempDir()
	content := filepath.Join(tmp, "content")
	files := map[string]string{
		"site.yaml":          "title: Example\ntagline: Freight software for forwarders.\nurl: https://example.test\nbaseUrl: /\nversion: 1.0.0\ncopyrightYear: 2025\n",
		"navbar.yaml":        "items: []\n",
		"footer.yaml":        "columns:\n  - title: Docs\n    items:\n      - {label: Intro, to: /docs/intro}\n",
		"docs/sidebars.yaml": "userManual:\n  label: Manual\n  items: [intro]\ndeveloper:\n  label: Developer\n  items: [intro]\n",
		"docs/intro.md":      "---\ntitle: 42\ndescription: What the platform is and where to start.\n---\nText.\n",
	}
	for rel, text := range files {
		path := filepath.Join(content, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	dist := filepath.Join(tmp, "dist")
	if err := os.MkdirAll(dist, 0o755); err != nil {
		t.Fatal(err)
	}
	lastGood := filepath.Join(dist, "index.html")
	if err := os.WriteFile(lastGood, []byte("the last good build"), 0o644); err != nil {
		t.Fatal(err)
	}

	_, err := sitebuild.Build(sitebuild.Options{Root: repoRoot(t), ContentDir: content, WorkDir: filepath.Join(tmp, "work"), DistDir: dist, Quiet: true})

	var contentErr *sitebuild.ContentError
	if !errors.As(err, &contentErr) {
		t.Fatalf("Build error = %v, want a *ContentError", err)
	}
	if msg := err.Error(); !strings.Contains(msg, "docs/intro.md:2:8: /title: 42 is a number (expected a string") {
		t.Errorf("error %q does not name the position and the problem", msg)
	}
	got, readErr := os.ReadFile(lastGood)
	if readErr != nil || string(got) != "the last good build" {
		t.Errorf("dist/index.html after a failed build = %q, %v; want the last good build untouched", got, readErr)
	}
}
