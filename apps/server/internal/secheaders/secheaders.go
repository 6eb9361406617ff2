// Package secheaders adds the security headers every answer of the server
// carries, including a Content-Security-Policy that allows the site's inline
// scripts and styles by hash instead of 'unsafe-inline'. The headers
// themselves are declared in package hostconfig, which also writes them into
// the static hosts' configurations.
package secheaders

import (
	"net/http"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

// Config says what the policy must allow beyond the site's own origin.
type Config = hostconfig.Security

type header struct {
	name  string
	value []string
}

// Handler wraps next so that every answer, errors and redirects included,
// carries the security headers.
func Handler(c Config, next http.Handler) http.Handler {
	// A slice, not a map: it is walked on every request. The value slices
	// are shared by all answers and never modified.
	var fixed []header
	for _, h := range c.Headers() {
		fixed = append(fixed, header{http.CanonicalHeaderKey(h.Name), []string{h.Value}})
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		for _, f := range fixed {
			h[f.name] = f.value
		}
		next.ServeHTTP(w, r)
	})
}
