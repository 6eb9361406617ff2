package search

import (
	"math/rand/v2"
	"testing"
)

// nearestPages are a small docs site and one marketing page, written so
// that each query of TestNearest finds nothing with the ranking.
var nearestPages = []Page{
	{URL: "/docs/operations/jobs", Title: "Jobs", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "A job holds the bookings and shipments of one piece of work."},
			{Anchor: "open", Heading: "Open a job", Level: 2, Text: "Choose New job and the customer."},
			{Anchor: "close", Heading: "Close a job", Level: 2, Text: "When every invoice is posted, close the job."},
		}},
	{URL: "/docs/customs/declarations", Title: "Customs declarations", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "Declarations are lodged with the customs authority of the country of import."},
			{Anchor: "lodge", Heading: "Lodge a declaration", Level: 2, Text: "Check the tariff codes, then send the declaration."},
		}},
	{URL: "/docs/warehouse/receipts", Title: "Warehouse receipts", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "A receipt acknowledges the cargo a warehouse holds."},
			{Anchor: "putaway", Heading: "Put-away", Level: 2, Text: "Put each pallet in one of the bins."},
		}},
	{URL: "/docs/accounting/invoices", Title: "Invoices", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "Invoice the customer for the charges of a job."},
			{Anchor: "credit", Heading: "Credit notes", Level: 2, Text: "A credit note cancels part of an invoice."},
		}},
	{URL: "/solutions/ocean", Title: "Ocean freight", Kind: "solution", Lvl0: "Solutions",
		Sections: []Section{{Text: "Containers, bookings and bills of lading in one place."}}},
}

func nearestIndex(t *testing.T) *Index {
	t.Helper()
	ix, err := Build(nearestPages, Options{Synonyms: Synonyms{Groups: [][]string{{"bol", "bill of lading"}}}})
	if err != nil {
		t.Fatal(err)
	}
	return ix
}

func TestNearest(t *testing.T) {
	ix := nearestIndex(t)
	docs := Context{Scope: ScopeDocs}
	for _, tc := range []struct {
		query, why string
		// want is the hit's URL and searched the query run instead; ""
		// when no page is near.
		want, searched string
	}{
		{"jbos", "four letters with neighbours swapped: under the ranking's five-letter typo rule",
			"/docs/operations/jobs", "jobs"},
		{"xustoms", "a typo in the first letter, which the ranking's typo rule keeps",
			"/docs/customs/declarations", "customs"},
		{"delcaraton", "two edits in a long word: the page with the word in its title",
			"/docs/customs/declarations", "declaration"},
		{"jbos clse", "each word replaced: the section about both", "/docs/operations/jobs#close", "jobs close"},
		{"kredit motes", "each word replaced by the nearest written word", "/docs/accounting/invoices#credit", "credit notes"},
		{"eclaration", "the nearest word within reach: declaration, one edit, not declarations, two",
			"/docs/customs/declarations", "declaration"},
		{"bils", "a word of the docs (bins), not the marketing page's bills, as near",
			"/docs/warehouse/receipts#putaway", "bins"},
		{"wareh pizza", "a word it begins though not the last (the ranking's prefixes are the last word's)",
			"/docs/warehouse/receipts", "warehouse"},
		{"weather forecast", "nothing near: no page to belong to", "", ""},
		{"kontainers", "a word only a marketing page uses is near no docs page", "", ""},
		{"how to", "stop words only", "", ""},
		{"the pizza jbos", "words nothing is near are left out", "/docs/operations/jobs", "jobs"},
	} {
		t.Run(tc.query, func(t *testing.T) {
			if hits := ix.Search(tc.query+" ", docs, 20); len(hits) > 0 {
				t.Fatalf("the ranking finds %v: not a query that found nothing", urls(hits))
			}
			near, ok := ix.Nearest(tc.query, docs)
			if tc.want == "" {
				if ok {
					t.Errorf("%s: found %s (as %q), want nothing", tc.why, near.URL, near.Query)
				}
				return
			}
			if !ok || near.URL != tc.want || near.Query != tc.searched {
				t.Errorf("%s: got %s as %q (found %v), want %s as %q", tc.why, near.URL, near.Query, ok, tc.want, tc.searched)
			}
			if near.Hierarchy[1] == "" {
				t.Errorf("the hit has no page title: %+v", near.Hit)
			}
		})
	}
	t.Run("among words as near, the one the pages use most", func(t *testing.T) {
		ix, err := Build([]Page{
			{URL: "/docs/invoice-lines", Title: "Invoice lines", Kind: "doc", Sections: []Section{{Text: "Add a line for each charge."}}},
			{URL: "/docs/credit-notes", Title: "Credit notes", Kind: "doc", Sections: []Section{{Text: "A credit note repeats the lines it cancels."}}},
			{URL: "/docs/lanes", Title: "Lanes", Kind: "doc", Sections: []Section{{Text: "A lane is an origin and a destination."}}},
		}, Options{})
		if err != nil {
			t.Fatal(err)
		}
		near, ok := ix.Nearest("lene", docs)
		if !ok || near.Query != "line" || near.URL != "/docs/invoice-lines" {
			t.Errorf("got %s as %q (%v), want /docs/invoice-lines as line (lane is one edit away too, and less used)", near.URL, near.Query, ok)
		}
	})
	t.Run("the whole site: a word only a marketing page uses", func(t *testing.T) {
		if hits := ix.Search("kontainers ", Context{}, 20); len(hits) > 0 {
			t.Fatalf("the ranking finds %v", urls(hits))
		}
		near, ok := ix.Nearest("kontainers", Context{})
		if !ok || near.URL != "/solutions/ocean" || near.Query != "containers" {
			t.Errorf("got %s as %q (%v), want /solutions/ocean as containers", near.URL, near.Query, ok)
		}
	})
}

func TestEditsWithin(t *testing.T) {
	for _, tc := range []struct {
		a, b  string
		n     int
		edits int
		ok    bool
	}{
		{"jbos", "jobs", 1, 1, true},
		{"xustoms", "customs", 1, 1, true},
		{"delcaraton", "declaration", 2, 2, true},
		{"delcaraton", "declaration", 1, 0, false},
		{"jobs", "jobs", 1, 0, true},
		{"pizza", "piazza", 1, 1, true},
		{"weather", "warehouse", 2, 0, false},
	} {
		edits, ok := editsWithin([]rune(tc.a), []rune(tc.b), tc.n)
		if edits != tc.edits || ok != tc.ok {
			t.Errorf("editsWithin(%q, %q, %d) = %d, %v; want %d, %v", tc.a, tc.b, tc.n, edits, ok, tc.edits, tc.ok)
		}
	}
	// The early stop never changes an answer: against the same distance
	// with a bound no pair reaches, on random words of a small alphabet,
	// where near pairs are common.
	r := rand.New(rand.NewPCG(38, 1))
	word := func() []rune {
		w := make([]rune, 1+r.IntN(8))
		for i := range w {
			w[i] = rune('a' + r.IntN(3))
		}
		return w
	}
	for range 20000 {
		a, b, n := word(), word(), 1+r.IntN(2)
		want, _ := editsWithin(a, b, len(a)+len(b))
		edits, ok := editsWithin(a, b, n)
		if ok != (want <= n) || ok && edits != want {
			t.Fatalf("editsWithin(%q, %q, %d) = %d, %v; the distance is %d", string(a), string(b), n, edits, ok, want)
		}
	}
}
