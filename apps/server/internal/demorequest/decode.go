package demorequest

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"net/url"
	"slices"
	"strings"
	"unicode/utf8"
)

// honeypotField is hidden from people by the form; bots fill it.
const honeypotField = "website"

// Submission is a decoded request body, ready for validation.
type Submission struct {
	// Fields is the body as JSON values (strings, []any, bool, json.Number…),
	// with strings trimmed and empty top-level strings removed, so a blank
	// optional field is absent and a blank required one reads "is required".
	Fields map[string]any
	// Typed is what the user sent through the no-JS form, as typed, for
	// filling the form back in; nil for JSON.
	Typed url.Values
	// Honeypot is set when the hidden honeypot field was filled.
	Honeypot bool
}

var errNotObject = errors.New("the body must be one JSON object")

// errInvalidUTF8 is a form body whose decoded keys or values are not UTF-8
// (percent-encoded bytes that form no character).
var errInvalidUTF8 = errors.New("the form body is not valid UTF-8")

// DecodeJSON reads a JSON body, which must be exactly one JSON object.
func DecodeJSON(body []byte) (Submission, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return Submission{}, err
	}
	if _, err := dec.Token(); err != io.EOF {
		return Submission{}, errNotObject
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return Submission{}, errNotObject
	}
	sub := Submission{Fields: map[string]any{}}
	for k, val := range obj {
		if k == honeypotField {
			sub.Honeypot = !isBlank(val)
			continue
		}
		if s, ok := val.(string); ok {
			if s = strings.TrimSpace(s); s == "" {
				continue
			}
			val = s
		}
		if list, ok := val.([]any); ok {
			for i, item := range list {
				if s, ok := item.(string); ok {
					list[i] = strings.TrimSpace(s)
				}
			}
		}
		sub.Fields[k] = val
	}
	return sub, nil
}

func isBlank(v any) bool {
	s, ok := v.(string)
	return v == nil || ok && strings.TrimSpace(s) == ""
}

// DecodeForm reads an application/x-www-form-urlencoded body the way the
// schema expects it: list fields from repeated keys, checkbox fields from
// "on" (what browsers send) or "true", everything else as text. A text field
// sent twice becomes a list, which the schema rejects.
func (s *Schema) DecodeForm(body string) (Submission, error) {
	values, err := url.ParseQuery(body)
	if err != nil {
		return Submission{}, err
	}
	for k, vals := range values {
		if !utf8.ValidString(k) || slices.ContainsFunc(vals, func(v string) bool { return !utf8.ValidString(v) }) {
			return Submission{}, errInvalidUTF8
		}
	}
	sub := Submission{Fields: map[string]any{}, Typed: values}
	for k, vals := range values {
		if k == honeypotField {
			sub.Honeypot = strings.TrimSpace(strings.Join(vals, "")) != ""
			continue
		}
		switch {
		case s.isList(k):
			list := make([]any, 0, len(vals))
			for _, v := range vals {
				if v = strings.TrimSpace(v); v != "" {
					list = append(list, v)
				}
			}
			sub.Fields[k] = list
		case s.isFlag(k) && len(vals) == 1 && (vals[0] == "on" || vals[0] == "true"):
			sub.Fields[k] = true
		case len(vals) == 1:
			if v := strings.TrimSpace(vals[0]); v != "" {
				sub.Fields[k] = v
			}
		default:
			list := make([]any, len(vals))
			for i, v := range vals {
				list[i] = v
			}
			sub.Fields[k] = list
		}
	}
	delete(values, honeypotField)
	return sub, nil
}
