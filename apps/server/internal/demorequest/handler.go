// Package demorequest takes demo requests: POST /api/demo-requests from the
// site's form, as JSON (the app) or as a plain form post (no JavaScript).
//
// A request is rate limited per client, size limited, decoded, checked for
// the honeypot, validated against schemas/demo-request.schema.json and
// stored durably before the answer. JSON gets 201 with the lead id, or 422
// with one message per field; the form gets 303 to the thank-you page, or
// 422 with the form page filled back in and the errors shown.
package demorequest

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/freightlane/website/apps/server/internal/formpage"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/posted"
	"github.com/google/uuid"
)

// ThankYouPath is where a successful submission leads.
const ThankYouPath = "/request-demo/thank-you"

// maxIdempotencyKey bounds the header; clients send a UUID.
const maxIdempotencyKey = 200

// Store is where accepted requests go.
type Store interface {
	Insert(ctx context.Context, data []byte, idempotencyKey, requestHash string) (id string, existed bool, err error)
}

// Limiter decides whether a client may submit now.
type Limiter = posted.Limiter

// Handler serves POST /api/demo-requests.
type Handler struct {
	Schema  *Schema
	Store   Store
	Limiter Limiter
	// ClientKey names the client for the limiter.
	ClientKey func(*http.Request) string
	// FormPage is the prerendered dist/request-demo/index.html, filled in
	// for a failed no-JS submission; nil answers with a plain page.
	FormPage []byte
	// MaxBody is the largest body accepted, in bytes.
	MaxBody int64
	// Stored is called after a new lead is stored, to wake the outbox.
	Stored func()
	Log    *slog.Logger
	// Caught remembers the ids given to caught bots by Idempotency-Key, so
	// a retry gets its first id back as a stored lead's retry does; nil
	// gives every retry a new one.
	Caught *CaughtIDs
}

// CaughtIDs is a bounded memory of the ids answered to caught bots, by
// Idempotency-Key. The zero value is ready.
type CaughtIDs struct {
	mu  sync.Mutex
	ids map[string]string
}

// maxCaught bounds CaughtIDs: past it the memory starts again, which a bot
// can only notice by retrying one request across thousands of others.
const maxCaught = 10000

// id returns the id first answered for key, or a new UUIDv7 remembered
// for it.
func (c *CaughtIDs) id(key string) (string, error) {
	if c != nil && key != "" {
		c.mu.Lock()
		defer c.mu.Unlock()
		if id, ok := c.ids[key]; ok {
			return id, nil
		}
	}
	u, err := uuid.NewV7()
	if err != nil {
		return "", err
	}
	if c != nil && key != "" {
		if c.ids == nil || len(c.ids) >= maxCaught {
			c.ids = map[string]string{}
		}
		c.ids[key] = u.String()
	}
	return u.String(), nil
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if !posted.Begin(w, r) {
		return
	}
	kind, ok := posted.KindOf(r)
	if !ok {
		writeProblem(w, posted.JSON, http.StatusUnsupportedMediaType, posted.Unsupported)
		return
	}
	tooLarge := "the request is larger than " + strconv.FormatInt(h.MaxBody>>10, 10) + " KiB"
	if refused := posted.Declared(r, h.MaxBody, tooLarge); refused != nil {
		writeProblem(w, kind, refused.Status, refused.Message)
		return
	}
	if refused := posted.Limit(w, h.Limiter, h.ClientKey(r), "too many requests; please try again in a minute"); refused != nil {
		writeProblem(w, kind, refused.Status, refused.Message)
		return
	}
	key := r.Header.Get("Idempotency-Key")
	if len(key) > maxIdempotencyKey {
		writeProblem(w, kind, http.StatusBadRequest, "the Idempotency-Key header is too long")
		return
	}
	if !printableASCII(key) {
		// PostgreSQL refuses such bytes in text, which was a 500.
		writeProblem(w, kind, http.StatusBadRequest, "the Idempotency-Key header must be printable ASCII, such as a UUID")
		return
	}
	body, refused := posted.Read(w, r, kind, h.MaxBody, tooLarge)
	if refused != nil {
		writeProblem(w, kind, refused.Status, refused.Message)
		return
	}

	var sub Submission
	var err error
	if kind == posted.JSON {
		sub, err = DecodeJSON(body)
		if err != nil {
			writeProblem(w, kind, http.StatusBadRequest, "the body is not one valid JSON object")
			return
		}
	} else {
		sub, err = h.Schema.DecodeForm(string(body))
		if errors.Is(err, errInvalidUTF8) {
			writeProblem(w, kind, http.StatusBadRequest, "the form body is not valid UTF-8")
			return
		}
		if err != nil {
			writeProblem(w, kind, http.StatusBadRequest, "the form body is malformed")
			return
		}
	}

	// Validation comes first: a caught bot's invalid request gets the same
	// 422 as anyone's, so the honeypot never answers differently.
	if errs := h.Schema.Validate(sub.Fields); len(errs) > 0 {
		h.reject(w, kind, sub, errs)
		return
	}
	if sub.Honeypot {
		// Answer exactly like a success, with an id of the shape stored
		// leads get (the same one for a retry), so the bot learns nothing;
		// store nothing.
		h.Log.Info("demo request dropped: honeypot filled", "client", h.ClientKey(r))
		id, err := h.Caught.id(key)
		if err != nil {
			h.fail(w, kind, err)
			return
		}
		h.succeed(w, kind, id)
		return
	}

	// json.Marshal sorts map keys, so equal submissions give equal bytes
	// and the hash tells a retry from a different request under one key.
	data, err := json.Marshal(sub.Fields)
	if err != nil {
		h.fail(w, kind, err)
		return
	}
	sum := sha256.Sum256(data)
	id, existed, err := h.Store.Insert(r.Context(), data, key, hex.EncodeToString(sum[:]))
	if errors.Is(err, leadstore.ErrIdempotencyKeyReused) {
		writeProblem(w, kind, http.StatusConflict, "this Idempotency-Key was already used for a different request")
		return
	}
	if err != nil {
		h.fail(w, kind, err)
		return
	}
	if existed {
		h.Log.Info("demo request retried", "id", id)
	} else {
		h.Log.Info("demo request stored", "id", id)
		if h.Stored != nil {
			h.Stored()
		}
	}
	h.succeed(w, kind, id)
}

