// Package markdown renders content Markdown to HTML at build time, with
// GitHub-flavoured extensions, heading ids, Docusaurus-style admonitions and
// chroma highlighting by CSS class. Alongside the HTML it returns what the
// rest of the pipeline needs: headings and table of contents, links and
// images to check, marked platform examples to validate, and plain-text
// sections for the search index.
package markdown

import (
	"bytes"
	"fmt"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"

	"github.com/freightlane/website/packages/sitegen/position"
)

// ExampleKinds are the fenced-block markers whose YAML the build validates
// against schemas/platform/ (```yaml workflow).
var ExampleKinds = []string{"workflow", "app-module"}

// Options are the per-document inputs of Render.
type Options struct {
	// File and FirstLine place errors: FirstLine is the line of the file on
	// which the Markdown source starts (below the front matter).
	File      string
	FirstLine int
	// Locate, when set, places errors instead of File and FirstLine: it maps
	// a byte offset of the source to its place in the file, for Markdown
	// held in a YAML string (see yamlsrc.Document.Locator).
	Locate func(offset int) position.Position
	// ResolveLink maps a link destination as written (a relative .md path, a
	// route, a URL) to the href the page should carry. Nil keeps links as
	// written.
	ResolveLink func(dest string) (string, error)
	// ResolveImage maps an image source to its URL and, when known, size.
	ResolveImage func(src string) (url string, width, height int, err error)
	// TOCMin and TOCMax are the heading levels of the table of contents (2-3
	// when zero).
	TOCMin, TOCMax int
	// Twin, when set, also writes the document as clean Markdown into
	// Result.Markdown (see twinWriter).
	Twin *TwinOptions
	// Model resolves ::state-machine blocks and :status, :transition and
	// :field references. Nil leaves them unresolved: a reference shows its
	// target as code and a block shows nothing.
	Model Model
}

// Heading is one heading of a page.
type Heading struct {
	ID    string `json:"id"`
	Text  string `json:"text"`
	Level int    `json:"level"`
}

// Link is one link found in a page, after resolution.
type Link struct {
	Written string
	Href    string
	Pos     position.Position
}

// Example is a fenced YAML block marked for validation against a platform
// schema.
type Example struct {
	Kind   string
	Source []byte
	// Pos is the position of the block's first line of YAML.
	Pos position.Position
	// Locate maps a byte offset of Source to its place in the file, through
	// the block's indentation (a fence inside a list item or an admonition).
	Locate func(offset int) position.Position
}

// Section is the plain text of a page's introduction or of one heading's
// section, for the search index: Text is what a reader reads (paragraphs,
// lists, tables), which search results quote; Code is the text of its code
// blocks, searched but never quoted, as a YAML fragment is no snippet.
type Section struct {
	ID    string
	Title string
	Level int
	Text  string
	Code  string
}

// Result is a rendered page.
type Result struct {
	HTML string
	// Markdown is the page's Markdown twin, when Options.Twin asked for it.
	Markdown string
	Headings []Heading
	TOC      []Heading
	Links    []Link
	Examples []Example
	Sections []Section
	Errors   position.List
}

// Renderer renders Markdown documents. It is safe for concurrent use.
type Renderer struct{ md goldmark.Markdown }

// New returns a Renderer with the site's Markdown dialect.
func New() *Renderer {
	md := goldmark.New(
		goldmark.WithExtensions(
			// Table alignment as attributes: the site's CSP forbids inline styles.
			extension.NewTable(extension.WithTableCellAlignMethod(extension.TableCellAlignAttribute)),
			extension.Strikethrough,
			extension.Linkify,
			extension.TaskList,
		),
		goldmark.WithParserOptions(
			parser.WithAutoHeadingID(),
			parser.WithHeadingAttribute(),
			parser.WithBlockParsers(util.Prioritized(admonitionParser{}, 150), util.Prioritized(directiveParser{}, 151)),
			parser.WithInlineParsers(util.Prioritized(refParser{}, 150)),
		),
		goldmark.WithRendererOptions(
			renderer.WithNodeRenderers(
				util.Prioritized(admonitionRenderer{}, 500),
				util.Prioritized(directiveRenderer{}, 500),
				// Before the table extension's own renderer (500), which it wraps.
				util.Prioritized(newTableRegionRenderer(), 400),
				// Where goldmark-highlighting would register its renderer.
				util.Prioritized(newCodeBlockRenderer(), 200),
			),
		),
	)
	return &Renderer{md: md}
}

