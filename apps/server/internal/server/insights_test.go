package server

import (
	"context"
	"database/sql"
	"encoding/base64"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

const insightsURL = "/api/insights"

// insightTables are every table the insights write, with their columns:
// what a stored event may consist of, and nothing else.
var insightTables = map[string][]string{
	"insight_searches": {"day", "query", "scope", "searches", "results", "opened"},
	"insight_clicks":   {"day", "query", "scope", "rank", "clicks"},
	"insight_votes":    {"day", "page", "yes", "no"},
	"insight_comments": {"day", "page", "helpful", "comment"},
}

// storedInsights reads every row of the insights tables of the server's
// SQLite file as text, table by table, checking the columns on the way.
func storedInsights(t *testing.T, ts *testServer) map[string][][]string {
	t.Helper()
	db, err := sql.Open("sqlite", "file:"+ts.Cfg.DB+"?mode=ro")
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	out := map[string][][]string{}
	for table, want := range insightTables {
		rows, err := db.Query(`SELECT * FROM ` + table + ` ORDER BY 1, 2`)
		if err != nil {
			t.Fatal(err)
		}
		cols, _ := rows.Columns()
		if !slices.Equal(cols, want) {
			t.Errorf("%s has columns %v, want exactly %v", table, cols, want)
		}
		for rows.Next() {
			vals := make([]any, len(cols))
			ptrs := make([]any, len(cols))
			for i := range vals {
				ptrs[i] = &vals[i]
			}
			if err := rows.Scan(ptrs...); err != nil {
				t.Fatal(err)
			}
			row := make([]string, len(vals))
			for i, v := range vals {
				row[i] = fmt.Sprint(v)
			}
			out[table] = append(out[table], row)
		}
		rows.Close()
	}
	return out
}

func noInsightsStored(t *testing.T, ts *testServer) {
	t.Helper()
	if got := storedInsights(t, ts); len(got) > 0 {
		t.Errorf("stored %v, want nothing", got)
	}
}

func today() string { return time.Now().UTC().Format(time.DateOnly) }

func TestInsightsBadInputIsRefusedAndNothingStored(t *testing.T) {
	ts := startServer(t, nil, nil)
	const search = `{"type":"search","query":"customs hold","scope":"docs","results":3}`
	tests := []struct {
		name, contentType, body string
		status                  int
		says                    string // part of the answer
	}{
		{"oversized body", "application/json", `{"type":"comment","page":"/docs/intro","helpful":false,"comment":"` + strings.Repeat("x", 5000) + `"}`, 413, "larger than 4096 bytes"},
		{"oversized form", formType, "page=%2Fdocs%2Fintro&helpful=no&comment=" + strings.Repeat("x", 5000), 413, "larger than 4096 bytes"},
		{"wrong type: results as text", "application/json", `{"type":"search","query":"eta","scope":"docs","results":"3"}`, 422, `"pointer":"/results"`},
		{"wrong type: helpful as text", "application/json", `{"type":"vote","page":"/docs/intro","helpful":"yes"}`, 422, `"pointer":"/helpful"`},
		{"wrong type: rank below 1", "application/json", `{"type":"search","query":"eta","scope":"docs","results":3,"openedRank":0}`, 422, `"pointer":"/openedRank"`},
		{"unknown field", "application/json", `{"type":"search","query":"eta","scope":"docs","results":3,"sessionId":"a1"}`, 422, "sessionId"},
		{"unknown event type", "application/json", `{"type":"pageview","page":"/docs/intro"}`, 422, `must be \"search\", \"vote\" or \"comment\"`},
		{"unknown scope", "application/json", `{"type":"search","query":"eta","scope":"everything","results":3}`, 422, `"pointer":"/scope"`},
		{"invalid UTF-8", "application/json", "{\"type\":\"search\",\"query\":\"caf\xe9\",\"scope\":\"docs\",\"results\":3}", 400, "not valid UTF-8"},
		{"escaped lone surrogate", "application/json", `{"type":"search","query":"\ud800","scope":"docs","results":3}`, 400, "not valid UTF-8"},
		{"invalid UTF-8 in a form", formType, "page=%2Fdocs%2Fintro&helpful=%FF", 400, "not valid UTF-8"},
		{"control character in a query", "application/json", `{"type":"search","query":"eta\u0007","scope":"docs","results":3}`, 422, "must not contain control characters"},
		{"control character in a comment", "application/json", `{"type":"comment","page":"/docs/intro","helpful":true,"comment":"ok\u0000"}`, 422, "must not contain control characters"},
		{"comment over 500 characters", "application/json", `{"type":"comment","page":"/docs/intro","helpful":true,"comment":"` + strings.Repeat("é", 501) + `"}`, 422, `"pointer":"/comment"`},
		{"query over 200 characters", "application/json", `{"type":"search","query":"` + strings.Repeat("a", 201) + `","scope":"docs","results":3}`, 422, `"pointer":"/query"`},
		{"page not of this site", "application/json", `{"type":"vote","page":"/docs/nowhere","helpful":true}`, 422, "is not a page of this site"},
		{"page that is not a path", "application/json", `{"type":"vote","page":"https://evil.example/","helpful":true}`, 422, "must be the path of a page"},
		{"form answer neither yes nor no", formType, "page=%2Fdocs%2Fintro&helpful=maybe", 422, "/helpful"},
		{"form field twice", formType, "page=%2Fdocs%2Fintro&helpful=yes&helpful=no", 400, `"helpful" is sent more than once`},
		{"form redirect elsewhere", formType, "page=%2F%2Fevil.example%2F&helpful=yes", 422, "/page"},
		{"not one JSON object", "application/json", `[` + search + `]`, 400, "not one JSON object"},
		{"two JSON objects", "application/json", search + search, 400, "not one JSON object"},
		{"another media type", "text/plain", search, 415, "application/json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := do(t, "POST", ts.URL+insightsURL, tt.contentType, tt.body, nil)
			if a.status != tt.status || !strings.Contains(a.body, tt.says) {
				t.Errorf("answered %d %q, want %d saying %q", a.status, a.body, tt.status, tt.says)
			}
		})
	}
	if a := do(t, "GET", ts.URL+insightsURL, "", "", nil); a.status != 405 || a.header.Get("Allow") != "POST" {
		t.Errorf("GET answered %d, Allow %q; want 405, POST", a.status, a.header.Get("Allow"))
	}
	noInsightsStored(t, ts)
	waitHealthy(t, ts.URL) // and it is still up
}

