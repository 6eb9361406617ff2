// Package contentpages turns the site's content into search pages for the
// relevance test and the search benchmark. It finds each route's Markdown and
// data the way sitegen does, because sitegen keeps rendered results
// unexported; it goes away when sitegen exposes its own search pages.
package contentpages

import (
	"fmt"
	"path"
	"strings"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/search"
)

// Load validates and renders the content with sitegen and returns its
// indexable pages.
func Load(contentDir, schemaDir string) ([]search.Page, error) {
	site, err := sitegen.Generate(sitegen.Options{ContentDir: contentDir, SchemaDir: schemaDir})
	if err != nil {
		return nil, err
	}
	labels := map[string]string{}
	for _, sb := range site.Nav.Sidebars {
		labels[sb.Name] = sb.Label
	}
	// Markdown and data of each route, found the way sitegen finds them.
	md := map[string][]byte{}
	data := map[string]*content.File{}
	keywords := map[string][]string{}
	for _, f := range site.Content.Files {
		v, _ := f.Data.Value.(map[string]any)
		name := strings.TrimSuffix(path.Base(f.Rel), path.Ext(f.Rel))
		switch f.Kind {
		case content.KindDoc:
			p := "/docs/" + strings.TrimSuffix(strings.TrimPrefix(f.Rel, "docs/"), ".md")
			if slug, ok := v["slug"].(string); ok {
				p = slug
			}
			md[p] = f.Body
			if list, ok := v["keywords"].([]any); ok {
				for _, k := range list {
					keywords[p] = append(keywords[p], fmt.Sprint(k))
				}
			}
		case content.KindPage:
			md["/"+strings.TrimSuffix(strings.TrimPrefix(f.Rel, "pages/"), ".md")] = f.Body
		case content.KindIntegration:
			md["/integrations/"+name] = f.Body
			data["/integrations/"+name] = f
		case content.KindSolution:
			data["/solutions/"+name] = f
		case content.KindHome:
			data["/"] = f
		case content.KindCareers:
			data["/careers"] = f
		case content.KindSolutionsIndex:
			data["/solutions"] = f
		case content.KindIntegrationsIndex:
			data["/integrations"] = f
		case content.KindRequestDemo:
			data["/request-demo"] = f
		case content.KindEntity, content.KindWorkflowTask, content.KindComponent:
			for _, folder := range reference.Folders {
				if strings.HasPrefix(f.Rel, "reference/"+folder.Name+"/") {
					md["/docs/"+folder.IDPrefix+name+folder.IDSuffix] = []byte(folder.Render(name, v).Markdown)
				}
			}
		}
	}
	r := markdown.New()
	var pages []search.Page
	for _, route := range site.Routes {
		if route.NoIndex {
			continue
		}
		p := search.Page{URL: route.Path, Title: route.Title, Kind: route.Kind, Lvl0: lvl0(route, site, labels), Description: route.Description}
		if kw, ok := keywords[route.Path]; ok {
			p.Keywords = kw
		}
		if f := data[route.Path]; f != nil {
			v, _ := f.Data.Value.(map[string]any)
			if route.Kind == "integration" {
				v = map[string]any{"summary": v["summary"], "dataFlows": v["dataFlows"], "setup": v["setup"], "limits": v["limits"]}
			}
			p.Sections = search.DataSections(v, func(ptr string) int { return f.Data.Position(ptr).Line })
		}
		if src, ok := md[route.Path]; ok {
			secs := search.MarkdownSections(r.Render(src, markdown.Options{}).Sections)
			if len(p.Sections) > 0 && len(secs) > 0 && secs[0].Heading == "" {
				p.Sections[0].Text += " " + secs[0].Text
				secs = secs[1:]
			}
			p.Sections = append(p.Sections, secs...)
		} else if route.Kind == "doc" {
			return nil, fmt.Errorf("no Markdown found for %s", route.Path)
		}

		pages = append(pages, p)
	}
	return pages, nil
}

func lvl0(r *sitegen.Route, site *sitegen.Site, labels map[string]string) string {
	switch r.Kind {
	case "doc", "docCategory":
		if l := labels[site.Nav.SidebarOf[r.Path]]; l != "" {
			return l
		}
		return "Documentation"
	case "solution", "solutionsIndex":
		return "Solutions"
	case "integration", "integrationsIndex":
		return "Integrations"
	}
	return "Company"
}
