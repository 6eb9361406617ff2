package sitegen

import (
	"strings"

	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/twins"
)

// hasTwin tells whether a route gets a Markdown twin: every indexable page.
func (r *Route) hasTwin() bool { return !r.NoIndex && !r.noTwin }

// siteURL is the site's URL with its base path, without a trailing slash.
func (s *Site) siteURL() string {
	u, b := s.Layout.Site.URL, s.Layout.Site.BaseURL
	return strings.TrimRight(u, "/") + strings.TrimRight(b, "/")
}

// twinOptions are the render options that make a route's Markdown twin.
func (s *Site) twinOptions(r *Route) *markdown.TwinOptions {
	if !r.hasTwin() {
		return nil
	}
	return twins.Options(s.siteURL(), r.Path)
}

// twinURL is the URL of the page a twin is rendered for, "" for no twin.
func twinURL(o *markdown.TwinOptions) string {
	if o == nil {
		return ""
	}
	return o.Page
}

// twinSite is the site as package twins writes its twins and llms.txt: one
// page per route, in the routes' order.
func (s *Site) twinSite() *twins.Site {
	pages := make([]*twins.Page, len(s.Routes))
	for i, r := range s.Routes {
		p := &twins.Page{Path: r.Path, Title: r.Title, Description: r.Description, Kind: r.Kind, HasTwin: r.hasTwin(), File: r.source, Record: s.records[r.source], Fields: r.twinFields, ResolveLink: s.linkResolver(r)}
		if r.rendered != nil {
			p.Markdown = r.rendered.Markdown
		}
		if r.Kind == routes.DocCategory && p.HasTwin {
			for _, c := range s.Nav.Categories {
				if c.Path == r.Path {
					p.Cards = append(p.Cards, s.cards(c.Items)...)
				}
			}
		}
		pages[i] = p
	}
	return twins.New(twins.Site{
		URL:                   s.siteURL(),
		Title:                 s.Layout.Site.Title,
		Tagline:               s.Layout.Site.Tagline,
		Model:                 s.Model,
		Content:               s.Content,
		Nav:                   s.Nav,
		Pages:                 pages,
		IntegrationCategories: s.integrationCategoryLabels(),
	})
}
