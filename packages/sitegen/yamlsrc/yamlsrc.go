// Package yamlsrc parses YAML while keeping where each value came from, so a
// schema error about a JSON pointer can be reported at a line and column.
package yamlsrc

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
)

// Document is one parsed YAML document and the source it came from.
type Document struct {
	File string
	// LineOffset is added to every line, for YAML that starts below the top of
	// its file (front matter starts on line 2 of a Markdown file).
	LineOffset int
	// Value holds the document as JSON-like data: map[string]any, []any,
	// string, bool, int64, float64 or nil.
	Value any
	body  ast.Node
	// src is the parsed text, lineStarts the offsets where its lines begin.
	src        []byte
	lineStarts []int
	// origin places an offset of src in the file, for YAML that is a string
	// inside another YAML file (an example in a block scalar). It is nil for
	// YAML that is a file, or a file's front matter, of its own.
	origin Locator
}

// Locator maps a byte offset in a text to the place in a file where that
// byte is written.
type Locator func(offset int) position.Position

// Parse parses data as one YAML document. A syntax error comes back as a
// *position.Error that names the line and column.
func Parse(file string, data []byte, lineOffset int) (*Document, error) {
	return parse(&Document{File: file, LineOffset: lineOffset}, data)
}

// ParseEmbedded parses data, a YAML document held in a string of another
// file, with at placing each offset of data in that file (see
// Document.Locator): every position the document gives, errors included, is
// a position in that file.
func ParseEmbedded(data []byte, at Locator) (*Document, error) {
	return parse(&Document{File: at(0).File, origin: at}, data)
}

func parse(doc *Document, data []byte) (*Document, error) {
	doc.src = data
	doc.lineStarts = []int{0}
	for i, c := range data {
		if c == '\n' {
			doc.lineStarts = append(doc.lineStarts, i+1)
		}
	}
	// Duplicate keys are reported by checkDuplicateKeys, with the file's own
	// line numbers, rather than by the library.
	tree, err := parser.ParseBytes(data, 0, parser.AllowDuplicateMapKey())
	if err != nil {
		return nil, doc.syntaxError(err)
	}
	if len(tree.Docs) > 1 {
		second := tree.Docs[1]
		tok := second.Start
		if tok == nil {
			tok = startToken(second.Body)
		}
		return nil, position.Errorf(doc.pos(tok), "more than one YAML document in a file (expected one)")
	}
	if len(tree.Docs) == 1 {
		doc.body = tree.Docs[0].Body
	}
	if doc.body == nil {
		return doc, nil
	}
	if err := checkDuplicateKeys(doc, doc.body); err != nil {
		return nil, err
	}
	var raw any
	if err := yaml.NodeToValue(doc.body, &raw); err != nil {
		return nil, doc.syntaxError(err)
	}
	value, err := jsonLike(raw)
	if err != nil {
		return nil, position.Errorf(doc.pos(doc.body.GetToken()), "%v", err)
	}
	doc.Value = value
	return doc, nil
}

func (d *Document) syntaxError(err error) error {
	var yerr yaml.Error
	if errors.As(err, &yerr) && yerr.GetToken() != nil {
		msg := strings.ReplaceAll(yerr.GetMessage(), "\t", `\t`)
		return position.Errorf(d.pos(yerr.GetToken()), "invalid YAML: %s", msg)
	}
	return position.Errorf(d.start(), "invalid YAML: %v", err)
}

func checkDuplicateKeys(doc *Document, node ast.Node) error {
	switch n := node.(type) {
	case *ast.MappingNode:
		seen := map[string]bool{}
		for _, mv := range n.Values {
			key := keyText(mv.Key)
			if seen[key] {
				return position.Errorf(doc.pos(mv.Key.GetToken()), "duplicate key %q (expected each key once)", key)
			}
			seen[key] = true
			if err := checkDuplicateKeys(doc, mv.Value); err != nil {
				return err
			}
		}
	case *ast.MappingValueNode:
		return checkDuplicateKeys(doc, &ast.MappingNode{Values: []*ast.MappingValueNode{n}})
	case *ast.SequenceNode:
		for _, v := range n.Values {
			if err := checkDuplicateKeys(doc, v); err != nil {
				return err
			}
		}
	case *ast.TagNode:
		return checkDuplicateKeys(doc, n.Value)
	case *ast.AnchorNode:
		return checkDuplicateKeys(doc, n.Value)
	}
	return nil
}

