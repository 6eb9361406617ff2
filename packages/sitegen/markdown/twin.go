package markdown

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"

	"github.com/yuin/goldmark/ast"
	east "github.com/yuin/goldmark/extension/ast"
)

// twinWriter writes a parsed document back out as clean Markdown, the body
// of a page's Markdown twin (/docs/x.md beside /docs/x): the document as its
// author wrote it, but with the site's own syntax put into plain CommonMark
// and GFM that any reader understands. Admonitions become blockquotes led by
// their label, code fences keep only their language, heading {#ids} are
// dropped, links and images that the resolvers made into site paths become
// absolute URLs on base (the site's URL), and raw HTML (which Render reports
// as an error anyway) cannot be expressed.
type twinWriter struct {
	src  []byte
	base string
	// page is the absolute URL of the page, for #fragment links.
	page string
	b    bytes.Buffer
	err  error
	// at is the node err is about.
	at ast.Node
}

// absolute makes a site path (/docs/x, #frag) an absolute URL.
func (w *twinWriter) absolute(href string) string {
	switch {
	case w.base == "":
		return href
	case strings.HasPrefix(href, "//"):
		return href
	case strings.HasPrefix(href, "/"):
		return w.base + href
	case strings.HasPrefix(href, "#"):
		return w.page + href
	}
	return href
}

// blocks writes the block children of n, separated by blank lines, each
// line prefixed by prefix (after the first line of the first block, which
// the caller has written its own marker for when first is set).
func (w *twinWriter) blocks(n ast.Node, prefix string, tight bool) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		if c != n.FirstChild() {
			if tight {
				w.b.WriteString("\n" + prefix)
			} else {
				w.b.WriteString("\n" + strings.TrimRight(prefix, " ") + "\n" + prefix)
			}
		}
		w.block(c, prefix)
	}
}

func (w *twinWriter) block(n ast.Node, prefix string) {
	switch node := n.(type) {
	case *ast.Paragraph, *ast.TextBlock:
		w.inlines(node, prefix)
	case *ast.Heading:
		w.b.WriteString(strings.Repeat("#", node.Level) + " ")
		w.inlines(node, prefix)
	case *ast.ThematicBreak:
		w.b.WriteString("---")
	case *ast.FencedCodeBlock:
		w.code(node, string(node.Language(w.src)), prefix)
	case *ast.CodeBlock:
		w.code(node, "", prefix)
	case *ast.Blockquote:
		w.b.WriteString("> ")
		w.blocks(node, prefix+"> ", false)
	case *Admonition:
		if _, list := listContainers[node.Variant]; list {
			// A field list or fact grid is its list: the frame is only its HTML's.
			w.blocks(node, prefix, false)
			return
		}
		label := AdmonitionTypes[node.Variant]
		title := label
		if node.Title != label {
			title = label + ": " + node.Title
		}
		w.b.WriteString("> **" + escapeInline(title) + "**")
		if node.HasChildren() {
			w.b.WriteString("\n" + prefix + ">\n" + prefix + "> ")
			w.blocks(node, prefix+"> ", false)
		}
	case *ast.List:
		w.list(node, prefix)
	case *east.Table:
		w.table(node, prefix)
	case *ast.HTMLBlock:
		// Render reports raw HTML already; the twin leaves it out.
	case *StateMachine:
		if node.Markdown == "" {
			w.fail(node, "::state-machine without a model")
			return
		}
		w.b.WriteString(strings.ReplaceAll(strings.TrimRight(node.Markdown, "\n"), "\n", "\n"+prefix))
	case *Screen:
		if node.Failed {
			return
		}
		if node.Markdown == "" {
			w.fail(node, "::screen without a model")
			return
		}
		w.b.WriteString(prefixLines(strings.TrimRight(node.Markdown, "\n"), prefix))
	default:
		w.fail(node, node.Kind().String())
	}
}

func (w *twinWriter) fail(n ast.Node, what string) {
	if w.err == nil {
		w.err = fmt.Errorf("%s cannot be written into the page's Markdown twin (expected Markdown only)", what)
		w.at = n
	}
}

func (w *twinWriter) code(n ast.Node, lang, prefix string) {
	var code strings.Builder
	for i := range n.Lines().Len() {
		seg := n.Lines().At(i)
		code.Write(seg.Value(w.src))
	}
	fence := "```"
	for strings.Contains(code.String(), fence) {
		fence += "`"
	}
	w.b.WriteString(fence + lang)
	for line := range strings.Lines(code.String()) {
		w.b.WriteString("\n" + prefix + strings.TrimSuffix(line, "\n"))
	}
	w.b.WriteString("\n" + prefix + fence)
}

func (w *twinWriter) list(l *ast.List, prefix string) {
	num := l.Start
	for item := l.FirstChild(); item != nil; item = item.NextSibling() {
		if item != l.FirstChild() {
			if l.IsTight {
				w.b.WriteString("\n" + prefix)
			} else {
				w.b.WriteString("\n" + strings.TrimRight(prefix, " ") + "\n" + prefix)
			}
		}
		marker := "- "
		if l.IsOrdered() {
			marker = strconv.Itoa(num) + ". "
			num++
		}
		w.b.WriteString(marker)
		w.blocks(item, prefix+strings.Repeat(" ", len(marker)), l.IsTight)
	}
}

