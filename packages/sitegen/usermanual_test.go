package sitegen_test

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/internal/realsite"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// camelCase is a field id written as a word (orderType, billTo): the form
// workflows and the API use, not a label an operator sees on a screen.
var camelCase = regexp.MustCompile(`^[a-z]+[A-Z][A-Za-z]*$`)

// TestUserManualProseUsesScreenLabels holds the user manual to the screen's
// words (issue 36, item 5): an operator reads the labels of the screen in
// the sentences, and the field ids those labels fill stand in a field list
// (a ":::fields" block) after them, never as a chip in the text. A sentence
// that links a field with :field[...] or names it in bold by its id fails.
// The developer guide is not held to this: there the field ids are the
// subject.
func TestUserManualProseUsesScreenLabels(t *testing.T) {
	out := realsite.Dir(t)
	pages, err := filepath.Glob(filepath.Join(out, "pages", "docs", "user-manual", "*", "*.page"))
	if err != nil {
		t.Fatal(err)
	}
	top, _ := filepath.Glob(filepath.Join(out, "pages", "docs", "user-manual", "*.page"))
	pages = append(pages, top...)
	if len(pages) < 20 {
		t.Fatalf("found %d user manual pages in the build, expected the whole manual", len(pages))
	}
	for _, file := range pages {
		raw, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var page struct {
			Path string
			Data struct{ HTML string }
		}
		if err := unmarshalPage(raw, &page); err != nil {
			t.Fatal(err)
		}
		for _, found := range fieldIDsInProse(t, page.Data.HTML) {
			t.Errorf("%s: %s in a sentence (expected the screen's label in the prose and the field id in a :::fields list after it)", page.Path, found)
		}
	}
}

// fieldIDsInProse lists the field ids an HTML body names outside its field
// lists: :field[...] links and bold camelCase words.
func fieldIDsInProse(t *testing.T, body string) []string {
	t.Helper()
	nodes, err := html.ParseFragment(strings.NewReader(body), &html.Node{Type: html.ElementNode, DataAtom: atom.Div, Data: "div"})
	if err != nil {
		t.Fatal(err)
	}
	var found []string
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			switch {
			case n.DataAtom == atom.Div && htmlAttr(n, "class") == "field-list":
				return
			case n.DataAtom == atom.A && htmlAttr(n, "class") == "model-ref" && strings.HasSuffix(htmlAttr(n, "href"), "#fields"):
				found = append(found, "the field link "+leafText(n))
				return
			case n.DataAtom == atom.Strong && camelCase.MatchString(leafText(n)):
				found = append(found, "the field id **"+leafText(n)+"**")
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	for _, n := range nodes {
		walk(n)
	}
	return found
}

func htmlAttr(n *html.Node, key string) string {
	if i := slices.IndexFunc(n.Attr, func(a html.Attribute) bool { return a.Key == key }); i >= 0 {
		return n.Attr[i].Val
	}
	return ""
}

// leafText is the text of an element's first leaf: a bold word's, or the
// name in a field link's <code>.
func leafText(n *html.Node) string {
	for n.FirstChild != nil {
		n = n.FirstChild
	}
	return n.Data
}
