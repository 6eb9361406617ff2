package server

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

type testServer struct {
	URL  string
	Addr string
	// MetricsURL is the metrics listener's root (/metrics is off the
	// public listener without a token).
	MetricsURL string
	Cfg        Config
	store      func() []leadstore.Lead
}

// startServer runs the whole server on a real loopback listener with a real
// SQLite file, configured from env (plus test defaults).
func startServer(t *testing.T, env map[string]string, edit func(*Config)) *testServer {
	t.Helper()
	return startServerWith(t, env, edit, slog.New(slog.DiscardHandler))
}

func startServerWith(t *testing.T, env map[string]string, edit func(*Config), log *slog.Logger) *testServer {
	t.Helper()
	vars := map[string]string{"FL_RATE_LIMIT": "off"}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := ParseConfig(nil, func(k string) string { return vars[k] }, io.Discard)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Dist = sitetest.Dist(t)
	cfg.DB = filepath.Join(t.TempDir(), "data", "leads.db")
	cfg.Schema = sitetest.SchemaPath()
	if edit != nil {
		edit(&cfg)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	metricsLn, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	cfg.MetricsListener = metricsLn
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- Serve(ctx, cfg, ln, log) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	ts := &testServer{URL: "http://" + ln.Addr().String(), Addr: ln.Addr().String(), MetricsURL: "http://" + metricsLn.Addr().String(), Cfg: cfg}
	ts.store = func() []leadstore.Lead {
		t.Helper()
		s, err := leadstore.OpenExisting(context.Background(), cfg.DB)
		if err != nil {
			t.Fatal(err)
		}
		defer s.Close()
		leads, err := s.Leads(context.Background())
		if err != nil {
			t.Fatal(err)
		}
		return leads
	}
	waitHealthy(t, ts.URL)
	return ts
}

func waitHealthy(t *testing.T, base string) {
	t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		resp, err := http.Get(base + "/healthz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return
			}
		}
		time.Sleep(20 * time.Millisecond) // polling the listener, no channel exists across it
	}
	t.Fatal("server did not become healthy")
}

