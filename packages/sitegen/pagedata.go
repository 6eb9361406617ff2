package sitegen

import (
	"bytes"
	"encoding/json"
	"path"
	"slices"
	"sort"
	"strings"
	"time"

	"github.com/freightlane/website/packages/sitegen/claims"
	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/routes"
)

// fillLayout fills the layout data from site.yaml, navbar.yaml and
// footer.yaml, the announcement's Markdown rendered.
func (s *Site) fillLayout() position.List {
	var errs position.List
	for _, part := range []struct {
		rel  string
		into any
	}{{"site.yaml", &s.Layout.Site}, {"navbar.yaml", &s.Layout.Navbar}, {"footer.yaml", &s.Layout.Footer}} {
		f := s.Content.File(part.rel)
		if err := decodeStrict(f.Data.Value, part.into); err != nil {
			errs.Add(position.Errorf(position.Position{File: f.Path, Line: 1, Col: 1}, "the layout data: %v (expected only the fields packages/sitegen/pagedata declares for it)", err))
		}
	}
	if a := s.Layout.Site.Announcement; a != nil {
		a.HTML = markdown.Inline(a.Content)
	}
	return errs
}

// pageFile is a page's data file: the route and its data.
type pageFile struct {
	Path        string      `json:"path"`
	Kind        routes.Kind `json:"kind"`
	Title       string      `json:"title"`
	Description string      `json:"description"`
	// Sidebar is set on docs pages only.
	Sidebar *string `json:"sidebar,omitempty"`
	Twin    string  `json:"twin,omitempty"`
	Data    any     `json:"data"`
}

// fillData fills each route's own data from its content, once the Markdown
// fields of its YAML are rendered beside them (renderData) and its claims
// resolved: a field the content has and the kind's type lacks is an error.
// The claims' proofs are checked by the build and left out of the page
// data, as is an example record's content: the page carries the record as
// resolveRecords draws it.
func (s *Site) fillData() position.List {
	var errs position.List
	// What every integration page shares, read once.
	groups := s.taskGroups()
	closing, closingErrs := s.integrationCallToAction()
	errs = append(errs, closingErrs...)
	for _, r := range s.Routes {
		f := r.source
		value := claims.WithoutProofs(f.Data.Value) // a copy: the fields below are removed from it
		for _, where := range recordPointers {
			if where.kind == f.Kind {
				removeAt(value, where.pointer)
			}
		}
		switch r.Kind {
		case routes.Home:
			r.data = &pagedata.Home{}
			removeAt(value, homeExampleCode)
		case routes.SolutionsIndex:
			r.data = &pagedata.SolutionsIndex{}
		case routes.Solution:
			r.data = &pagedata.Solution{}
		case routes.IntegrationsIndex:
			r.data = &pagedata.IntegrationsIndex{}
			removeAt(value, "/integrationPage") // each integration page carries its own (integrationCallToAction)
		case routes.Integration:
			r.data = &pagedata.Integration{}
			removeAt(value, "/workflowTasks") // the page links them by name (taskLinks)
		case routes.Careers:
			r.data = &pagedata.Careers{}
		case routes.RequestDemo:
			r.data = &pagedata.RequestDemo{}
		case routes.NotFound:
			r.data = &pagedata.NotFound{}
		case routes.ThankYou:
			r.data = &pagedata.ThankYou{}
			value = jsonptr.Get(value, "/thankYou")
		case routes.Page:
			r.data = &pagedata.MarkdownPage{Title: r.Title, Description: r.Description}
			continue
		default:
			continue
		}
		if err := decodeStrict(value, r.data); err != nil {
			errs.Add(position.Errorf(position.Position{File: f.Path, Line: 1, Col: 1}, "the page data of %s: %v (expected only the fields packages/sitegen/pagedata declares for a %s page)", r.Path, err, r.Kind))
		}
		switch d := r.data.(type) {
		case *pagedata.Integration:
			d.MarkPath, d.MarkViewBox = r.mark.Path, r.mark.ViewBox
			d.Tasks = taskLinks(f, groups)
			d.CallToAction = closing.naming(r.Title)
		case *pagedata.Home:
			code, _ := jsonptr.Get(f.Data.Value, homeExampleCode).(string)
			html, err := markdown.HighlightedCode("yaml", code)
			if err != nil {
				errs.Add(position.Errorf(f.Data.Position(homeExampleCode), "%s: %v", homeExampleCode, err))
			}
			d.HTML = html
		}
	}
	return errs
}

// taskGroups maps each workflow task page's slug to the group name
// workflows call its tasks by.
func (s *Site) taskGroups() map[string]string {
	groups := map[string]string{}
	for _, t := range s.Content.Kind(content.KindWorkflowTask) {
		data, _ := t.Data.Value.(map[string]any)
		group, _ := data["group"].(string)
		groups[strings.TrimSuffix(path.Base(t.Rel), ".yaml")] = group
	}
	return groups
}

