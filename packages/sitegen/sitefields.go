package sitegen

import (
	"bytes"
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
)

// siteField is a reference in a Markdown page to a value of site.yaml, such
// as {site.legal.controller.name}: the facts that site.yaml holds once (the
// brand, the controller's address, the processors) are named in pages, never
// copied into them.
var siteField = regexp.MustCompile(`\{site\.([A-Za-z][A-Za-z0-9]*(?:\.[A-Za-z][A-Za-z0-9]*)*)\}`)

// expandSiteFields replaces each {site.<path>} in the body of f with the
// text of that value of config. A path that names no text, number or list of
// texts is an error at its line and column.
func expandSiteFields(f *content.File, config map[string]any) ([]byte, []error) {
	body := f.Body
	if !bytes.Contains(body, []byte("{site.")) {
		return body, nil
	}
	var errs []error
	out := siteField.ReplaceAllFunc(body, func(m []byte) []byte {
		name := string(m[len("{site.") : len(m)-1])
		text, err := siteFieldText(config, name)
		if err != nil {
			at := bytes.Index(body, m)
			line := f.BodyLine + bytes.Count(body[:at], []byte("\n"))
			col := at - bytes.LastIndexByte(body[:at], '\n')
			errs = append(errs, position.Errorf(position.Position{File: f.Path, Line: line, Col: col}, "{site.%s}: %v", name, err))
			return m
		}
		return []byte(text)
	})
	return out, errs
}

func siteFieldText(config map[string]any, name string) (string, error) {
	var value any = config
	for _, key := range strings.Split(name, ".") {
		object, ok := value.(map[string]any)
		if !ok {
			return "", fmt.Errorf("site.yaml has no %q below a value that is not an object (expected the path of a value in content/site.yaml)", key)
		}
		if value, ok = object[key]; !ok {
			keys := make([]string, 0, len(object))
			for k := range object {
				keys = append(keys, k)
			}
			sort.Strings(keys)
			return "", fmt.Errorf("site.yaml has no %q here (expected one of %s)", key, strings.Join(keys, ", "))
		}
	}
	switch v := value.(type) {
	case string:
		return v, nil
	case int, int64, uint64, float64:
		return fmt.Sprint(v), nil
	case []any:
		parts := make([]string, 0, len(v))
		for _, item := range v {
			s, ok := item.(string)
			if !ok {
				return "", errors.New("is a list of more than text (expected a text, a number or a list of texts)")
			}
			parts = append(parts, s)
		}
		return strings.Join(parts, ", "), nil
	default:
		return "", errors.New("is an object (expected a text, a number or a list of texts: name one of its fields)")
	}
}