// jsonLike converts decoded YAML into the types a JSON decoder would give, so
// the schema validator sees the same data a JSON file would produce.
func jsonLike(v any) (any, error) {
	switch t := v.(type) {
	case map[string]any:
		for k, e := range t {
			c, err := jsonLike(e)
			if err != nil {
				return nil, err
			}
			t[k] = c
		}
		return t, nil
	case map[any]any:
		m := make(map[string]any, len(t))
		for k, e := range t {
			c, err := jsonLike(e)
			if err != nil {
				return nil, err
			}
			m[fmt.Sprint(k)] = c
		}
		return m, nil
	case []any:
		for i, e := range t {
			c, err := jsonLike(e)
			if err != nil {
				return nil, err
			}
			t[i] = c
		}
		return t, nil
	case uint64:
		if t > math.MaxInt64 {
			return float64(t), nil
		}
		return int64(t), nil
	case int:
		return int64(t), nil
	case uint:
		if uint64(t) > math.MaxInt64 {
			return float64(t), nil
		}
		return int64(t), nil
	case float32:
		return float64(t), nil
	case nil, string, bool, int64, float64:
		return t, nil
	default:
		return fmt.Sprint(t), nil
	}
}

// Position returns where the value at a JSON pointer ("/fields/0/type")
// starts. For a pointer that leads nowhere (a missing property), it returns
// the deepest value that exists on the way.
func (d *Document) Position(pointer string) position.Position {
	node := d.body
	if node == nil {
		return d.start()
	}
	for _, token := range jsonptr.Split(pointer) {
		next := child(node, token)
		if next == nil {
			break
		}
		node = next
	}
	return d.pos(startToken(node))
}

// startToken is the token where a value is written: for a block mapping,
// its first key (a mapping's own token is the ":" after that key); for a
// flow mapping, its "{".
func startToken(node ast.Node) *token.Token {
	switch n := node.(type) {
	case *ast.MappingNode:
		if n.IsFlowStyle && n.Start != nil {
			return n.Start
		}
		if len(n.Values) > 0 {
			return n.Values[0].Key.GetToken()
		}
	case *ast.MappingValueNode:
		return n.Key.GetToken()
	}
	if node == nil {
		return nil
	}
	return node.GetToken()
}

// KeyPosition returns where the key of an object property is written, for
// errors about the key itself (an unknown property).
func (d *Document) KeyPosition(pointer, key string) position.Position {
	node := d.body
	for _, token := range jsonptr.Split(pointer) {
		if next := child(node, token); next != nil {
			node = next
		}
	}
	if m := mapping(node); m != nil {
		for _, mv := range m.Values {
			if keyText(mv.Key) == key {
				return d.pos(mv.Key.GetToken())
			}
		}
	}
	return d.Position(pointer)
}

func (d *Document) pos(tok *token.Token) position.Position {
	if tok == nil || tok.Position == nil {
		return d.start()
	}
	if d.origin != nil {
		return d.origin(d.offsetOf(tok.Position.Line, tok.Position.Column))
	}
	return position.Position{File: d.File, Line: tok.Position.Line + d.LineOffset, Col: tok.Position.Column}
}

// start is where the document begins.
func (d *Document) start() position.Position {
	if d.origin != nil {
		return d.origin(0)
	}
	return position.Position{File: d.File, Line: d.LineOffset + 1, Col: 1}
}

// offsetOf turns a parser position (1-based line, 1-based column counted in
// characters) into a byte offset of the source.
func (d *Document) offsetOf(line, col int) int {
	line = min(max(line, 1), len(d.lineStarts))
	offset := d.lineStarts[line-1]
	for n := 1; n < col && offset < len(d.src) && d.src[offset] != '\n'; n++ {
		_, size := utf8.DecodeRune(d.src[offset:])
		offset += size
	}
	return offset
}

