package static

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"

	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

func newTestServer(t *testing.T) (*httptest.Server, string) {
	t.Helper()
	dist := sitetest.Dist(t)
	site, err := New(dist, slog.New(slog.DiscardHandler))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	srv := httptest.NewServer(site)
	t.Cleanup(srv.Close)
	return srv, dist
}

// client does not follow redirects and does not ask for gzip by itself, so
// the tests see exactly what the server sends.
func client() *http.Client {
	return &http.Client{
		Transport:     &http.Transport{DisableCompression: true},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
}

func get(t *testing.T, url string, header map[string]string) (*http.Response, []byte) {
	t.Helper()
	req, err := http.NewRequest(http.MethodGet, url, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp, body
}

func TestRoutes(t *testing.T) {
	srv, _ := newTestServer(t)
	tests := []struct {
		path         string
		wantStatus   int
		wantLocation string
		wantBody     string
		wantType     string
		wantCache    string
	}{
		{"/", 200, "", "Move freight, not spreadsheets", "text/html; charset=utf-8", "no-cache"},
		{"/about", 200, "", "About us", "text/html; charset=utf-8", "no-cache"},
		{"/docs/intro", 200, "", "Introduction", "text/html; charset=utf-8", "no-cache"},
		{"/request-demo/thank-you", 200, "", "Thank you", "text/html; charset=utf-8", "no-cache"},
		{"/about/", 301, "/about", "", "", ""},
		{"/about.html", 301, "/about", "", "", ""},
		{"/about/index.html", 301, "/about", "", "", ""},
		{"/about.html?ref=nav&x=%2F", 301, "/about?ref=nav&x=%2F", "", "", ""},
		{"/about/?utm_source=mail", 301, "/about?utm_source=mail", "", "", ""},
		{"/index.html", 301, "/", "", "", ""},
		{"/index.html?a=1", 301, "/?a=1", "", "", ""},
		{"/docs/intro/index.html", 301, "/docs/intro", "", "", ""},
		{"/404.html", 404, "", "Page not found", "text/html; charset=utf-8", "no-cache"}, // not a redirect to the 404 at /404
		{"/404", 404, "", "Page not found", "text/html; charset=utf-8", "no-cache"},
		{"/nope", 404, "", "Page not found", "text/html; charset=utf-8", "no-cache"},
		{"/index", 404, "", "Page not found", "", ""},
		{"/assets", 404, "", "Page not found", "", ""},
		{"/docs", 404, "", "Page not found", "", ""},
		{"/assets/index-AbC123xy.js", 200, "", "export function component0", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable"},
		{"/assets/index-Dq3x9LkP.css", 200, "", ".fl-c0", "text/css; charset=utf-8", "public, max-age=31536000, immutable"},
		{"/assets/logo-Xy12Ab34.svg", 200, "", "<svg", "image/svg+xml", "public, max-age=31536000, immutable"},
		{"/robots.txt", 200, "", "User-agent", "text/plain; charset=utf-8", "no-cache"},
		{"/search-index/t0.0a1b2c3d4e.json", 200, "", `"bill"`, "application/json", "public, max-age=31536000, immutable"},
		{"/search-index/manifest.json", 200, "", `"version"`, "application/json", "no-cache"},
		{"/inside-link.txt", 200, "", "User-agent", "text/plain; charset=utf-8", "no-cache"},
		{"/assets/index-AbC123xy.js.br", 404, "", "Page not found", "", ""},
		{"/assets/index-AbC123xy.js.gz", 404, "", "Page not found", "", ""},
		{"/index.html.gz", 404, "", "Page not found", "", ""},
		{"/index.html.br", 404, "", "Page not found", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			resp, body := get(t, srv.URL+tt.path, nil)
			if resp.StatusCode != tt.wantStatus {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.wantStatus)
			}
			if got := resp.Header.Get("Location"); got != tt.wantLocation {
				t.Errorf("Location = %q, want %q", got, tt.wantLocation)
			}
			if !bytes.Contains(body, []byte(tt.wantBody)) {
				t.Errorf("body does not contain %q", tt.wantBody)
			}
			if tt.wantType != "" && resp.Header.Get("Content-Type") != tt.wantType {
				t.Errorf("Content-Type = %q, want %q", resp.Header.Get("Content-Type"), tt.wantType)
			}
			if tt.wantCache != "" && resp.Header.Get("Cache-Control") != tt.wantCache {
				t.Errorf("Cache-Control = %q, want %q", resp.Header.Get("Cache-Control"), tt.wantCache)
			}
			if resp.StatusCode == 200 && (resp.Header.Get("ETag") == "" || resp.Header.Get("Last-Modified") == "") {
				t.Errorf("missing validators: ETag %q, Last-Modified %q", resp.Header.Get("ETag"), resp.Header.Get("Last-Modified"))
			}
		})
	}
}

func TestMethods(t *testing.T) {
	srv, _ := newTestServer(t)
	for _, method := range []string{http.MethodPost, http.MethodPut, http.MethodDelete, http.MethodPatch} {
		req, _ := http.NewRequest(method, srv.URL+"/about", nil)
		resp, err := client().Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != http.StatusMethodNotAllowed || resp.Header.Get("Allow") != "GET, HEAD" {
			t.Errorf("%s: status %d, Allow %q; want 405, GET, HEAD", method, resp.StatusCode, resp.Header.Get("Allow"))
		}
	}
	req, _ := http.NewRequest(http.MethodHead, srv.URL+"/nope", nil)
	resp, err := client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 404 || resp.ContentLength <= 0 {
		t.Errorf("HEAD /nope: status %d, length %d; want 404 with the page's length", resp.StatusCode, resp.ContentLength)
	}
}

func TestConditionalRequests(t *testing.T) {
	srv, _ := newTestServer(t)
	for _, p := range []string{"/", "/about", "/assets/index-AbC123xy.js"} {
		first, _ := get(t, srv.URL+p, nil)
		etag, modified := first.Header.Get("ETag"), first.Header.Get("Last-Modified")
		tests := []struct {
			name   string
			header map[string]string
			want   int
		}{
			{"matching etag", map[string]string{"If-None-Match": etag}, 304},
			{"etag in list", map[string]string{"If-None-Match": `"other", ` + etag}, 304},
			{"other etag", map[string]string{"If-None-Match": `"other"`}, 200},
			{"not modified since", map[string]string{"If-Modified-Since": modified}, 304},
			{"etag wins over date", map[string]string{"If-None-Match": `"other"`, "If-Modified-Since": modified}, 200},
			{"range", map[string]string{"Range": "bytes=0-9"}, 206},
		}
		for _, tt := range tests {
			t.Run(p+" "+tt.name, func(t *testing.T) {
				resp, body := get(t, srv.URL+p, tt.header)
				if resp.StatusCode != tt.want {
					t.Fatalf("status = %d, want %d", resp.StatusCode, tt.want)
				}
				if tt.want == 304 && len(body) != 0 {
					t.Errorf("304 with a body of %d bytes", len(body))
				}
				if tt.want == 206 && len(body) != 10 {
					t.Errorf("206 with %d bytes, want 10", len(body))
				}
			})
		}
	}
}

func TestPrecompressed(t *testing.T) {
	srv, dist := newTestServer(t)
	tests := []struct {
		path, acceptEncoding, wantEncoding string
	}{
		{"/", "", ""},
		{"/", "br", "br"},
		{"/", "gzip", "gzip"},
		{"/", "gzip, deflate, br, zstd", "br"},
		{"/", "br;q=0.5, gzip", "gzip"},
		{"/", "br;q=0.8, gzip;q=0.8", "br"},
		{"/", "BR", "br"},
		{"/", "br;q=0, gzip;q=0", ""},
		{"/", "br;q=0", ""},
		{"/", "*", "br"},
		{"/", "gzip;q=0, *;q=0.1", "br"},
		{"/", "identity", ""},
		{"/", "identity;q=1, gzip;q=0.5", ""},
		{"/", "x-gzip", "gzip"},
		{"/", "deflate", ""},
		{"/", "br;q=garbage", ""},
		{"/assets/index-AbC123xy.js", "gzip, br", "br"},
		{"/assets/index-Dq3x9LkP.css", "gzip", "gzip"},
		{"/docs/nope", "br", ""}, // the 404 page is too small for variants
		{"/about", "br", ""},     // too small to have variants
		{"/assets/logo-Xy12Ab34.svg", "br", ""},
	}
	etags := map[string]string{}
	for _, tt := range tests {
		t.Run(tt.path+" "+tt.acceptEncoding, func(t *testing.T) {
			resp, body := get(t, srv.URL+tt.path, map[string]string{"Accept-Encoding": tt.acceptEncoding})
			if got := resp.Header.Get("Content-Encoding"); got != tt.wantEncoding {
				t.Fatalf("Content-Encoding = %q, want %q", got, tt.wantEncoding)
			}
			original := filepath.Join(dist, strings.TrimPrefix(tt.path, "/"))
			switch tt.path {
			case "/":
				original = filepath.Join(dist, "index.html")
			case "/docs/nope":
				original = filepath.Join(dist, "404.html")
			case "/about":
				original = filepath.Join(dist, "about", "index.html")
			}
			want, err := os.ReadFile(original)
			if err != nil {
				t.Fatal(err)
			}
			if got := decode(t, tt.wantEncoding, body); !bytes.Equal(got, want) {
				t.Errorf("decoded body differs from %s", original)
			}
			hasVariants := tt.path != "/about" && tt.path != "/docs/nope" && !strings.HasSuffix(tt.path, ".svg")
			// A page with a Markdown twin also varies on Accept (negotiate.go).
			if vary := strings.TrimPrefix(strings.Join(resp.Header.Values("Vary"), ", "), "Accept, "); hasVariants != (vary == "Accept-Encoding") {
				t.Errorf("Vary = %q with variants=%v", vary, hasVariants)
			}
			if strings.HasSuffix(original, ".html") && !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
				t.Errorf("Content-Type = %q, want the original's", resp.Header.Get("Content-Type"))
			}
			if resp.StatusCode == 200 {
				key := tt.path + "|" + tt.wantEncoding
				if prev, ok := etags[key]; ok && prev != resp.Header.Get("ETag") {
					t.Errorf("ETag changed for the same representation")
				}
				etags[key] = resp.Header.Get("ETag")
			}
		})
	}
	if etags["/|br"] == etags["/|"] || etags["/|gzip"] == etags["/|"] {
		t.Errorf("encodings share an ETag: %v", etags)
	}
}

