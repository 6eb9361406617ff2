package demorequest

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/schemas"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// FieldError is one validation problem, in the API's error format.
type FieldError struct {
	Pointer string `json:"pointer"` // JSON pointer into the submission, "/email"
	Message string `json:"message"` // a lower-case phrase, "must be a valid email address"
	field   string // top-level field the pointer is in, "" for the whole body
	keyword string // the JSON Schema keyword that failed, or "control"
}

// Schema is the compiled demo-request schema plus what the server derives
// from it: field order, labels and which fields are lists or booleans.
type Schema struct {
	compiled *jsonschema.Schema
	order    []string // properties in the order the schema lists them
}

// LoadSchema compiles the JSON Schema at path, or the one embedded in the
// binary (schemas/demo-request.schema.json) when path is "".
func LoadSchema(path string) (*Schema, error) {
	if path == "" {
		return ParseSchema(schemas.DemoRequest, "the embedded schemas/demo-request.schema.json")
	}
	raw, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("demo-request schema: %w", err)
	}
	return ParseSchema(raw, path)
}

// ParseSchema compiles the JSON Schema raw; path names it in errors.
func ParseSchema(raw []byte, path string) (*Schema, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	c.AssertFormat = true       // "format" is only an annotation in 2020-12 otherwise
	c.ExtractAnnotations = true // titles label the fields in messages
	const url = "demo-request.schema.json"
	if err := c.AddResource(url, bytes.NewReader(raw)); err != nil {
		return nil, fmt.Errorf("demo-request schema %s: %w", path, err)
	}
	compiled, err := c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("demo-request schema %s: %w", path, err)
	}
	order, err := propertyOrder(raw)
	if err != nil {
		return nil, fmt.Errorf("demo-request schema %s: %w", path, err)
	}
	return &Schema{compiled: compiled, order: order}, nil
}

