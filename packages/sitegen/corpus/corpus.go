// Package corpus writes synthetic content trees of any size for the build
// benchmarks: doc pages with front matter, 4 to 10 sections, tables, code
// blocks and relative links (with anchors) to other pages, in a sidebar of
// parts holding categories of pages, the way a large documentation site is
// shaped.
package corpus

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
)

// PagesPerCategory is how many docs share one sidebar category.
const PagesPerCategory = 50

// CategoriesPerPart is how many categories one top-level part of the sidebar
// holds. A large docs site nests its categories: 10,000 pages as a flat
// list of 200 categories would give every page a sidebar of 200 entries.
const CategoriesPerPart = 10

var (
	subjects = []string{"booking", "consolidation", "customs entry", "pickup order", "warehouse receipt", "bill of lading", "air waybill", "rate table", "carrier invoice", "proof of delivery", "container release", "cycle count", "putaway", "pick list", "packing list", "tracking event", "tariff", "fuel surcharge", "detention charge", "dock appointment"}
	verbs    = []string{"create", "review", "approve", "amend", "cancel", "reconcile", "export", "assign", "schedule", "close"}
	nouns    = []string{"the order", "the job", "each commodity", "the consignee", "the carrier", "the warehouse location", "the invoice", "the shipment", "the pallet", "the lane"}
	extras   = []string{"before the cut-off time", "for every leg of the route", "when the status changes to Booked", "once the container is gated in", "after the cargo is received", "unless the customer is on hold", "for hazardous cargo only", "at the end of each day"}
)

func sentence(r *rand.Rand) string {
	s := fmt.Sprintf("%s %s %s %s.", verbs[r.IntN(len(verbs))], nouns[r.IntN(len(nouns))], extras[r.IntN(len(extras))], "in the "+subjects[r.IntN(len(subjects))]+" screen")
	return strings.ToUpper(s[:1]) + s[1:]
}

func paragraph(r *rand.Rand) string {
	n := 3 + r.IntN(4)
	parts := make([]string, n)
	for i := range parts {
		parts[i] = sentence(r)
	}
	return strings.Join(parts, " ")
}

// sectionTitle is deterministic per page and index, so other pages can link
// to its anchor.
func sectionTitle(page, i int) string {
	return fmt.Sprintf("%s %d", strings.ToUpper(subjects[(page+i)%len(subjects)][:1])+subjects[(page+i)%len(subjects)][1:], i+1)
}

func anchor(title string) string { return strings.ReplaceAll(strings.ToLower(title), " ", "-") }

func sectionCount(page int) int { return 4 + page%7 }

func pagePath(i int) (category int, rel string) {
	category = i / PagesPerCategory
	return category, fmt.Sprintf("section-%03d/page-%05d", category, i)
}

// Route is the route of doc page i (from 0) of a corpus.
func Route(i int) string {
	_, rel := pagePath(i)
	return "/docs/" + rel
}

// Write writes a content tree of n doc pages into dir, copying site.yaml from
// the real content so the corpus builds with the same settings.
func Write(dir string, n int, siteYAML []byte) error {
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	files := map[string]string{
		"site.yaml":      string(siteYAML),
		"navbar.yaml":    "items:\n  - {type: link, position: left, label: Docs, to: /docs/section-000/page-00000}\n",
		"footer.yaml":    "columns:\n  - title: Docs\n    items:\n      - {label: First page, to: /docs/section-000/page-00000}\n",
		"pages/index.md": "---\ntitle: Synthetic corpus\ndescription: A generated documentation site used to measure the build.\n---\nStart with the [first page](/docs/section-000/page-00000).\n",
	}
	var sidebar strings.Builder
	sidebar.WriteString("userManual:\n  label: Manual\n  items:\n")
	for i := range n {
		r := rand.New(rand.NewPCG(uint64(i), 7))
		category, rel := pagePath(i)
		if i%(PagesPerCategory*CategoriesPerPart) == 0 {
			part := category / CategoriesPerPart
			fmt.Fprintf(&sidebar, "    - category: Part %d\n      slug: part-%02d\n      items:\n", part+1, part+1)
		}
		if i%PagesPerCategory == 0 {
			fmt.Fprintf(&sidebar, "        - category: Section %d\n          slug: section-%03d\n          items:\n", category, category)
		}
		fmt.Fprintf(&sidebar, "            - %s\n", rel)
		files["docs/"+rel+".md"] = page(r, i, n)
	}
	sidebar.WriteString("developer:\n  label: Developer\n  items:\n    - developer\n")
	files["docs/sidebars.yaml"] = sidebar.String()
	files["docs/developer.md"] = "---\ntitle: Developer notes\ndescription: The developer sidebar of the synthetic corpus.\n---\n## Overview\n\nSee the [first page](section-000/page-00000.md).\n"
	files["site.yaml"] = stripAnnouncementLink(files["site.yaml"])
	for rel, text := range files {
		path := filepath.Join(dir, filepath.FromSlash(rel))
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// stripAnnouncementLink keeps the announcement but drops its link, which
// points into the real site, and points the cookie banner's link (the real
// site's privacy notice) at the corpus's home page.
func stripAnnouncementLink(site string) string {
	var out []string
	for _, line := range strings.Split(site, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "content:") {
			line = `  content: "This is a synthetic corpus for build benchmarks."`
		}
		if strings.HasPrefix(line, "  link:") {
			line = `  link: {label: Home, to: /}`
		}
		out = append(out, line)
	}
	return strings.Join(out, "\n")
}

func page(r *rand.Rand, i, n int) string {
	var b strings.Builder
	title := fmt.Sprintf("%s guide %d", strings.ToUpper(subjects[i%len(subjects)][:1])+subjects[i%len(subjects)][1:], i)
	fmt.Fprintf(&b, "---\ntitle: %s\ndescription: How to %s %s for the %s workflow, page %d.\nkeywords: [%s, %s]\n---\n", title, verbs[i%len(verbs)], nouns[i%len(nouns)], subjects[i%len(subjects)], i, subjects[i%len(subjects)], verbs[i%len(verbs)])
	b.WriteString(paragraph(r) + "\n\n")
	_, self := pagePath(i)
	for s := range sectionCount(i) {
		heading := sectionTitle(i, s)
		fmt.Fprintf(&b, "## %s\n\n%s\n\n", heading, paragraph(r))
		switch s % 4 {
		case 1:
			b.WriteString("| Field | Type | Required |\n|---|---|---|\n")
			for f := range 4 {
				fmt.Fprintf(&b, "| `%sId` | integer | %v |\n", strings.ReplaceAll(subjects[(i+f)%len(subjects)], " ", ""), f%2 == 0)
			}
			b.WriteString("\n")
		case 2:
			fmt.Fprintf(&b, "```yaml\ntask: Order/Get@1\nname: order%d\ninputs:\n  orderId: \"{{ inputs.orderId }}\"\n```\n\n", s)
		case 3:
			target := r.IntN(n)
			_, rel := pagePath(target)
			link := relative(self, rel) + ".md#" + anchor(sectionTitle(target, r.IntN(sectionCount(target))))
			fmt.Fprintf(&b, ":::tip\nThe [related guide](%s) covers the same data from the other side.\n:::\n\n", link)
		}
		if s == 0 && i > 0 {
			_, prev := pagePath(i - 1)
			fmt.Fprintf(&b, "Continue from the [previous page](%s.md).\n\n", relative(self, prev))
		}
	}
	return b.String()
}

func relative(from, to string) string {
	rel, err := filepath.Rel(filepath.Dir(from), to)
	if err != nil {
		return to
	}
	return filepath.ToSlash(rel)
}
