// Package static serves the built site (dist/) with the URL and caching rules
// of the site: clean URLs, redirects from .html and /index.html, a real 404
// with the site's not-found page, immutable caching for hashed assets,
// revalidation for everything else, and precompressed .br/.gz variants.
//
// The folder is indexed once at startup: only files found then can be served,
// which makes the request path a map key rather than a file system path, and
// lets small files be answered from memory. Replace dist/ and restart the
// server (the CSP hashes of inline scripts are computed at startup too).
package static

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"path"
	"regexp"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"
)

// Files up to memoryFileLimit are held in memory, until memoryBudget bytes
// are used; the rest are read from disk on each request.
const (
	memoryFileLimit = 512 << 10
	memoryBudget    = 64 << 20
)

// hashedAsset matches the file names Vite gives to content-hashed assets,
// e.g. index-AbC123xy.js or index-AbC123xy.js.map.
var hashedAsset = regexp.MustCompile(`^/assets/.+[-.][A-Za-z0-9_-]{8,}(\.[A-Za-z0-9]+)+$`)

// searchShard matches the search index's shards, named after the version of
// the index they belong to (t12.2408b1fce0.json); the index's manifest.json,
// which names that version, is revalidated like a page.
var searchShard = regexp.MustCompile(`^/search-index/[a-z]+[0-9]+\.[0-9a-f]{8,}\.json$`)

const (
	cacheImmutable  = "public, max-age=31536000, immutable"
	cacheRevalidate = "no-cache"
)

// representation is one stored form of a file: the original or a
// precompressed variant.
type representation struct {
	name    string // path inside the site folder, for reading from disk
	size    int64
	modTime time.Time
	etag    string
	data    []byte // nil when read from disk on each request
}

type file struct {
	contentType  string
	cacheControl string
	identity     representation
	br, gzip     *representation
}

// Site serves one site folder. Create it with New and release it with Close.
type Site struct {
	root     *os.Root
	files    map[string]*file // by URL path: "/index.html", "/assets/app-AbC123xy.js"
	notFound *file
}

// New indexes the site folder dir. Symlinks are followed only while they stay
// inside dir; directories are never listed.
func New(dir string, log *slog.Logger) (*Site, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("site folder: %w", err)
	}
	s := &Site{root: root, files: map[string]*file{}}
	if err := s.index(log); err != nil {
		root.Close()
		return nil, err
	}
	s.notFound = s.files["/404.html"]
	if s.notFound == nil {
		log.Warn("site has no 404.html; unknown paths get a plain-text answer", "dir", dir)
	}
	return s, nil
}

// Close releases the site folder.
func (s *Site) Close() error { return s.root.Close() }

func (s *Site) index(log *slog.Logger) error {
	fsys := s.root.FS()
	reps := map[string]*representation{}
	var budget int64 = memoryBudget
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := fs.Stat(fsys, p) // follows symlinks, but only inside the root
		if err != nil {
			log.Warn("not serving file", "path", p, "err", err)
			return nil
		}
		if !info.Mode().IsRegular() {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		sum := sha256.Sum256(data)
		rep := &representation{
			name:    p,
			size:    int64(len(data)),
			modTime: info.ModTime(),
			etag:    `"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`,
		}
		if rep.size <= memoryFileLimit && budget >= rep.size {
			rep.data = data
			budget -= rep.size
		}
		reps[p] = rep
		if strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz") {
			return nil // attached to its original below
		}
		urlPath := "/" + p
		cache := cacheRevalidate
		if hashedAsset.MatchString(urlPath) || searchShard.MatchString(urlPath) {
			cache = cacheImmutable
		}
		s.files[urlPath] = &file{
			contentType:  contentType(p),
			cacheControl: cache,
			identity:     *rep,
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("index site folder: %w", err)
	}
	for name, rep := range reps {
		base, coding, ok := cutEncodingSuffix(name)
		if !ok {
			continue
		}
		f := s.files["/"+base]
		if f == nil {
			// A compressed file with no original beside it (a download such
			// as data.tar.gz) is served as itself.
			s.files["/"+name] = &file{
				contentType:  contentType(name),
				cacheControl: cacheRevalidate,
				identity:     *rep,
			}
			continue
		}
		if rep.modTime.Before(f.identity.modTime) {
			// Written before the original changed: it would serve old content.
			log.Warn("ignoring stale precompressed file", "path", name)
			continue
		}
		switch coding {
		case "br":
			f.br = rep
		case "gzip":
			f.gzip = rep
		}
	}
	return nil
}

func cutEncodingSuffix(name string) (base, coding string, ok bool) {
	if b, ok := strings.CutSuffix(name, ".br"); ok {
		return b, "br", true
	}
	if b, ok := strings.CutSuffix(name, ".gz"); ok {
		return b, "gzip", true
	}
	return "", "", false
}

// ServeHTTP answers GET and HEAD requests for the site.
func (s *Site) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	p, ok := cleanPath(r.URL.Path)
	if !ok {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if target, redirect := canonicalPath(p); redirect {
		loc := (&url.URL{Path: target, RawQuery: r.URL.RawQuery}).String()
		w.Header().Set("Location", loc)
		w.WriteHeader(http.StatusMovedPermanently)
		return
	}
	if f := s.lookup(p); f != nil {
		s.serve(w, r, f, http.StatusOK)
		return
	}
	if s.notFound == nil {
		http.Error(w, "404 page not found", http.StatusNotFound)
		return
	}
	s.serve(w, r, s.notFound, http.StatusNotFound)
}