func TestInsightsFloodFromOneClientIsLimited(t *testing.T) {
	ts := startServer(t, map[string]string{"FL_RATE_LIMIT": "5/1m", "FL_INSIGHTS_RATE_LIMIT": "3/1m"}, nil)
	body := `{"type":"vote","page":"/docs/intro","helpful":true}`
	var statuses []int
	for range 6 {
		statuses = append(statuses, do(t, "POST", ts.URL+insightsURL, "application/json", body, nil).status)
	}
	if want := []int{204, 204, 204, 429, 429, 429}; !slices.Equal(statuses, want) {
		t.Errorf("statuses %v, want %v", statuses, want)
	}
	rows := storedInsights(t, ts)
	if want := [][]string{{today(), "/docs/intro", "3", "0"}}; !slices.EqualFunc(rows["insight_votes"], want, slices.Equal) {
		t.Errorf("votes %v, want %v: the refused ones counted", rows["insight_votes"], want)
	}
}

func TestInsightsStoreAggregatesWithoutIdentifiers(t *testing.T) {
	ts := startServer(t, nil, nil)
	reader := map[string]string{
		"User-Agent":      "Mozilla/5.0 ReaderBrowser/7.1",
		"Cookie":          "session=reader-cookie-91",
		"X-Forwarded-For": "203.0.113.77",
		"Referer":         ts.URL + "/docs/intro?ref=newsletter-42",
	}
	send := func(contentType, body string, wantStatus int) answer {
		t.Helper()
		a := do(t, "POST", ts.URL+insightsURL, contentType, body, reader)
		if a.status != wantStatus {
			t.Fatalf("%s answered %d %q, want %d", body, a.status, a.body, wantStatus)
		}
		return a
	}
	send("application/json", `{"type":"search","query":"  Customs   HOLD ","scope":"docs","results":4,"openedRank":2}`, 204)
	send("application/json", `{"type":"search","query":"customs hold","scope":"docs","results":4}`, 204)
	send("application/json", `{"type":"search","query":"reefer setpoint","scope":"all","results":0}`, 204)
	for _, personal := range []string{"ada@example.com", "+49 40 1234 5678", "invoice 40012345678", "call 040-555-1234"} {
		a := send("application/json", `{"type":"search","query":"`+personal+`","scope":"docs","results":1}`, 202)
		if !strings.Contains(a.body, `"stored":false`) {
			t.Errorf("%q: answered %q, want stored false", personal, a.body)
		}
	}
	send("application/json", `{"type":"vote","page":"/docs/intro","helpful":true}`, 204)
	a := send(formType, url.Values{"page": {"/docs/intro"}, "helpful": {"no"}}.Encode(), 303)
	if got := a.header.Get("Location"); got != "/docs/intro#page-feedback-no" {
		t.Errorf("vote redirected to %q, want back to the page's comment form", got)
	}
	a = send(formType, url.Values{"page": {"/docs/intro"}, "helpful": {"no"}, "comment": {"Missing the\nreefer setpoints. Mail me at ada@example.com or +44 20 7946 0958."}}.Encode(), 303)
	if got := a.header.Get("Location"); got != "/docs/intro#page-feedback-thanks" {
		t.Errorf("comment redirected to %q, want back to the page's thanks", got)
	}
	send(formType, url.Values{"page": {"/docs/intro"}, "helpful": {"no"}, "comment": {""}}.Encode(), 303)

	rows := storedInsights(t, ts)
	day := today()
	want := map[string][][]string{
		"insight_searches": {{day, "customs hold", "docs", "2", "4", "1"}, {day, "reefer setpoint", "all", "1", "0", "0"}},
		"insight_clicks":   {{day, "customs hold", "docs", "2", "1"}},
		"insight_votes":    {{day, "/docs/intro", "1", "1"}},
		"insight_comments": {{day, "/docs/intro", "0", "Missing the\nreefer setpoints. Mail me at [removed] or [removed]."}},
	}
	for table, w := range want {
		if !slices.EqualFunc(rows[table], w, slices.Equal) {
			t.Errorf("%s = %q, want %q", table, rows[table], w)
		}
	}
	for table, rs := range rows {
		for _, r := range rs {
			for _, v := range r {
				for _, id := range []string{"127.0.0.1", "203.0.113", "ReaderBrowser", "reader-cookie", "newsletter-42", "ada@example.com", "7946", "1234"} {
					if strings.Contains(v, id) {
						t.Errorf("%s stores %q, which holds %q", table, v, id)
					}
				}
			}
		}
	}
}