func decode(t *testing.T, coding string, body []byte) []byte {
	t.Helper()
	var r io.Reader = bytes.NewReader(body)
	switch coding {
	case "br":
		r = brotli.NewReader(r)
	case "gzip":
		zr, err := gzip.NewReader(r)
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}

// rawGet sends the request target exactly as written, bypassing the URL
// handling of the Go client.
func rawGet(t *testing.T, addr, target string) (int, string, []byte) {
	t.Helper()
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	if _, err := io.WriteString(conn, "GET "+target+" HTTP/1.1\r\nHost: test\r\nConnection: close\r\n\r\n"); err != nil {
		t.Fatal(err)
	}
	resp, err := http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Location"), body
}

func TestTraversal(t *testing.T) {
	srv, _ := newTestServer(t)
	addr := srv.Listener.Addr().String()
	tests := []struct {
		name   string
		target string
	}{
		{"plain dot-dot", "/../secret.txt"},
		{"dot-dot twice", "/../../secret.txt"},
		{"dot-dot after a folder", "/assets/../../secret.txt"},
		{"encoded slash", "/..%2fsecret.txt"},
		{"encoded slash upper case", "/..%2Fsecret.txt"},
		{"encoded dots", "/%2e%2e/secret.txt"},
		{"encoded dots upper case", "/%2E%2E/secret.txt"},
		{"mixed encoded dot", "/.%2e/secret.txt"},
		{"fully encoded", "/%2e%2e%2fsecret.txt"},
		{"double-encoded dots", "/%252e%252e/secret.txt"},
		{"double-encoded slash", "/..%252fsecret.txt"},
		{"backslash", "/..\\secret.txt"},
		{"encoded backslash", "/..%5csecret.txt"},
		{"encoded dots and backslash", "/%2e%2e%5csecret.txt"},
		{"leading encoded backslash", "/%5c..%5csecret.txt"},
		{"overlong UTF-8 dots", "/%c0%ae%c0%ae/secret.txt"},
		{"overlong UTF-8 slash", "/..%c0%afsecret.txt"},
		{"IIS unicode escape", "/%u002e%u002e/secret.txt"},
		{"NUL byte", "/index.html%00.js"},
		{"NUL alone", "/%00"},
		{"single dot segment", "/./index.html"},
		{"encoded single dot segment", "/about/%2e"},
		{"double slash", "//secret.txt"},
		{"semicolon trick", "/..;/secret.txt"},
		{"symlink to a file outside", "/escape-link"},
		{"symlink to a folder outside", "/escape-dir/secret.txt"},
		{"absolute-form target", "http://test/../secret.txt"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			status, location, body := rawGet(t, addr, tt.target)
			if status != 400 && status != 404 {
				t.Errorf("status = %d (Location %q), want 400 or 404", status, location)
			}
			if bytes.Contains(body, []byte(sitetest.SecretMarker)) {
				t.Fatal("the answer contains the secret from outside the site folder")
			}
		})
	}
}

