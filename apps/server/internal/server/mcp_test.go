package server

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/twins"
)

// generated is the real site's content stage, run once: its search pages
// and Markdown twins go into the test server's site folder.
var generated = sync.OnceValues(func() (string, error) {
	out, err := os.MkdirTemp("", "mcp-gen")
	if err != nil {
		return "", err
	}
	_, err = sitegen.Generate(sitegen.Options{ContentDir: "../../../../content", SchemaDir: "../../../../schemas", OutDir: out})
	return out, err
})

func TestMain(m *testing.M) {
	code := m.Run()
	faultPG.Stop()
	if dir, err := generated(); err == nil && dir != "" {
		os.RemoveAll(dir)
	}
	os.Exit(code)
}

// mcpServer starts the whole server over a site folder holding the real
// site's search index, its pages and the twins.
func mcpServer(t *testing.T, env map[string]string) *testServer {
	t.Helper()
	gen, err := generated()
	if err != nil {
		t.Fatalf("the content does not build: %v", err)
	}
	return startServer(t, env, func(c *Config) {
		for from, to := range map[string]string{sitefiles.SearchDir: sitefiles.SearchDir, twins.Dir: "."} {
			err := filepath.WalkDir(filepath.Join(gen, from), func(p string, d os.DirEntry, err error) error {
				if err != nil || d.IsDir() {
					return err
				}
				rel, _ := filepath.Rel(filepath.Join(gen, from), p)
				copyInto(t, p, filepath.Join(c.Dist, to, rel))
				return nil
			})
			if err != nil {
				t.Fatal(err)
			}
		}
	})
}

func copyInto(t *testing.T, from, to string) {
	t.Helper()
	data, err := os.ReadFile(from)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(to, data, 0o644); err != nil {
		t.Fatal(err)
	}
}

func connect(t *testing.T, ts *testServer) *mcp.ClientSession {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	client := mcp.NewClient(&mcp.Implementation{Name: "test-client", Version: "1"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: ts.URL + "/mcp"}, nil)
	if err != nil {
		t.Fatalf("initialize: %v", err)
	}
	t.Cleanup(func() { session.Close() })
	return session
}

func call(t *testing.T, s *mcp.ClientSession, name string, args any) *mcp.CallToolResult {
	t.Helper()
	res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: name, Arguments: args})
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	return res
}

func text(res *mcp.CallToolResult) string {
	var b strings.Builder
	for _, c := range res.Content {
		if tc, ok := c.(*mcp.TextContent); ok {
			b.WriteString(tc.Text)
		}
	}
	return b.String()
}

// TestMCPWithTheSDKClient talks to the real server over HTTP with the
// official SDK's client, as Claude Code or Cursor would.
func TestMCPWithTheSDKClient(t *testing.T) {
	ts := mcpServer(t, nil)
	s := connect(t, ts)
	if got := s.InitializeResult().ServerInfo.Name; got != "freightlane-docs" {
		t.Errorf("server name %q", got)
	}
	tools, err := s.ListTools(context.Background(), nil)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, tool := range tools.Tools {
		names = append(names, tool.Name)
	}
	if strings.Join(names, ",") != "get_page,search_docs" && strings.Join(names, ",") != "search_docs,get_page" {
		t.Errorf("tools = %v, want search_docs and get_page", names)
	}

	res := call(t, s, "search_docs", map[string]any{"query": "job status", "limit": 5})
	if res.IsError {
		t.Fatalf("search_docs failed: %s", text(res))
	}
	var out struct {
		Results []struct{ Title, Section, URL, MarkdownURL, Snippet string }
	}
	raw, _ := json.Marshal(res.StructuredContent)
	if err := json.Unmarshal(raw, &out); err != nil {
		t.Fatal(err)
	}
	if len(out.Results) == 0 || len(out.Results) > 5 {
		t.Fatalf("search_docs gave %d results, want 1 to 5", len(out.Results))
	}
	found := -1
	for i, r := range out.Results {
		if strings.HasPrefix(r.URL, "https://www.freightlane.example/docs/user-manual/operations/jobs") {
			found = i
			if r.MarkdownURL != "https://www.freightlane.example/docs/user-manual/operations/jobs.md" || r.Title != "Jobs" || r.Snippet == "" {
				t.Errorf("the jobs result is %+v", r)
			}
			break
		}
	}
	// The JobStatus entity page, whose title has both words, ranks first (the search's
	// aboutness rule) with its sections; the user manual's jobs page, whose "Job statuses"
	// section is headed with them, follows within the five.
	if found < 0 {
		t.Errorf("the jobs page is not among the results for \"job status\": %+v", out.Results)
	}
	if !strings.HasSuffix(out.Results[0].URL, "/docs/development/entities/jobStatus") {
		t.Errorf("the first result for \"job status\" is %s, want the JobStatus entity page", out.Results[0].URL)
	}

	// The scope is the site's Docs / All filter: the careers page answers
	// "careers" on the whole site and is left out of the docs.
	for _, tc := range []struct {
		scope      string
		wantCareer bool
	}{{"", true}, {"all", true}, {"docs", false}} {
		res := call(t, s, "search_docs", map[string]any{"query": "careers", "scope": tc.scope})
		raw, _ := json.Marshal(res.StructuredContent)
		var got struct{ Results []struct{ URL string } }
		if err := json.Unmarshal(raw, &got); res.IsError || err != nil {
			t.Fatalf("search_docs careers scope %q: %s %v", tc.scope, text(res), err)
		}
		career := false
		for _, r := range got.Results {
			career = career || strings.HasSuffix(r.URL, "/careers")
			if tc.scope == "docs" && !strings.Contains(r.URL, "/docs/") {
				t.Errorf("scope docs gave %s, outside the docs", r.URL)
			}
		}
		if career != tc.wantCareer {
			t.Errorf("search_docs careers scope %q: /careers among the results is %v, want %v", tc.scope, career, tc.wantCareer)
		}
	}

	twin, err := os.ReadFile(filepath.Join(ts.Cfg.Dist, "docs/user-manual/operations/jobs.md"))
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range []string{
		"/docs/user-manual/operations/jobs",
		"/docs/user-manual/operations/jobs.md",
		"https://www.freightlane.example/docs/user-manual/operations/jobs#job-statuses",
	} {
		res := call(t, s, "get_page", map[string]any{"path": path})
		if res.IsError || text(res) != string(twin) {
			t.Errorf("get_page %q: error=%v, %d bytes, want the jobs page's Markdown", path, res.IsError, len(text(res)))
		}
	}
}

