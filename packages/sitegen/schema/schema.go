// Package schema validates content against the JSON Schemas in schemas/ and
// reports each violation at the line and column of the offending YAML value.
package schema

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
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
	// reach caches reachesMark.
	reach sync.Map
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
	s.annotated(sch, doc.Value, isExample, func(sub *jsonschema.Schema, text, pointer string) {
		kind, _ := s.keywords(sub.Location)[ExampleKeyword].(string)
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
	s.annotated(sch, value, isMarkdown, func(_ *jsonschema.Schema, _, pointer string) {
		out = append(out, pointer)
	})
	return out, nil
}

// An annotation is a mark a schema puts on the strings it describes.
type annotation int

const (
	isMarkdown annotation = iota // "contentMediaType": "text/markdown"
	isExample                    // "x-platform-example"
)

func (s *Set) marks(sch *jsonschema.Schema, a annotation) bool {
	if a == isMarkdown {
		return sch.ContentMediaType == MarkdownMediaType
	}
	_, ok := s.keywords(sch.Location)[ExampleKeyword].(string)
	return ok
}

// annotated calls found for every string in value that a schema applying
// to it marks with a, the way a validator collects annotations: through
// $ref, allOf, the branch of if/then/else the value takes, the anyOf and
// oneOf branches it matches, properties and items. Only the parts of the
// schema from which such a mark can be reached are visited, so a file whose
// schema has none costs nothing, and conditions are evaluated only where a
// mark depends on them.
func (s *Set) annotated(root *jsonschema.Schema, value any, a annotation, found func(sub *jsonschema.Schema, text, pointer string)) {
	reaches := s.reachesMark(root, a)
	var walk func(sch *jsonschema.Schema, v any, pointer string, depth int)
	walk = func(sch *jsonschema.Schema, v any, pointer string, depth int) {
		if sch == nil || !reaches[sch] || depth > 64 {
			return
		}
		if text, ok := v.(string); ok && s.marks(sch, a) {
			found(sch, text, pointer)
		}
		for _, ref := range []*jsonschema.Schema{sch.Ref, sch.DynamicRef} {
			walk(ref, v, pointer, depth+1)
		}
		for _, sub := range sch.AllOf {
			walk(sub, v, pointer, depth+1)
		}
		for _, sub := range append(slices.Clone(sch.AnyOf), sch.OneOf...) {
			if reaches[sub] && sub.Validate(v) == nil {
				walk(sub, v, pointer, depth+1)
			}
		}
		if sch.If != nil && (reaches[sch.Then] || reaches[sch.Else]) {
			if sch.If.Validate(v) == nil {
				walk(sch.Then, v, pointer, depth+1)
			} else {
				walk(sch.Else, v, pointer, depth+1)
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
					walk(p, t[k], jsonptr.Join(pointer, k), depth+1)
				}
			}
		case []any:
			for i, e := range t {
				walk(itemSchema(sch, i), e, fmt.Sprintf("%s/%d", pointer, i), depth+1)
			}
		}
	}
	walk(root, value, "", 0)
}

// itemSchema is the schema of item i of an array.
func itemSchema(sch *jsonschema.Schema, i int) *jsonschema.Schema {
	if i < len(sch.PrefixItems) {
		return sch.PrefixItems[i]
	}
	if sch.Items2020 != nil {
		return sch.Items2020
	}
	items, _ := sch.Items.(*jsonschema.Schema)
	return items
}

// reachesMark returns, for every schema reachable from root, whether a
// schema marked with a can be reached from it (itself included); computed
// once per root and annotation.
func (s *Set) reachesMark(root *jsonschema.Schema, a annotation) map[*jsonschema.Schema]bool {
	type key struct {
		root *jsonschema.Schema
		a    annotation
	}
	if cached, ok := s.reach.Load(key{root, a}); ok {
		return cached.(map[*jsonschema.Schema]bool)
	}
	var nodes []*jsonschema.Schema
	children := map[*jsonschema.Schema][]*jsonschema.Schema{}
	var visit func(*jsonschema.Schema)
	visit = func(sch *jsonschema.Schema) {
		if sch == nil {
			return
		}
		if _, seen := children[sch]; seen {
			return
		}
		kids := []*jsonschema.Schema{sch.Ref, sch.DynamicRef, sch.Then, sch.Else, sch.Items2020}
		kids = append(kids, sch.AllOf...)
		kids = append(kids, sch.AnyOf...)
		kids = append(kids, sch.OneOf...)
		kids = append(kids, sch.PrefixItems...)
		if items, ok := sch.Items.(*jsonschema.Schema); ok {
			kids = append(kids, items)
		}
		for _, p := range sch.Properties {
			kids = append(kids, p)
		}
		kids = slices.DeleteFunc(kids, func(k *jsonschema.Schema) bool { return k == nil })
		children[sch] = kids
		nodes = append(nodes, sch)
		for _, k := range kids {
			visit(k)
		}
	}
	visit(root)
	reaches := map[*jsonschema.Schema]bool{}
	for _, n := range nodes {
		reaches[n] = s.marks(n, a)
	}
	// Propagate to parents until nothing changes: $ref cycles make this a
	// graph, not a tree.
	for changed := true; changed; {
		changed = false
		for _, n := range nodes {
			if reaches[n] {
				continue
			}
			for _, k := range children[n] {
				if reaches[k] {
					reaches[n], changed = true, true
					break
				}
			}
		}
	}
	s.reach.Store(key{root, a}, reaches)
	return reaches
}

// keywords returns the schema object at a location (a schema URL with a
// JSON pointer fragment) as written in its file, or nil.
func (s *Set) keywords(location string) map[string]any {
	file, fragment, _ := strings.Cut(location, "#")
	node := s.raw[file]
	m, _ := jsonptr.GetKeys(node, jsonptr.SplitFragment(fragment)).(map[string]any)
	return m
}
