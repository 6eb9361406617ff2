package sitegen_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/pagedata"
)

// TestRealPagesMatchTheirDataTypes holds every page of the real site to its
// kind's declared data type (packages/sitegen/pagedata), which the site
// app's types are generated from: a field the generator adds, renames or
// drops without the declaration fails here.
func TestRealPagesMatchTheirDataTypes(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	out := t.TempDir()
	site, err := sitegen.Generate(sitegen.Options{ContentDir: "content", SchemaDir: "schemas", OutDir: out})
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
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
