package search_test

import (
	"sync"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/search"
)

// sitePages are the search pages of the real content, loaded once.
func sitePages(tb testing.TB) []search.Page {
	tb.Helper()
	sitePagesOnce.Do(func() {
		site, err := sitegen.Generate(sitegen.Options{ContentDir: "../../../content", SchemaDir: "../../../schemas"})
		if err != nil {
			sitePagesErr = err
			return
		}
		sitePagesVal = site.SearchPages()
		siteOptionsVal = site.SearchOptions()
	})
	if sitePagesErr != nil {
		tb.Fatal(sitePagesErr)
	}
	return sitePagesVal
}

var (
	sitePagesOnce sync.Once
	sitePagesVal  []search.Page
	// siteOptionsVal are the site's index options (its synonyms).
	siteOptionsVal search.Options
	sitePagesErr   error
)

// siteOptions are the real content's index options, loaded with the pages.
func siteOptions(tb testing.TB) search.Options {
	tb.Helper()
	sitePages(tb)
	return siteOptionsVal
}

func TestSitePagesLoad(t *testing.T) {
	pages := sitePages(t)
	ix, err := search.Build(pages, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]int{}
	for _, p := range pages {
		kinds[p.Kind]++
	}
	t.Logf("%d pages %v, %d records, %d terms", len(pages), kinds, ix.Records(), ix.Terms())
}