var noRedirect = &http.Client{
	Transport:     &http.Transport{DisableCompression: true},
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

type answer struct {
	status int
	header http.Header
	body   string
}

func do(t *testing.T, method, u, contentType, body string, header map[string]string) answer {
	t.Helper()
	req, err := http.NewRequest(method, u, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := noRedirect.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return answer{resp.StatusCode, resp.Header, string(b)}
}

func validLead() map[string]any {
	return map[string]any{
		"firstName": "Ada", "lastName": "Lovelace", "email": "ada@example.com", "company": "Analytical Freight",
		"phone": "+44 20 7946 0958", "country": "GB", "companyType": "freight-forwarder",
		"shipmentsPerMonth": "51-200", "modes": []any{"ocean", "air"}, "message": "Hello", "consent": true,
	}
}

func jsonBody(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func validForm() url.Values {
	return url.Values{
		"firstName": {"Ada"}, "lastName": {"Lovelace"}, "email": {"ada@example.com"}, "company": {"Analytical Freight"},
		"phone": {""}, "country": {"GB"}, "companyType": {"shipper"}, "shipmentsPerMonth": {"5000+"},
		"modes": {"ocean", "parcel"}, "message": {""}, "consent": {"on"}, "website": {""},
	}
}

const formType = "application/x-www-form-urlencoded"

func TestSecurityHeadersOnEveryAnswer(t *testing.T) {
	for _, hsts := range []bool{false, true} {
		t.Run("hsts="+strconv.FormatBool(hsts), func(t *testing.T) {
			ts := startServer(t, map[string]string{"FL_HSTS": strconv.FormatBool(hsts), "FL_CSP_CONNECT_SRC": "https://abc-dsn.algolia.net"}, nil)
			wantHashes := []string{
				inlinescript.Source(`document.documentElement.dataset.theme = localStorage.getItem("theme") || "light";`),
				inlinescript.Source(`if (!sessionStorage.getItem('announcement-dismissed')) document.documentElement.dataset.announcement = 'shown';`),
			}
			// The about page's inline <style>, allowed by hash for styles only.
			styleHash := inlinescript.Source(`main{max-width:60rem}`)
			requests := []struct{ method, path, contentType, body string }{
				{"GET", "/", "", ""},
				{"GET", "/about", "", ""},
				{"GET", "/about/", "", ""},
				{"GET", "/nope", "", ""},
				{"GET", "/assets/index-AbC123xy.js", "", ""},
				{"GET", "/%2e%2e/secret.txt", "", ""},
				{"GET", "/healthz", "", ""},
				{"HEAD", "/", "", ""},
				{"DELETE", "/", "", ""},
				{"GET", "/api/demo-requests", "", ""},
				{"GET", "/api/ask", "", ""},
				{"POST", "/api/demo-requests", "application/json", "{}"},
				{"POST", "/api/demo-requests", "text/plain", "hi"},
				{"POST", "/api/demo-requests", "application/json", jsonBody(t, validLead())},
				{"POST", "/api/demo-requests", formType, validForm().Encode()},
			}
			for _, rq := range requests {
				a := do(t, rq.method, ts.URL+rq.path, rq.contentType, rq.body, nil)
				csp := a.header.Get("Content-Security-Policy")
				for _, h := range wantHashes {
					if !strings.Contains(csp, h) {
						t.Errorf("%s %s (%d): CSP lacks %s: %s", rq.method, rq.path, a.status, h, csp)
					}
				}
				if want := "style-src 'self' " + styleHash + ";"; !strings.Contains(csp, want) {
					t.Errorf("%s %s: CSP lacks %q: %s", rq.method, rq.path, want, csp)
				}
				for _, want := range []string{"script-src 'self' ", "frame-ancestors 'none'", "object-src 'none'", "connect-src 'self' https://abc-dsn.algolia.net"} {
					if !strings.Contains(csp, want) {
						t.Errorf("%s %s: CSP lacks %q", rq.method, rq.path, want)
					}
				}
				if strings.Contains(csp, "unsafe-inline") || strings.Contains(csp, "unsafe-eval") {
					t.Errorf("%s %s: CSP allows unsafe sources: %s", rq.method, rq.path, csp)
				}
				fixed := map[string]string{
					"X-Content-Type-Options": "nosniff",
					"Referrer-Policy":        "strict-origin-when-cross-origin",
					"Permissions-Policy":     "camera=(), microphone=(), geolocation=()",
				}
				for k, v := range fixed {
					if a.header.Get(k) != v {
						t.Errorf("%s %s: %s = %q, want %q", rq.method, rq.path, k, a.header.Get(k), v)
					}
				}
				if got := a.header.Get("Strict-Transport-Security") != ""; got != hsts {
					t.Errorf("%s %s: HSTS present = %v, want %v", rq.method, rq.path, got, hsts)
				}
			}
		})
	}
}

func TestHealthz(t *testing.T) {
	ts := startServer(t, nil, nil)
	a := do(t, "GET", ts.URL+"/healthz", "", "", nil)
	if a.status != 200 || !strings.Contains(a.body, `"ok"`) || a.header.Get("Cache-Control") != "no-store" {
		t.Fatalf("healthz = %d %q %v", a.status, a.body, a.header)
	}
}

func TestDemoRequestJSON(t *testing.T) {
	ts := startServer(t, nil, nil)
	tests := []struct {
		name        string
		contentType string
		body        string
		wantStatus  int
		wantErrors  map[string]string // pointer -> message
	}{
		{"valid", "application/json", jsonBody(t, validLead()), 201, nil},
		{"valid with charset", "application/json; charset=utf-8", jsonBody(t, validLead()), 201, nil},
		{"empty object", "application/json", `{}`, 422, map[string]string{
			"/firstName": "is required", "/lastName": "is required", "/email": "is required", "/company": "is required",
			"/country": "is required", "/companyType": "is required", "/shipmentsPerMonth": "is required",
			"/modes": "must have at least one choice", "/consent": "must be accepted"}},
		{"bad email", "application/json", withField(t, "email", "ada@"), 422, map[string]string{"/email": "must be a valid email address"}},
		{"email without dot in the domain", "application/json", withField(t, "email", "ada@localhost"), 422, map[string]string{"/email": "must be a valid email address"}},
		{"bad phone", "application/json", withField(t, "phone", "call me"), 422, map[string]string{"/phone": "must be a phone number such as +44 20 7946 0958"}},
		{"unknown country", "application/json", withField(t, "country", "XX"), 422, map[string]string{"/country": "must be a country from the list"}},
		{"lower-case country", "application/json", withField(t, "country", "gb"), 422, map[string]string{"/country": "must be a country from the list"}},
		{"bad company type", "application/json", withField(t, "companyType", "pirate"), 422, map[string]string{"/companyType": "must be one of the listed company types"}},
		{"bad range", "application/json", withField(t, "shipmentsPerMonth", "lots"), 422, map[string]string{"/shipmentsPerMonth": "must be one of the listed ranges"}},
		{"no modes", "application/json", withField(t, "modes", []any{}), 422, map[string]string{"/modes": "must have at least one choice"}},
		{"repeated mode", "application/json", withField(t, "modes", []any{"air", "air"}), 422, map[string]string{"/modes": "must not list the same choice twice"}},
		{"unknown mode", "application/json", withField(t, "modes", []any{"rail"}), 422, map[string]string{"/modes/0": "must be one of: ocean, air, trucking, parcel, warehouse"}},
		{"modes not a list", "application/json", withField(t, "modes", "air"), 422, map[string]string{"/modes": "must be a list"}},
		{"message too long", "application/json", withField(t, "message", strings.Repeat("x", 2001)), 422, map[string]string{"/message": "must be at most 2000 characters"}},
		{"name too long", "application/json", withField(t, "firstName", strings.Repeat("x", 101)), 422, map[string]string{"/firstName": "must be at most 100 characters"}},
		{"name blank", "application/json", withField(t, "firstName", "   "), 422, map[string]string{"/firstName": "is required"}},
		{"name a number", "application/json", withField(t, "firstName", 42), 422, map[string]string{"/firstName": "must be text"}},
		{"consent false", "application/json", withField(t, "consent", false), 422, map[string]string{"/consent": "must be accepted"}},
		{"consent as string", "application/json", withField(t, "consent", "true"), 422, map[string]string{"/consent": "must be accepted"}},
		{"extra field", "application/json", withField(t, "admin", true), 422, map[string]string{"/admin": "is not a field of this form"}},
		{"malformed JSON", "application/json", `{"firstName":`, 400, nil},
		{"not an object", "application/json", `["a"]`, 400, nil},
		{"a string", "application/json", `"hello"`, 400, nil},
		{"two objects", "application/json", `{} {}`, 400, nil},
		{"trailing garbage", "application/json", `{}x`, 400, nil},
		{"empty body", "application/json", ``, 400, nil},
		{"text/plain", "text/plain", jsonBody(t, validLead()), 415, nil},
		{"no content type", "", jsonBody(t, validLead()), 415, nil},
		{"multipart", "multipart/form-data; boundary=x", "--x--", 415, nil},
		{"oversize", "application/json", `{"message":"` + strings.Repeat("x", 33<<10) + `"}`, 413, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a := do(t, "POST", ts.URL+"/api/demo-requests", tt.contentType, tt.body, nil)
			if a.status != tt.wantStatus {
				t.Fatalf("status = %d, want %d; body %s", a.status, tt.wantStatus, a.body)
			}
			if a.header.Get("Content-Type") != "application/json" {
				t.Errorf("Content-Type = %q", a.header.Get("Content-Type"))
			}
			var got struct {
				ID       string `json:"id"`
				Redirect string `json:"redirect"`
				Errors   []struct{ Pointer, Message string }
			}
			if err := json.Unmarshal([]byte(a.body), &got); err != nil {
				t.Fatalf("answer is not JSON: %v: %s", err, a.body)
			}
			if tt.wantStatus == 201 {
				if got.ID == "" || got.Redirect != "/request-demo/thank-you" {
					t.Errorf("answer = %s", a.body)
				}
				return
			}
			if len(got.Errors) == 0 {
				t.Fatalf("no errors in %s", a.body)
			}
			if tt.wantErrors == nil {
				return
			}
			gotErrors := map[string]string{}
			for _, e := range got.Errors {
				gotErrors[e.Pointer] = e.Message
			}
			for p, m := range tt.wantErrors {
				if gotErrors[p] != m {
					t.Errorf("error at %s = %q, want %q", p, gotErrors[p], m)
				}
			}
			if len(gotErrors) != len(tt.wantErrors) {
				t.Errorf("errors = %v, want exactly %v", gotErrors, tt.wantErrors)
			}
		})
	}
	if leads := ts.store(); len(leads) != 2 {
		t.Errorf("stored %d leads, want the 2 valid ones", len(leads))
	}
}

func withField(t *testing.T, key string, value any) string {
	lead := validLead()
	lead[key] = value
	return jsonBody(t, lead)
}

const xss = `<script>alert("x")</script><img src=x onerror=alert(1)>'"&`

func TestXSSStoredVerbatimNeverReflected(t *testing.T) {
	ts := startServer(t, nil, nil)
	lead := validLead()
	lead["firstName"] = xss
	lead["company"] = "=HYPERLINK(\"http://evil\")" + xss
	lead["message"] = xss + "\n" + xss
	a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil)
	if a.status != 201 {
		t.Fatalf("status %d: %s", a.status, a.body)
	}
	// Invalid submissions echo nothing raw either: not in JSON errors ...
	bad := validLead()
	bad["email"] = xss
	bad[xss] = xss
	a = do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, bad), nil)
	if a.status != 422 || strings.Contains(a.body, "<script") || strings.Contains(a.body, "<img") {
		t.Fatalf("JSON errors reflect markup: %d %s", a.status, a.body)
	}
	// ... nor in the re-rendered form page.
	form := validForm()
	form.Set("firstName", xss)
	form.Set("email", xss)
	form.Set("message", "</textarea>"+xss)
	form.Set(xss, xss)
	a = do(t, "POST", ts.URL+"/api/demo-requests", formType, form.Encode(), nil)
	if a.status != 422 {
		t.Fatalf("form status %d", a.status)
	}
	for _, raw := range []string{`<script>alert("x")`, "<img src=x", "</textarea><script"} {
		if strings.Contains(a.body, raw) {
			t.Errorf("form page contains unescaped %q", raw)
		}
	}
	if !strings.Contains(a.body, `&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;`) {
		t.Error("form page does not contain the escaped value")
	}

	leads := ts.store()
	if len(leads) != 1 {
		t.Fatalf("stored %d leads, want 1", len(leads))
	}
	var stored map[string]any
	json.Unmarshal(leads[0].Data, &stored)
	if stored["firstName"] != xss || stored["message"] != xss+"\n"+xss || stored["company"] != lead["company"] {
		t.Errorf("stored values changed: %v", stored)
	}
}

