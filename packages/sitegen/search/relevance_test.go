package search_test

import (
	"testing"

	"github.com/freightlane/website/packages/sitegen/search"
)

// minMRR is the relevance floor over testdata/relevance.yaml.
const minMRR = 0.8

func TestRelevance(t *testing.T) {
	cases, err := search.LoadCases("testdata/relevance.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(cases) < 40 {
		t.Fatalf("%d relevance cases; want at least 40", len(cases))
	}
	pages := sitePages(t)
	have := map[string]bool{}
	for _, p := range pages {
		have[p.URL] = true
	}
	for _, c := range cases {
		if !have[c.Want] {
			t.Errorf("%q wants %s, which is no indexed page", c.Query, c.Want)
		}
	}
	ix, err := search.Build(pages, search.Options{})
	if err != nil {
		t.Fatal(err)
	}
	mrr, recall5, results := search.Evaluate(ix, cases)
	for _, r := range results {
		if r.Rank != 1 {
			t.Logf("rank %2d  %-32q want %s, top %s", r.Rank, r.Query, r.Want, r.Top)
		}
	}
	t.Logf("%d queries: MRR %.3f, recall@5 %.3f", len(cases), mrr, recall5)
	if mrr < minMRR {
		t.Errorf("MRR %.3f is under %.2f", mrr, minMRR)
	}
}
