package insights

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/posted"
)

// Path is where the site sends its events.
const Path = "/api/insights"

// The anchors the feedback part answers to without JavaScript (packages/ui
// PageFeedback): after a vote the comment form of that answer, after a
// comment the thanks.
const (
	anchorYes    = "#page-feedback-yes"
	anchorNo     = "#page-feedback-no"
	anchorThanks = "#page-feedback-thanks"
)

// Store is where events are added up.
type Store interface {
	AddSearch(ctx context.Context, day leadstore.Day, s leadstore.Search) error
	AddVote(ctx context.Context, day leadstore.Day, page string, helpful bool) error
	AddComment(ctx context.Context, day leadstore.Day, page string, helpful bool, comment string) error
}

// Handler serves POST /api/insights.
type Handler struct {
	Schema  *Schema
	Store   Store
	Limiter posted.Limiter
	// ClientKey names the client for the limiter; the key is never stored.
	ClientKey func(*http.Request) string
	// IsPage tells whether a path is a page of the site being served:
	// feedback about anything else is refused, and a form post is sent
	// back only to a page of the site.
	IsPage  func(path string) bool
	MaxBody int64
	Now     func() time.Time
	Log     *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !posted.Begin(w, r) {
		return
	}
	kind, ok := posted.KindOf(r)
	if !ok {
		h.problem(w, posted.JSON, http.StatusUnsupportedMediaType, posted.Unsupported)
		return
	}
	tooLarge := "the event is larger than " + strconv.FormatInt(h.MaxBody, 10) + " bytes"
	refused := posted.Declared(r, h.MaxBody, tooLarge)
	if refused == nil {
		refused = posted.Limit(w, h.Limiter, h.ClientKey(r), "too many events from this client; try again later")
	}
	var body []byte
	if refused == nil {
		body, refused = posted.Read(w, r, kind, h.MaxBody, tooLarge)
	}
	if refused != nil {
		h.problem(w, kind, refused.Status, refused.Message)
		return
	}
	var err error
	var fields map[string]any
	if kind == posted.JSON {
		if fields, err = decodeJSON(body); err != nil {
			h.problem(w, kind, http.StatusBadRequest, "the body is not one JSON object")
			return
		}
	} else if fields, err = formFields(string(body)); err != nil {
		h.problem(w, kind, http.StatusBadRequest, err.Error())
		return
	}
	event, problems := h.Schema.Validate(fields)
	if len(problems) > 0 {
		h.reject(w, kind, problems)
		return
	}
	if event.Type != "search" && !h.IsPage(event.Page) {
		h.reject(w, kind, []Problem{{Pointer: "/page", Message: "is not a page of this site"}})
		return
	}
	stored, err := h.add(r.Context(), event)
	if err != nil {
		h.Log.Error("insights event not stored", "type", event.Type, "err", err)
		h.problem(w, kind, http.StatusServiceUnavailable, "the event could not be saved just now")
		return
	}
	if kind == posted.Form {
		w.Header().Set("Location", event.Page+anchorAfter(event))
		w.WriteHeader(http.StatusSeeOther)
		return
	}
	if !stored {
		writeJSON(w, http.StatusAccepted, map[string]any{"stored": false, "reason": "the query looks like personal data (an e-mail address, a phone number or a long number), so it was dropped"})
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// add files the event under today's date; a search whose query may hold
// personal data, or is empty once normalised, is dropped.
func (h *Handler) add(ctx context.Context, e Event) (stored bool, err error) {
	day := leadstore.DayOf(h.Now())
	switch e.Type {
	case "search":
		s := e.search()
		if s.Query == "" || looksPersonal(s.Query) {
			return false, nil
		}
		return true, h.Store.AddSearch(ctx, day, s)
	case "vote":
		return true, h.Store.AddVote(ctx, day, e.Page, e.Helpful)
	default:
		text := redacted(e.Comment)
		if text == "" {
			return false, nil
		}
		return true, h.Store.AddComment(ctx, day, e.Page, e.Helpful, text)
	}
}

func anchorAfter(e Event) string {
	switch {
	case e.Type == "comment":
		return anchorThanks
	case e.Helpful:
		return anchorYes
	default:
		return anchorNo
	}
}

// formFields reads the feedback part's form post: page and helpful
// ("yes" or "no"), and comment in the second step. Each field once.
func formFields(body string) (map[string]any, error) {
	values, err := url.ParseQuery(body)
	if err != nil {
		return nil, errors.New("the form body is malformed")
	}
	fields := map[string]any{"type": "vote"}
	for k, vals := range values {
		if !utf8.ValidString(k) {
			return nil, errors.New("the form body is not valid UTF-8")
		}
		if len(vals) != 1 {
			return nil, errors.New("the form field " + strconv.Quote(k) + " is sent more than once")
		}
		if !utf8.ValidString(vals[0]) {
			return nil, errors.New("the form body is not valid UTF-8")
		}
		switch k {
		case "helpful":
			switch vals[0] {
			case "yes":
				fields[k] = true
			case "no":
				fields[k] = false
			default:
				fields[k] = vals[0] // the schema says it must be a yes or a no
			}
		case "comment":
			fields["type"] = "comment"
			fields[k] = vals[0]
		default:
			fields[k] = vals[0]
		}
	}
	return fields, nil
}

func (h *Handler) reject(w http.ResponseWriter, kind posted.Kind, problems []Problem) {
	if kind == posted.JSON {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"errors": problems})
		return
	}
	msg := "The feedback was not accepted:"
	for _, p := range problems {
		msg += "\n" + p.Pointer + " " + p.Message
	}
	h.plain(w, http.StatusUnprocessableEntity, msg)
}

func (h *Handler) problem(w http.ResponseWriter, kind posted.Kind, status int, message string) {
	if kind == posted.JSON {
		writeJSON(w, status, map[string]any{"errors": []Problem{{Message: message}}})
		return
	}
	h.plain(w, status, message)
}

func (h *Handler) plain(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	io.WriteString(w, message+"\n")
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}