func TestDemoRequestForm(t *testing.T) {
	ts := startServer(t, nil, nil)
	a := do(t, "POST", ts.URL+"/api/demo-requests", formType, validForm().Encode(), nil)
	if a.status != 303 || a.header.Get("Location") != "/request-demo/thank-you" {
		t.Fatalf("valid form: %d Location %q: %s", a.status, a.header.Get("Location"), a.body)
	}
	leads := ts.store()
	if len(leads) != 1 {
		t.Fatalf("stored %d leads", len(leads))
	}
	var stored map[string]any
	json.Unmarshal(leads[0].Data, &stored)
	if stored["consent"] != true || strings.Join(toStrings(stored["modes"]), ",") != "ocean,parcel" {
		t.Errorf("form decoded as %v", stored)
	}
	if _, ok := stored["phone"]; ok {
		t.Errorf("blank optional phone stored: %v", stored)
	}
	if _, ok := stored["website"]; ok {
		t.Errorf("honeypot field stored: %v", stored)
	}

	tests := []struct {
		name       string
		edit       func(url.Values)
		raw        string
		wantStatus int
		wantText   []string
	}{
		{"consent missing", func(v url.Values) { v.Del("consent") }, "", 422, []string{"Tick to agree to be contacted"}},
		{"consent not on", func(v url.Values) { v.Set("consent", "maybe") }, "", 422, []string{"Tick to agree to be contacted"}},
		{"no modes", func(v url.Values) { v.Del("modes") }, "", 422, []string{"Select at least one mode"}},
		{"name twice", func(v url.Values) { v["firstName"] = []string{"a", "b"} }, "", 422, []string{"First name must be text"}},
		{"bad email kept", func(v url.Values) { v.Set("email", "ada@") }, "", 422, []string{`value="ada@"`, "Enter a valid email address"}},
		{"malformed encoding", nil, "firstName=%zz&consent=on", 400, nil},
		{"oversize", nil, "message=" + strings.Repeat("x", 40<<10), 413, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			body := tt.raw
			if tt.edit != nil {
				v := validForm()
				tt.edit(v)
				body = v.Encode()
			}
			a := do(t, "POST", ts.URL+"/api/demo-requests", formType, body, nil)
			if a.status != tt.wantStatus {
				t.Fatalf("status = %d, want %d: %s", a.status, tt.wantStatus, a.body)
			}
			for _, want := range tt.wantText {
				if !strings.Contains(a.body, want) {
					t.Errorf("answer lacks %q", want)
				}
			}
			if tt.wantStatus == 422 {
				// The page is the prerendered form, filled in.
				for _, want := range []string{"<title>Request a demo | Freightlane</title>", `value="Lovelace"`, `<option value="GB" selected="">`, `value="ocean" checked=""`} {
					if tt.name != "no modes" || want != `value="ocean" checked=""` {
						if !strings.Contains(a.body, want) {
							t.Errorf("form page lacks %q", want)
						}
					}
				}
				if strings.Contains(a.body, "data-error-summary hidden") || strings.Contains(a.body, `data-error-summary="" hidden`) {
					t.Error("error summary still hidden")
				}
			}
		})
	}
	if leads := ts.store(); len(leads) != 1 {
		t.Errorf("stored %d leads, want 1", len(leads))
	}
}

