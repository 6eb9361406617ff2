package search

import (
	"fmt"
	"os"

	"github.com/goccy/go-yaml"
)

// Case is one query of the relevance set with the page that should rank
// first.
type Case struct {
	Query string `yaml:"query" json:"query"`
	// Want is a page route, without anchor.
	Want string `yaml:"want" json:"want"`
	// Note says why, for the reader of the set.
	Note string `yaml:"note,omitempty" json:"note,omitempty"`
}

// Result is how one case ranked.
type Result struct {
	Case
	// Rank is the 1-based position of Want among the result pages, 0 when
	// it is not in the first EvalDepth pages.
	Rank int `json:"rank"`
	// Top is the first result page.
	Top string `json:"top"`
}

// EvalDepth is how many result pages Evaluate looks at.
const EvalDepth = 20

// EvalContext is the context the relevance set is run in: an English docs
// page of the current version.
var EvalContext = Context{Language: "en", DocsTag: "docs-default-current"}

// LoadCases reads a relevance file: a YAML list of {query, want, note}.
func LoadCases(file string) ([]Case, error) {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil, err
	}
	var cases []Case
	if err := yaml.Unmarshal(data, &cases); err != nil {
		return nil, fmt.Errorf("%s: %w", file, err)
	}
	return cases, nil
}

// Evaluate runs the cases and returns the mean reciprocal rank of the wanted
// page and the share of cases where it is among the first five pages.
func Evaluate(ix *Index, cases []Case) (mrr, recall5 float64, perQuery []Result) {
	return EvaluateWith(func(q string) []string {
		var pages []string
		seen := map[string]bool{}
		for _, h := range ix.Search(q, EvalContext, 10*EvalDepth) {
			if !seen[h.Page] {
				seen[h.Page] = true
				pages = append(pages, h.Page)
			}
		}
		return pages
	}, cases)
}

// EvaluateWith scores any engine given as a function from a query to its
// ranked result pages (routes without anchors); the Pagefind comparison
// uses it.
func EvaluateWith(search func(query string) []string, cases []Case) (mrr, recall5 float64, perQuery []Result) {
	for _, c := range cases {
		pages := search(c.Query)
		res := Result{Case: c}
		if len(pages) > 0 {
			res.Top = pages[0]
		}
		for i, p := range pages {
			if i == EvalDepth {
				break
			}
			if p == c.Want {
				res.Rank = i + 1
				break
			}
		}
		if res.Rank > 0 {
			mrr += 1 / float64(res.Rank)
			if res.Rank <= 5 {
				recall5++
			}
		}
		perQuery = append(perQuery, res)
	}
	if n := float64(len(cases)); n > 0 {
		mrr /= n
		recall5 /= n
	}
	return mrr, recall5, perQuery
}
