package markdown

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// HTMLText is the text a reader reads in a fragment of rendered HTML, with
// the words of adjacent blocks kept apart and white space collapsed, and
// apart from it the text of its code blocks (<pre>), which is searched but
// not quoted.
func HTMLText(fragment string) (text, code string) {
	var prose, pre strings.Builder
	inPre := 0
	z := html.NewTokenizer(strings.NewReader(fragment))
	for {
		switch tt := z.Next(); tt {
		case html.ErrorToken:
			return collapse(prose.String()), collapse(pre.String())
		case html.TextToken:
			if inPre > 0 {
				pre.Write(z.Text())
			} else {
				prose.Write(z.Text())
			}
		case html.StartTagToken, html.EndTagToken:
			name, _ := z.TagName()
			a := atom.Lookup(name)
			if a == atom.Pre {
				if tt == html.StartTagToken {
					inPre++
				} else if inPre > 0 {
					inPre--
				}
				pre.WriteByte(' ')
			}
			if !inlineElements[a] {
				prose.WriteByte(' ')
			}
		case html.SelfClosingTagToken:
			prose.WriteByte(' ')
		}
	}
}

// inlineElements are the elements inside a line of text: the others (p,
// li, td, br ...) part the words on either side.
var inlineElements = map[atom.Atom]bool{
	atom.A: true, atom.Abbr: true, atom.B: true, atom.Code: true, atom.Em: true, atom.I: true,
	atom.Kbd: true, atom.Mark: true, atom.Q: true, atom.S: true, atom.Small: true, atom.Span: true,
	atom.Strong: true, atom.Sub: true, atom.Sup: true, atom.U: true, atom.Var: true,
}

// collapse collapses white space.
func collapse(s string) string { return strings.Join(strings.Fields(s), " ") }
