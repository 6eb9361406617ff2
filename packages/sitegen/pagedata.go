package sitegen

import (
	"fmt"
	"path"
	"sort"
	"strings"
	"time"

	"github.com/freightlane/website/packages/sitegen/claims"
	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/routes"
)

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
		data[k] = claims.WithoutProofs(v)
	}
	if r.rendered != nil {
		data["html"] = r.rendered.HTML
		data["toc"] = r.rendered.TOC
		if r.rendered.TOC == nil {
			data["toc"] = []markdown.Heading{}
		}
		if fm, ok := r.source.Data.Value.(map[string]any); ok && (r.Kind == routes.Doc || r.Kind == routes.Page) {
			if hide, _ := fm["hide_table_of_contents"].(bool); hide {
				data["toc"] = []markdown.Heading{}
			}
		}
	}
	switch r.Kind {
	case routes.Home, routes.SolutionsIndex, routes.Solution, routes.IntegrationsIndex:
		// Pages that show other pages as cards get their titles and summaries.
		switch r.Kind {
		case routes.Home:
			data["solutionList"] = titlesOnly(s.summaries(routes.Solution))
		case routes.SolutionsIndex, routes.IntegrationsIndex:
			data["solutionList"] = s.summaries(routes.Solution, "navDescription", "icon")
		}
		integrations := s.summaries(routes.Integration, "summary", "category", "markPath", "markViewBox")
		labels := s.integrationCategoryLabels()
		for _, it := range integrations {
			it["categoryLabel"] = labels[fmt.Sprint(it["category"])]
		}
		if r.Kind == routes.Home || r.Kind == routes.Solution {
			integrations = listedIntegrations(integrations, r.payload)
		}
		data["integrationList"] = integrations
		for _, where := range recordPointers {
			if rec := s.records[r.source]; rec != nil && where.kind == r.source.Kind {
				// The record as drawn takes the place of the content's in
				// the section (a copy: WithoutProofs above).
				section, _, _ := strings.Cut(strings.TrimPrefix(where.pointer, "/"), "/")
				data[section].(map[string]any)["record"] = rec
			}
		}
		if r.Kind == routes.Home {
			highlightExample(data)
		}
	case routes.Integration:
		data["categoryLabel"] = s.integrationCategoryLabels()[fmt.Sprint(data["category"])]
	case routes.Doc, routes.DocCategory:
		sidebar := r.Sidebar
		page["sidebar"] = sidebar
		if p := s.pruners[sidebar]; p != nil {
			data["sidebarItems"] = p.Pruned(r.Path)
		}
		for _, sb := range s.Nav.Sidebars {
			if sb.Name == sidebar {
				data["sidebarLabel"] = sb.Label
			}
		}
		data["breadcrumbs"] = s.Nav.Breadcrumbs(r.Path)
		prev, next := s.Nav.Neighbours(r.Path)
		if fm, ok := r.source.Data.Value.(map[string]any); ok && r.Kind == routes.Doc && r.source.Kind == content.KindDoc {
			prev = s.override(fm, "pagination_prev", prev)
			next = s.override(fm, "pagination_next", next)
		}
		data["prev"], data["next"] = prev, next
		if r.Kind == routes.DocCategory {
			for _, c := range s.Nav.Categories {
				if c.Path == r.Path {
					data["items"] = s.cards(c.Items)
				}
			}
		}
		if t, ok := dates[r.source.Rel]; ok && (r.Kind == routes.Doc || r.Kind == routes.Page) {
			data["lastUpdated"] = t.Format(time.RFC3339)
		}
		if docs, ok := s.Config["docs"].(map[string]any); ok && (r.Kind == routes.Doc || r.Kind == routes.Page) {
			if base, ok := docs["editUrl"].(string); ok {
				data["editUrl"] = strings.TrimRight(base, "/") + "/" + r.source.Rel
			}
		}
	}
	page["data"] = data
	return page
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
func (s *Site) summaries(kind routes.Kind, fields ...string) []map[string]any {
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

// listedIntegrations keeps the integrations a page lists in its
// integrations.ids, in title order, as their cards draw them. The home and solution pages draw only
// those: every other one, with its mark's path data, would weigh in the
// page's HTML (its hydration data) for nothing.
func listedIntegrations(all []map[string]any, payload map[string]any) []map[string]any {
	section, _ := payload["integrations"].(map[string]any)
	ids, _ := section["ids"].([]any)
	listed := map[string]bool{}
	for _, id := range ids {
		listed[fmt.Sprint(id)] = true
	}
	out := []map[string]any{}
	for _, it := range all {
		if listed[fmt.Sprint(it["id"])] {
			// A card links by id and shows the category's label only.
			delete(it, "path")
			delete(it, "category")
			out = append(out, it)
		}
	}
	return out
}

// titlesOnly keeps the id and title of each page: the home page's solution
// cards take their title from the page and the rest from the home page's
// own content.
func titlesOnly(pages []map[string]any) []map[string]any {
	out := make([]map[string]any, len(pages))
	for i, p := range pages {
		out[i] = map[string]any{"id": p["id"], "title": p["title"]}
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

// highlightExample puts the home page's YAML example in its page data
// highlighted as the docs' code is, as the page's html: the content of
// its one Markdown element, which the embedded data then leaves out as a
// docs page's body (apps/site/scripts/page-body.mjs). Its source leaves the
// page data: the page shows only the highlighted copy.
func highlightExample(data map[string]any) {
	lowCode, _ := data["lowCode"].(map[string]any)
	example, _ := lowCode["example"].(map[string]any)
	code, _ := example["code"].(string)
	// Chroma's YAML lexer reads any text; an error here would be chroma's.
	html, err := markdown.HighlightedCode("yaml", code)
	if example == nil || err != nil {
		return
	}
	data["html"] = html
	delete(example, "code")
}
