package links_test

import (
	"testing"

	"github.com/freightlane/website/packages/sitegen/links"
)

func TestNormalize(t *testing.T) {
	tests := []struct{ in, want string }{
		{"/", "/"},
		{"", "/"},
		{"/index.html", "/"},
		{"/docs/", "/docs"},
		{"/docs//", "/docs"},
		{"/docs/index.html", "/docs"},
		{"/docs/intro.html", "/docs/intro"},
		{"/docs/intro", "/docs/intro"},
	}
	for _, tt := range tests {
		if got := links.Normalize(tt.in); got != tt.want {
			t.Errorf("Normalize(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}

func TestIsInternal(t *testing.T) {
	tests := []struct {
		href string
		want bool
	}{
		{"/docs/intro", true},
		{"#anchor", true},
		{"jobs.md", true},
		{"../a/b?x=1#y", true},
		{"", false},
		{"//cdn.example.com/x.js", false},
		{"https://example.com/", false},
		{"http://example.com", false},
		{"mailto:a@example.com", false},
		{"tel:+123", false},
		{"javascript:alert(1)", false},
		{"%zz", false},
	}
	for _, tt := range tests {
		if got := links.IsInternal(tt.href); got != tt.want {
			t.Errorf("IsInternal(%q) = %v, want %v", tt.href, got, tt.want)
		}
	}
}

func TestCheck(t *testing.T) {
	c := links.NewChecker()
	c.AddRoute("/", []string{"hero"})
	c.AddRoute("/docs/intro", []string{"overview", "setup"})
	c.AddRoute("/docs/guide/", []string{})
	c.AddRoute("/integrations", nil) // anchors not known
	c.AddFile("/media/flow.svg")
	if !c.HasRoute("/docs/guide") || !c.HasRoute("/docs/intro/") || c.HasRoute("/docs") {
		t.Error("HasRoute does not normalize or finds a missing route")
	}
	tests := []struct {
		href, from string
		want       string
	}{
		{"/docs/intro", "/", ""},
		{"/docs/intro/", "/", ""},
		{"/docs/intro.html", "/", ""},
		{"/docs/intro#overview", "/", ""},
		{"/docs/intro?tab=2#setup", "/", ""},
		{"/docs/intro#nope", "/", "no such anchor #nope on /docs/intro"},
		{"#hero", "/", ""},
		{"#overview", "/docs/intro", ""},
		{"#nope", "/docs/intro", "no such anchor #nope on /docs/intro"},
		{"?q=1", "/docs/intro", ""},
		{"/docs/guide#anything", "/", "no such anchor #anything on /docs/guide"},
		{"/integrations?category=accounting", "/", ""},
		{"/integrations#whatever", "/", ""},
		{"/docs/nope", "/", "no such route /docs/nope"},
		{"/docs/nope#x", "/", "no such route /docs/nope"},
		// Relative hrefs resolve against the page's folder, as a browser does.
		{"guide", "/docs/intro", ""},
		{"../docs/intro", "/docs/guide", ""},
		{"intro#overview", "/docs/guide", ""},
		{"guide", "/", "no such route /guide"},
		{"/media/flow.svg", "/docs/intro", ""},
		{"/media/other.svg", "/docs/intro", "no such route /media/other.svg"},
		{"https://example.com/nope", "/", ""},
		{"mailto:a@example.com", "/", ""},
		{"", "/", ""},
	}
	for _, tt := range tests {
		err := c.Check(tt.href, tt.from)
		got := ""
		if err != nil {
			got = err.Error()
		}
		if got != tt.want {
			t.Errorf("Check(%q from %q) = %q, want %q", tt.href, tt.from, got, tt.want)
		}
	}
}

func TestCheckFromFolderURL(t *testing.T) {
	c := links.NewChecker()
	c.AddRoute("/docs/guide", nil)
	c.AddRoute("/docs/guide/setup", nil)
	c.AddRoute("/docs/setup", nil)
	// From /docs/guide/ a browser resolves "setup" inside the folder.
	if err := c.Check("setup", "/docs/guide/"); err != nil {
		t.Error(err)
	}
	c2 := links.NewChecker()
	c2.AddRoute("/docs/guide", nil)
	c2.AddRoute("/docs/setup", nil)
	if err := c2.Check("setup", "/docs/guide/"); err == nil || err.Error() != "no such route /docs/guide/setup" {
		t.Errorf("err = %v, want no such route /docs/guide/setup", err)
	}
}
