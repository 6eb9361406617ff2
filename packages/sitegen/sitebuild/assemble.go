package sitebuild

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"io"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/precompress"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/twins"
	"github.com/freightlane/website/packages/sitegen/workpool"
)

// assembly says where the parts of the site come from.
type assembly struct {
	site, gen, client, contentDir, dist string
	// last is the record of the site in dist, or nil when there is none.
	last *lastBuild
	// renderKey identifies the bundles and prerender script of this build.
	renderKey string
}

// siteContent is what the build keeps of the content stage's site: its pages
// and the generated files with their SHA-256 (sitegen.Site.Output).
type siteContent struct {
	pages  []contentPage
	output map[string][sha256.Size]byte
}

type contentPage struct {
	path, data string
	kind       routes.Kind
}

func contentOf(s *sitegen.Site) siteContent {
	c := siteContent{pages: make([]contentPage, len(s.Routes)), output: s.Output}
	for i, r := range s.Routes {
		c.pages[i] = contentPage{path: r.Path, data: r.Data, kind: r.Kind}
	}
	return c
}

// placed lists files put into the site, slash-separated below it.
type placed struct {
	files []string
	// generated maps the files linked from the generated data to their
	// SHA-256.
	generated map[string][sha256.Size]byte
}

// plan is what the page assembly leaves to the prerender and later stages.
type plan struct {
	jobs prerenderJobs
	// pages maps every HTML file of the site to the SHA-256 of the data it
	// is rendered from.
	pages map[string][sha256.Size]byte
	// files are the pages and the client build's files placed beside them
	// (not the hashed bundle), slash-separated below the site.
	files []string
	// reused counts the HTML files carried over from dist.
	reused int
	// knownLinks gives what the last build's link check read of a carried
	// over HTML file.
	knownLinks func(file string) (links.PageLinks, bool)
}

// prerenderJobs is the jobs file of apps/site/scripts/prerender.mjs.
type prerenderJobs struct {
	Out   string    `json:"out"`
	Pages []pageJob `json:"pages"`
	// Brotli says how the script compresses each page it writes: zlib's
	// native encoder is about 1.7 times as fast as the pure-Go one, and
	// the page is in its memory already. The compress stage adds the gzip
	// variant.
	Brotli brotliJob `json:"brotli"`
}

// brotliJob are the rules of packages/sitegen/precompress for the Brotli
// variant of a page.
type brotliJob struct {
	Quality int `json:"quality"`
	// Pages of at most MinBytes get no variant; neither do those whose
	// variant is more than MaxRatio of their size.
	MinBytes int     `json:"minBytes"`
	MaxRatio float64 `json:"maxRatio"`
}

type pageJob struct {
	// Data is the page's data file below gen/pages.
	Data string `json:"data"`
	// File is the HTML file to write below Out.
	File string `json:"file"`
}

// htmlFile is where a page is written in the site: the not-found page
// where servers look for it, the others where their route's URL finds them.
func htmlFile(page contentPage) string {
	switch {
	case page.kind == routes.NotFound:
		return routes.NotFoundFile
	case page.path == "/":
		return "index.html"
	}
	return strings.TrimPrefix(page.path, "/") + "/index.html"
}

// placeContent puts the content's files into the site: the generated page
// data, the pages' Markdown twins, llms.txt and llms-full.txt, search index,
// sitemap and robots.txt (hard links to the generated
// files, which the content stage replaces and never rewrites) and the
// content assets. None of it waits for the bundles.
func placeContent(a assembly, s siteContent) (placed, error) {
	var links [][2]string
	out := placed{generated: make(map[string][sha256.Size]byte, len(s.output))}
	for name, sum := range s.output {
		dst := ""
		switch {
		case strings.HasPrefix(name, "pages/"):
			dst = "_data/" + strings.TrimPrefix(name, "pages/")
		case strings.HasPrefix(name, twins.Dir+"/"):
			dst = strings.TrimPrefix(name, twins.Dir+"/")
		case strings.HasPrefix(name, sitefiles.SearchDir+"/"), name == "sitemap.xml", name == "robots.txt", name == twins.LlmsTxt, name == twins.LlmsFullTxt:
			dst = name
		default:
			continue // site.json and routes.json are built into the bundles
		}
		out.generated[dst] = sum
		out.files = append(out.files, dst)
		links = append(links, [2]string{filepath.Join(a.gen, filepath.FromSlash(name)), filepath.Join(a.site, filepath.FromSlash(dst))})
	}
	if err := linkFiles(links); err != nil {
		return out, err
	}
	assets, err := copyAssets(filepath.Join(a.contentDir, "assets"), filepath.Join(a.site, "media"), filepath.Join(a.dist, "media"))
	for _, rel := range assets {
		out.files = append(out.files, "media/"+rel)
	}
	return out, err
}

