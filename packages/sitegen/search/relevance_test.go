package search_test

import (
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/search"
)

// minCases is how many queries each part must hold.
var minCases = map[string]int{"tuning": 100, "held-out": 50, "tuning-2": 28, "held-out-2": 38, "held-out-3": 48, "tuning-3": 48, "held-out-4": 50, "tuning-4": 51, "held-out-5": 52, "held-out-6": 32, "held-out-7": 50, "tuning-5": 48, "held-out-8": 50, "tuning-6": 48}

func TestRelevance(t *testing.T) {
	pages := sitePages(t)
	have := map[string]bool{}
	for _, p := range pages {
		have[p.URL] = true
	}
	ix, err := search.Build(pages, siteOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]string{}
	for _, part := range search.RelevanceParts {
		t.Run(part.Name, func(t *testing.T) {
			if part.MinMRR <= 0 || minCases[part.Name] == 0 {
				t.Fatalf("part %s has no MRR floor or minimum size here", part.Name)
			}
			cases, err := search.LoadCases(part.File)
			if err != nil {
				t.Fatal(err)
			}
			if len(cases) < minCases[part.Name] {
				t.Errorf("%d relevance cases; want at least %d", len(cases), minCases[part.Name])
			}
			for _, c := range cases {
				if other, dup := seen[c.Query]; dup {
					t.Errorf("%q is in both the %s and the %s part", c.Query, other, part.Name)
				}
				seen[c.Query] = part.Name
				for _, w := range c.Want {
					if !have[w] {
						t.Errorf("%q wants %s, which is no indexed page", c.Query, w)
					}
				}
			}
			mrr, recall5, results := search.Evaluate(ix, cases)
			// The held-out part is scored, never read query by query:
			// its misses are not shown, so that nobody tunes to them.
			if !strings.HasPrefix(part.Name, "held-out") {
				for _, r := range results {
					if r.Rank != 1 {
						t.Logf("rank %2d  %-32q want %v, top %s", r.Rank, r.Query, r.Want, r.Top)
					}
				}
			}
			t.Logf("%s: %d queries: MRR %.3f, recall@5 %.3f", part.Name, len(cases), mrr, recall5)
			if mrr < part.MinMRR {
				t.Errorf("%s MRR %.3f is under %.2f", part.Name, mrr, part.MinMRR)
			}
		})
	}
}
