package sitegen

import (
	"crypto/sha256"
	"encoding/json"
	"time"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/gitdates"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/model"
	"github.com/freightlane/website/packages/sitegen/outdir"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/partnermarks"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/twins"
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
	// Config is content/site.yaml as YAML values: what {site.<path>} in a
	// page names.
	Config map[string]any
	// Layout is what every page shows around its own data (site.json).
	Layout  pagedata.Layout
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
	// noTwins is Options.NoTwins.
	noTwins bool
	// records are the solution pages' example records as their page data
	// carries them (resolveRecords), by content file.
	records map[*content.File]*pagedata.ExampleRecord
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
	Path        string      `json:"path"`
	Kind        routes.Kind `json:"kind"`
	Title       string      `json:"title"`
	Description string      `json:"description"`
	Sidebar     string      `json:"sidebar,omitempty"`
	// Data is the page's data file below the generated data folder.
	Data string `json:"data"`
	// NoIndex keeps a page out of the sitemap and the search index.
	NoIndex bool `json:"noIndex,omitempty"`
	// Twin is the URL path of the page's Markdown twin (see package twins),
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
	// data is the page's own data, a pointer to its kind's pagedata type:
	// a YAML page's content once its Markdown fields are rendered
	// (fillData), the rest set when the route is made. pageData adds what
	// the page shows of the rest of the site.
	data any
	// mark is an integration's partner mark (markPath, markViewBox).
	mark partnermarks.Mark
	// noTwin is set for every route when Options.NoTwins is.
	noTwin bool
	// dataLinks are the links in a YAML page's data: its `to` fields and the
	// links inside its Markdown fields.
	dataLinks []markdown.Link
	// twinFields are the Markdown fields of a YAML page's data as its twin
	// writes them (renderData), by JSON pointer.
	twinFields map[string]twins.Field
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
	// out writes into OutDir the files whose bytes changed.
	out *outdir.Writer

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
		out:         outdir.New(opts.OutDir),
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
	site := &Site{Content: tree, byPath: map[string]*Route{}, noTwins: opts.NoTwins}
	defer func() { site.Stages = append(stages, Stage{Name: "total", Duration: time.Since(started)}) }()
	var errs position.List
	site.Config, _ = tree.File("site.yaml").Data.Value.(map[string]any)
	errs = append(errs, site.fillLayout()...)

	var modelErrs position.List
	site.Model, modelErrs = model.Build(tree)
	errs = append(errs, modelErrs...)
	errs.Add(g.addRoutes(site, tree))
	if r := site.Route(routes.NotFoundPath); r != nil && r.Kind == routes.NotFound {
		site.Layout.NotFoundRoute = r.Path
	}
	stage("routes")
	nav, navErrs := docsnav.Build(tree.File("docs/sidebars.yaml").Data, site.docs())
	errs = append(errs, navErrs...)
	site.Nav = nav
	site.pruners = map[string]*docsnav.Pruner{}
	for _, sb := range nav.Sidebars {
		site.pruners[sb.Name] = docsnav.NewPruner(sb.Items)
	}
	for _, c := range nav.Categories {
		site.add(&Route{Path: c.Path, Kind: routes.DocCategory, Title: c.Label, Description: c.Description, source: tree.File("docs/sidebars.yaml"), data: &pagedata.DocCategory{}})
	}
	for _, r := range site.Routes {
		if r.Kind.IsDocs() {
			r.Sidebar = nav.SidebarOf[r.Path]
		}
	}
	site.indexPages()
	stage("navigation")
	errs = append(errs, g.render(site)...)
	stage("render")
	errs = append(errs, g.renderData(site, schemas)...)
	errs = append(errs, site.resolveClaims()...)
	errs = append(errs, site.resolveRecords()...)
	errs = append(errs, site.fillData()...)
	stage("render data")
	errs = append(errs, site.checkPagination()...)
	errs = append(errs, g.validateExamples(site, schemas)...)
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
