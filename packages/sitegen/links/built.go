package links

import (
	"errors"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/workpool"
)

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
	checker := NewChecker()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasSuffix(rel, ".html") {
			route := "/" + strings.TrimSuffix(strings.TrimSuffix(rel, "index.html"), ".html")
			pages = append(pages, builtPage{file: rel, route: Normalize(path.Clean(route))})
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
	page.IDs, page.Hrefs = ScanHTML(doc)
	return page, nil
}
