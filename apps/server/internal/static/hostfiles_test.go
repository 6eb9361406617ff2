package static

import (
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/hostconfig"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

// The host files the build writes into the site folder are configuration
// for other servers, not pages: the server does not serve them.
func TestHostFilesAreNotServed(t *testing.T) {
	dist := sitetest.Dist(t)
	if err := hostconfig.Write(dist, hostconfig.Options{Nginx: hostconfig.DefaultNginx}); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{hostconfig.HeadersFile, hostconfig.RedirectsFile, hostconfig.NginxFile} {
		if _, err := os.Stat(filepath.Join(dist, name)); err != nil {
			t.Fatal(err)
		}
	}
	srv := newSiteServer(t, dist, defaultMemoryLimits, slog.New(slog.DiscardHandler))
	for _, p := range []string{"/_headers", "/_redirects", "/nginx.conf"} {
		resp, body := get(t, srv.URL+p, nil)
		if resp.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s = %d, want 404:\n%.200s", p, resp.StatusCode, body)
		}
	}
}

// TestGoldenHostFiles writes the host files for the server's fixture site
// (apps/server/testdata/site, precompressed, with its symlinks) and compares
// them with testdata/hostfiles/_headers and
// testdata/hostfiles/_redirects. Those were written by
// hand from the fixture: the CSP hashes computed apart with
// "printf %s BODY | openssl dgst -sha256 -binary | base64" from the fixture's
// two distinct inline scripts and one style; /assets/ holds only hashed
// files (one rule), /search-index/ one shard beside its manifest (listed);
// each of the four pages below the home has its three other spellings and
// its rewrite, the home its /index.html.
//
// WriteKnown, given the hash sources in any order and repeated (as a build
// that read them from every page may), writes the same files.
func TestGoldenHostFiles(t *testing.T) {
	for _, how := range []string{"Write", "WriteKnown"} {
		t.Run(how, func(t *testing.T) { testGoldenHostFiles(t, how) })
	}
}

func testGoldenHostFiles(t *testing.T, how string) {
	dist := sitetest.Dist(t)
	write := func() error { return hostconfig.Write(dist, hostconfig.Options{Nginx: hostconfig.DefaultNginx}) }
	if how == "WriteKnown" {
		root, err := os.OpenRoot(dist)
		if err != nil {
			t.Fatal(err)
		}
		known, err := inlinescript.SourcesInDir(root.FS())
		root.Close()
		if err != nil {
			t.Fatal(err)
		}
		slices.Reverse(known.Scripts)
		known.Styles = append(known.Styles, known.Styles...)
		write = func() error {
			return hostconfig.WriteKnown(dist, hostconfig.Options{Nginx: hostconfig.DefaultNginx}, known)
		}
	}
	if err := write(); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{hostconfig.HeadersFile, hostconfig.RedirectsFile} {
		got, err := os.ReadFile(filepath.Join(dist, name))
		if err != nil {
			t.Fatal(err)
		}
		want, err := os.ReadFile(filepath.Join("testdata", "hostfiles", name))
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != string(want) {
			t.Errorf("%s differs from testdata/hostfiles/%s:\n--- got\n%s\n--- want\n%s", name, name, got, want)
		}
	}
	conf, err := os.ReadFile(filepath.Join(dist, hostconfig.NginxFile))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"root /srv/freightlane/dist;", "server 127.0.0.1:8080;", "gzip_static on;", "# brotli_static on;", "'sha256-6tENxZjJcVUVy6Ybl+1/hQHSMU7efwxuco+XnBGG8D0='"} {
		if !strings.Contains(string(conf), want) {
			t.Errorf("nginx.conf lacks %q", want)
		}
	}
}