func TestFormFallbackWithoutPrerenderedPage(t *testing.T) {
	ts := startServer(t, nil, func(c *Config) {
		if err := os.Remove(filepath.Join(c.Dist, "request-demo", "index.html")); err != nil {
			t.Fatal(err)
		}
	})
	form := validForm()
	form.Set("email", xss)
	a := do(t, "POST", ts.URL+"/api/demo-requests", formType, form.Encode(), nil)
	if a.status != 422 || !strings.Contains(a.body, "Enter a valid email address") || strings.Contains(a.body, "<script>alert") {
		t.Fatalf("fallback page: %d %s", a.status, a.body)
	}
}

func toStrings(v any) []string {
	var out []string
	list, _ := v.([]any)
	for _, x := range list {
		out = append(out, x.(string))
	}
	return out
}

func TestHoneypot(t *testing.T) {
	ts := startServer(t, nil, nil)
	lead := validLead()
	lead["website"] = "http://spam.example"
	a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil)
	if a.status != 201 || !strings.Contains(a.body, `"redirect":"/request-demo/thank-you"`) {
		t.Fatalf("JSON honeypot: %d %s", a.status, a.body)
	}
	form := validForm()
	form.Set("website", "spam")
	a = do(t, "POST", ts.URL+"/api/demo-requests", formType, form.Encode(), nil)
	if a.status != 303 {
		t.Fatalf("form honeypot: %d", a.status)
	}
	// An empty honeypot is stripped, not rejected as an unknown field.
	lead["website"] = ""
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil); a.status != 201 {
		t.Fatalf("empty honeypot: %d %s", a.status, a.body)
	}
	if leads := ts.store(); len(leads) != 1 {
		t.Fatalf("stored %d leads, want only the one with an empty honeypot", len(leads))
	}
}