func TestInsightsReportNeedsItsToken(t *testing.T) {
	closed := startServer(t, nil, nil)
	if a := do(t, "GET", closed.URL+"/insights/report", "", "", nil); a.status != 404 {
		t.Errorf("without FL_INSIGHTS_TOKEN the report answered %d, want 404", a.status)
	}
	ts := startServer(t, map[string]string{"FL_INSIGHTS_TOKEN": "writers-token-5"}, nil)
	do(t, "POST", ts.URL+insightsURL, "application/json", `{"type":"search","query":"bonded warehouse","scope":"docs","results":0}`, nil)
	for _, h := range []map[string]string{nil, {"Authorization": "Bearer wrong"}, {"Authorization": "Basic " + basic("writer", "wrong")}} {
		if a := do(t, "GET", ts.URL+"/insights/report", "", "", h); a.status != 401 || strings.Contains(a.body, "bonded") {
			t.Errorf("with %v answered %d, want 401 and no report", h, a.status)
		}
	}
	for _, h := range []map[string]string{{"Authorization": "Bearer writers-token-5"}, {"Authorization": "Basic " + basic("writer", "writers-token-5")}} {
		a := do(t, "GET", ts.URL+"/insights/report", "", "", h)
		if a.status != 200 || !strings.Contains(a.body, `<a href="/search?q=bonded&#43;warehouse">bonded warehouse</a>`) {
			t.Errorf("with %v answered %d %q, want the report linking the query to its search", h, a.status, a.body)
		}
		if csp := a.header.Get("Content-Security-Policy"); strings.Contains(csp, "unsafe-inline") || !strings.Contains(csp, "style-src 'sha256-") {
			t.Errorf("report CSP %q, want its style by hash", csp)
		}
	}
}

