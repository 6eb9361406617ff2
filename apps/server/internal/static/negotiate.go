package static

import (
	"net/http"
	"strings"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

// A page of the site can have a Markdown twin: the same page as clean
// Markdown at its path + ".md" ("/index.md" for "/"), which the build writes
// beside it (package packages/sitegen/twins). A request for the page whose Accept
// header prefers text/markdown to text/html is answered with the twin, at
// the page's URL; every answer of a page with a twin says Vary: Accept.

// twinOf returns the twin of the page f served at p, nil when f is no page
// or has none.
func (s *Site) twinOf(p string, f *file) *file {
	if strings.HasSuffix(p, ".md") || len(f.contentType) == 0 || f.contentType[0] != htmlType {
		return nil
	}
	return s.files[hostconfig.TwinPath(p)]
}

var (
	varyAccept = []string{"Accept"}
	htmlType   = hostconfig.ContentType(".html")
)

// negotiate picks the representation of the page f at p for r: the page,
// or its twin when r's Accept prefers Markdown.
func (s *Site) negotiate(w http.ResponseWriter, r *http.Request, p string, f *file) *file {
	twin := s.twinOf(p, f)
	if twin == nil {
		return f
	}
	w.Header()["Vary"] = varyAccept
	if prefersMarkdown(r.Header.Values("Accept")) {
		return twin
	}
	return f
}

// prefersMarkdown tells whether an Accept header (RFC 9110 section 12.5.1)
// gives text/markdown a higher weight than text/html. A media type's weight
// is that of the most specific range that names it; no header accepts
// anything at 1, which keeps HTML. The q-values are read as for
// Accept-Encoding.
func prefersMarkdown(accept []string) bool {
	q, listed := parseAcceptEncoding(strings.Join(accept, ","))
	weight := func(media string) float64 {
		for _, r := range []string{media, "text/*", "*/*"} {
			if listed(r) {
				return q(r)
			}
		}
		return -1
	}
	md, html := weight("text/markdown"), weight("text/html")
	return md > 0 && md > max(html, 0)
}
