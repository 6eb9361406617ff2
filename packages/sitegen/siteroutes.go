package sitegen

import (
	"path"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/partnermarks"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

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
		r.Data = routes.DataFile(r.Path)
	}
	r.noTwin = s.noTwins
	if r.hasTwin() {
		r.Twin = "/" + sitefiles.TwinFile(r.Path)
	}
	s.byPath[r.Path] = r
	s.Routes = append(s.Routes, r)
	return nil
}

// DataFile is where a route's data lives below the data folder (see
// routes.DataFile).
func DataFile(route string) string { return routes.DataFile(route) }

func (s *Site) docs() []*docsnav.Doc {
	var docs []*docsnav.Doc
	for _, r := range s.Routes {
		if r.Kind != routes.Doc {
			continue
		}
		doc := r.data.(*pagedata.Doc)
		d := &docsnav.Doc{ID: doc.DocID, Path: r.Path, Title: r.Title, Description: r.Description, Pos: position.Position{File: r.source.Path, Line: 1, Col: 1}}
		fm, _ := r.source.Data.Value.(map[string]any)
		if r.source.Kind == content.KindDoc {
			d.SidebarLabel, _ = fm["sidebar_label"].(string)
			d.SidebarPosition = intOr(fm["sidebar_position"], 0)
			if v, ok := fm["displayed_sidebar"]; ok && v == nil {
				d.NoSidebar = true
				d.NoSidebarPos = r.source.Data.Position("/displayed_sidebar")
			}
		} else {
			d.Generated = doc.Generated
		}
		docs = append(docs, d)
	}
	return docs
}

// addRoutes makes a route of every content file that is a page.
func (g *Generator) addRoutes(s *Site, tree *content.Tree) error {
	var errs position.List
	references := map[*content.File]reference.Page{}
	defer func() { g.references = references }()
	fixed := map[content.Kind]struct {
		path string
		kind routes.Kind
	}{
		content.KindHome:              {"/", routes.Home},
		content.KindCareers:           {"/careers", routes.Careers},
		content.KindSolutionsIndex:    {"/solutions", routes.SolutionsIndex},
		content.KindIntegrationsIndex: {"/integrations", routes.IntegrationsIndex},
	}
	for _, f := range tree.Files {
		data, _ := f.Data.Value.(map[string]any)
		title, _ := data["title"].(string)
		desc, _ := data["description"].(string)
		r := &Route{Title: title, Description: desc, source: f}
		name := strings.TrimSuffix(path.Base(f.Rel), path.Ext(f.Rel))
		switch f.Kind {
		case content.KindHome, content.KindCareers, content.KindSolutionsIndex, content.KindIntegrationsIndex:
			r.Path, r.Kind = fixed[f.Kind].path, fixed[f.Kind].kind
			if f.Kind == content.KindCareers {
				errs.Add(checkSalaries(f, data)...)
			}
		case content.KindRequestDemo:
			r.Path, r.Kind = "/request-demo", routes.RequestDemo
			thanks, _ := data["thankYou"].(map[string]any)
			tTitle, _ := thanks["title"].(string)
			errs.Add(s.add(&Route{Path: "/request-demo/thank-you", Kind: routes.ThankYou, Title: tTitle, Description: desc, source: f, NoIndex: true}))
		case content.KindNotFound:
			r.Path, r.Kind, r.NoIndex = routes.NotFoundPath, routes.NotFound, true
		case content.KindSolution:
			r.Path, r.Kind = "/solutions/"+name, routes.Solution
		case content.KindIntegration:
			if id, _ := data["id"].(string); id != name {
				errs.Add(position.Errorf(f.Data.Position("/id"), "/id: integration id %q differs from the file name %q (expected them equal: the id is the page's last path segment)", id, name))
			}
			r.Path, r.Kind = routes.IntegrationPath(name), routes.Integration
			var markErrs []error
			r.mark, markErrs = partnermarks.Read(f, data, g.opts.ContentDir, g.opts.SchemaDir, ".")
			errs.Add(markErrs...)
			r.markdown, r.mdLine = f.Body, f.BodyLine
		case content.KindPage:
			r.Path, r.Kind = "/"+strings.TrimSuffix(strings.TrimPrefix(f.Rel, "pages/"), ".md"), routes.Page
			if f.Rel == "pages/index.md" {
				// A site without home.yaml can have a Markdown home page.
				r.Path = "/"
			}
			body, fieldErrs := expandSiteFields(f, s.Config)
			errs.Add(fieldErrs...)
			r.markdown, r.mdLine = body, f.BodyLine
		case content.KindDoc:
			id := strings.TrimSuffix(strings.TrimPrefix(f.Rel, "docs/"), ".md")
			r.Path, r.Kind = "/docs/"+id, routes.Doc
			if slug, ok := data["slug"].(string); ok {
				r.Path = slug
			}
			r.data = &pagedata.Doc{DocID: id}
			body, fieldErrs := expandSiteFields(f, s.Config)
			errs.Add(fieldErrs...)
			r.markdown, r.mdLine = body, f.BodyLine
			r.tocMin, r.tocMax = intOr(data["toc_min_heading_level"], 2), intOr(data["toc_max_heading_level"], 3)
		case content.KindEntity, content.KindWorkflowTask, content.KindComponent:
			for _, folder := range reference.Folders {
				if !strings.HasPrefix(f.Rel, "reference/"+folder.Name+"/") {
					continue
				}
				page, ok := g.references[f]
				if !ok {
					page = folder.Render(name, data)
				}
				references[f] = page
				r.Path, r.Kind, r.Title, r.Description = folder.Path(name), routes.Doc, page.Title, page.Description
				r.data = &pagedata.Doc{DocID: folder.DocID(name), Generated: folder.Name}
				r.markdown, r.mdLine, r.locate = []byte(page.Markdown), 0, page.Locate(f.Data)
			}
		default:
			continue
		}
		errs.Add(s.add(r))
	}
	errs.Add(s.add(&Route{Path: "/search", Kind: routes.Search, Title: "Search the documentation", Description: "Search the user manual, the developer guide and the rest of the site.", source: tree.File("site.yaml"), data: &pagedata.Search{}, NoIndex: true}))
	return errs.Err()
}

func intOr(v any, def int) int {
	if n, ok := v.(int64); ok {
		return int(n)
	}
	return def
}
