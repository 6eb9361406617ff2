package mcpdocs

import (
	"strings"
	"testing"
	"testing/fstest"

	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// get_page answers at most MaxPageBytes: a larger twin is a tool error
// pointing at its URL, so no answer grows with what the site holds.
func TestPageAnswersAreBounded(t *testing.T) {
	pages := []search.Page{
		{URL: "/docs/rates", Title: "Rates", Kind: "doc", Lvl0: "User manual"},
		{URL: "/docs/tariffs", Title: "Tariffs", Kind: "doc", Lvl0: "User manual"},
	}
	files := sitetest.SearchFiles(t, pages)
	site := fstest.MapFS{
		sitefiles.TwinFile("/docs/rates"):   {Data: []byte("# Rates\n\nRate cards per lane.\n")},
		sitefiles.TwinFile("/docs/tariffs"): {Data: []byte("# Tariffs\n\n" + strings.Repeat("| lane | rate |\n", MaxPageBytes/15))},
	}
	for name, data := range files {
		site[name] = &fstest.MapFile{Data: data}
	}
	d, err := Load(site, "1")
	if err != nil {
		t.Fatal(err)
	}
	if md, err := d.Page(PageArgs{Path: "/docs/rates"}); err != nil || !strings.HasPrefix(md, "# Rates") {
		t.Errorf("a small page: %q, %v", md, err)
	}
	md, err := d.Page(PageArgs{Path: "/docs/tariffs"})
	if err == nil || md != "" || !strings.Contains(err.Error(), "https://freightlane.example/docs/tariffs.md") {
		t.Errorf("a page over %d bytes: %d bytes, err %v; want a tool error with its URL", MaxPageBytes, len(md), err)
	}
}
