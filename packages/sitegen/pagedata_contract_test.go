package sitegen_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/pagedata"
)

// generateRealSite builds the repository's content into a temporary folder
// and returns the site and that folder, from the repository's root.
func generateRealSite(t *testing.T) (*sitegen.Site, string) {
	t.Helper()
	t.Chdir(filepath.Join("..", ".."))
	out := t.TempDir()
	site, err := sitegen.Generate(sitegen.Options{ContentDir: "content", SchemaDir: "schemas", OutDir: out})
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	return site, out
}

// TestRealPagesMatchTheirDataTypes holds every page of the real site to its
// kind's declared data type (packages/sitegen/pagedata), which the site
// app's types are generated from: a field the generator adds, renames or
// drops without the declaration fails here.
func TestRealPagesMatchTheirDataTypes(t *testing.T) {
	site, out := generateRealSite(t)
	kinds := map[string]int{}
	for _, r := range site.Routes {
		raw, err := os.ReadFile(filepath.Join(out, "pages", filepath.FromSlash(r.Data)))
		if err != nil {
			t.Fatal(err)
		}
		var page struct {
			Kind string          `json:"kind"`
			Data json.RawMessage `json:"data"`
		}
		if err := json.Unmarshal(raw, &page); err != nil {
			t.Fatalf("%s: %v", r.Data, err)
		}
		kinds[page.Kind]++
		for _, e := range pagedata.Check(r.Kind, page.Data) {
			t.Errorf("%s (%s): %s", r.Data, r.Kind, e)
		}
	}
	if len(kinds) < 12 {
		t.Errorf("the real site has pages of %d kinds (%v); want every kind but notFound", len(kinds), kinds)
	}
}
