package markdown_test

import (
	"errors"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/position"
)

func TestSlug(t *testing.T) {
	tests := []struct{ text, want string }{
		{"Rates and tariffs", "rates-and-tariffs"},
		{"  Trimmed  ", "trimmed"},
		{"What's new?", "whats-new"},
		{"C++ & Go", "c--go"},
		{"snake_case and kebab-case", "snake_case-and-kebab-case"},
		{"Ünïcode Straße", "ünïcode-straße"},
		{"日本語 見出し", "日本語-見出し"},
		{"Version 2.0", "version-20"},
		{"", ""},
		{"!!!", ""},
	}
	for _, tt := range tests {
		if got := markdown.Slug(tt.text); got != tt.want {
			t.Errorf("Slug(%q) = %q, want %q", tt.text, got, tt.want)
		}
	}
}

func TestHeadingIDs(t *testing.T) {
	src := "## A {#a}\n\n## A\n\n## a\n\n## !!!\n\n## Setup\n\n## Setup {#setup-1}\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	var ids []string
	for _, h := range res.Headings {
		ids = append(ids, h.ID)
	}
	// A custom id is reserved before the automatic ones that follow; an
	// automatic id never takes a custom one written later in the page.
	want := []string{"a", "a-1", "a-2", "section", "setup", "setup-1"}
	if !reflect.DeepEqual(ids, want) {
		t.Errorf("ids = %q, want %q", ids, want)
	}
}

// errorStrings renders src with the file placed at line 10 and returns the
// error lines.
func errorStrings(src string, opts markdown.Options) []string {
	opts.File, opts.FirstLine = "page.md", 10
	res := markdown.New().Render([]byte(src), opts)
	var out []string
	for _, e := range res.Errors {
		out = append(out, e.Error())
	}
	return out
}

func TestRenderErrors(t *testing.T) {
	const factForm = "expected one bulleted list, each item its label in bold and then the fact: - **Region** Frankfurt"
	const rawHTML = "raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)"
	tests := []struct {
		name string
		src  string
		opts markdown.Options
		want []string
	}{
		{
			name: "level-1 heading",
			src:  "Text.\n\n# Title\n",
			want: []string{"page.md:12:3: a level-1 heading in the body (expected ## and below: the page title is the h1)"},
		},
		{
			name: "raw HTML block and inline",
			src:  "<div>\nx\n</div>\n\nSome <b>bold</b>.\n",
			want: []string{"page.md:10:1: " + rawHTML, "page.md:14:6: " + rawHTML, "page.md:14:13: " + rawHTML},
		},
		{
			name: "HTML comment",
			src:  "Text.\n\n<!-- note to self -->\n",
			want: []string{"page.md:12:1: " + rawHTML},
		},
		{
			name: "unknown admonition",
			src:  "Intro.\n\n:::caution\nx\n:::\n",
			want: []string{"page.md:12:1: :::caution is not an admonition (expected :::note, :::tip, :::info, :::warning or :::danger, or :::fields or :::facts without a title)"},
		},
		{
			name: "link the resolver rejects",
			src:  "See [the guide](guide).\n",
			opts: markdown.Options{ResolveLink: func(string) (string, error) { return "", errors.New("no such page") }},
			want: []string{`page.md:10:6: link "guide": no such page`},
		},
		{
			name: "image without alt text at the start of a line",
			src:  "![](a.svg)\n",
			want: []string{`page.md:10:1: image "a.svg" has no alt text (expected ![what it shows](a.svg))`},
		},
		{
			name: "image without alt text inside a line",
			src:  "Diagram: ![](a.svg)\n",
			want: []string{`page.md:10:10: image "a.svg" has no alt text (expected ![what it shows](a.svg))`},
		},
		{
			name: "image the resolver rejects",
			src:  "Intro.\n\n![Map](https://example.com/map.png)\n",
			opts: markdown.Options{ResolveImage: func(string) (string, int, int, error) { return "", 0, 0, errors.New("remote") }},
			want: []string{`page.md:12:3: image "https://example.com/map.png": remote`},
		},
		{
			name: "fact grid holding prose",
			src:  "Intro.\n\n:::facts\nHosted in Frankfurt.\n:::\n",
			want: []string{"page.md:12:1: :::facts holds something other than one list (" + factForm + ")"},
		},
		{
			name: "fact grid holding a numbered list",
			src:  ":::facts\n1. **Region** Frankfurt\n:::\n",
			want: []string{"page.md:10:1: :::facts holds something other than one list (" + factForm + ")"},
		},
		{
			name: "fact without its label or without its fact",
			src:  ":::facts\n- **Region** Frankfurt\n- Encrypted at rest\n- **Backups**\n:::\n",
			want: []string{"page.md:12:3: a fact without its label in bold or without the fact after it (" + factForm + ")", "page.md:13:5: a fact without its label in bold or without the fact after it (" + factForm + ")"},
		},
		{
			name: "admonition never closed",
			src:  ":::note\nThe rest of the page.\n\n## Next section\n",
			want: []string{`page.md:10:1: :::note is not closed (expected a line ":::" after its content)`},
		},
		{
			name: "custom heading id repeated",
			src:  "## First {#setup}\n\n## Second {#setup}\n",
			want: []string{`page.md:12:4: heading id "setup" is used twice (also by the heading at line 10; expected each id once on a page: give one another {#id})`},
		},
		{
			name: "custom heading id repeats an earlier heading's generated id",
			src:  "## Setup\n\n## Install {#setup}\n",
			want: []string{`page.md:12:4: heading id "setup" is used twice (also by the heading at line 10; expected each id once on a page: give one another {#id})`},
		},
		{
			name: "repeated heading text gets suffixed ids, no error",
			src:  "## Setup\n\n## Setup\n\n## Setup {#setup-3}\n",
		},
		{
			name: "no errors",
			src:  "## Fine\n\n:::tip\nA [link](https://example.com).\n:::\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := errorStrings(tt.src, tt.opts)
			if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
				t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(tt.want, "\n"))
			}
		})
	}
}

