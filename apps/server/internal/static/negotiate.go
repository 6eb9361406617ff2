package static

import (
	"net/http"
	"strconv"
	"strings"
)

// A page of the site can have a Markdown twin: the same page as clean
// Markdown at its path + ".md" ("/index.md" for "/"), which the build writes
// beside it (packages/sitegen/twins.go). A request for the page whose Accept
// header prefers text/markdown to text/html is answered with the twin, at
// the page's URL; every answer of a page with a twin says Vary: Accept.

// twinPath is where the twin of the page at route p lives.
func twinPath(p string) string {
	if p == "/" {
		return "/index.md"
	}
	return p + ".md"
}

// twinOf returns the twin of the page f served at p, nil when f is no page
// or has none.
func (s *Site) twinOf(p string, f *file) *file {
	if strings.HasSuffix(p, ".md") || len(f.contentType) == 0 || f.contentType[0] != contentTypes[".html"] {
		return nil
	}
	return s.files[twinPath(p)]
}

var varyAccept = []string{"Accept"}

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
// is that of the most specific range that matches it; no header accepts
// anything at 1, which keeps HTML.
func prefersMarkdown(accept []string) bool {
	type weight struct {
		q           float64
		specificity int
	}
	md, html := weight{-1, -1}, weight{-1, -1}
	for _, header := range accept {
		for part := range strings.SplitSeq(header, ",") {
			name, params, _ := strings.Cut(part, ";")
			name = strings.ToLower(strings.TrimSpace(name))
			if name == "" {
				continue
			}
			q := 1.0
			for param := range strings.SplitSeq(params, ";") {
				k, v, ok := strings.Cut(strings.TrimSpace(param), "=")
				if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
					f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
					if err != nil || f < 0 || f > 1 {
						f = 0
					}
					q = f
				}
			}
			for _, t := range []struct {
				media string
				w     *weight
			}{{"text/markdown", &md}, {"text/html", &html}} {
				spec := -1
				switch name {
				case t.media:
					spec = 2
				case "text/*":
					spec = 1
				case "*/*":
					spec = 0
				}
				if spec > t.w.specificity {
					*t.w = weight{q, spec}
				}
			}
		}
	}
	return md.q > 0 && md.q > max(html.q, 0)
}
