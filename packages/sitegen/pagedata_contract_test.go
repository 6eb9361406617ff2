package sitegen_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
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

// A Markdown page's data carries its sections (the page lists them under
// its title) unless its front matter hides them, as a doc's does.
func TestMarkdownPageSectionsHidden(t *testing.T) {
	page := func(title string, hide bool) string {
		front := "---\ntitle: " + title + "\ndescription: A page with two sections for the section list.\n"
		if hide {
			front += "hide_table_of_contents: true\n"
		}
		return front + "---\n\n## Hosting\n\nText.\n\n## Encryption\n\nText.\n"
	}
	root := contentTree(t, "-- pages/shown.md --\n"+page("Shown", false)+"-- pages/hidden.md --\n"+page("Hidden", true))
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	for name, want := range map[string][]string{"shown": {"hosting", "encryption"}, "hidden": {}} {
		raw, err := os.ReadFile(filepath.Join(opts.OutDir, "pages", name+".page"))
		if err != nil {
			t.Fatal(err)
		}
		var data struct {
			Data struct{ TOC []struct{ ID string } }
		}
		if err := unmarshalPage(raw, &data); err != nil {
			t.Fatal(err)
		}
		got := []string{}
		for _, h := range data.Data.TOC {
			got = append(got, h.ID)
		}
		if !slices.Equal(got, want) {
			t.Errorf("/%s: sections %q, want %q", name, got, want)
		}
	}
}
