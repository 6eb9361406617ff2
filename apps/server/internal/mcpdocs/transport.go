package mcpdocs

// The transport in front of the SDK's handler: what a public API needs and
// the SDK leaves open. One JSON-RPC message per POST (a batch would be many
// tool calls for one request), each counted against the client's budget of
// calls, every answer counted against its budget of bytes and capped in
// size, and every error a JSON-RPC error with the request's own id and a
// message that names no Go type.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/freightlane/website/apps/server/internal/ratelimit"
)

// Limits of the transport.
const (
	MaxRequestBytes = 64 << 10
	// MaxAnswerBytes bounds one answer: a page of MaxPageBytes with its
	// JSON escaping fits.
	MaxAnswerBytes = 1 << 20
)

// JSON-RPC error codes.
const (
	codeParseError     = -32700
	codeInvalidRequest = -32600
	codeMethodNotFound = -32601
	codeInvalidParams  = -32602
	codeInternal       = -32603
	codeTooLarge       = -32000
	codeRateLimited    = -32001
)

// Limits are the per-client budgets, each a token bucket keyed by client:
// Calls counts requests, Bytes the bytes of the answers sent.
type Limits struct {
	Calls *ratelimit.Limiter
	Bytes *ratelimit.Limiter
}

// Handler serves POST /mcp, limited per client.
type Handler struct {
	mcp       http.Handler
	limits    Limits
	clientKey func(*http.Request) string
}

// NewHandler returns the /mcp handler: stateless Streamable HTTP with JSON
// answers, each request counted against the client's budgets.
func NewHandler(d *Docs, limits Limits, clientKey func(*http.Request) string, log *slog.Logger) *Handler {
	server := d.NewServer()
	h := mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return server }, &mcp.StreamableHTTPOptions{
		Stateless:           true,
		JSONResponse:        true,
		Logger:              log,
		MaxRequestBodyBytes: MaxRequestBytes,
		// Behind the site's own host names: the server is public, not a
		// local tool a browser page could reach by DNS rebinding.
		DisableLocalhostProtection: true,
	})
	return &Handler{mcp: h, limits: limits, clientKey: clientKey}
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if r.Method != http.MethodPost {
		w.Header().Set("Allow", "POST")
		writeError(w, http.StatusMethodNotAllowed, nil, codeInvalidRequest, "the MCP endpoint takes POST (Streamable HTTP, stateless)")
		return
	}
	key := h.clientKey(r)
	if ok, retry := h.limits.Calls.Allow(key); !ok {
		tooMany(w, retry, "too many MCP requests")
		return
	}
	if ok, retry := h.limits.Bytes.Allow(key); !ok {
		tooMany(w, retry, "too many bytes of MCP answers")
		return
	}
	if r.ContentLength > MaxRequestBytes {
		writeError(w, http.StatusRequestEntityTooLarge, nil, codeInvalidRequest, fmt.Sprintf("the request is %d bytes; the most is %d", r.ContentLength, MaxRequestBytes))
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxRequestBytes))
	if err != nil {
		if _, ok := errors.AsType[*http.MaxBytesError](err); ok {
			writeError(w, http.StatusRequestEntityTooLarge, nil, codeInvalidRequest, fmt.Sprintf("the request is over %d bytes", MaxRequestBytes))
			return
		}
		writeError(w, http.StatusBadRequest, nil, codeParseError, "the request body could not be read")
		return
	}
	req, bad := parseRequest(body)
	if bad != nil {
		writeError(w, http.StatusBadRequest, bad.id, bad.code, bad.message)
		return
	}
	inner := r.Clone(r.Context())
	inner.Body = io.NopCloser(bytes.NewReader(body))
	inner.ContentLength = int64(len(body))
	rec := &recorder{header: http.Header{}}
	h.mcp.ServeHTTP(rec, inner)
	status, out := answerFor(rec, req)
	h.limits.Bytes.Spend(key, float64(len(out)))
	for k, v := range rec.header {
		if k != "Content-Length" {
			w.Header()[k] = v
		}
	}
	if len(out) > 0 {
		w.Header().Set("Content-Type", "application/json")
	}
	w.Header().Set("Content-Length", strconv.Itoa(len(out)))
	w.WriteHeader(status)
	w.Write(out)
}

func tooMany(w http.ResponseWriter, retry time.Duration, what string) {
	seconds := int((retry + time.Second - 1) / time.Second)
	w.Header().Set("Retry-After", strconv.Itoa(seconds))
	writeError(w, http.StatusTooManyRequests, nil, codeRateLimited, fmt.Sprintf("%s; try again in %d s", what, seconds))
}

// request is what the transport reads of a JSON-RPC message.
type request struct {
	id     json.RawMessage // nil for a notification
	method string
}

type badRequest struct {
	id      json.RawMessage
	code    int
	message string
}

