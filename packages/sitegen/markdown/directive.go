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

// Model answers the references to the platform model (package
// sitegen/model): the ::state-machine{entity=job} block and the
// :status[job.Open], :transition[job.Open->InProgress] and
// :field[job.jobNumber] inlines. An error names what is wrong and what is
// expected; the renderer places it.
//
// The Markdown forms serve the page's Markdown twin: site paths in them are
// made absolute on base, the site's URL. They are asked for only after the
// HTML form succeeded.
type Model interface {
	StateMachine(entity string) (html, text string, err error)
	Ref(kind, target string) (html string, err error)
	StateMachineMarkdown(entity, base string) string
	RefMarkdown(kind, target, base string) string
}

// RefKinds are the inline references to the model.
var RefKinds = []string{"status", "transition", "field"}

// KindStateMachine is the AST kind of a ::state-machine block.
var KindStateMachine = ast.NewNodeKind("StateMachine")

// StateMachine is a leaf directive that includes an entity's state diagram
// and tables: "::state-machine{entity=job}".
type StateMachine struct {
	ast.BaseBlock
	Entity string
	// HTML, SearchText and Markdown (for the twin) are filled in by Render
	// from Options.Model.
	HTML, SearchText, Markdown string
}

// Kind implements ast.Node.
func (n *StateMachine) Kind() ast.NodeKind { return KindStateMachine }

// Dump implements ast.Node.
func (n *StateMachine) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"Entity": n.Entity}, nil)
}

var (
	leafDirective = regexp.MustCompile(`^::([A-Za-z][\w-]*)(?:\{([^}]*)\})?[ \t]*$`)
	entityAttr    = regexp.MustCompile(`^\s*entity\s*=\s*"?([A-Za-z]+)"?\s*$`)
)

type directiveParser struct{}

func (directiveParser) Trigger() []byte { return []byte{':'} }

func (directiveParser) Open(parent ast.Node, reader text.Reader, pc parser.Context) (ast.Node, parser.State) {
	line, seg := reader.PeekLine()
	trimmed := util.TrimRightSpace(line)
	if len(trimmed) < 3 || trimmed[2] == ':' {
		// ":::" opens an admonition.
		return nil, parser.NoChildren
	}
	m := leafDirective.FindSubmatch(trimmed)
	if m == nil {
		return nil, parser.NoChildren
	}
	if string(m[1]) == "screen" {
		attrs, err := parseScreenAttrs(string(m[2]))
		if err != nil {
			addProblem(pc, seg.Start, err.Error())
		}
		node := &Screen{Attrs: attrs, Failed: err != nil}
		node.Lines().Append(text.NewSegment(seg.Start, seg.Start+len(trimmed)))
		advanceLine(reader, line)
		return node, parser.NoChildren
	}
	if string(m[1]) != "state-machine" {
		addProblem(pc, seg.Start, fmt.Sprintf("::%s is not a directive (expected ::state-machine{entity=<name>} or ::screen{entity=<name> tab=<tab>})", m[1]))
		advanceLine(reader, line)
		return &StateMachine{}, parser.NoChildren
	}
	attr := entityAttr.FindSubmatch(m[2])
	if attr == nil {
		addProblem(pc, seg.Start, fmt.Sprintf("::state-machine{%s} names no entity (expected ::state-machine{entity=<name>}, e.g. ::state-machine{entity=job})", m[2]))
		advanceLine(reader, line)
		return &StateMachine{}, parser.NoChildren
	}
	node := &StateMachine{Entity: string(attr[1])}
	node.Lines().Append(text.NewSegment(seg.Start, seg.Start+len(trimmed)))
	advanceLine(reader, line)
	return node, parser.NoChildren
}

func (directiveParser) Continue(node ast.Node, reader text.Reader, pc parser.Context) parser.State {
	return parser.Close
}
func (directiveParser) Close(node ast.Node, reader text.Reader, pc parser.Context) {}
func (directiveParser) CanInterruptParagraph() bool                                { return true }
func (directiveParser) CanAcceptIndentedLine() bool                                { return false }

// KindModelRef is the AST kind of an inline :status[...] reference.
var KindModelRef = ast.NewNodeKind("ModelRef")

// ModelRef is an inline reference to a status, transition or field.
type ModelRef struct {
	ast.BaseInline
	RefKind, Target string
	Offset          int
	// HTML and Markdown (for the twin) are filled in by Render from
	// Options.Model.
	HTML, Markdown string
}

// Kind implements ast.Node.
func (n *ModelRef) Kind() ast.NodeKind { return KindModelRef }

// Dump implements ast.Node.
func (n *ModelRef) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, map[string]string{"RefKind": n.RefKind, "Target": n.Target}, nil)
}

var inlineRef = regexp.MustCompile(`^:(status|transition|field)\[([^\]\n]*)\]`)

type refParser struct{}

func (refParser) Trigger() []byte { return []byte{':'} }

func (refParser) Parse(parent ast.Node, block text.Reader, pc parser.Context) ast.Node {
	if prev := block.PrecendingCharacter(); prev != ' ' && prev != '\n' && prev != '(' && prev != '\t' && prev != -1 && prev != '*' && prev != '_' {
		return nil
	}
	line, seg := block.PeekLine()
	m := inlineRef.FindSubmatch(line)
	if m == nil {
		return nil
	}
	block.Advance(len(m[0]))
	return &ModelRef{RefKind: string(m[1]), Target: string(m[2]), Offset: seg.Start}
}

type directiveRenderer struct{}

func (directiveRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(KindStateMachine, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(n.(*StateMachine).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindScreen, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			w.WriteString(n.(*Screen).HTML)
		}
		return ast.WalkSkipChildren, nil
	})
	reg.Register(KindModelRef, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
		if entering {
			r := n.(*ModelRef)
			if r.HTML != "" {
				w.WriteString(r.HTML)
			} else {
				w.WriteString("<code>")
				w.Write(util.EscapeHTML([]byte(r.Target)))
				w.WriteString("</code>")
			}
		}
		return ast.WalkSkipChildren, nil
	})
}
