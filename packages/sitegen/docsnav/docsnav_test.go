package docsnav_test

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

const sidebarsYAML = `userManual:
  label: User manual
  items:
    - intro
    - category: Accounting
      slug: accounting
      description: Money matters.
      items:
        - accounting/charges
        - category: Rates
          collapsed: false
          items:
            - accounting/rates
    - category: Operations
      slug: operations
      items:
        - ops/jobs
developer:
  label: Developer guide
  items:
    - dev/intro
    - category: Entities
      slug: entities
      items:
        - generated: entities
`

func doc(id, title string) *docsnav.Doc {
	return &docsnav.Doc{ID: id, Path: "/docs/" + id, Title: title, Pos: position.Position{File: "content/docs/" + id + ".md", Line: 1, Col: 1}}
}

func generated(name, title string) *docsnav.Doc {
	d := doc("development/entities/"+name, title)
	d.Generated = "entities"
	return d
}

func build(t *testing.T, sidebars string, docs ...*docsnav.Doc) (*docsnav.Nav, []string) {
	t.Helper()
	sb, err := yamlsrc.Parse("content/docs/sidebars.yaml", []byte(sidebars), 0)
	if err != nil {
		t.Fatal(err)
	}
	nav, errs := docsnav.Build(sb, docs)
	var lines []string
	for _, e := range errs.Sort() {
		lines = append(lines, e.Error())
	}
	return nav, lines
}

func allDocs() []*docsnav.Doc {
	charges := doc("accounting/charges", "Charges and fees")
	charges.SidebarLabel = "Charges"
	return []*docsnav.Doc{
		doc("intro", "Introduction"),
		charges,
		doc("accounting/rates", "Rates"),
		doc("ops/jobs", "Jobs"),
		doc("dev/intro", "Developer intro"),
		// Generated pages are listed by label, whatever their order here.
		generated("shipment", "Shipment"),
		generated("contact", "Contact"),
		generated("order", "Order"),
	}
}

func TestBuild(t *testing.T) {
	nav, errs := build(t, sidebarsYAML, allDocs()...)
	if len(errs) > 0 {
		t.Fatalf("errors:\n%s", strings.Join(errs, "\n"))
	}
	got, err := json.Marshal(nav.Sidebars)
	if err != nil {
		t.Fatal(err)
	}
	want := `[{"name":"userManual","label":"User manual","items":[` +
		`{"type":"link","label":"Introduction","href":"/docs/intro","docId":"intro"},` +
		`{"type":"category","label":"Accounting","href":"/docs/category/accounting","description":"Money matters.","collapsed":true,"items":[` +
		`{"type":"link","label":"Charges","href":"/docs/accounting/charges","docId":"accounting/charges"},` +
		`{"type":"category","label":"Rates","items":[{"type":"link","label":"Rates","href":"/docs/accounting/rates","docId":"accounting/rates"}]}]},` +
		`{"type":"category","label":"Operations","href":"/docs/category/operations","collapsed":true,"items":[{"type":"link","label":"Jobs","href":"/docs/ops/jobs","docId":"ops/jobs"}]}]},` +
		`{"name":"developer","label":"Developer guide","items":[` +
		`{"type":"link","label":"Developer intro","href":"/docs/dev/intro","docId":"dev/intro"},` +
		`{"type":"category","label":"Entities","href":"/docs/category/entities","collapsed":true,"items":[` +
		`{"type":"link","label":"Contact","href":"/docs/development/entities/contact","docId":"development/entities/contact"},` +
		`{"type":"link","label":"Order","href":"/docs/development/entities/order","docId":"development/entities/order"},` +
		`{"type":"link","label":"Shipment","href":"/docs/development/entities/shipment","docId":"development/entities/shipment"}]}]}]`
	if string(got) != want {
		t.Errorf("sidebars:\n%s\nwant:\n%s", got, want)
	}
	if nav.SidebarOf["/docs/ops/jobs"] != "userManual" || nav.SidebarOf["/docs/development/entities/order"] != "developer" || nav.SidebarOf["/docs/category/entities"] != "developer" {
		t.Errorf("SidebarOf = %v", nav.SidebarOf)
	}
	if got := nav.Title("/docs/accounting/charges"); got != "Charges and fees" {
		t.Errorf("Title = %q, want the doc's title, not its sidebar label", got)
	}
}

