package sitegen

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/outdir"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/sitemap"
	"github.com/freightlane/website/packages/sitegen/twins"
	"github.com/freightlane/website/packages/sitegen/workpool"
)

// SumsFile lists the SHA-256 of every file the generator wrote below its
// output folder (see outdir.SumsFile).
const SumsFile = outdir.SumsFile

// write writes the generated data: site.json, routes.json, one data file per
// route (a doc's carries its pruned sidebar), sitemap.xml, robots.txt and,
// withIndex, the search index. Only files whose bytes changed since the last
// run (of this generator, or of the one that wrote SumsFile) are written,
// each through a new file renamed into place, never changed in place; files
// that are gone are removed. Each page's data is written as soon as it is
// encoded, on all cores, while the search index is built: a large site's
// data never sits in memory at once. A page whose inputs did not change
// since this generator's last run (pageKeys) is not even encoded again.
func (g *Generator) write(s *Site, dates map[string]time.Time, withIndex bool) error {
	if err := g.out.Begin(); err != nil {
		return err
	}
	var index *search.Index
	var indexErr error
	var building sync.WaitGroup
	var searchPages []search.Page
	if withIndex {
		searchPages = s.SearchPages()
		building.Go(func() { index, indexErr = search.Build(searchPages, s.SearchOptions()) })
	}
	// Keyed only without dates: a build runs once, and its dates come from git.
	var keys [][sha256.Size]byte
	if dates == nil {
		keys = g.pageKeys(s)
	}
	pages := make(map[string]pageEntry, len(s.Routes))
	pageSums := make([][sha256.Size]byte, len(s.Routes))
	twinSums := make([][sha256.Size]byte, len(s.Routes))
	wrote := make([]bool, len(s.Routes))
	errs := make([]error, len(s.Routes))
	md := markdown.New()
	twinSite := s.twinSite()
	written := g.out.Written()
	workpool.Each(len(s.Routes), workpool.IO(), func(i int) {
		r := s.Routes[i]
		name, twinName := "pages/"+r.Data, twins.Dir+"/"+sitefiles.TwinFile(r.Path)
		if keys != nil {
			if last, ok := g.pages[r.Data]; ok && last.key == keys[i] && written[name] == last.sum && (!r.hasTwin() || written[twinName] == last.twin) {
				pageSums[i], twinSums[i] = last.sum, last.twin
				return
			}
		}
		data, err := encodePageFile(s.pageData(r, dates))
		if err == nil {
			pageSums[i], wrote[i], err = g.out.Put(name, data)
		}
		if err != nil {
			errs[i] = fmt.Errorf("%s: %w", r.Data, err)
			return
		}
		if r.hasTwin() {
			twin, err := twinSite.Twin(md, twinSite.Pages[i])
			if err == nil {
				twinSums[i], _, err = g.out.Put(twinName, twin)
			}
			if err != nil {
				errs[i] = fmt.Errorf("%s: the Markdown twin of %s: %w", r.source.Path, r.Path, err)
			}
		}
	})
	building.Wait()
	if err := errors.Join(append(errs, indexErr)...); err != nil {
		g.out.Forget()
		return err
	}
	next := make(map[string][sha256.Size]byte, 2*len(s.Routes)+64)
	for i, r := range s.Routes {
		next["pages/"+r.Data] = pageSums[i]
		if r.hasTwin() {
			next[twins.Dir+"/"+sitefiles.TwinFile(r.Path)] = twinSums[i]
		}
		if keys != nil {
			pages[r.Data] = pageEntry{key: keys[i], sum: pageSums[i], twin: twinSums[i]}
		}
		if wrote[i] {
			s.PagesWritten = append(s.PagesWritten, r.Data)
		}
	}
	var llmsFull []byte
	var err error
	if !g.opts.NoTwins {
		llmsFull, err = twinSite.LlmsFull(g.opts.OutDir)
	}
	if err != nil {
		g.out.Forget()
		return err
	}
	files := map[string][]byte{}
	for name, encode := range map[string]func() ([]byte, error){
		"site.json":       func() ([]byte, error) { return encodeJSON(s.Layout) },
		"routes.json":     func() ([]byte, error) { return encodeJSON(s.Routes) },
		"sitemap.xml":     func() ([]byte, error) { return s.sitemapXML(dates), nil },
		"robots.txt":      func() ([]byte, error) { return s.robotsTxt(), nil },
		twins.LlmsTxt:     func() ([]byte, error) { return twinSite.Llms(md), nil },
		twins.LlmsFullTxt: func() ([]byte, error) { return llmsFull, nil },
	} {
		if g.opts.NoTwins && (name == twins.LlmsTxt || name == twins.LlmsFullTxt) {
			continue
		}
		data, err := encode()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name] = data
	}
	if withIndex {
		searchFiles, err := sitefiles.SearchFiles(index, s.searchFile(searchPages))
		if err != nil {
			return err
		}
		maps.Copy(files, searchFiles)
	} else {
		// The last index stays until WriteSearchIndex replaces it.
		for name, sum := range g.out.Written() {
			if strings.HasPrefix(name, sitefiles.SearchDir+"/") {
				next[name] = sum
			}
		}
	}
	if err := g.out.PutAll(files, next); err != nil {
		return err
	}
	if err := g.out.Commit(next); err != nil {
		return err
	}
	g.pages = pages
	s.Output = next
	return nil
}

