package sitegen_test

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/freightlane/website/packages/sitegen"
)

// minWords is the least real content a page carries (issue 9: "no page under
// 150 words of real content except generated category pages").
const minWords = 150

// shortByNature are the pages exempt from minWords, each with its reason.
// Generated category pages are exempt by kind (docCategory).
var shortByNature = map[string]string{
	"/request-demo/thank-you": "the confirmation after a demo request: a heading, one message and next steps",
	"/search":                 "the search page: a search box and the results, no content of its own",
	"/404":                    "the not-found page: what happened, a search box and the main sections",
}

// TestNoShortPages builds the real content into a temporary folder and
// counts the words of each page's real content, as the page shows it:
//   - a page rendered from Markdown (docs, generated reference pages,
//     marketing Markdown pages): the text of its HTML;
//   - a page built from YAML data (home, solutions, integrations, careers,
//     request demo) and the front matter of an integration: every text
//     field the page shows (Markdown fields through their HTML), plus the
//     cards it shows of other pages (their titles and summaries).
//
// The page title and meta description are not counted, nor the layout
// (navbar, sidebar, footer, breadcrumbs). A word is a run of non-space
// characters with a letter or a digit in it; code counts as written.
func TestNoShortPages(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	out := t.TempDir()
	if _, err := sitegen.Generate(sitegen.Options{ContentDir: "content", SchemaDir: "schemas", OutDir: out}); err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	var routes []sitegen.Route
	readJSON(t, filepath.Join(out, "routes.json"), &routes)
	if len(routes) < 200 {
		t.Fatalf("routes.json lists %d routes; want the real site's", len(routes))
	}

	var short []string
	for _, r := range routes {
		if r.Kind == "docCategory" || shortByNature[r.Path] != "" {
			continue
		}
		var page struct {
			Data map[string]any `json:"data"`
		}
		readPageFile(t, filepath.Join(out, "pages", filepath.FromSlash(r.Data)), &page)
		if n := pageWords(string(r.Kind), page.Data); n < minWords {
			short = append(short, fmt.Sprintf("%s: %d words", r.Path, n))
		}
	}
	for path := range shortByNature {
		if !hasRoute(routes, path) {
			t.Errorf("exempt page %s is not a route any more: remove it from shortByNature", path)
		}
	}
	if len(short) > 0 {
		sort.Strings(short)
		t.Errorf("%d pages have under %d words of real content:\n%s", len(short), minWords, strings.Join(short, "\n"))
	}
}

func hasRoute(routes []sitegen.Route, path string) bool {
	for _, r := range routes {
		if r.Path == path {
			return true
		}
	}
	return false
}

// readPageFile decodes a page's data file (unmarshalPage).
func readPageFile(t *testing.T, file string, v any) {
	t.Helper()
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := unmarshalPage(raw, v); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
}

func readJSON(t *testing.T, file string, v any) {
	t.Helper()
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
}

// notShown are data keys that hold no text a reader sees: ids, routes,
// asset paths, icon names, the format marker of a code example, and alt
// texts (read by screen readers, not shown).
var notShown = map[string]bool{
	"id": true, "ids": true, "slug": true, "docId": true, "icon": true, "to": true, "path": true, "href": true,
	"illustration": true, "illustrationAlt": true, "logo": true, "format": true, "category": true,
	"website": true, "workflowTasks": true, "generated": true, "backedBy": true, "howItWorks": true,
	// Lists of every solution and integration, for cards: counted below as
	// far as the page shows them.
	"solutionList": true, "integrationList": true,
	// Layout a doc page carries: counted once, in the layout, not per page.
	"sidebarItems": true, "breadcrumbs": true, "prev": true, "next": true, "toc": true, "editUrl": true, "lastUpdated": true,
}

// pageWords counts the words of a page's real content from its data file.
func pageWords(kind string, data map[string]any) int {
	if kind == "doc" || kind == "page" {
		s, _ := data["html"].(string)
		return htmlWords(s)
	}
	n := dataWords(data, true)
	cards := func(list any, ids []string, fields ...string) {
		for _, item := range asMaps(list) {
			if ids != nil && !contains(ids, fmt.Sprint(item["id"])) {
				continue
			}
			for _, f := range fields {
				s, _ := item[f].(string)
				n += textWords(s)
			}
		}
	}
	switch kind {
	case "home":
		cards(data["solutionList"], stringsAt(data, "solutions", "items", "slug"), "title")
		cards(data["integrationList"], stringsAt(data, "integrations", "ids"), "title", "summary", "categoryLabel")
	case "solution":
		cards(data["integrationList"], stringsAt(data, "integrations", "ids"), "title", "summary", "categoryLabel")
	case "solutionsIndex":
		cards(data["solutionList"], nil, "title", "navDescription")
	case "integrationsIndex":
		cards(data["integrationList"], nil, "title", "summary", "categoryLabel")
	}
	return n
}