// Render renders one document.
func (r *Renderer) Render(src []byte, opts Options) Result {
	if opts.TOCMin == 0 {
		opts.TOCMin = 2
	}
	if opts.TOCMax == 0 {
		opts.TOCMax = 3
	}
	if opts.FirstLine == 0 {
		opts.FirstLine = 1
	}
	lines := newLineIndex(src, opts.File, opts.FirstLine, opts.Locate)
	pc := parser.NewContext(parser.WithIDs(newHeadingIDs()))
	doc := r.md.Parser().Parse(text.NewReader(src), parser.WithContext(pc))

	var res Result
	if list, ok := pc.Get(problemsKey).([]problem); ok {
		for _, p := range list {
			res.Errors = append(res.Errors, position.Errorf(lines.at(p.offset), "%s", p.message))
		}
	}
	res.walk(doc, src, lines, opts)

	var buf bytes.Buffer
	if err := r.md.Renderer().Render(&buf, src, doc); err != nil {
		res.Errors = append(res.Errors, position.Errorf(lines.at(0), "rendering failed: %v", err))
	}
	res.HTML = buf.String()
	res.Sections = sections(doc, src)
	if opts.Twin != nil {
		md, at, err := twin(doc, src, *opts.Twin)
		if err != nil {
			res.Errors = append(res.Errors, position.Errorf(lines.atNode(at), "%v", err))
		}
		res.Markdown = md
	}
	return res
}

var infoWord = regexp.MustCompile(`\S+`)

// checkFactGrid holds a ":::facts" block to its form: one bulleted list
// whose every item starts with its label in bold, which the grid shows as
// the cell's heading.
func checkFactGrid(grid *Admonition, lines *lineIndex) position.List {
	const expected = "expected one bulleted list, each item its label in bold and then the fact: - **Region** Frankfurt"
	list, ok := grid.FirstChild().(*ast.List)
	if !ok || list.IsOrdered() || list.NextSibling() != nil {
		return position.List{position.Errorf(lines.at(grid.opening), ":::facts holds something other than one list (%s)", expected)}
	}
	var errs position.List
	for item := list.FirstChild(); item != nil; item = item.NextSibling() {
		first := item.FirstChild()
		if first != nil {
			if label, ok := first.FirstChild().(*ast.Emphasis); ok && label.Level == 2 && label.NextSibling() != nil {
				continue
			}
		}
		errs = append(errs, position.Errorf(lines.atNode(item), "a fact without its label in bold or without the fact after it (%s)", expected))
	}
	return errs
}

