package accesslog

import (
	"bytes"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
)

func serveLogged(t testing.TB, out io.Writer, level slog.Level, next http.HandlerFunc, req *http.Request) *httptest.ResponseRecorder {
	t.Helper()
	log := slog.New(slog.NewJSONHandler(out, &slog.HandlerOptions{Level: level}))
	h := Handler(log, func(*http.Request) string { return "203.0.113.9" }, next)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return rec
}

func TestOneRecordPerRequest(t *testing.T) {
	var out bytes.Buffer
	req := httptest.NewRequest(http.MethodGet, "/docs/intro?q=ocean", nil)
	req.Header.Set("User-Agent", "test-agent/1.0")
	serveLogged(t, &out, slog.LevelInfo, func(w http.ResponseWriter, r *http.Request) {
		time.Sleep(2 * time.Millisecond) // so the duration cannot be 0
		w.WriteHeader(http.StatusNotFound)
		io.WriteString(w, "not ")
		io.WriteString(w, "found")
	}, req)

	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != 1 {
		t.Fatalf("got %d log lines, want 1: %q", len(lines), out.String())
	}
	var got map[string]any
	if err := json.Unmarshal([]byte(lines[0]), &got); err != nil {
		t.Fatal(err)
	}
	want := map[string]any{
		"level": "INFO", "msg": "request", "method": "GET", "path": "/docs/intro", "query": "q=ocean",
		"status": float64(404), "bytes": float64(9), "client": "203.0.113.9", "user_agent": "test-agent/1.0",
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s = %v, want %v", k, got[k], v)
		}
	}
	if d, _ := got["duration"].(float64); d < float64(2*time.Millisecond) {
		t.Errorf("duration = %v ns, want at least 2 ms", got["duration"])
	}
	if _, err := time.Parse(time.RFC3339Nano, got["time"].(string)); err != nil {
		t.Errorf("time %q: %v", got["time"], err)
	}
	if _, ok := got["source"]; ok {
		t.Errorf("record carries a source: %v", got["source"])
	}
}

func TestStatusDefaultsTo200AndFirstWriteHeaderWins(t *testing.T) {
	for name, handler := range map[string]http.HandlerFunc{
		"no WriteHeader": func(w http.ResponseWriter, r *http.Request) { io.WriteString(w, "ok") },
		"WriteHeader twice": func(w http.ResponseWriter, r *http.Request) {
			w.WriteHeader(http.StatusOK)
			w.WriteHeader(http.StatusTeapot) // ignored by net/http too
			io.WriteString(w, "ok")
		},
		"ReadFrom": func(w http.ResponseWriter, r *http.Request) {
			w.(io.ReaderFrom).ReadFrom(strings.NewReader("ok"))
		},
	} {
		t.Run(name, func(t *testing.T) {
			var out bytes.Buffer
			serveLogged(t, &out, slog.LevelInfo, handler, httptest.NewRequest(http.MethodGet, "/", nil))
			var got struct {
				Status int
				Bytes  int
			}
			if err := json.Unmarshal(out.Bytes(), &got); err != nil {
				t.Fatal(err)
			}
			if got.Status != 200 || got.Bytes != 2 {
				t.Errorf("status %d, bytes %d; want 200, 2", got.Status, got.Bytes)
			}
		})
	}
}

func TestNothingLoggedBelowTheHandlersLevel(t *testing.T) {
	var out bytes.Buffer
	serveLogged(t, &out, slog.LevelWarn, func(w http.ResponseWriter, r *http.Request) {}, httptest.NewRequest(http.MethodGet, "/", nil))
	if out.Len() != 0 {
		t.Errorf("logged %q at level warn", out.String())
	}
}

func TestFlushReachesTheConnection(t *testing.T) {
	srv := httptest.NewServer(Handler(slog.New(slog.DiscardHandler), func(*http.Request) string { return "" },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			io.WriteString(w, "first")
			if err := http.NewResponseController(w).Flush(); err != nil {
				t.Errorf("Flush through the recorder: %v", err)
			}
			<-r.Context().Done()
		})))
	defer srv.Close()
	resp, err := http.Get(srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	buf := make([]byte, 5)
	if _, err := io.ReadFull(resp.Body, buf); err != nil || string(buf) != "first" {
		t.Fatalf("read %q, %v before the handler returned", buf, err)
	}
}

func BenchmarkHandler(b *testing.B) {
	log := slog.New(slog.NewJSONHandler(io.Discard, nil))
	h := Handler(log, func(*http.Request) string { return "203.0.113.9" },
		http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.Write([]byte("ok")) }))
	req := httptest.NewRequest(http.MethodGet, "/features?x=1", nil)
	req.Header.Set("User-Agent", "bench")
	w := discardWriter{header: http.Header{}}
	b.ReportAllocs()
	for b.Loop() {
		h.ServeHTTP(w, req)
	}
}

type discardWriter struct{ header http.Header }

func (d discardWriter) Header() http.Header         { return d.header }
func (d discardWriter) Write(p []byte) (int, error) { return len(p), nil }
func (d discardWriter) WriteHeader(int)             {}
