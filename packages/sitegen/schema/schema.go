// Package schema validates content against the JSON Schemas in schemas/ and
// reports each violation at the line and column of the offending YAML value.
package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// urlPrefix names schema resources; errors print them as "schemas/<file>".
const urlPrefix = "sitegen:///schemas/"

// Set is the compiled schemas of one schemas/ folder.
type Set struct {
	compiler *jsonschema.Compiler
	mu       sync.Mutex
	compiled map[string]*jsonschema.Schema
	// raw holds each schema file as decoded JSON, by URL, for what the
	// compiled schemas do not keep: descriptions and the x- keywords.
	raw map[string]any
}

// Load reads every *.schema.json below dir (platform schemas included) and
// compiles them lazily, on first use.
func Load(dir string) (*Set, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true
	c.LoadURL = func(url string) (io.ReadCloser, error) {
		return nil, fmt.Errorf("schema %s: only schemas in the schemas folder can be referenced", url)
	}
	raw := map[string]any{}
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".schema.json") {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		url := urlPrefix + filepath.ToSlash(rel)
		if err := c.AddResource(url, bytes.NewReader(data)); err != nil {
			return fmt.Errorf("schemas/%s: %w", filepath.ToSlash(rel), err)
		}
		var doc any
		if err := json.Unmarshal(data, &doc); err != nil {
			return fmt.Errorf("schemas/%s: %w", filepath.ToSlash(rel), err)
		}
		raw[url] = doc
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Set{compiler: c, compiled: map[string]*jsonschema.Schema{}, raw: raw}, nil
}

// Schema compiles (once) the schema named like "doc.schema.json" or
// "platform/workflow.schema.json#/$defs/step".
func (s *Set) Schema(name string) (*jsonschema.Schema, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	if sch, ok := s.compiled[name]; ok {
		return sch, nil
	}
	sch, err := s.compiler.Compile(urlPrefix + name)
	if err != nil {
		return nil, fmt.Errorf("schemas/%s: %v", name, strings.ReplaceAll(err.Error(), urlPrefix, "schemas/"))
	}
	s.compiled[name] = sch
	return sch, nil
}

// Validate checks doc against the named schema and returns one error per
// violation, each at the position of the value it is about. The platform
// examples the document holds (strings the schema marks with
// x-platform-example) are checked too, against their platform schema.
func (s *Set) Validate(name string, doc *yamlsrc.Document) position.List {
	sch, err := s.Schema(name)
	if err != nil {
		return position.List{{Pos: position.Position{File: doc.File}, Message: err.Error()}}
	}
	errs := s.ValidateValue(sch, doc, doc.Value, "")
	return append(errs, s.validateExamples(sch, doc)...)
}

// ExampleKeyword marks a string property that holds a platform example: its
// value names the format, as the Markdown fence marker does ("workflow",
// "app-module"), optionally with a fragment of that schema
// ("workflow#/$defs/step" for one step). Inside if/then it can depend on a
// sibling property, as in home.schema.json's codeExample.
const ExampleKeyword = "x-platform-example"

// ExampleSchema is the schema, below schemas/, that an x-platform-example
// value names: "workflow#/$defs/step" is platform/workflow.schema.json#/$defs/step.
func ExampleSchema(kind string) string {
	file, fragment, found := strings.Cut(kind, "#")
	if found {
		fragment = "#" + fragment
	}
	return "platform/" + file + ".schema.json" + fragment
}

// validateExamples parses every platform example in doc and validates it,
// with every error at its line and column in doc's file.
func (s *Set) validateExamples(sch *jsonschema.Schema, doc *yamlsrc.Document) position.List {
	var errs position.List
	s.walk(sch, doc.Value, "", 0, func(sub *jsonschema.Schema, v any, pointer string) {
		kind, _ := s.keywords(sub.Location)[ExampleKeyword].(string)
		text, isString := v.(string)
		if kind == "" || !isString {
			return
		}
		exampleSchema, err := s.Schema(ExampleSchema(kind))
		if err != nil {
			errs = append(errs, position.Errorf(doc.Position(pointer), "%s: %v", pointer, err))
			return
		}
		example, err := yamlsrc.ParseEmbedded([]byte(text), doc.Locator(pointer))
		if err != nil {
			errs.Add(err)
			return
		}
		errs = append(errs, s.ValidateValue(exampleSchema, example, example.Value, "")...)
	})
	return errs
}

