package links_test

import (
	"bytes"
	"io"
	"slices"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/freightlane/website/packages/sitegen/inlinescript"
	"github.com/freightlane/website/packages/sitegen/links"
)

// tokenizerRefs is what golang.org/x/net/html's tokenizer reads of a
// document: ScanHTML must agree with it.
func tokenizerRefs(doc string) (ids, hrefs []string) {
	z := html.NewTokenizer(strings.NewReader(doc))
	for {
		switch z.Next() {
		case html.ErrorToken:
			if z.Err() != io.EOF {
				panic(z.Err())
			}
			return ids, hrefs
		case html.StartTagToken, html.SelfClosingTagToken:
			name, more := z.TagName()
			for more {
				var key, val []byte
				key, val, more = z.TagAttr()
				switch {
				case string(key) == "id":
					ids = append(ids, string(val))
				case string(key) == "href" && string(name) == "a":
					hrefs = append(hrefs, string(val))
				}
			}
		}
	}
}

func TestScanHTML(t *testing.T) {
	tests := []struct {
		name, doc         string
		wantIDs, wantRefs []string
	}{
		{"a built page", `<!doctype html><html lang="en"><head><title>A <a href="/no">title</a></title>
<link rel="stylesheet" href="/assets/a.css" /><script type="module" src="/assets/x.js"></script></head>
<body><div id="root"><nav><a class="x" href="/docs/intro" aria-current="page">Intro</a></nav>
<h2 id="setup">Setup<a href="#setup" class="anchor">#</a></h2><p>a &lt;b&gt; c</p>
<!-- <a href="/commented" id="commented"> --></div>
<script id="__PAGE_DATA__" type="application/json">{"html":"\u003ca href=\"/in-data\" id=\"in-data\"\u003e"}</script>
<script>if (a<b) document.write('<a href="/in-script">')</script></body></html>`,
			[]string{"root", "setup", "__PAGE_DATA__"}, []string{"/docs/intro", "#setup"}},
		{"names and values in any case and quoting", `<A HREF='/one' ID=First><a Href=/two>x</a><a href = "/three" >`,
			[]string{"First"}, []string{"/one", "/two", "/three"}},
		{"character references decoded", `<a href="/search?q=a&amp;b=c" id="x&quot;y">`,
			[]string{`x"y`}, []string{"/search?q=a&b=c"}},
		{"href only on <a>", `<link href="/style.css"><area href="/map"><abbr href="/not-a">`, nil, nil},
		{"attributes without values", `<a download href="/file.pdf" hidden>`, nil, []string{"/file.pdf"}},
		{"self-closing tags and slashes", `<img id="pic"/><a href="/x/"/>`, []string{"pic"}, []string{"/x/"}},
		{"end tags and their attributes ignored", `</a href="/end"><a href="/start">`, nil, []string{"/start"}},
		{"raw text ends only at its own end tag", `<style>a::after{content:"</a><a href='/css'>"}</style><textarea><a href="/ta"></TEXTAREA ><a href="/after">`,
			nil, []string{"/after"}},
		{"a raw-text end tag needs a delimiter", `<script></scripts><a href="/in"></script><a href="/out">`, nil, []string{"/out"}},
		{"a value ends at the next matching quote", `<a id="x href="/y">`, []string{"x href="}, nil},
		{"an unclosed quote runs to the end", `<a href="/x><p id=y>`, nil, nil},
		{"a document cut inside a tag", `<a href="/x" id`, nil, nil},
		{"an attribute given twice counts once", `<a href="/first" id="a" HREF="/second" id="b">`, []string{"a"}, []string{"/first"}},
		{"not a tag", `a < b and c<3 <`, nil, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			ids, hrefs := links.ScanHTML([]byte(tt.doc))
			wantIDs, wantRefs := tokenizerRefs(tt.doc)
			if !slices.Equal(ids, wantIDs) || !slices.Equal(hrefs, wantRefs) {
				t.Errorf("ScanHTML = %q, %q; the tokenizer reads %q, %q", ids, hrefs, wantIDs, wantRefs)
			}
			if !slices.Equal(ids, tt.wantIDs) || !slices.Equal(hrefs, tt.wantRefs) {
				t.Errorf("ScanHTML = %q, %q; want %q, %q", ids, hrefs, tt.wantIDs, tt.wantRefs)
			}
		})
	}
}

