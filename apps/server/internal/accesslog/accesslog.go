// Package accesslog writes one structured log record (log/slog) per HTTP
// request: method, path, status, size, duration and client.
package accesslog

import (
	"io"
	"log/slog"
	"net/http"
	"time"
)

// Handler logs every request next serves. clientKey names the client the
// way the rate limiter does, so the two agree behind a proxy.
//
// It hands records straight to the logger's handler: (*slog.Logger).Log
// would capture the caller's program counter for every request, which costs
// a stack walk and which no handler of this server prints.
func Handler(log *slog.Logger, clientKey func(*http.Request) string, next http.Handler) http.Handler {
	return Observed(log, clientKey, nil, next)
}

// Observed is Handler that also tells observe (when not nil) the status of
// each answered request, for metrics.
func Observed(log *slog.Logger, clientKey func(*http.Request) string, observe func(r *http.Request, status int), next http.Handler) http.Handler {
	handler := log.Handler()
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		start := time.Now()
		rec := &recorder{ResponseWriter: w, status: http.StatusOK}
		next.ServeHTTP(rec, r)
		if observe != nil {
			observe(r, rec.status)
		}
		ctx := r.Context()
		if !handler.Enabled(ctx, slog.LevelInfo) {
			return
		}
		end := time.Now()
		record := slog.NewRecord(end, slog.LevelInfo, "request", 0)
		record.AddAttrs(
			slog.String("method", r.Method),
			slog.String("path", r.URL.Path),
			slog.String("query", r.URL.RawQuery),
			slog.Int("status", rec.status),
			slog.Int64("bytes", rec.bytes),
			slog.Duration("duration", end.Sub(start)),
			slog.String("client", clientKey(r)),
			slog.String("user_agent", r.UserAgent()),
		)
		handler.Handle(ctx, record)
	})
}

type recorder struct {
	http.ResponseWriter
	status      int
	bytes       int64
	wroteHeader bool
}

func (r *recorder) WriteHeader(status int) {
	if !r.wroteHeader {
		r.status, r.wroteHeader = status, true
	}
	r.ResponseWriter.WriteHeader(status)
}

func (r *recorder) Write(b []byte) (int, error) {
	r.wroteHeader = true
	n, err := r.ResponseWriter.Write(b)
	r.bytes += int64(n)
	return n, err
}

// ReadFrom keeps the server's sendfile path for files read from disk.
func (r *recorder) ReadFrom(src io.Reader) (int64, error) {
	r.wroteHeader = true
	n, err := io.Copy(r.ResponseWriter, src)
	r.bytes += n
	return n, err
}

// Unwrap lets http.ResponseController reach the real writer.
func (r *recorder) Unwrap() http.ResponseWriter { return r.ResponseWriter }