func TestCategories(t *testing.T) {
	nav, _ := build(t, sidebarsYAML, allDocs()...)
	var got []string
	for _, c := range nav.Categories {
		var items []string
		for _, it := range c.Items {
			items = append(items, it.Label)
		}
		got = append(got, c.Sidebar+" "+c.Path+" "+c.Label+" ["+strings.Join(items, ", ")+"] "+strconv.Itoa(len(c.Items)))
	}
	// A category without a slug (Rates) has no page of its own.
	want := []string{
		"userManual /docs/category/accounting Accounting [Charges, Rates] 2",
		"userManual /docs/category/operations Operations [Jobs] 1",
		"developer /docs/category/entities Entities [Contact, Order, Shipment] 3",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("categories:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestBreadcrumbs(t *testing.T) {
	nav, _ := build(t, sidebarsYAML, allDocs()...)
	tests := []struct {
		route string
		want  []docsnav.Crumb
	}{
		{"/docs/intro", []docsnav.Crumb{{Label: "Introduction"}}},
		{"/docs/accounting/charges", []docsnav.Crumb{{Label: "Accounting", Href: "/docs/category/accounting"}, {Label: "Charges"}}},
		{"/docs/accounting/rates", []docsnav.Crumb{{Label: "Accounting", Href: "/docs/category/accounting"}, {Label: "Rates"}, {Label: "Rates"}}},
		{"/docs/category/accounting", []docsnav.Crumb{{Label: "Accounting"}}},
		{"/docs/development/entities/order", []docsnav.Crumb{{Label: "Entities", Href: "/docs/category/entities"}, {Label: "Order"}}},
		{"/docs/nowhere", nil},
	}
	for _, tt := range tests {
		if got := nav.Breadcrumbs(tt.route); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Breadcrumbs(%s) = %+v, want %+v", tt.route, got, tt.want)
		}
	}
}

func TestNeighbours(t *testing.T) {
	nav, _ := build(t, sidebarsYAML, allDocs()...)
	// Reading order runs through categories and their pages and stops at the
	// end of each sidebar.
	tests := []struct{ route, prev, next string }{
		{"/docs/intro", "", "Accounting /docs/category/accounting"},
		{"/docs/category/accounting", "Introduction /docs/intro", "Charges and fees /docs/accounting/charges"},
		{"/docs/accounting/charges", "Accounting /docs/category/accounting", "Rates /docs/accounting/rates"},
		{"/docs/accounting/rates", "Charges and fees /docs/accounting/charges", "Operations /docs/category/operations"},
		{"/docs/ops/jobs", "Operations /docs/category/operations", ""},
		{"/docs/dev/intro", "", "Entities /docs/category/entities"},
		{"/docs/development/entities/contact", "Entities /docs/category/entities", "Order /docs/development/entities/order"},
		{"/docs/development/entities/shipment", "Order /docs/development/entities/order", ""},
		{"/docs/nowhere", "", ""},
	}
	show := func(n *docsnav.Neighbour) string {
		if n == nil {
			return ""
		}
		return n.Title + " " + n.Href
	}
	for _, tt := range tests {
		prev, next := nav.Neighbours(tt.route)
		if show(prev) != tt.prev || show(next) != tt.next {
			t.Errorf("Neighbours(%s) = %q, %q; want %q, %q", tt.route, show(prev), show(next), tt.prev, tt.next)
		}
	}
}

func TestBuildErrors(t *testing.T) {
	sidebars := `userManual:
  label: User manual
  items:
    - intro
    - missing
    - intro
developer:
  label: Developer guide
  items:
    - category: A
      slug: same
      items: [dev/intro]
    - category: B
      slug: same
      items: []
`
	lonely := doc("lonely", "Lonely")
	both := doc("dev/intro", "Dev")
	both.NoSidebar = true
	hidden := doc("hidden", "Hidden")
	hidden.NoSidebar = true
	_, errs := build(t, sidebars, doc("intro", "Intro"), lonely, both, hidden)
	want := []string{
		`content/docs/dev/intro.md:1:1: /displayed_sidebar: doc "dev/intro" declares ` + "`displayed_sidebar: null`" + ` but the developer sidebar lists it (expected one or the other)`,
		`content/docs/lonely.md:1:1: doc "lonely" is in no sidebar (expected it in content/docs/sidebars.yaml, or ` + "`displayed_sidebar: null`" + ` in its front matter)`,
		`content/docs/sidebars.yaml:5:7: /userManual/items/1: no doc with id "missing" (expected a file content/docs/missing.md or a generated reference page)`,
		`content/docs/sidebars.yaml:6:7: /userManual/items/2: doc "intro" is listed twice (already in the userManual sidebar; expected once)`,
		`content/docs/sidebars.yaml:14:13: /developer/items/1/slug: category slug "same" is used twice (expected each once)`,
	}
	if strings.Join(errs, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(errs, "\n"), strings.Join(want, "\n"))
	}
}