// ValidateValue checks value, found at pointer base inside doc, against sch.
func (s *Set) ValidateValue(sch *jsonschema.Schema, doc *yamlsrc.Document, value any, base string) position.List {
	err := sch.Validate(value)
	if err == nil {
		return nil
	}
	verr, ok := err.(*jsonschema.ValidationError)
	if !ok {
		return position.List{{Pos: doc.Position(base), Message: err.Error()}}
	}
	var list position.List
	for _, leaf := range s.leaves(verr) {
		list = append(list, s.describe(doc, value, base, leaf)...)
	}
	return list
}

// MarkdownMediaType marks string properties that hold Markdown
// ("contentMediaType": "text/markdown"): the build renders them to HTML.
const MarkdownMediaType = "text/markdown"

// MarkdownPointers returns the JSON pointers of the strings in value that the
// named schema marks as Markdown, sorted by key at each level.
func (s *Set) MarkdownPointers(name string, value any) ([]string, error) {
	sch, err := s.Schema(name)
	if err != nil {
		return nil, err
	}
	var out []string
	s.walk(sch, value, "", 0, func(sub *jsonschema.Schema, v any, pointer string) {
		if _, ok := v.(string); ok && sub.ContentMediaType == MarkdownMediaType {
			out = append(out, pointer)
		}
	})
	return out, nil
}

// walk calls visit for every (schema, value) pair that applies to value or
// to a value inside it, the way a validator collects annotations: through
// $ref, allOf, the branch of if/then/else that the value takes, the anyOf and
// oneOf branches it matches, properties and items.
func (s *Set) walk(sch *jsonschema.Schema, v any, pointer string, depth int, visit func(*jsonschema.Schema, any, string)) {
	if sch == nil || depth > 64 {
		return
	}
	visit(sch, v, pointer)
	for _, ref := range []*jsonschema.Schema{sch.Ref, sch.DynamicRef} {
		s.walk(ref, v, pointer, depth+1, visit)
	}
	for _, sub := range sch.AllOf {
		s.walk(sub, v, pointer, depth+1, visit)
	}
	for _, sub := range append(slices.Clone(sch.AnyOf), sch.OneOf...) {
		if sub.Validate(v) == nil {
			s.walk(sub, v, pointer, depth+1, visit)
		}
	}
	if sch.If != nil {
		if sch.If.Validate(v) == nil {
			s.walk(sch.Then, v, pointer, depth+1, visit)
		} else {
			s.walk(sch.Else, v, pointer, depth+1, visit)
		}
	}
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			if p, ok := sch.Properties[k]; ok {
				s.walk(p, t[k], joinPointer(pointer, k), depth+1, visit)
			}
		}
	case []any:
		items := sch.Items2020
		if items == nil {
			items, _ = sch.Items.(*jsonschema.Schema)
		}
		for i, e := range t {
			item := items
			if i < len(sch.PrefixItems) {
				item = sch.PrefixItems[i]
			}
			s.walk(item, e, fmt.Sprintf("%s/%d", pointer, i), depth+1, visit)
		}
	}
}

// keywords returns the schema object at a location (a schema URL with a
// JSON pointer fragment) as written in its file, or nil.
func (s *Set) keywords(location string) map[string]any {
	file, fragment, _ := strings.Cut(location, "#")
	node := s.raw[file]
	for _, tok := range splitPointer(fragment, true) {
		switch t := node.(type) {
		case map[string]any:
			node = t[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(t) {
				return nil
			}
			node = t[i]
		default:
			return nil
		}
	}
	m, _ := node.(map[string]any)
	return m
}

// splitPointer splits a JSON pointer; a pointer taken from a URL fragment
// is percent-decoded first.
func splitPointer(pointer string, fromURL bool) []string {
	if pointer == "" || pointer == "/" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, p := range parts {
		if u, err := url.PathUnescape(p); err == nil && fromURL {
			p = u
		}
		parts[i] = strings.NewReplacer("~1", "/", "~0", "~").Replace(p)
	}
	return parts
}
