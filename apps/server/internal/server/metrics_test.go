package server

import (
	"context"
	"database/sql"
	"io"
	"net/http"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// sampleLine is one sample of the Prometheus text format (0.0.4):
// name, optional {label="value",…}, a value.
var sampleLine = regexp.MustCompile(`^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\n]|\\.)*"(?:,|))*\})? (-?[0-9.]+(?:e[+-]?[0-9]+)?|NaN|\+Inf|-Inf)$`)

// scrape reads /metrics and returns its samples by "name{labels}",
// failing on any line that is not valid exposition format: from the public
// listener with a token, else from the metrics listener.
func scrape(t *testing.T, ts *testServer, token string) map[string]float64 {
	t.Helper()
	base := ts.MetricsURL
	if token != "" {
		base = ts.URL
	}
	a := do(t, "GET", base+"/metrics", "", "", map[string]string{"Authorization": "Bearer " + token})
	if a.status != 200 || a.header.Get("Content-Type") != "text/plain; version=0.0.4; charset=utf-8" {
		t.Fatalf("/metrics: %d %q %s", a.status, a.header.Get("Content-Type"), a.body)
	}
	samples := map[string]float64{}
	typed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSuffix(a.body, "\n"), "\n") {
		if rest, ok := strings.CutPrefix(line, "# TYPE "); ok {
			name, kind, _ := strings.Cut(rest, " ")
			if kind != "counter" && kind != "gauge" {
				t.Errorf("TYPE %q", line)
			}
			typed[name] = true
			continue
		}
		if strings.HasPrefix(line, "# HELP ") {
			continue
		}
		m := sampleLine.FindStringSubmatch(line)
		if m == nil {
			t.Fatalf("not a Prometheus sample line: %q", line)
		}
		if !typed[m[1]] {
			t.Errorf("%s has no # TYPE before it", m[1])
		}
		v, err := strconv.ParseFloat(m[3], 64)
		if err != nil {
			t.Fatal(err)
		}
		samples[m[1]+m[2]] = v
	}
	return samples
}

func TestMetrics(t *testing.T) {
	ts := startServer(t, map[string]string{"FL_METRICS_TOKEN": "s3cret"}, nil)
	for _, path := range []string{"/", "/about", "/nope", "/assets/index-AbC123xy.js"} {
		do(t, "GET", ts.URL+path, "", "", nil)
	}
	for range 3 {
		if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil); a.status != 201 {
			t.Fatalf("lead: %d", a.status)
		}
	}
	do(t, "POST", ts.URL+"/api/demo-requests", "application/json", `{}`, nil) // 422

	for _, auth := range []string{"", "Bearer wrong", "Basic czNjcmV0", "Bearer s3cret2"} {
		a := do(t, "GET", ts.URL+"/metrics", "", "", map[string]string{"Authorization": auth})
		if a.status != 401 || !strings.HasPrefix(a.header.Get("WWW-Authenticate"), "Bearer") || strings.Contains(a.body, "fl_") {
			t.Errorf("Authorization %q: %d %q", auth, a.status, a.body)
		}
	}
	got := scrape(t, ts, "s3cret")
	want := map[string]float64{
		`fl_http_requests_total{route="site",code="200"}`:          2,
		`fl_http_requests_total{route="site",code="404"}`:          1,
		`fl_http_requests_total{route="asset",code="200"}`:         1,
		`fl_http_requests_total{route="demo_requests",code="201"}`: 3,
		`fl_http_requests_total{route="demo_requests",code="422"}`: 1,
		`fl_http_requests_total{route="metrics",code="401"}`:       4,
		`fl_leads_stored`:                               3,
		`fl_outbox_leads{state="pending"}`:              3, // no CRM configured
		`fl_outbox_leads{state="delivered"}`:            0,
		`fl_outbox_leads{state="parked"}`:               0,
		`fl_store_up`:                                   1,
		`fl_ask_ai_questions_total{outcome="answered"}`: 0,
	}
	for k, v := range want {
		if g, ok := got[k]; !ok || g != v {
			t.Errorf("%s = %v (present %v), want %v", k, g, ok, v)
		}
	}
	if age := got["fl_outbox_oldest_pending_age_seconds"]; age <= 0 || age > 60 {
		t.Errorf("oldest pending age = %v s, want the age of the first lead", age)
	}
}

// Without a token /metrics is off the public listener (the site's 404),
// served on the metrics listener only; MCP traffic is counted apart from
// the pages (issue #37: it was counted as site traffic).
func TestMetricsOffThePublicListener(t *testing.T) {
	ts := mcpServer(t, nil)
	if a := do(t, "GET", ts.URL+"/metrics", "", "", nil); a.status != 404 || strings.Contains(a.body, "fl_") {
		t.Errorf("GET /metrics on the public listener without a token: %d %.80q, want the site's 404", a.status, a.body)
	}
	postMCP(t, http.DefaultClient, ts.URL, `{"jsonrpc":"2.0","id":1,"method":"tools/list"}`)
	got := scrape(t, ts, "")
	if got["fl_store_up"] != 1 || got["fl_leads_stored"] != 0 {
		t.Errorf("metrics: %v", got)
	}
	if got[`fl_http_requests_total{route="mcp",code="200"}`] != 1 || got[`fl_http_requests_total{route="metrics",code="404"}`] != 1 || got[`fl_http_requests_total{route="site",code="200"}`] != 0 {
		t.Errorf("MCP and site requests: %v, want one of each counted apart", got)
	}
	if a := do(t, "POST", ts.MetricsURL+"/metrics", "", "", nil); a.status != http.StatusMethodNotAllowed {
		t.Errorf("POST /metrics: %d", a.status)
	}
}

