package twins

import (
	"bytes"
	"os"
	"path"
	"path/filepath"
	"strings"

	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// llmsSections lists the pages of llms.txt by section: one per sidebar in
// sidebar order (docs in no sidebar after them), then the other pages.
func (s *Site) llmsSections() (names []string, sections [][]*Page) {
	seen := map[string]bool{}
	for _, sb := range s.Nav.Sidebars {
		var list []*Page
		var walk func(items []*docsnav.Item)
		walk = func(items []*docsnav.Item) {
			for _, it := range items {
				if r := s.byPath[it.Href]; r != nil && r.HasTwin && !seen[r.Path] && (r.Kind == routes.Doc || r.Kind == routes.DocCategory) {
					seen[r.Path] = true
					list = append(list, r)
				}
				walk(it.Items)
			}
		}
		walk(sb.Items)
		names, sections = append(names, sb.Label), append(sections, list)
	}
	var other, pages []*Page
	for _, r := range s.Pages {
		switch {
		case !r.HasTwin || seen[r.Path]:
		case r.Kind == routes.Doc || r.Kind == routes.DocCategory:
			other = append(other, r)
		default:
			pages = append(pages, r)
		}
	}
	if len(other) > 0 {
		names, sections = append(names, "Other docs"), append(sections, other)
	}
	names, sections = append(names, "Product and company"), append(sections, pages)
	return names, sections
}

// Llms is /llms.txt (llmstxt.org): the site's title, its tagline, then
// a list of pages per section, each linking its Markdown twin.
func (s *Site) Llms(md *markdown.Renderer) []byte {
	var b strings.Builder
	b.WriteString("# " + markdown.EscapeText(s.Title) + "\n\n> " + markdown.EscapeText(s.Tagline) + "\n")
	names, sections := s.llmsSections()
	for i, list := range sections {
		b.WriteString("\n## " + markdown.EscapeText(names[i]) + "\n\n")
		for _, r := range list {
			b.WriteString("- [" + markdown.EscapeText(r.Title) + "](" + s.URL + "/" + sitefiles.TwinFile(r.Path) + ")")
			if r.Description != "" {
				b.WriteString(": " + s.inline(md, r.Description))
			}
			b.WriteString("\n")
		}
	}
	return []byte(b.String())
}

// llmsFullOrder are the docs pages of /llms-full.txt, in sidebar order.
func (s *Site) llmsFullOrder() []*Page {
	names, sections := s.llmsSections()
	var out []*Page
	for i, list := range sections {
		if i < len(names)-1 {
			out = append(out, list...)
		}
	}
	return out
}

// LlmsTxt and LlmsFullTxt are the llmstxt.org files at the site's root.
const (
	LlmsTxt     = "llms.txt"
	LlmsFullTxt = "llms-full.txt"
)

// LlmsFull is /llms-full.txt: every docs page's twin in sidebar order, read
// back from the generated data (a page not written again in this run has
// its twin there from the last).
func (s *Site) LlmsFull(outDir string) ([]byte, error) {
	var b bytes.Buffer
	b.WriteString(s.llmsFullHeader())
	for _, r := range s.llmsFullOrder() {
		twin, err := os.ReadFile(filepath.Join(outDir, Dir, filepath.FromSlash(sitefiles.TwinFile(r.Path))))
		if err != nil {
			return nil, err
		}
		b.WriteString(s.llmsFullURLLine(r))
		b.Write(twin)
	}
	return b.Bytes(), nil
}

// llmsFullHeader opens /llms-full.txt; each page follows under a line
// naming its URL.
func (s *Site) llmsFullHeader() string {
	return "# " + markdown.EscapeText(s.Title) + " documentation\n\n> " + markdown.EscapeText(s.Tagline) + "\n"
}

func (s *Site) llmsFullURLLine(r *Page) string {
	return "\nURL: " + s.URL + path.Clean("/"+sitefiles.TwinFile(r.Path)) + "\n\n"
}
