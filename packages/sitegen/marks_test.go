package sitegen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// standInIcon is a stand-in for one icon of the simple-icons npm package, in
// the package's own file layout (icons/<slug>.svg, one path), so that these
// trees need no node_modules.
// Its UPS is a wordmark-shaped band, 22 wide and 4 high; its data file gives
// each icon's licence as the package's data/simple-icons.json does.
const standInIcon = `<svg role="img" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><title>UPS</title><path d="M1 10h22v4H1z"/></svg>`

const standInIconData = `[{"title":"UPS","slug":"ups","hex":"150400","source":"https://www.ups.com"}]`

// markedTree is the base tree with a UPS integration whose front matter
// names the given mark on its line 5, and a stand-in simple-icons package
// installed where pnpm puts the site app's dependencies (when install is set).
func markedTree(t *testing.T, mark string, install bool) string {
	t.Helper()
	return markedTreeWithData(t, mark, install, standInIconData)
}

func markedTreeWithData(t *testing.T, mark string, install bool, iconData string) string {
	t.Helper()
	integration := strings.Replace(upsIntegration, "category: parcel-carriers", "mark: "+mark+"\ncategory: parcel-carriers", 1)
	root := contentTree(t, "-- integrations/ups.md --\n"+integration)
	if install {
		pkg := filepath.Join(root, "apps", "site", "node_modules", "simple-icons")
		writeFile(t, filepath.Join(pkg, "icons", "ups.svg"), standInIcon)
		writeFile(t, filepath.Join(pkg, "data", "simple-icons.json"), iconData)
	}
	return root
}

func TestPartnerMarkInPageData(t *testing.T) {
	root := markedTree(t, "ups", true)
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(opts.OutDir, "pages", "integrations", "ups.page"))
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`"markPath":"M1 10h22v4H1z"`, `"markViewBox":"1 10 22 4"`} {
		if !strings.Contains(string(page), want) {
			t.Errorf("the UPS page data does not carry the icon's %s:\n%s", want, page)
		}
	}
}

func TestPartnerMarkErrors(t *testing.T) {
	tests := []struct {
		name     string
		mark     string
		install  bool
		iconData string
		want     string
	}{
		{"licence asks for attribution", "ups", true, `[{"slug":"ups","license":{"type":"CC-BY-4.0"}}]`, `content/integrations/ups.md:5:7: /mark: mark "ups" is licensed CC-BY-4.0, which asks for attribution or more (expected an icon under simple-icons' own CC0 or one of [CC0-1.0 Unlicense]; leave the mark out and the page shows a lettermark)`},
		{"slug not in simple-icons", "upss", true, "", `content/integrations/ups.md:5:7: /mark: mark "upss" is not an icon of simple-icons (expected the slug of an icon in https://simpleicons.org, or no mark: the page then shows a lettermark)`},
		{"simple-icons not installed", "ups", false, "", `content/integrations/ups.md:5:7: /mark: the simple-icons package is not installed (expected it in apps/site/node_modules: run go run mage.go install)`},
		{"not a slug", "Up-S", true, "", `content/integrations/ups.md:5:7: /mark: "Up-S" does not match the mark pattern (expected a simple-icons slug: lowercase letters and digits, e.g. fedex) [schemas/integration.schema.json#/properties/mark/pattern]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			iconData := tt.iconData
			if iconData == "" {
				iconData = standInIconData
			}
			root := markedTreeWithData(t, tt.mark, tt.install, iconData)
			_, err := sitegen.Generate(options(root))
			if got := strings.Join(errorLines(err), "\n"); got != tt.want {
				t.Errorf("errors:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}
