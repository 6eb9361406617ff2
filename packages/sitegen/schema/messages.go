package schema

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/santhosh-tekuri/jsonschema/v5"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// This file turns the validator's violations into messages an editor can act
// on: what is wrong with the value as written, then what is expected, from
// the schema's own words where it has them (an x-expected keyword beside a
// pattern or a not, a property's description), with a "did you mean" for a
// near miss of a key or an enum value.

// ExpectedKeyword gives, in a schema, the human explanation of a pattern, a
// format, a not or a false schema: the text after "expected" in the message.
const ExpectedKeyword = "x-expected"

var (
	quotedNames  = regexp.MustCompile(`'([^']*)'`)
	equalIndexes = regexp.MustCompile(`^items at index (\d+) and (\d+) are equal$`)
)

// leaves returns the violations to report. A wrapper ($ref, allOf, if/then)
// gives way to its causes. For anyOf and oneOf, only the branches that take
// a value of the type at hand count, and of those the one with the fewest
// problems (the form the editor most likely meant; each unknown or missing
// key is one problem); when no branch takes the type, the anyOf or oneOf
// itself is reported, as a type mismatch.
func (s *Set) leaves(e *jsonschema.ValidationError) []*jsonschema.ValidationError {
	if len(e.Causes) == 0 {
		return []*jsonschema.ValidationError{e}
	}
	if kw := keywordOf(e); kw == "anyOf" || kw == "oneOf" {
		var best []*jsonschema.ValidationError
		for _, branch := range e.Causes {
			found := s.leaves(branch)
			if mismatchesType(found, e.InstanceLocation) {
				continue
			}
			if best == nil || problems(found) < problems(best) {
				best = found
			}
		}
		if best == nil {
			return []*jsonschema.ValidationError{e}
		}
		return best
	}
	var out []*jsonschema.ValidationError
	for _, c := range e.Causes {
		out = append(out, s.leaves(c)...)
	}
	return out
}

// problems counts violations as an editor would fix them: a violation that
// names several keys (unknown or missing ones) is one problem per key.
func problems(found []*jsonschema.ValidationError) int {
	n := 0
	for _, f := range found {
		switch keywordOf(f) {
		case "additionalProperties", "required":
			n += len(quotedNames.FindAllString(f.Message, -1))
		default:
			n++
		}
	}
	return n
}

// mismatchesType tells whether a branch's violations include one about the
// type of the value at instance itself.
func mismatchesType(found []*jsonschema.ValidationError, instance string) bool {
	for _, f := range found {
		if f.InstanceLocation == instance && (keywordOf(f) == "type" || f.Message == "not allowed") {
			return true
		}
	}
	return false
}

// keywordOf is the keyword a violation is about: the last segment of its
// keyword location.
func keywordOf(e *jsonschema.ValidationError) string {
	loc := e.AbsoluteKeywordLocation
	return loc[strings.LastIndex(loc, "/")+1:]
}