func TestNoOpenRedirect(t *testing.T) {
	srv, _ := newTestServer(t)
	addr := srv.Listener.Addr().String()
	for _, target := range []string{"//evil.example/x.html", "//evil.example/", "/\\evil.example/x.html", "/%2fevil.example/x.html", "/%5cevil.example/x.html"} {
		status, location, _ := rawGet(t, addr, target)
		if strings.HasPrefix(location, "//") || strings.HasPrefix(location, "/\\") || strings.Contains(location, "evil.example") && status/100 == 3 {
			t.Errorf("%s: redirected to %q", target, location)
		}
	}
}

func FuzzCleanPath(f *testing.F) {
	for _, seed := range []string{
		"/", "/about", "/about/", "/about.html", "/assets/index-AbC123xy.js", "/../secret.txt",
		"/a/../b", "/./a", "//a", "/a//b", "/a\\b", "/\x00", "/%2e%2e", "/\xc0\xae", "", "a", "/a/.", "/..",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, p string) {
		got, ok := cleanPath(p)
		if !ok {
			return
		}
		if got != p {
			t.Fatalf("cleanPath(%q) = %q: accepted paths must not be rewritten", p, got)
		}
		if got == "/" {
			return
		}
		rel := strings.TrimSuffix(got[1:], "/")
		if rel == "" || strings.ContainsAny(got, "\\%\x00") {
			t.Fatalf("cleanPath accepted %q", p)
		}
		for seg := range strings.SplitSeq(rel, "/") {
			if seg == "" || seg == "." || seg == ".." {
				t.Fatalf("cleanPath accepted %q with segment %q", p, seg)
			}
		}
		if filepath.Clean("/"+rel) != "/"+rel {
			t.Fatalf("cleanPath accepted %q, which cleans to something else", p)
		}
		target, _ := hostconfig.Canonical(got)
		if strings.HasPrefix(target, "//") || !strings.HasPrefix(target, "/") {
			t.Fatalf("canonicalPath(%q) = %q is not a local path", got, target)
		}
	})
}

