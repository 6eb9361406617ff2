package sitegen

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/gitdates"
	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/model"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// Options say where the pipeline reads and writes.
type Options struct {
	ContentDir string
	SchemaDir  string
	// OutDir receives the generated data (build/gen). Empty: validate and
	// check only, write nothing.
	OutDir string
	// GitDates turns on "Last updated" dates from the git history.
	GitDates bool
	// NoTwins leaves out the Markdown twins and llms.txt: only for
	// measuring what they cost (apps/server/cmd/agentbench).
	NoTwins bool
}

// Site is the generated model of the whole site.
type Site struct {
	Config  map[string]any
	Navbar  map[string]any
	Footer  map[string]any
	Routes  []*Route
	Nav     *docsnav.Nav
	byPath  map[string]*Route
	Content *content.Tree
	// Model is the platform model of content/reference/entities/.
	Model *model.Model
	// pruners prune each sidebar for its pages, by sidebar name.
	pruners map[string]*docsnav.Pruner
	// Output are the generated files below OutDir with their SHA-256 sums,
	// after a run that wrote them: what the build keys its reuse of
	// prerendered pages on.
	Output map[string][sha256.Size]byte
	// Stages are how long each stage of the run took, in order.
	Stages []Stage
	// PagesWritten are the data files (below pages/) the run wrote because
	// their bytes changed.
	PagesWritten []string
	gen          *Generator
	// pageOf is, for each content file, the first route that renders its
	// Markdown: where a relative .md link to the file leads.
	pageOf map[*content.File]*Route
}

// Stage is one step of a run and how long it took.
type Stage struct {
	Name     string        `json:"name"`
	Duration time.Duration `json:"-"`
}

// MarshalJSON writes a stage as {"name", "ms"}.
func (st Stage) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Name string  `json:"name"`
		Ms   float64 `json:"ms"`
	}{st.Name, float64(st.Duration.Microseconds()) / 1000})
}

// Route is one page of the site.
type Route struct {
	Path        string `json:"path"`
	Kind        string `json:"kind"`
	Title       string `json:"title"`
	Description string `json:"description"`
	Sidebar     string `json:"sidebar,omitempty"`
	// Data is the page's data file below the generated data folder.
	Data string `json:"data"`
	// NoIndex keeps a page out of the sitemap and the search index.
	NoIndex bool `json:"noIndex,omitempty"`
	// Twin is the URL path of the page's Markdown twin (see twins.go),
	// empty for a page without one.
	Twin string `json:"twin,omitempty"`

	source   *content.File
	markdown []byte
	mdLine   int
	// locate places a generated page's Markdown in the YAML it comes from.
	locate   func(offset int) position.Position
	tocMin   int
	tocMax   int
	rendered *markdown.Result
	payload  map[string]any
	// noTwin is set for every route when Options.NoTwins is.
	noTwin bool
	// dataLinks are the links in a YAML page's data: its `to` fields and the
	// links inside its Markdown fields.
	dataLinks []markdown.Link
}

// Validate loads and schema-checks content only.
func Validate(opts Options) (*content.Tree, error) {
	schemas, err := schema.Load(opts.SchemaDir)
	if err != nil {
		return nil, err
	}
	return content.Load(opts.ContentDir, schemas)
}

// Generate runs the whole content stage once: load and validate, build
// routes and navigation, render Markdown, validate platform examples, check
// links, and (when OutDir is set) write the generated data.
func Generate(opts Options) (*Site, error) {
	g, err := NewGenerator(opts)
	if err != nil {
		return nil, err
	}
	return g.Run()
}

// Generator runs the content stage repeatedly (under `mage dev`): between
// runs it keeps the compiled schemas, the files that did not change, the
// renders of unchanged pages, and what it wrote, so a run after one edit
// does only the work that edit needs.
type Generator struct {
	opts    Options
	schemas *schema.Set
	loader  *content.Loader
	renders *renderCache
	// written are the SHA-256 sums of the files in OutDir, as the last run
	// wrote them (or as SumsFile recorded them for an earlier process).
	written map[string][sha256.Size]byte

	// The caches below hold what a run derived from content files that did
	// not change since: the loader hands back the same *content.File for
	// an unchanged file, so a file's pointer identifies its version. Each
	// run keeps only the entries it used, so files that are gone (and their
	// pointers) are released.

	// references are the pages generated from reference data files.
	references map[*content.File]reference.Page
	// dataRenders are the rendered Markdown fields of YAML-data pages.
	dataRenders map[*content.File]*dataRender
	// examples are the errors of the platform examples in each render.
	examples map[*markdown.Result]position.List
	// versions number the content files (and data renders) a run used, so
	// that a page's data can be keyed on the versions of what it shows.
	versions    map[any]uint64
	nextVersion uint64
	// pages are the last written data of each page (by data file), with the
	// key of everything it was made from.
	pages map[string]pageEntry
}

// pageEntry is one page's written data: its SHA-256 and the key of its inputs.
type pageEntry struct {
	key [sha256.Size]byte
	sum [sha256.Size]byte
	// twin is the SHA-256 of the page's Markdown twin (zero without one).
	twin [sha256.Size]byte
}

