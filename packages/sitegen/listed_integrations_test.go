package sitegen_test

import (
	"path/filepath"
	"slices"
	"testing"

	"github.com/freightlane/website/packages/sitegen/routes"
)

// TestCardPagesCarryTheIntegrationsTheyDraw builds the real site: the home
// and solution pages carry, of all integrations, the ones their
// integrations.ids list (each with its mark's path data, which would
// otherwise weigh in their HTML for nothing); the integrations index, which
// draws every one, carries them all.
func TestCardPagesCarryTheIntegrationsTheyDraw(t *testing.T) {
	site, out := generateRealSite(t)
	var all []string
	for _, r := range site.Routes {
		if r.Kind == routes.Integration {
			all = append(all, filepath.Base(r.Path))
		}
	}
	slices.Sort(all)
	carried := func(data map[string]any) []string {
		var ids []string
		for _, it := range data["integrationList"].([]any) {
			ids = append(ids, it.(map[string]any)["id"].(string))
		}
		slices.Sort(ids)
		return ids
	}
	checked := 0
	for _, r := range site.Routes {
		data := readPage(t, out, r.Path)["data"].(map[string]any)
		switch r.Kind {
		case routes.Home, routes.Solution:
			var listed []string
			for _, id := range data["integrations"].(map[string]any)["ids"].([]any) {
				listed = append(listed, id.(string))
			}
			slices.Sort(listed)
			if got := carried(data); !slices.Equal(got, listed) || len(got) == 0 {
				t.Errorf("%s carries integrations %q, want the ones it lists, %q", r.Path, got, listed)
			}
			if len(listed) == len(all) {
				t.Errorf("%s lists every integration: the test cannot tell a filtered list from the whole", r.Path)
			}
			checked++
		case routes.IntegrationsIndex:
			if got := carried(data); !slices.Equal(got, all) {
				t.Errorf("%s carries integrations %q, want every one, %q", r.Path, got, all)
			}
		}
	}
	if checked < 2 {
		t.Errorf("checked %d home and solution pages, want the home page and every solution", checked)
	}
}