// taskLinks links the workflow task groups an integration lists, by the
// slug of their reference page, under their group names. The integration
// schema allows only the slugs of the task pages
// (TestIntegrationTaskSlugsArePages); a tree without one's file, a test's,
// lists the others.
func taskLinks(f *content.File, groups map[string]string) []pagedata.TaskLink {
	slugs, _ := jsonptr.Get(f.Data.Value, "/workflowTasks").([]any)
	links := []pagedata.TaskLink{}
	for _, v := range slugs {
		slug, _ := v.(string)
		if group, ok := groups[slug]; ok {
			links = append(links, pagedata.TaskLink{Name: group, Href: reference.WorkflowTaskPath(slug)})
		}
	}
	return links
}

// integrationCallToActionPointer is where content/integrations/index.yaml
// holds the call to action every integration page closes with.
const integrationCallToActionPointer = "/integrationPage/callToAction"

// closingBand is the call to action every integration page closes with,
// {integration} standing for the page's title.
type closingBand pagedata.CallToAction

// integrationCallToAction reads the integrations index's closing band.
func (s *Site) integrationCallToAction() (closingBand, position.List) {
	var cta pagedata.CallToAction
	index := s.byPath["/integrations"]
	if index == nil {
		return closingBand(cta), nil
	}
	f := index.source
	if err := decodeStrict(jsonptr.Get(f.Data.Value, integrationCallToActionPointer), &cta); err != nil {
		return closingBand(cta), position.List{position.Errorf(f.Data.Position(integrationCallToActionPointer), "%s: %v", integrationCallToActionPointer, err)}
	}
	return closingBand(cta), nil
}

// naming is the band of one integration's page.
func (b closingBand) naming(title string) pagedata.CallToAction {
	cta := pagedata.CallToAction(b)
	name := strings.NewReplacer("{integration}", title)
	cta.Title, cta.Text = name.Replace(cta.Title), name.Replace(cta.Text)
	return cta
}

// homeExampleCode is the home page's YAML example. The page data carries it
// highlighted at build time as the docs' code is, as the page's html: the
// content of its one Markdown element, which the embedded data then leaves
// out as a docs page's body (apps/site/scripts/page-body.mjs). Its source
// stays out of the page data: the page shows only the highlighted copy.
const homeExampleCode = "/lowCode/example/code"

// removeAt deletes the field at pointer from value, when its parent is an
// object.
func removeAt(value any, pointer string) {
	parent, key := path.Split(pointer)
	if m, ok := jsonptr.Get(value, strings.TrimSuffix(parent, "/")).(map[string]any); ok {
		delete(m, key)
	}
}

// decodeStrict decodes a YAML value into v, refusing fields v lacks.
func decodeStrict(value, v any) error {
	raw, err := json.Marshal(value)
	if err != nil {
		return err
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.DisallowUnknownFields()
	return dec.Decode(v)
}

// pageData is a route's data file: its own data with what it shows of the
// rest of the site (cards of other pages, the docs navigation, dates).
func (s *Site) pageData(r *Route, dates map[string]time.Time) pageFile {
	page := pageFile{Path: r.Path, Kind: r.Kind, Title: r.Title, Description: r.Description, Twin: r.Twin}
	var rendered pagedata.Rendered
	if r.rendered != nil {
		rendered = pagedata.Rendered{HTML: r.rendered.HTML, TOC: r.rendered.TOC}
		if rendered.TOC == nil {
			rendered.TOC = []markdown.Heading{}
		}
		if fm, ok := r.source.Data.Value.(map[string]any); ok && (r.Kind == routes.Doc || r.Kind == routes.Page) {
			if hide, _ := fm["hide_table_of_contents"].(bool); hide {
				rendered.TOC = []markdown.Heading{}
			}
		}
	}
	switch d := r.data.(type) {
	case *pagedata.Home:
		c := *d
		c.SolutionList, c.IntegrationList = s.solutionTitles(), listedIntegrations(s.integrationSummaries(), d.Integrations.IDs)
		c.Hero.Record = s.records[r.source]
		page.Data = &c
	case *pagedata.SolutionsIndex:
		c := *d
		c.SolutionList, c.IntegrationList = s.solutionSummaries(), s.integrationSummaries()
		page.Data = &c
	case *pagedata.Solution:
		c := *d
		c.IntegrationList = listedIntegrations(s.integrationSummaries(), d.Integrations.IDs)
		c.Workflow.Record = s.records[r.source]
		page.Data = &c
	case *pagedata.IntegrationsIndex:
		c := *d
		c.SolutionList, c.IntegrationList = s.solutionSummaries(), s.integrationSummaries()
		page.Data = &c
	case *pagedata.Integration:
		c := *d
		c.CategoryLabel = s.integrationCategoryLabels()[c.Category]
		c.Rendered = rendered
		page.Data = &c
	case *pagedata.MarkdownPage:
		c := *d
		c.Rendered = rendered
		page.Data = &c
	case *pagedata.Doc:
		c := *d
		c.Rendered = rendered
		if t, ok := dates[r.source.Rel]; ok {
			c.LastUpdated = t.Format(time.RFC3339)
		}
		if docs := s.Layout.Site.Docs; docs != nil && docs.EditURL != "" {
			c.EditURL = strings.TrimRight(docs.EditURL, "/") + "/" + r.source.Rel
		}
		c.DocNav = s.docNav(r, &page)
		page.Data = &c
	case *pagedata.DocCategory:
		c := *d
		for _, cat := range s.Nav.Categories {
			if cat.Path == r.Path {
				c.Items = s.cards(cat.Items)
			}
		}
		c.DocNav = s.docNav(r, &page)
		page.Data = &c
	default:
		page.Data = d
	}
	return page
}

// docNav is a docs page's navigation; it names the page's sidebar.
func (s *Site) docNav(r *Route, page *pageFile) pagedata.DocNav {
	sidebar := r.Sidebar
	page.Sidebar = &sidebar
	var nav pagedata.DocNav
	if p := s.pruners[sidebar]; p != nil {
		nav.SidebarItems = p.Pruned(r.Path)
	}
	for _, sb := range s.Nav.Sidebars {
		if sb.Name == sidebar {
			nav.SidebarLabel = sb.Label
		}
	}
	nav.Breadcrumbs = s.Nav.Breadcrumbs(r.Path)
	nav.Prev, nav.Next = s.Nav.Neighbours(r.Path)
	if fm, ok := r.source.Data.Value.(map[string]any); ok && r.Kind == routes.Doc && r.source.Kind == content.KindDoc {
		nav.Prev = s.override(fm, "pagination_prev", nav.Prev)
		nav.Next = s.override(fm, "pagination_next", nav.Next)
	}
	return nav
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
		if index, ok := r.data.(*pagedata.IntegrationsIndex); ok {
			for _, c := range index.Categories {
				labels[c.ID] = c.Label
			}
		}
	}
	return labels
}