// NewGenerator prepares a generator.
func NewGenerator(opts Options) (*Generator, error) {
	schemas, err := schema.Load(opts.SchemaDir)
	if err != nil {
		return nil, err
	}
	return &Generator{
		opts:        opts,
		schemas:     schemas,
		loader:      &content.Loader{Schemas: schemas},
		renders:     &renderCache{m: map[renderKey]*cachedRender{}},
		references:  map[*content.File]reference.Page{},
		dataRenders: map[*content.File]*dataRender{},
		examples:    map[*markdown.Result]position.List{},
		versions:    map[any]uint64{},
	}, nil
}

// Run runs the content stage: RunPages, then WriteSearchIndex.
func (g *Generator) Run() (*Site, error) {
	return g.run(true)
}

// RunPages runs the content stage without the search index: the checks are
// all made, and every generated file but the search index is written. The
// search index files of the last run stay until WriteSearchIndex replaces
// them, so that live editing shows a saved page without waiting for it.
func (g *Generator) RunPages() (*Site, error) {
	return g.run(false)
}

func (g *Generator) run(withIndex bool) (*Site, error) {
	opts, schemas := g.opts, g.schemas
	started, lap := time.Now(), time.Now()
	var stages []Stage
	stage := func(name string) {
		now := time.Now()
		stages = append(stages, Stage{Name: name, Duration: now.Sub(lap)})
		lap = now
	}
	tree, err := g.loader.Load(opts.ContentDir)
	if err != nil {
		return nil, err
	}
	stage("load")
	site := &Site{Content: tree, byPath: map[string]*Route{}, gen: g}
	defer func() { site.Stages = append(stages, Stage{Name: "total", Duration: time.Since(started)}) }()
	var errs position.List
	decode := func(rel string) map[string]any {
		f := tree.File(rel)
		m, _ := f.Data.Value.(map[string]any)
		return m
	}
	site.Config, site.Navbar, site.Footer = decode("site.yaml"), decode("navbar.yaml"), decode("footer.yaml")

	var modelErrs position.List
	site.Model, modelErrs = model.Build(tree)
	errs = append(errs, modelErrs...)
	errs.Add(site.addRoutes(tree))
	stage("routes")
	nav, navErrs := docsnav.Build(tree.File("docs/sidebars.yaml").Data, site.docs())
	errs = append(errs, navErrs...)
	site.Nav = nav
	site.pruners = map[string]*docsnav.Pruner{}
	for _, sb := range nav.Sidebars {
		site.pruners[sb.Name] = docsnav.NewPruner(sb.Items)
	}
	for _, c := range nav.Categories {
		site.add(&Route{Path: c.Path, Kind: "docCategory", Title: c.Label, Description: c.Description, source: tree.File("docs/sidebars.yaml")})
	}
	for _, r := range site.Routes {
		if r.Kind == "doc" || r.Kind == "docCategory" {
			r.Sidebar = nav.SidebarOf[r.Path]
		}
	}
	site.indexPages()
	stage("navigation")
	errs = append(errs, site.render()...)
	stage("render")
	errs = append(errs, site.renderData(schemas)...)
	stage("render data")
	errs = append(errs, site.checkPagination()...)
	errs = append(errs, site.validateExamples(schemas)...)
	stage("examples")
	errs = append(errs, site.checkLinks()...)
	errs = append(errs, site.checkSynonyms()...)
	stage("links")
	if err := errs.Err(); err != nil {
		return site, err
	}
	if opts.OutDir == "" {
		return site, nil
	}
	var dates map[string]time.Time
	if opts.GitDates {
		dates = gitdates.Load(opts.ContentDir)
	}
	err = g.write(site, dates, withIndex)
	stage("write")
	return site, err
}

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

// Route returns the route at a path, or nil.
func (s *Site) Route(p string) *Route { return s.byPath[p] }

func (s *Site) add(r *Route) error {
	if prev, dup := s.byPath[r.Path]; dup {
		pos := position.Position{File: r.source.Path, Line: 1, Col: 1}
		where := ""
		if fm, ok := r.source.Data.Value.(map[string]any); ok && r.source.Kind == content.KindDoc && fm["slug"] != nil {
			pos, where = r.source.Data.Position("/slug"), "/slug: "
		}
		return position.Errorf(pos, "%sroute %s is defined twice (also by %s; expected one page per route)", where, r.Path, prev.source.Path)
	}
	if r.Data == "" {
		r.Data = DataFile(r.Path)
	}
	r.noTwin = s.gen != nil && s.gen.opts.NoTwins
	if r.hasTwin() {
		r.Twin = "/" + TwinFile(r.Path)
	}
	s.byPath[r.Path] = r
	s.Routes = append(s.Routes, r)
	return nil
}

// DataFile is where a route's data lives below the data folder: "/" is
// index.json, "/docs/intro" is docs/intro.json.
func DataFile(route string) string {
	if route == "/" {
		return "index.json"
	}
	return strings.TrimPrefix(route, "/") + ".json"
}

