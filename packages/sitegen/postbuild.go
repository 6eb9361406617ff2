package sitegen

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/precompress"
	"github.com/freightlane/website/packages/sitegen/workpool"
)

// BundleDir is the folder of the content-hashed bundle files in a built site.
const BundleDir = "assets"

// Precompress writes .br and .gz files beside the given files of a site
// being built (slash-separated paths below dir; files of a kind not worth
// compressing are passed over). dir is read by nobody yet and holds no
// variants of these files, which are therefore written in place. The hashed
// bundle files are not given here: they are compressed once when the bundle
// is built (apps/site/scripts/compress.mjs, run by sitebuild).
//
// previous is the last good site (or empty): a file that is the very same
// file (a hard link to it) as the one at its path there has not changed
// since that site's variants were made, and gets them linked instead of
// compressed again. renamed, when not nil, names the file of the previous
// site that has the same bytes as a file now under another name (the search
// index names its files after a hash of the whole index).
func Precompress(dir string, files []string, previous string, renamed func(file string) (string, bool)) error {
	var todo []string
	for _, rel := range files {
		if precompress.Compressible(rel) {
			todo = append(todo, rel)
		}
	}
	errs := make([]error, len(todo))
	// While one waits for the disk to take a new file, another compresses.
	workpool.Each(len(todo), workpool.IO(), func(i int) {
		rel := todo[i]
		f := filepath.Join(dir, filepath.FromSlash(rel))
		if previous != "" {
			prev, moved := rel, false
			if renamed != nil {
				if name, ok := renamed(rel); ok && name != rel {
					prev, moved = name, true
				}
			}
			if reused, err := reuseVariants(f, filepath.Join(previous, filepath.FromSlash(prev)), moved); reused || err != nil {
				errs[i] = err
				return
			}
		}
		_, errs[i] = precompress.NewFileAt(f, precompress.Page)
	})
	return errors.Join(errs...)
}

// reuseVariants links the variants of prev beside file when file has not
// changed since they were made: it is the same file as prev, or (moved) a
// file with the same bytes, which then takes prev's modification time so
// that the variants agree with it. It tells whether it did.
func reuseVariants(file, prev string, moved bool) (bool, error) {
	info, err := os.Stat(file)
	if err != nil {
		return false, err
	}
	prevInfo, err := os.Stat(prev)
	if err != nil {
		return false, nil
	}
	switch {
	case moved && prevInfo.Size() == info.Size():
		if err := os.Chtimes(file, prevInfo.ModTime(), prevInfo.ModTime()); err != nil {
			return false, err
		}
	case !os.SameFile(info, prevInfo):
		return false, nil
	}
	for _, suffix := range precompress.Suffixes {
		if err := os.Link(prev+suffix, file+suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return true, err
		}
	}
	return true, nil
}

// PageLinks are what the final link check reads of one HTML page: the ids
// on it and the targets of its links.
type PageLinks struct {
	IDs   []string
	Hrefs []string
}

// builtPage is one HTML file of the built site.
type builtPage struct {
	file  string // slash-separated, below the site
	route string
	PageLinks
}

// CheckBuiltSite checks every link and #anchor in the final HTML: each
// internal href must lead to a page or file of the built site, and each
// anchor to an id on that page. A broken link is reported with the page it
// is on. known gives what an earlier check read of an HTML file that has
// not changed since (it may be nil); the others are read. It returns what
// it read of every page, by file.
func CheckBuiltSite(dir string, known func(file string) (PageLinks, bool)) (map[string]PageLinks, error) {
	var pages []builtPage
	checker := links.NewChecker()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasSuffix(rel, ".html") {
			route := "/" + strings.TrimSuffix(strings.TrimSuffix(rel, "index.html"), ".html")
			pages = append(pages, builtPage{file: rel, route: links.Normalize(path.Clean(route))})
		} else {
			checker.AddFile("/" + rel)
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	errs := make([]error, len(pages))
	var unread []int
	for i := range pages {
		if known != nil {
			if pl, ok := known(pages[i].file); ok {
				pages[i].PageLinks = pl
				continue
			}
		}
		unread = append(unread, i)
	}
	workpool.Each(len(unread), workpool.CPU(), func(j int) {
		i := unread[j]
		pages[i].PageLinks, errs[i] = readPageLinks(filepath.Join(dir, filepath.FromSlash(pages[i].file)))
	})
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	read := make(map[string]PageLinks, len(pages))
	for _, p := range pages {
		read[p.file] = p.PageLinks
		if p.route != "/404" {
			// Every id of a built page is known: one with none (nil) has
			// no anchor to link to, where nil would mean "not checked".
			checker.AddRoute(p.route, append([]string{}, p.IDs...))
		}
	}
	var list position.List
	for _, p := range pages {
		for _, href := range p.Hrefs {
			// The not-found page is served at every missing path, so it is no
			// route; a link to an anchor of its own (the skip link's #main) is
			// checked against its own ids.
			if p.route == "/404" && strings.HasPrefix(href, "#") && slices.Contains(p.IDs, href[1:]) {
				continue
			}
			if err := checker.Check(href, p.route); err != nil {
				list = append(list, position.Errorf(position.Position{File: p.file}, "broken link %q: %v", href, err))
			}
		}
	}
	return read, list.Err()
}

func readPageLinks(file string) (PageLinks, error) {
	doc, err := os.ReadFile(file)
	if err != nil {
		return PageLinks{}, err
	}
	var page PageLinks
	page.IDs, page.Hrefs = links.ScanHTML(doc)
	return page, nil
}