// at places a byte offset of the source in the file. Columns count
// characters, as the parser's do.
func (d *Document) at(offset int) position.Position {
	offset = min(max(offset, 0), len(d.src))
	for offset > 0 && offset < len(d.src) && !utf8.RuneStart(d.src[offset]) {
		offset--
	}
	if d.origin != nil {
		return d.origin(offset)
	}
	line := sort.Search(len(d.lineStarts), func(i int) bool { return d.lineStarts[i] > offset }) - 1
	col := utf8.RuneCount(d.src[d.lineStarts[line]:offset]) + 1
	return position.Position{File: d.File, Line: line + 1 + d.LineOffset, Col: col}
}

// Locator returns where each byte of the string at pointer is written: an
// offset into the string's value maps to its line and column in the file,
// through quotes, escapes, block indentation and line folding. An offset at
// or past the end maps to just after the last character. Where the value is
// not a string written in this document (an alias, a number), or the source
// cannot be read back to exactly the parsed value, every offset maps to the
// start of the value.
func (d *Document) Locator(pointer string) Locator {
	start := d.Position(pointer)
	whole := func(int) position.Position { return start }
	node := d.lookup(pointer)
	var tok *token.Token
	var want string
	block := false
	switch n := unwrap(node).(type) {
	case *ast.StringNode:
		tok, want = n.Token, n.Value
	case *ast.LiteralNode:
		if n.Value == nil {
			return whole
		}
		tok, want, block = n.Start, n.Value.Value, true
	default:
		return whole
	}
	if tok == nil || tok.Position == nil {
		return whole
	}
	offsets, ok := scalarOffsets(d.src, d.offsetOf(tok.Position.Line, tok.Position.Column), want, block)
	if !ok {
		return whole
	}
	return func(i int) position.Position {
		switch {
		case i < 0:
			return d.at(offsets[0])
		case i >= len(offsets):
			return d.at(offsets[len(offsets)-1] + 1)
		}
		return d.at(offsets[i])
	}
}

// ScalarText returns a scalar value as it is written (1.0, 0x10, ~), or
// false when the value at pointer is not a scalar of this document.
func (d *Document) ScalarText(pointer string) (string, bool) {
	switch n := unwrap(d.lookup(pointer)).(type) {
	case nil, *ast.MappingNode, *ast.MappingValueNode, *ast.SequenceNode, *ast.AliasNode, *ast.LiteralNode:
		return "", false
	default:
		tok := n.GetToken()
		if tok == nil {
			return "", false
		}
		return tok.Value, true
	}
}

// lookup returns the node at pointer, or nil when the pointer leads nowhere.
func (d *Document) lookup(pointer string) ast.Node {
	node := d.body
	for _, token := range jsonptr.Split(pointer) {
		if node = child(node, token); node == nil {
			return nil
		}
	}
	return node
}

func mapping(node ast.Node) *ast.MappingNode {
	switch n := unwrap(node).(type) {
	case *ast.MappingNode:
		return n
	case *ast.MappingValueNode:
		return &ast.MappingNode{Values: []*ast.MappingValueNode{n}}
	}
	return nil
}

func unwrap(node ast.Node) ast.Node {
	for {
		switch n := node.(type) {
		case *ast.TagNode:
			node = n.Value
		case *ast.AnchorNode:
			node = n.Value
		default:
			return node
		}
	}
}

func child(node ast.Node, token string) ast.Node {
	if m := mapping(node); m != nil {
		for _, mv := range m.Values {
			if keyText(mv.Key) == token {
				return mv.Value
			}
		}
		return nil
	}
	if seq, ok := unwrap(node).(*ast.SequenceNode); ok {
		i, err := strconv.Atoi(token)
		if err != nil || i < 0 || i >= len(seq.Values) {
			return nil
		}
		return seq.Values[i]
	}
	return nil
}

func keyText(key ast.MapKeyNode) string {
	if s, ok := key.(ast.ScalarNode); ok {
		return fmt.Sprint(s.GetValue())
	}
	return key.String()
}
