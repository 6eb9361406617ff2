// Package static serves the built site (dist/) with the URL and caching rules
// of the site: clean URLs, redirects from .html and /index.html, a real 404
// with the site's not-found page, immutable caching for hashed assets,
// revalidation for everything else, and precompressed .br/.gz variants.
//
// The folder is indexed once at startup: only files found then can be served,
// which makes the request path a map key rather than a file system path, and
// lets small files be answered from memory. Every header of an answer is
// computed then too, so a plain GET costs a map lookup and one write.
//
// A deploy is a new folder and a reload (the server builds a new Site and
// swaps it in): a Site answers with the folder as it was when it was
// indexed. Files held in memory keep their content when the folder changes
// under it; a file read from disk that no longer has its indexed size and
// modification time answers 500 (its ETag and length would describe other
// bytes), and the error says to reload.
package static

import (
	"bytes"
	"cmp"
	"crypto/sha256"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

// memoryLimits says which files are held in memory: each up to perFile
// bytes, until total bytes are used; the rest are read from disk on each
// request (with sendfile).
type memoryLimits struct{ perFile, total int64 }

var defaultMemoryLimits = memoryLimits{perFile: 512 << 10, total: 64 << 20}

// Header values shared by many answers. Header maps hold these slices
// as they are; nothing may append to or modify them.
var (
	acceptRangesBytes   = []string{"bytes"}
	varyAcceptEncoding  = []string{"Accept-Encoding"}
	contentEncodingBr   = []string{"br"}
	contentEncodingGzip = []string{"gzip"}
)

// representation is one stored form of a file: the original or a
// precompressed variant.
type representation struct {
	name    string // path inside the site folder, for reading from disk
	size    int64
	modTime time.Time
	data    []byte // nil when read from disk on each request

	// Header values, computed once.
	etag          []string
	lastModified  []string
	contentLength []string
}

func newRepresentation(name string, data []byte, modTime time.Time) *representation {
	sum := sha256.Sum256(data)
	return &representation{
		name:          name,
		size:          int64(len(data)),
		modTime:       modTime,
		etag:          []string{`"` + base64.RawURLEncoding.EncodeToString(sum[:18]) + `"`},
		lastModified:  []string{modTime.UTC().Format(http.TimeFormat)},
		contentLength: []string{strconv.Itoa(len(data))},
	}
}

type file struct {
	contentType  []string
	cacheControl []string
	identity     representation
	br, gzip     *representation
}

// Site serves one site folder. Create it with New and release it with Close.
type Site struct {
	root *os.Root
	log  *slog.Logger
	// files are the servable files by URL path ("/index.html",
	// "/assets/app-AbC123xy.js"); routes adds the clean URLs of pages
	// ("/", "/about" for "/about/index.html"), so one lookup finds either.
	files    map[string]*file
	routes   map[string]*file
	notFound *file
}

// New indexes the site folder dir. Symlinks are followed only while they stay
// inside dir; directories are never listed.
func New(dir string, log *slog.Logger) (*Site, error) {
	return newSite(dir, log, defaultMemoryLimits)
}

func newSite(dir string, log *slog.Logger, limits memoryLimits) (*Site, error) {
	root, err := os.OpenRoot(dir)
	if err != nil {
		return nil, fmt.Errorf("site folder: %w", err)
	}
	s := &Site{root: root, log: log, files: map[string]*file{}}
	if err := s.index(limits); err != nil {
		root.Close()
		return nil, err
	}
	s.routes = routes(s.files)
	s.notFound = s.files[hostconfig.NotFoundPage]
	if s.notFound == nil {
		log.Warn("site has no 404.html; unknown paths get a plain-text answer", "dir", dir)
	}
	return s, nil
}

// routes maps each request path that names a file to it: the file's own
// path, and for "<dir>/index.html" the folder's path without a slash ("/" for
// the root). No file can have its folder's name, so the two never collide.
// Only index.html files give clean URLs: "guide.html" is served as itself.
func routes(files map[string]*file) map[string]*file {
	r := make(map[string]*file, 2*len(files))
	for p, f := range files {
		r[p] = f
		if dir, ok := strings.CutSuffix(p, "/index.html"); ok {
			if dir == "" {
				dir = "/"
			}
			r[dir] = f
		}
	}
	return r
}

// Has reports whether the site serves a file at the URL path p.
func (s *Site) Has(p string) bool { return s.files[p] != nil }

// Len is the number of files served.
func (s *Site) Len() int { return len(s.files) }

// Close releases the site folder.
func (s *Site) Close() error { return s.root.Close() }

func (s *Site) index(limits memoryLimits) error {
	fsys := s.root.FS()
	reps := map[string]*representation{}
	budget := limits.total
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		info, err := fs.Stat(fsys, p) // follows symlinks, but only inside the root
		if err != nil {
			s.log.Warn("not serving file", "path", p, "err", err)
			return nil
		}
		if !info.Mode().IsRegular() {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			return err
		}
		rep := newRepresentation(p, data, info.ModTime())
		if rep.size <= limits.perFile && budget >= rep.size {
			rep.data = data
			budget -= rep.size
		}
		reps[p] = rep
		if strings.HasSuffix(p, ".br") || strings.HasSuffix(p, ".gz") {
			return nil // attached to its original below
		}
		urlPath := "/" + p
		if hostconfig.IsHostFile(urlPath) {
			return nil // read by static hosts, not part of the site
		}
		s.files[urlPath] = &file{
			contentType:  []string{contentType(p)},
			cacheControl: []string{hostconfig.CacheControl(urlPath)},
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
				contentType:  []string{contentType(name)},
				cacheControl: []string{hostconfig.CacheRevalidate},
				identity:     *rep,
			}
			continue
		}
		if rep.modTime.Before(f.identity.modTime) {
			// Written before the original changed: it would serve old content.
			s.log.Warn("ignoring stale precompressed file", "path", name)
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
	if _, other := hostconfig.Canonical(p); other {
		// Redirect only to where the same file is served: never to a dead
		// URL, never to another file that took the clean name.
		if target, ok := hostconfig.Redirect(p, s.fileName, s.routeName); ok {
			loc := (&url.URL{Path: target, RawQuery: r.URL.RawQuery}).String()
			w.Header().Set("Location", loc)
			w.WriteHeader(http.StatusMovedPermanently)
			return
		}
		if own := s.files[p]; own != nil && own != s.notFound {
			s.serve(w, r, own, http.StatusOK)
			return
		}
		s.serveNotFound(w, r)
		return
	}
	if f := s.routes[p]; f != nil {
		s.serve(w, r, s.negotiate(w, r, p, f), http.StatusOK)
		return
	}
	s.serveNotFound(w, r)
}

func (s *Site) serveNotFound(w http.ResponseWriter, r *http.Request) {
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

// fileName and routeName name the file stored at p and the file served at
// p, "" for none, for hostconfig.Redirect.
func (s *Site) fileName(p string) string {
	if f := s.files[p]; f != nil {
		return f.identity.name
	}
	return ""
}

func (s *Site) routeName(p string) string {
	if f := s.routes[p]; f != nil {
		return f.identity.name
	}
	return ""
}

// serve answers with f. A 200 without conditions or ranges, the common case,
// is written directly from the precomputed headers; anything conditional goes
// through http.ServeContent, which implements RFC 9110's preconditions and
// ranges.
func (s *Site) serve(w http.ResponseWriter, r *http.Request, f *file, status int) {
	h := w.Header()
	h["Content-Type"] = f.contentType
	h["Cache-Control"] = f.cacheControl
	rep := &f.identity
	if f.br != nil || f.gzip != nil {
		if _, set := h["Vary"]; set {
			h.Add("Vary", "Accept-Encoding")
		} else {
			h["Vary"] = varyAcceptEncoding
		}
		switch chooseEncoding(r.Header.Get("Accept-Encoding"), f.br != nil, f.gzip != nil) {
		case "br":
			rep = f.br
			h["Content-Encoding"] = contentEncodingBr
		case "gzip":
			rep = f.gzip
			h["Content-Encoding"] = contentEncodingGzip
		}
	}
	h["Etag"] = rep.etag

	if status == http.StatusOK && !conditional(r) {
		s.writeWhole(w, r, rep, status, true)
		return
	}
	if status != http.StatusOK {
		s.writeWhole(w, r, rep, status, false)
		return
	}
	if rng, ok := r.Header["Range"]; ok {
		r = withRange(r, rng, rep.size)
		if !conditional(r) {
			s.writeWhole(w, r, rep, status, true)
			return
		}
	}
	content, err := s.open(rep)
	if err != nil {
		s.fail(w, rep, err)
		return
	}
	defer content.Close()
	http.ServeContent(w, r, "", rep.modTime, content)
}

// maxRanges is the most ranges one request gets after coalescing, as
// nginx's max_ranges: more are answered with the whole file, so many tiny
// ranges cannot make a multipart answer larger than the file.
const maxRanges = 16

// withRange returns r with its Range header made safe for
// http.ServeContent: ignored (removed) when it is not one well-formed
// "bytes=" range set, as RFC 9110 section 14.2 asks (ServeContent would
// answer 416), or when it has more than maxRanges ranges; otherwise its
// satisfiable ranges sorted, with overlapping and adjacent ones merged.
// A set none of whose ranges is satisfiable is kept, for the 416.
func withRange(r *http.Request, values []string, size int64) *http.Request {
	out := *r
	out.Header = r.Header.Clone()
	if len(values) != 1 {
		out.Header.Del("Range")
		return &out
	}
	spans, ok := parseRanges(values[0], size)
	switch {
	case !ok || len(spans) > maxRanges || multipartSize(spans) > size:
		out.Header.Del("Range")
	case len(spans) == 0:
		// Nothing satisfiable ("bytes=-0", a start past the end): this
		// spelling makes http.ServeContent answer 416 with "bytes */size".
		out.Header["Range"] = []string{"bytes=" + strconv.FormatInt(size, 10) + "-"}
	default:
		parts := make([]string, len(spans))
		for i, sp := range spans {
			parts[i] = strconv.FormatInt(sp.start, 10) + "-" + strconv.FormatInt(sp.end, 10)
		}
		out.Header["Range"] = []string{"bytes=" + strings.Join(parts, ",")}
	}
	return &out
}

// partOverhead bounds the bytes a multipart/byteranges answer adds per
// part: the boundary line and the part's Content-Type and Content-Range.
const partOverhead = 200

// multipartSize bounds the size of the answer to several spans (0 for one
// or none, which is no multipart answer): more than the file, and the whole
// file is the smaller answer.
func multipartSize(spans []span) int64 {
	if len(spans) < 2 {
		return 0
	}
	var n int64
	for _, sp := range spans {
		n += sp.end - sp.start + 1 + partOverhead
	}
	return n
}

// span is an inclusive byte range.
type span struct{ start, end int64 }

// parseRanges reads a Range header (RFC 9110 section 14.1.2) against a
// representation of size bytes: ok is false when it is not a well-formed
// bytes range set; spans are the satisfiable ranges, sorted and coalesced.
func parseRanges(header string, size int64) (spans []span, ok bool) {
	unit, set, found := strings.Cut(header, "=")
	if !found || !strings.EqualFold(strings.TrimSpace(unit), "bytes") {
		return nil, false
	}
	count := 0
	for spec := range strings.SplitSeq(set, ",") {
		spec = strings.TrimSpace(spec)
		if spec == "" {
			continue // empty list elements are allowed (RFC 9110 section 5.6.1)
		}
		if count++; count > 1000 {
			return nil, false // not a client's request
		}
		first, last, found := strings.Cut(spec, "-")
		if !found {
			return nil, false
		}
		var sp span
		switch {
		case first == "": // suffix: the last n bytes
			n, err := digits(last)
			if err != nil {
				return nil, false
			}
			if n == 0 || size == 0 {
				continue
			}
			sp = span{max(size-n, 0), size - 1}
		default:
			a, err := digits(first)
			if err != nil {
				return nil, false
			}
			b := size - 1
			if last != "" {
				if b, err = digits(last); err != nil || b < a {
					return nil, false
				}
				b = min(b, size-1)
			}
			if a >= size {
				continue
			}
			sp = span{a, b}
		}
		spans = append(spans, sp)
	}
	if count == 0 {
		return nil, false
	}
	slices.SortFunc(spans, func(x, y span) int { return cmp.Compare(x.start, y.start) })
	merged := spans[:0]
	for _, sp := range spans {
		if n := len(merged); n > 0 && sp.start <= merged[n-1].end+1 {
			merged[n-1].end = max(merged[n-1].end, sp.end)
			continue
		}
		merged = append(merged, sp)
	}
	return merged, true
}

// digits parses 1*DIGIT, nothing else (no sign, no spaces).
func digits(s string) (int64, error) {
	if s == "" || strings.TrimLeft(s, "0123456789") != "" {
		return 0, errors.New("not digits")
	}
	return strconv.ParseInt(s, 10, 64)
}

// conditional reports whether r asks for less than the whole representation
// or only under a condition.
func conditional(r *http.Request) bool {
	for _, name := range []string{"If-None-Match", "If-Modified-Since", "If-Match", "If-Unmodified-Since", "Range"} {
		if _, ok := r.Header[name]; ok {
			return true
		}
	}
	return false
}

// writeWhole answers with the whole of rep. With validators (a 200) it adds
// Last-Modified and Accept-Ranges as http.ServeContent would; the 404 page
// gets neither, as it is not the resource that was asked for. Content-Length
// is always set, compressed variants included, so no answer is chunked.
func (s *Site) writeWhole(w http.ResponseWriter, r *http.Request, rep *representation, status int, validators bool) {
	h := w.Header()
	if validators {
		h["Last-Modified"] = rep.lastModified
		h["Accept-Ranges"] = acceptRangesBytes
	}
	var content readSeekCloser
	if rep.data == nil {
		var err error
		if content, err = s.open(rep); err != nil {
			s.fail(w, rep, err)
			return
		}
		defer content.Close()
	}
	h["Content-Length"] = rep.contentLength
	if r.Method == http.MethodHead {
		w.WriteHeader(status)
		return
	}
	w.WriteHeader(status)
	if content != nil {
		io.Copy(w, content) // an *os.File: the server sends it with sendfile
	} else {
		w.Write(rep.data)
	}
}

func (s *Site) fail(w http.ResponseWriter, rep *representation, err error) {
	s.log.Error("cannot serve file", "path", rep.name, "err", err)
	h := w.Header()
	for _, name := range []string{"Content-Encoding", "Etag", "Last-Modified", "Accept-Ranges", "Content-Length", "Vary"} {
		delete(h, name)
	}
	// Not the file's caching: an immutable asset's max-age would let
	// caches keep this error for a year.
	h.Set("Cache-Control", "no-store")
	http.Error(w, "internal server error", http.StatusInternalServerError)
}

type readSeekCloser interface {
	io.ReadSeeker
	io.Closer
}

type memoryFile struct{ *bytes.Reader }

func (memoryFile) Close() error { return nil }

// errChangedOnDisk is the answer for a file that is no longer what the
// server indexed: a deploy replaced the folder without a restart.
var errChangedOnDisk = errors.New("the file changed on disk since the server indexed it; send the server SIGHUP after replacing the site folder")

func (s *Site) open(rep *representation) (readSeekCloser, error) {
	if rep.data != nil {
		return memoryFile{bytes.NewReader(rep.data)}, nil
	}
	f, err := s.root.Open(rep.name)
	if err != nil {
		return nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, err
	}
	if info.Size() != rep.size || !info.ModTime().Equal(rep.modTime) {
		f.Close()
		return nil, errChangedOnDisk
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

func contentType(name string) string { return hostconfig.ContentType(name) }

// FS is the site folder, confined like the server's own reads (symlinks
// leading out of it fail).
func (s *Site) FS() fs.FS { return s.root.FS() }
