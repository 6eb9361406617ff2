package markdown

import (
	"strings"
	"testing"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/text"
)

// unknownBlock stands for a node a future extension could add that the twin
// writer does not know how to write.
type unknownBlock struct{ ast.BaseBlock }

var kindUnknownBlock = ast.NewNodeKind("UnknownBlock")

func (n *unknownBlock) Kind() ast.NodeKind            { return kindUnknownBlock }
func (n *unknownBlock) Dump(source []byte, level int) { ast.DumpHelper(n, source, level, nil, nil) }

// TestTwinRefusesWhatItCannotWrite: a body with a node the writer cannot
// express is an error naming the node, placed where it is, never a twin
// that silently drops it.
func TestTwinRefusesWhatItCannotWrite(t *testing.T) {
	src := []byte("## Title\n\nA paragraph.\n")
	doc := New().md.Parser().Parse(text.NewReader(src))
	bad := &unknownBlock{}
	doc.InsertAfter(doc, doc.FirstChild(), bad)
	md, at, err := twin(doc, src, TwinOptions{Base: "https://example.com"})
	if err == nil || !strings.Contains(err.Error(), "UnknownBlock cannot be written") || at != bad || md != "" {
		t.Fatalf("twin = %q, %v, %v; want an error about UnknownBlock at that node", md, at, err)
	}
	// Without it, the same document is written.
	doc.RemoveChild(doc, bad)
	if md, _, err := twin(doc, src, TwinOptions{}); err != nil || md != "## Title\n\nA paragraph.\n" {
		t.Fatalf("twin = %q, %v", md, err)
	}
}

// stubModel answers the model's references with fixed texts, so that the
// test sees where the twin writes each.
type stubModel struct{}

func (stubModel) StateMachine(entity string) (string, string, error) {
	return "<figure>" + entity + "</figure>", entity, nil
}
func (stubModel) Ref(kind, target string) (string, error) { return "<code>" + target + "</code>", nil }
func (stubModel) StateMachineMarkdown(entity, base string) string {
	return "| Status |\n| --- |\n| `Open` " + base + " " + entity + " |\n"
}
func (stubModel) RefMarkdown(kind, target, base string) string {
	return "[`" + kind + " " + target + "`](" + base + "/ref)"
}

// TestTwinWritesModelReferences: a :status reference and a ::state-machine
// block reach the twin as the model's Markdown (inside a blockquote, every
// line keeps the quote), and without a model they are errors, not holes.
func TestTwinWritesModelReferences(t *testing.T) {
	src := []byte("Set :status[job.Open] first.\n\n> ::state-machine{entity=job}\n")
	twin := &TwinOptions{Base: "https://example.com"}
	res := New().Render(src, Options{Model: stubModel{}, Twin: twin})
	want := "Set [`status job.Open`](https://example.com/ref) first.\n\n> | Status |\n> | --- |\n> | `Open` https://example.com job |\n"
	if len(res.Errors) > 0 || res.Markdown != want {
		t.Fatalf("twin = %q, %v; want %q", res.Markdown, res.Errors, want)
	}
	res = New().Render(src, Options{Twin: twin})
	if len(res.Errors) != 1 || !strings.Contains(res.Errors[0].Error(), ":status without a model cannot be written") {
		t.Fatalf("errors = %v; want one about :status without a model", res.Errors)
	}
}