// describe turns one violation into errors at the positions they are about.
// value is what was validated; it sits at pointer base inside doc.
func (s *Set) describe(doc *yamlsrc.Document, value any, base string, e *jsonschema.ValidationError) position.List {
	pointer := base + e.InstanceLocation
	where := strings.ReplaceAll(e.AbsoluteKeywordLocation, urlPrefix, "schemas/")
	keyword := keywordOf(e)
	// The schema object that holds the keyword.
	parentLoc := e.AbsoluteKeywordLocation[:strings.LastIndex(e.AbsoluteKeywordLocation, "/")]
	parent := s.keywords(parentLoc)
	v := jsonptr.Get(value, e.InstanceLocation)
	shown := pointer
	if shown == "" {
		shown = "/"
	}
	at := func(p string, format string, args ...any) *position.Error {
		return position.Errorf(doc.Position(p), "%s: %s [%s]", displayPointer(p), fmt.Sprintf(format, args...), where)
	}
	written := writtenValue(doc, pointer, v)
	name := fieldName(pointer)
	if strings.Contains(e.AbsoluteKeywordLocation, "/propertyNames/") {
		// A violation of propertyNames is about a key: the validator's
		// instance is the key's name, at the pointer of its value.
		cut := strings.LastIndex(pointer, "/")
		object, key := pointer[:cut], fieldName(pointer)
		v, written, name = key, fmt.Sprintf("key %q", key), "key"
		at = func(_ string, format string, args ...any) *position.Error {
			return position.Errorf(doc.KeyPosition(object, key), "%s: %s [%s]", displayPointer(pointer), fmt.Sprintf(format, args...), where)
		}
	}

	if e.Message == "not allowed" {
		// A false schema: nothing may be here.
		expected := "nothing here"
		if x, ok := parent[ExpectedKeyword].(string); ok {
			expected = x
		} else if max := len(asList(parent["prefixItems"])); keyword == "items" && max > 0 {
			expected = fmt.Sprintf("at most %s", plural(max, "item"))
		}
		return position.List{at(pointer, "%s is not allowed here (expected %s)", written, expected)}
	}

	switch keyword {
	case "additionalProperties":
		allowed := s.propertyNames(parentLoc)
		var list position.List
		for _, m := range quotedNames.FindAllStringSubmatch(e.Message, -1) {
			key := m[1]
			hint := ""
			if near := closest(key, allowed); near != "" {
				hint = fmt.Sprintf("did you mean %q? ", near)
			}
			list = append(list, position.Errorf(doc.KeyPosition(pointer, key),
				"%s: unknown key %q (%sallowed: %s) [%s]", jsonptr.Join(pointer, key), key, hint, strings.Join(allowed, ", "), where))
		}
		return list

	case "required":
		var list position.List
		for _, m := range quotedNames.FindAllStringSubmatch(e.Message, -1) {
			expected := "it in this mapping"
			if d := s.propertyDescription(parentLoc, m[1]); d != "" {
				expected = "it: " + d
			}
			list = append(list, at(pointer, "key %q is missing (expected %s)", m[1], expected))
		}
		return list

	case "type":
		return position.List{at(pointer, "%s (expected %s)", isType(written, v), expectedType(typeList(parent["type"]), v, written))}

	case "anyOf", "oneOf":
		if strings.HasPrefix(e.Message, "valid against schemas at indexes") {
			return position.List{at(pointer, "%s matches more than one of the allowed forms (expected exactly one)", written)}
		}
		var types []string
		for _, branch := range e.Causes {
			for _, leaf := range s.leaves(branch) {
				if leaf.InstanceLocation == e.InstanceLocation && keywordOf(leaf) == "type" {
					loc := leaf.AbsoluteKeywordLocation
					types = append(types, typeList(s.keywords(loc[:strings.LastIndex(loc, "/")])["type"])...)
				}
			}
		}
		if len(types) == 0 {
			return position.List{at(pointer, "%s does not match any of the allowed forms (expected %s)", written, orExpected(parent, "one of them"))}
		}
		return position.List{at(pointer, "%s (expected %s)", isType(written, v), expectedType(compact(types), v, written))}

	case "enum":
		values := asList(parent["enum"])
		hint := ""
		if str, ok := v.(string); ok {
			if near := closest(str, stringsOf(values)); near != "" {
				hint = fmt.Sprintf("did you mean %q? ", near)
			}
		}
		return position.List{at(pointer, "%s is not %s (%sexpected %s)", written, knownName(name), hint, oneOf(values))}

	case "const":
		expected := showJSON(parent["const"])
		if d, ok := parent["description"].(string); ok {
			expected += ": " + d
		}
		return position.List{at(pointer, "%s is not allowed here (expected %s)", written, expected)}

	case "pattern":
		return position.List{at(pointer, "%s does not match %s (expected %s)", written, patternName(name), patternExpected(parent))}

	case "format":
		return position.List{at(pointer, "%s is not %s (expected %s)", written, formatName(parent["format"]), orExpected(parent, formatExpected(parent["format"])))}

	case "minLength", "maxLength":
		n := utf8.RuneCountInString(fmt.Sprint(v))
		limit := intOf(parent[keyword])
		if n == 0 {
			return position.List{at(pointer, "the text is empty (expected at least %s)", plural(limit, "character"))}
		}
		bound := "at least"
		if keyword == "maxLength" {
			bound = "at most"
		}
		return position.List{at(pointer, "the text is %s long (expected %s %d)", plural(n, "character"), bound, limit)}

	case "minItems", "maxItems":
		bound := "at least"
		if keyword == "maxItems" {
			bound = "at most"
		}
		return position.List{at(pointer, "the list has %s (expected %s %d)", plural(len(asList(v)), "item"), bound, intOf(parent[keyword]))}

	case "minimum", "exclusiveMinimum", "maximum", "exclusiveMaximum", "multipleOf":
		limit := showJSON(parent[keyword])
		what := map[string]string{
			"minimum":          "is too small (expected at least %s)",
			"exclusiveMinimum": "is too small (expected more than %s)",
			"maximum":          "is too large (expected at most %s)",
			"exclusiveMaximum": "is too large (expected less than %s)",
			"multipleOf":       "is not a multiple of %[1]s (expected a multiple of %[1]s)",
		}[keyword]
		return position.List{at(pointer, "%s "+what, written, limit)}

	case "uniqueItems":
		m := equalIndexes.FindStringSubmatch(e.Message)
		if m == nil {
			break
		}
		first, second := pointer+"/"+m[1], pointer+"/"+m[2]
		item := jsonptr.Get(value, e.InstanceLocation+"/"+m[2])
		return position.List{at(second, "%s is listed twice (expected each item once; the first is at %s)", writtenValue(doc, second, item), displayPointer(first))}

	case "not":
		expected, _ := parent[ExpectedKeyword].(string)
		notSchema, _ := parent["not"].(map[string]any)
		if keys := stringsOf(asList(notSchema["required"])); len(keys) > 0 {
			object, _ := v.(map[string]any)
			var list position.List
			for _, k := range keys {
				if _, present := object[k]; present {
					list = append(list, position.Errorf(doc.KeyPosition(pointer, k), "%s: key %q is not allowed here (expected %s) [%s]",
						jsonptr.Join(pointer, k), k, cmp(expected, "no "+strconv.Quote(k)+" key"), where))
				}
			}
			if len(list) > 0 {
				return list
			}
		}
		return position.List{at(pointer, "%s is not allowed here (expected %s)", written, cmp(expected, "another value"))}
	}
	return position.List{at(pointer, "%s", e.Message)}
}