// solutionSummaries lists the solution pages, sorted by title.
func (s *Site) solutionSummaries() []pagedata.SolutionSummary {
	var out []pagedata.SolutionSummary
	for _, r := range s.Routes {
		if d, ok := r.data.(*pagedata.Solution); ok {
			out = append(out, pagedata.SolutionSummary{ID: path.Base(r.Path), Title: r.Title, Icon: d.Icon, NavDescription: d.NavDescription, Path: r.Path})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Title < out[j].Title })
	return out
}

// integrationSummaries lists the integration pages, sorted by title.
func (s *Site) integrationSummaries() []pagedata.IntegrationSummary {
	labels := s.integrationCategoryLabels()
	var out []pagedata.IntegrationSummary
	for _, r := range s.Routes {
		d, ok := r.data.(*pagedata.Integration)
		if !ok {
			continue
		}
		it := pagedata.IntegrationSummary{ID: path.Base(r.Path), Title: r.Title, Summary: d.Summary, Category: d.Category, CategoryLabel: labels[d.Category], Path: r.Path}
		if d.MarkPath != "" {
			it.MarkPath, it.MarkViewBox = &d.MarkPath, &d.MarkViewBox
		}
		out = append(out, it)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Title < out[j].Title })
	return out
}

// solutionTitles names the solution pages, sorted by title: the home
// page's solution cards take their title from the page and the rest from
// the home page's own content.
func (s *Site) solutionTitles() []pagedata.PageTitle {
	var out []pagedata.PageTitle
	for _, sol := range s.solutionSummaries() {
		out = append(out, pagedata.PageTitle{ID: sol.ID, Title: sol.Title})
	}
	return out
}

// listedIntegrations keeps the integrations a page lists in its
// integrations.ids, in title order, as their cards draw them (linked by id,
// with the category's label only). The home and solution pages draw only
// those: every other one, with its mark's path data, would weigh in the
// page's HTML (its hydration data) for nothing.
func listedIntegrations(all []pagedata.IntegrationSummary, ids []string) []pagedata.ListedIntegration {
	out := []pagedata.ListedIntegration{}
	for _, it := range all {
		if slices.Contains(ids, it.ID) {
			out = append(out, pagedata.ListedIntegration{ID: it.ID, Title: it.Title, Summary: it.Summary, CategoryLabel: it.CategoryLabel, MarkPath: it.MarkPath, MarkViewBox: it.MarkViewBox})
		}
	}
	return out
}

func (s *Site) cards(items []*docsnav.Item) []pagedata.Card {
	var out []pagedata.Card
	for _, it := range items {
		c := pagedata.Card{Type: it.Type, Label: it.Label, Href: it.Href, Description: it.Description}
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