// newSiteServer serves dist with the given memory limits; limits of zero
// read every file from disk on each request.
func newSiteServer(t *testing.T, dist string, limits memoryLimits, log *slog.Logger) *httptest.Server {
	t.Helper()
	site, err := newSite(dist, log, limits)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { site.Close() })
	srv := httptest.NewServer(site)
	t.Cleanup(srv.Close)
	return srv
}

var storage = map[string]memoryLimits{
	"memory": defaultMemoryLimits,
	"disk":   {perFile: 0, total: 0},
}

// A plain GET is answered from precomputed headers; a conditional one that
// does not match goes through http.ServeContent. Both must send the same.
func TestPlainGetAnswersLikeServeContent(t *testing.T) {
	for kind, limits := range storage {
		srv := newSiteServer(t, sitetest.Dist(t), limits, slog.New(slog.DiscardHandler))
		for _, p := range []string{"/", "/about", "/assets/index-AbC123xy.js", "/assets/logo-Xy12Ab34.svg", "/robots.txt"} {
			for _, coding := range []string{"", "br", "gzip"} {
				t.Run(kind+" "+p+" "+coding, func(t *testing.T) {
					plain, plainBody := get(t, srv.URL+p, map[string]string{"Accept-Encoding": coding})
					viaServeContent, body := get(t, srv.URL+p, map[string]string{"Accept-Encoding": coding, "If-None-Match": `"other"`})
					if plain.StatusCode != 200 || viaServeContent.StatusCode != 200 {
						t.Fatalf("status %d and %d, want 200", plain.StatusCode, viaServeContent.StatusCode)
					}
					if !bytes.Equal(plainBody, body) {
						t.Error("bodies differ")
					}
					for _, name := range []string{"Content-Type", "Cache-Control", "Etag", "Last-Modified", "Accept-Ranges", "Vary", "Content-Encoding"} {
						if plain.Header.Get(name) != viaServeContent.Header.Get(name) {
							t.Errorf("%s: %q on a plain GET, %q through ServeContent", name, plain.Header.Get(name), viaServeContent.Header.Get(name))
						}
					}
					if plain.Header.Get("Last-Modified") == "" || plain.Header.Get("Accept-Ranges") != "bytes" {
						t.Errorf("plain GET lacks Last-Modified or Accept-Ranges: %v", plain.Header)
					}
					// Compressed answers too carry their length instead of
					// being chunked.
					if plain.ContentLength != int64(len(plainBody)) || len(plain.TransferEncoding) != 0 {
						t.Errorf("Content-Length %d, Transfer-Encoding %v for a %d-byte body", plain.ContentLength, plain.TransferEncoding, len(plainBody))
					}
				})
			}
		}
	}
}

