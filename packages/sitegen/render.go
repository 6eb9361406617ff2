package sitegen

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/svgpath"
	"github.com/freightlane/website/packages/sitegen/twins"
	"github.com/freightlane/website/packages/sitegen/workpool"
)

// renderKey identifies a render: the same Markdown of the same file,
// starting on the same line, with the same table-of-contents levels renders
// the same, as long as its links and images resolve as they did.
type renderKey struct {
	file           string
	source         [sha256.Size]byte
	firstLine      int
	tocMin, tocMax int
	// model is the platform model's sum: a page can include its state
	// machines and name its statuses.
	model [sha256.Size]byte
	// located is the YAML file whose values a generated page's Markdown was
	// made from: its positions move with the file's layout, which the
	// Markdown's hash does not see. The loader keeps an unchanged file's object.
	located *content.File
	// twin is the page's URL its Markdown twin is written for.
	twin string
}

// cachedRender is an error-free render with the resolutions of the links and
// images it was made with: the render is reused only while they all resolve
// the same (a linked page that moved changes the href written in the HTML).
type cachedRender struct {
	result   *markdown.Result
	resolved []resolution
}

// resolution is one answer of a link or image resolver.
type resolution struct {
	image         bool
	written       string
	href          string
	width, height int
	err           string
}

func errorText(err error) string {
	if err == nil {
		return ""
	}
	return err.Error()
}

// recordLinks wraps a link resolver to note each of its answers in *into.
func recordLinks(into *[]resolution, resolve func(string) (string, error)) func(string) (string, error) {
	return func(dest string) (string, error) {
		href, err := resolve(dest)
		*into = append(*into, resolution{written: dest, href: href, err: errorText(err)})
		return href, err
	}
}

// recordImages wraps an image resolver to note each of its answers in *into.
func recordImages(into *[]resolution, resolve func(string) (string, int, int, error)) func(string) (string, int, int, error) {
	return func(src string) (string, int, int, error) {
		url, w, h, err := resolve(src)
		*into = append(*into, resolution{image: true, written: src, href: url, width: w, height: h, err: errorText(err)})
		return url, w, h, err
	}
}

// stillResolves tells whether every link and image noted for a page's
// render resolves the same in this site.
func (s *Site) stillResolves(from *Route, resolved []resolution) bool {
	link, image := s.linkResolver(from), s.imageResolver(from)
	for _, was := range resolved {
		now := resolution{image: was.image, written: was.written}
		if was.image {
			url, w, h, err := image(was.written)
			now.href, now.width, now.height, now.err = url, w, h, errorText(err)
		} else {
			href, err := link(was.written)
			now.href, now.err = href, errorText(err)
		}
		if now != was {
			return false
		}
	}
	return true
}

// renderCache keeps error-free renders. A render with errors is always
// redone, since fixing another file (adding a linked page) can fix it.
type renderCache struct {
	mu   sync.Mutex
	m    map[renderKey]*cachedRender
	used map[renderKey]bool
}

func (c *renderCache) get(k renderKey) *cachedRender {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.used == nil {
		c.used = map[renderKey]bool{}
	}
	c.used[k] = true
	return c.m[k]
}