// Ask AI questions are counted by how they ended.
func TestMetricsCountAskAIQuestions(t *testing.T) {
	var fail atomic.Bool
	upstream := standIn(t, func(w http.ResponseWriter, r *http.Request) {
		if fail.Load() {
			http.Error(w, "down", http.StatusBadGateway)
			return
		}
		startStream(w)
		streamChunk(w, "An answer [1].")
		io.WriteString(w, "data: [DONE]\n\n")
	})
	ts := askServer(t, upstream.URL, nil, nil)
	for range 2 {
		ask(t, ts, questionBody).rest(t)
	}
	fail.Store(true)
	ask(t, ts, questionBody).rest(t)
	got := scrape(t, ts, "")
	if got[`fl_ask_ai_questions_total{outcome="answered"}`] != 2 || got[`fl_ask_ai_questions_total{outcome="upstream_error"}`] != 1 ||
		got[`fl_http_requests_total{route="ask",code="200"}`] != 3 {
		t.Errorf("ask metrics: %v", got)
	}
}

// /metrics counted every lead on each scrape (issue #37: probes cut lead
// intake from about 2,600 to 6-8 a second). Its lead and outbox figures
// are kept in memory as leads are written now, so a scrape answers them
// with PostgreSQL killed; two instances on one database agree once each
// has read the figures again (FL_METRICS_RESYNC).
func TestMetricsCountLeadsWithoutAQuery(t *testing.T) {
	cluster := faultPG.Get(t)
	db := cluster.NewDatabase(t)
	env := map[string]string{"FL_METRICS_RESYNC": "200ms"}
	a := startServer(t, env, func(c *Config) { c.DB = db })
	b := startServer(t, env, func(c *Config) { c.DB = db })
	for i, ts := range []*testServer{a, a, a, b} {
		if got := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil); got.status != 201 {
			t.Fatalf("lead %d: %d %s", i, got.status, got.body)
		}
	}
	if got := scrape(t, a, ""); got["fl_leads_stored"] < 3 {
		t.Errorf("instance a counts %v leads right after storing 3, want its own counted as written", got["fl_leads_stored"])
	}
	figuresWithin := func(ts *testServer, want map[string]float64) {
		t.Helper()
		deadline := time.Now().Add(3 * time.Second)
		for {
			got, ok := scrape(t, ts, ""), true
			for k, v := range want {
				ok = ok && got[k] == v
			}
			if ok {
				return
			}
			if time.Now().After(deadline) {
				t.Fatalf("metrics %v, want %v within 3 s", got, want)
			}
			time.Sleep(50 * time.Millisecond) // polling: a resync sends no signal
		}
	}
	stored := map[string]float64{"fl_leads_stored": 4, `fl_outbox_leads{state="pending"}`: 4, "fl_store_up": 1}
	figuresWithin(a, stored)
	figuresWithin(b, stored)

	cluster.Kill()
	down := true
	t.Cleanup(func() { // a failed check leaves the cluster up for the other tests
		if down {
			cluster.Restart()
		}
	})
	for _, ts := range []*testServer{a, b} {
		if got := scrape(t, ts, ""); got["fl_leads_stored"] != 4 || got[`fl_outbox_leads{state="pending"}`] != 4 {
			t.Errorf("metrics with PostgreSQL killed: %v, want the 4 leads from memory", got)
		}
	}
	figuresWithin(a, map[string]float64{"fl_leads_stored": 4, "fl_store_up": 0})
	if err := cluster.Restart(); err != nil {
		t.Fatal(err)
	}
	down = false
	figuresWithin(a, stored)
}

// The privacy notice promises that the lead store keeps a demo request
// leadstore.RetentionMonths after it arrived (issue #34: deletion was
// manual only). A server started on a store holding a lead a minute past
// that deletes it at once, keeps one a minute short of it, and counts what
// is left.
func TestLeadsPastTheirRetentionAreDeleted(t *testing.T) {
	db := filepath.Join(t.TempDir(), "leads.db")
	ctx := context.Background()
	store, err := leadstore.Open(ctx, db)
	if err != nil {
		t.Fatal(err)
	}
	var ids []string
	for range 3 {
		id, _, err := store.Insert(ctx, []byte(jsonBody(t, validLead())), "", "h")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
	}
	store.Close()
	cutoff := leadstore.RetentionCutoff(time.Now())
	conn, err := sql.Open("sqlite", db)
	if err != nil {
		t.Fatal(err)
	}
	for i, at := range []time.Time{cutoff.Add(-time.Minute), cutoff.Add(time.Minute)} {
		if _, err := conn.Exec(`UPDATE leads SET created_at = ? WHERE id = ?`, at.UTC().Format(time.RFC3339Nano), ids[i]); err != nil {
			t.Fatal(err)
		}
	}
	conn.Close()

	ts := startServer(t, nil, func(c *Config) { c.DB = db })
	deadline := time.Now().Add(5 * time.Second)
	for {
		leads := ts.store()
		if len(leads) == 2 && leads[0].ID == ids[1] && leads[1].ID == ids[2] {
			break
		}
		if time.Now().After(deadline) {
			var got []string
			for _, l := range leads {
				got = append(got, l.ID+" of "+l.CreatedAt)
			}
			t.Fatalf("stored leads %v 5 s after the start, want %v (%s is past its time)", got, ids[1:], ids[0])
		}
		time.Sleep(50 * time.Millisecond) // polling: the sweep sends no signal
	}
	if got := scrape(t, ts, ""); got["fl_leads_stored"] != 2 || got[`fl_outbox_leads{state="pending"}`] != 2 {
		t.Errorf("metrics after the sweep: %v, want 2 leads pending", got)
	}
}
