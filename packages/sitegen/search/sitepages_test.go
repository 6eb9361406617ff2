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

// A synonym leads a reader's word to the pages' own words: a term that no
// page has finds nothing, so the reader's word goes unanswered.
func TestSiteSynonymsFindPages(t *testing.T) {
	opts := siteOptions(t)
	ix, err := search.Build(sitePages(t), opts)
	if err != nil {
		t.Fatal(err)
	}
	terms := map[string]bool{}
	for _, g := range opts.Synonyms.Groups {
		// A group needs one of its terms on a page: the others are what
		// readers type.
		found := false
		for _, term := range g {
			found = found || search.PhraseRecords(ix, term) > 0
		}
		if !found {
			t.Errorf("synonym group %v: no page has any of its terms", g)
		}
	}
	for _, e := range opts.Synonyms.Expansions {
		for _, term := range e.To {
			terms[term] = true
			if search.PhraseRecords(ix, term) == 0 {
				t.Errorf("expansion of %q: no page has %q", e.From, term)
			}
		}
	}
	if len(terms) == 0 {
		t.Fatal("the site has no synonym expansions")
	}
}