func (s *Site) docs() []*docsnav.Doc {
	var docs []*docsnav.Doc
	for _, r := range s.Routes {
		if r.Kind != "doc" {
			continue
		}
		d := &docsnav.Doc{ID: r.payload["docId"].(string), Path: r.Path, Title: r.Title, Description: r.Description, Pos: position.Position{File: r.source.Path, Line: 1, Col: 1}}
		fm, _ := r.source.Data.Value.(map[string]any)
		if r.source.Kind == content.KindDoc {
			d.SidebarLabel, _ = fm["sidebar_label"].(string)
			d.SidebarPosition = intOr(fm["sidebar_position"], 0)
			if v, ok := fm["displayed_sidebar"]; ok && v == nil {
				d.NoSidebar = true
				d.NoSidebarPos = r.source.Data.Position("/displayed_sidebar")
			}
		} else {
			d.Generated = r.payload["generated"].(string)
		}
		docs = append(docs, d)
	}
	return docs
}

// addRoutes makes a route of every content file that is a page.
func (s *Site) addRoutes(tree *content.Tree) error {
	var errs position.List
	references := map[*content.File]reference.Page{}
	defer func() { s.gen.references = references }()
	fixed := map[content.Kind]struct{ path, kind string }{
		content.KindHome:              {"/", "home"},
		content.KindCareers:           {"/careers", "careers"},
		content.KindSolutionsIndex:    {"/solutions", "solutionsIndex"},
		content.KindIntegrationsIndex: {"/integrations", "integrationsIndex"},
	}
	for _, f := range tree.Files {
		data, _ := f.Data.Value.(map[string]any)
		title, _ := data["title"].(string)
		desc, _ := data["description"].(string)
		r := &Route{Title: title, Description: desc, source: f, payload: map[string]any{}}
		name := strings.TrimSuffix(path.Base(f.Rel), path.Ext(f.Rel))
		switch f.Kind {
		case content.KindHome, content.KindCareers, content.KindSolutionsIndex, content.KindIntegrationsIndex:
			r.Path, r.Kind = fixed[f.Kind].path, fixed[f.Kind].kind
			r.payload = data
			if f.Kind == content.KindCareers {
				errs.Add(checkSalaries(f, data)...)
			}
		case content.KindRequestDemo:
			r.Path, r.Kind, r.payload = "/request-demo", "requestDemo", data
			thanks, _ := data["thankYou"].(map[string]any)
			tTitle, _ := thanks["title"].(string)
			errs.Add(s.add(&Route{Path: "/request-demo/thank-you", Kind: "thankYou", Title: tTitle, Description: desc, source: f, payload: thanks, NoIndex: true}))
		case content.KindSolution:
			r.Path, r.Kind, r.payload = "/solutions/"+name, "solution", data
		case content.KindIntegration:
			if id, _ := data["id"].(string); id != name {
				errs.Add(position.Errorf(f.Data.Position("/id"), "/id: integration id %q differs from the file name %q (expected them equal: the id is the page's last path segment)", id, name))
			}
			r.Path, r.Kind, r.payload = "/integrations/"+name, "integration", data
			errs.Add(addPartnerMark(f, data, s.gen.opts)...)
			r.markdown, r.mdLine = f.Body, f.BodyLine
		case content.KindPage:
			r.Path, r.Kind, r.payload = "/"+strings.TrimSuffix(strings.TrimPrefix(f.Rel, "pages/"), ".md"), "page", data
			if f.Rel == "pages/index.md" {
				// A site without home.yaml can have a Markdown home page.
				r.Path = "/"
			}
			r.markdown, r.mdLine = f.Body, f.BodyLine
		case content.KindDoc:
			id := strings.TrimSuffix(strings.TrimPrefix(f.Rel, "docs/"), ".md")
			r.Path, r.Kind = "/docs/"+id, "doc"
			if slug, ok := data["slug"].(string); ok {
				r.Path = slug
			}
			r.payload = map[string]any{"docId": id}
			r.markdown, r.mdLine = f.Body, f.BodyLine
			r.tocMin, r.tocMax = intOr(data["toc_min_heading_level"], 2), intOr(data["toc_max_heading_level"], 3)
		case content.KindEntity, content.KindWorkflowTask, content.KindComponent:
			for _, folder := range reference.Folders {
				if !strings.HasPrefix(f.Rel, "reference/"+folder.Name+"/") {
					continue
				}
				page, ok := s.gen.references[f]
				if !ok {
					page = folder.Render(name, data)
				}
				references[f] = page
				id := folder.IDPrefix + name + folder.IDSuffix
				r.Path, r.Kind, r.Title, r.Description = "/docs/"+id, "doc", page.Title, page.Description
				r.payload = map[string]any{"docId": id, "generated": folder.Name}
				r.markdown, r.mdLine, r.locate = []byte(page.Markdown), 0, page.Locate(f.Data)
			}
		default:
			continue
		}
		errs.Add(s.add(r))
	}
	errs.Add(s.add(&Route{Path: "/search", Kind: "search", Title: "Search the documentation", Description: "Search the user manual, the developer guide and the rest of the site.", source: tree.File("site.yaml"), payload: map[string]any{}, NoIndex: true}))
	return errs.Err()
}

func intOr(v any, def int) int {
	if n, ok := v.(int64); ok {
		return int(n)
	}
	return def
}

