// Package askai answers the search modal's Ask AI questions: GET /api/ask
// says whether the mode is configured, POST /api/ask sends the question and
// the site sections the browser found to an OpenAI-compatible chat endpoint
// and streams the answer back as server-sent events, with the sources it
// used. The server holds the endpoint's key; the browser never sees it.
//
// Events of a successful POST, in order:
//
//	event: sources  data: [{"title":…,"url":…}, …]   the sources sent, as given
//	event: delta    data: {"text":"…"}              one per piece of the answer
//	event: done     data: {}
//
// or, when the endpoint fails at any point after validation (an error
// status, a broken or unreadable stream, a timeout), event: error with
// data: {"message":"The assistant is unavailable right now. Try again later."}.
package askai

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// UnavailableMessage is what the browser shows when the endpoint fails.
const UnavailableMessage = "The assistant is unavailable right now. Try again later."

// NotConfiguredMessage answers /api/ask on a server without an endpoint.
const NotConfiguredMessage = "Ask AI is not configured on this server"

// Secret is a credential: it prints and logs as [redacted].
type Secret string

func (Secret) String() string               { return "[redacted]" }
func (Secret) GoString() string             { return "[redacted]" }
func (Secret) LogValue() slog.Value         { return slog.StringValue("[redacted]") }
func (Secret) MarshalText() ([]byte, error) { return []byte("[redacted]"), nil }

// Config is the chat endpoint. The zero Config means Ask AI is off.
type Config struct {
	// BaseURL is the API root, e.g. https://api.openai.com/v1; questions go
	// to BaseURL + "/chat/completions".
	BaseURL string
	APIKey  Secret // sent as Authorization: Bearer; empty sends none
	Model   string
	// Timeout bounds a whole answer; FirstByteTimeout the wait for the first
	// byte of the endpoint's answer.
	Timeout          time.Duration
	FirstByteTimeout time.Duration
}

// Enabled reports whether an endpoint is configured.
func (c Config) Enabled() bool { return c.BaseURL != "" }

// ParseBaseURL checks an endpoint root: an absolute http or https URL without
// query or fragment. It returns it without a trailing slash.
func ParseBaseURL(raw string) (string, error) {
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" || u.User != nil {
		return "", fmt.Errorf("want an absolute http or https URL without query or credentials, such as https://api.openai.com/v1, not %q", raw)
	}
	return strings.TrimSuffix(raw, "/"), nil
}

// Limiter decides whether a client may ask now.
type Limiter interface {
	Allow(key string) (ok bool, retryAfter time.Duration)
}

// Handler serves /api/ask.
type Handler struct {
	Config  Config
	Limiter Limiter
	// ClientKey names the client for the limiter and the log.
	ClientKey func(*http.Request) string
	// Client makes the upstream requests; nil uses a client without a
	// timeout of its own (the request's context bounds each answer).
	Client *http.Client
	Log    *slog.Logger
	// Asked, when set, is told how each valid question ended: "answered",
	// "upstream_error", "client_gone" or "write_failed" (for /metrics).
	Asked func(outcome string)
	// Lookup finds a source by its URL (a page's route, with or without a
	// section's #anchor) in the site's own search index: its title and
	// text are what the model reads, never the client's. Nil finds none.
	Lookup func(url string) (title, text string, ok bool)
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if !h.Config.Enabled() {
		// The probe gets a 200: a 404 would be logged as an error in the
		// reader's console on every site without a model.
		if r.Method == http.MethodGet || r.Method == http.MethodHead {
			writeJSON(w, http.StatusOK, Status{Enabled: false})
			return
		}
		writeJSON(w, http.StatusNotFound, NotConfigured{Error: NotConfiguredMessage})
		return
	}
	switch r.Method {
	case http.MethodGet, http.MethodHead:
		writeJSON(w, http.StatusOK, Status{Enabled: true, Model: h.Config.Model})
	case http.MethodPost:
		h.ask(w, r)
	default:
		w.Header().Set("Allow", "GET, HEAD, POST")
		writeProblem(w, http.StatusMethodNotAllowed, "use GET to see whether Ask AI is available and POST to ask")
	}
}

