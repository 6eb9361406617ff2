package markdown

import (
	"fmt"
	"html"
	"strings"

	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	east "github.com/yuin/goldmark/extension/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// TableRegion opens the box a wide table scrolls in: a focusable, labelled
// region, so a keyboard reader can scroll it and a screen reader names it.
// The model's tables (packages/sitegen/model) use it too.
func TableRegion(label string) string {
	return fmt.Sprintf(`<div class="table-region" role="region" aria-label="%s" tabindex="0">`, html.EscapeString(label))
}

// tableRegionRenderer renders GFM tables as goldmark does, inside a
// TableRegion named after the section the table is in.
type tableRegionRenderer struct{ table renderer.NodeRenderer }

func newTableRegionRenderer() tableRegionRenderer {
	return tableRegionRenderer{extension.NewTableHTMLRenderer(extension.WithTableCellAlignMethod(extension.TableCellAlignAttribute))}
}

// SetOption passes the renderer's options (XHTML, unsafe) to goldmark's table renderer.
func (r tableRegionRenderer) SetOption(name renderer.OptionName, value any) {
	if o, ok := r.table.(renderer.SetOptioner); ok {
		o.SetOption(name, value)
	}
}

func (r tableRegionRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	var funcs capturedFuncs
	r.table.RegisterFuncs(&funcs)
	for kind, f := range funcs {
		if kind != east.KindTable {
			reg.Register(kind, f)
			continue
		}
		reg.Register(kind, func(w util.BufWriter, source []byte, n ast.Node, entering bool) (ast.WalkStatus, error) {
			if entering {
				w.WriteString(TableRegion(tableLabel(n, source)))
			}
			status, err := f(w, source, n, entering)
			if !entering {
				w.WriteString("</div>\n")
			}
			return status, err
		})
	}
}

// tableLabel names a table by the heading of its section ("Relationships
// table"), or by its columns when no heading comes before it.
func tableLabel(n ast.Node, source []byte) string {
	for prev := n.PreviousSibling(); prev != nil; prev = prev.PreviousSibling() {
		if h, ok := prev.(*ast.Heading); ok {
			return plainText(h, source) + " table"
		}
	}
	var columns []string
	if header := n.FirstChild(); header != nil {
		for cell := header.FirstChild(); cell != nil; cell = cell.NextSibling() {
			columns = append(columns, plainText(cell, source))
		}
	}
	return "Table of " + strings.Join(columns, ", ")
}