func TestIdempotencyKey(t *testing.T) {
	ts := startServer(t, nil, nil)
	body := jsonBody(t, validLead())
	key := map[string]string{"Idempotency-Key": "6f1c1f7e-6a86-4d6b-9d7c-2f4b1b8a9e10"}

	var wg sync.WaitGroup
	answers := make([]answer, 8)
	for i := range answers {
		wg.Go(func() { answers[i] = do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, key) })
	}
	wg.Wait()
	for _, a := range answers[1:] {
		if a.status != 201 || a.body != answers[0].body {
			t.Fatalf("retries answered differently: %d %s vs %s", a.status, a.body, answers[0].body)
		}
	}
	if leads := ts.store(); len(leads) != 1 {
		t.Fatalf("stored %d leads for one key, want 1", len(leads))
	}

	other := validLead()
	other["firstName"] = "Grace"
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, other), key); a.status != 409 {
		t.Fatalf("reused key with another body: %d %s", a.status, a.body)
	}
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, map[string]string{"Idempotency-Key": strings.Repeat("k", 201)}); a.status != 400 {
		t.Fatalf("overlong key: %d", a.status)
	}
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, nil); a.status != 201 || a.body == answers[0].body {
		t.Fatalf("no key: %d %s", a.status, a.body)
	}
	if leads := ts.store(); len(leads) != 2 {
		t.Fatalf("stored %d leads, want 2", len(leads))
	}
}

