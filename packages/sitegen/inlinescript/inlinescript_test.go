package inlinescript

import (
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

func TestSource(t *testing.T) {
	// The example hash from the CSP Level 3 specification.
	if got, want := Source("alert('Hello, world.');"), "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"; got != want {
		t.Errorf("Source = %s, want %s", got, want)
	}
}

func TestSourcesInHTML(t *testing.T) {
	tests := []struct {
		name string
		html string
		want []string
	}{
		{"no scripts", `<p>hi</p>`, nil},
		{"one inline", `<head><script>a()</script></head>`, []string{Source("a()")}},
		{"external skipped", `<script src="/assets/app-AbC123xy.js"></script><script>b()</script>`, []string{Source("b()")}},
		{"src after other attributes", `<script type="module" defer src="/x.js"></script>`, nil},
		{"empty inline", `<script></script>`, []string{Source("")}},
		{"entities stay raw", `<script>if (a &amp;&amp; b) x("</p>")</script>`, []string{Source(`if (a &amp;&amp; b) x("</p>")`)}},
		{"CRLF normalised", "<script>a();\r\nb();</script>", []string{Source("a();\nb();")}},
		{"upper-case tag", `<SCRIPT>c()</SCRIPT>`, []string{Source("c()")}},
		{"module kept, data blocks skipped", `<script type="module">m()</script><script type="application/ld+json">{}</script><script id="d" type="application/json">{"a":1}</script>`, []string{Source("m()")}},
		{"JavaScript types kept", `<script type="text/javascript">j()</script><script type=" Application/JavaScript ">k()</script>`, []string{Source("j()"), Source("k()")}},
		{"duplicates kept in order", `<script>a()</script><script>a()</script>`, []string{Source("a()"), Source("a()")}},
		{"script-like text in other raw element", `<textarea><script>no()</script></textarea>`, nil},
		{"style is no script", `<style>p{color:red}</style>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := SourcesInHTML(strings.NewReader(tt.html))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Scripts, tt.want) {
				t.Errorf("got %v, want %v", got.Scripts, tt.want)
			}
		})
	}
}

func TestSourcesInHTMLStyles(t *testing.T) {
	tests := []struct {
		name string
		html string
		want []string
	}{
		{"no styles", `<p style="color:red">hi</p><link rel="stylesheet" href="/a.css">`, nil},
		{"one style", `<head><style>p{color:red}</style></head>`, []string{Source("p{color:red}")}},
		{"empty style", `<style></style>`, []string{Source("")}},
		{"selectors stay raw", `<style>a>b::after{content:"&amp;"}</style>`, []string{Source(`a>b::after{content:"&amp;"}`)}},
		{"CRLF normalised", "<style>a{}\r\nb{}</style>", []string{Source("a{}\nb{}")}},
		{"attributes do not matter", `<STYLE media="print">c{}</STYLE>`, []string{Source("c{}")}},
		{"style-like text in a script", `<script>"<style>no{}</style>"</script>`, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := SourcesInHTML(strings.NewReader(tt.html))
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Styles, tt.want) {
				t.Errorf("got %v, want %v", got.Styles, tt.want)
			}
		})
	}
}

func TestSourcesInDir(t *testing.T) {
	fsys := fstest.MapFS{
		"index.html":          {Data: []byte(`<script>theme()</script><style>home{}</style><script>bar()</script>`)},
		"about/index.html":    {Data: []byte(`<script>theme()</script><style>doc{}</style>`)},
		"404.html":            {Data: []byte(`<script>bar()</script><style>doc{}</style>`)},
		"assets/app.js":       {Data: []byte(`<script>notHtml()</script>`)},
		"assets/page.html.br": {Data: []byte(`<script>compressed()</script>`)},
	}
	got, err := SourcesInDir(fsys)
	if err != nil {
		t.Fatal(err)
	}
	want := []string{Source("theme()"), Source("bar()")}
	slices.Sort(want)
	if !slices.Equal(got.Scripts, want) {
		t.Errorf("scripts: got %v, want %v", got.Scripts, want)
	}
	wantStyles := []string{Source("home{}"), Source("doc{}")}
	slices.Sort(wantStyles)
	if !slices.Equal(got.Styles, wantStyles) {
		t.Errorf("styles: got %v, want %v", got.Styles, wantStyles)
	}
}
