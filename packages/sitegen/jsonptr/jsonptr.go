// Package jsonptr reads and writes JSON pointers (RFC 6901) over decoded
// JSON or YAML values (map[string]any, []any and scalars): the one place
// the project escapes, splits and follows them.
package jsonptr

import (
	"net/url"
	"slices"
	"strconv"
	"strings"
)

var (
	escaper   = strings.NewReplacer("~", "~0", "/", "~1")
	unescaper = strings.NewReplacer("~1", "/", "~0", "~")
)

// Escape escapes a key as one pointer token: "~" as "~0", "/" as "~1".
func Escape(key string) string { return escaper.Replace(key) }

// Unescape turns a pointer token back into its key.
func Unescape(token string) string { return unescaper.Replace(token) }

// Join appends a key to a pointer.
func Join(pointer, key string) string { return pointer + "/" + Escape(key) }

// Index appends a list index to a pointer.
func Index(pointer string, i int) string { return pointer + "/" + strconv.Itoa(i) }

// Split splits a pointer into its unescaped keys; "" and "/" are the root
// (no keys).
func Split(pointer string) []string {
	if pointer == "" || pointer == "/" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(pointer, "/"), "/")
	for i, p := range parts {
		parts[i] = Unescape(p)
	}
	return parts
}

// SplitFragment splits a pointer taken from a URL fragment (a schema's
// "#/$defs/x"): each token is percent-decoded, then unescaped.
func SplitFragment(fragment string) []string {
	if fragment == "" || fragment == "/" {
		return nil
	}
	parts := strings.Split(strings.TrimPrefix(fragment, "/"), "/")
	for i, p := range parts {
		if u, err := url.PathUnescape(p); err == nil {
			p = u
		}
		parts[i] = Unescape(p)
	}
	return parts
}

// Last is the unescaped key a pointer ends in ("" for the root).
func Last(pointer string) string {
	return Unescape(pointer[strings.LastIndex(pointer, "/")+1:])
}

// Get returns the value at pointer inside v, or nil when there is none.
func Get(v any, pointer string) any { return GetKeys(v, Split(pointer)) }

// GetKeys returns the value at the path of keys (a split pointer) inside v,
// or nil.
func GetKeys(v any, keys []string) any {
	for _, tok := range keys {
		switch t := v.(type) {
		case map[string]any:
			v = t[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(t) {
				return nil
			}
			v = t[i]
		default:
			return nil
		}
	}
	return v
}

// SetSibling stores value beside the value at pointer: under
// "<key><suffix>" for an object property, or at the same index of
// "<key><suffix>" for an item of a list held by an object. Other places
// (the root, a list in a list) are left alone.
func SetSibling(root any, pointer, suffix string, value any) {
	cut := strings.LastIndex(pointer, "/")
	if cut < 0 {
		return
	}
	parentPtr, last := pointer[:cut], Unescape(pointer[cut+1:])
	switch parent := Get(root, parentPtr).(type) {
	case map[string]any:
		parent[last+suffix] = value
	case []any:
		i, err := strconv.Atoi(last)
		if err != nil || i < 0 || i >= len(parent) {
			return
		}
		gcut := strings.LastIndex(parentPtr, "/")
		if gcut < 0 {
			return
		}
		holder, ok := Get(root, parentPtr[:gcut]).(map[string]any)
		if !ok {
			return
		}
		key := Unescape(parentPtr[gcut+1:]) + suffix
		list, _ := holder[key].([]any)
		if len(list) != len(parent) {
			list = make([]any, len(parent))
		}
		list[i] = value
		holder[key] = list
	}
}

// WalkStrings calls fn for every string that is an object's property inside
// v, in order (object keys sorted), with its pointer (below prefix) and its
// key. Strings that are list items are not visited.
func WalkStrings(v any, prefix string, fn func(pointer, key, value string)) {
	switch t := v.(type) {
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		for _, k := range keys {
			p := Join(prefix, k)
			if s, ok := t[k].(string); ok {
				fn(p, k, s)
				continue
			}
			WalkStrings(t[k], p, fn)
		}
	case []any:
		for i, e := range t {
			WalkStrings(e, Index(prefix, i), fn)
		}
	}
}