func (h *Handler) ask(w http.ResponseWriter, r *http.Request) {
	if mediaType, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mediaType != "application/json" {
		writeProblem(w, http.StatusUnsupportedMediaType, "send the question as application/json")
		return
	}
	if r.ContentLength > maxBody {
		writeProblem(w, http.StatusRequestEntityTooLarge, "the request is larger than "+strconv.Itoa(maxBody>>10)+" KiB")
		return
	}
	client := h.ClientKey(r)
	if ok, retry := h.Limiter.Allow(client); !ok {
		w.Header().Set("Retry-After", strconv.Itoa(int((retry+time.Second-1)/time.Second)))
		writeProblem(w, http.StatusTooManyRequests, "too many questions; please try again in a minute")
		return
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, maxBody))
	if err != nil {
		var tooLarge *http.MaxBytesError
		if errors.As(err, &tooLarge) {
			writeProblem(w, http.StatusRequestEntityTooLarge, "the request is larger than "+strconv.Itoa(maxBody>>10)+" KiB")
			return
		}
		writeProblem(w, http.StatusBadRequest, "the request body could not be read")
		return
	}
	q, errs := decodeQuestion(body)
	if errs == nil {
		errs = h.ownSources(q.Sources)
	}
	if errs != nil {
		writeJSON(w, http.StatusBadRequest, Problems{Errors: errs})
		return
	}

	// The answer may stream for up to Timeout: the server's read and write
	// deadlines, meant for ordinary requests, must not cut it off (an
	// expired read deadline would also cancel the request's context).
	rc := http.NewResponseController(w)
	deadline := time.Now().Add(h.Config.Timeout + 5*time.Second)
	rc.SetReadDeadline(deadline)
	rc.SetWriteDeadline(deadline)

	start := time.Now()
	stream := &eventStream{w: w, rc: rc}
	header := w.Header()
	header.Set("Content-Type", "text/event-stream")
	header.Set("X-Accel-Buffering", "no") // tell proxies such as nginx not to hold events back
	w.WriteHeader(http.StatusOK)

	sources := make([]SourceLink, len(q.Sources))
	for i, s := range q.Sources {
		sources[i] = SourceLink{Title: s.Title, URL: s.URL}
	}
	deltas := 0
	err = stream.send("sources", sources)
	if err == nil {
		err = h.relay(r.Context(), q, func(text string) error {
			deltas++
			return stream.send("delta", Delta{Text: text})
		})
	}
	attrs := []any{"client", client, "sources", len(q.Sources), "question_chars", utf8.RuneCountInString(q.Question),
		"deltas", deltas, "duration", time.Since(start)}
	outcome := "answered"
	switch {
	case r.Context().Err() != nil:
		outcome = "client_gone"
		h.Log.Info("ask ai: the client went away", attrs...)
	case stream.failed:
		outcome = "write_failed"
		h.Log.Info("ask ai: the answer could not be written", append(attrs, "err", err)...)
	case err != nil:
		outcome = "upstream_error"
		h.Log.Warn("ask ai: the endpoint failed", append(attrs, "err", err)...)
		stream.send("error", Failure{Message: UnavailableMessage})
	default:
		h.Log.Info("ask ai: answered", attrs...)
		stream.send("done", struct{}{})
	}
	if h.Asked != nil {
		h.Asked(outcome)
	}
}

var (
	errTimeout          = errors.New("no complete answer within the timeout")
	errFirstByteTimeout = errors.New("no answer within the first-byte timeout")
)