func TestRawHTMLIsNotRendered(t *testing.T) {
	src := "Text <script>alert(1)</script>.\n\n<script>alert(2)</script>\n\n<img src=x onerror=alert(3)>\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	for _, bad := range []string{"<script", "onerror", "<img"} {
		if strings.Contains(res.HTML, bad) {
			t.Errorf("output contains %q:\n%s", bad, res.HTML)
		}
	}
}

func TestDangerousURLsAreDropped(t *testing.T) {
	src := "[x](javascript:alert(1)) ![y](javascript:alert(2)) [z](vbscript:msgbox)\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	if strings.Contains(res.HTML, "script:") {
		t.Errorf("output keeps a script URL:\n%s", res.HTML)
	}
}

func TestExamples(t *testing.T) {
	src := "Intro.\n\n```yaml workflow\nworkflow:\n  name: A\n```\n\n```yaml\nplain: true\n```\n\n```yaml app-module\nmodule: {}\n```\n\n```yaml   workflow   extra\nx: 1\n```\n"
	res := markdown.New().Render([]byte(src), markdown.Options{File: "page.md", FirstLine: 5})
	want := []markdown.Example{
		{Kind: "workflow", Source: []byte("workflow:\n  name: A\n"), Pos: position.Position{File: "page.md", Line: 8, Col: 1}},
		{Kind: "app-module", Source: []byte("module: {}\n"), Pos: position.Position{File: "page.md", Line: 17, Col: 1}},
		{Kind: "workflow", Source: []byte("x: 1\n"), Pos: position.Position{File: "page.md", Line: 21, Col: 1}},
	}
	if len(res.Examples) != len(want) {
		t.Fatalf("examples:\n%+v\nwant:\n%+v", res.Examples, want)
	}
	for i, ex := range res.Examples {
		if ex.Kind != want[i].Kind || string(ex.Source) != string(want[i].Source) || ex.Pos != want[i].Pos {
			t.Errorf("example %d: %s %q at %v, want %s %q at %v", i, ex.Kind, ex.Source, ex.Pos, want[i].Kind, want[i].Source, want[i].Pos)
		}
		if got := ex.Locate(0); got != want[i].Pos {
			t.Errorf("example %d: Locate(0) = %v, want %v", i, got, want[i].Pos)
		}
	}
}