func cmp(s, fallback string) string {
	if s != "" {
		return s
	}
	return fallback
}

func displayPointer(p string) string {
	if p == "" {
		return "/"
	}
	return p
}

// writtenValue shows a value the way the editor wrote it: a scalar as in the
// file (1.0 stays 1.0), a string quoted; a mapping, a list or null is "the
// value".
func writtenValue(doc *yamlsrc.Document, pointer string, v any) string {
	switch v.(type) {
	case map[string]any, []any, nil:
		return "the value"
	case string:
		return showJSON(v)
	}
	if text, ok := doc.ScalarText(pointer); ok {
		return text
	}
	return showJSON(v)
}

// showJSON shows a schema or instance value: strings quoted, long ones cut.
func showJSON(v any) string {
	switch t := v.(type) {
	case string:
		if utf8.RuneCountInString(t) > 60 {
			t = string([]rune(t)[:57]) + "..."
		}
		return strconv.Quote(t)
	case float64:
		return strconv.FormatFloat(t, 'f', -1, 64)
	case nil:
		return "null"
	case map[string]any:
		return "a mapping"
	case []any:
		return "a list"
	}
	return fmt.Sprint(v)
}

// jsonType is the JSON Schema type of a decoded value.
func jsonType(v any) string {
	switch t := v.(type) {
	case string:
		return "string"
	case bool:
		return "boolean"
	case nil:
		return "null"
	case map[string]any:
		return "object"
	case []any:
		return "array"
	case int64:
		return "integer"
	case float64:
		if t == math.Trunc(t) && !math.IsInf(t, 0) {
			return "integer"
		}
		return "number"
	}
	return "string"
}

var typeNouns = map[string]string{
	"string":  "a string",
	"integer": "a whole number",
	"number":  "a number",
	"boolean": "true or false",
	"null":    "null",
	"object":  "a mapping of keys to values",
	"array":   "a list",
}

// isType says what a value is, for a type mismatch.
func isType(written string, v any) string {
	switch jsonType(v) {
	case "object":
		return written + " is a mapping"
	case "array":
		return written + " is a list"
	case "null":
		return written + " is empty (null)"
	case "boolean":
		return written + " is a boolean"
	case "string":
		return written + " is a string"
	}
	return written + " is a number"
}

// expectedType lists the expected types, with how to write the value as one
// of them when the editor only needs to add or drop quotes.
func expectedType(types []string, v any, written string) string {
	names := make([]string, len(types))
	for i, t := range types {
		names[i] = typeNouns[t]
	}
	out := strings.Join(names, " or ")
	got := jsonType(v)
	switch {
	case slices.Contains(types, "string") && (got == "integer" || got == "number" || got == "boolean"):
		out += "; put it in quotes: " + strconv.Quote(written)
	case (slices.Contains(types, "integer") || slices.Contains(types, "number")) && got == "string":
		if _, err := strconv.ParseFloat(v.(string), 64); err == nil {
			out += "; write it without quotes"
		}
	case slices.Contains(types, "boolean") && got == "string" && (v == "true" || v == "false"):
		out += "; write it without quotes"
	}
	return out
}

func typeList(v any) []string {
	if t, ok := v.(string); ok {
		return []string{t}
	}
	return stringsOf(asList(v))
}

