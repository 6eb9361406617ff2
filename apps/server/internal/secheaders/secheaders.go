// Package secheaders adds the security headers every answer of the server
// carries, including a Content-Security-Policy that allows the site's inline
// scripts and styles by hash instead of 'unsafe-inline'.
package secheaders

import (
	"net/http"
	"strings"
)

// Config says what the policy must allow beyond the site's own origin.
type Config struct {
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

// Policy returns the Content-Security-Policy value for c.
func (c Config) Policy() string {
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

type header struct {
	name  string
	value []string
}

// Handler wraps next so that every answer, errors and redirects included,
// carries the security headers.
func Handler(c Config, next http.Handler) http.Handler {
	// A slice, not a map: it is walked on every request. The value slices
	// are shared by all answers and never modified.
	fixed := []header{
		{"Content-Security-Policy", []string{c.Policy()}},
		{"X-Content-Type-Options", []string{"nosniff"}},
		{"X-Frame-Options", []string{"DENY"}},
		{"Referrer-Policy", []string{"strict-origin-when-cross-origin"}},
		{"Permissions-Policy", []string{"camera=(), microphone=(), geolocation=()"}},
		{"Cross-Origin-Opener-Policy", []string{"same-origin"}},
	}
	if c.HSTS {
		fixed = append(fixed, header{"Strict-Transport-Security", []string{"max-age=63072000; includeSubDomains"}})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, f := range fixed {
			h[f.name] = f.value
		}
		next.ServeHTTP(w, r)
	})
}
