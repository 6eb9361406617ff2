package gents

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// Types writes TypeScript declarations of Go types as encoding/json writes
// them: a named struct becomes an exported type declared on first use, an
// omitempty field an optional property, a pointer without omitempty (or a
// field tagged `ts:",nullable"`) a nullable one; a `ts:"..."` tag gives a
// field's TypeScript type itself ('a' | 'b' for a string of fixed values).
type Types struct {
	// Name is the TypeScript name of a named Go type; nil: its Go name.
	Name  func(reflect.Type) string
	named map[reflect.Type]string
	decls []string
}

// Ref is the TypeScript of a type, declaring the named structs it uses.
func (g *Types) Ref(t reflect.Type) string { return g.ref(t, "") }

// Declarations are the declarations of the named structs Ref met, in the
// order it met them, each ending in a newline.
func (g *Types) Declarations() []string { return g.decls }

func (g *Types) ref(t reflect.Type, indent string) string {
	switch t.Kind() {
	case reflect.Pointer:
		return g.ref(t.Elem(), indent)
	case reflect.String:
		return "string"
	case reflect.Bool:
		return "boolean"
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Float64:
		return "number"
	case reflect.Slice:
		return g.ref(t.Elem(), indent) + "[]"
	case reflect.Map:
		return "Record<string, " + g.ref(t.Elem(), indent) + ">"
	case reflect.Struct:
		if t.Name() == "" {
			return g.object(t, indent)
		}
		if n, ok := g.named[t]; ok {
			return n
		}
		n := t.Name()
		if g.Name != nil {
			n = g.Name(t)
		}
		if g.named == nil {
			g.named = map[reflect.Type]string{}
		}
		g.named[t] = n
		i := len(g.decls)
		g.decls = append(g.decls, "")
		if t.NumField() == 0 {
			g.decls[i] = fmt.Sprintf("export type %s = Record<string, never>;\n", n)
		} else {
			g.decls[i] = fmt.Sprintf("export type %s = %s;\n", n, g.object(t, ""))
		}
		return n
	}
	panic(fmt.Sprintf("gents: no TypeScript for %s", t))
}

// object writes a struct's fields, embedded structs' fields inline.
func (g *Types) object(t reflect.Type, indent string) string {
	var b strings.Builder
	b.WriteString("{\n")
	g.fields(&b, t, indent+"  ")
	b.WriteString(indent + "}")
	return b.String()
}

func (g *Types) fields(b *strings.Builder, t reflect.Type, indent string) {
	for f := range fields(t) {
		typ := f.ts
		if typ == "" {
			typ = g.ref(f.Type, indent)
		}
		if f.nullable {
			typ += " | null"
		}
		opt := ""
		if f.optional {
			opt = "?"
		}
		fmt.Fprintf(b, "%s%s%s: %s;\n", indent, f.json, opt, typ)
	}
}

// field is one JSON property of a struct.
type field struct {
	reflect.StructField
	json     string
	optional bool // omitempty: may be missing
	nullable bool // a pointer without omitempty, or tagged: may be null
	ts       string
}

// fields lists the JSON properties of a struct, embedded structs' inline.
func fields(t reflect.Type) func(yield func(field) bool) {
	return func(yield func(field) bool) {
		for sf := range t.Fields() {
			if sf.Anonymous && sf.Type.Kind() == reflect.Struct {
				for f := range fields(sf.Type) {
					if !yield(f) {
						return
					}
				}
				continue
			}
			name, opts, _ := strings.Cut(sf.Tag.Get("json"), ",")
			if name == "-" || !sf.IsExported() {
				continue
			}
			ts, nullable := strings.CutSuffix(sf.Tag.Get("ts"), ",nullable")
			f := field{StructField: sf, json: name, ts: ts}
			f.optional = slices.Contains(strings.Split(opts, ","), "omitempty")
			f.nullable = (sf.Type.Kind() == reflect.Pointer && !f.optional) || nullable
			if !yield(f) {
				return
			}
		}
	}
}