// cleanPath accepts a decoded request path only if it names a file inside
// the site by itself: it must be absolute, valid UTF-8, and free of "." and
// ".." segments, empty segments (except one trailing slash), backslashes,
// control characters and percent signs (a "%" left after decoding means the
// client encoded twice). Nothing is repaired: a path that needs cleaning is
// rejected, so one resource never has two spellings.
func cleanPath(p string) (string, bool) {
	if p == "" || p[0] != '/' || len(p) > 2048 {
		return "", false
	}
	if p == "/" {
		return p, true
	}
	for _, c := range []byte(p) {
		if c < 0x20 || c == 0x7f || c == '\\' || c == '%' {
			return "", false
		}
	}
	if !utf8.ValidString(p) {
		return "", false
	}
	rest := strings.TrimSuffix(p[1:], "/")
	if rest == "." || !fs.ValidPath(rest) { // ValidPath accepts "." as the root itself
		return "", false
	}
	return p, true
}

// canonicalPath returns the one URL a page is served under when p is another
// spelling of it: without ".html", without "/index.html", without a trailing
// slash.
func canonicalPath(p string) (string, bool) {
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

func (s *Site) lookup(p string) *file {
	if p == "/" {
		return s.files["/index.html"]
	}
	if f := s.files[p]; f != nil {
		return f
	}
	return s.files[p+"/index.html"]
}

func (s *Site) serve(w http.ResponseWriter, r *http.Request, f *file, status int) {
	h := w.Header()
	h.Set("Content-Type", f.contentType)
	h.Set("Cache-Control", f.cacheControl)
	rep := &f.identity
	if f.br != nil || f.gzip != nil {
		h.Add("Vary", "Accept-Encoding")
		switch chooseEncoding(r.Header.Get("Accept-Encoding"), f.br != nil, f.gzip != nil) {
		case "br":
			rep = f.br
			h.Set("Content-Encoding", "br")
		case "gzip":
			rep = f.gzip
			h.Set("Content-Encoding", "gzip")
		}
	}
	h.Set("ETag", rep.etag)

	content, err := s.open(rep)
	if err != nil {
		h.Del("Content-Encoding")
		h.Del("ETag")
		http.Error(w, "internal server error", http.StatusInternalServerError)
		return
	}
	defer content.Close()
	if status == http.StatusOK {
		http.ServeContent(w, r, "", rep.modTime, content)
		return
	}
	h.Set("Content-Length", strconv.FormatInt(rep.size, 10))
	w.WriteHeader(status)
	if r.Method != http.MethodHead {
		io.Copy(w, content)
	}
}

type readSeekCloser interface {
	io.ReadSeeker
	io.Closer
}

type memoryFile struct{ *bytes.Reader }

func (memoryFile) Close() error { return nil }

func (s *Site) open(rep *representation) (readSeekCloser, error) {
	if rep.data != nil {
		return memoryFile{bytes.NewReader(rep.data)}, nil
	}
	f, err := s.root.Open(rep.name)
	if err != nil {
		return nil, err
	}
	return f, nil
}

// chooseEncoding picks the precompressed variant the client prefers by
// q-value; on a tie Brotli wins (smaller), then gzip, then identity.
func chooseEncoding(acceptEncoding string, haveBr, haveGzip bool) string {
	if acceptEncoding == "" {
		return ""
	}
	q, listed := parseAcceptEncoding(acceptEncoding)
	// Identity is always acceptable as a fallback; it beats a compressed
	// variant only when the client ranks it higher explicitly.
	bestQ := 0.0
	if listed("identity") {
		bestQ = q("identity")
	}
	best := ""
	if haveGzip && q("gzip") > 0 && q("gzip") >= bestQ {
		best, bestQ = "gzip", q("gzip")
	}
	if haveBr && q("br") > 0 && q("br") >= bestQ {
		best = "br"
	}
	return best
}

// parseAcceptEncoding returns the q-value the header gives a coding (RFC
// 9110 section 12.5.3): explicit entry, else "*", else 0 (identity: 1),
// and whether the coding is listed by name.
func parseAcceptEncoding(header string) (q func(coding string) float64, listed func(coding string) bool) {
	values := map[string]float64{}
	for part := range strings.SplitSeq(header, ",") {
		name, params, _ := strings.Cut(part, ";")
		name = strings.ToLower(strings.TrimSpace(name))
		if name == "" {
			continue
		}
		qv := 1.0
		for param := range strings.SplitSeq(params, ";") {
			k, v, ok := strings.Cut(strings.TrimSpace(param), "=")
			if ok && strings.EqualFold(strings.TrimSpace(k), "q") {
				f, err := strconv.ParseFloat(strings.TrimSpace(v), 64)
				if err != nil || f < 0 || f > 1 {
					f = 0
				}
				qv = f
			}
		}
		if name == "x-gzip" {
			name = "gzip"
		}
		values[name] = qv
	}
	q = func(coding string) float64 {
		if v, ok := values[coding]; ok {
			return v
		}
		if v, ok := values["*"]; ok {
			return v
		}
		if coding == "identity" {
			return 1
		}
		return 0
	}
	listed = func(coding string) bool {
		_, ok := values[coding]
		return ok
	}
	return q, listed
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

func contentType(name string) string {
	if t, ok := contentTypes[strings.ToLower(path.Ext(name))]; ok {
		return t
	}
	return "application/octet-stream"
}

// FS is the site folder, confined like the server's own reads (symlinks
// leading out of it fail).
func (s *Site) FS() fs.FS { return s.root.FS() }