// render renders every Markdown page in parallel.
func (s *Site) render() position.List {
	r := markdown.New()
	renders := s.gen.renders
	var pages []*Route
	for _, route := range s.Routes {
		if route.markdown != nil {
			pages = append(pages, route)
		}
	}
	var wg sync.WaitGroup
	work := make(chan *Route)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for route := range work {
				key := renderKey{file: route.source.Rel, source: sha256.Sum256(route.markdown), firstLine: route.mdLine, tocMin: route.tocMin, tocMax: route.tocMax, model: s.Model.Sum}
				if route.locate != nil {
					key.located = route.source
				}
				twin := s.twinOptions(route)
				if twin != nil {
					key.twin = twin.Page
				}
				if cached := renders.get(key); cached != nil && s.stillResolves(route, cached.resolved) {
					route.rendered = cached.result
					continue
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
			}
		})
	}
	for _, p := range pages {
		work <- p
	}
	close(work)
	wg.Wait()
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
func (s *Site) renderData(schemas *schema.Set) position.List {
	r := markdown.New()
	var errs position.List
	done := map[*content.File]bool{}
	renders := map[*content.File]*dataRender{}
	defer func() { s.gen.dataRenders = renders }()
	for _, route := range s.Routes {
		f := route.source
		if done[f] || route.Kind == "doc" || route.Kind == "docCategory" || route.Kind == "search" {
			continue
		}
		done[f] = true
		dr := s.gen.dataRenders[f]
		if dr == nil || dr.model != s.Model.Sum || !s.stillResolves(route, dr.resolved) {
			var err error
			if dr, err = s.renderDataFile(r, schemas, route); err != nil {
				errs.Add(position.Errorf(position.Position{File: f.Path}, "%v", err))
				continue
			}
		}
		renders[f] = dr
		for _, field := range dr.fields {
			setSibling(f.Data.Value, field.pointer, "Html", field.html)
		}
		errs = append(errs, dr.errors...)
		route.dataLinks = append(route.dataLinks, dr.links...)
		walkStrings(f.Data.Value, "", func(pointer, key, value string) {
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
	fields   []renderedField
	links    []markdown.Link
	errors   position.List
	resolved []resolution
	// model is the sum of the model the fields were rendered with.
	model [sha256.Size]byte
}

type renderedField struct {
	pointer string
	html    string
}

// renderDataFile renders the Markdown fields of a route's YAML file.
func (s *Site) renderDataFile(r *markdown.Renderer, schemas *schema.Set, route *Route) (*dataRender, error) {
	f := route.source
	pointers, err := schemas.MarkdownPointers(f.Kind.Schema(), f.Data.Value)
	if err != nil {
		return nil, err
	}
	dr := &dataRender{model: s.Model.Sum}
	resolve := recordLinks(&dr.resolved, s.linkResolver(route))
	seen := map[string]bool{}
	for _, p := range pointers {
		if seen[p] {
			continue
		}
		seen[p] = true
		text, _ := valueAt(f.Data.Value, p).(string)
		res := r.Render([]byte(text), markdown.Options{File: f.Path, Locate: f.Data.Locator(p), ResolveLink: resolve, Model: s.Model})
		dr.errors = append(dr.errors, res.Errors...)
		dr.links = append(dr.links, res.Links...)
		dr.fields = append(dr.fields, renderedField{pointer: p, html: res.HTML})
	}
	return dr, nil
}

// valueAt returns the value at a JSON pointer.
func valueAt(v any, pointer string) any {
	for _, tok := range strings.Split(strings.TrimPrefix(pointer, "/"), "/") {
		if pointer == "" {
			break
		}
		tok = strings.NewReplacer("~1", "/", "~0", "~").Replace(tok)
		switch t := v.(type) {
		case map[string]any:
			v = t[tok]
		case []any:
			i, err := strconv.Atoi(tok)
			if err != nil || i < 0 || i >= len(t) {
				return nil
			}
			v = t[i]
		default:
			return nil
		}
	}
	return v
}

// setSibling stores value beside the string at pointer: under "<key><suffix>"
// for an object property, or at the same index of "<key><suffix>" for an
// item of an array held by an object.
func setSibling(root any, pointer, suffix string, value any) {
	cut := strings.LastIndex(pointer, "/")
	parentPtr, last := pointer[:cut], pointer[cut+1:]
	switch parent := valueAt(root, parentPtr).(type) {
	case map[string]any:
		parent[last+suffix] = value
	case []any:
		i, _ := strconv.Atoi(last)
		gcut := strings.LastIndex(parentPtr, "/")
		if gcut < 0 {
			return
		}
		holder, ok := valueAt(root, parentPtr[:gcut]).(map[string]any)
		if !ok {
			return
		}
		key := parentPtr[gcut+1:] + suffix
		list, _ := holder[key].([]any)
		if len(list) != len(parent) {
			list = make([]any, len(parent))
		}
		list[i] = value
		holder[key] = list
	}
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

// MediaPrefix is the URL path content assets are served under.
const MediaPrefix = "/media/"

func (s *Site) imageResolver(from *Route) func(string) (string, int, int, error) {
	return func(src string) (string, int, int, error) {
		if !links.IsInternal(src) {
			return "", 0, 0, fmt.Errorf("remote images are not allowed (expected an SVG file below content/assets/)")
		}
		rel := strings.TrimPrefix(src, MediaPrefix)
		if !strings.HasPrefix(src, MediaPrefix) {
			rel = path.Join(path.Dir(from.source.Rel), src)
			rel = strings.TrimPrefix(rel, "assets/")
		}
		full := filepath.Join(s.Content.Dir, "assets", filepath.FromSlash(rel))
		data, err := os.ReadFile(full)
		if err != nil {
			return "", 0, 0, fmt.Errorf("no such file content/assets/%s", rel)
		}
		w, h := svgSize(data)
		return MediaPrefix + rel, w, h, nil
	}
}

// validateExamples checks every marked platform example in Markdown against
// its schema; the examples in YAML data are checked with the data's schema.
func (s *Site) validateExamples(schemas *schema.Set) position.List {
	var errs position.List
	outputs := model.TaskOutputs(s.Content)
	// The task reference's own examples (one step each) against the model.
	for _, f := range s.Content.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		tasks, _ := d["tasks"].([]any)
		for i, t := range tasks {
			tm, _ := t.(map[string]any)
			src, ok := tm["example"].(string)
			if !ok {
				continue
			}
			ptr := fmt.Sprintf("/tasks/%d/example", i)
			doc, err := yamlsrc.ParseEmbedded([]byte(src), f.Data.Locator(ptr))
			if err != nil {
				continue
			}
			errs = append(errs, s.Model.CheckExample(doc, outputs)...)
		}
	}
	checked := map[*markdown.Result]position.List{}
	for _, r := range s.Routes {
		if r.rendered == nil {
			continue
		}
		found, ok := s.gen.examples[r.rendered]
		if !ok {
			for _, ex := range r.rendered.Examples {
				doc, err := yamlsrc.ParseEmbedded(ex.Source, ex.Locate)
				if err != nil {
					found.Add(err)
					continue
				}
				found = append(found, schemas.Validate(schema.ExampleSchema(ex.Kind), doc)...)
				if ex.Kind == "workflow" {
					found = append(found, s.Model.CheckExample(doc, outputs)...)
				}
			}
		}
		checked[r.rendered] = found
		errs = append(errs, found...)
	}
	s.gen.examples = checked
	return errs
}

// checkSalaries checks what the careers schema cannot: each role's salary
// range runs upwards.
func checkSalaries(f *content.File, data map[string]any) []error {
	var errs []error
	roles, _ := data["roles"].(map[string]any)
	items, _ := roles["items"].([]any)
	for i, item := range items {
		role, _ := item.(map[string]any)
		salary, _ := role["salary"].(map[string]any)
		lo, okLo := salary["min"].(int64)
		hi, okHi := salary["max"].(int64)
		if okLo && okHi && hi < lo {
			pointer := fmt.Sprintf("/roles/items/%d/salary/max", i)
			errs = append(errs, position.Errorf(f.Data.Position(pointer), "%s: salary max %d is below min %d (expected max at least min)", pointer, hi, lo))
		}
	}
	return errs
}

// checkLinks checks every link in the Markdown, the navbar, the footer and
// site.yaml (the cookie banner's link).
func (s *Site) checkLinks() position.List {
	checker := s.LinkChecker()
	var errs position.List
	for _, r := range s.Routes {
		var found []markdown.Link
		if r.rendered != nil {
			found = r.rendered.Links
		}
		for _, l := range append(found, r.dataLinks...) {
			if err := checker.Check(l.Href, r.Path); err != nil {
				errs = append(errs, position.Errorf(l.Pos, "broken link %q: %v", l.Written, err))
			}
		}
	}
	for _, rel := range []string{"site.yaml", "navbar.yaml", "footer.yaml"} {
		f := s.Content.File(rel)
		walkStrings(f.Data.Value, "", func(pointer, key, value string) {
			if key != "to" {
				return
			}
			if err := checker.Check(value, "/"); err != nil {
				errs = append(errs, position.Errorf(f.Data.Position(pointer), "%s: broken link %q: %v", pointer, value, err))
			}
		})
	}
	return errs
}

// LinkChecker returns a checker that knows every route and, for Markdown
// pages, their anchors.
func (s *Site) LinkChecker() *links.Checker {
	c := links.NewChecker()
	for _, r := range s.Routes {
		var anchors []string
		if r.rendered != nil && r.Kind != "integration" {
			anchors = []string{}
			for _, h := range r.rendered.Headings {
				anchors = append(anchors, h.ID)
			}
		}
		c.AddRoute(r.Path, anchors)
	}
	for _, a := range s.Content.Assets {
		c.AddFile(MediaPrefix + a)
	}
	return c
}

func walkStrings(v any, pointer string, fn func(pointer, key, value string)) {
	switch t := v.(type) {
	case map[string]any:
		for _, k := range reference.SortedKeys(t) {
			p := pointer + "/" + k
			if s, ok := t[k].(string); ok {
				fn(p, k, s)
				continue
			}
			walkStrings(t[k], p, fn)
		}
	case []any:
		for i, e := range t {
			walkStrings(e, fmt.Sprintf("%s/%d", pointer, i), fn)
		}
	}
}

// SumsFile lists the SHA-256 of every file the generator wrote below its
// output folder, in the format of sha256sum. A later process reads it to
// leave unchanged files untouched, so they keep their modification time and
// inode: the build hard-links them into the site and reuses what it derived
// from them.
const SumsFile = ".sha256sums"

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
	if err := g.begin(); err != nil {
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
	parallel(len(s.Routes), func(i int) {
		r := s.Routes[i]
		name, twinName := "pages/"+r.Data, TwinDir+"/"+TwinFile(r.Path)
		if keys != nil {
			if last, ok := g.pages[r.Data]; ok && last.key == keys[i] && g.written[name] == last.sum && (!r.hasTwin() || g.written[twinName] == last.twin) {
				pageSums[i], twinSums[i] = last.sum, last.twin
				return
			}
		}
		data, err := encodeJSON(s.pageData(r, dates))
		if err == nil {
			pageSums[i], wrote[i], err = g.put(name, data)
		}
		if err != nil {
			errs[i] = fmt.Errorf("%s: %w", r.Data, err)
			return
		}
		if r.hasTwin() {
			twin, err := s.twin(md, r)
			if err == nil {
				twinSums[i], _, err = g.put(twinName, twin)
			}
			if err != nil {
				errs[i] = fmt.Errorf("%s: the Markdown twin of %s: %w", r.source.Path, r.Path, err)
			}
		}
	})
	building.Wait()
	if err := errors.Join(append(errs, indexErr)...); err != nil {
		g.written = nil
		return err
	}
	next := make(map[string][sha256.Size]byte, 2*len(s.Routes)+64)
	for i, r := range s.Routes {
		next["pages/"+r.Data] = pageSums[i]
		if r.hasTwin() {
			next[TwinDir+"/"+TwinFile(r.Path)] = twinSums[i]
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
		llmsFull, err = s.llmsFull()
	}
	if err != nil {
		g.written = nil
		return err
	}
	files := map[string][]byte{}
	for name, encode := range map[string]func() ([]byte, error){
		"site.json":   func() ([]byte, error) { return encodeJSON(s.layoutData()) },
		"routes.json": func() ([]byte, error) { return encodeJSON(s.Routes) },
		"sitemap.xml": func() ([]byte, error) { return s.sitemap(dates), nil },
		"robots.txt":  func() ([]byte, error) { return s.robots(), nil },
		LlmsTxt:       func() ([]byte, error) { return s.llmsTxt(md), nil },
		LlmsFullTxt:   func() ([]byte, error) { return llmsFull, nil },
	} {
		if g.opts.NoTwins && (name == LlmsTxt || name == LlmsFullTxt) {
			continue
		}
		data, err := encode()
		if err != nil {
			return fmt.Errorf("%s: %w", name, err)
		}
		files[name] = data
	}
	if withIndex {
		for name, data := range index.Files() {
			files[SearchDir+"/"+name] = data
		}
		if files[SearchPagesFile], err = s.searchPagesFile(searchPages); err != nil {
			return err
		}
	} else {
		// The last index stays until WriteSearchIndex replaces it.
		for name, sum := range g.written {
			if strings.HasPrefix(name, SearchDir+"/") {
				next[name] = sum
			}
		}
	}
	if err := g.putAll(files, next); err != nil {
		return err
	}
	if err := g.commit(next); err != nil {
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
	pagesFile, err := s.searchPagesFile(searchPages)
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := g.begin(); err != nil {
		return err
	}
	next := make(map[string][sha256.Size]byte, len(g.written))
	for name, sum := range g.written {
		if !strings.HasPrefix(name, SearchDir+"/") {
			next[name] = sum
		}
	}
	files := map[string][]byte{SearchPagesFile: pagesFile}
	for name, data := range index.Files() {
		files[SearchDir+"/"+name] = data
	}
	if err := g.putAll(files, next); err != nil {
		return err
	}
	if err := g.commit(next); err != nil {
		return err
	}
	s.Output = next
	return nil
}

// begin starts writing into OutDir: it learns what an earlier process wrote
// there (or empties it when that is unknown), and removes the sums file, so
// that a run that stops half-way is followed by one that writes everything.
func (g *Generator) begin() error {
	out := g.opts.OutDir
	if g.written == nil {
		g.written = readSums(filepath.Join(out, SumsFile))
	}
	if g.written == nil {
		if err := os.RemoveAll(out); err != nil {
			return err
		}
	}
	if err := os.Remove(filepath.Join(out, SumsFile)); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// put writes one file below OutDir unless it already holds these bytes,
// and tells whether it wrote it.
func (g *Generator) put(name string, data []byte) (sum [sha256.Size]byte, wrote bool, err error) {
	sum = sha256.Sum256(data)
	file := filepath.Join(g.opts.OutDir, filepath.FromSlash(name))
	if prev, ok := g.written[name]; ok && prev == sum {
		if info, err := os.Stat(file); err == nil && info.Size() == int64(len(data)) {
			return sum, false, nil
		}
	}
	return sum, true, writeFile(file, data)
}

// putAll writes files on all cores and adds their sums to next.
func (g *Generator) putAll(files map[string][]byte, next map[string][sha256.Size]byte) error {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sums := make([][sha256.Size]byte, len(names))
	errs := make([]error, len(names))
	parallel(len(names), func(i int) { sums[i], _, errs[i] = g.put(names[i], files[names[i]]) })
	if err := errors.Join(errs...); err != nil {
		g.written = nil
		return err
	}
	for i, name := range names {
		next[name] = sums[i]
	}
	return nil
}

// commit removes the files of the last run that next does not hold, and
// records next in the sums file.
func (g *Generator) commit(next map[string][sha256.Size]byte) error {
	out := g.opts.OutDir
	for name := range g.written {
		if _, ok := next[name]; !ok {
			if err := os.Remove(filepath.Join(out, filepath.FromSlash(name))); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
	}
	if err := writeFile(filepath.Join(out, SumsFile), formatSums(next)); err != nil {
		return err
	}
	g.written = next
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
		site.text(r.Path, r.Kind, r.Title, r.Description, r.Sidebar, r.source.Rel)
		fm, _ := r.source.Data.Value.(map[string]any)
		switch {
		case r.source.Kind == content.KindDoc:
			label, _ := fm["sidebar_label"].(string)
			shown, hasShown := fm["displayed_sidebar"]
			site.text(label, fmt.Sprint(hasShown && shown == nil))
		case r.Kind == "doc":
			site.text(fmt.Sprint(r.payload["docId"], "\x00", r.payload["generated"]))
		case r.Kind == "solution" || r.Kind == "integration" || r.Kind == "integrationsIndex":
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

// parallel runs work(0) … work(n-1) on all cores, with twice as many
// goroutines as cores: the work writes files, and while one waits for the
// disk another computes.
func parallel(n int, work func(i int)) {
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(n, 2*runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			for i := range next {
				work(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}

func encodeJSON(v any) ([]byte, error) {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	// The app inserts HTML fields as HTML; escaping <, > and & would only add bytes.
	enc.SetEscapeHTML(false)
	err := enc.Encode(v)
	return buf.Bytes(), err
}

// writeFile writes a file that is not there yet in place, and replaces one
// that is through a temporary file renamed over it: a reader (or a hard link
// made by an earlier build) never sees a file change. The folder is made
// only when missing, which a site's thousands of files seldom find.
func writeFile(file string, data []byte) error {
	dir := filepath.Dir(file)
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		f, err = os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	}
	switch {
	case err == nil:
		_, err = f.Write(data)
		if closeErr := f.Close(); err == nil {
			err = closeErr
		}
		if err != nil {
			os.Remove(file)
		}
		return err
	case !errors.Is(err, fs.ErrExist):
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(file)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}

// formatSums writes sums as sha256sum does, sorted by name.
func formatSums(sums map[string][sha256.Size]byte) []byte {
	names := make([]string, 0, len(sums))
	for name := range sums {
		names = append(names, name)
	}
	sort.Strings(names)
	var b bytes.Buffer
	for _, name := range names {
		sum := sums[name]
		b.WriteString(hex.EncodeToString(sum[:]))
		b.WriteString("  ")
		b.WriteString(name)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// readSums reads a sums file; nil when it is missing or not one.
func readSums(file string) map[string][sha256.Size]byte {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	sums := map[string][sha256.Size]byte{}
	for line := range strings.Lines(string(data)) {
		hexSum, name, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "  ")
		if !ok || name == "" || len(hexSum) != hex.EncodedLen(sha256.Size) {
			return nil
		}
		var sum [sha256.Size]byte
		if _, err := hex.Decode(sum[:], []byte(hexSum)); err != nil {
			return nil
		}
		sums[name] = sum
	}
	return sums
}

// layoutData is what every page needs: site config, navbar, footer.
func (s *Site) layoutData() map[string]any {
	cfg := map[string]any{}
	for k, v := range s.Config {
		cfg[k] = v
	}
	if a, ok := s.Config["announcement"].(map[string]any); ok {
		ann := map[string]any{}
		for k, v := range a {
			ann[k] = v
		}
		ann["html"] = markdown.Inline(a["content"].(string))
		cfg["announcement"] = ann
	}
	return map[string]any{"site": cfg, "navbar": s.Navbar, "footer": s.Footer}
}

func (s *Site) pageData(r *Route, dates map[string]time.Time) map[string]any {
	page := map[string]any{
		"path":        r.Path,
		"kind":        r.Kind,
		"title":       r.Title,
		"description": r.Description,
	}
	if r.Twin != "" {
		page["twin"] = r.Twin
	}
	data := map[string]any{}
	for k, v := range r.payload {
		data[k] = v
	}
	if r.rendered != nil {
		data["html"] = r.rendered.HTML
		data["toc"] = r.rendered.TOC
		if r.rendered.TOC == nil {
			data["toc"] = []markdown.Heading{}
		}
		if fm, ok := r.source.Data.Value.(map[string]any); ok && r.Kind == "doc" {
			if hide, _ := fm["hide_table_of_contents"].(bool); hide {
				data["toc"] = []markdown.Heading{}
			}
		}
	}
	switch r.Kind {
	case "home", "solutionsIndex", "solution", "integrationsIndex":
		// Pages that show other pages as cards get their titles and summaries.
		data["solutionList"] = s.summaries("solution", "navDescription", "icon")
		integrations := s.summaries("integration", "summary", "category", "markPath")
		labels := s.integrationCategoryLabels()
		for _, it := range integrations {
			it["categoryLabel"] = labels[fmt.Sprint(it["category"])]
		}
		data["integrationList"] = integrations
	case "integration":
		data["categoryLabel"] = s.integrationCategoryLabels()[fmt.Sprint(data["category"])]
	case "doc", "docCategory":
		sidebar := r.Sidebar
		page["sidebar"] = sidebar
		if p := s.pruners[sidebar]; p != nil {
			data["sidebarItems"] = p.Pruned(r.Path)
		}
		data["breadcrumbs"] = s.Nav.Breadcrumbs(r.Path)
		prev, next := s.Nav.Neighbours(r.Path)
		if fm, ok := r.source.Data.Value.(map[string]any); ok && r.Kind == "doc" && r.source.Kind == content.KindDoc {
			prev = s.override(fm, "pagination_prev", prev)
			next = s.override(fm, "pagination_next", next)
		}
		data["prev"], data["next"] = prev, next
		if r.Kind == "docCategory" {
			for _, c := range s.Nav.Categories {
				if c.Path == r.Path {
					data["items"] = s.cards(c.Items)
				}
			}
		}
		if t, ok := dates[r.source.Rel]; ok && r.Kind == "doc" {
			data["lastUpdated"] = t.Format(time.RFC3339)
		}
		if docs, ok := s.Config["docs"].(map[string]any); ok && r.Kind == "doc" {
			if base, ok := docs["editUrl"].(string); ok {
				data["editUrl"] = strings.TrimRight(base, "/") + "/" + r.source.Rel
			}
		}
	}
	page["data"] = data
	return page
}

// checkPagination reports pagination_prev/next values that name no doc.
func (s *Site) checkPagination() position.List {
	var errs position.List
	for _, r := range s.Routes {
		if r.Kind != "doc" || r.source.Kind != content.KindDoc {
			continue
		}
		fm, _ := r.source.Data.Value.(map[string]any)
		for _, key := range []string{"pagination_prev", "pagination_next"} {
			id, ok := fm[key].(string)
			if ok && s.byPath["/docs/"+id] == nil {
				errs = append(errs, position.Errorf(r.source.Data.Position("/"+key), "/%s: no doc with id %q (expected a doc id or null)", key, id))
			}
		}
	}
	return errs
}

// override applies a pagination_prev/next front matter value: null hides
// the link, a doc id replaces it.
func (s *Site) override(fm map[string]any, key string, def *docsnav.Neighbour) *docsnav.Neighbour {
	v, ok := fm[key]
	if !ok {
		return def
	}
	id, _ := v.(string)
	if id == "" {
		return nil
	}
	if r := s.byPath["/docs/"+id]; r != nil {
		return &docsnav.Neighbour{Title: r.Title, Href: r.Path}
	}
	return def
}

// integrationCategoryLabels maps integration category ids to the labels
// content/integrations/index.yaml gives them.
func (s *Site) integrationCategoryLabels() map[string]string {
	labels := map[string]string{}
	if r := s.byPath["/integrations"]; r != nil {
		list, _ := r.payload["categories"].([]any)
		for _, c := range list {
			if m, ok := c.(map[string]any); ok {
				labels[fmt.Sprint(m["id"])] = fmt.Sprint(m["label"])
			}
		}
	}
	return labels
}

// summaries lists the routes of one kind as {id, path, title, and the named
// fields of their data}, sorted by title.
func (s *Site) summaries(kind string, fields ...string) []map[string]any {
	var out []map[string]any
	for _, r := range s.Routes {
		if r.Kind != kind {
			continue
		}
		item := map[string]any{"id": path.Base(r.Path), "path": r.Path, "title": r.Title}
		for _, f := range fields {
			item[f] = r.payload[f]
		}
		out = append(out, item)
	}
	sort.Slice(out, func(i, j int) bool { return out[i]["title"].(string) < out[j]["title"].(string) })
	return out
}

// Card is one entry of a category page.
type Card struct {
	Type        string `json:"type"` // "link" or "category"
	Label       string `json:"label"`
	Href        string `json:"href"`
	Description string `json:"description,omitempty"`
	// ItemCount is how many items a category card holds.
	ItemCount int `json:"itemCount,omitempty"`
}

func (s *Site) cards(items []*docsnav.Item) []Card {
	var out []Card
	for _, it := range items {
		c := Card{Type: it.Type, Label: it.Label, Href: it.Href, Description: it.Description}
		if it.Type == "category" {
			c.ItemCount = len(it.Items)
			if c.Href == "" && len(it.Items) > 0 {
				c.Href = it.Items[0].Href
			}
		} else if r := s.byPath[it.Href]; r != nil {
			c.Description = r.Description
		}
		out = append(out, c)
	}
	return out
}

func (s *Site) sitemap(dates map[string]time.Time) []byte {
	base := strings.TrimRight(s.Config["url"].(string), "/") + strings.TrimRight(s.Config["baseUrl"].(string), "/")
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	paths := make([]*Route, 0, len(s.Routes))
	for _, r := range s.Routes {
		if !r.NoIndex {
			paths = append(paths, r)
		}
	}
	sort.Slice(paths, func(i, j int) bool { return paths[i].Path < paths[j].Path })
	for _, r := range paths {
		fmt.Fprintf(&b, "  <url><loc>%s%s</loc>", base, xmlEscape(r.Path))
		if t, ok := dates[r.source.Rel]; ok {
			fmt.Fprintf(&b, "<lastmod>%s</lastmod>", t.Format("2006-01-02"))
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return []byte(b.String())
}

func (s *Site) robots() []byte {
	basePath := strings.TrimRight(s.Config["baseUrl"].(string), "/")
	base := strings.TrimRight(s.Config["url"].(string), "/") + basePath
	return []byte("User-agent: *\nAllow: /\nDisallow: " + basePath + "/search?\n\nSitemap: " + base + "/sitemap.xml\n")
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
