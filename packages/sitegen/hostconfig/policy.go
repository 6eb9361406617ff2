// Package hostconfig declares, once, how the built site is served: the
// security headers (with the CSP that allows the site's inline scripts and
// styles by hash), the cache policy, the content types and the canonical
// URLs with their redirects. The Go server applies these rules to every
// answer (packages secheaders and static), and the build writes them into
// the configurations of static hosts (_headers and _redirects for Netlify
// and Cloudflare Pages, nginx.conf for nginx) with the same values, see
// Write.
//
// It lives with the build, which writes the host files, and the server
// imports it: dependencies point from apps/ to packages/, never back.
package hostconfig

import (
	"path"
	"regexp"
	"strings"
)

// Security says what the security headers must allow beyond the site's own
// origin.
type Security struct {
	// ScriptHashes are CSP hash sources ('sha256-…') of the inline scripts
	// the site ships, see package inlinescript.
	ScriptHashes []string
	// StyleHashes are CSP hash sources of the inline <style> elements the
	// site ships (each page's stylesheets, inlined so nothing blocks the
	// first paint), see package inlinescript.
	StyleHashes []string
	// ConnectSources are extra origins the pages may fetch from, e.g. a
	// hosted search service.
	ConnectSources []string
	// HSTS adds Strict-Transport-Security; only set it when the site is
	// served over HTTPS, or browsers would pin a site they cannot reach.
	HSTS bool
}

// Policy returns the Content-Security-Policy value.
func (c Security) Policy() string {
	directives := [][]string{
		{"default-src", "'self'"},
		append([]string{"script-src", "'self'"}, c.ScriptHashes...),
		// Inline styles are allowed by hash, never by 'unsafe-inline': no
		// style attribute applies (highlighting uses CSS classes).
		append([]string{"style-src", "'self'"}, c.StyleHashes...),
		{"img-src", "'self'", "data:"},
		{"font-src", "'self'"},
		append([]string{"connect-src", "'self'"}, c.ConnectSources...),
		{"object-src", "'none'"},
		{"base-uri", "'self'"},
		{"form-action", "'self'"},
		{"frame-ancestors", "'none'"},
	}
	parts := make([]string, len(directives))
	for i, d := range directives {
		parts[i] = strings.Join(d, " ")
	}
	return strings.Join(parts, "; ")
}

// Header is one response header.
type Header struct{ Name, Value string }

// Headers are the headers every answer carries, errors and redirects
// included, in the order they are written.
func (c Security) Headers() []Header {
	h := []Header{
		{"Content-Security-Policy", c.Policy()},
		{"X-Content-Type-Options", "nosniff"},
		{"X-Frame-Options", "DENY"},
		{"Referrer-Policy", "strict-origin-when-cross-origin"},
		{"Permissions-Policy", "camera=(), microphone=(), geolocation=()"},
		{"Cross-Origin-Opener-Policy", "same-origin"},
	}
	if c.HSTS {
		h = append(h, Header{"Strict-Transport-Security", "max-age=63072000; includeSubDomains"})
	}
	return h
}

// The two cache policies: content-hashed files never change under their
// name; everything else is revalidated on each use (an ETag or
// Last-Modified makes that a 304).
const (
	CacheImmutable  = "public, max-age=31536000, immutable"
	CacheRevalidate = "no-cache"
)

// hashedAsset matches the file names Vite gives to content-hashed assets,
// e.g. index-AbC123xy.js or index-AbC123xy.js.map.
var hashedAsset = regexp.MustCompile(`^/assets/.+[-.][A-Za-z0-9_-]{8,}(\.[A-Za-z0-9]+)+$`)

// searchShard matches the search index's shards, named after the version of
// the index they belong to (t12.2408b1fce0.json); the index's manifest.json,
// which names that version, is revalidated like a page.
var searchShard = regexp.MustCompile(`^/search-index/[a-z]+[0-9]+\.[0-9a-f]{8,}\.json$`)

// Immutable reports whether the file at the URL path p is named after its
// content, so it can be cached for a year.
func Immutable(p string) bool { return hashedAsset.MatchString(p) || searchShard.MatchString(p) }

// CacheControl is the Cache-Control value of the file at the URL path p.
func CacheControl(p string) string {
	if Immutable(p) {
		return CacheImmutable
	}
	return CacheRevalidate
}

// contentTypes fixes the types of the files a site build emits, so they do
// not depend on the host's /etc/mime.types.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".mjs":         "text/javascript; charset=utf-8",
	".json":        "application/json",
	".map":         "application/json",
	".webmanifest": "application/manifest+json",
	".xml":         "application/xml",
	".txt":         "text/plain; charset=utf-8",
	".md":          "text/markdown; charset=utf-8",
	".page":        "text/plain; charset=utf-8", // a page's data file: a JSON line, then HTML (package pagedata)
	".svg":         "image/svg+xml",
	".png":         "image/png",
	".jpg":         "image/jpeg",
	".jpeg":        "image/jpeg",
	".gif":         "image/gif",
	".webp":        "image/webp",
	".avif":        "image/avif",
	".ico":         "image/x-icon",
	".woff":        "font/woff",
	".woff2":       "font/woff2",
	".pdf":         "application/pdf",
	".wasm":        "application/wasm",
	".gz":          "application/gzip",
	".br":          "application/octet-stream",
}

// DefaultContentType is the type of a file whose extension is not listed.
const DefaultContentType = "application/octet-stream"

// ContentType is the Content-Type of the file name.
func ContentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return DefaultContentType
}

// Canonical returns the one URL a page is served under when p is another
// spelling of it: without ".html", without "/index.html", without a
// trailing slash. Whether p is then redirected depends on the files, see
// Redirect.
func Canonical(p string) (string, bool) {
	target := p
	if strings.HasSuffix(target, "/") && target != "/" {
		target = strings.TrimSuffix(target, "/")
	}
	if t, ok := strings.CutSuffix(target, "/index.html"); ok {
		target = t
	} else if t, ok := strings.CutSuffix(target, ".html"); ok {
		target = t
	}
	if target == "" {
		target = "/"
	}
	return target, target != p
}

// Redirect decides what a request for the URL path p gets when p is not the
// canonical spelling of a page (Canonical): a 301 to target, only where the
// same file is served there (never to a dead URL, never to another file
// that took the clean name). file(p) is the file stored at p and route(p)
// the file served at p (p's own file, or p + "/index.html"), both "" for
// none.
func Redirect(p string, file, route func(string) string) (target string, ok bool) {
	target, other := Canonical(p)
	if !other {
		return "", false
	}
	own, there := file(p), route(target)
	if there != "" && (own == "" || own == there) {
		return target, true
	}
	return "", false
}

// NotFoundPage is the page answered, with status 404, for every URL the
// site has no file for; it is itself not served at its own URL.
const NotFoundPage = "/404.html"

// Host configuration files the build writes into the site folder. They are
// read by the hosts, never served as part of the site.
const (
	HeadersFile   = "_headers"
	RedirectsFile = "_redirects"
	NginxFile     = "nginx.conf"
)

// IsHostFile reports whether the URL path p is one of the host
// configuration files at the root of the site folder.
func IsHostFile(p string) bool {
	switch p {
	case "/" + HeadersFile, "/" + RedirectsFile, "/" + NginxFile:
		return true
	}
	return false
}

// TwinPath is where the Markdown twin of the page at route p lives: the
// same page as clean Markdown, which the build writes beside it.
func TwinPath(p string) string {
	if p == "/" {
		return "/index.md"
	}
	return p + ".md"
}
