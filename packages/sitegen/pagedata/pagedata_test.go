package pagedata

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/gents"
	"github.com/freightlane/website/packages/sitegen/routes"
)

func TestEveryKindHasOneType(t *testing.T) {
	for _, k := range routes.Kinds {
		if ByKind[k] == nil {
			t.Errorf("page kind %q has no data type in ByKind", k)
		}
	}
	if len(ByKind) != len(routes.Kinds) {
		t.Errorf("ByKind has %d kinds, routes.Kinds %d: a type for a kind that is not listed", len(ByKind), len(routes.Kinds))
	}
}

func TestTypeScriptIsUpToDate(t *testing.T) {
	if err := gents.Check(filepath.Join("..", "..", ".."), TypeScriptFile); err != nil {
		t.Error(err)
	}
}

func TestTypeScriptDeclaresEachKind(t *testing.T) {
	ts := string(TypeScript())
	for _, want := range []string{
		"  'careers',\n",
		"  careers: CareersData;\n",
		"export type CareersData = {\n",
		"  per: 'year' | 'hour';\n",
		"  callToAction?: CallToAction;\n",
		"  prev: Neighbour | null;\n",
		"  breadcrumbs: Crumb[] | null;\n",
		"  sidebarItems?: SidebarEntry[];\n",
		"export type SearchData = Record<string, never>;\n",
	} {
		if !strings.Contains(ts, want) {
			t.Errorf("the TypeScript lacks %q", want)
		}
	}
}

func TestCheck(t *testing.T) {
	ok := `{"title":"T","message":"M"}`
	if errs := Check(routes.ThankYou, []byte(ok)); len(errs) != 0 {
		t.Errorf("valid thank-you data: %v", errs)
	}
	cases := map[string]struct {
		kind routes.Kind
		data string
		want string
	}{
		"unknown key":   {routes.ThankYou, `{"title":"T","message":"M","extra":1}`, `/: "extra" is not a field of ThankYou`},
		"missing":       {routes.ThankYou, `{"title":"T"}`, `/: no "message" (the type ThankYou requires it)`},
		"wrong type":    {routes.ThankYou, `{"title":"T","message":3}`, `/message: 3 is not a string`},
		"null":          {routes.ThankYou, `{"title":null,"message":"M"}`, `/: "title" is null`},
		"nested":        {routes.ThankYou, `{"title":"T","message":"M","nextSteps":{"title":"N","items":[{"label":"L","text":"x"}]}}`, `/nextSteps/items/0: no "to"`},
		"enum":          {routes.Integration, `{"id":"a","title":"A","category":"c","categoryLabel":"C","summary":"s","dataFlows":[{"direction":"sideways","data":"d","detail":"d","howItWorks":"/integrations/a"}],"workflowTasks":[],"setup":[],"setupHtml":[],"limits":[],"limitsHtml":[],"html":"","toc":[]}`, `/dataFlows/0/direction: sideways is none of 'outbound' | 'inbound' | 'both'`},
		"unknown kind":  {routes.Kind("blog"), `{}`, `no data type for the page kind "blog"`},
		"not an object": {routes.Search, `[]`, `/: [] is not an object`},
	}
	for name, c := range cases {
		errs := Check(c.kind, []byte(c.data))
		if len(errs) != 1 || !strings.HasPrefix(errs[0], c.want) {
			t.Errorf("%s: errors %q, want one starting %q", name, errs, c.want)
		}
	}
	// A nullable field may be null; an optional one may be missing.
	doc := `{"docId":"x","html":"","toc":[],"breadcrumbs":null,"prev":null,"next":{"title":"N","href":"/n"}}`
	if errs := Check(routes.Doc, []byte(doc)); len(errs) != 0 {
		t.Errorf("valid doc data: %v", errs)
	}
}