// propertyOrder reads the keys of the top-level "properties" object in
// document order, which the compiled schema (a map) has lost.
func propertyOrder(raw []byte) ([]string, error) {
	var doc struct {
		Properties json.RawMessage `json:"properties"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		return nil, err
	}
	if len(doc.Properties) == 0 {
		return nil, nil
	}
	dec := json.NewDecoder(bytes.NewReader(doc.Properties))
	if _, err := dec.Token(); err != nil { // {
		return nil, err
	}
	var order []string
	for dec.More() {
		key, err := dec.Token()
		if err != nil {
			return nil, err
		}
		order = append(order, key.(string))
		var skip json.RawMessage
		if err := dec.Decode(&skip); err != nil {
			return nil, err
		}
	}
	return order, nil
}

func (s *Schema) property(name string) *jsonschema.Schema { return s.compiled.Properties[name] }

// isList reports whether the field holds an array (repeated form keys).
func (s *Schema) isList(name string) bool {
	p := s.property(name)
	return p != nil && slices.Contains(p.Types, "array")
}

// isFlag reports whether the field is a boolean or must be the constant
// true (a checkbox).
func (s *Schema) isFlag(name string) bool {
	p := s.property(name)
	if p == nil {
		return false
	}
	return slices.Contains(p.Types, "boolean") || (len(p.Constant) == 1 && p.Constant[0] == true)
}

// Label is the field's title from the schema, or its name.
func (s *Schema) Label(name string) string {
	if p := s.property(name); p != nil && p.Title != "" {
		return p.Title
	}
	return name
}

// Validate checks a decoded submission and returns every problem, one
// message per pointer, in the schema's field order.
func (s *Schema) Validate(v any) []FieldError {
	obj, _ := v.(map[string]any)
	// Control characters first: a field that has them gets that message,
	// whatever else is wrong with it.
	out := controlCharacterErrors(obj)
	if err := s.compiled.Validate(v); err != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return []FieldError{{Message: err.Error()}}
		}
		for _, leaf := range leaves(ve) {
			out = append(out, s.explain(leaf, obj)...)
		}
	}
	if len(out) == 0 {
		return nil
	}
	rank := func(e FieldError) int {
		if i := slices.Index(s.order, e.field); i >= 0 {
			return i
		}
		return len(s.order)
	}
	// Fields in the form's order; within a field, keywords in the order
	// the site's form checks them, so the first error of a field is the
	// one the form would show.
	slices.SortStableFunc(out, func(a, b FieldError) int {
		if c := rank(a) - rank(b); c != 0 {
			return c
		}
		if c := keywordRank(a.keyword) - keywordRank(b.keyword); c != 0 {
			return c
		}
		return strings.Compare(a.Pointer, b.Pointer)
	})
	seen := map[string]bool{}
	out = slices.DeleteFunc(out, func(e FieldError) bool {
		dup := seen[e.Pointer]
		seen[e.Pointer] = true
		return dup
	})
	return out
}

// controlCharacterErrors refuses text holding C0 or C1 control characters
// (NUL, BEL, ESC and the CSI that starts terminal sequences, DEL…): they mean
// nothing in a name or a message, and a terminal showing an export would
// run them. Tab, line feed and the carriage return of a CRLF line break
// (what browsers send for a textarea) are text.
func controlCharacterErrors(obj map[string]any) []FieldError {
	var out []FieldError
	for name, v := range obj {
		pointer := "/" + jsonptr.Escape(name)
		switch v := v.(type) {
		case string:
			if HasControlCharacter(v) {
				out = append(out, FieldError{Pointer: pointer, field: name, keyword: "control", Message: controlCharacterMessage})
			}
		case []any:
			for i, item := range v {
				if s, ok := item.(string); ok && HasControlCharacter(s) {
					out = append(out, FieldError{Pointer: pointer + "/" + strconv.Itoa(i), field: name, keyword: "control", Message: controlCharacterMessage})
				}
			}
		}
	}
	return out
}

const controlCharacterMessage = "must not contain control characters"

// HasControlCharacter reports whether s holds a C0 control other than tab,
// line feed or the CR of a CRLF, DEL, a C1 control (U+0080 to U+009F), or a
// bidirectional embedding, override or isolate (U+202A to U+202E, U+2066 to
// U+2069), which make text display in another order than it reads, in a
// CRM or an export. The marks LRM, RLM and ALM, which right-to-left names
// may need, are accepted.
func HasControlCharacter(s string) bool {
	for i, r := range s {
		switch {
		case r == '\t' || r == '\n':
		case r == '\r' && i+1 < len(s) && s[i+1] == '\n':
		case r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f:
			return true
		case r >= 0x202a && r <= 0x202e || r >= 0x2066 && r <= 0x2069:
			return true
		}
	}
	return false
}

func leaves(ve *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(ve.Causes) == 0 {
		return []*jsonschema.ValidationError{ve}
	}
	var out []*jsonschema.ValidationError
	for _, c := range ve.Causes {
		out = append(out, leaves(c)...)
	}
	return out
}

// explain turns one failed keyword into human messages. "required" and
// "additionalProperties" fail at the object, so their fields are worked out
// from the instance and the schema.
func (s *Schema) explain(ve *jsonschema.ValidationError, obj map[string]any) []FieldError {
	keyword := ve.KeywordLocation[strings.LastIndex(ve.KeywordLocation, "/")+1:]
	switch {
	case keyword == "required" && ve.InstanceLocation == "":
		var out []FieldError
		for _, name := range s.compiled.Required {
			if _, ok := obj[name]; !ok {
				out = append(out, FieldError{Pointer: "/" + name, field: name, keyword: "required", Message: s.requiredMessage(name)})
			}
		}
		return out
	case keyword == "additionalProperties" && ve.InstanceLocation == "":
		var out []FieldError
		for name := range obj {
			if s.property(name) == nil {
				out = append(out, FieldError{Pointer: "/" + jsonptr.Escape(name), field: name, keyword: "additionalProperties", Message: "is not a field of this form"})
			}
		}
		return out
	}
	field := ""
	if rest, ok := strings.CutPrefix(ve.InstanceLocation, "/"); ok {
		field, _, _ = strings.Cut(rest, "/")
		field = jsonptr.Unescape(field)
	}
	return []FieldError{{Pointer: ve.InstanceLocation, field: field, keyword: keyword, Message: s.message(field, keyword, ve)}}
}

func (s *Schema) requiredMessage(field string) string {
	switch {
	case s.isFlag(field):
		return "must be accepted"
	case s.isList(field):
		return "must have at least one choice"
	}
	return "is required"
}

// fieldMessages are the wordings that depend on what a field means rather
// than on the keyword alone.
var fieldMessages = map[string]map[string]string{
	"email": {
		"format": "must be a valid email address", "pattern": "must be a valid email address",
		"minLength": "must be a valid email address",
	},
	"phone": {
		"pattern": "must be a phone number such as +44 20 7946 0958", "minLength": "must be a phone number such as +44 20 7946 0958",
	},
	"country":           {"enum": "must be a country from the list"},
	"companyType":       {"enum": "must be one of the listed company types"},
	"shipmentsPerMonth": {"enum": "must be one of the listed ranges"},
	"consent":           {"const": "must be accepted"},
}

func (s *Schema) message(field, keyword string, ve *jsonschema.ValidationError) string {
	if msg, ok := fieldMessages[field][keyword]; ok {
		return msg
	}
	p := s.property(field)
	if p != nil && strings.Count(ve.InstanceLocation, "/") > 1 && p.Items2020 != nil {
		p = p.Items2020 // an error in one item of a list
	}
	switch keyword {
	case "minLength":
		if p != nil && p.MinLength <= 1 {
			return "is required"
		}
		if p != nil {
			return "must be at least " + strconv.Itoa(p.MinLength) + " characters"
		}
	case "maxLength":
		if p != nil {
			return "must be at most " + strconv.Itoa(p.MaxLength) + " characters"
		}
	case "minItems":
		if p != nil && p.MinItems <= 1 {
			return "must have at least one choice"
		}
		if p != nil {
			return "must have at least " + strconv.Itoa(p.MinItems) + " choices"
		}
	case "uniqueItems":
		return "must not list the same choice twice"
	case "enum":
		if p != nil {
			var choices []string
			for _, e := range p.Enum {
				choices = append(choices, fmt.Sprint(e))
			}
			return "must be one of: " + strings.Join(choices, ", ")
		}
	case "const":
		return "must be accepted"
	case "type":
		if p != nil {
			return typeMessage(p.Types)
		}
		return "must be a JSON object"
	case "format":
		if p != nil {
			return "must be a valid " + p.Format
		}
	case "pattern":
		return "is not in the expected format"
	}
	return ve.Message
}

func typeMessage(types []string) string {
	switch {
	case slices.Contains(types, "array"):
		return "must be a list"
	case slices.Contains(types, "boolean"):
		return "must be true or false"
	case slices.Contains(types, "string"):
		return "must be text"
	}
	return "has the wrong type"
}
