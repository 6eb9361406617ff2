// Package yamlsrc parses YAML while keeping where each value came from, so a
// schema error about a JSON pointer can be reported at a line and column.
package yamlsrc

import (
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/goccy/go-yaml"
	"github.com/goccy/go-yaml/ast"
	"github.com/goccy/go-yaml/parser"
	"github.com/goccy/go-yaml/token"

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
}

// Parse parses data as one YAML document. A syntax error comes back as a
// *position.Error that names the line and column.
func Parse(file string, data []byte, lineOffset int) (*Document, error) {
	doc := &Document{File: file, LineOffset: lineOffset}
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
	return position.Errorf(position.Position{File: d.File, Line: d.LineOffset + 1, Col: 1}, "invalid YAML: %v", err)
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
		return position.Position{File: d.File, Line: d.LineOffset + 1, Col: 1}
	}
	for _, token := range splitPointer(pointer) {
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
	for _, token := range splitPointer(pointer) {
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
		return position.Position{File: d.File, Line: d.LineOffset + 1, Col: 1}
	}
	return position.Position{File: d.File, Line: tok.Position.Line + d.LineOffset, Col: tok.Position.Column}
}

func splitPointer(pointer string) []string {
	if pointer == "" || pointer == "/" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, p := range parts {
		parts[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(p)
	}
	return parts
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
