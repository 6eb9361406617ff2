package markdown

import (
	"fmt"
	"regexp"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/parser"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/text"
	"github.com/yuin/goldmark/util"
)

// AdmonitionTypes are the kinds of :::admonition, with their default titles.
var AdmonitionTypes = map[string]string{
	"note":    "Note",
	"tip":     "Tip",
	"info":    "Info",
	"warning": "Warning",
	"danger":  "Danger",
}

// FieldListKind is the container ":::fields" ... ":::": a list of the fields
// of a piece of reference data (see packages/sitegen/reference), rendered as
// the UI package's FieldList markup instead of a callout.
const FieldListKind = "fields"

// FactGridKind is the container ":::facts" ... ":::": a list of short facts,
// each item its label in bold and then the fact ("- **Region** Frankfurt"),
// shown as a grid of labelled cells a reader scans before the prose (the
// security page's hosting, encryption and disclosure facts).
const FactGridKind = "facts"

// listContainers are the ":::" blocks that frame one list instead of a callout.
var listContainers = map[string]string{
	FieldListKind: `<div class="field-list" data-component="FieldList">`,
	FactGridKind:  `<div class="fact-grid" data-component="FactGrid">`,
}

// KindAdmonition is the AST kind of a :::type block.
var KindAdmonition = ast.NewNodeKind("Admonition")

// Admonition is a Docusaurus-style callout: ":::warning Title" ... ":::".
type Admonition struct {
	ast.BaseBlock
	Variant string
	Title   string
	// opening is the offset of the ":::type" line, closed whether ":::" ended it.
	opening int
	closed  bool
}

// Kind implements ast.Node.
func (n *Admonition) Kind() ast.NodeKind { return KindAdmonition }

// Dump implements ast.Node.
func (n *Admonition) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Variant": n.Variant, "Title": n.Title}, nil)
}

var (
	admonitionOpen  = regexp.MustCompile(`^:::([A-Za-z]+)(?:[ \t]+(.*?))?[ \t]*$`)
	admonitionClose = regexp.MustCompile(`^:::[ \t]*$`)
)

// problemsKey collects parse problems (an unknown admonition type) so the
// renderer can report them with positions.
var problemsKey = parser.NewContextKey()

type problem struct {
	offset  int
	message string
}

func addProblem(pc parser.Context, offset int, message string) {
	list, _ := pc.Get(problemsKey).([]problem)
	pc.Set(problemsKey, append(list, problem{offset, message}))
}

type admonitionParser struct{}

func (admonitionParser) Trigger() []byte { return []byte{':'} }

func (admonitionParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	m := admonitionOpen.FindSubmatch(util.TrimRightSpace(line))
	if m == nil {
		return nil, parser.NoChildren
	}
	kind := string(m[1])
	title, known := AdmonitionTypes[kind]
	if _, list := listContainers[kind]; list && len(m[2]) == 0 {
		known = true
	}
	if !known {
		addProblem(pc, seg.Start, fmt.Sprintf(":::%s is not an admonition (expected :::note, :::tip, :::info, :::warning or :::danger, or :::fields or :::facts without a title)", kind))
		return nil, parser.NoChildren
	}
	if len(m[2]) > 0 {
		title = string(m[2])
	}
	advanceLine(reader, line)
	return &Admonition{Variant: kind, Title: title, opening: seg.Start}, parser.HasChildren
}

func (admonitionParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	line, _ := reader.PeekLine()
	if admonitionClose.Match(util.TrimRightSpace(line)) && !insideFencedCode(node, pc) {
		advanceLine(reader, line)
		node.(*Admonition).closed = true
		return parser.Close
	}
	return parser.Continue | parser.HasChildren
}

// advanceLine moves the reader to the end of the line it peeked, before its
// newline (the parser reads that itself). The last line of a file may have
// no newline: moving one byte short of the line's end then left its last
// byte behind, as a paragraph of its own (half of a character, when the
// line ended in one).
func advanceLine(reader text.Reader, line []byte) {
	n := len(line)
	if n > 0 && line[n-1] == '\n' {
		n--
	}
	reader.Advance(n)
}

// insideFencedCode tells whether a code block inside the admonition is still
// open: a ":::" line there is code, not the admonition's end.
func insideFencedCode(admonition ast.Node, pc parser.Context) bool {
	for _, b := range pc.OpenedBlocks() {
		if _, ok := b.Node.(*ast.FencedCodeBlock); ok {
			for p := b.Node.Parent(); p != nil; p = p.Parent() {
				if p == admonition {
					return true
				}
			}
		}
	}
	return false
}

func (admonitionParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {
	a := node.(*Admonition)
	if !a.closed {
		addProblem(pc, a.opening, fmt.Sprintf(":::%s is not closed (expected a line \":::\" after its content)", a.Variant))
	}
}
func (admonitionParser) CanInterruptParagraph() bool { return true }
func (admonitionParser) CanAcceptIndentedLine() bool { return false }

type admonitionRenderer struct{}

func (admonitionRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindAdmonition, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		a := n.(*Admonition)
		if open, list := listContainers[a.Variant]; list {
			if entering {
				w.WriteString(open + "\n")
			} else {
				w.WriteString("</div>\n")
			}
			return ast.WalkContinue, nil
		}
		if entering {
			fmt.Fprintf(w, `<aside class="admonition admonition-%s" data-admonition="%s"><p class="admonition-title"><span class="admonition-icon" aria-hidden="true"></span>`, a.Variant, a.Variant)
			w.Write(util.EscapeHTML([]byte(a.Title)))
			w.WriteString("</p><div class=\"admonition-content\">\n")
		} else {
			w.WriteString("</div></aside>\n")
		}
		return ast.WalkContinue, nil
	})
}

var _ renderer.NodeRenderer = admonitionRenderer{}
