package markdown

import (
	"fmt"
	"strings"
	"testing"
)

// screenStub is a model that draws a screen as its attributes, so the test
// sees what the block passed and where the HTML and the twin go.
type screenStub struct{ stubModel }

func (screenStub) Screen(attrs map[string]string) (string, error) {
	if attrs["entity"] != "job" {
		return "", fmt.Errorf("no entity %q", attrs["entity"])
	}
	return fmt.Sprintf("<figure>%s|%s|%s</figure>\n", attrs["entity"], attrs["tab"], attrs["kind"]), nil
}

func (screenStub) ScreenMarkdown(attrs map[string]string) string {
	return "*" + attrs["tab"] + "*\n\n- Field: value\n"
}

// TestScreenBlock: a ::screen block hands its attributes (a quoted value
// may hold spaces) to the model, places the model's HTML and, inside a
// blockquote too, its twin; a bad block is an error at its line.
func TestScreenBlock(t *testing.T) {
	src := []byte("Check the tab:\n\n::screen{entity=job tab=\"Load plan\" kind=Truckload}\n\n> ::screen{entity=job tab=General}\n")
	res := New().Render(src, Options{File: "doc.md", Model: screenStub{}, Twin: &TwinOptions{Base: "https://example.com"}})
	if len(res.Errors) > 0 {
		t.Fatal(res.Errors)
	}
	if !strings.Contains(res.HTML, "<figure>job|Load plan|Truckload</figure>") {
		t.Errorf("HTML lacks the screen:\n%s", res.HTML)
	}
	if want := "*Load plan*\n\n- Field: value\n\n> *General*\n>\n> - Field: value\n"; !strings.HasSuffix(res.Markdown, want) {
		t.Errorf("twin =\n%q\nwant it to end with\n%q", res.Markdown, want)
	}

	for _, tc := range []struct{ block, want string }{
		{"::screen{entity=order tab=General}", `doc.md:3:1: ::screen{entity=order tab=General}: no entity "order"`},
		{"::screen{entity=job tab=General tab=Orders}", "doc.md:3:1: ::screen{entity=job tab=General tab=Orders}: tab is given twice (expected it once)"},
		{`::screen{entity=job tab="Load plan}`, `doc.md:3:1: ::screen{entity=job tab="Load plan}: cannot read "tab=\"Load plan" (expected ::screen{entity=<name> tab=<tab>}`},
		{"::screens{entity=job}", "doc.md:3:1: ::screens is not a directive (expected ::state-machine{entity=<name>} or ::screen{entity=<name> tab=<tab>})"},
	} {
		res := New().Render([]byte("Intro.\n\n"+tc.block+"\n"), Options{File: "doc.md", Model: screenStub{}, Twin: &TwinOptions{}})
		found := false
		for _, err := range res.Errors {
			found = found || strings.HasPrefix(err.Error(), tc.want)
		}
		if !found {
			t.Errorf("%s: errors %v, want one starting %q", tc.block, res.Errors, tc.want)
		}
	}
}