// placePages puts the client build's files (but the hashed bundle, and any
// the content placed already: its sitemap and robots.txt win) into the
// site, and every page that the last good site holds for the same data and
// bundles. What is left to render becomes the prerender's jobs.
func placePages(a assembly, s siteContent, content placed) (*plan, error) {
	brotli := brotliJob{Quality: precompress.Page.Brotli, MinBytes: precompress.SizeThreshold, MaxRatio: precompress.MaxRatio}
	p := &plan{jobs: prerenderJobs{Out: a.site, Brotli: brotli}, pages: make(map[string][sha256.Size]byte, len(s.pages)+1)}
	var pairs [][2]string
	err := filepath.WalkDir(a.client, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(a.client, path)
		switch {
		case d.IsDir() && (rel == ".vite" || rel == sitefiles.BundleDir):
			return filepath.SkipDir
		case d.IsDir(), rel == "index.html", rel == hashFile:
			return nil
		}
		if _, taken := content.generated[filepath.ToSlash(rel)]; taken {
			return nil
		}
		pairs = append(pairs, [2]string{path, filepath.Join(a.site, rel)})
		p.files = append(p.files, filepath.ToSlash(rel))
		return nil
	})
	if err != nil {
		return nil, err
	}
	if err := linkFiles(pairs); err != nil {
		return nil, err
	}

	files := make([]string, len(s.pages))
	for i, r := range s.pages {
		files[i] = htmlFile(r)
		p.pages[files[i]] = s.output["pages/"+r.data]
	}
	reused := make([]bool, len(files))
	errs := make([]error, len(files))
	workpool.Each(len(files), workpool.CPU(), func(i int) {
		target := filepath.Join(a.site, filepath.FromSlash(files[i]))
		if errs[i] = os.MkdirAll(filepath.Dir(target), 0o755); errs[i] != nil {
			return
		}
		reused[i] = a.carryOver(files[i], p.pages[files[i]], target)
	})
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	carried := map[string]bool{}
	for i, r := range s.pages {
		if reused[i] {
			carried[files[i]] = true
			continue
		}
		p.jobs.Pages = append(p.jobs.Pages, pageJob{Data: r.data, File: files[i]})
	}
	p.files = append(p.files, files...)
	p.reused = len(carried)
	p.knownLinks = func(file string) (links.PageLinks, bool) {
		if !carried[file] {
			return links.PageLinks{}, false
		}
		return a.last.links(file)
	}
	return p, nil
}

// carryOver links the last good site's page into the new site when it was
// rendered from the same data; it tells whether it did.
func (a assembly) carryOver(file string, data [sha256.Size]byte, target string) bool {
	if a.last == nil || a.last.RenderKey != a.renderKey {
		return false
	}
	if sum, ok := a.last.Pages[file]; !ok || sum != data {
		return false
	}
	return os.Link(filepath.Join(a.dist, filepath.FromSlash(file)), target) == nil
}

// linkFiles hard-links each source file to its target, creating folders as
// needed, on all cores; where a hard link cannot be made it copies.
func linkFiles(pairs [][2]string) error {
	errs := make([]error, len(pairs))
	workpool.Each(len(pairs), workpool.CPU(), func(i int) {
		src, dst := pairs[i][0], pairs[i][1]
		if errs[i] = os.MkdirAll(filepath.Dir(dst), 0o755); errs[i] != nil {
			return
		}
		if os.Link(src, dst) != nil {
			errs[i] = copyFile(src, dst)
		}
	})
	return errors.Join(errs...)
}

// linkTree hard-links every file below src to the same place below dst.
func linkTree(src, dst string) error {
	var pairs [][2]string
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		pairs = append(pairs, [2]string{p, filepath.Join(dst, rel)})
		return nil
	})
	if err != nil {
		return err
	}
	return linkFiles(pairs)
}

