// Package metrics counts what an operator watches and serves it at
// /metrics in the Prometheus text format (version 0.0.4): requests by route
// class and status, leads stored, the outbox by state with the age of its
// oldest pending lead, and Ask AI questions by outcome.
//
// Every figure lives in memory, so a scrape costs the store nothing: the
// requests and questions since the process started, and the lead and
// outbox figures the store keeps as leads are written (read from the store
// when the server starts and again every FL_METRICS_RESYNC, so they stay
// right across restarts and across several instances on one store).
package metrics

import (
	"cmp"
	"crypto/subtle"
	"fmt"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// Registry holds the counters. The zero value is not ready: use New.
type Registry struct {
	requests sync.Map // requestKey -> *atomic.Uint64
	asked    sync.Map // outcome -> *atomic.Uint64
	counts   func() (leadstore.Stats, bool)
}

type requestKey struct {
	class string
	code  int
}

// New returns a registry that takes the lead and outbox figures from
// counts, with whether the store answered its last read of them.
func New(counts func() (st leadstore.Stats, storeUp bool)) *Registry {
	return &Registry{counts: counts}
}

// RouteClass names the kind of route a path belongs to; a label with few
// values, whatever paths clients invent.
func RouteClass(path string) string {
	switch {
	case path == "/api/demo-requests":
		return "demo_requests"
	case path == "/api/ask":
		return "ask"
	case path == "/healthz":
		return "healthz"
	case path == "/metrics":
		return "metrics"
	case path == "/mcp":
		return "mcp"
	case strings.HasPrefix(path, "/api/"):
		return "api_other"
	case strings.HasPrefix(path, "/assets/"):
		return "asset"
	}
	return "site"
}

// Request counts one answered request.
func (m *Registry) Request(r *http.Request, status int) {
	counter(&m.requests, requestKey{RouteClass(r.URL.Path), status}).Add(1)
}

// Asked counts one Ask AI question by how it ended.
func (m *Registry) Asked(outcome string) { counter(&m.asked, outcome).Add(1) }

func counter[K comparable](m *sync.Map, key K) *atomic.Uint64 {
	if c, ok := m.Load(key); ok {
		return c.(*atomic.Uint64)
	}
	c, _ := m.LoadOrStore(key, new(atomic.Uint64))
	return c.(*atomic.Uint64)
}

// Handler serves the metrics. With a token, a request must carry
// "Authorization: Bearer <token>" (else 401).
func (m *Registry) Handler(token string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		if r.Method != http.MethodGet && r.Method != http.MethodHead {
			w.Header().Set("Allow", "GET, HEAD")
			http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
			return
		}
		if token != "" {
			got, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
			if !ok || subtle.ConstantTimeCompare([]byte(got), []byte(token)) != 1 {
				w.Header().Set("WWW-Authenticate", `Bearer realm="metrics"`)
				http.Error(w, "unauthorized", http.StatusUnauthorized)
				return
			}
		}
		var b strings.Builder
		m.write(&b)
		w.Header().Set("Content-Type", "text/plain; version=0.0.4; charset=utf-8")
		w.Header().Set("Content-Length", strconv.Itoa(b.Len()))
		if r.Method == http.MethodGet {
			w.Write([]byte(b.String()))
		}
	})
}

func (m *Registry) write(b *strings.Builder) {
	type row struct {
		key requestKey
		n   uint64
	}
	var rows []row
	m.requests.Range(func(k, v any) bool {
		rows = append(rows, row{k.(requestKey), v.(*atomic.Uint64).Load()})
		return true
	})
	slices.SortFunc(rows, func(a, b row) int {
		return cmp.Or(strings.Compare(a.key.class, b.key.class), a.key.code-b.key.code)
	})
	header(b, "fl_http_requests_total", "counter", "HTTP requests answered since the process started, by route class and status code.")
	for _, r := range rows {
		fmt.Fprintf(b, "fl_http_requests_total{route=%q,code=\"%d\"} %d\n", r.key.class, r.key.code, r.n)
	}

	header(b, "fl_ask_ai_questions_total", "counter", "Valid Ask AI questions since the process started, by how the answer ended.")
	for _, outcome := range []string{"answered", "upstream_error", "client_gone", "write_failed"} {
		var n uint64
		if c, ok := m.asked.Load(outcome); ok {
			n = c.(*atomic.Uint64).Load()
		}
		fmt.Fprintf(b, "fl_ask_ai_questions_total{outcome=%q} %d\n", outcome, n)
	}

	st, up := m.counts()
	header(b, "fl_store_up", "gauge", "1 if the lead store answered its last read of the lead figures (at start, then every FL_METRICS_RESYNC), else 0: the figures then count this instance's writes since.")
	if up {
		b.WriteString("fl_store_up 1\n")
	} else {
		b.WriteString("fl_store_up 0\n")
	}
	header(b, "fl_leads_stored", "gauge", "Leads in the lead store.")
	fmt.Fprintf(b, "fl_leads_stored %d\n", st.Leads)
	header(b, "fl_outbox_leads", "gauge", "Leads in the outbox by delivery state.")
	fmt.Fprintf(b, "fl_outbox_leads{state=\"pending\"} %d\n", st.Pending)
	fmt.Fprintf(b, "fl_outbox_leads{state=\"delivered\"} %d\n", st.Delivered)
	fmt.Fprintf(b, "fl_outbox_leads{state=\"parked\"} %d\n", st.Parked)
	header(b, "fl_outbox_oldest_pending_age_seconds", "gauge", "Age of the oldest lead not yet delivered nor parked; 0 when none.")
	fmt.Fprintf(b, "fl_outbox_oldest_pending_age_seconds %s\n", strconv.FormatFloat(st.OldestPending.Seconds(), 'f', 3, 64))
}

func header(b *strings.Builder, name, kind, help string) {
	fmt.Fprintf(b, "# HELP %s %s\n# TYPE %s %s\n", name, help, name, kind)
}
