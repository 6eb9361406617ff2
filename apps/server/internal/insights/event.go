// Package insights takes the docs insights the site sends: POST
// /api/insights with one event, a settled search or a page's feedback, as
// JSON from the app or as a plain form post from the feedback part without
// JavaScript. Each event is size limited, rate limited per client, checked
// against schemas/insights-event.schema.json and added to the day's
// aggregates (leadstore.Insights); the client's address is used for the
// rate limit only and never stored. A query that looks like personal data
// is dropped; an e-mail address or phone number in a comment is replaced.
package insights

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/schemas"
	"github.com/santhosh-tekuri/jsonschema/v5"
)

// Event is one decoded, validated event.
type Event struct {
	Type       string `json:"type"` // "search", "vote" or "comment"
	Query      string `json:"query"`
	Scope      string `json:"scope"`
	Results    int    `json:"results"`
	OpenedRank int    `json:"openedRank"`
	Page       string `json:"page"`
	Helpful    bool   `json:"helpful"`
	Comment    string `json:"comment"`
}

// Schema is the compiled insights-event schema.
type Schema struct{ compiled *jsonschema.Schema }

// LoadSchema compiles the schema embedded in the binary.
func LoadSchema() (*Schema, error) {
	c := jsonschema.NewCompiler()
	c.Draft = jsonschema.Draft2020
	const url = "insights-event.schema.json"
	if err := c.AddResource(url, bytes.NewReader(schemas.InsightsEvent)); err != nil {
		return nil, fmt.Errorf("insights-event schema: %w", err)
	}
	compiled, err := c.Compile(url)
	if err != nil {
		return nil, fmt.Errorf("insights-event schema: %w", err)
	}
	return &Schema{compiled: compiled}, nil
}

// Problem is one reason an event was refused: where in the event, and what
// is wrong there.
type Problem struct {
	Pointer string `json:"pointer"`
	Message string `json:"message"`
}

var errNotObject = errors.New("the body must be one JSON object")

// decodeJSON reads exactly one JSON object.
func decodeJSON(body []byte) (map[string]any, error) {
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var v any
	if err := dec.Decode(&v); err != nil {
		return nil, errNotObject
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, errNotObject
	}
	obj, ok := v.(map[string]any)
	if !ok {
		return nil, errNotObject
	}
	return obj, nil
}

// Validate checks fields against the schema and returns the event, or the
// problems: the deepest error under the event type the body names, so an
// unknown field or a wrong type is named rather than "matches none of".
func (s *Schema) Validate(fields map[string]any) (Event, []Problem) {
	err := s.compiled.Validate(fields)
	if err != nil {
		var ve *jsonschema.ValidationError
		if !errors.As(err, &ve) {
			return Event{}, []Problem{{Message: err.Error()}}
		}
		return Event{}, problems(ve, fields["type"])
	}
	raw, err := json.Marshal(fields)
	if err != nil {
		return Event{}, []Problem{{Message: err.Error()}}
	}
	var e Event
	if err := json.Unmarshal(raw, &e); err != nil {
		return Event{}, []Problem{{Message: err.Error()}}
	}
	return e, nil
}

// problems flattens a validation error into its leaves, keeping only
// those of the branch for the event's own type when it names a known one.
func problems(ve *jsonschema.ValidationError, eventType any) []Problem {
	branch := "" // the schema's oneOf lists the types in this order
	if t, ok := eventType.(string); ok {
		if i := slices.Index([]string{"search", "vote", "comment"}, t); i >= 0 {
			branch = "/oneOf/" + strconv.Itoa(i) + "/"
		}
	}
	var out []Problem
	var walk func(e *jsonschema.ValidationError)
	walk = func(e *jsonschema.ValidationError) {
		if len(e.Causes) == 0 {
			if branch != "" && !strings.HasPrefix(e.KeywordLocation, branch) {
				return
			}
			if branch == "" && strings.HasSuffix(e.AbsoluteKeywordLocation, "/type/const") {
				out = append(out, Problem{Pointer: "/type", Message: `must be "search", "vote" or "comment"`})
				return
			}
			out = append(out, Problem{Pointer: e.InstanceLocation, Message: message(e)})
			return
		}
		for _, c := range e.Causes {
			walk(c)
		}
	}
	walk(ve)
	if len(out) == 0 {
		out = append(out, Problem{Message: ve.Message})
	}
	return dedupe(out)
}

func dedupe(ps []Problem) []Problem {
	seen := map[Problem]bool{}
	var out []Problem
	for _, p := range ps {
		if !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// message words a schema error for people: the control-character patterns
// say so instead of printing the expression.
func message(e *jsonschema.ValidationError) string {
	if at := e.AbsoluteKeywordLocation; strings.HasSuffix(at, "/pattern") {
		switch {
		case strings.HasSuffix(at, "/$defs/line/pattern") || strings.HasSuffix(at, "/comment/pattern"):
			return "must not contain control characters"
		case strings.HasSuffix(at, "/$defs/page/pattern"):
			return "must be the path of a page of this site, such as /docs/intro"
		}
	}
	return e.Message
}

// Searches that look like personal data are dropped: a reader who types an
// e-mail address, a phone number or another long number (a customer or
// order number) into the search box has not agreed to give it to us.
var (
	emailLike  = regexp.MustCompile(`[^\s@]+@[^\s@]+\.[^\s@]+`)
	numberLike = regexp.MustCompile(`\+?\d(?:[\s().\-/]*\d){6,}`)
)

// looksPersonal reports whether a query may hold personal data.
func looksPersonal(query string) bool {
	return emailLike.MatchString(query) || numberLike.MatchString(query)
}

// redacted is a comment with what looks like an e-mail address or a phone
// number replaced, since the form asks for neither.
func redacted(comment string) string {
	comment = emailLike.ReplaceAllString(comment, "[removed]")
	return numberLike.ReplaceAllString(comment, "[removed]")
}

// normalQuery is the query as it is counted: lower case, trimmed, single
// spaces, so "Customs  Hold" and "customs hold" are one query.
func normalQuery(q string) string {
	return strings.Join(strings.Fields(strings.ToLower(q)), " ")
}

// search is e as the store takes it.
func (e Event) search() leadstore.Search {
	return leadstore.Search{Query: normalQuery(e.Query), Scope: e.Scope, Results: e.Results, OpenedRank: e.OpenedRank}
}