// TestExampleLocate places offsets of an example's YAML in the file through
// the fence's indentation inside a list item.
func TestExampleLocate(t *testing.T) {
	src := "1. Write the step:\n\n   ```yaml workflow\n   task: Order/Get@1\n   inputs:\n     orderId: 1\n   ```\n"
	res := markdown.New().Render([]byte(src), markdown.Options{File: "page.md", FirstLine: 5})
	if len(res.Examples) != 1 {
		t.Fatalf("examples: %+v", res.Examples)
	}
	ex := res.Examples[0]
	if want := "task: Order/Get@1\ninputs:\n  orderId: 1\n"; string(ex.Source) != want {
		t.Fatalf("source %q, want %q", ex.Source, want)
	}
	for _, tt := range []struct {
		needle    string
		line, col int
	}{
		{"task", 8, 4},
		{"Order", 8, 10},
		{"orderId", 10, 6},
	} {
		want := position.Position{File: "page.md", Line: tt.line, Col: tt.col}
		if got := ex.Locate(strings.Index(string(ex.Source), tt.needle)); got != want {
			t.Errorf("%s: %v, want %v", tt.needle, got, want)
		}
	}

	// A tab indents the fence: the list item's content starts within it,
	// and goldmark pads the rest of the tab with spaces.
	res = markdown.New().Render([]byte("- item\n\n\t```yaml workflow\n\ttask: Order/Get@1\n\t```\n"), markdown.Options{File: "page.md", FirstLine: 1})
	if len(res.Examples) != 1 {
		t.Fatalf("examples: %+v", res.Examples)
	}
	ex = res.Examples[0]
	want := position.Position{File: "page.md", Line: 4, Col: 2}
	if got := ex.Locate(strings.Index(string(ex.Source), "task")); got != want {
		t.Errorf("task after a tab (source %q): %v, want %v", ex.Source, got, want)
	}
}

// TestLocateOption: Markdown held in a YAML string places its errors and
// links through Options.Locate.
func TestLocateOption(t *testing.T) {
	src := "Line one.\nSee [x](/x) and <b>bold</b>."
	// As if each source line sat on line 40 and below, indented by 6.
	locate := func(offset int) position.Position {
		line := strings.Count(src[:offset], "\n")
		col := offset - strings.LastIndex(src[:offset], "\n")
		return position.Position{File: "data.yaml", Line: 40 + line, Col: 6 + col}
	}
	res := markdown.New().Render([]byte(src), markdown.Options{File: "ignored", FirstLine: 3, Locate: locate})
	if len(res.Links) != 1 || res.Links[0].Pos != (position.Position{File: "data.yaml", Line: 41, Col: 12}) {
		t.Errorf("links = %+v, want /x at data.yaml:41:12", res.Links)
	}
	want := "data.yaml:41:23: raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)"
	if len(res.Errors) == 0 || res.Errors[0].Error() != want {
		t.Errorf("errors = %v, want first %s", res.Errors, want)
	}
}

// TestColumnsCountCharacters: a column after non-ASCII text counts
// characters, not bytes, as the YAML errors of the same file do.
func TestColumnsCountCharacters(t *testing.T) {
	res := markdown.New().Render([]byte("Zoë’s [link](/x)\n"), markdown.Options{File: "page.md", FirstLine: 1})
	if len(res.Links) != 1 || res.Links[0].Pos.Col != 8 {
		t.Errorf("links = %+v, want the link text at column 8", res.Links)
	}
}

func TestLinks(t *testing.T) {
	src := "## Top\n\nSee [jobs](jobs.md#statuses), [top](#top) and\n[UPS](https://www.ups.com/) or <https://example.com>.\n"
	resolve := func(dest string) (string, error) {
		if dest == "jobs.md#statuses" {
			return "/docs/jobs#statuses", nil
		}
		return dest, nil
	}
	res := markdown.New().Render([]byte(src), markdown.Options{File: "page.md", FirstLine: 3, ResolveLink: resolve})
	want := []markdown.Link{
		{Written: "jobs.md#statuses", Href: "/docs/jobs#statuses", Pos: position.Position{File: "page.md", Line: 5, Col: 6}},
		{Written: "#top", Href: "#top", Pos: position.Position{File: "page.md", Line: 5, Col: 32}},
		{Written: "https://www.ups.com/", Href: "https://www.ups.com/", Pos: position.Position{File: "page.md", Line: 6, Col: 2}},
	}
	if !reflect.DeepEqual(res.Links, want) {
		t.Errorf("links:\n%+v\nwant:\n%+v", res.Links, want)
	}
	for _, s := range []string{
		`<a href="/docs/jobs#statuses">jobs</a>`,
		`<a href="#top">top</a>`,
		`<a href="https://www.ups.com/" rel="noopener noreferrer">UPS</a>`,
		`<a href="https://example.com" rel="noopener noreferrer">https://example.com</a>`,
	} {
		if !strings.Contains(res.HTML, s) {
			t.Errorf("output lacks %s:\n%s", s, res.HTML)
		}
	}
}

