package content

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

func TestSplitFrontMatter(t *testing.T) {
	tests := []struct {
		name, src string
		fm, body  string
		bodyLine  int
		err       string
	}{
		{name: "front matter and body", src: "---\ntitle: A\n---\nBody\n", fm: "title: A\n", body: "Body\n", bodyLine: 4},
		{name: "CRLF", src: "---\r\ntitle: A\r\n---\r\nBody\r\n", fm: "title: A\r\n", body: "Body\r\n", bodyLine: 4},
		{name: "byte order mark", src: "\ufeff---\ntitle: A\n---\nBody", fm: "title: A\n", body: "Body", bodyLine: 4},
		{name: "empty front matter", src: "---\n---\nBody", fm: "", body: "Body", bodyLine: 3},
		{name: "fences with trailing blanks", src: "--- \t\na: 1\n---  \n\nBody", fm: "a: 1\n", body: "\nBody", bodyLine: 4},
		{name: "closed at the end of the file", src: "---\na: 1\n---", fm: "a: 1\n", body: "", bodyLine: 4},
		{name: "a later --- stays in the body", src: "---\na: 1\n---\nText\n---\nMore", fm: "a: 1\n", body: "Text\n---\nMore", bodyLine: 4},
		{name: "four dashes do not close", src: "---\na: 1\n----\n---\nBody", fm: "a: 1\n----\n", body: "Body", bodyLine: 5},
		{name: "not closed", src: "---\ntitle: A\n\nBody\n", err: `doc.md:1:1: front matter is not closed (expected a line "---" after it)`},
		{name: "only the opening fence", src: "---", err: `doc.md:1:1: front matter is not closed (expected a line "---" after it)`},
		{name: "no front matter", src: "title: A\n", err: `doc.md:1:1: no front matter (expected the file to start with a line "---", the front matter, and another "---")`},
		{name: "blank line before the fence", src: "\n---\na: 1\n---\n", err: `doc.md:1:1: no front matter (expected the file to start with a line "---", the front matter, and another "---")`},
		{name: "empty file", src: "", err: `doc.md:1:1: no front matter (expected the file to start with a line "---", the front matter, and another "---")`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			fm, body, line, err := SplitFrontMatter("doc.md", []byte(tt.src))
			if tt.err != "" {
				if err == nil || err.Error() != tt.err {
					t.Fatalf("err = %v, want %s", err, tt.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if string(fm) != tt.fm || string(body) != tt.body || line != tt.bodyLine {
				t.Errorf("got (%q, %q, %d), want (%q, %q, %d)", fm, body, line, tt.fm, tt.body, tt.bodyLine)
			}
		})
	}
}

// FuzzSplitFrontMatter: splitting never panics, and when it succeeds the
// front matter and the body are parts of the input, in that order, and the
// body's line is one more than the newlines before it.
func FuzzSplitFrontMatter(f *testing.F) {
	for _, s := range []string{
		"---\ntitle: A\n---\nBody\n",
		"---\r\ntitle: A\r\n---\r\nBody\r\n",
		"\ufeff---\n---\n",
		"---\na: 1\n---",
		"---\n",
		"--- \n a\n---\t\n\n\nx",
		"no front matter",
		"",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		fm, body, bodyLine, err := SplitFrontMatter("fuzz.md", src)
		if err != nil {
			if fm != nil || body != nil || bodyLine != 0 {
				t.Fatalf("an error with results: %q %q %d", fm, body, bodyLine)
			}
			if err.Pos.Line != 1 || err.Pos.Col != 1 || err.Pos.File != "fuzz.md" {
				t.Fatalf("error at %v, want fuzz.md:1:1", err.Pos)
			}
			return
		}
		bodyOff := len(src) - len(body)
		if !bytes.Equal(src[bodyOff:], body) || (len(body) > 0 && &src[bodyOff] != &body[0]) {
			t.Fatalf("body %q is not the end of the input %q", body, src)
		}
		fmOff := -1
		if len(fm) > 0 {
			fmOff = cap(src) - cap(fm)
			if fmOff < 0 || fmOff+len(fm) > bodyOff || &src[fmOff] != &fm[0] {
				t.Fatalf("front matter %q is not a part of the input before the body", fm)
			}
		}
		if fmOff == 0 {
			t.Fatalf("the front matter includes the opening fence: %q", fm)
		}
		if len(body) > 0 {
			if want := bytes.Count(src[:bodyOff], []byte("\n")) + 1; bodyLine != want {
				t.Fatalf("bodyLine = %d, want %d (newlines before the body + 1) for %q", bodyLine, want, src)
			}
		}
		if bodyLine < 3 {
			t.Fatalf("bodyLine = %d: the body cannot start before line 3", bodyLine)
		}
		for _, line := range bytes.Split(fm, []byte("\n")) {
			if string(bytes.TrimRight(line, "\r \t")) == "---" {
				t.Fatalf("the front matter %q holds a closing fence", fm)
			}
		}
	})
}

func TestClassify(t *testing.T) {
	tests := []struct {
		rel  string
		kind Kind
		ok   bool
	}{
		{"site.yaml", KindSite, true},
		{"navbar.yaml", KindNavbar, true},
		{"solutions/index.yaml", KindSolutionsIndex, true},
		{"solutions/trucking.yaml", KindSolution, true},
		{"solutions/sub/trucking.yaml", "", false},
		{"integrations/index.yaml", KindIntegrationsIndex, true},
		{"integrations/ups.md", KindIntegration, true},
		{"integrations/ups.yaml", "", false},
		{"pages/about.md", KindPage, true},
		{"pages/request-demo/ZOHO_INTEGRATION.md", KindPage, true},
		{"docs/sidebars.yaml", KindSidebars, true},
		{"docs/intro.md", KindDoc, true},
		{"docs/a/b/c.md", KindDoc, true},
		{"docs/other.yaml", "", false},
		{"reference/entities/order.yaml", KindEntity, true},
		{"reference/workflow-tasks/order.yaml", KindWorkflowTask, true},
		{"reference/components/badge.yaml", KindComponent, true},
		{"reference/components/badge.yml", "", false},
		{"notes.txt", "", false},
	}
	for _, tt := range tests {
		kind, ok := classify(tt.rel)
		if kind != tt.kind || ok != tt.ok {
			t.Errorf("classify(%q) = %q, %v; want %q, %v", tt.rel, kind, ok, tt.kind, tt.ok)
		}
	}
	if !ignored("README.md") || !ignored("assets/a.svg") || ignored("docs/README.md") {
		t.Error("ignored: want README.md and assets/ only")
	}
	if got := KindDoc.Schema(); got != "doc.schema.json" {
		t.Errorf("KindDoc.Schema() = %q", got)
	}
	if !KindDoc.IsMarkdown() || !KindPage.IsMarkdown() || !KindIntegration.IsMarkdown() || KindSite.IsMarkdown() {
		t.Error("IsMarkdown: want doc, page and integration only")
	}
}

func TestDisplayPath(t *testing.T) {
	root := t.TempDir()
	if err := os.MkdirAll(filepath.Join(root, "site", "content"), 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Join(root, "site"))
	wd, _ := os.Getwd()
	if got := displayPath(filepath.Join(wd, "content")); got != "content" {
		t.Errorf("below the working directory: %q, want content", got)
	}
	outside := filepath.Join(root, "elsewhere")
	if got := displayPath(outside); got != filepath.ToSlash(outside) {
		t.Errorf("outside the working directory: %q, want %q", got, filepath.ToSlash(outside))
	}
}
