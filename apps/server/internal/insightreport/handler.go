package insightreport

import (
	"bytes"
	"context"
	"crypto/subtle"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/packages/sitegen/search"
)

// Reader reads the insights a report covers.
type Reader interface {
	InsightsSince(ctx context.Context, first leadstore.Day) (leadstore.InsightRows, error)
}

// Handler serves the report at /insights/report to whoever holds Token,
// as a bearer token or as the password of Basic auth (what a browser
// asks for); the report is never public.
type Handler struct {
	Store Reader
	Token string
	// Days is how far back the report reaches: the retention period.
	Days int
	// Nearest finds the docs page closest to a query that found nothing,
	// in the site being served (nil: it has no search index).
	Nearest func(query string) (search.Near, bool)
	Now     func() time.Time
	Log     *slog.Logger
}

func (h *Handler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	if !h.authorized(r) {
		w.Header().Set("WWW-Authenticate", `Basic realm="Docs insights", charset="UTF-8"`)
		http.Error(w, "the docs insights report needs the token (FL_INSIGHTS_TOKEN)", http.StatusUnauthorized)
		return
	}
	now := h.Now()
	first, last := leadstore.FirstKept(now, h.Days), leadstore.DayOf(now)
	rows, err := h.Store.InsightsSince(r.Context(), first)
	if err != nil {
		h.Log.Error("insights report", "err", err)
		http.Error(w, "the insights could not be read just now", http.StatusServiceUnavailable)
		return
	}
	var buf bytes.Buffer
	if err := Render(&buf, rows, Options{First: first, Last: last, Nearest: h.Nearest}); err != nil {
		h.Log.Error("insights report", "err", err)
		http.Error(w, "the report could not be rendered", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Content-Security-Policy", "default-src 'none'; style-src "+StyleHash()+"; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'")
	w.Header().Set("X-Robots-Tag", "noindex")
	w.Write(buf.Bytes())
}

func (h *Handler) authorized(r *http.Request) bool {
	got := ""
	if _, pass, ok := r.BasicAuth(); ok {
		got = pass
	} else if bearer, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer "); ok {
		got = bearer
	}
	return got != "" && subtle.ConstantTimeCompare([]byte(got), []byte(h.Token)) == 1
}