// relay asks the endpoint and passes each piece of its answer to delta.
// Cancelling ctx (the browser went away) cancels the upstream request.
func (h *Handler) relay(ctx context.Context, q Question, delta func(string) error) error {
	payload, err := chatBody(h.Config.Model, q)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeoutCause(ctx, h.Config.Timeout, errTimeout)
	defer cancel()
	ctx, cancelFirstByte := context.WithCancelCause(ctx)
	defer cancelFirstByte(nil)
	firstByte := time.AfterFunc(h.Config.FirstByteTimeout, func() { cancelFirstByte(errFirstByteTimeout) })
	defer firstByte.Stop()

	req, err := http.NewRequestWithContext(ctx, http.MethodPost, h.Config.BaseURL+"/chat/completions", bytes.NewReader(payload))
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	if h.Config.APIKey != "" {
		req.Header.Set("Authorization", "Bearer "+string(h.Config.APIKey))
	}
	client := h.Client
	if client == nil {
		client = http.DefaultClient
	}
	resp, err := client.Do(req)
	if err != nil {
		return h.cause(ctx, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode/100 != 2 {
		firstByte.Stop()
		return fmt.Errorf("status %d: %s", resp.StatusCode, h.redact(snippet(resp.Body)))
	}
	body := &firstByteReader{r: resp.Body, timer: firstByte}
	mediaType, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type"))
	if mediaType == "application/json" {
		err = readCompletion(body, delta)
	} else {
		err = readStream(body, delta)
	}
	if err != nil {
		return h.cause(ctx, err)
	}
	return nil
}

// cause names the timeout behind a failed read, if one fired.
func (h *Handler) cause(ctx context.Context, err error) error {
	if c := context.Cause(ctx); c != nil && !errors.Is(c, context.Canceled) {
		return c
	}
	return errors.New(h.redact(err.Error()))
}

// redact keeps the key out of logged text, should the endpoint echo it.
func (h *Handler) redact(s string) string {
	if h.Config.APIKey == "" {
		return s
	}
	return strings.ReplaceAll(s, string(h.Config.APIKey), "[redacted]")
}

// firstByteReader stops the first-byte timer when the answer starts.
type firstByteReader struct {
	r     io.Reader
	timer *time.Timer
}

func (f *firstByteReader) Read(p []byte) (int, error) {
	n, err := f.r.Read(p)
	if n > 0 && f.timer != nil {
		f.timer.Stop()
		f.timer = nil
	}
	return n, err
}

// eventStream writes server-sent events, each flushed at once.
type eventStream struct {
	w      io.Writer
	rc     *http.ResponseController
	failed bool
}

func (s *eventStream) send(event string, data any) error {
	if s.failed {
		return errors.New("the stream already failed")
	}
	payload, err := json.Marshal(data) // one line: JSON strings escape newlines
	if err != nil {
		return err
	}
	if _, err = fmt.Fprintf(s.w, "event: %s\ndata: %s\n\n", event, payload); err == nil {
		err = s.rc.Flush()
	}
	if err != nil {
		s.failed = true
		return fmt.Errorf("writing to the client: %w", err)
	}
	return nil
}

func writeProblem(w http.ResponseWriter, status int, message string) {
	writeJSON(w, status, Problems{Errors: []FieldError{{Pointer: "", Message: message}}})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

// ownSources replaces each source's title and text with the site's own,
// looked up by its URL: the client names sections, it does not supply what
// the model reads (else the endpoint would be a free proxy to the model).
func (h *Handler) ownSources(sources []Source) []FieldError {
	var errs []FieldError
	for i := range sources {
		var title, text string
		ok := false
		if h.Lookup != nil {
			title, text, ok = h.Lookup(sources[i].URL)
		}
		if !ok {
			errs = append(errs, FieldError{"/sources/" + strconv.Itoa(i) + "/url", "is not a page or section of this site's search index"})
			continue
		}
		if r := []rune(text); len(r) > maxSourceText {
			text = string(r[:maxSourceText])
		}
		sources[i].Title, sources[i].Text = title, text
	}
	return errs
}