func TestTOCLevels(t *testing.T) {
	src := "## A\n\n### B\n\n#### C\n\n## D\n"
	tests := []struct {
		min, max int
		want     []string
	}{
		{0, 0, []string{"a", "b", "d"}},
		{2, 2, []string{"a", "d"}},
		{3, 4, []string{"b", "c"}},
		{2, 6, []string{"a", "b", "c", "d"}},
	}
	for _, tt := range tests {
		res := markdown.New().Render([]byte(src), markdown.Options{TOCMin: tt.min, TOCMax: tt.max})
		var got []string
		for _, h := range res.TOC {
			got = append(got, h.ID)
		}
		if !reflect.DeepEqual(got, tt.want) {
			t.Errorf("TOC %d-%d = %q, want %q", tt.min, tt.max, got, tt.want)
		}
		if len(res.Headings) != 4 {
			t.Errorf("TOC %d-%d: %d headings, want all 4", tt.min, tt.max, len(res.Headings))
		}
	}
}

// A section's code blocks, at the top or inside a list item, are its Code,
// not its Text: results quote the Text, and a YAML fragment is no snippet.
func TestSections(t *testing.T) {
	src := "Intro **text**.\n\n## First {#one}\n\nBody one.\n\n| a | b |\n|---|---|\n| c | d |\n\n### Sub\n\n```yaml\nk: v\n```\n\n#### Deep\n\nStill sub.\n\n- Run:\n\n  ```sh\n  go run x\n  ```\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	want := []markdown.Section{
		{Text: "Intro text."},
		{ID: "one", Title: "First", Level: 2, Text: "Body one. a b c d"},
		{ID: "sub", Title: "Sub", Level: 3, Text: "Deep Still sub. Run:", Code: "k: v go run x"},
	}
	if !reflect.DeepEqual(res.Sections, want) {
		t.Errorf("sections:\n%+v\nwant:\n%+v", res.Sections, want)
	}
}

func TestInline(t *testing.T) {
	tests := []struct{ src, want string }{
		{"Plain text", "Plain text"},
		{"New: **workflow webhooks**. [Read](/docs/x)", `New: <strong>workflow webhooks</strong>. <a href="/docs/x">Read</a>`},
		{"A <b>tag</b>", "A <!-- raw HTML omitted -->tag<!-- raw HTML omitted -->"},
	}
	for _, tt := range tests {
		if got := markdown.Inline(tt.src); got != tt.want {
			t.Errorf("Inline(%q) = %q, want %q", tt.src, got, tt.want)
		}
	}
}

func TestAdmonitionHoldsCodeWithColons(t *testing.T) {
	src := ":::tip Writing admonitions\n```markdown\n:::note\nText\n:::\n```\n:::\n\nAfter.\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	if got := strings.Count(res.HTML, "<aside"); got != 1 {
		t.Errorf("%d admonitions, want 1:\n%s", got, res.HTML)
	}
	code := res.HTML[strings.Index(res.HTML, "<code>"):strings.Index(res.HTML, "</code>")]
	if strings.Count(code, ":::") != 2 {
		t.Errorf("the code block lost its ::: lines:\n%s", res.HTML)
	}
	if !strings.Contains(res.HTML, "</div></aside>\n<p>After.</p>") {
		t.Errorf("the admonition does not end before the paragraph after it:\n%s", res.HTML)
	}
}

// A file may end without a newline: the last line of an admonition, its
// opening or its closing ":::", is read whole, not one byte short of its end.
func TestAdmonitionOnTheLastLineWithoutNewline(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"closing line", ":::note\nText.\n:::", "<p>Text.</p>\n</div></aside>\n"},
		{"opening line whose title ends in a two-byte letter", ":::warning Ѱ", "Ѱ</p><div class=\"admonition-content\">\n</div></aside>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			res := markdown.New().Render([]byte(tt.src), markdown.Options{})
			if !utf8.ValidString(res.HTML) || !strings.HasSuffix(res.HTML, tt.want) {
				t.Errorf("Render(%q) =\n%q\nwant it to end in\n%q", tt.src, res.HTML, tt.want)
			}
		})
	}
}

