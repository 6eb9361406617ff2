package sitegen

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"golang.org/x/net/html"

	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/precompress"
)

// BundleDir is the folder of the content-hashed bundle files in a built site.
const BundleDir = "assets"

// Precompress writes .br and .gz files beside the built site's text files,
// except the hashed bundle files, which are compressed once when the bundle
// is built (PrecompressBundle) and keep their variants while unchanged.
func Precompress(dir string) error {
	var files []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p == filepath.Join(dir, BundleDir) {
			return filepath.SkipDir
		}
		if d.Type().IsRegular() && precompress.Compressible(p) {
			files = append(files, p)
		}
		return nil
	})
	if err != nil {
		return err
	}
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, f := range files {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			_, errs[i] = precompress.FileAt(f, precompress.PageQuality)
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// PrecompressBundle compresses a freshly built client bundle.
func PrecompressBundle(clientDir string) error {
	_, err := precompress.Dir(context.Background(), filepath.Join(clientDir, BundleDir))
	return err
}

// builtPage is what the final link check needs of one HTML file.
type builtPage struct {
	route string
	ids   []string
	hrefs []string
}

// CheckBuiltSite checks every link and #anchor in the final HTML: each
// internal href must lead to a page or file of the built site, and each
// anchor to an id on that page. A broken link is reported with the page it
// is on.
func CheckBuiltSite(dir string) error {
	var files []string
	checker := links.NewChecker()
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = "/" + filepath.ToSlash(rel)
		if strings.HasSuffix(rel, ".html") {
			files = append(files, p)
		} else {
			checker.AddFile(rel)
		}
		return nil
	})
	if err != nil {
		return err
	}
	pages := make([]builtPage, len(files))
	errs := make([]error, len(files))
	var wg sync.WaitGroup
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	for i, f := range files {
		wg.Go(func() {
			sem <- struct{}{}
			defer func() { <-sem }()
			pages[i], errs[i] = readBuiltPage(dir, f)
		})
	}
	wg.Wait()
	var list position.List
	for i, p := range pages {
		if errs[i] != nil {
			return errs[i]
		}
		if p.route != "/404" {
			checker.AddRoute(p.route, p.ids)
		}
	}
	for i, p := range pages {
		for _, href := range p.hrefs {
			if err := checker.Check(href, p.route); err != nil {
				rel, _ := filepath.Rel(dir, files[i])
				list = append(list, position.Errorf(position.Position{File: filepath.ToSlash(rel)}, "broken link %q: %v", href, err))
			}
		}
	}
	return list.Err()
}

func readBuiltPage(dir, file string) (builtPage, error) {
	f, err := os.Open(file)
	if err != nil {
		return builtPage{}, err
	}
	defer f.Close()
	rel, _ := filepath.Rel(dir, file)
	route := "/" + strings.TrimSuffix(strings.TrimSuffix(filepath.ToSlash(rel), "index.html"), ".html")
	page := builtPage{route: links.Normalize(path.Clean(route))}
	z := html.NewTokenizer(f)
	for {
		switch z.Next() {
		case html.ErrorToken:
			if z.Err().Error() == "EOF" {
				return page, nil
			}
			return page, fmt.Errorf("%s: %w", rel, z.Err())
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			for hasAttr {
				var key, val []byte
				key, val, hasAttr = z.TagAttr()
				switch {
				case string(key) == "id":
					page.ids = append(page.ids, string(val))
				case string(key) == "href" && string(name) == "a":
					page.hrefs = append(page.hrefs, string(val))
				}
			}
		}
	}
}
