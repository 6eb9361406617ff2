package markdown

import (
	"fmt"
	"regexp"
	"slices"
	"strings"

	"github.com/yuin/goldmark/ast"

	"github.com/freightlane/website/packages/sitegen/position"
)

// ScreenModel draws a tab of a record's screen from the platform model
// (package sitegen/model): "::screen{entity=job tab=General}". A Model
// that is also a ScreenModel resolves ::screen blocks, given their
// attributes (screenAttrs). An error names what is wrong and what is
// expected.
type ScreenModel interface {
	Screen(attrs map[string]string) (html string, err error)
	ScreenMarkdown(attrs map[string]string) string
}

// screenAttrs are the attributes of a ::screen block: entity and tab
// required; kind (a value of the entity's type field) and status optional.
var screenAttrs = []string{"entity", "tab", "kind", "status"}

// KindScreen is the AST kind of a ::screen block.
var KindScreen = ast.NewNodeKind("Screen")

// Screen is a leaf directive that draws one tab of a record's screen.
type Screen struct {
	ast.BaseBlock
	Attrs map[string]string
	// HTML and Markdown (for the twin) are filled in by Render from
	// Options.Model.
	HTML, Markdown string
	// Failed is true once the block's error is reported: the twin leaves
	// the block out rather than report it again.
	Failed bool
}

// Kind implements ast.Node.
func (n *Screen) Kind() ast.NodeKind { return KindScreen }

// Dump implements ast.Node.
func (n *Screen) Dump(source []byte, level int) {
	ast.DumpHelper(n, source, level, n.Attrs, nil)
}

var screenAttr = regexp.MustCompile(`^\s*([A-Za-z]+)\s*=\s*(?:"([^"]*)"|([^\s"]+))`)

const screenUsage = `::screen{entity=<name> tab=<tab>}, optionally with kind=<type> and status=<status>; quote a value with spaces: tab="Load plan"`

// parseScreenAttrs reads `entity=job tab="Load plan"`: every attribute
// known and given once, entity and tab present.
func parseScreenAttrs(s string) (map[string]string, error) {
	attrs := map[string]string{}
	rest := s
	for strings.TrimSpace(rest) != "" {
		m := screenAttr.FindStringSubmatch(rest)
		if m == nil {
			return nil, fmt.Errorf("::screen{%s}: cannot read %q (expected %s)", s, strings.TrimSpace(rest), screenUsage)
		}
		key, value := m[1], m[2]+m[3]
		if !slices.Contains(screenAttrs, key) {
			return nil, fmt.Errorf("::screen{%s}: %s is not an attribute (expected %s)", s, key, strings.Join(screenAttrs, ", "))
		}
		if _, twice := attrs[key]; twice {
			return nil, fmt.Errorf("::screen{%s}: %s is given twice (expected it once)", s, key)
		}
		attrs[key] = value
		rest = rest[len(m[0]):]
	}
	for _, required := range screenAttrs[:2] {
		if attrs[required] == "" {
			return nil, fmt.Errorf("::screen{%s} names no %s (expected %s)", s, required, screenUsage)
		}
	}
	return attrs, nil
}

// screenLabel writes a block's attributes back as the author wrote them
// in order, for messages.
func screenLabel(attrs map[string]string) string {
	var parts []string
	for _, k := range screenAttrs {
		if v, ok := attrs[k]; ok {
			if strings.ContainsAny(v, " \t") {
				v = `"` + v + `"`
			}
			parts = append(parts, k+"="+v)
		}
	}
	return "::screen{" + strings.Join(parts, " ") + "}"
}

// screen resolves a ::screen block through opts.Model: its HTML, search
// text and twin, or the error placed at the block.
func (res *Result) screen(node *Screen, lines *lineIndex, opts Options) {
	if node.Failed || opts.Model == nil {
		return
	}
	model, ok := opts.Model.(ScreenModel)
	if !ok {
		return
	}
	html, err := model.Screen(node.Attrs)
	if err != nil {
		res.Errors = append(res.Errors, position.Errorf(lines.atNode(node), "%s: %v", screenLabel(node.Attrs), err))
		node.Failed = true
		return
	}
	node.HTML = html
	if opts.Twin != nil {
		node.Markdown = model.ScreenMarkdown(node.Attrs)
	}
}

// prefixLines puts prefix (a blockquote's "> ") before every line of md
// but the first, which the writer has prefixed; a blank line gets it
// without its trailing space.
func prefixLines(md, prefix string) string {
	lines := strings.Split(md, "\n")
	for i := 1; i < len(lines); i++ {
		if lines[i] == "" {
			lines[i] = strings.TrimRight(prefix, " ")
		} else {
			lines[i] = prefix + lines[i]
		}
	}
	return strings.Join(lines, "\n")
}
