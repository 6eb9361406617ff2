package bench

import (
	"os"
	"path/filepath"
	"testing"
)

func TestPageWeightCountsTheCodeAPageAsksForAfterItsFirstPaint(t *testing.T) {
	dist := t.TempDir()
	files := map[string]string{
		"index.html": `<!doctype html><html><head>` +
			`<link rel="icon" href="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg'/%3E" type="image/svg+xml" />` +
			`<script data-styles="/assets/page.css" data-entry="/assets/entry.js" data-modules="/assets/react.js /assets/Page.js">(function(){})()</script>` +
			`<noscript><link rel="stylesheet" href="/assets/page.css" /></noscript>` +
			`</head><body></body></html>`,
		"assets/entry.js":  `import "./shared.js";`,
		"assets/shared.js": `export const shared = 1;`,
		"assets/react.js":  `export const react = 1;`,
		"assets/Page.js":   `import { shared } from "./shared.js"; export default shared;`,
		"assets/page.css":  `body { margin: 0 }`,
	}
	for name, text := range files {
		path := filepath.Join(dist, filepath.FromSlash(name))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	w, err := PageWeight(dist, "/")
	if err != nil {
		t.Fatal(err)
	}
	js := len(files["assets/entry.js"]) + len(files["assets/shared.js"]) + len(files["assets/react.js"]) + len(files["assets/Page.js"])
	if w.JS != js {
		t.Errorf("JS = %d bytes, want %d (the entry, the two modules it preloads and the one they import, once)", w.JS, js)
	}
	if w.CSS != len(files["assets/page.css"]) {
		t.Errorf("CSS = %d bytes, want %d", w.CSS, len(files["assets/page.css"]))
	}
	// The HTML, four scripts and one stylesheet: the icon is in the HTML.
	if w.Requests != 6 {
		t.Errorf("requests = %d, want 6", w.Requests)
	}
}

func TestPageWeightFailsOnCodeTheBuildDidNotWrite(t *testing.T) {
	dist := t.TempDir()
	html := `<script data-styles="" data-entry="/assets/entry.js" data-modules="/assets/missing.js">(function(){})()</script>`
	if err := os.WriteFile(filepath.Join(dist, "index.html"), []byte(html), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Join(dist, "assets"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dist, "assets", "entry.js"), []byte("1"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := PageWeight(dist, "/"); err == nil {
		t.Fatal("PageWeight of a page listing a module the build did not write: no error")
	}
}
