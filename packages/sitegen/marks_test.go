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
const standInIcon = `<svg role="img" viewBox="0 0 24 24" xmlns="http://www.w3.org/2000/svg"><title>UPS</title><path d="M1 1h22v22H1z"/></svg>`

// markedTree is the base tree with a UPS integration whose front matter
// names the given mark on its line 5, and a stand-in simple-icons package
// installed where pnpm puts the site app's dependencies (when install is set).
func markedTree(t *testing.T, mark string, install bool) string {
	t.Helper()
	integration := strings.Replace(upsIntegration, "category: parcel-carriers", "mark: "+mark+"\ncategory: parcel-carriers", 1)
	root := contentTree(t, "-- integrations/ups.md --\n"+integration)
	if install {
		writeFile(t, filepath.Join(root, "apps", "site", "node_modules", "simple-icons", "icons", "ups.svg"), standInIcon)
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
	page, err := os.ReadFile(filepath.Join(opts.OutDir, "pages", "integrations", "ups.json"))
	if err != nil {
		t.Fatal(err)
	}
	if want := `"markPath":"M1 1h22v22H1z"`; !strings.Contains(string(page), want) {
		t.Errorf("the UPS page data does not carry the icon's path %s:\n%s", want, page)
	}
}

func TestPartnerMarkErrors(t *testing.T) {
	tests := []struct {
		name    string
		mark    string
		install bool
		want    string
	}{
		{"slug not in simple-icons", "upss", true, `content/integrations/ups.md:5:7: /mark: mark "upss" is not an icon of simple-icons (expected the slug of an icon in https://simpleicons.org, or no mark: the page then shows a monogram)`},
		{"simple-icons not installed", "ups", false, `content/integrations/ups.md:5:7: /mark: the simple-icons package is not installed (expected it in apps/site/node_modules: run go run mage.go install)`},
		{"not a slug", "Up-S", true, `content/integrations/ups.md:5:7: /mark: "Up-S" does not match the mark pattern (expected a simple-icons slug: lowercase letters and digits, e.g. fedex) [schemas/integration.schema.json#/properties/mark/pattern]`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			root := markedTree(t, tt.mark, tt.install)
			_, err := sitegen.Generate(options(root))
			if got := strings.Join(errorLines(err), "\n"); got != tt.want {
				t.Errorf("errors:\n%s\nwant:\n%s", got, tt.want)
			}
		})
	}
}