func TestHeadSendsLengthWithoutBody(t *testing.T) {
	for kind, limits := range storage {
		srv := newSiteServer(t, sitetest.Dist(t), limits, slog.New(slog.DiscardHandler))
		for _, coding := range []string{"", "br"} {
			_, body := get(t, srv.URL+"/", map[string]string{"Accept-Encoding": coding})
			req, _ := http.NewRequest(http.MethodHead, srv.URL+"/", nil)
			req.Header.Set("Accept-Encoding", coding)
			resp, err := client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			head, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != 200 || len(head) != 0 || resp.ContentLength != int64(len(body)) || resp.Header.Get("Content-Encoding") != coding {
				t.Errorf("%s HEAD / (%q): status %d, %d body bytes, Content-Length %d (GET sends %d), Content-Encoding %q",
					kind, coding, resp.StatusCode, len(head), resp.ContentLength, len(body), resp.Header.Get("Content-Encoding"))
			}
		}
	}
}

func TestConditionalRequestsFromDisk(t *testing.T) {
	srv := newSiteServer(t, sitetest.Dist(t), storage["disk"], slog.New(slog.DiscardHandler))
	first, body := get(t, srv.URL+"/assets/index-AbC123xy.js", nil)
	if first.StatusCode != 200 || len(body) != 33780 {
		t.Fatalf("status %d, %d bytes", first.StatusCode, len(body))
	}
	if resp, _ := get(t, srv.URL+"/assets/index-AbC123xy.js", map[string]string{"If-None-Match": first.Header.Get("Etag")}); resp.StatusCode != 304 {
		t.Errorf("matching ETag: status %d, want 304", resp.StatusCode)
	}
	resp, part := get(t, srv.URL+"/assets/index-AbC123xy.js", map[string]string{"Range": "bytes=100-109"})
	if resp.StatusCode != 206 || !bytes.Equal(part, body[100:110]) {
		t.Errorf("range: status %d, %q", resp.StatusCode, part)
	}
}

