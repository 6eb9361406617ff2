package server

import (
	"io"
	"net/http"
	"sync/atomic"
	"time"
)

// closeAfterEarlyRejection closes the connection after an error answer
// given before the request body was read to its end (415, 429, 405…).
//
// Otherwise net/http, to keep the connection alive, reads and discards the
// rest of the body before it writes the answer: a client that declared a
// body and does not send it holds the answer back until FL_READ_TIMEOUT.
// With "Connection: close" the server answers at once, and a short read
// deadline makes it drop the unread body with the connection. Requests without a body (every GET) are passed
// through untouched.
func closeAfterEarlyRejection(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength == 0 || r.Body == nil || r.Body == http.NoBody {
			next.ServeHTTP(w, r)
			return
		}
		body := &eofBody{ReadCloser: r.Body}
		r.Body = body
		next.ServeHTTP(&earlyCloseWriter{ResponseWriter: w, body: body}, r)
	})
}

// earlyCloseGrace is how long the rest of a rejected body is read after
// the answer before the connection closes.
const earlyCloseGrace = 500 * time.Millisecond

type eofBody struct {
	io.ReadCloser
	eof atomic.Bool
}

func (b *eofBody) Read(p []byte) (int, error) {
	n, err := b.ReadCloser.Read(p)
	if err == io.EOF {
		b.eof.Store(true)
	}
	return n, err
}

type earlyCloseWriter struct {
	http.ResponseWriter
	body        *eofBody
	wroteHeader bool
}

func (w *earlyCloseWriter) WriteHeader(status int) {
	if !w.wroteHeader {
		w.wroteHeader = true
		if status >= 400 && !w.body.eof.Load() {
			w.Header().Set("Connection", "close")
			// After the answer, net/http still reads what is left of the
			// body (up to 256 KiB) before closing. A client sending it gets
			// it drained, so the close is a clean FIN and not a reset that
			// could destroy the answer in flight; a client withholding it
			// is cut off after earlyCloseGrace, not FL_READ_TIMEOUT.
			http.NewResponseController(w.ResponseWriter).SetReadDeadline(time.Now().Add(earlyCloseGrace))
		}
	}
	w.ResponseWriter.WriteHeader(status)
}

func (w *earlyCloseWriter) Write(b []byte) (int, error) {
	if !w.wroteHeader {
		w.WriteHeader(http.StatusOK)
	}
	return w.ResponseWriter.Write(b)
}

// Unwrap lets http.ResponseController reach the real writer.
func (w *earlyCloseWriter) Unwrap() http.ResponseWriter { return w.ResponseWriter }
