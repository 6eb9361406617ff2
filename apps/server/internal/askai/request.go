package askai

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
)

// Limits of a question, as the browser is told in apps/server/README.md.
const (
	maxQuestion   = 500  // characters, after trimming
	maxSources    = 8    // sources per question
	maxSourceText = 4000 // characters of one source's text
	maxSourceURL  = 2048 // bytes of one source's URL
	maxBody       = 64 << 10
)

// Source is one section of the site the browser found for the question.
type Source struct {
	Title string `json:"title"`
	URL   string `json:"url"`
	Text  string `json:"text"`
}

// Question is a valid request body.
type Question struct {
	Question string
	Sources  []Source
}

// FieldError is one problem with the request, in the error format of the
// demo-request endpoint: a JSON pointer and a lower-case phrase.
type FieldError struct {
	Pointer string `json:"pointer"`
	Message string `json:"message"`
}

// errNotOneObject answers a body that is not exactly one JSON object.
var errNotOneObject = []FieldError{{Pointer: "", Message: "the body is not one valid JSON object"}}

// decodeQuestion reads and validates a request body, returning every problem
// it finds, each at its JSON pointer.
func decodeQuestion(body []byte) (Question, []FieldError) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return Question{}, errNotOneObject
	}
	if _, err := dec.Token(); err != io.EOF {
		return Question{}, errNotOneObject
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return Question{}, errNotOneObject
	}

	var q Question
	var errs []FieldError
	fail := func(pointer, message string) { errs = append(errs, FieldError{pointer, message}) }
	for _, key := range slices.Sorted(maps.Keys(obj)) {
		if key != "question" && key != "sources" {
			fail("/"+jsonptr.Escape(key), "is not a field of this request")
		}
	}

	switch question := obj["question"].(type) {
	case nil:
		fail("/question", "is required")
	case string:
		q.Question = strings.TrimSpace(question)
		switch n := utf8.RuneCountInString(q.Question); {
		case n == 0:
			fail("/question", "is required")
		case n > maxQuestion:
			fail("/question", fmt.Sprintf("must be at most %d characters", maxQuestion))
		}
	default:
		fail("/question", "must be text")
	}

	switch sources := obj["sources"].(type) {
	case nil:
		fail("/sources", "is required")
	case []any:
		switch {
		case len(sources) == 0:
			fail("/sources", "must list at least one source")
		case len(sources) > maxSources:
			fail("/sources", fmt.Sprintf("must list at most %d sources", maxSources))
		}
		for i, item := range sources {
			pointer := "/sources/" + strconv.Itoa(i)
			source, problems := decodeSource(pointer, item)
			errs = append(errs, problems...)
			q.Sources = append(q.Sources, source)
		}
	default:
		fail("/sources", "must be a list")
	}
	if len(errs) > 0 {
		return Question{}, errs
	}
	return q, nil
}

func decodeSource(pointer string, item any) (Source, []FieldError) {
	obj, ok := item.(map[string]any)
	if !ok {
		return Source{}, []FieldError{{pointer, "must be an object with title, url and text"}}
	}
	var errs []FieldError
	fail := func(field, message string) { errs = append(errs, FieldError{pointer + field, message}) }
	for _, key := range slices.Sorted(maps.Keys(obj)) {
		if key != "title" && key != "url" && key != "text" {
			fail("/"+jsonptr.Escape(key), "is not a field of a source")
		}
	}
	var s Source
	text := func(field string) (string, bool) {
		switch v := obj[field].(type) {
		case nil:
			fail("/"+field, "is required")
		case string:
			return v, true
		default:
			fail("/"+field, "must be text")
		}
		return "", false
	}
	if title, ok := text("title"); ok {
		if s.Title = strings.TrimSpace(title); s.Title == "" {
			fail("/title", "is required")
		}
	}
	if u, ok := text("url"); ok {
		s.URL = strings.TrimSpace(u)
		if problem := checkSitePath(s.URL); problem != "" {
			fail("/url", problem)
		}
	}
	if body, ok := text("text"); ok {
		s.Text = strings.TrimSpace(body)
		if utf8.RuneCountInString(s.Text) > maxSourceText {
			fail("/text", fmt.Sprintf("must be at most %d characters", maxSourceText))
		}
	}
	return s, errs
}

// checkSitePath accepts a path on this site, such as /docs/intro#setup:
// a single leading slash, no scheme or host, nothing a browser would read
// as another origin (a backslash counts as a slash there), no spaces or
// control characters.
func checkSitePath(u string) string {
	switch {
	case u == "":
		return "is required"
	case len(u) > maxSourceURL:
		return fmt.Sprintf("must be at most %d characters", maxSourceURL)
	case u[0] != '/' || strings.HasPrefix(u, "//") || strings.HasPrefix(u, "/\\"):
		return `must be a path on this site starting with "/", such as /docs/intro`
	}
	for _, r := range u {
		if r <= ' ' || r == 0x7f || r == '\\' {
			return "must not contain spaces, backslashes or control characters"
		}
	}
	return ""
}