func TestInsightsReportLinksQueriesThatFoundNothingToTheNearestDocsPage(t *testing.T) {
	bearer := map[string]string{"Authorization": "Bearer writers-token-6"}
	post := func(ts *testServer, query string) {
		t.Helper()
		if a := do(t, "POST", ts.URL+insightsURL, "application/json", `{"type":"search","query":"`+query+`","scope":"docs","results":0}`, nil); a.status != 204 {
			t.Fatalf("search %q answered %d %q", query, a.status, a.body)
		}
	}
	// The two docs pages of writeAskPages: Jobs and Dispatch board.
	ts := startServer(t, map[string]string{"FL_INSIGHTS_TOKEN": "writers-token-6"}, func(c *Config) { writeAskPages(t, c.Dist) })
	post(ts, "jbos")
	post(ts, "weather forecast")
	report := do(t, "GET", ts.URL+"/insights/report", "", "", bearer).body
	for _, want := range []string{
		`<a href="/search?q=jbos">jbos</a></td><td>docs</td><td class="n">1</td><td><a href="/docs/user-manual/operations/jobs">Jobs</a> <span class="muted">(as “jobs”)</span></td>`,
		`<a href="/search?q=weather&#43;forecast">weather forecast</a></td><td>docs</td><td class="n">1</td><td>none found</td>`,
	} {
		if !strings.Contains(report, want) {
			t.Errorf("the report lacks %s:\n%s", want, report)
		}
	}

	// A site without a search index: the report says why no page is named.
	bare := startServer(t, map[string]string{"FL_INSIGHTS_TOKEN": "writers-token-6"}, nil)
	post(bare, "jbos")
	report = do(t, "GET", bare.URL+"/insights/report", "", "", bearer).body
	if !strings.Contains(report, "No closest docs pages: the site's search index could not be read") || strings.Contains(report, "Closest docs page</th>") {
		t.Errorf("without a search index the report does not say so:\n%s", report)
	}
}

func basic(user, pass string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pass))
}

func TestInsightsPastRetentionAreDeleted(t *testing.T) {
	db := t.TempDir() + "/data/leads.db"
	store, err := leadstore.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	now := time.Now()
	old, kept := leadstore.DayOf(now.AddDate(0, 0, -30)), leadstore.DayOf(now.AddDate(0, 0, -29))
	for _, d := range []leadstore.Day{old, kept} {
		if err := store.AddVote(context.Background(), d, "/docs/intro", true); err != nil {
			t.Fatal(err)
		}
	}
	store.Close()
	ts := startServer(t, map[string]string{"FL_INSIGHTS_RETENTION_DAYS": "30"}, func(c *Config) { c.DB = db })
	deadline := time.Now().Add(5 * time.Second)
	for {
		votes := storedInsights(t, ts)["insight_votes"]
		if len(votes) == 1 && votes[0][0] == string(kept) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("votes %v, want only %s's after a retention of 30 days", votes, kept)
		}
		time.Sleep(20 * time.Millisecond) // the retention runs beside the server, with no signal to wait on
	}
}

// The privacy notice states the retention the server applies by default:
// a change of either fails here until the other follows.
func TestPrivacyNoticeStatesTheInsightsRetention(t *testing.T) {
	cfg, err := ParseConfig(nil, func(string) string { return "" }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	notice, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "content", "pages", "privacy.md"))
	if err != nil {
		t.Fatal(err)
	}
	text := strings.Join(strings.Fields(string(notice)), " ")
	for _, want := range []string{
		fmt.Sprintf("for %d days, then deleted", cfg.InsightsRetention),
		fmt.Sprintf("| Docs insights (daily counts, comments) | %d days |", cfg.InsightsRetention),
	} {
		if !strings.Contains(text, want) {
			t.Errorf("content/pages/privacy.md does not say %q (FL_INSIGHTS_RETENTION_DAYS defaults to %d)", want, cfg.InsightsRetention)
		}
	}
}
