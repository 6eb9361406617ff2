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
	"mime"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/freightlane/website/apps/server/internal/formpage"
	"github.com/freightlane/website/apps/server/internal/leadstore"
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
type Limiter interface {
	Allow(key string) (ok bool, retryAfter time.Duration)
}

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

type bodyKind int

const (
	kindJSON bodyKind = iota
	kindForm
)

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	kind := kindForm
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mediaType {
	case "application/json":
		kind = kindJSON
	case "application/x-www-form-urlencoded":
	default:
		writeProblem(w, kindJSON, http.StatusUnsupportedMediaType, "send application/json or application/x-www-form-urlencoded")
		return
	}
	if r.ContentLength > h.MaxBody {
		// Declared too large: answer now, not after reading MaxBody bytes
		// of a body that may never come.
		writeProblem(w, kind, http.StatusRequestEntityTooLarge, "the request is larger than "+strconv.FormatInt(h.MaxBody>>10, 10)+" KiB")
		return
	}
	if ok, retry := h.Limiter.Allow(h.ClientKey(r)); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(int((retry+time.Second-1)/time.Second)))
		writeProblem(w, kind, http.StatusTooManyRequests, "too many requests; please try again in a minute")
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
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, h.MaxBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeProblem(w, kind, http.StatusRequestEntityTooLarge, "the request is larger than "+strconv.FormatInt(h.MaxBody>>10, 10)+" KiB")
			return
		}
		writeProblem(w, kind, http.StatusBadRequest, "the request body could not be read")
		return
	}

	if !utf8.Valid(body) || kind == kindJSON && EscapesLoneSurrogate(body) {
		// Decoding would turn the bad bytes, or an escaped half of a
		// surrogate pair, into U+FFFD and store that.
		writeProblem(w, kind, http.StatusBadRequest, "the body is not valid UTF-8")
		return
	}

	var sub Submission
	if kind == kindJSON {
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

func (h *Handler) succeed(w http.ResponseWriter, kind bodyKind, id string) {
	if kind == kindForm {
		w.Header().Set("Location", ThankYouPath)
		w.WriteHeader(http.StatusSeeOther)
		return
	}
	writeJSON(w, http.StatusCreated, map[string]string{"id": id, "redirect": ThankYouPath})
}

func (h *Handler) reject(w http.ResponseWriter, kind bodyKind, sub Submission, errs []FieldError) {
	if kind == kindJSON {
		writeJSON(w, http.StatusUnprocessableEntity, map[string]any{"errors": errs})
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

func (h *Handler) fail(w http.ResponseWriter, kind bodyKind, err error) {
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
func writeProblem(w http.ResponseWriter, kind bodyKind, status int, message string) {
	if kind == kindJSON {
		writeJSON(w, status, map[string]any{"errors": []FieldError{{Pointer: "", Message: message}}})
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

// EscapesLoneSurrogate reports whether a JSON text holds a \u escape of a
// UTF-16 surrogate that is not half of a high-then-low pair ("\ud800"),
// which decodes to U+FFFD: text that was never UTF-8.
func EscapesLoneSurrogate(body []byte) bool {
	for i := 0; i < len(body); i++ {
		if body[i] != '\\' || i+1 >= len(body) {
			continue
		}
		if body[i+1] != 'u' {
			i++ // an escaped character, perhaps a backslash
			continue
		}
		r, ok := hex4(body, i+2)
		switch {
		case !ok || r < 0xd800 || r > 0xdfff:
		case r >= 0xdc00:
			return true // a low half first
		default:
			low, ok := hex4(body, i+8)
			if i+7 >= len(body) || body[i+6] != '\\' || body[i+7] != 'u' || !ok || low < 0xdc00 || low > 0xdfff {
				return true
			}
			i += 6
		}
		i += 5
	}
	return false
}

// hex4 reads four hexadecimal digits at body[at:].
func hex4(body []byte, at int) (rune, bool) {
	if at+4 > len(body) {
		return 0, false
	}
	var r rune
	for _, c := range body[at : at+4] {
		switch {
		case c >= '0' && c <= '9':
			r = r<<4 | rune(c-'0')
		case c >= 'a' && c <= 'f':
			r = r<<4 | rune(c-'a'+10)
		case c >= 'A' && c <= 'F':
			r = r<<4 | rune(c-'A'+10)
		default:
			return 0, false
		}
	}
	return r, true
}
