package markdown

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/alecthomas/chroma/v2"
	chromahtml "github.com/alecthomas/chroma/v2/formatters/html"
	"github.com/alecthomas/chroma/v2/lexers"
	"github.com/alecthomas/chroma/v2/styles"
	highlighting "github.com/yuin/goldmark-highlighting/v2"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/renderer"
	"github.com/yuin/goldmark/util"
)

// codeFormatOptions are chroma's options for the site: CSS classes (the
// CSP forbids inline styles) with a prefix of their own.
var codeFormatOptions = []chromahtml.Option{chromahtml.WithClasses(true), chromahtml.ClassPrefix("hl-")}

// codeBlockRenderer renders fenced code blocks as goldmark-highlighting does,
// with one chroma formatter for all of them. The extension makes a formatter
// for every block, and a new formatter works out the CSS classes of the
// whole style again before it writes a token: a tenth of the content
// stage's time on a site of code-heavy pages. A block the fast path does not
// cover (an unknown language, {attributes} after the language) is left to
// the extension's own renderer, so the output is the same either way.
type codeBlockRenderer struct {
	formatter *chromahtml.Formatter
	style     *chroma.Style
	extension renderer.NodeRendererFunc
}

func newCodeBlockRenderer() *codeBlockRenderer {
	ext := highlighting.NewHTMLRenderer(
		highlighting.WithFormatOptions(codeFormatOptions...),
		highlighting.WithWrapperRenderer(codeBlockWrapper),
	)
	var captured capturedFuncs
	ext.RegisterFuncs(&captured)
	return &codeBlockRenderer{
		formatter: chromahtml.New(codeFormatOptions...),
		style:     codeStyle(),
		extension: captured[ast.KindFencedCodeBlock],
	}
}

// capturedFuncs keeps the render functions a node renderer registers.
type capturedFuncs map[ast.NodeKind]renderer.NodeRendererFunc

func (c *capturedFuncs) Register(kind ast.NodeKind, f renderer.NodeRendererFunc) {
	if *c == nil {
		*c = capturedFuncs{}
	}
	(*c)[kind] = f
}

func (r *codeBlockRenderer) RegisterFuncs(reg renderer.NodeRendererFuncRegisterer) {
	reg.Register(ast.KindFencedCodeBlock, r.render)
}

func (r *codeBlockRenderer) render(w util.BufWriter, source []byte, node ast.Node, entering bool) (ast.WalkStatus, error) {
	if !entering {
		return ast.WalkContinue, nil
	}
	n := node.(*ast.FencedCodeBlock)
	language := n.Language(source)
	if language == nil || (n.Info != nil && bytes.IndexByte(n.Info.Segment.Value(source), '{') >= 0) {
		return r.extension(w, source, node, entering)
	}
	lexer := lexers.Get(string(language))
	if lexer == nil {
		return r.extension(w, source, node, entering)
	}
	var code bytes.Buffer
	lines := n.Lines()
	for i := range lines.Len() {
		line := lines.At(i)
		code.Write(line.Value(source))
	}
	tokens, err := chroma.Coalesce(lexer).Tokenise(nil, code.String())
	if err != nil {
		return r.extension(w, source, node, entering)
	}
	openCodeBlock(w, language, true)
	// Format fails only when the writer does, and a BufWriter's error is
	// the renderer's to report when it flushes.
	_ = r.formatter.Format(w, r.style, tokens)
	closeCodeBlock(w, true)
	return ast.WalkContinue, nil
}

// codeStyle is goldmark-highlighting's default style; the classes carry
// the colours, the style only which token types get a class.
func codeStyle() *chroma.Style {
	if style := styles.Get(highlighting.NewConfig().Style); style != nil {
		return style
	}
	return styles.Fallback
}

// exampleFormatter highlights code outside Markdown as the docs' code
// blocks are (codeFormatOptions), without chroma's per-line spans.
var exampleFormatter = chromahtml.New(append(codeFormatOptions, chromahtml.PreventSurroundingPre(true))...)

// HighlightedCode is code outside Markdown (the home page's example) as
// <pre class="hl-chroma"><code>, its tokens under the classes a docs code
// block in that language has, so the same styles colour it. Whitespace is
// written as plain text and lines without spans of their own: the page
// carries the example in its HTML and in its data, and only the colours
// need markup.
func HighlightedCode(language, code string) (string, error) {
	lexer := lexers.Get(language)
	if lexer == nil {
		return "", fmt.Errorf("no highlighter for the language %q", language)
	}
	tokens, err := chroma.Coalesce(lexer).Tokenise(nil, code)
	if err != nil {
		return "", fmt.Errorf("the %s highlighter cannot read the code: %w", language, err)
	}
	var out strings.Builder
	out.WriteString(`<pre class="hl-chroma"><code>`)
	err = exampleFormatter.Format(&out, codeStyle(), func() chroma.Token {
		t := tokens()
		if t.Type == chroma.TextWhitespace {
			t.Type = chroma.Text
		}
		return t
	})
	out.WriteString("</code></pre>")
	return out.String(), err
}

// codeBlockWrapper wraps every code block so the UI can add its copy button.
// Chroma writes its own <pre> around highlighted code; code in no language or
// an unknown one gets a plain <pre><code>.
func codeBlockWrapper(w util.BufWriter, ctx highlighting.CodeBlockContext, entering bool) {
	if !entering {
		closeCodeBlock(w, ctx.Highlighted())
		return
	}
	lang, _ := ctx.Language()
	openCodeBlock(w, lang, ctx.Highlighted())
}

func openCodeBlock(w util.BufWriter, lang []byte, highlighted bool) {
	if len(lang) == 0 {
		lang = []byte("text")
	}
	// The code scrolls sideways in a focusable, labelled region; the copy
	// button the UI adds stays outside it, in the block's corner.
	fmt.Fprintf(w, `<div class="code-block" data-language="%s"><div class="code-region" role="region" aria-label="%s" tabindex="0">`, util.EscapeHTML(lang), util.EscapeHTML(codeLabel(lang)))
	if !highlighted {
		w.WriteString(`<pre class="hl-chroma"><code>`)
	}
}

func closeCodeBlock(w util.BufWriter, highlighted bool) {
	if !highlighted {
		w.WriteString("</code></pre>")
	}
	w.WriteString("</div></div>\n")
}

// codeLabel names a code block's region by its language, as chroma spells
// it: "YAML code", "Bash code"; "Code" for plain text.
func codeLabel(lang []byte) []byte {
	name := string(lang)
	if l := lexers.Get(name); l != nil {
		name = l.Config().Name
	}
	if name == "text" || name == "plaintext" {
		return []byte("Code")
	}
	return []byte(name + " code")
}