// WriteSearchIndex builds the search index of a site that RunPages made
// (and no later run replaced) and writes it in place of the last one. When
// ctx ends while the index is built, nothing is written and ctx's error is
// returned: live editing drops an index that a newer save makes stale.
func (g *Generator) WriteSearchIndex(ctx context.Context, s *Site) error {
	searchPages := s.SearchPages()
	index, err := search.Build(searchPages, s.SearchOptions())
	if err != nil {
		return err
	}
	files, err := sitefiles.SearchFiles(index, s.searchFile(searchPages))
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := g.out.Begin(); err != nil {
		return err
	}
	next := make(map[string][sha256.Size]byte, len(g.out.Written()))
	for name, sum := range g.out.Written() {
		if !strings.HasPrefix(name, sitefiles.SearchDir+"/") {
			next[name] = sum
		}
	}
	if err := g.out.PutAll(files, next); err != nil {
		return err
	}
	if err := g.out.Commit(next); err != nil {
		return err
	}
	s.Output = next
	return nil
}

// pageKeys keys each route's data on everything pageData makes it from, so
// that a page whose key did not change since the last run need not be
// encoded again. Content files and renders count by identity (the loader
// and the caches hand back the same object while it is unchanged): the
// route's own file, render and rendered data fields, plus, for every page,
// what the site-wide parts (navigation, neighbours, category cards, the
// solution and integration cards) are built from.
func (g *Generator) pageKeys(s *Site) [][sha256.Size]byte {
	used := map[any]uint64{}
	version := func(x any) uint64 {
		if v, ok := used[x]; ok {
			return v
		}
		v, ok := g.versions[x]
		if !ok {
			g.nextVersion++
			v = g.nextVersion
		}
		used[x] = v
		return v
	}
	var site keyWriter
	site.number(version(s.Content.File("site.yaml")))
	site.number(version(s.Content.File("docs/sidebars.yaml")))
	for _, r := range s.Routes {
		site.text(r.Path, string(r.Kind), r.Title, r.Description, r.Sidebar, r.source.Rel)
		fm, _ := r.source.Data.Value.(map[string]any)
		switch {
		case r.source.Kind == content.KindDoc:
			label, _ := fm["sidebar_label"].(string)
			shown, hasShown := fm["displayed_sidebar"]
			site.text(label, fmt.Sprint(hasShown && shown == nil))
		case r.Kind == routes.Doc:
			doc := r.data.(*pagedata.Doc)
			site.text(doc.DocID, doc.Generated)
		case r.Kind == routes.Solution || r.Kind == routes.Integration || r.Kind == routes.IntegrationsIndex:
			site.number(version(r.source))
		}
	}
	siteKey := site.sum()
	keys := make([][sha256.Size]byte, len(s.Routes))
	for i, r := range s.Routes {
		var own keyWriter
		own.text(string(siteKey[:]), r.Data)
		own.number(version(r.source))
		if r.rendered != nil {
			own.number(version(r.rendered))
		}
		if dr := g.dataRenders[r.source]; dr != nil {
			own.number(version(dr))
		}
		keys[i] = own.sum()
	}
	g.versions = used
	return keys
}

// keyWriter hashes a sequence of values, each framed by its length.
type keyWriter struct{ b []byte }

func (k *keyWriter) text(values ...string) {
	for _, v := range values {
		k.b = strconv.AppendInt(k.b, int64(len(v)), 10)
		k.b = append(k.b, ':')
		k.b = append(k.b, v...)
	}
}

func (k *keyWriter) number(n uint64) { k.b = strconv.AppendUint(append(k.b, '#'), n, 10) }

func (k *keyWriter) sum() [sha256.Size]byte { return sha256.Sum256(k.b) }

// encodePageFile is a page's data file: its JSON on one line, then its
// body, if its kind has one (see package pagedata).
func encodePageFile(page pageFile) ([]byte, error) {
	body, _ := pagedata.TakeBody(page.Data)
	data, err := encodeJSON(page)
	return append(data, body...), err
}

func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	// The app inserts HTML fields as HTML; escaping <, > and & would only add bytes.
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return buf.Bytes(), err
}

// sitemapXML is sitemap.xml: every route but the unindexed ones, with the
// date its source last changed when dates are known.
func (s *Site) sitemapXML(dates map[string]time.Time) []byte {
	var entries []sitemap.Entry
	for _, r := range s.Routes {
		if !r.NoIndex {
			entries = append(entries, sitemap.Entry{Path: r.Path, LastMod: dates[r.source.Rel]})
		}
	}
	return sitemap.Sitemap(sitemap.Base(s.Layout.Site.URL, s.Layout.Site.BaseURL), entries)
}

func (s *Site) robotsTxt() []byte {
	return sitemap.Robots(s.Layout.Site.URL, s.Layout.Site.BaseURL)
}
