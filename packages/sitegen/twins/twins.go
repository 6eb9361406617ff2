// Package twins writes the site's Markdown twins and its llms.txt files.
//
// A Markdown twin is a page written as clean Markdown, for readers that
// read the site through an AI tool: /docs/x.md beside /docs/x, /index.md
// for /. It is made from the site's model, never from the HTML: a Markdown
// page's twin from its parsed Markdown (markdown.Options.Twin), a page built
// from YAML from its data, a category page from its children. llms.txt
// (llmstxt.org) lists the twins by section; llms-full.txt holds the docs'
// twins one after the other.
//
// The package is separate from the pipeline that drives it (package
// sitegen) because it is a format of its own with its own rules and golden
// files: it reads a Site that the pipeline fills in once its pages are
// rendered, and it knows nothing of how the pipeline loads, caches or
// writes them.
package twins

import (
	"regexp"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/model"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/routes"
)

// Dir is the folder of the twins below the generated data; the build
// places Dir/docs/x.md at docs/x.md in the site.
const Dir = "md"

// Site is what the twins of a site are written from (made with New).
type Site struct {
	// URL is the site's URL with its base path, without a trailing slash.
	URL string
	// Title and Tagline open llms.txt and llms-full.txt.
	Title, Tagline string
	// Model names the statuses and state machines a page's Markdown shows.
	Model *model.Model
	// Content is the content tree: claims resolve their proofs in it.
	Content *content.Tree
	// Nav orders llms.txt by sidebar.
	Nav *docsnav.Nav
	// Pages are every route of the site, in the site's order; only those
	// with HasTwin get a twin.
	Pages []*Page
	// IntegrationCategories are the integration categories' labels by id.
	IntegrationCategories map[string]string

	byPath map[string]*Page
}

// Page is one route of the site as its twin needs it.
type Page struct {
	Path, Title, Description string
	Kind                     routes.Kind
	// HasTwin is set on the pages that get a twin: every indexable one.
	HasTwin bool
	// File is the content file the page is made from.
	File *content.File
	// Markdown is the twin of the page's Markdown body (a doc's, or a YAML
	// page's Markdown part), rendered with Options.
	Markdown string
	// Fields are the twins of the YAML data's Markdown fields by JSON
	// pointer, as the pipeline rendered them with Options: a field found
	// here with the same source is not rendered again.
	Fields map[string]Field
	// Cards are a category page's children.
	Cards []pagedata.Card
	// Record is the page's example record as its page data carries it.
	Record *pagedata.ExampleRecord
	// ResolveLink turns a link written in the page's data into its href.
	ResolveLink func(string) (string, error)
}

// Field is one Markdown field of a page's YAML data and its twin.
type Field struct {
	Source, Markdown string
}

// Options are the render options that make the twin of a page's Markdown,
// on a site at siteURL (with its base path, no trailing slash).
func Options(siteURL, pagePath string) *markdown.TwinOptions {
	return &markdown.TwinOptions{Base: siteURL, Page: siteURL + pagePath}
}

// New is a Site ready to write twins, from several goroutines at once.
func New(s Site) *Site {
	s.byPath = make(map[string]*Page, len(s.Pages))
	for _, p := range s.Pages {
		s.byPath[p.Path] = p
	}
	return &s
}

// Twin writes a page's Markdown twin: its title as # H1, its description
// as a blockquote, then its body.
func (s *Site) Twin(md *markdown.Renderer, p *Page) ([]byte, error) {
	var b strings.Builder
	b.WriteString("# " + markdown.EscapeText(p.Title) + "\n\n")
	if p.Description != "" {
		b.WriteString("> " + s.inline(md, p.Description) + "\n\n")
	}
	body, err := s.body(md, p)
	if err != nil {
		return nil, err
	}
	if body != "" {
		b.WriteString(strings.TrimSpace(body) + "\n")
	}
	return []byte(strings.TrimRight(b.String(), "\n") + "\n"), nil
}

func (s *Site) body(md *markdown.Renderer, p *Page) (string, error) {
	switch {
	case p.Kind == routes.Doc:
		return p.Markdown, nil
	case p.Kind == routes.DocCategory:
		return s.category(md, p), nil
	}
	w := &dataTwin{site: s, md: md, page: p, file: p.File}
	data, _ := p.File.Data.Value.(map[string]any)
	if p.Kind == routes.ThankYou {
		data, _ = data["thankYou"].(map[string]any)
	}
	w.object(data, "", 2, true)
	if p.Markdown != "" {
		w.para(p.Markdown)
	}
	return w.b.String(), w.err
}

// inline writes a short Markdown text (a description, which may hold
// links to site paths) as one line of the twin, links made absolute.
func (s *Site) inline(md *markdown.Renderer, text string) string {
	// A description cut short (a reference page's, at its length limit)
	// can end inside a link: it keeps the link's text.
	text = cutLink.ReplaceAllString(text, "$1...")
	res := md.Render([]byte(text), markdown.Options{Model: s.Model, Twin: &markdown.TwinOptions{Base: s.URL}})
	if len(res.Errors) > 0 {
		return markdown.EscapeText(text)
	}
	return strings.Join(strings.Fields(res.Markdown), " ")
}

var cutLink = regexp.MustCompile(`\[([^\]]*)\]\([^)]*$`)

// category lists a category page's children with their descriptions.
func (s *Site) category(md *markdown.Renderer, p *Page) string {
	var b strings.Builder
	for _, card := range p.Cards {
		b.WriteString("- [" + markdown.EscapeText(card.Label) + "](" + s.URL + card.Href + ")")
		if card.Description != "" {
			b.WriteString(": " + s.inline(md, card.Description))
		}
		b.WriteString("\n")
	}
	return b.String()
}
