package server

import (
	"bufio"
	"bytes"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/nginxrun"
	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/hostconfig"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
	"github.com/freightlane/website/packages/sitegen/siteserver"
)

// hostCase is one request of the semantic table and what both servers must
// answer. nginx, when set, is what nginx answers instead, with the reason
// it cannot do as the Go server does.
type hostCase struct {
	name     string
	method   string // GET when empty
	target   string // the request target, sent as is
	header   map[string]string
	status   int
	location string
	body     string            // a part of the body
	headers  map[string]string // exact values
	vary     []string          // values Vary must list (in any of its lines)
	notVary  []string          // values Vary must not list
	absent   []string          // headers that must not be sent
	// cond sends the ETag ("etag") or Last-Modified ("date") of a first
	// GET of the target as If-None-Match or If-Modified-Since.
	cond string
	// brotli: nginx needs the ngx_brotli module for this one.
	brotli bool
	// noSecurity: an answer nginx gives before it reads the configuration
	// of a location (a malformed request line), without added headers.
	noSecurity bool
	// twiceOnNginx: nginx sends each security header twice, with the same
	// value (its range filter finalises a 416 through the header filters a
	// second time, add_header included).
	twiceOnNginx bool
	nginx        *nginxDiff
}

type nginxDiff struct {
	status int
	why    string
}

const (
	htmlType = "text/html; charset=utf-8"
	markdown = "text/markdown; charset=utf-8"
)