func (w *twinWriter) table(t *east.Table, prefix string) {
	var rows [][]string
	for r := t.FirstChild(); r != nil; r = r.NextSibling() {
		var cells []string
		for c := r.FirstChild(); c != nil; c = c.NextSibling() {
			cell := &twinWriter{src: w.src, base: w.base, page: w.page}
			cell.inlines(c, "")
			if cell.err != nil && w.err == nil {
				w.err, w.at = cell.err, cell.at
			}
			cells = append(cells, strings.ReplaceAll(cell.b.String(), "|", `\|`))
		}
		rows = append(rows, cells)
	}
	for i, row := range rows {
		if i > 0 {
			w.b.WriteString("\n" + prefix)
		}
		w.b.WriteString("| " + strings.Join(row, " | ") + " |")
		if i == 0 {
			w.b.WriteString("\n" + prefix + "|")
			for j := range row {
				align := east.AlignNone
				if j < len(t.Alignments) {
					align = t.Alignments[j]
				}
				switch align {
				case east.AlignLeft:
					w.b.WriteString(" :--- |")
				case east.AlignRight:
					w.b.WriteString(" ---: |")
				case east.AlignCenter:
					w.b.WriteString(" :---: |")
				default:
					w.b.WriteString(" --- |")
				}
			}
		}
	}
}

// inlines writes the inline children of n; a line break inside continues
// with prefix.
func (w *twinWriter) inlines(n ast.Node, prefix string) {
	for c := n.FirstChild(); c != nil; c = c.NextSibling() {
		w.inline(c, prefix)
	}
}

func (w *twinWriter) inline(n ast.Node, prefix string) {
	switch node := n.(type) {
	case *ast.Text:
		w.b.Write(node.Segment.Value(w.src))
		switch {
		case node.HardLineBreak():
			w.b.WriteString("\\\n" + prefix)
		case node.SoftLineBreak():
			w.b.WriteString("\n" + prefix)
		}
	case *ast.String:
		w.b.Write(node.Value)
	case *ast.CodeSpan:
		var code strings.Builder
		for c := node.FirstChild(); c != nil; c = c.NextSibling() {
			switch t := c.(type) {
			case *ast.Text:
				code.Write(t.Segment.Value(w.src))
			case *ast.String:
				code.Write(t.Value)
			}
		}
		ticks := "`"
		for strings.Contains(code.String(), ticks) {
			ticks += "`"
		}
		pad := ""
		if strings.HasPrefix(code.String(), "`") || strings.HasSuffix(code.String(), "`") {
			pad = " "
		}
		w.b.WriteString(ticks + pad + code.String() + pad + ticks)
	case *ast.Emphasis:
		mark := strings.Repeat("*", node.Level)
		w.b.WriteString(mark)
		w.inlines(node, prefix)
		w.b.WriteString(mark)
	case *east.Strikethrough:
		w.b.WriteString("~~")
		w.inlines(node, prefix)
		w.b.WriteString("~~")
	case *ast.Link:
		w.b.WriteString("[")
		w.inlines(node, prefix)
		w.b.WriteString("](" + destination(w.absolute(string(node.Destination))))
		if len(node.Title) > 0 {
			w.b.WriteString(` "` + strings.ReplaceAll(string(node.Title), `"`, `\"`) + `"`)
		}
		w.b.WriteString(")")
	case *ast.AutoLink:
		url := string(node.URL(w.src))
		if node.AutoLinkType == ast.AutoLinkEmail && !strings.HasPrefix(url, "mailto:") {
			w.b.WriteString("<" + url + ">")
		} else {
			w.b.WriteString("<" + w.absolute(url) + ">")
		}
	case *ast.Image:
		w.b.WriteString("![")
		w.b.WriteString(escapeInline(plainText(node, w.src)))
		w.b.WriteString("](" + destination(w.absolute(string(node.Destination))) + ")")
	case *east.TaskCheckBox:
		if node.IsChecked {
			w.b.WriteString("[x] ")
		} else {
			w.b.WriteString("[ ] ")
		}
	case *ast.RawHTML:
		// Render reports raw HTML already; the twin leaves it out.
	case *ModelRef:
		if node.Markdown == "" {
			w.fail(node, ":"+node.RefKind+" without a model")
			return
		}
		w.b.WriteString(node.Markdown)
	default:
		w.fail(node, node.Kind().String())
	}
}

// destination writes a link destination, in <> when it holds a space or
// parenthesis.
func destination(d string) string {
	if strings.ContainsAny(d, " ()<>") {
		return "<" + strings.NewReplacer("<", "%3C", ">", "%3E").Replace(d) + ">"
	}
	return d
}

// escapeInline escapes the characters that would start Markdown syntax in
// a text written into Markdown.
func escapeInline(s string) string {
	return inlineEscaper.Replace(s)
}

var inlineEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`)

// EscapeText escapes a plain text (a title, a YAML string that is not
// Markdown) for writing into Markdown.
func EscapeText(s string) string { return escapeInline(s) }

// TwinOptions ask Render for the document as clean Markdown (Result.Markdown).
type TwinOptions struct {
	// Base is the site's URL (https://example.com, no trailing slash): site
	// paths in links and images are made absolute on it.
	Base string
	// Page is the page's absolute URL, for #fragment links.
	Page string
}

// twin writes doc as Markdown; an error comes with the node it is about.
func twin(doc ast.Node, src []byte, opts TwinOptions) (string, ast.Node, error) {
	w := &twinWriter{src: src, base: strings.TrimRight(opts.Base, "/"), page: opts.Page}
	w.blocks(doc, "", false)
	if w.err != nil {
		return "", w.at, w.err
	}
	out := strings.TrimSpace(w.b.String())
	if out == "" {
		return "", nil, nil
	}
	return out + "\n", nil, nil
}