// parseRequest checks that body is one JSON-RPC 2.0 request or
// notification with an id the answer can carry back unchanged.
func parseRequest(body []byte) (request, *badRequest) {
	if trimmed := bytes.TrimLeft(body, " \t\r\n"); len(trimmed) > 0 && trimmed[0] == '[' {
		return request{}, &badRequest{nil, codeInvalidRequest, "batches are not accepted: send one JSON-RPC message per POST"}
	}
	var msg map[string]json.RawMessage
	if err := json.Unmarshal(body, &msg); err != nil || msg == nil {
		return request{}, &badRequest{nil, codeParseError, "parse error: the body is not one JSON object"}
	}
	var req request
	if raw, ok := msg["id"]; ok {
		if !validID(raw) {
			return request{}, &badRequest{nil, codeInvalidRequest, "id must be a string or an integer"}
		}
		req.id = raw
	}
	if v := msg["jsonrpc"]; string(v) != `"2.0"` {
		return request{}, &badRequest{req.id, codeInvalidRequest, `jsonrpc must be "2.0"`}
	}
	if err := json.Unmarshal(msg["method"], &req.method); err != nil || req.method == "" {
		return request{}, &badRequest{req.id, codeInvalidRequest, "method must be a non-empty string"}
	}
	return req, nil
}

// validID accepts a JSON string or an integer, the ids the SDK answers
// with unchanged.
func validID(raw json.RawMessage) bool {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return true
	}
	_, err := strconv.ParseInt(string(raw), 10, 64)
	return err == nil
}

// goDetail spots an SDK message that exposes the implementation: Go type
// names, decoder messages.
var goDetail = regexp.MustCompile(`Go value|\*?mcp\.[A-Z]|map\[|interface ?\{\}|unmarshal|json: `)

// answerFor turns what the SDK answered into what the client gets: a
// plain-text refusal becomes a JSON-RPC error, an error message naming Go
// types a generic one, the id the request's own, and an answer over
// MaxAnswerBytes an error.
func answerFor(rec *recorder, req request) (int, []byte) {
	status := cmpStatus(rec.status)
	if rec.overflow {
		return http.StatusOK, errorBody(req.id, codeTooLarge, fmt.Sprintf("the answer is over %d bytes; ask for less (a smaller limit, another page)", MaxAnswerBytes))
	}
	body := rec.body.Bytes()
	if status == http.StatusAccepted || len(body) == 0 {
		return status, body
	}
	if !strings.HasPrefix(rec.header.Get("Content-Type"), "application/json") {
		code, message := codeInvalidRequest, "invalid request"
		switch {
		case status == http.StatusNotAcceptable:
			message = "Accept must list application/json and text/event-stream"
		case status == http.StatusUnsupportedMediaType:
			message = "Content-Type must be application/json"
		case bytes.Contains(body, []byte("not handled")) || bytes.Contains(body, []byte("unsupported")):
			code, message = codeMethodNotFound, fmt.Sprintf("method %s is not supported by this server", strconv.Quote(req.method))
		case status >= 500:
			code, message = codeInternal, "internal error"
		}
		return status, errorBody(req.id, code, message)
	}
	var msg map[string]json.RawMessage
	if json.Unmarshal(body, &msg) != nil {
		return status, body
	}
	changed := false
	if req.id != nil && !bytes.Equal(msg["id"], req.id) {
		msg["id"], changed = req.id, true
	}
	if raw, ok := msg["error"]; ok {
		var e errorObject
		if json.Unmarshal(raw, &e) == nil && goDetail.MatchString(e.Message) {
			return status, errorBody(req.id, e.Code, genericMessage(e.Code))
		}
	}
	if !changed {
		return status, body
	}
	out, err := json.Marshal(msg)
	if err != nil {
		return http.StatusInternalServerError, errorBody(req.id, codeInternal, "internal error")
	}
	return status, out
}

func cmpStatus(s int) int {
	if s == 0 {
		return http.StatusOK
	}
	return s
}

func genericMessage(code int) string {
	switch code {
	case codeParseError:
		return "parse error"
	case codeMethodNotFound:
		return "method not found"
	case codeInvalidParams:
		return "invalid params: params must be an object with the method's fields"
	case codeInvalidRequest:
		return "invalid request"
	}
	return "internal error"
}

func writeError(w http.ResponseWriter, status int, id json.RawMessage, code int, message string) {
	body := errorBody(id, code, message)
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Content-Length", strconv.Itoa(len(body)))
	w.WriteHeader(status)
	w.Write(body)
}

type errorAnswer struct {
	JSONRPC string          `json:"jsonrpc"`
	ID      json.RawMessage `json:"id"`
	Error   errorObject     `json:"error"`
}

type errorObject struct {
	Code    int    `json:"code"`
	Message string `json:"message"`
}

func errorBody(id json.RawMessage, code int, message string) []byte {
	if id == nil {
		id = json.RawMessage("null")
	}
	out, _ := json.Marshal(errorAnswer{JSONRPC: "2.0", ID: id, Error: errorObject{code, message}})
	return out
}

// recorder holds the SDK's answer so the transport can check it before
// sending; past MaxAnswerBytes it keeps nothing more.
type recorder struct {
	header   http.Header
	status   int
	body     bytes.Buffer
	overflow bool
}

func (r *recorder) Header() http.Header { return r.header }

func (r *recorder) WriteHeader(status int) {
	if r.status == 0 {
		r.status = status
	}
}

func (r *recorder) Write(p []byte) (int, error) {
	if r.status == 0 {
		r.status = http.StatusOK
	}
	if r.overflow || r.body.Len()+len(p) > MaxAnswerBytes {
		r.overflow = true
		return len(p), nil
	}
	return r.body.Write(p)
}