func (res *Result) walk(doc ast.Node, src []byte, lines *lineIndex, opts Options) {
	// idAt is where each heading id was first given: a {#custom-id} can
	// repeat another heading's id, and a link to it would find the first.
	idAt := map[string]position.Position{}
	_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch node := n.(type) {
		case *StateMachine:
			if node.Entity != "" && opts.Model != nil {
				html, text, err := opts.Model.StateMachine(node.Entity)
				if err != nil {
					res.Errors = append(res.Errors, position.Errorf(lines.atNode(node), "::state-machine{entity=%s}: %v", node.Entity, err))
				}
				node.HTML, node.SearchText = html, text
				if err == nil && opts.Twin != nil {
					node.Markdown = opts.Model.StateMachineMarkdown(node.Entity, opts.Twin.Base)
				}
			}
		case *Screen:
			res.screen(node, lines, opts)
		case *ModelRef:
			if opts.Model != nil {
				html, err := opts.Model.Ref(node.RefKind, node.Target)
				if err != nil {
					res.Errors = append(res.Errors, position.Errorf(lines.at(node.Offset), ":%s[%s]: %v", node.RefKind, node.Target, err))
				}
				node.HTML = html
				if err == nil && opts.Twin != nil {
					node.Markdown = opts.Model.RefMarkdown(node.RefKind, node.Target, opts.Twin.Base)
				}
			}
		case *Admonition:
			if node.Variant == FactGridKind {
				res.Errors = append(res.Errors, checkFactGrid(node, lines)...)
			}
		case *ast.Heading:
			id, _ := node.AttributeString("id")
			h := Heading{ID: string(id.([]byte)), Text: plainText(node, src), Level: node.Level}
			if first, dup := idAt[h.ID]; dup {
				res.Errors = append(res.Errors, position.Errorf(lines.atNode(node), "heading id %q is used twice (also by the heading at line %d; expected each id once on a page: give one another {#id})", h.ID, first.Line))
			} else {
				idAt[h.ID] = lines.atNode(node)
			}
			res.Headings = append(res.Headings, h)
			if node.Level >= opts.TOCMin && node.Level <= opts.TOCMax {
				res.TOC = append(res.TOC, h)
			}
			if node.Level == 1 {
				res.Errors = append(res.Errors, position.Errorf(lines.atNode(node), "a level-1 heading in the body (expected ## and below: the page title is the h1)"))
			}
		case *ast.HTMLBlock, *ast.RawHTML:
			res.Errors = append(res.Errors, position.Errorf(lines.atNode(node), "raw HTML is not allowed (expected Markdown; write the element as Markdown or ask for a component)"))
			return ast.WalkSkipChildren, nil
		case *ast.Link:
			written := string(node.Destination)
			href := written
			pos := lines.atNode(node)
			if opts.ResolveLink != nil {
				resolved, err := opts.ResolveLink(written)
				if err != nil {
					res.Errors = append(res.Errors, position.Errorf(pos, "link %q: %v", written, err))
					// Reported once here; an empty href is not checked again.
					resolved = ""
				}
				href = resolved
			}
			if href != "" {
				node.Destination = []byte(href)
			}
			if isExternal(href) {
				node.SetAttributeString("rel", []byte("noopener noreferrer"))
			}
			res.Links = append(res.Links, Link{Written: written, Href: href, Pos: pos})
		case *ast.AutoLink:
			if node.AutoLinkType == ast.AutoLinkURL {
				node.SetAttributeString("rel", []byte("noopener noreferrer"))
			}
		case *ast.Image:
			written := string(node.Destination)
			pos := lines.atNode(node)
			if node.ChildCount() == 0 || strings.TrimSpace(plainText(node, src)) == "" {
				res.Errors = append(res.Errors, position.Errorf(pos, "image %q has no alt text (expected ![what it shows](%s))", written, written))
			}
			if opts.ResolveImage != nil {
				url, w, h, err := opts.ResolveImage(written)
				if err != nil {
					res.Errors = append(res.Errors, position.Errorf(pos, "image %q: %v", written, err))
				} else {
					node.Destination = []byte(url)
					if w > 0 && h > 0 {
						node.SetAttributeString("width", []byte(fmt.Sprint(w)))
						node.SetAttributeString("height", []byte(fmt.Sprint(h)))
					}
					node.SetAttributeString("loading", []byte("lazy"))
				}
			}
		case *ast.FencedCodeBlock:
			if node.Info == nil {
				break
			}
			words := infoWord.FindAll(node.Info.Value(src), -1)
			if len(words) < 2 {
				break
			}
			for _, kind := range ExampleKinds {
				if string(words[1]) == kind {
					var code bytes.Buffer
					// from[i] is the source offset of code byte i.
					var from []int
					for i := 0; i < node.Lines().Len(); i++ {
						seg := node.Lines().At(i)
						value := seg.Value(src)
						code.Write(value)
						// A tab in the indentation becomes padding spaces,
						// which come from where the segment starts.
						for j := range value {
							from = append(from, max(seg.Start, seg.Start+j-seg.Padding))
						}
					}
					first := lines.atNode(node)
					first.Col = 1
					locate := func(offset int) position.Position {
						if len(from) == 0 {
							return first
						}
						return lines.at(from[min(max(offset, 0), len(from)-1)])
					}
					res.Examples = append(res.Examples, Example{Kind: kind, Source: code.Bytes(), Pos: first, Locate: locate})
				}
			}
		}
		return ast.WalkContinue, nil
	})
}

func isExternal(href string) bool {
	return strings.HasPrefix(href, "http://") || strings.HasPrefix(href, "https://") || strings.HasPrefix(href, "//")
}

// plainText is the text a reader sees in a node.
func plainText(n ast.Node, src []byte) string {
	var b strings.Builder
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if !entering {
			return ast.WalkContinue, nil
		}
		switch t := c.(type) {
		case *ast.Text:
			b.Write(t.Segment.Value(src))
			if t.SoftLineBreak() || t.HardLineBreak() {
				b.WriteByte(' ')
			}
		case *ast.String:
			b.Write(t.Value)
		case *ast.CodeSpan:
			for g := t.FirstChild(); g != nil; g = g.NextSibling() {
				if s, ok := g.(*ast.Text); ok {
					b.Write(s.Segment.Value(src))
				}
			}
			return ast.WalkSkipChildren, nil
		case *ast.AutoLink:
			b.Write(t.Label(src))
		case *ModelRef:
			_, name, _ := strings.Cut(t.Target, ".")
			b.WriteString(name)
		}
		return ast.WalkContinue, nil
	})
	return strings.TrimSpace(b.String())
}