// hostCases are the static-serving cases of issue #20: paths, redirects,
// statuses, headers, conditional and range requests, traversal attempts and
// twins negotiation, on the fixture site of apps/server/testdata/site.
func hostCases(robotsSize int) []hostCase {
	page := map[string]string{"Content-Type": htmlType, "Cache-Control": hostconfig.CacheRevalidate}
	immutable := func(t string) map[string]string {
		return map[string]string{"Content-Type": t, "Cache-Control": hostconfig.CacheImmutable}
	}
	notFound := map[string]string{"Content-Type": htmlType, "Cache-Control": hostconfig.CacheRevalidate}
	return []hostCase{
		// Pages at their clean URLs. /about has no Markdown twin: its answer
		// does not vary with Accept; / and /docs/intro have one.
		{name: "home", target: "/", status: 200, body: "Move freight, not spreadsheets", headers: page, vary: []string{"Accept"}},
		{name: "page without twin", target: "/about", status: 200, body: "About us", headers: page, notVary: []string{"Accept"}},
		{name: "nested page", target: "/docs/intro", status: 200, body: "Introduction", headers: page, vary: []string{"Accept"}},
		{name: "deeper page", target: "/request-demo/thank-you", status: 200, body: "Thank you", headers: page},
		{name: "HEAD", method: "HEAD", target: "/about", status: 200, headers: page},

		// Other spellings of a page: 301 to the clean URL, query kept.
		{name: "trailing slash", target: "/about/", status: 301, location: "/about"},
		{name: ".html", target: "/about.html", status: 301, location: "/about"},
		{name: "/index.html", target: "/about/index.html", status: 301, location: "/about"},
		{name: "/index.html/", target: "/about/index.html/", status: 301, location: "/about"},
		{name: "query kept", target: "/about.html?ref=nav&x=%2F", status: 301, location: "/about?ref=nav&x=%2F"},
		{name: "slash and query", target: "/about/?utm_source=mail", status: 301, location: "/about?utm_source=mail"},
		{name: "root index", target: "/index.html", status: 301, location: "/"},
		{name: "root index and query", target: "/index.html?a=1", status: 301, location: "/?a=1"},
		{name: "nested index", target: "/docs/intro/index.html", status: 301, location: "/docs/intro"},

		// Never a redirect to a dead URL; the not-found page with 404.
		{name: "not-found page's own URL", target: "/404.html", status: 404, body: "Page not found", headers: notFound},
		{name: "/404", target: "/404", status: 404, body: "Page not found", headers: notFound},
		{name: "unknown page", target: "/nope", status: 404, body: "Page not found", headers: notFound},
		{name: "unknown .html", target: "/nope.html", status: 404, body: "Page not found"},
		{name: "unknown with slash", target: "/nope/", status: 404, body: "Page not found"},
		{name: "unknown index.html", target: "/nope/index.html", status: 404, body: "Page not found"},
		{name: "/index", target: "/index", status: 404, body: "Page not found"},
		{name: "folder without index", target: "/docs", status: 404, body: "Page not found"},
		{name: "assets folder", target: "/assets/", status: 404, body: "Page not found"},

		// Files and their cache policy.
		{name: "hashed script", target: "/assets/index-AbC123xy.js", status: 200, body: "export function component0", headers: immutable("text/javascript; charset=utf-8")},
		{name: "hashed style", target: "/assets/index-Dq3x9LkP.css", status: 200, body: ".fl-c0", headers: immutable("text/css; charset=utf-8")},
		{name: "hashed image", target: "/assets/logo-Xy12Ab34.svg", status: 200, body: "<svg", headers: immutable("image/svg+xml")},
		{name: "search shard", target: "/search-index/t0.0a1b2c3d4e.json", status: 200, body: `"bill"`, headers: immutable("application/json")},
		{name: "search manifest", target: "/search-index/manifest.json", status: 200, body: `"version"`, headers: map[string]string{"Content-Type": "application/json", "Cache-Control": hostconfig.CacheRevalidate}},
		{name: "robots.txt", target: "/robots.txt", status: 200, body: "User-agent", headers: map[string]string{"Content-Type": "text/plain; charset=utf-8", "Cache-Control": hostconfig.CacheRevalidate}},
		{name: "twin at its own URL", target: "/docs/intro.md", status: 200, headers: map[string]string{"Content-Type": markdown}, notVary: []string{"Accept"}},

		// Precompressed variants: in place of the original, never at their
		// own URL; the host files are not served.
		{name: "gzip", target: "/assets/index-AbC123xy.js", header: map[string]string{"Accept-Encoding": "gzip"}, status: 200, headers: map[string]string{"Content-Encoding": "gzip"}, vary: []string{"Accept-Encoding"}},
		{name: "gzip refused", target: "/assets/index-AbC123xy.js", header: map[string]string{"Accept-Encoding": "gzip;q=0"}, status: 200, absent: []string{"Content-Encoding"}},
		{name: "no Accept-Encoding", target: "/assets/index-AbC123xy.js", status: 200, absent: []string{"Content-Encoding"}, vary: []string{"Accept-Encoding"}},
		{name: "brotli", target: "/assets/index-AbC123xy.js", header: map[string]string{"Accept-Encoding": "br"}, status: 200, headers: map[string]string{"Content-Encoding": "br"}, brotli: true},
		{name: "brotli preferred", target: "/assets/index-AbC123xy.js", header: map[string]string{"Accept-Encoding": "gzip, deflate, br"}, status: 200, headers: map[string]string{"Content-Encoding": "br"}, brotli: true},
		{name: ".br URL", target: "/assets/index-AbC123xy.js.br", status: 404},
		{name: ".gz URL", target: "/index.html.gz", status: 404},
		{name: "_headers", target: "/_headers", status: 404},
		{name: "_redirects", target: "/_redirects", status: 404},
		{name: "nginx.conf", target: "/nginx.conf", status: 404},

		// Markdown twins for clients that prefer them.
		{name: "twin of home", target: "/", header: map[string]string{"Accept": "text/markdown"}, status: 200, headers: map[string]string{"Content-Type": markdown}, vary: []string{"Accept"}},
		{name: "twin of a page", target: "/docs/intro", header: map[string]string{"Accept": "text/markdown, text/html;q=0.5"}, status: 200, headers: map[string]string{"Content-Type": markdown}, vary: []string{"Accept"}},
		{name: "HTML preferred", target: "/docs/intro", header: map[string]string{"Accept": "text/markdown;q=0.5, text/html"}, status: 200, headers: page, vary: []string{"Accept"}},
		{name: "browser Accept", target: "/docs/intro", header: map[string]string{"Accept": "text/html,application/xhtml+xml,*/*;q=0.8"}, status: 200, headers: page},
		{name: "no twin to give", target: "/about", header: map[string]string{"Accept": "text/markdown"}, status: 200, headers: page},

		// Conditional requests, with the validators each server gave.
		{name: "If-None-Match", target: "/about", cond: "etag", status: 304},
		{name: "If-Modified-Since", target: "/assets/index-AbC123xy.js", cond: "date", status: 304, headers: map[string]string{"Cache-Control": hostconfig.CacheImmutable}},
		{name: "If-None-Match other", target: "/about", header: map[string]string{"If-None-Match": `"other"`}, status: 200},

		// Ranges.
		{name: "range", target: "/robots.txt", header: map[string]string{"Range": "bytes=0-9"}, status: 206, headers: map[string]string{"Content-Range": fmt.Sprintf("bytes 0-9/%d", robotsSize), "Content-Length": "10"}},
		{name: "suffix range", target: "/robots.txt", header: map[string]string{"Range": "bytes=-5"}, status: 206, headers: map[string]string{"Content-Range": fmt.Sprintf("bytes %d-%d/%d", robotsSize-5, robotsSize-1, robotsSize)}},
		{name: "two ranges of a small file", target: "/robots.txt", header: map[string]string{"Range": "bytes=0-1,4-5"}, status: 200, body: "User-agent",
			nginx: &nginxDiff{206, "nginx answers a multipart answer larger than the file itself"}},
		{name: "two ranges", target: "/assets/index-AbC123xy.js", header: map[string]string{"Range": "bytes=0-1,4-5"}, status: 206, body: "Content-Range: bytes 4-5/"},
		{name: "unknown range unit", target: "/robots.txt", header: map[string]string{"Range": "items=0-5"}, status: 200},
		{name: "range past the end", target: "/robots.txt", header: map[string]string{"Range": "bytes=99999-"}, status: 416, twiceOnNginx: true},
		{name: "more ranges than allowed", target: "/assets/index-AbC123xy.js", header: map[string]string{"Range": manyRanges(20)}, status: 200},

		// Methods.
		{name: "POST to a page", method: "POST", target: "/about", status: 405, headers: map[string]string{"Allow": "GET, HEAD"}},
		{name: "DELETE before a redirect", method: "DELETE", target: "/about/", status: 405, headers: map[string]string{"Allow": "GET, HEAD"}},

		// Traversal attempts: nothing outside the site is ever answered.
		{name: "dot-dot", target: "/../secret.txt", status: 400, noSecurity: true},
		{name: "encoded dot-dot", target: "/%2e%2e/secret.txt", status: 400, noSecurity: true},
		{name: "encoded slashes", target: "/assets/..%2f..%2fsecret.txt", status: 400, noSecurity: true},
		{name: "NUL", target: "/index.html%00", status: 400, noSecurity: true},
		{name: "symlink out of the site", target: "/escape-link", status: 404},
		{name: "symlinked folder out of the site", target: "/escape-dir/secret.txt", status: 404},
		{name: "empty segment", target: "//secret.txt", status: 400,
			nginx: &nginxDiff{404, "nginx merges the slashes and looks up /secret.txt, which the site does not have"}},
		{name: "backslash", target: `/..\secret.txt`, status: 400,
			nginx: &nginxDiff{404, `on Linux nginx takes the backslash as part of a file name, which the site does not have`}},
		{name: "symlink inside the site", target: "/inside-link.txt", status: 200, body: "User-agent",
			nginx: &nginxDiff{404, "disable_symlinks refuses every symlink: nginx cannot tell one that stays inside the root"}},

		// The API and the MCP server answer through nginx as they do directly.
		{name: "API", target: "/api/demo-requests", status: 405},
		{name: "API JSON error", method: "POST", target: "/api/demo-requests", header: map[string]string{"Content-Type": "application/json"}, status: 400},
		// The fixture has no search pages, so the Go server's MCP is off and
		// /mcp is an unknown page, through nginx too.
		{name: "MCP", target: "/mcp", status: 404, body: "Page not found"},
	}
}