func TestBuildErrorEmptyGenerated(t *testing.T) {
	sidebars := "userManual:\n  label: U\n  items:\n    - generated: components\ndeveloper:\n  label: D\n  items: []\n"
	_, errs := build(t, sidebars)
	want := `content/docs/sidebars.yaml:4:7: /userManual/items/0: no pages are generated from content/reference/components (expected at least one file there)`
	if strings.Join(errs, "\n") != want {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(errs, "\n"), want)
	}
}

func TestPruned(t *testing.T) {
	link := func(label, href string) *docsnav.Item { return &docsnav.Item{Type: "link", Label: label, Href: href} }
	items := []*docsnav.Item{
		link("Features", "/docs/features"),
		{Type: "category", Label: "Accounting", Href: "/docs/category/accounting", Collapsed: true, Items: []*docsnav.Item{link("Rates", "/docs/rates")}},
		{Type: "category", Label: "Operations", Href: "/docs/category/operations", Collapsed: true, Items: []*docsnav.Item{
			link("Jobs", "/docs/jobs"),
			{Type: "category", Label: "Warehouse", Href: "/docs/category/warehouse", Collapsed: true, Items: []*docsnav.Item{link("Picking", "/docs/picking")}},
		}},
		{Type: "category", Label: "Entities", Collapsed: true, Items: []*docsnav.Item{link("Order", "/docs/entities/order")}},
	}
	got := docsnav.Pruned(items, "/docs/jobs")
	var shape []string
	var walk func(prefix string, list []*docsnav.Item)
	walk = func(prefix string, list []*docsnav.Item) {
		for _, it := range list {
			shape = append(shape, fmt.Sprintf("%s%s %s collapsed=%v", prefix, it.Type, it.Label, it.Collapsed))
			walk(prefix+"  ", it.Items)
		}
	}
	walk("", got)
	want := []string{
		"link Features collapsed=false",
		"category Accounting collapsed=true",
		"category Operations collapsed=false",
		"  link Jobs collapsed=false",
		"  category Warehouse collapsed=true",
		"category Entities collapsed=true",
		"  link Order collapsed=false",
	}
	if strings.Join(shape, "\n") != strings.Join(want, "\n") {
		t.Errorf("Pruned(…, /docs/jobs) =\n%s\nwant\n%s", strings.Join(shape, "\n"), strings.Join(want, "\n"))
	}
	if items[1].Type != "category" || len(items[2].Items) != 2 {
		t.Error("Pruned changed the sidebar it was given")
	}
}

