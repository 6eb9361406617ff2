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
