package search

import (
	"maps"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// termCounts with its cache of written words counts exactly what indexing
// every token of the text one by one counts, endings included, in term
// order, whether the cache is cold or warm; its scratch map is left empty.
func TestTermCountsMatchesTokenByToken(t *testing.T) {
	texts := []string{
		"Shipping the shipped shipments: ship B/L and e-AWB with EDI-214.",
		"The carrier's customFields, OrganizationConfig.yaml and the carriers' fees.",
		"Café Straße señor ÉLAN https://www.ups.com HS code 8471.30",
		"",
		"a b c of the and",
	}
	cache := termCache{}
	scratch := map[string]int32{}
	for round := range 2 {
		for _, text := range texts {
			wantEndings := map[string]map[string]bool{}
			counted, wantN := map[string]int32{}, 0
			for _, tok := range Tokenize(text) {
				term := indexTerm(tok)
				if term == "" {
					continue
				}
				counted[term]++
				wantN++
				if !tok.Compound && tok.Term != term && strings.HasPrefix(tok.Term, term) {
					if wantEndings[term] == nil {
						wantEndings[term] = map[string]bool{}
					}
					wantEndings[term][tok.Term[len(term):]] = true
				}
			}
			var want []termCount
			for _, term := range slices.Sorted(maps.Keys(counted)) {
				want = append(want, termCount{term, counted[term]})
			}
			endings := map[string]map[string]bool{}
			got, n := termCounts(text, endings, cache, scratch)
			if n != wantN || !reflect.DeepEqual(got, want) || !reflect.DeepEqual(endings, wantEndings) || len(scratch) > 0 {
				t.Errorf("round %d, %q:\n got %v (%d) %v\nwant %v (%d) %v", round, text, got, n, endings, want, wantN, wantEndings)
			}
		}
	}
}

// Building the index on one core or several gives the same files: the
// workers' share of the work does not reach the scores.
func TestBuildDoesNotDependOnCores(t *testing.T) {
	pages := append([]Page{}, fixturePages...)
	for i := range 200 {
		pages = append(pages, Page{URL: "/docs/extra/" + strings.Repeat("x", i%7) + string(rune('a'+i%26)) + strings.Repeat("y", i/26), Title: "Extra page", Kind: "doc",
			Sections: []Section{{Text: strings.Repeat("Shipments shipped by the shipping carrier. ", 1+i%5)}}})
	}
	files := func(procs int) map[string][]byte {
		defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(procs))
		ix, err := Build(pages, Options{})
		if err != nil {
			t.Fatal(err)
		}
		return ix.Files()
	}
	if one, many := files(1), files(4); !reflect.DeepEqual(one, many) {
		t.Error("the index built on one core differs from the one built on four")
	}
}
