package hostconfig

import (
	"io/fs"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

// site is what the host configurations are generated from: the URL paths
// of the files a site folder serves, as the Go server indexes them.
type site struct {
	files  map[string]bool // URL paths of the servable files, variants excluded
	pages  []string        // routes of the pages (folders with an index.html), sorted
	hashes inlinescript.Sources
}

// scan reads the site folder fsys: its files and, unless they are known
// (hashes), the hashes of its inline scripts and styles.
func scan(fsys fs.FS, hashes *inlinescript.Sources) (*site, error) {
	s := &site{files: map[string]bool{}}
	var all []string
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			return nil
		}
		if info, err := fs.Stat(fsys, p); err != nil || !info.Mode().IsRegular() {
			return nil // a dangling or escaping symlink: the server does not serve it either
		}
		all = append(all, "/"+p)
		return nil
	})
	if err != nil {
		return nil, err
	}
	for _, p := range all {
		s.files[p] = true
	}
	for _, p := range all {
		if base, ok := cutVariant(p); ok && s.files[base] {
			delete(s.files, p) // a precompressed variant, served in place of its original
		}
	}
	for _, p := range all {
		if IsHostFile(p) {
			delete(s.files, p)
		}
	}
	for p := range s.files {
		if dir, ok := strings.CutSuffix(p, "/index.html"); ok {
			if dir == "" {
				dir = "/"
			}
			s.pages = append(s.pages, dir)
		}
	}
	slices.Sort(s.pages)
	if hashes != nil {
		s.hashes = inlinescript.Sources{Scripts: sortedSet(hashes.Scripts), Styles: sortedSet(hashes.Styles)}
		return s, nil
	}
	if s.hashes, err = inlinescript.SourcesInDir(fsys); err != nil {
		return nil, err
	}
	return s, nil
}

// sortedSet is the distinct strings of list, sorted, as SourcesInDir lists
// them: the policy is the same whoever read the pages.
func sortedSet(list []string) []string {
	out := slices.Clone(list)
	slices.Sort(out)
	return slices.Compact(out)
}

func cutVariant(p string) (string, bool) {
	if b, ok := strings.CutSuffix(p, ".br"); ok {
		return b, true
	}
	return strings.CutSuffix(p, ".gz")
}

// file and route are Redirect's view of the site: the file stored at p and
// the file served at p.
func (s *site) file(p string) string {
	if s.files[p] {
		return p
	}
	return ""
}

func (s *site) route(p string) string {
	if s.files[p] {
		return p
	}
	index := p + "/index.html"
	if p == "/" {
		index = "/index.html"
	}
	if s.files[index] {
		return index
	}
	return ""
}

// redirect is one line of _redirects.
type redirect struct {
	from, to string
	status   int
}

// redirects are the Go server's redirects for this site, found by asking
// Redirect about every other spelling of every page, and the rewrites that
// serve each page at its clean URL.
func (s *site) redirects() (redirects, rewrites []redirect) {
	for _, page := range s.pages {
		var spellings []string
		if page == "/" {
			spellings = []string{"/index.html"}
		} else {
			spellings = []string{page + "/", page + "/index.html", page + ".html"}
		}
		for _, from := range spellings {
			if to, ok := Redirect(from, s.file, s.route); ok {
				redirects = append(redirects, redirect{from, to, 301})
			}
		}
		if page != "/" {
			rewrites = append(rewrites, redirect{page, page + "/index.html", 200})
		}
	}
	return redirects, rewrites
}

// twinless are the pages without a Markdown twin: the only pages whose
// answers do not vary with Accept.
func (s *site) twinless() []string {
	var out []string
	for _, page := range s.pages {
		if !s.files[TwinPath(page)] {
			out = append(out, page)
		}
	}
	return out
}