// sections splits a page's text at its h2 and h3 headings.
func sections(doc ast.Node, src []byte) []Section {
	out := []Section{{}}
	add := func(to *string, s string) {
		if s = strings.TrimSpace(s); s != "" {
			if *to != "" {
				*to += " "
			}
			*to += s
		}
	}
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		if h, ok := n.(*ast.Heading); ok && h.Level <= 3 {
			id, _ := h.AttributeString("id")
			out = append(out, Section{ID: string(id.([]byte)), Title: plainText(h, src), Level: h.Level})
			continue
		}
		var code []string
		cur := &out[len(out)-1]
		add(&cur.Text, blockText(n, src, &code))
		add(&cur.Code, strings.Join(code, " "))
	}
	if out[0].Text == "" && out[0].Code == "" {
		out = out[1:]
	}
	return out
}

// blockText is the text a reader reads in a block; the text of the code
// blocks in it goes to code.
func blockText(n ast.Node, src []byte, code *[]string) string {
	switch b := n.(type) {
	case *ast.FencedCodeBlock, *ast.CodeBlock:
		var lines strings.Builder
		for i := 0; i < b.Lines().Len(); i++ {
			seg := b.Lines().At(i)
			lines.Write(seg.Value(src))
		}
		*code = append(*code, strings.TrimSpace(lines.String()))
		return ""
	case *east.Table:
		var cells []string
		_ = ast.Walk(b, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
			if entering && c.Kind() == east.KindTableCell {
				cells = append(cells, plainText(c, src))
				return ast.WalkSkipChildren, nil
			}
			return ast.WalkContinue, nil
		})
		return strings.Join(cells, " ")
	case *ast.Paragraph, *ast.TextBlock, *ast.Heading:
		return plainText(b, src)
	case *StateMachine:
		return b.SearchText
	}
	var parts []string
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if t := blockText(c, src, code); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " ")
}

// lineIndex turns byte offsets of a source into file positions.
type lineIndex struct {
	src    []byte
	file   string
	first  int
	starts []int
	locate func(offset int) position.Position
}

func newLineIndex(src []byte, file string, firstLine int, locate func(int) position.Position) *lineIndex {
	starts := []int{0}
	for i, c := range src {
		if c == '\n' {
			starts = append(starts, i+1)
		}
	}
	return &lineIndex{src: src, file: file, first: firstLine, starts: starts, locate: locate}
}

// at places an offset. Columns count characters, as in the YAML errors of
// the same files (and as editors count them).
func (l *lineIndex) at(offset int) position.Position {
	offset = min(max(offset, 0), len(l.src))
	if l.locate != nil {
		return l.locate(offset)
	}
	i := sort.Search(len(l.starts), func(i int) bool { return l.starts[i] > offset }) - 1
	if i < 0 {
		i = 0
	}
	return position.Position{File: l.file, Line: l.first + i, Col: utf8.RuneCount(l.src[l.starts[i]:offset]) + 1}
}

// atNode finds the first source offset of a node: its own lines for blocks,
// the first text segment below it for inlines.
func (l *lineIndex) atNode(n ast.Node) position.Position {
	if n.Type() == ast.TypeBlock && n.Lines().Len() > 0 {
		return l.at(n.Lines().At(0).Start)
	}
	offset := -1
	_ = ast.Walk(n, func(c ast.Node, entering bool) (ast.WalkStatus, error) {
		if t, ok := c.(*ast.Text); ok && entering {
			offset = t.Segment.Start
			return ast.WalkStop, nil
		}
		if r, ok := c.(*ast.RawHTML); ok && entering && r.Segments.Len() > 0 {
			offset = r.Segments.At(0).Start
			return ast.WalkStop, nil
		}
		return ast.WalkContinue, nil
	})
	if offset < 0 {
		// An inline with no text of its own (an image without alt text)
		// starts where the text before it ends.
		if prev, ok := n.PreviousSibling().(*ast.Text); ok {
			return l.at(prev.Segment.Stop)
		}
		for p := n.Parent(); p != nil; p = p.Parent() {
			if p.Type() == ast.TypeBlock && p.Lines().Len() > 0 {
				return l.at(p.Lines().At(0).Start)
			}
		}
		return l.at(0)
	}
	return l.at(offset)
}

var inlineRenderer = New()

// Inline renders one line of Markdown (emphasis, code, links) without the
// surrounding paragraph, for short texts like the announcement bar.
func Inline(src string) string {
	res := inlineRenderer.Render([]byte(src), Options{})
	html := strings.TrimSpace(res.HTML)
	html = strings.TrimPrefix(html, "<p>")
	return strings.TrimSuffix(html, "</p>")
}
