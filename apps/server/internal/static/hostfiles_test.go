package static

import (
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"testing"

	"github.com/freightlane/website/apps/server/hostconfig"
	"github.com/freightlane/website/apps/server/internal/sitetest"
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