func TestFolderIndexes(t *testing.T) {
	dist := t.TempDir()
	files := map[string]string{
		"index.html":             "home",
		"guide.html":             "a page file",
		"manual/index.html":      "the manual",
		"manual/a/b/index.html":  "deep",
		"notes/index.html/x.txt": "a folder named index.html",
	}
	for name, content := range files {
		p := filepath.Join(dist, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := newSiteServer(t, dist, defaultMemoryLimits, slog.New(slog.DiscardHandler))
	tests := []struct {
		path       string
		wantStatus int
		want       string
	}{
		{"/", 200, "home"},
		{"/manual", 200, "the manual"},
		{"/manual/a/b", 200, "deep"},
		{"/manual/a", 404, ""},
		{"/guide", 404, ""}, // only index.html files give clean URLs
		// so "guide.html" is served as itself, not redirected to the dead /guide
		{"/guide.html", 200, "a page file"},
		{"/guide.html?x=1", 200, "a page file"},
		{"/guide/", 404, ""},
		{"/manual/", 301, ""},
		{"/manual/index.html", 301, ""},
		{"/nope.html", 404, ""}, // not a redirect to /nope, a 404
		{"/nope/", 404, ""},
		{"/nope/index.html", 404, ""},
		{"/notes", 404, ""},
		{"/notes/index.html/x.txt", 200, "a folder named index.html"},
	}
	for _, tt := range tests {
		resp, body := get(t, srv.URL+tt.path, nil)
		if resp.StatusCode != tt.wantStatus || tt.want != "" && string(body) != tt.want {
			t.Errorf("%s: %d %q, want %d %q", tt.path, resp.StatusCode, body, tt.wantStatus, tt.want)
		}
		// A redirect never leads to a dead URL.
		if loc := resp.Header.Get("Location"); resp.StatusCode == 301 {
			if target, _ := get(t, srv.URL+loc, nil); target.StatusCode != 200 {
				t.Errorf("%s redirects to %s, which answers %d", tt.path, loc, target.StatusCode)
			}
		}
	}
}

// The dist folder is immutable per deploy; a deploy swaps in a new folder
// and restarts the server. Until the restart, the server answers with the
// deploy it indexed, or with a 500 for a file it can no longer serve as
// indexed, never with new bytes under an old ETag.
func TestSiteChangedOnDiskAfterStartup(t *testing.T) {
	t.Run("memory: the indexed content stays", func(t *testing.T) {
		dist := sitetest.Dist(t)
		srv := newSiteServer(t, dist, defaultMemoryLimits, slog.New(slog.DiscardHandler))
		before, oldBody := get(t, srv.URL+"/about", nil)
		if err := os.WriteFile(filepath.Join(dist, "about", "index.html"), []byte("rewritten in place"), 0o644); err != nil {
			t.Fatal(err)
		}
		after, body := get(t, srv.URL+"/about", nil)
		if after.StatusCode != 200 || !bytes.Equal(body, oldBody) || after.Header.Get("Etag") != before.Header.Get("Etag") {
			t.Errorf("after a rewrite: %d %q, ETag %q (was %q)", after.StatusCode, body, after.Header.Get("Etag"), before.Header.Get("Etag"))
		}
	})
	t.Run("disk: a rewritten file answers 500 and says why", func(t *testing.T) {
		dist := sitetest.Dist(t)
		var logs bytes.Buffer
		srv := newSiteServer(t, dist, storage["disk"], slog.New(slog.NewTextHandler(&logs, nil)))
		if resp, _ := get(t, srv.URL+"/about", nil); resp.StatusCode != 200 {
			t.Fatalf("before the rewrite: %d", resp.StatusCode)
		}
		for _, name := range []string{"about/index.html", "assets/logo-Xy12Ab34.svg"} {
			if err := os.WriteFile(filepath.Join(dist, name), []byte("rewritten in place"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		requests := []struct {
			path   string
			header map[string]string
		}{
			{"/about", nil},
			{"/about", map[string]string{"If-None-Match": `"other"`}},
			{"/assets/logo-Xy12Ab34.svg", nil},
		}
		for _, rq := range requests {
			resp, body := get(t, srv.URL+rq.path, rq.header)
			if resp.StatusCode != 500 || bytes.Contains(body, []byte("rewritten")) || resp.Header.Get("Etag") != "" || resp.Header.Get("Last-Modified") != "" {
				t.Errorf("%s %v after the rewrite: %d %q, ETag %q", rq.path, rq.header, resp.StatusCode, body, resp.Header.Get("Etag"))
			}
			if resp.Header.Get("Cache-Control") != "no-store" {
				t.Errorf("the 500 is cacheable: Cache-Control %q", resp.Header.Get("Cache-Control"))
			}
		}
		if !strings.Contains(logs.String(), "send the server SIGHUP") || !strings.Contains(logs.String(), "about/index.html") {
			t.Errorf("log does not explain the 500: %s", logs.String())
		}
	})
	t.Run("a swapped folder: the old deploy until restart", func(t *testing.T) {
		for kind, limits := range storage {
			dist := sitetest.Dist(t)
			srv := newSiteServer(t, dist, limits, slog.New(slog.DiscardHandler))
			_, oldBody := get(t, srv.URL+"/about", nil)
			if err := os.Rename(dist, dist+".old"); err != nil {
				t.Fatal(err)
			}
			if err := os.CopyFS(dist, os.DirFS(sitetest.FixtureDir())); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dist, "about", "index.html"), []byte("the new deploy"), 0o644); err != nil {
				t.Fatal(err)
			}
			if resp, body := get(t, srv.URL+"/about", nil); resp.StatusCode != 200 || !bytes.Equal(body, oldBody) {
				t.Errorf("%s: %d %q, want the old deploy's page", kind, resp.StatusCode, body)
			}
		}
	})
}

// A Range header that is not one well-formed bytes range set is ignored, as
// RFC 9110 section 14.2 says and nginx does: 200 with the whole file, not
// 416. A well-formed set none of whose ranges fits the file is a 416.
func TestRangeHeadersThatAreIgnored(t *testing.T) {
	srv, dist := newTestServer(t)
	whole, err := os.ReadFile(filepath.Join(dist, "robots.txt"))
	if err != nil {
		t.Fatal(err)
	}
	size := len(whole)
	tests := []struct {
		rng        string
		wantStatus int
		wantBody   string // "" for the whole file
		wantRange  string
	}{
		{"items=0-5", 200, "", ""},
		{"bytes", 200, "", ""},
		{"bytes=", 200, "", ""},
		{"bytes=abc", 200, "", ""},
		{"bytes=5-2", 200, "", ""},
		{"bytes=-", 200, "", ""},
		{"bytes=0-1,x", 200, "", ""},
		{"bytes=+1-2", 200, "", ""},
		{"bytes=0-4", 206, string(whole[:5]), fmt.Sprintf("bytes 0-4/%d", size)},
		{"Bytes=0-4", 206, string(whole[:5]), fmt.Sprintf("bytes 0-4/%d", size)}, // the unit is case-insensitive
		{"bytes=-3", 206, string(whole[size-3:]), fmt.Sprintf("bytes %d-%d/%d", size-3, size-1, size)},
		{fmt.Sprintf("bytes=%d-", size+10), 416, "", fmt.Sprintf("bytes */%d", size)},
	}
	for _, tt := range tests {
		t.Run(tt.rng, func(t *testing.T) {
			resp, body := get(t, srv.URL+"/robots.txt", map[string]string{"Range": tt.rng})
			if resp.StatusCode != tt.wantStatus {
				t.Fatalf("status = %d, want %d", resp.StatusCode, tt.wantStatus)
			}
			if got := resp.Header.Get("Content-Range"); got != tt.wantRange {
				t.Errorf("Content-Range = %q, want %q", got, tt.wantRange)
			}
			switch {
			case tt.wantStatus == 200 && !bytes.Equal(body, whole):
				t.Errorf("body is not the whole file: %q", body)
			case tt.wantStatus == 206 && string(body) != tt.wantBody:
				t.Errorf("body = %q, want %q", body, tt.wantBody)
			}
		})
	}
}

// Many small ranges must not make the answer larger than the file (each part
// of a multipart answer carries its own headers): overlapping and adjacent
// ranges are merged, and more than maxRanges are answered with the file.
func TestRangesAreCappedAndCoalesced(t *testing.T) {
	srv, dist := newTestServer(t)
	const name = "assets/index-AbC123xy.js"
	whole, err := os.ReadFile(filepath.Join(dist, name))
	if err != nil {
		t.Fatal(err)
	}
	if len(whole) < 2*5000 {
		t.Fatalf("fixture %s has %d bytes, the test needs 10000", name, len(whole))
	}

	t.Run("5000 one-byte ranges", func(t *testing.T) {
		specs := make([]string, 5000)
		for i := range specs {
			specs[i] = fmt.Sprintf("%d-%d", 2*i, 2*i)
		}
		resp, body := get(t, srv.URL+"/"+name, map[string]string{"Range": "bytes=" + strings.Join(specs, ",")})
		if resp.StatusCode != 200 || !bytes.Equal(body, whole) {
			t.Fatalf("status %d with %d bytes, want 200 with the file's %d", resp.StatusCode, len(body), len(whole))
		}
	})
	t.Run("as many ranges as nginx's max_ranges allows", func(t *testing.T) {
		specs := make([]string, maxRanges)
		for i := range specs {
			specs[i] = fmt.Sprintf("%d-%d", 100*i, 100*i+9)
		}
		resp, body := get(t, srv.URL+"/"+name, map[string]string{"Range": "bytes=" + strings.Join(specs, ",")})
		if resp.StatusCode != 206 || !strings.HasPrefix(resp.Header.Get("Content-Type"), "multipart/byteranges") {
			t.Fatalf("status %d, type %q, want a 206 multipart answer", resp.StatusCode, resp.Header.Get("Content-Type"))
		}
		if n := bytes.Count(body, []byte("Content-Range: bytes ")); n != maxRanges {
			t.Errorf("%d parts, want %d", n, maxRanges)
		}
	})
	t.Run("overlapping and adjacent ranges become one", func(t *testing.T) {
		resp, body := get(t, srv.URL+"/"+name, map[string]string{"Range": "bytes=50-99,0-59,100-119,10-20"})
		want := fmt.Sprintf("bytes 0-119/%d", len(whole))
		if resp.StatusCode != 206 || resp.Header.Get("Content-Range") != want {
			t.Fatalf("status %d, Content-Range %q, want 206 %q", resp.StatusCode, resp.Header.Get("Content-Range"), want)
		}
		if !bytes.Equal(body, whole[:120]) {
			t.Errorf("body is not bytes 0-119")
		}
	})
	t.Run("ranges beyond the file are dropped, the rest served", func(t *testing.T) {
		resp, body := get(t, srv.URL+"/"+name, map[string]string{"Range": fmt.Sprintf("bytes=%d-,0-1", len(whole)+5)})
		if resp.StatusCode != 206 || string(body) != string(whole[:2]) {
			t.Fatalf("status %d, body %q, want 206 %q", resp.StatusCode, body, whole[:2])
		}
	})
}

// Found when attacked (issue #37): "bytes=-0" answered 206 with an invalid
// Content-Range, and many small ranges of a small file made a multipart
// answer 60 times the file. A range set with nothing satisfiable is a 416
// naming the size; one whose multipart answer would outgrow the file gets
// the file.
func TestRangesThatAnswerNoMoreThanTheFile(t *testing.T) {
	srv, dist := newTestServer(t)
	robots, err := os.ReadFile(filepath.Join(dist, "robots.txt"))
	if err != nil {
		t.Fatal(err)
	}
	for _, rng := range []string{"bytes=-0", "bytes=-0,-0", fmt.Sprintf("bytes=%d-", len(robots))} {
		resp, body := get(t, srv.URL+"/robots.txt", map[string]string{"Range": rng})
		if want := fmt.Sprintf("bytes */%d", len(robots)); resp.StatusCode != 416 || resp.Header.Get("Content-Range") != want {
			t.Errorf("Range %s: %d, Content-Range %q (%d bytes), want 416 with %q", rng, resp.StatusCode, resp.Header.Get("Content-Range"), len(body), want)
		}
	}
	resp, body := get(t, srv.URL+"/robots.txt", map[string]string{"Range": "bytes=0-0,2-2,4-4,6-6,8-8,10-10,12-12,14-14"})
	if resp.StatusCode != 200 || !bytes.Equal(body, robots) {
		t.Errorf("8 one-byte ranges of a %d-byte file: %d with %d bytes, want 200 with the file", len(robots), resp.StatusCode, len(body))
	}
}
