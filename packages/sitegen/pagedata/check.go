package pagedata

import (
	"encoding/json"
	"fmt"
	"reflect"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/routes"
)

// Check tells how a page's data (as written to its data file) differs from
// its kind's declared type: keys the type lacks, fields missing that it
// requires, values of the wrong type, null where it allows none. It is how
// the tests hold the generator's map-built data to the declaration.
func Check(kind routes.Kind, raw json.RawMessage) []string {
	v, ok := ByKind[kind]
	if !ok {
		return []string{fmt.Sprintf("no data type for the page kind %q (expected one in pagedata.ByKind)", kind)}
	}
	var data any
	if err := json.Unmarshal(raw, &data); err != nil {
		return []string{err.Error()}
	}
	var errs []string
	check(reflect.TypeOf(v), data, "", &errs)
	return errs
}

func check(t reflect.Type, v any, pointer string, errs *[]string) {
	where := pointer
	if where == "" {
		where = "/"
	}
	fail := func(format string, args ...any) { *errs = append(*errs, where+": "+fmt.Sprintf(format, args...)) }
	if t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	switch t.Kind() {
	case reflect.String:
		if _, ok := v.(string); !ok {
			fail("%v is not a string", v)
		}
	case reflect.Bool:
		if _, ok := v.(bool); !ok {
			fail("%v is not true or false", v)
		}
	case reflect.Int, reflect.Int64, reflect.Int32, reflect.Float64:
		if _, ok := v.(float64); !ok {
			fail("%v is not a number", v)
		}
	case reflect.Slice:
		list, ok := v.([]any)
		if !ok {
			fail("%v is not a list", v)
			return
		}
		for i, e := range list {
			check(t.Elem(), e, jsonptr.Index(pointer, i), errs)
		}
	case reflect.Map:
		m, ok := v.(map[string]any)
		if !ok {
			fail("%v is not an object", v)
			return
		}
		for k, e := range m {
			check(t.Elem(), e, jsonptr.Join(pointer, k), errs)
		}
	case reflect.Struct:
		m, ok := v.(map[string]any)
		if !ok {
			fail("%v is not an object", v)
			return
		}
		known := map[string]bool{}
		for f := range fields(t) {
			known[f.json] = true
			e, present := m[f.json]
			switch {
			case !present && !f.optional:
				fail("no %q (the type %s requires it)", f.json, typeName(t))
			case present && e == nil:
				if !f.nullable {
					fail("%q is null (the type %s does not allow null)", f.json, typeName(t))
				}
			case present:
				if f.ts != "" && strings.HasPrefix(f.ts, "'") {
					s, _ := e.(string)
					if !slices.Contains(strings.Split(f.ts, " | "), "'"+s+"'") {
						*errs = append(*errs, fmt.Sprintf("%s: %v is none of %s", jsonptr.Join(pointer, f.json), e, f.ts))
					}
					continue
				}
				check(f.Type, e, jsonptr.Join(pointer, f.json), errs)
			}
		}
		for k := range m {
			if !known[k] {
				fail("%q is not a field of %s (declare it in packages/sitegen/pagedata)", k, typeName(t))
			}
		}
	}
}

func typeName(t reflect.Type) string {
	if t.Name() == "" {
		return "its object"
	}
	return t.Name()
}