func (h *Handler) succeed(w http.ResponseWriter, kind posted.Kind, id string) {
	if kind == posted.Form {
		w.Header().Set("Location", ThankYouPath)
		w.WriteHeader(http.StatusSeeOther)
		return
	}
	writeJSON(w, http.StatusCreated, Created{ID: id, Redirect: ThankYouPath})
}

func (h *Handler) reject(w http.ResponseWriter, kind posted.Kind, sub Submission, errs []FieldError) {
	if kind == posted.JSON {
		writeJSON(w, http.StatusUnprocessableEntity, Problems{Errors: errs})
		return
	}
	// One message per field, worded as the site's form words it with
	// JavaScript; the server's own checks name the field.
	formErrs := make([]formpage.FieldError, 0, len(errs))
	for _, e := range errs {
		if slices.ContainsFunc(formErrs, func(f formpage.FieldError) bool { return f.Field == e.field }) {
			continue
		}
		msg, ok := h.Schema.FormMessage(e.field, e.keyword)
		if !ok {
			label := "The form"
			if e.field != "" {
				label = h.Schema.Label(e.field)
			}
			msg = label + " " + e.Message
		}
		formErrs = append(formErrs, formpage.FieldError{Field: e.field, Message: msg})
	}
	page := formpage.Fallback(sub.Typed, formErrs)
	if h.FormPage != nil {
		filled, err := formpage.Fill(h.FormPage, sub.Typed, formErrs)
		if err != nil {
			h.Log.Error("filling the form page", "err", err)
		} else {
			page = filled
		}
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(http.StatusUnprocessableEntity)
	w.Write(page)
}

func (h *Handler) fail(w http.ResponseWriter, kind posted.Kind, err error) {
	h.Log.Error("demo request not stored", "err", err)
	if errors.Is(err, leadstore.ErrUnavailable) {
		// The database is down or unreachable (PostgreSQL): nothing was
		// written, and the same request can be sent again shortly.
		w.Header().Set("Retry-After", "5")
		writeProblem(w, kind, http.StatusServiceUnavailable, "the request could not be saved just now; please try again in a few seconds")
		return
	}
	writeProblem(w, kind, http.StatusInternalServerError, "the request could not be saved; please try again")
}

// writeProblem answers an error that concerns the whole request: JSON for
// the app, plain text for the form (the browser shows it as is).
func writeProblem(w http.ResponseWriter, kind posted.Kind, status int, message string) {
	if kind == posted.JSON {
		writeJSON(w, status, Problems{Errors: []FieldError{{Pointer: "", Message: message}}})
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	io.WriteString(w, strings.ToUpper(message[:1])+message[1:]+".\n")
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// printableASCII reports whether s holds only the characters a structured
// header string may (RFC 8941): space to tilde.
func printableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}