// dataWords counts the text of YAML data as a page shows it: a Markdown
// field through its rendered sibling ("<key>Html"), the page's own
// Markdown body ("html") as HTML; the page title and description (top
// level) are metadata.
func dataWords(v any, top bool) int {
	n := 0
	switch t := v.(type) {
	case map[string]any:
		for k, e := range t {
			switch {
			case notShown[k], top && (k == "title" || k == "description"):
			case k == "html" || strings.HasSuffix(k, "Html"):
				for _, h := range append(asStrings(e), stringOf(e)) {
					n += htmlWords(h)
				}
			case t[k+"Html"] != nil:
				// Counted through its HTML.
			default:
				n += dataWords(e, false)
			}
		}
	case []any:
		for _, e := range t {
			n += dataWords(e, false)
		}
	case string:
		n += textWords(t)
	}
	return n
}

// htmlWords counts the words of an HTML fragment's text.
func htmlWords(fragment string) int {
	if fragment == "" {
		return 0
	}
	nodes, err := html.ParseFragment(strings.NewReader(fragment), &html.Node{Type: html.ElementNode, Data: "div", DataAtom: atom.Div})
	if err != nil {
		return 0
	}
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		// Block ends separate words that no space separates in the source.
		b.WriteByte(' ')
	}
	for _, n := range nodes {
		walk(n)
	}
	return textWords(b.String())
}

// textWords counts runs of non-space characters that hold a letter or digit.
func textWords(s string) int {
	n := 0
	for _, field := range strings.Fields(s) {
		if strings.IndexFunc(field, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			n++
		}
	}
	return n
}

func asMaps(v any) []map[string]any {
	var out []map[string]any
	list, _ := v.([]any)
	for _, e := range list {
		if m, ok := e.(map[string]any); ok {
			out = append(out, m)
		}
	}
	return out
}

func asStrings(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, e := range list {
		if s, ok := e.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func stringOf(v any) string {
	s, _ := v.(string)
	return s
}

func contains(list []string, s string) bool {
	for _, e := range list {
		if e == s {
			return true
		}
	}
	return false
}

// stringsAt collects the strings at a path of keys, through lists: for
// ("solutions", "items", "slug") the slug of every item.
func stringsAt(v any, keys ...string) []string {
	if len(keys) == 0 {
		if s, ok := v.(string); ok {
			return []string{s}
		}
		return asStrings(v)
	}
	switch t := v.(type) {
	case map[string]any:
		return stringsAt(t[keys[0]], keys[1:]...)
	case []any:
		var out []string
		for _, e := range t {
			out = append(out, stringsAt(e, keys...)...)
		}
		return out
	}
	return nil
}

func TestWordCounting(t *testing.T) {
	for _, tt := range []struct {
		got, want int
	}{
		{textWords("Order/Get@1 runs — twice, 3 times."), 5},
		{htmlWords("<p>One <b>two</b></p><p>three</p><pre><code>task: Order/Get@1\n</code></pre>"), 5},
		{dataWords(map[string]any{"title": "Meta title", "description": "Meta.", "hero": map[string]any{"title": "Big words here", "to": "/x", "icon": "ship"}, "steps": []any{"a b", "c"}, "steps2": []any{"[x](/y)"}, "steps2Html": []any{"<p><a href=\"/y\">x</a></p>"}}, true), 7},
		{pageWords("home", map[string]any{
			"solutions":       map[string]any{"items": []any{map[string]any{"slug": "trucking", "text": "Road freight."}}},
			"integrations":    map[string]any{"ids": []any{"ups"}},
			"solutionList":    []any{map[string]any{"id": "trucking", "title": "Trucking"}, map[string]any{"id": "air", "title": "Air freight"}},
			"integrationList": []any{map[string]any{"id": "ups", "title": "UPS", "summary": "Parcel labels.", "categoryLabel": "Parcel"}, map[string]any{"id": "x", "title": "X", "summary": "Not shown."}},
		}), 7},
	} {
		if tt.got != tt.want {
			t.Errorf("got %d words, want %d", tt.got, tt.want)
		}
	}
}