// TestMCPBadInput: bad arguments, unknown tools, huge queries and paths
// outside the site give tool or JSON-RPC errors, never a 5xx or a file.
func TestMCPBadInput(t *testing.T) {
	ts := mcpServer(t, nil)
	s := connect(t, ts)
	toolErrors := []struct {
		tool string
		args map[string]any
		want string
	}{
		{"search_docs", map[string]any{"query": strings.Repeat("freight ", 200)}, "1024"},
		{"search_docs", map[string]any{"query": "   "}, "empty"},
		{"search_docs", map[string]any{"query": "jobs", "limit": 21}, "limit"},
		{"search_docs", map[string]any{"query": "jobs", "limit": -1}, "limit"},
		{"search_docs", map[string]any{"query": "jobs", "scope": "marketing"}, `scope "marketing" is unknown`},
		{"search_docs", map[string]any{"query": 42}, "query"},
		{"search_docs", map[string]any{}, "query"},
		{"get_page", map[string]any{"path": "/docs/no-such-page"}, `"/docs/no-such-page"`},
		{"get_page", map[string]any{"path": "/docs/../../secret.txt"}, "outside"},
		{"get_page", map[string]any{"path": "../secret.txt"}, "outside"},
		{"get_page", map[string]any{"path": "/escape-link"}, `"/escape-link"`},
		{"get_page", map[string]any{"path": "/search-index/pages.json"}, "no page"},
		{"get_page", map[string]any{"path": "https://evil.example/docs/intro"}, "not on this site"},
		{"get_page", map[string]any{"path": ""}, "empty"},
		{"get_page", map[string]any{"path": 7}, "path"},
	}
	for _, tc := range toolErrors {
		res, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: tc.tool, Arguments: tc.args})
		if err != nil {
			t.Errorf("%s %v: a protocol error %v, want a tool error", tc.tool, tc.args, err)
			continue
		}
		if !res.IsError || !strings.Contains(text(res), tc.want) {
			t.Errorf("%s %v: error=%v %q, want a tool error saying %s", tc.tool, tc.args, res.IsError, text(res), tc.want)
		}
		if strings.Contains(text(res), "SECRET") {
			t.Errorf("%s %v answered with the secret outside the site", tc.tool, tc.args)
		}
	}
	if _, err := s.CallTool(context.Background(), &mcp.CallToolParams{Name: "delete_site", Arguments: map[string]any{}}); err == nil || !strings.Contains(err.Error(), "delete_site") {
		t.Errorf("an unknown tool: %v, want a JSON-RPC error naming it", err)
	}

	// Raw HTTP: malformed bodies are 4xx with a JSON-RPC error, never 5xx.
	for _, body := range []string{`{"jsonrpc":`, `[]`, `{"jsonrpc":"2.0","id":1,"method":"tools/call","params":"x"}`, strings.Repeat("x", 70<<10)} {
		req, _ := http.NewRequest(http.MethodPost, ts.URL+"/mcp", strings.NewReader(body))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			t.Errorf("body %.30q: %d %s", body, resp.StatusCode, got)
		}
	}
	resp, err := http.Get(ts.URL + "/mcp")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("GET /mcp: %d, want 405", resp.StatusCode)
	}
}

func TestMCPRateLimitAndOff(t *testing.T) {
	ts := mcpServer(t, map[string]string{"FL_RATE_LIMIT": "5/1m", "FL_MCP_RATE_LIMIT": "3/1h"})
	statuses := []int{}
	for range 5 {
		req, _ := http.NewRequest(http.MethodPost, ts.URL+"/mcp", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json, text/event-stream")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		statuses = append(statuses, resp.StatusCode)
		if resp.StatusCode == http.StatusTooManyRequests && resp.Header.Get("Retry-After") == "" {
			t.Error("a 429 without Retry-After")
		}
	}
	if statuses[2] != 200 || statuses[3] != 429 || statuses[4] != 429 {
		t.Errorf("statuses %v, want three 200 then 429", statuses)
	}

	off := mcpServer(t, map[string]string{"FL_MCP": "off"})
	resp, err := http.Post(off.URL+"/mcp", "application/json", strings.NewReader(`{"jsonrpc":"2.0","id":1,"method":"tools/list"}`))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusMethodNotAllowed && resp.StatusCode != http.StatusNotFound {
		t.Errorf("FL_MCP=off: POST /mcp answered %d, want the site's 404/405", resp.StatusCode)
	}
}
