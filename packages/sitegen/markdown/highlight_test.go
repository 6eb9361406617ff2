package markdown_test

import (
	"html"
	"regexp"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

// coloured are the spans that colour a token: class and text.
var coloured = regexp.MustCompile(`<span class="(hl-[a-z0-9]+)">([^<]*)</span>`)

// colouredTokens lists a highlighted block's coloured tokens, leaving out
// the per-line and whitespace spans, which colour nothing.
func colouredTokens(block string) []string {
	var out []string
	for _, m := range coloured.FindAllStringSubmatch(block, -1) {
		if m[1] != "hl-w" && m[1] != "hl-line" && m[1] != "hl-cl" {
			out = append(out, m[1]+" "+m[2])
		}
	}
	return out
}

// TestHighlightedCodeIsColouredAsTheDocs highlights a workflow example as
// the home page does and as a fenced block in the docs is: every token gets
// the same class, so the docs' styles colour both alike; the example
// carries no per-line or whitespace spans, and its text is the code.
func TestHighlightedCodeIsColouredAsTheDocs(t *testing.T) {
	const code = "workflow:\n  name: Delivery notice\n  version: \"1.0\"\n  isActive: true\n# a comment\nsteps:\n  - task: Email/Send@1\n"
	got, err := markdown.HighlightedCode("yaml", code)
	if err != nil {
		t.Fatal(err)
	}
	docs := markdown.New().Render([]byte("```yaml\n"+code+"```\n"), markdown.Options{}).HTML
	want := colouredTokens(docs)
	if len(want) < 10 {
		t.Fatalf("the docs' block has %d coloured tokens, want a highlighted block:\n%s", len(want), docs)
	}
	if g := colouredTokens(got); strings.Join(g, "\n") != strings.Join(want, "\n") {
		t.Errorf("coloured tokens differ from the docs' block:\n got %q\nwant %q", g, want)
	}
	if !strings.HasPrefix(got, `<pre class="hl-chroma"><code>`) || !strings.HasSuffix(got, "</code></pre>") {
		t.Errorf("want <pre class=\"hl-chroma\"><code>…</code></pre>, got:\n%s", got)
	}
	for _, extra := range []string{`class="hl-line"`, `class="hl-cl"`, `class="hl-w"`, "style="} {
		if strings.Contains(got, extra) {
			t.Errorf("the example carries %s:\n%s", extra, got)
		}
	}
	if text := html.UnescapeString(regexp.MustCompile(`<[^>]+>`).ReplaceAllString(got, "")); text != code {
		t.Errorf("its text is %q, want the code %q", text, code)
	}
}

func TestHighlightedCodeNamesAnUnknownLanguage(t *testing.T) {
	_, err := markdown.HighlightedCode("nosuchlang", "x")
	if err == nil || !strings.Contains(err.Error(), `"nosuchlang"`) {
		t.Errorf("err = %v, want one naming the language", err)
	}
}
