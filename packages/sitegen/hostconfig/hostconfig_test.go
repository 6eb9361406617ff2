package hostconfig

import (
	"fmt"
	"strings"
	"testing"
	"testing/fstest"
)

// TestHostFilesEdges: a page.html with no page at /page is not redirected
// (it would lead to a dead URL); many hashed files beside one to revalidate
// are left to the host, said so, rather than listed past Cloudflare's limit;
// a header value that would break the files is refused.
func TestHostFilesEdges(t *testing.T) {
	fsys := fstest.MapFS{
		"index.html":                    {Data: []byte("<script>a()</script>")},
		"guide.html":                    {Data: []byte("<p>guide</p>")},
		"search-index/manifest.json":    {Data: []byte("{}")},
		"search-index/t0.0a1b2c3d.json": {Data: []byte("{}")},
	}
	for i := 1; i <= listedImmutableFiles; i++ {
		fsys[fmt.Sprintf("search-index/t%d.0a1b2c3d.json", i)] = &fstest.MapFile{Data: []byte("{}")}
	}
	s, err := scan(fsys, nil)
	if err != nil {
		t.Fatal(err)
	}
	redirects := redirectsFile(s)
	if strings.Contains(redirects, "/guide") {
		t.Errorf("_redirects sends /guide.html to /guide, where nothing is served:\n%s", redirects)
	}
	if !strings.Contains(redirects, "\n/index.html / 301\n") {
		t.Errorf("_redirects lacks the home's redirect:\n%s", redirects)
	}
	headers, err := headersFile(s, Security{ScriptHashes: s.hashes.Scripts})
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(headers, "/search-index/t") {
		t.Errorf("_headers lists %d shards one by one:\n%s", listedImmutableFiles+1, headers)
	}
	if !strings.Contains(headers, "# Not cached for a year: /search-index/: its 21 content-hashed files share the folder with 1 to revalidate (/search-index/manifest.json)") {
		t.Errorf("_headers does not say why the shards are revalidated:\n%s", headers)
	}
	if _, err := headersFile(s, Security{ConnectSources: []string{`https://a.test"; x`}}); err == nil {
		t.Error("a quote in a header value was accepted")
	}
	if _, err := nginxFile(s, Security{}, Nginx{Listen: "80", ServerName: "_", Root: "dist", API: "127.0.0.1:8080"}); err == nil {
		t.Error("a relative nginx root was accepted")
	}
	if _, err := nginxFile(s, Security{}, Nginx{Listen: "80", ServerName: "_", Root: "/srv/x; include /etc/passwd", API: "127.0.0.1:8080"}); err == nil {
		t.Error("a root that ends the directive was accepted")
	}
}

func TestOptionsFromEnv(t *testing.T) {
	env := map[string]string{"FL_NGINX_API": "10.0.0.2:8080", "FL_NGINX_BROTLI": "on", "FL_HSTS": "true", "FL_CSP_CONNECT_SRC": "https://a.test https://b.test"}
	o, err := OptionsFromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if o.Nginx.API != "10.0.0.2:8080" || !o.Nginx.Brotli || !o.HSTS || len(o.ConnectSources) != 2 || o.Nginx.Root != DefaultNginx.Root {
		t.Errorf("options = %+v", o)
	}
	env["FL_NGINX_BROTLI"] = "yes"
	if _, err := OptionsFromEnv(func(k string) string { return env[k] }); err == nil || !strings.Contains(err.Error(), "FL_NGINX_BROTLI") {
		t.Errorf("FL_NGINX_BROTLI=yes: err = %v", err)
	}
}