func compact(list []string) []string {
	var out []string
	for _, s := range list {
		if !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	return out
}

func asList(v any) []any {
	l, _ := v.([]any)
	return l
}

func stringsOf(values []any) []string {
	var out []string
	for _, v := range values {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

func intOf(v any) int {
	f, _ := v.(float64)
	return int(f)
}

func plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// fieldName is the name of the property a pointer ends in, or "" for the
// root or an item of a list.
func fieldName(pointer string) string {
	name := pointer[strings.LastIndex(pointer, "/")+1:]
	if _, err := strconv.Atoi(name); err == nil {
		return ""
	}
	return jsonptr.Unescape(name)
}

func knownName(name string) string {
	if name != "" {
		return "a known " + name
	}
	return "one of the allowed values"
}

func patternName(name string) string {
	if name != "" {
		return "the " + name + " pattern"
	}
	return "the pattern"
}

// oneOf lists enum values: bare words when they are all strings, as an
// editor writes them in YAML.
func oneOf(values []any) string {
	words := stringsOf(values)
	if len(words) != len(values) {
		words = words[:0]
		for _, v := range values {
			words = append(words, showJSON(v))
		}
	}
	if len(words) == 1 {
		return words[0]
	}
	return "one of: " + strings.Join(words, ", ")
}

// patternExpected explains a pattern: the schema's x-expected, or else the
// regular expression with the property's description.
func patternExpected(parent map[string]any) string {
	if x, ok := parent[ExpectedKeyword].(string); ok {
		return x
	}
	out := fmt.Sprintf("text matching %v", parent["pattern"])
	if d, ok := parent["description"].(string); ok {
		out += "; " + d
	}
	return out
}

func orExpected(parent map[string]any, fallback string) string {
	if x, ok := parent[ExpectedKeyword].(string); ok {
		return x
	}
	return fallback
}

func formatName(format any) string {
	switch format {
	case "email":
		return "a valid email address"
	case "uri":
		return "a valid URL"
	case "date":
		return "a valid date"
	}
	return fmt.Sprintf("a valid %v", format)
}

func formatExpected(format any) string {
	switch format {
	case "email":
		return "an address like name@example.com"
	case "uri":
		return "an absolute URL like https://www.example.com/path"
	case "date":
		return "a date like 2025-03-31"
	}
	return fmt.Sprintf("the %v format", format)
}

// closest returns the candidate nearest to word when it is a near miss: at
// most two edits (a swap of neighbours counts as one), and at most one edit
// per three characters of the word, so "bag" is not taken for "box". Case is
// ignored; ties go to the first candidate.
func closest(word string, candidates []string) string {
	best, bestDistance := "", 3
	w := []rune(strings.ToLower(word))
	for _, c := range candidates {
		if c == word {
			continue
		}
		d := editDistance(w, []rune(strings.ToLower(c)))
		if d < bestDistance && d*3 <= len(w) {
			best, bestDistance = c, d
		}
	}
	return best
}

// editDistance is the optimal string alignment distance: insertions,
// deletions, substitutions and transpositions of neighbours.
func editDistance(a, b []rune) int {
	d := make([][]int, len(a)+1)
	for i := range d {
		d[i] = make([]int, len(b)+1)
		d[i][0] = i
	}
	for j := range d[0] {
		d[0][j] = j
	}
	for i := 1; i <= len(a); i++ {
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			d[i][j] = min(d[i-1][j]+1, d[i][j-1]+1, d[i-1][j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				d[i][j] = min(d[i][j], d[i-2][j-2]+1)
			}
		}
	}
	return d[len(a)][len(b)]
}

// propertyNames lists the properties a schema declares, sorted.
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

// propertyDescription finds the description of a property for a "required"
// at location: in the schema that requires it or, for a required inside
// if/then or allOf, in the schema around it. A property that is only a $ref
// takes the description of what it refers to.
func (s *Set) propertyDescription(location, name string) string {
	file, fragment, _ := strings.Cut(location, "#")
	for {
		props, _ := s.keywords(file + "#" + fragment)["properties"].(map[string]any)
		if prop, ok := props[name].(map[string]any); ok {
			if d, ok := prop["description"].(string); ok {
				return d
			}
			if ref, ok := prop["$ref"].(string); ok && strings.HasPrefix(ref, "#") {
				d, _ := s.keywords(file + ref)["description"].(string)
				return d
			}
			return ""
		}
		cut := strings.LastIndex(fragment, "/")
		if cut < 0 {
			return ""
		}
		fragment = fragment[:cut]
	}
}
