package twins_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/internal/realsite"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/twins"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func TestMain(m *testing.M) { realsite.Main(m) }

// TestTwinsGolden compares the Markdown twin of one page of each kind of
// the real site with testdata/<name>.md. Run with -update to rewrite
// them, then read the diff. (Content edits to these pages need -update.)
func TestTwinsGolden(t *testing.T) {
	out := realsite.Dir(t)
	pages := map[string]string{
		"doc":              "/docs/development/intro",
		"doc-rich":         "/docs/development/app-modules/localization",
		"entity":           "/docs/development/entities/city",
		"task":             "/docs/development/workflows/tasks/switch",
		"component":        "/docs/development/app-modules/components/badge-component",
		"solution":         "/solutions/ocean-freight",
		"integration":      "/integrations/ups",
		"category":         "/docs/category/operations",
		"manual-screen":    "/docs/user-manual/operations/jobs",
		"home":             "/",
		"markdown-page":    "/about",
		"integrationIndex": "/integrations",
	}
	for name, route := range pages {
		t.Run(name, func(t *testing.T) {
			got, err := os.ReadFile(filepath.Join(out, twins.Dir, sitefiles.TwinFile(route)))
			if err != nil {
				t.Fatalf("no twin for %s: %v", route, err)
			}
			file := filepath.Join("testdata", name+".md")
			if *update {
				if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(file, got, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(file)
			if err != nil {
				t.Fatalf("%v (run go test -update to write it)", err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("the twin of %s differs from %s (run go test -update and read the diff):\n--- got\n%s", route, file, got)
			}
		})
	}
}

// TestTwinsAreCleanMarkdown checks every twin: it opens with its page's
// title as H1, holds no HTML and no site-relative link, and only indexable
// pages have one.
func TestTwinsAreCleanMarkdown(t *testing.T) {
	out := realsite.Dir(t)
	var routes []sitegen.Route
	data, err := os.ReadFile(filepath.Join(out, "routes.json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, &routes); err != nil {
		t.Fatal(err)
	}
	html := regexp.MustCompile(`<(/?[a-z]+[ >]|!--)`)
	relative := regexp.MustCompile(`\]\((/|\.\.?/|#)`)
	for _, r := range routes {
		file := filepath.Join(out, twins.Dir, sitefiles.TwinFile(r.Path))
		twin, err := os.ReadFile(file)
		if r.NoIndex {
			if err == nil || r.Twin != "" {
				t.Errorf("%s is not indexed but has a twin", r.Path)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s has no twin: %v", r.Path, err)
			continue
		}
		if r.Twin != "/"+sitefiles.TwinFile(r.Path) {
			t.Errorf("routes.json names the twin of %s %q", r.Path, r.Twin)
		}
		first, _, _ := strings.Cut(string(twin), "\n")
		if !strings.HasPrefix(first, "# ") || !strings.Contains(strings.ReplaceAll(first, `\`, ""), r.Title) {
			t.Errorf("%s: the twin opens with %q, want # %s", r.Path, first, r.Title)
		}
		// Code blocks may show anything: only the prose is checked.
		prose := regexp.MustCompile("(?s)```.*?```|`[^`\n]*`").ReplaceAllString(string(twin), "")
		if m := html.FindString(prose); m != "" {
			t.Errorf("%s: the twin holds HTML %q", r.Path, m)
		}
		if m := relative.FindString(prose); m != "" {
			t.Errorf("%s: the twin holds a relative link %q", r.Path, m)
		}
	}
}

// TestLlmsTxt checks /llms.txt: the llmstxt.org layout, every docs route
// exactly once as an absolute .md link, in sidebar order.
func TestLlmsTxt(t *testing.T) {
	out := realsite.Dir(t)
	txt, err := os.ReadFile(filepath.Join(out, twins.LlmsTxt))
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(string(txt), "\n")
	if lines[0] != "# Freightlane" || !strings.HasPrefix(lines[2], "> The low-code transport management platform") {
		t.Errorf("llms.txt opens with %q, want the title as H1 and the tagline as a blockquote", lines[:3])
	}
	entry := regexp.MustCompile(`^- \[[^\]]+\]\(https://www\.freightlane\.example(/[^)]*\.md)\)(: .+)?$`)
	listed := map[string]int{}
	var order []string
	var sections []string
	for _, l := range lines[3:] {
		switch {
		case strings.HasPrefix(l, "## "):
			sections = append(sections, l[3:])
		case strings.HasPrefix(l, "- "):
			m := entry.FindStringSubmatch(l)
			if m == nil {
				t.Errorf("llms.txt line %q is not - [Title](absolute .md URL): description", l)
				continue
			}
			route := strings.TrimSuffix(m[1], ".md")
			listed[route]++
			order = append(order, route)
		case l != "":
			t.Errorf("llms.txt has a stray line %q", l)
		}
	}
	if strings.Join(sections, "|") != "User manual|Developer guide|Other docs|Product and company" {
		t.Errorf("sections = %q", sections)
	}
	data, _ := os.ReadFile(filepath.Join(out, "routes.json"))
	var routes []sitegen.Route
	if err := json.Unmarshal(data, &routes); err != nil {
		t.Fatal(err)
	}
	for _, r := range routes {
		if (r.Kind == "doc" || r.Kind == "docCategory") && listed[r.Path] != 1 {
			t.Errorf("docs route %s is listed %d times, want once", r.Path, listed[r.Path])
		}
	}
	// Sidebar order: the Operations category comes before its first doc,
	// jobs after the pickup order, both before the developer guide.
	pos := map[string]int{}
	for i, r := range order {
		pos[r] = i
	}
	for _, pair := range [][2]string{
		{"/docs/user-manual/features", "/docs/category/accounting"},
		{"/docs/category/operations", "/docs/user-manual/operations/logistics_process_overview"},
		{"/docs/user-manual/operations/pickup-order", "/docs/user-manual/operations/jobs"},
		{"/docs/user-manual/operations/jobs", "/docs/development/intro"},
	} {
		if pos[pair[0]] >= pos[pair[1]] {
			t.Errorf("llms.txt lists %s at %d, after %s at %d", pair[0], pos[pair[0]], pair[1], pos[pair[1]])
		}
	}

	full, err := os.ReadFile(filepath.Join(out, twins.LlmsFullTxt))
	if err != nil {
		t.Fatal(err)
	}
	jobs, _ := os.ReadFile(filepath.Join(out, twins.Dir, "docs/user-manual/operations/jobs.md"))
	if !bytes.Contains(full, append([]byte("URL: https://www.freightlane.example/docs/user-manual/operations/jobs.md\n\n"), jobs...)) {
		t.Error("llms-full.txt does not hold the jobs page's twin under its URL line")
	}
	if n := strings.Count(string(full), "\nURL: "); n != countDocs(routes) {
		t.Errorf("llms-full.txt holds %d pages, want every docs page (%d)", n, countDocs(routes))
	}
	if bytes.Contains(full, []byte("URL: https://www.freightlane.example/solutions/")) {
		t.Error("llms-full.txt holds a marketing page")
	}
}

func countDocs(routes []sitegen.Route) int {
	n := 0
	for _, r := range routes {
		if r.Kind == "doc" || r.Kind == "docCategory" {
			n++
		}
	}
	return n
}