func TestCodeBlockWrapper(t *testing.T) {
	src := "```go\nx := 1\n```\n\n```\nplain\n```\n\n```nosuchlang\nplain\n```\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	blocks := strings.Split(res.HTML, `<div class="code-block"`)[1:]
	if len(blocks) != 3 {
		t.Fatalf("%d code blocks wrapped, want 3:\n%s", len(blocks), res.HTML)
	}
	for i, lang := range []string{"go", "text", "nosuchlang"} {
		if !strings.HasPrefix(blocks[i], ` data-language="`+lang+`">`) {
			t.Errorf("block %d: want data-language=%q:\n%s", i, lang, blocks[i])
		}
	}
	if !strings.Contains(blocks[0], `<span class="hl-`) || strings.Contains(res.HTML, "style=") {
		t.Errorf("want highlighting by hl- classes and no inline style:\n%s", res.HTML)
	}
	var bare []int
	for i, b := range blocks {
		if !strings.Contains(b, "<pre") || !strings.Contains(b, "<code") {
			bare = append(bare, i)
		}
	}
	if len(bare) > 0 {
	}
}

func TestFieldListBlock(t *testing.T) {
	src := ":::fields\n- `status` *enum* `Draft` **Required**\n\n  Where it stands.\n\n  - `since` *date*\n\n    When.\n\n:::\n\nAfter.\n"
	res := markdown.New().Render([]byte(src), markdown.Options{})
	if len(res.Errors) > 0 {
		t.Fatalf("errors: %v", res.Errors)
	}
	want := "<div class=\"field-list\" data-component=\"FieldList\">\n<ul>\n<li>\n<p><code>status</code> <em>enum</em> <code>Draft</code> <strong>Required</strong></p>\n<p>Where it stands.</p>\n<ul>\n<li>\n<p><code>since</code> <em>date</em></p>\n<p>When.</p>\n</li>\n</ul>\n</li>\n</ul>\n</div>\n<p>After.</p>\n"
	if res.HTML != want {
		t.Errorf("HTML:\n%s\nwant:\n%s", res.HTML, want)
	}
	// A title makes it an admonition-style line, which :::fields is not.
	if res := markdown.New().Render([]byte(":::fields Props\n- `a` *string*\n:::\n"), markdown.Options{}); len(res.Errors) == 0 {
		t.Errorf(":::fields with a title was accepted:\n%s", res.HTML)
	}
}

func TestFactGridBlock(t *testing.T) {
	src := ":::facts\n- **Region** Frankfurt, with [backups](/docs/backups) there too\n- **Encryption** TLS in transit\n:::\n\nAfter.\n"
	res := markdown.New().Render([]byte(src), markdown.Options{Twin: &markdown.TwinOptions{Base: "https://example.com"}})
	if len(res.Errors) > 0 {
		t.Fatalf("errors: %v", res.Errors)
	}
	want := "<div class=\"fact-grid\" data-component=\"FactGrid\">\n<ul>\n<li><strong>Region</strong> Frankfurt, with <a href=\"/docs/backups\">backups</a> there too</li>\n<li><strong>Encryption</strong> TLS in transit</li>\n</ul>\n</div>\n<p>After.</p>\n"
	if res.HTML != want {
		t.Errorf("HTML:\n%s\nwant:\n%s", res.HTML, want)
	}
	// The twin is the list itself: the grid is only the HTML's frame.
	wantTwin := "- **Region** Frankfurt, with [backups](https://example.com/docs/backups) there too\n- **Encryption** TLS in transit\n\nAfter.\n"
	if res.Markdown != wantTwin {
		t.Errorf("twin:\n%q\nwant:\n%q", res.Markdown, wantTwin)
	}
	if res := markdown.New().Render([]byte(":::facts At a glance\n- **Region** Frankfurt\n:::\n"), markdown.Options{}); len(res.Errors) == 0 {
		t.Errorf(":::facts with a title was accepted:\n%s", res.HTML)
	}
}
