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