// TestAutogenerated: an `autogenerated:` item lists the docs directly in its
// folder (not deeper, not generated reference pages) by sidebar_position,
// those without one last, then by label; prev/next follow that order.
func TestAutogenerated(t *testing.T) {
	sidebars := "userManual:\n  label: U\n  items:\n    - intro\n    - autogenerated: ops\ndeveloper:\n  label: D\n  items:\n    - ops/deep/inner\n"
	third := doc("ops/zeta", "Zeta")
	third.SidebarPosition = 3
	first := doc("ops/yard", "Yard")
	first.SidebarPosition = 1
	labelled := doc("ops/aardvark", "Aardvark")
	labelled.SidebarLabel = "Wharf"
	nav, errs := build(t, sidebars, doc("intro", "Intro"), third, doc("ops/moves", "Moves"), first, labelled, doc("ops/deep/inner", "Inner"))
	if len(errs) > 0 {
		t.Fatalf("errors:\n%s", strings.Join(errs, "\n"))
	}
	var got []string
	for _, it := range nav.Sidebars[0].Items {
		got = append(got, it.Label)
	}
	want := []string{"Intro", "Yard", "Zeta", "Moves", "Wharf"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("user manual items = %q, want %q", got, want)
	}
	if prev, next := nav.Neighbours("/docs/ops/zeta"); prev.Href != "/docs/ops/yard" || next.Href != "/docs/ops/moves" {
		t.Errorf("neighbours of zeta = %v, %v", prev, next)
	}
}

func TestAutogeneratedErrors(t *testing.T) {
	sidebars := "userManual:\n  label: U\n  items:\n    - intro\n    - autogenerated: nowhere\n    - autogenerated: ops\ndeveloper:\n  label: D\n  items:\n    - ops/jobs\n"
	_, errs := build(t, sidebars, doc("intro", "Intro"), doc("ops/jobs", "Jobs"))
	want := []string{
		`content/docs/sidebars.yaml:5:22: /userManual/items/1/autogenerated: no docs in content/docs/nowhere (expected a folder with .md files directly in it)`,
		`content/docs/sidebars.yaml:10:7: /developer/items/0: doc "ops/jobs" is listed twice (already in the userManual sidebar; expected once)`,
	}
	if strings.Join(errs, "\n") != strings.Join(want, "\n") {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(errs, "\n"), strings.Join(want, "\n"))
	}
}

// TestGeneratedListedTwice: a generated entry in both sidebars is an error
// at the second, which lists nothing rather than empty items.
func TestGeneratedListedTwice(t *testing.T) {
	sidebars := "userManual:\n  label: U\n  items:\n    - generated: entities\ndeveloper:\n  label: D\n  items:\n    - generated: entities\n"
	nav, errs := build(t, sidebars, generated("order", "Order"))
	want := `content/docs/sidebars.yaml:8:7: /developer/items/0: doc "development/entities/order" is listed twice (already in the userManual sidebar; expected once)`
	if strings.Join(errs, "\n") != want {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(errs, "\n"), want)
	}
	if items := nav.Sidebars[1].Items; len(items) != 0 {
		t.Errorf("developer items = %v, want none", items)
	}
}

func TestSameLabelTwiceInOneList(t *testing.T) {
	// A page labelled "Examples" next to a category "Examples"; the same label in another list is fine.
	sidebars := "developer:\n  label: D\n  items:\n    - ex\n    - category: Examples\n      items:\n        - walk\n    - category: Other\n      items:\n        - other/ex\n"
	doc := func(id, label string) *docsnav.Doc {
		return &docsnav.Doc{ID: id, Title: label, SidebarLabel: label, Path: "/docs/" + id}
	}
	_, errs := build(t, sidebars, doc("ex", "Examples"), doc("walk", "Walkthrough"), doc("other/ex", "Examples"))
	want := `content/docs/sidebars.yaml:5:7: /developer/items/1: the label "Examples" is already used by /developer/items/0 in the same list (expected each entry of a sidebar list to have its own label: set the doc's sidebar_label or rename the category)`
	if strings.Join(errs, "\n") != want {
		t.Errorf("errors:\n%s\nwant:\n%s", strings.Join(errs, "\n"), want)
	}
}
