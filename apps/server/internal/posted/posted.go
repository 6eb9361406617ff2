// Package posted holds the checks every API of the site makes on a POST
// before it decodes the body, the same for the demo request and the docs
// insights: the method, the media type (JSON from the app, a form without
// JavaScript), the size, the client's rate and valid UTF-8.
package posted

import (
	"errors"
	"io"
	"mime"
	"net/http"
	"strconv"
	"time"
	"unicode/utf8"
)

// Kind is how the body is encoded, and so how an answer is written.
type Kind int

const (
	JSON Kind = iota // application/json, from the app
	Form             // application/x-www-form-urlencoded, the no-JS form
)

// Unsupported is the message of the 415 for another media type.
const Unsupported = "send application/json or application/x-www-form-urlencoded"

// Refusal is why a request was refused before its body was decoded.
type Refusal struct {
	Status  int
	Message string
}

// Begin answers anything but a POST with 405 and reports false; every
// answer of an API is uncacheable.
func Begin(w http.ResponseWriter, r *http.Request) bool {
	w.Header().Set("Cache-Control", "no-store")
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return false
	}
	return true
}

// KindOf is the body's kind by its Content-Type; false for another.
func KindOf(r *http.Request) (Kind, bool) {
	mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	switch mediaType {
	case "application/json":
		return JSON, true
	case "application/x-www-form-urlencoded":
		return Form, true
	}
	return JSON, false
}

// Limiter decides whether a client may post now.
type Limiter interface {
	Allow(key string) (ok bool, retryAfter time.Duration)
}

// Limit takes a token of key's; without one it sets Retry-After and
// refuses with 429 and message.
func Limit(w http.ResponseWriter, l Limiter, key, message string) *Refusal {
	ok, retry := l.Allow(key)
	if ok {
		return nil
	}
	w.Header().Set("Retry-After", strconv.Itoa(int((retry+time.Second-1)/time.Second)))
	return &Refusal{http.StatusTooManyRequests, message}
}

// Declared refuses with 413 and tooLarge a body declared longer than max:
// at once, not after reading max bytes of a body that may never come.
func Declared(r *http.Request, max int64, tooLarge string) *Refusal {
	if r.ContentLength > max {
		return &Refusal{http.StatusRequestEntityTooLarge, tooLarge}
	}
	return nil
}

// Read reads a body of at most max bytes (413 with tooLarge beyond it)
// that is valid UTF-8: neither bytes that form no character nor, in JSON,
// an escaped half of a surrogate pair, which decoding would turn into
// U+FFFD and store (400).
func Read(w http.ResponseWriter, r *http.Request, kind Kind, max int64, tooLarge string) ([]byte, *Refusal) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, max))
	if err != nil {
		var mbe *http.MaxBytesError
		if errors.As(err, &mbe) {
			return nil, &Refusal{http.StatusRequestEntityTooLarge, tooLarge}
		}
		return nil, &Refusal{http.StatusBadRequest, "the request body could not be read"}
	}
	if !utf8.Valid(body) || kind == JSON && EscapesLoneSurrogate(body) {
		return nil, &Refusal{http.StatusBadRequest, "the body is not valid UTF-8"}
	}
	return body, nil
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