// copyAssets copies the content assets into the site and lists them. An
// asset identical to the one in the last site is linked to it instead, so it
// keeps its compressed variants. Editors change the content folder in place,
// so its files are never linked themselves.
func copyAssets(src, dst, last string) ([]string, error) {
	var files []string
	err := filepath.WalkDir(src, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(src, p)
		files = append(files, filepath.ToSlash(rel))
		target := filepath.Join(dst, rel)
		if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
			return err
		}
		if same(p, filepath.Join(last, rel)) && os.Link(filepath.Join(last, rel), target) == nil {
			return nil
		}
		return copyFile(p, target)
	})
	if errors.Is(err, fs.ErrNotExist) && len(files) == 0 {
		return nil, nil // a content tree without assets
	}
	return files, err
}

// same tells whether two files have the same bytes.
func same(a, b string) bool {
	da, err := os.ReadFile(a)
	if err != nil {
		return false
	}
	db, err := os.ReadFile(b)
	return err == nil && bytes.Equal(da, db)
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(dst, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// scanPages reads the ids and link targets of the site's HTML pages that
// are not carried over from the last build, on all cores, with
// links.ScanPage: it reads what the link check's tokenizer would, in a fifth
// of the time (the tokenizer goes through every byte of a page's inline
// data script). It returns them for the check, with what the last build
// read of the carried-over pages, and the hash sources of every page's
// inline scripts and styles for the host files' policy (read from the
// carried-over pages too: a page is read once in a build, not once for the
// check and again for the policy).
func scanPages(site string, p *plan) (func(file string) (links.PageLinks, bool), inlinescript.Sources, error) {
	var files []string
	for _, file := range p.files {
		if strings.HasSuffix(file, ".html") {
			files = append(files, file)
		}
	}
	scanned := make([]links.Page, len(files))
	errs := make([]error, len(files))
	workpool.Each(len(files), workpool.CPU(), func(i int) {
		doc, err := os.ReadFile(filepath.Join(site, filepath.FromSlash(files[i])))
		if err != nil {
			errs[i] = err
			return
		}
		page := links.ScanPage(doc)
		// A hash source is the same for every page inlining the same text:
		// each page's are kept, not its texts.
		scanned[i] = links.Page{IDs: page.IDs, Hrefs: page.Hrefs, Scripts: hashed(page.Scripts), Styles: hashed(page.Styles)}
	})
	if err := errors.Join(errs...); err != nil {
		return nil, inlinescript.Sources{}, err
	}
	byFile := make(map[string]links.PageLinks, len(files))
	scripts, styles := map[string]bool{}, map[string]bool{}
	for i, file := range files {
		byFile[file] = links.PageLinks{IDs: scanned[i].IDs, Hrefs: scanned[i].Hrefs}
		for _, s := range scanned[i].Scripts {
			scripts[s] = true
		}
		for _, s := range scanned[i].Styles {
			styles[s] = true
		}
	}
	known := func(file string) (links.PageLinks, bool) {
		if pl, ok := p.knownLinks(file); ok {
			return pl, true
		}
		pl, ok := byFile[file]
		return pl, ok
	}
	return known, inlinescript.Sources{Scripts: slices.Sorted(maps.Keys(scripts)), Styles: slices.Sorted(maps.Keys(styles))}, nil
}

// hashed turns inline texts into their hash sources.
func hashed(texts []string) []string {
	out := make([]string, len(texts))
	for i, t := range texts {
		out[i] = inlinescript.Source(t)
	}
	return out
}

// compressPages writes the compressed variants of the site's pages and the
// client build's files placed beside them: the gzip variants of the pages
// the prerender rendered (it wrote their Brotli ones), both variants of the
// others, or those of the last good site for pages carried over from it.
func compressPages(site, dist string, p *plan) error {
	rendered := make(map[string]bool, len(p.jobs.Pages))
	for _, job := range p.jobs.Pages {
		rendered[job.File] = true
	}
	var others, pages []string
	for _, file := range p.files {
		if rendered[file] {
			pages = append(pages, file)
		} else {
			others = append(others, file)
		}
	}
	errs := make([]error, len(pages)+1)
	workpool.Each(len(pages), workpool.CPU(), func(i int) {
		_, errs[i] = precompress.NewFileBesideBrotli(filepath.Join(site, filepath.FromSlash(pages[i])), precompress.Page)
	})
	errs[len(pages)] = precompress.Site(site, others, dist, nil)
	return errors.Join(errs...)
}

// writeJobs writes the jobs file of one of the build's Node scripts.
func writeJobs(file string, jobs any) error {
	data, err := json.Marshal(jobs)
	if err != nil {
		return err
	}
	return os.WriteFile(file, data, 0o644)
}