func manyRanges(n int) string {
	parts := make([]string, n)
	for i := range parts {
		parts[i] = fmt.Sprintf("%d-%d", 2*i, 2*i)
	}
	return "bytes=" + strings.Join(parts, ",")
}

// TestStaticHostsServeLikeTheServer runs the table against the Go server and
// against a real nginx serving the same folder with the nginx.conf the build
// generates, the API proxied to that Go server.
func TestStaticHostsServeLikeTheServer(t *testing.T) {
	if _, err := nginxrun.Find(); err != nil {
		t.Skipf("the nginx half of the table cannot run: %v", err)
	}
	ts := startServer(t, nil, nil)
	dist := ts.Cfg.Dist
	port, err := siteserver.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	brotli := nginxrun.HasBrotli()
	opts := hostconfig.Options{Nginx: hostconfig.Nginx{Listen: fmt.Sprintf("127.0.0.1:%d", port), ServerName: "_", Root: dist, API: ts.Addr, Brotli: brotli}}
	if err := hostconfig.Write(dist, opts); err != nil {
		t.Fatal(err)
	}
	prefix := t.TempDir()
	ng, err := nginxrun.Start(nginxrun.Config{Prefix: prefix, Include: filepath.Join(dist, hostconfig.NginxFile), Port: port, Brotli: brotli, HTTP: "\taccess_log off;"})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ng.Stop)

	hashes, err := inlinescript.SourcesInDir(os.DirFS(dist))
	if err != nil {
		t.Fatal(err)
	}
	if len(hashes.Scripts) != 2 || len(hashes.Styles) != 1 {
		t.Fatalf("the fixture has 2 distinct inline scripts and 1 style, found %d and %d", len(hashes.Scripts), len(hashes.Styles))
	}
	policy := hostconfig.Security{ScriptHashes: hashes.Scripts, StyleHashes: hashes.Styles}.Policy()
	robots, err := os.ReadFile(filepath.Join(dist, "robots.txt"))
	if err != nil {
		t.Fatal(err)
	}

	servers := []struct{ name, addr string }{{"go", ts.Addr}, {"nginx", fmt.Sprintf("127.0.0.1:%d", port)}}
	for _, c := range hostCases(len(robots)) {
		for _, srv := range servers {
			t.Run(srv.name+"/"+c.name, func(t *testing.T) {
				want := c.status
				if srv.name == "nginx" && c.nginx != nil {
					want = c.nginx.status
					t.Logf("nginx differs: %s", c.nginx.why)
				}
				if srv.name == "nginx" && c.brotli && !brotli {
					t.Skip("nginx has no ngx_brotli module here: it serves gzip only, as the generated nginx.conf says")
				}
				header := c.header
				if c.cond != "" {
					first := hostRequest(t, srv.addr, "GET", c.target, nil)
					header = map[string]string{}
					switch c.cond {
					case "etag":
						header["If-None-Match"] = first.header.Get("ETag")
					case "date":
						header["If-Modified-Since"] = first.header.Get("Last-Modified")
					}
					for k, v := range header {
						if v == "" {
							t.Fatalf("the first answer has no validator for %s", k)
						}
					}
				}
				method := c.method
				if method == "" {
					method = "GET"
				}
				got := hostRequest(t, srv.addr, method, c.target, header)
				if bytes.Contains(got.body, []byte(sitetest.SecretMarker)) {
					t.Fatal("the answer holds the file outside the site")
				}
				if got.status != want {
					t.Fatalf("status = %d, want %d\n%s", got.status, want, got.body)
				}
				if loc := got.header.Get("Location"); loc != c.location {
					t.Errorf("Location = %q, want %q", loc, c.location)
				}
				if got.status == 301 && got.header.Get("Cache-Control") != "" {
					t.Errorf("a redirect with Cache-Control %q: the Go server's have none", got.header.Get("Cache-Control"))
				}
				if srv.name == "nginx" && c.nginx != nil {
					return // what else differs follows from the status
				}
				if !bytes.Contains(got.body, []byte(c.body)) {
					t.Errorf("body does not contain %q:\n%.300s", c.body, got.body)
				}
				for name, v := range c.headers {
					if got.header.Get(name) != v {
						t.Errorf("%s = %q, want %q", name, got.header.Get(name), v)
					}
				}
				for _, name := range c.absent {
					if v := got.header.Get(name); v != "" {
						t.Errorf("%s = %q, want none", name, v)
					}
				}
				vary := varyValues(got.header)
				for _, v := range c.vary {
					if !slices.Contains(vary, v) {
						t.Errorf("Vary = %v, want it to list %s", vary, v)
					}
				}
				for _, v := range c.notVary {
					if slices.Contains(vary, v) {
						t.Errorf("Vary = %v, want it not to list %s", vary, v)
					}
				}
				if method == "HEAD" && len(got.body) != 0 {
					t.Errorf("HEAD answered a body of %d bytes", len(got.body))
				}
				if !c.noSecurity {
					csp := got.header.Values("Content-Security-Policy")
					if c.twiceOnNginx && srv.name == "nginx" && len(csp) == 2 && csp[1] == csp[0] {
						csp = csp[:1]
					}
					if len(csp) != 1 || csp[0] != policy {
						t.Errorf("Content-Security-Policy = %q, want once %q", csp, policy)
					}
					if got.header.Get("X-Content-Type-Options") != "nosniff" || got.header.Get("X-Frame-Options") != "DENY" {
						t.Errorf("security headers missing: %v", got.header)
					}
				}
			})
		}
	}
	if t.Failed() {
		t.Logf("nginx's error log:\n%s", ng.ErrorLog())
	}
}

type hostAnswer struct {
	status int
	header http.Header
	body   []byte
}

// hostRequest sends one request with the target as is (no cleaning, no
// added Accept-Encoding) on a fresh connection.
func hostRequest(t *testing.T, addr, method, target string, header map[string]string) hostAnswer {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(10 * time.Second))
	var req strings.Builder
	fmt.Fprintf(&req, "%s %s HTTP/1.1\r\nHost: freightlane.test\r\nConnection: close\r\n", method, target)
	for k, v := range header {
		fmt.Fprintf(&req, "%s: %s\r\n", k, v)
	}
	if method == "POST" {
		req.WriteString("Content-Length: 2\r\n\r\n{]")
	} else {
		req.WriteString("\r\n")
	}
	if _, err := io.WriteString(conn, req.String()); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), &http.Request{Method: method})
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return hostAnswer{resp.StatusCode, resp.Header, body}
}

func varyValues(h http.Header) []string {
	var out []string
	for _, line := range h.Values("Vary") {
		for v := range strings.SplitSeq(line, ",") {
			out = append(out, strings.TrimSpace(v))
		}
	}
	return out
}
