// Package schema validates content against the JSON Schemas in schemas/ and
// reports each violation at the line and column of the offending YAML value.
package schema

import (
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
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
	err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".schema.json") {
			return err
		}
		rel, _ := filepath.Rel(dir, path)
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		if err := c.AddResource(urlPrefix+filepath.ToSlash(rel), f); err != nil {
			return fmt.Errorf("schemas/%s: %w", filepath.ToSlash(rel), err)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return &Set{compiler: c, compiled: map[string]*jsonschema.Schema{}}, nil
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
// violation, each at the position of the value it is about.
func (s *Set) Validate(name string, doc *yamlsrc.Document) position.List {
	sch, err := s.Schema(name)
	if err != nil {
		return position.List{{Pos: position.Position{File: doc.File}, Message: err.Error()}}
	}
	return s.ValidateValue(sch, doc, doc.Value, "")
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
	for _, leaf := range leaves(verr) {
		list = append(list, s.describe(doc, base, leaf)...)
	}
	return list
}

func leaves(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	var out []*jsonschema.ValidationError
	for _, c := range e.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

var (
	quotedNames    = regexp.MustCompile(`'([^']*)'`)
	missingMessage = regexp.MustCompile(`^missing propert(y|ies): `)
)

func (s *Set) describe(doc *yamlsrc.Document, base string, e *jsonschema.ValidationError) position.List {
	pointer := base + e.InstanceLocation
	where := strings.ReplaceAll(e.AbsoluteKeywordLocation, urlPrefix, "schemas/")
	keyword := where[strings.LastIndex(where, "/")+1:]
	shown := pointer
	if shown == "" {
		shown = "/"
	}
	switch {
	case keyword == "additionalProperties":
		allowed := s.propertyNames(strings.TrimSuffix(e.AbsoluteKeywordLocation, "/additionalProperties"))
		var list position.List
		for _, m := range quotedNames.FindAllStringSubmatch(e.Message, -1) {
			list = append(list, position.Errorf(doc.KeyPosition(pointer, m[1]),
				"%s: unknown property %q (expected one of: %s) [%s]", joinPointer(pointer, m[1]), m[1], strings.Join(allowed, ", "), where))
		}
		return list
	case missingMessage.MatchString(e.Message):
		var list position.List
		for _, m := range quotedNames.FindAllStringSubmatch(e.Message, -1) {
			list = append(list, position.Errorf(doc.Position(pointer),
				"%s: missing required property %q (expected it to be set) [%s]", shown, m[1], where))
		}
		return list
	}
	return position.List{position.Errorf(doc.Position(pointer), "%s: %s [%s]", shown, e.Message, where)}
}

func (s *Set) propertyNames(schemaURL string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	sch, err := s.compiler.Compile(schemaURL)
	if err != nil {
		return nil
	}
	names := make([]string, 0, len(sch.Properties))
	for n := range sch.Properties {
		names = append(names, n)
	}
	sort.Strings(names)
	return slices.Compact(names)
}

func joinPointer(pointer, key string) string {
	return pointer + "/" + strings.NewReplacer("~", "~0", "/", "~1").Replace(key)
}

// MarkdownMediaType marks string properties that hold Markdown
// ("contentMediaType": "text/markdown"): the build renders them to HTML.
const MarkdownMediaType = "text/markdown"

// MarkdownPointers returns the JSON pointers of the strings in value that the
// named schema marks as Markdown, in document order.
func (s *Set) MarkdownPointers(name string, value any) ([]string, error) {
	sch, err := s.Schema(name)
	if err != nil {
		return nil, err
	}
	var out []string
	collectMarkdown(sch, value, "", &out, 0)
	return out, nil
}

func collectMarkdown(sch *jsonschema.Schema, v any, pointer string, out *[]string, depth int) {
	if sch == nil || depth > 64 {
		return
	}
	for _, ref := range []*jsonschema.Schema{sch.Ref, sch.DynamicRef, sch.Then, sch.Else} {
		collectMarkdown(ref, v, pointer, out, depth+1)
	}
	for _, sub := range sch.AllOf {
		collectMarkdown(sub, v, pointer, out, depth+1)
	}
	if _, ok := v.(string); ok && sch.ContentMediaType == MarkdownMediaType {
		*out = append(*out, pointer)
		return
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
				collectMarkdown(p, t[k], joinPointer(pointer, k), out, depth+1)
			}
		}
	case []any:
		items := sch.Items2020
		if items == nil {
			items, _ = sch.Items.(*jsonschema.Schema)
		}
		for i, e := range t {
			collectMarkdown(items, e, fmt.Sprintf("%s/%d", pointer, i), out, depth+1)
		}
	}
}