func (c *renderCache) put(k renderKey, r *cachedRender) {
	if len(r.result.Errors) > 0 {
		return
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	c.m[k] = r
}

// forgetUnused drops the renders the last run did not look up: pages that
// are gone, or older versions of edited ones.
func (c *renderCache) forgetUnused() {
	c.mu.Lock()
	defer c.mu.Unlock()
	for k := range c.m {
		if !c.used[k] {
			delete(c.m, k)
		}
	}
	c.used = nil
}

// render renders every Markdown page in parallel.
func (g *Generator) render(s *Site) position.List {
	r := markdown.New()
	renders := g.renders
	var pages []*Route
	for _, route := range s.Routes {
		if route.markdown != nil {
			pages = append(pages, route)
		}
	}
	workpool.Each(len(pages), workpool.CPU(), func(i int) {
		route := pages[i]
		key := renderKey{file: route.source.Rel, source: sha256.Sum256(route.markdown), firstLine: route.mdLine, tocMin: route.tocMin, tocMax: route.tocMax, model: s.Model.Sum}
		if route.locate != nil {
			key.located = route.source
		}
		twin := s.twinOptions(route)
		key.twin = twinURL(twin)
		if cached := renders.get(key); cached != nil && s.stillResolves(route, cached.resolved) {
			route.rendered = cached.result
			return
		}
		var resolved []resolution
		res := r.Render(route.markdown, markdown.Options{
			File:         route.sourcePath(),
			FirstLine:    route.mdLine,
			Locate:       route.locate,
			ResolveLink:  recordLinks(&resolved, s.linkResolver(route)),
			ResolveImage: recordImages(&resolved, s.imageResolver(route)),
			TOCMin:       route.tocMin,
			TOCMax:       route.tocMax,
			Twin:         twin,
			Model:        s.Model,
		})
		route.rendered = &res
		renders.put(key, &cachedRender{result: &res, resolved: resolved})
	})
	renders.forgetUnused()
	var errs position.List
	for _, p := range pages {
		errs = append(errs, p.rendered.Errors...)
	}
	return errs
}

// renderData renders the Markdown fields of YAML-data pages (the schema marks
// them with contentMediaType text/markdown) into sibling "<field>Html"
// values, and collects the data's links and illustrations for checking.
func (g *Generator) renderData(s *Site, schemas *schema.Set) position.List {
	r := markdown.New()
	var errs position.List
	done := map[*content.File]bool{}
	renders := map[*content.File]*dataRender{}
	defer func() { g.dataRenders = renders }()
	for _, route := range s.Routes {
		f := route.source
		if done[f] || route.Kind.IsDocs() || route.Kind == routes.Search {
			continue
		}
		done[f] = true
		dr := g.dataRenders[f]
		if dr == nil || dr.model != s.Model.Sum || dr.twin != twinURL(s.twinOptions(route)) || !s.stillResolves(route, dr.resolved) {
			var err error
			if dr, err = s.renderDataFile(r, schemas, route); err != nil {
				errs.Add(position.Errorf(position.Position{File: f.Path}, "%v", err))
				continue
			}
		}
		renders[f] = dr
		route.twinFields = dr.twinFields
		for _, field := range dr.fields {
			jsonptr.SetSibling(f.Data.Value, field.pointer, "Html", field.html)
		}
		errs = append(errs, dr.errors...)
		route.dataLinks = append(route.dataLinks, dr.links...)
		jsonptr.WalkStrings(f.Data.Value, "", func(pointer, key, value string) {
			switch key {
			case "to":
				route.dataLinks = append(route.dataLinks, markdown.Link{Written: value, Href: value, Pos: f.Data.Position(pointer)})
			case "illustration":
				if !slices.Contains(s.Content.Assets, value) {
					errs = append(errs, position.Errorf(f.Data.Position(pointer), "%s: no such file content/assets/%s (expected an SVG file below content/assets/)", pointer, value))
				}
			}
		})
	}
	return errs
}

// dataRender is the rendered Markdown fields of one YAML-data file.
type dataRender struct {
	fields []renderedField
	// twinFields are the same fields written for the Markdown twin of the
	// page they were rendered for, by pointer: one parse makes both.
	twinFields map[string]twins.Field
	links      []markdown.Link
	errors     position.List
	resolved   []resolution
	// model is the sum of the model the fields were rendered with.
	model [sha256.Size]byte
	// twin is the URL of the page whose twin the fields were written for
	// ("" for none): a #fragment link is made absolute on it.
	twin string
}

type renderedField struct {
	pointer string
	html    string
}

// renderDataFile renders the Markdown fields of a route's YAML file into
// HTML for its page data and, when the route has a twin, into Markdown for
// its twin, from one parse of each field.
func (s *Site) renderDataFile(r *markdown.Renderer, schemas *schema.Set, route *Route) (*dataRender, error) {
	f := route.source
	pointers, err := schemas.MarkdownPointers(f.Kind.Schema(), f.Data.Value)
	if err != nil {
		return nil, err
	}
	twin := s.twinOptions(route)
	dr := &dataRender{model: s.Model.Sum, twin: twinURL(twin)}
	if twin != nil {
		dr.twinFields = make(map[string]twins.Field, len(pointers))
	}
	resolve := recordLinks(&dr.resolved, s.linkResolver(route))
	seen := map[string]bool{}
	for _, p := range pointers {
		if seen[p] {
			continue
		}
		seen[p] = true
		text, _ := jsonptr.Get(f.Data.Value, p).(string)
		opts := markdown.Options{File: f.Path, Locate: f.Data.Locator(p), ResolveLink: resolve, Model: s.Model, Twin: twin}
		res := r.Render([]byte(text), opts)
		if twin != nil && len(res.Errors) > 0 {
			// The field's own errors, without the twin's echo of them (a
			// reference the model lacks cannot be written into the twin
			// either): the build stops on them, so no twin is written.
			opts.Twin = nil
			res = r.Render([]byte(text), opts)
		} else if twin != nil {
			dr.twinFields[p] = twins.Field{Source: text, Markdown: res.Markdown}
		}
		dr.errors = append(dr.errors, res.Errors...)
		dr.links = append(dr.links, res.Links...)
		dr.fields = append(dr.fields, renderedField{pointer: p, html: res.HTML})
	}
	return dr, nil
}

// sourcePath is the file errors in a page's Markdown point to: the content
// file, or for a generated page the reference file it comes from.
func (r *Route) sourcePath() string { return r.source.Path }

// linkResolver turns a relative .md link into the route of that file.
func (s *Site) linkResolver(from *Route) func(string) (string, error) {
	return func(dest string) (string, error) {
		if !links.IsInternal(dest) || strings.HasPrefix(dest, "/") || strings.HasPrefix(dest, "#") {
			return dest, nil
		}
		file, frag, _ := strings.Cut(dest, "#")
		if !strings.HasSuffix(file, ".md") {
			return "", fmt.Errorf("a relative link must name a .md file (expected e.g. ../operations/jobs.md, or a route starting with /)")
		}
		rel := path.Join(path.Dir(from.source.Rel), file)
		target := s.Content.File(rel)
		if target == nil {
			return "", fmt.Errorf("no such file content/%s", rel)
		}
		if r := s.pageOf[target]; r != nil {
			if frag != "" {
				return r.Path + "#" + frag, nil
			}
			return r.Path, nil
		}
		return "", fmt.Errorf("content/%s is not a page", rel)
	}
}

// indexPages notes, for each content file, the first route that renders its
// Markdown: the page a relative .md link to the file leads to.
func (s *Site) indexPages() {
	s.pageOf = map[*content.File]*Route{}
	for _, r := range s.Routes {
		if _, seen := s.pageOf[r.source]; !seen && r.markdown != nil {
			s.pageOf[r.source] = r
		}
	}
}

func (s *Site) imageResolver(from *Route) func(string) (string, int, int, error) {
	return func(src string) (string, int, int, error) {
		if !links.IsInternal(src) {
			return "", 0, 0, fmt.Errorf("remote images are not allowed (expected an SVG file below content/assets/)")
		}
		rel := strings.TrimPrefix(src, sitefiles.MediaPrefix)
		if !strings.HasPrefix(src, sitefiles.MediaPrefix) {
			rel = path.Join(path.Dir(from.source.Rel), src)
			rel = strings.TrimPrefix(rel, "assets/")
		}
		full := filepath.Join(s.Content.Dir, "assets", filepath.FromSlash(rel))
		data, err := os.ReadFile(full)
		if err != nil {
			return "", 0, 0, fmt.Errorf("no such file content/assets/%s", rel)
		}
		w, h := svgpath.Size(data)
		return sitefiles.MediaPrefix + rel, w, h, nil
	}
}