// FuzzScanHTML checks ScanHTML against the tokenizer on well-formed
// markup built from fuzzed names and values.
func FuzzScanHTML(f *testing.F) {
	f.Add("a", "href", "/docs/x", "p", "id", "top", "text")
	f.Add("A", "HREF", "a&amp;b", "script", "id", "s", `<a href="/x">`)
	f.Fuzz(func(t *testing.T, tag1, key1, val1, tag2, key2, val2, text string) {
		for _, s := range []string{tag1, tag2, key1, key2} {
			if s == "" || strings.ContainsAny(s, " \t\n\r\f/>=<\"'&\x00") || !isLetters(s) {
				t.Skip()
			}
		}
		for _, s := range []string{val1, val2, text} {
			if strings.ContainsAny(s, "\"<>\x00\r") {
				t.Skip()
			}
		}
		var doc bytes.Buffer
		doc.WriteString(`<` + tag1 + ` ` + key1 + `="` + val1 + `">` + text + `</` + tag1 + `>`)
		doc.WriteString(`<` + tag2 + ` ` + key2 + `="` + val2 + `" id='` + val1 + `'>` + text)
		ids, hrefs := links.ScanHTML(doc.Bytes())
		wantIDs, wantRefs := tokenizerRefs(doc.String())
		if !slices.Equal(ids, wantIDs) || !slices.Equal(hrefs, wantRefs) {
			t.Errorf("%s: ScanHTML = %q, %q; the tokenizer reads %q, %q", doc.String(), ids, hrefs, wantIDs, wantRefs)
		}
		p := links.ScanPage(doc.Bytes())
		want, err := inlinescript.SourcesInHTML(strings.NewReader(doc.String()))
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(sources(p.Scripts), want.Scripts) || !slices.Equal(sources(p.Styles), want.Styles) {
			t.Errorf("%s: ScanPage reads scripts %q and styles %q; inlinescript hashes %q", doc.String(), p.Scripts, p.Styles, want)
		}
	})
}

func isLetters(s string) bool {
	for _, c := range s {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z') {
			return false
		}
	}
	return true
}

// ScanPage reads the inline scripts and styles that inlinescript, the
// Content-Security-Policy's one reader, hashes: the host files' policy
// takes them from the link check's pass instead of a tokenizer's.
func TestScanPageReadsTheInlineSourcesThePolicyHashes(t *testing.T) {
	for _, doc := range []string{
		`<html><head><script>window.a=1</script><style>p{color:red}</style></head><body><p id="x">t</p></body></html>`,
		`<script type="application/json">{"a":1}</script><script type="application/ld+json">{}</script><script src="/x.js"></script>`,
		`<SCRIPT TYPE=" Module ">import "/a.js"</SCRIPT><script type="text/javascript">b()</script ><script type=text/plain>c</script>`,
		"<script>a()\r\nb()\rc()</script><style>\r\np{}</style>",
		`<script></script><style></style><noscript><script>inside()</script><style>q{}</style></noscript>`,
		`<script type="application/json" type="module">d</script><script src="" src="/y.js">e</script>`,
		`<script>if (a </scripts> b) {}</script><style>a::after{content:"</STYLE"}</style>`,
		`<p>text</p><script>unclosed()`,
		`<script type="&#109;odule">entity()</script>`,
	} {
		p := links.ScanPage([]byte(doc))
		want, err := inlinescript.SourcesInHTML(strings.NewReader(doc))
		if err != nil {
			t.Fatal(err)
		}
		if got := sources(p.Scripts); !slices.Equal(got, want.Scripts) {
			t.Errorf("%q: scripts %q, hashed %q; inlinescript hashes %q", doc, p.Scripts, got, want.Scripts)
		}
		if got := sources(p.Styles); !slices.Equal(got, want.Styles) {
			t.Errorf("%q: styles %q, hashed %q; inlinescript hashes %q", doc, p.Styles, got, want.Styles)
		}
	}
}

func sources(texts []string) []string {
	var out []string
	for _, t := range texts {
		out = append(out, inlinescript.Source(t))
	}
	return out
}