func TestRateLimit(t *testing.T) {
	ts := startServer(t, map[string]string{"FL_RATE_LIMIT": "3/1m", "FL_CLIENT_IP_HEADER": "X-Forwarded-For"}, nil)
	body := jsonBody(t, validLead())
	client := map[string]string{"X-Forwarded-For": "203.0.113.9, 198.51.100.7"}
	for i := range 3 {
		if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, client); a.status != 201 {
			t.Fatalf("request %d: %d", i+1, a.status)
		}
	}
	a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, client)
	retry, err := strconv.Atoi(a.header.Get("Retry-After"))
	if a.status != 429 || err != nil || retry < 1 || retry > 20 {
		t.Fatalf("4th request: %d Retry-After %q", a.status, a.header.Get("Retry-After"))
	}
	a = do(t, "POST", ts.URL+"/api/demo-requests", formType, validForm().Encode(), client)
	if a.status != 429 || a.header.Get("Retry-After") == "" {
		t.Fatalf("form after the limit: %d", a.status)
	}
	other := map[string]string{"X-Forwarded-For": "198.51.100.8"}
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", body, other); a.status != 201 {
		t.Fatalf("another client was limited: %d", a.status)
	}
	if leads := ts.store(); len(leads) != 4 {
		t.Fatalf("stored %d leads, want 4", len(leads))
	}
	// Static pages are not limited.
	if a := do(t, "GET", ts.URL+"/", "", "", client); a.status != 200 {
		t.Fatalf("page after the limit: %d", a.status)
	}
}

func TestSlowHeadersAreCutOff(t *testing.T) {
	ts := startServer(t, map[string]string{"FL_READ_HEADER_TIMEOUT": "300ms"}, nil)
	conn, err := net.Dial("tcp", ts.Addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET / HTTP/1.1\r\nHost: x\r\nX-Slow: "); err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	_, err = io.ReadAll(conn) // returns when the server closes the connection
	if elapsed := time.Since(start); err != nil || elapsed > 3*time.Second {
		t.Fatalf("connection with unfinished headers kept %v (err %v)", elapsed, err)
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatal("the server never closed the connection")
	}
}

func TestSlowBodyIsCutOff(t *testing.T) {
	ts := startServer(t, map[string]string{"FL_READ_TIMEOUT": "500ms"}, nil)
	conn, err := net.Dial("tcp", ts.Addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	io.WriteString(conn, "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{")
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err == nil {
		resp.Body.Close()
		if resp.StatusCode < 400 {
			t.Fatalf("a body that never finished got %d", resp.StatusCode)
		}
		return
	}
	var ne net.Error
	if errors.As(err, &ne) && ne.Timeout() {
		t.Fatal("the server waited for the body beyond its read timeout")
	}
}
