package static

import (
	"bytes"
	"compress/gzip"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/andybalholm/brotli"
)

// TestMarkdownTwins asks real HTTP for pages and their Markdown twins with
// the Accept headers agents and browsers send.
func TestMarkdownTwins(t *testing.T) {
	srv, dist := newTestServer(t)
	twin, err := os.ReadFile(filepath.Join(dist, "docs", "intro.md"))
	if err != nil {
		t.Fatal(err)
	}
	const (
		html = "text/html; charset=utf-8"
		md   = "text/markdown; charset=utf-8"
	)
	tests := []struct {
		name, method, path, accept string
		wantType, wantVary         string
		wantStatus                 int
	}{
		{"no Accept: the page", "GET", "/docs/intro", "", html, "Accept, Accept-Encoding", 200},
		{"a browser's Accept", "GET", "/docs/intro", "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8", html, "Accept, Accept-Encoding", 200},
		{"text/markdown alone", "GET", "/docs/intro", "text/markdown", md, "Accept, Accept-Encoding", 200},
		{"markdown weighed over html", "GET", "/docs/intro", "text/html;q=0.5, text/markdown;q=0.9", md, "Accept, Accept-Encoding", 200},
		{"html weighed over markdown", "GET", "/docs/intro", "text/markdown;q=0.4, text/html", html, "Accept, Accept-Encoding", 200},
		{"equal weights keep html", "GET", "/docs/intro", "text/markdown, text/html", html, "Accept, Accept-Encoding", 200},
		{"markdown refused", "GET", "/docs/intro", "text/markdown;q=0, */*", html, "Accept, Accept-Encoding", 200},
		{"text/* with html refused", "GET", "/docs/intro", "text/*, text/html;q=0", md, "Accept, Accept-Encoding", 200},
		{"case and spaces", "GET", "/docs/intro", " TEXT/Markdown ; Q=1 ,text/html;q=0.1", md, "Accept, Accept-Encoding", 200},
		{"a malformed q counts as 0", "GET", "/docs/intro", "text/markdown;q=high", html, "Accept, Accept-Encoding", 200},
		{"HEAD negotiates too", "HEAD", "/docs/intro", "text/markdown", md, "Accept, Accept-Encoding", 200},
		{"the root's twin (too small for variants)", "GET", "/", "text/markdown", md, "Accept", 200},
		{"the .md URL", "GET", "/docs/intro.md", "", md, "Accept-Encoding", 200},
		{"the .md URL whatever Accept says", "GET", "/docs/intro.md", "text/html", md, "Accept-Encoding", 200},
		{"a page without a twin (nor variants)", "GET", "/about", "text/markdown", html, "", 200},
		{"an unknown .md", "GET", "/docs/nothing.md", "text/markdown", html, "Accept-Encoding", 404},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			req, _ := http.NewRequest(tc.method, srv.URL+tc.path, nil)
			if tc.accept != "" {
				req.Header.Set("Accept", tc.accept)
			}
			resp, err := client().Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(resp.Body)
			resp.Body.Close()
			if resp.StatusCode != tc.wantStatus {
				t.Fatalf("status %d, want %d", resp.StatusCode, tc.wantStatus)
			}
			if got := resp.Header.Get("Content-Type"); got != tc.wantType {
				t.Errorf("Content-Type %q, want %q", got, tc.wantType)
			}
			if got := strings.Join(resp.Header.Values("Vary"), ", "); tc.wantStatus == 200 && got != tc.wantVary {
				t.Errorf("Vary %q, want %q", got, tc.wantVary)
			}
			if tc.method == "HEAD" && len(body) != 0 {
				t.Errorf("HEAD answered %d bytes", len(body))
			}
			if tc.method == "GET" && tc.path == "/docs/intro" && tc.wantType == md && !bytes.Equal(body, twin) {
				t.Errorf("the negotiated answer is not the twin:\n%s", body)
			}
		})
	}
}

// TestMarkdownTwinPrecompressedAndConditional: the twin is served from its
// precompressed variants and revalidates with its own ETag, which differs
// from the page's.
func TestMarkdownTwinPrecompressedAndConditional(t *testing.T) {
	srv, dist := newTestServer(t)
	want, _ := os.ReadFile(filepath.Join(dist, "docs", "intro.md"))
	for _, enc := range []string{"br", "gzip"} {
		resp, body := get(t, srv.URL+"/docs/intro", map[string]string{"Accept": "text/markdown", "Accept-Encoding": enc})
		if resp.Header.Get("Content-Encoding") != enc {
			t.Fatalf("%s: Content-Encoding %q", enc, resp.Header.Get("Content-Encoding"))
		}
		var r io.Reader
		if enc == "br" {
			r = brotli.NewReader(bytes.NewReader(body))
		} else {
			zr, err := gzip.NewReader(bytes.NewReader(body))
			if err != nil {
				t.Fatal(err)
			}
			r = zr
		}
		got, err := io.ReadAll(r)
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s: the decoded body is not the twin (%v)", enc, err)
		}
	}
	page, _ := get(t, srv.URL+"/docs/intro", nil)
	first, _ := get(t, srv.URL+"/docs/intro", map[string]string{"Accept": "text/markdown"})
	etag := first.Header.Get("Etag")
	if etag == "" || etag == page.Header.Get("Etag") {
		t.Fatalf("the twin's ETag %q must differ from the page's %q", etag, page.Header.Get("Etag"))
	}
	again, body := get(t, srv.URL+"/docs/intro", map[string]string{"Accept": "text/markdown", "If-None-Match": etag})
	if again.StatusCode != http.StatusNotModified || len(body) != 0 {
		t.Errorf("revalidating the twin: %d with %d bytes, want 304 and none", again.StatusCode, len(body))
	}
	if v := strings.Join(again.Header.Values("Vary"), ", "); v != "Accept" && !strings.HasPrefix(v, "Accept,") {
		t.Errorf("the 304 says Vary %q, want Accept first", v)
	}
	// The page's ETag does not revalidate the twin.
	other, _ := get(t, srv.URL+"/docs/intro", map[string]string{"Accept": "text/markdown", "If-None-Match": page.Header.Get("Etag")})
	if other.StatusCode != http.StatusOK {
		t.Errorf("the page's ETag revalidated the twin: %d", other.StatusCode)
	}
}

func TestPrefersMarkdown(t *testing.T) {
	for accept, want := range map[string]bool{
		"":                              false,
		"*/*":                           false,
		"text/markdown":                 true,
		"text/plain, text/markdown":     true,
		"text/html, text/markdown;q=1":  false,
		"text/markdown;q=0.001":         true,
		"text/markdown;q=0":             false,
		"text/markdown;q=2":             false,
		"text/*;q=0.5, text/html;q=0.4": true,
	} {
		if got := prefersMarkdown([]string{accept}); got != want {
			t.Errorf("prefersMarkdown(%q) = %v, want %v", accept, got, want)
		}
	}
}
