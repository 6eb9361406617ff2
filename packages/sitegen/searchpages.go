package sitegen

import (
	"fmt"
	"sort"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/searchdata"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

func (s *Site) searchFile(pages []search.Page) sitefiles.SearchFile {
	return sitefiles.SearchFile{URL: s.siteURL(), Pages: pages, Synonyms: s.SearchOptions().Synonyms}
}

// SearchOptions are the search index's options for the site: the synonyms
// of content/search/synonyms.yaml (none when the file is absent).
func (s *Site) SearchOptions() search.Options {
	var opts search.Options
	if f := s.Content.File("search/synonyms.yaml"); f != nil {
		_ = f.Decode(&opts.Synonyms) // validated by its schema when loaded
	}
	return opts
}

// checkSynonyms reports the synonyms the search cannot use, at their
// position in the file.
func (s *Site) checkSynonyms() position.List {
	f := s.Content.File("search/synonyms.yaml")
	if f == nil {
		return nil
	}
	var errs position.List
	problems := s.SearchOptions().Synonyms.SynonymProblems()
	pointers := make([]string, 0, len(problems))
	for p := range problems {
		pointers = append(pointers, p)
	}
	sort.Strings(pointers)
	for _, p := range pointers {
		errs = append(errs, position.Errorf(f.Data.Position(p), "%s: %q %s", p, scalar(f, p), problems[p]))
	}
	return errs
}

func scalar(f *content.File, pointer string) string {
	text, _ := f.Data.ScalarText(pointer)
	return text
}

// SearchPages returns the indexable pages of the site: every route that is
// not marked NoIndex, with its rendered sections, its front-matter keywords,
// and the sections of its YAML data.
func (s *Site) SearchPages() []search.Page {
	labels := map[string]string{}
	for _, sb := range s.Nav.Sidebars {
		labels[sb.Name] = sb.Label
	}
	var pages []search.Page
	for _, r := range s.Routes {
		if r.NoIndex {
			continue
		}
		p := search.Page{URL: r.Path, Title: r.Title, Kind: string(r.Kind), Lvl0: s.searchGroup(r, labels), Description: r.Description}
		data, _ := r.source.Data.Value.(map[string]any)
		if r.source.Kind == content.KindDoc {
			if list, ok := data["keywords"].([]any); ok {
				for _, k := range list {
					p.Keywords = append(p.Keywords, fmt.Sprint(k))
				}
			}
		}
		if r.Kind != routes.Doc && r.Kind != routes.DocCategory && r.Kind != routes.Page && r.Kind != routes.Search {
			v := data
			if r.Kind == routes.Integration {
				v = map[string]any{}
				for _, k := range []string{"summary", "dataFlows", "setup", "limits"} {
					for _, key := range []string{k, k + "Html"} {
						if x, ok := data[key]; ok {
							v[key] = x
						}
					}
				}
			}
			p.Sections = searchdata.DataSections(v, func(ptr string) int { return r.source.Data.Position(ptr).Line })
		}
		if r.rendered != nil {
			secs := searchdata.MarkdownSections(r.rendered.Sections)
			if len(p.Sections) > 0 && len(secs) > 0 && secs[0].Heading == "" {
				p.Sections[0].Text = search.JoinText(p.Sections[0].Text, secs[0].Text)
				p.Sections[0].Code = search.JoinText(p.Sections[0].Code, secs[0].Code)
				secs = secs[1:]
			}
			p.Sections = append(p.Sections, secs...)
		}
		pages = append(pages, p)
	}
	return pages
}

// searchGroup is the result group a page's hits are shown under.
func (s *Site) searchGroup(r *Route, labels map[string]string) string {
	switch r.Kind {
	case routes.Doc, routes.DocCategory:
		if l := labels[s.Nav.SidebarOf[r.Path]]; l != "" {
			return l
		}
		return "Documentation"
	case routes.Solution, routes.SolutionsIndex:
		return "Solutions"
	case routes.Integration, routes.IntegrationsIndex:
		return "Integrations"
	}
	return "Company"
}
