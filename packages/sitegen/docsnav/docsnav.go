// Package docsnav builds the docs' navigation from content/docs/sidebars.yaml:
// the sidebar trees, generated category pages, breadcrumbs and the
// previous/next order. It reports sidebars that name missing docs and docs
// that belong to no sidebar.
package docsnav

import (
	"sort"
	"strconv"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// CategoryPrefix is the route prefix of generated category pages.
const CategoryPrefix = "/docs/category/"

// Doc is what navigation needs to know of one doc page.
type Doc struct {
	ID           string
	Path         string
	Title        string
	SidebarLabel string
	Description  string
	// NoSidebar is set by `displayed_sidebar: null`.
	NoSidebar bool
	// Generated names the reference folder a generated page comes from.
	Generated string
	// Pos is where the doc is defined, for errors about it.
	Pos position.Position
	// NoSidebarPos is where `displayed_sidebar: null` is written.
	NoSidebarPos position.Position
}

func (d *Doc) label() string {
	if d.SidebarLabel != "" {
		return d.SidebarLabel
	}
	return d.Title
}

// Item is one entry of a sidebar: a link to a doc, or a category.
type Item struct {
	Type        string  `json:"type"` // "link" or "category"
	Label       string  `json:"label"`
	Href        string  `json:"href,omitempty"`
	DocID       string  `json:"docId,omitempty"`
	Description string  `json:"description,omitempty"`
	Collapsed   bool    `json:"collapsed,omitempty"`
	Items       []*Item `json:"items,omitempty"`
}

// Sidebar is one named sidebar.
type Sidebar struct {
	Name  string  `json:"name"`
	Label string  `json:"label"`
	Items []*Item `json:"items"`
}

// Category is a generated /docs/category/<slug> page.
type Category struct {
	Slug        string
	Path        string
	Label       string
	Description string
	Sidebar     string
	Items       []*Item
}

// Crumb is one step of a breadcrumb trail; the last has no Href.
type Crumb struct {
	Label string `json:"label"`
	Href  string `json:"href,omitempty"`
}

// Neighbour is a previous or next page.
type Neighbour struct {
	Title string `json:"title"`
	Href  string `json:"href"`
}

// Nav is the docs' navigation.
type Nav struct {
	Sidebars   []*Sidebar
	Categories []*Category
	// SidebarOf maps a route to the sidebar it shows.
	SidebarOf map[string]string
	crumbs    map[string][]Crumb
	order     map[string][]string // sidebar -> routes in reading order
	place     map[string]int      // route -> its index in its sidebar's order
	titles    map[string]string   // route -> title for prev/next
}

// SidebarNames are the sidebars' keys in sidebars.yaml, in display order.
var SidebarNames = []string{"userManual", "developer"}

type rawItem struct {
	Doc         string
	Generated   string
	Category    string
	Slug        string
	Description string
	Collapsed   *bool
	Items       []rawItem
	pointer     string
}

// Build reads the sidebars document and places every doc in it.
func Build(sidebars *yamlsrc.Document, docs []*Doc) (*Nav, position.List) {
	b := &builder{
		doc:    sidebars,
		docs:   map[string]*Doc{},
		byGen:  map[string][]*Doc{},
		placed: map[string]string{},
		nav: &Nav{
			SidebarOf: map[string]string{},
			crumbs:    map[string][]Crumb{},
			order:     map[string][]string{},
			place:     map[string]int{},
			titles:    map[string]string{},
		},
	}
	for _, d := range docs {
		b.docs[d.ID] = d
		if d.Generated != "" {
			b.byGen[d.Generated] = append(b.byGen[d.Generated], d)
		}
	}
	for _, list := range b.byGen {
		sort.Slice(list, func(i, j int) bool { return list[i].label() < list[j].label() })
	}
	root, _ := sidebars.Value.(map[string]any)
	for _, name := range SidebarNames {
		raw, _ := root[name].(map[string]any)
		label, _ := raw["label"].(string)
		sb := &Sidebar{Name: name, Label: label}
		b.sidebar = name
		sb.Items = b.items(raw["items"], "/"+name+"/items", nil)
		b.nav.Sidebars = append(b.nav.Sidebars, sb)
	}
	for _, d := range docs {
		if _, ok := b.placed[d.ID]; !ok && !d.NoSidebar {
			b.errs = append(b.errs, position.Errorf(d.Pos, "doc %q is in no sidebar (expected it in %s, or `displayed_sidebar: null` in its front matter)", d.ID, sidebars.File))
		}
		if sb, ok := b.placed[d.ID]; ok && d.NoSidebar {
			pos := d.NoSidebarPos
			if pos.File == "" {
				pos = d.Pos
			}
			b.errs = append(b.errs, position.Errorf(pos, "/displayed_sidebar: doc %q declares `displayed_sidebar: null` but the %s sidebar lists it (expected one or the other)", d.ID, sb))
		}
	}
	return b.nav, b.errs
}

type builder struct {
	doc     *yamlsrc.Document
	docs    map[string]*Doc
	byGen   map[string][]*Doc
	placed  map[string]string
	sidebar string
	nav     *Nav
	errs    position.List
}

func (b *builder) items(v any, pointer string, trail []Crumb) []*Item {
	list, _ := v.([]any)
	var out []*Item
	for i, raw := range list {
		p := pointer + "/" + strconv.Itoa(i)
		switch it := raw.(type) {
		case string:
			if item := b.link(it, p, trail); item != nil {
				out = append(out, item)
			}
		case map[string]any:
			if gen, ok := it["generated"].(string); ok {
				if len(b.byGen[gen]) == 0 {
					b.errs = append(b.errs, position.Errorf(b.doc.Position(p), "%s: no pages are generated from content/reference/%s (expected at least one file there)", p, gen))
				}
				for _, d := range b.byGen[gen] {
					out = append(out, b.link(d.ID, p, trail))
				}
				continue
			}
			out = append(out, b.category(it, p, trail))
		}
	}
	return out
}

func (b *builder) link(id, pointer string, trail []Crumb) *Item {
	d, ok := b.docs[id]
	if !ok {
		b.errs = append(b.errs, position.Errorf(b.doc.Position(pointer), "%s: no doc with id %q (expected a file content/docs/%s.md or a generated reference page)", pointer, id, id))
		return nil
	}
	if prev, dup := b.placed[id]; dup {
		b.errs = append(b.errs, position.Errorf(b.doc.Position(pointer), "%s: doc %q is listed twice (already in the %s sidebar; expected once)", pointer, id, prev))
		return nil
	}
	b.placed[id] = b.sidebar
	b.visit(d.Path, d.Title, trail, d.label())
	return &Item{Type: "link", Label: d.label(), Href: d.Path, DocID: d.ID}
}

func (b *builder) visit(route, title string, trail []Crumb, label string) {
	b.nav.SidebarOf[route] = b.sidebar
	b.nav.place[route] = len(b.nav.order[b.sidebar])
	b.nav.order[b.sidebar] = append(b.nav.order[b.sidebar], route)
	b.nav.titles[route] = title
	b.nav.crumbs[route] = append(append([]Crumb{}, trail...), Crumb{Label: label})
}

func (b *builder) category(raw map[string]any, pointer string, trail []Crumb) *Item {
	label, _ := raw["category"].(string)
	slug, _ := raw["slug"].(string)
	desc, _ := raw["description"].(string)
	collapsed := true
	if c, ok := raw["collapsed"].(bool); ok {
		collapsed = c
	}
	item := &Item{Type: "category", Label: label, Description: desc, Collapsed: collapsed}
	var cat *Category
	if slug != "" {
		item.Href = CategoryPrefix + slug
		for _, c := range b.nav.Categories {
			if c.Slug == slug {
				b.errs = append(b.errs, position.Errorf(b.doc.Position(pointer+"/slug"), "%s/slug: category slug %q is used twice (expected each once)", pointer, slug))
			}
		}
		cat = &Category{Slug: slug, Path: item.Href, Label: label, Description: desc, Sidebar: b.sidebar}
		b.nav.Categories = append(b.nav.Categories, cat)
		b.visit(item.Href, label, trail, label)
	}
	inner := append(append([]Crumb{}, trail...), Crumb{Label: label, Href: item.Href})
	item.Items = b.items(raw["items"], pointer+"/items", inner)
	if cat != nil {
		cat.Items = item.Items
	}
	return item
}

// Breadcrumbs returns the trail to a route, ending with its own label.
func (n *Nav) Breadcrumbs(route string) []Crumb { return n.crumbs[route] }

// Neighbours returns the previous and next pages of a route in its sidebar's
// reading order.
func (n *Nav) Neighbours(route string) (prev, next *Neighbour) {
	i, ok := n.place[route]
	if !ok {
		return nil, nil
	}
	order := n.order[n.SidebarOf[route]]
	if i > 0 {
		prev = &Neighbour{Title: n.titles[order[i-1]], Href: order[i-1]}
	}
	if i+1 < len(order) {
		next = &Neighbour{Title: n.titles[order[i+1]], Href: order[i+1]}
	}
	return prev, next
}

// Title returns the title of a page in the sidebars.
func (n *Nav) Title(route string) string { return n.titles[route] }

// Pruned returns the items of a sidebar as the page at route shows them:
// categories on the way to the route keep their items; a category elsewhere
// that has its own page becomes a link to it (its page shows it open), and
// one without keeps its items, pruned the same way. A page's sidebar thus
// stays small however large the sidebar grows. The items keep only what the
// sidebar shows (labels, links, open state): no doc ids or descriptions, as
// every page carries its sidebar. For many pages of one sidebar, NewPruner
// finds the way to each page without searching.
func Pruned(items []*Item, route string) []*Item { return NewPruner(items).Pruned(route) }

// Pruner prunes one sidebar for each of its pages.
type Pruner struct {
	items []*Item
	// onPath maps a route to the categories it is in or is the page of.
	onPath map[string]map[*Item]bool
}

// NewPruner indexes a sidebar: which categories lead to each route.
func NewPruner(items []*Item) *Pruner {
	p := &Pruner{items: items, onPath: map[string]map[*Item]bool{}}
	var walk func(list []*Item, above []*Item)
	walk = func(list []*Item, above []*Item) {
		for _, it := range list {
			trail := above
			if it.Type == "category" {
				trail = append(above[:len(above):len(above)], it)
			}
			if it.Href != "" {
				set := p.onPath[it.Href]
				if set == nil {
					set = map[*Item]bool{}
					p.onPath[it.Href] = set
				}
				for _, c := range trail {
					set[c] = true
				}
			}
			walk(it.Items, trail)
		}
	}
	walk(items, nil)
	return p
}

// Pruned returns the sidebar as the page at route shows it (see Pruned).
func (p *Pruner) Pruned(route string) []*Item { return prune(p.items, p.onPath[route]) }

func prune(items []*Item, onPath map[*Item]bool) []*Item {
	out := make([]*Item, 0, len(items))
	for _, it := range items {
		switch {
		case it.Type != "category":
			out = append(out, &Item{Type: it.Type, Label: it.Label, Href: it.Href})
		case onPath[it] || it.Href == "":
			out = append(out, &Item{Type: it.Type, Label: it.Label, Href: it.Href, Collapsed: it.Collapsed && !onPath[it], Items: prune(it.Items, onPath)})
		default:
			out = append(out, &Item{Type: "link", Label: it.Label, Href: it.Href})
		}
	}
	return out
}
