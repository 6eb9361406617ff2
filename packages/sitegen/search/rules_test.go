package search

import (
	"fmt"
	"reflect"
	"testing"
)

func TestOptionalWords(t *testing.T) {
	ix := fixtureIndexAll(t)
	t.Run("no page has every word: pages with most words, and the list says how many", func(t *testing.T) {
		r := ix.Query("receiving cargo photos lading", defaultContext, 20)
		if r.Words != 4 || r.Matched >= r.Words {
			t.Fatalf("words %d, matched %d; want 4 words, fewer matched", r.Words, r.Matched)
		}
		if len(r.Hits) == 0 || r.Hits[0].Coverage != r.Matched {
			t.Fatalf("hits %v; want the best first, matching %d words", urls(r.Hits), r.Matched)
		}
		// A page's first hit is its best: coverage never rises from page to page.
		last := r.Matched
		for i, h := range r.Hits {
			if i == 0 || h.Page != r.Hits[i-1].Page {
				if h.Coverage > last {
					t.Errorf("%s (%d words) after a page with %d", h.URL, h.Coverage, last)
				}
				last = h.Coverage
			}
		}
		if !contains(pagesOf(r.Hits), "/solutions/ocean") {
			t.Errorf("%v; want the page with only \"lading\" too", pagesOf(r.Hits))
		}
	})
	t.Run("an unknown word does not empty the list", func(t *testing.T) {
		r := ix.Query("foreach zzz", defaultContext, 20)
		if got := pagesOf(r.Hits); len(got) == 0 || got[0] != "/docs/tasks/foreach" || r.Matched != 1 || r.Words != 2 {
			t.Errorf("foreach zzz: %v, %d of %d words; want the foreach page, 1 of 2", got, r.Matched, r.Words)
		}
	})
	t.Run("pages with every word come first, then the rest while few have all", func(t *testing.T) {
		// "Invoice the customer" on the liquidation page; the jobs page has
		// "customer" and "Invoiced" in different sections.
		r := ix.Query("invoice customer", defaultContext, 50)
		if r.Matched != 2 {
			t.Fatalf("invoice customer: matched %d; want both words", r.Matched)
		}
		if got := pagesOf(r.Hits); !reflect.DeepEqual(got, []string{"/docs/liquidation", "/docs/jobs", "/integrations/x12-edi"}) {
			t.Errorf("%v; want the page with both words, then those with one (x12: 210 invoices)", got)
		}
		// A page's first hit is its best: coverage never rises from page to page.
		last := 2
		for i, h := range r.Hits {
			if i == 0 || h.Page != r.Hits[i-1].Page {
				if h.Coverage > last {
					t.Errorf("%s matches %d words after a page with %d", h.URL, h.Coverage, last)
				}
				last = h.Coverage
			}
		}
	})
	t.Run("with a handful of pages having every word, only those", func(t *testing.T) {
		var pages []Page
		for i := range handful {
			pages = append(pages, Page{URL: fmt.Sprintf("/both%d", i), Title: fmt.Sprintf("Reefer booking %d", i), Kind: "doc"})
		}
		pages = append(pages, Page{URL: "/one", Title: "Reefer", Kind: "doc"})
		ix, err := Build(pages, Options{})
		if err != nil {
			t.Fatal(err)
		}
		r := ix.Query("reefer booking", defaultContext, 50)
		if contains(pagesOf(r.Hits), "/one") || len(pagesOf(r.Hits)) != handful || r.Matched != 2 {
			t.Errorf("%v (matched %d); want the %d pages with both words only", pagesOf(r.Hits), r.Matched, handful)
		}
		pages = pages[handful-1:]
		ix, _ = Build(pages, Options{})
		if got := pagesOf(ix.Query("reefer booking", defaultContext, 50).Hits); !reflect.DeepEqual(got, []string{"/both4", "/one"}) {
			t.Errorf("one page with both words: %v; want it, then the page with one", got)
		}
	})
	t.Run("stop words are not words to match", func(t *testing.T) {
		if r := ix.Query("the foreach", defaultContext, 20); r.Words != 1 || r.Matched != 1 {
			t.Errorf("the foreach: %d of %d words; want 1 of 1", r.Matched, r.Words)
		}
	})
}

func TestAboutness(t *testing.T) {
	pages := []Page{
		// Mentions the word often in its text, in a longer title.
		{URL: "/rules", Title: "Rules and workflows", Kind: "doc", Sections: []Section{
			{Text: "A tariff workflow reads the tariff. Each tariff has lines; the tariff decides the price of a tariff lane."}}},
		{URL: "/entity", Title: "Tariff", Kind: "doc", Sections: []Section{{Text: "The entity."}}},
		{URL: "/heading", Title: "Pricing", Kind: "doc", Sections: []Section{
			{Text: "How prices are set."},
			{Anchor: "t", Heading: "Tariff lines", Level: 2, Text: "Lines of prices."}}},
		{URL: "/docs/tasks/foreach", Title: "Foreach", Kind: "doc", Sections: []Section{{Text: "Runs steps for every item."}}},
		{URL: "/activities", Title: "Activities", Kind: "doc", Sections: []Section{{Text: "A foreach task runs steps; every task has inputs. Task after task."}}},
		{URL: "/keyworded", Title: "Rates", Kind: "doc", Keywords: []string{"reefer"}, Sections: []Section{{Text: "Prices per lane."}}},
		{URL: "/mention", Title: "Ocean", Kind: "doc", Sections: []Section{{Text: "Reefer reefer reefer containers, reefer plugs."}}},
		// A section about the chart of accounts in a longer guide, and the
		// page titled with it, which has little text.
		{URL: "/guide", Title: "Getting started", Kind: "doc", Sections: []Section{
			{Text: "Ten steps."},
			{Anchor: "chart", Heading: "Load the chart of accounts", Level: 2, Text: "Import the chart of accounts: a chart of accounts lists the accounts."}}},
		{URL: "/chart", Title: "Chart of accounts, ledgers and their numbering schemes", Kind: "doc", Sections: []Section{{Text: "Ledgers."}}},
	}
	ix, err := Build(pages, Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ query, want, why string }{
		{"tariff", "/entity", "the page titled with the word before one mentioning it often"},
		{"tariff lines", "/heading", "a heading with every word before text with them"},
		{"foreach task", "/docs/tasks/foreach", "the URL's words count with the title (tasks/foreach)"},
		{"reefer", "/keyworded", "front-matter keywords are a strong field"},
		{"chart of accounts", "/chart", "the page titled with every word before a section headed with them"},
	} {
		got := pagesOf(ix.Search(tc.query, defaultContext, 20))
		if len(got) == 0 || got[0] != tc.want {
			t.Errorf("%q: %v; want %s first (%s)", tc.query, got, tc.want, tc.why)
		}
	}
}

func TestSynonyms(t *testing.T) {
	pages := []Page{
		{URL: "/typed", Title: "Notes", Kind: "doc", Sections: []Section{{Text: "Print the BOL for the driver."}}},
		{URL: "/phrase", Title: "Documents", Kind: "doc", Sections: []Section{{Text: "Print the bill of lading for the driver."}}},
		{URL: "/half", Title: "Billing", Kind: "doc", Sections: []Section{{Text: "Print the bill for the customer."}}},
		{URL: "/roles", Title: "Careers", Kind: "page", Sections: []Section{{Text: "Open roles on the team."}}},
		{URL: "/openings", Title: "Dock", Kind: "doc", Sections: []Section{{Text: "Dock openings per hour."}}},
	}
	ix, err := Build(pages, Options{Synonyms: Synonyms{
		Groups:     [][]string{{"bol", "bill of lading"}},
		Expansions: []Expansion{{From: "openings", To: []string{"open roles"}}},
	}})
	if err != nil {
		t.Fatal(err)
	}
	if got := pagesOf(ix.Search("bol", defaultContext, 20)); !reflect.DeepEqual(got, []string{"/typed", "/phrase"}) {
		t.Errorf("bol: %v; want the typed word's page, then the synonym's; not a page with only one word of the phrase", got)
	}
	// A group's term of several words, typed, finds the group's other
	// terms, each of its words matched by them: the page with the words
	// typed first, then the one with only the abbreviation, before a page
	// with one of the words.
	if r := ix.Query("bill of lading", defaultContext, 20); len(r.Hits) < 2 || !reflect.DeepEqual(pagesOf(r.Hits)[:2], []string{"/phrase", "/typed"}) || r.Hits[1].Coverage != 2 {
		t.Errorf("bill of lading: %v; want /phrase, then /typed matching both words through bol", pagesOf(r.Hits))
	}
	// Words apart are no group's term: /typed matches "print" alone.
	for _, h := range ix.Search("lading print bill", defaultContext, 20) {
		if h.Page == "/typed" && h.Coverage != 1 {
			t.Errorf("lading print bill: /typed matches %d words; want 1 (print), the others being apart", h.Coverage)
		}
	}
	if got := pagesOf(ix.Search("openings", defaultContext, 20)); !reflect.DeepEqual(got, []string{"/openings", "/roles"}) {
		t.Errorf("openings: %v; want the typed word's page, then the expansion's", got)
	}
	if got := pagesOf(ix.Search("roles", defaultContext, 20)); contains(got, "/openings") {
		t.Errorf("roles: %v; an expansion is one way", got)
	}
	// The synonym of a word counts for it: "bol driver" has both words on both pages.
	if r := ix.Query("bol driver", defaultContext, 20); r.Matched != 2 || !reflect.DeepEqual(pagesOf(r.Hits)[:2], []string{"/typed", "/phrase"}) {
		t.Errorf("bol driver: %v, matched %d; want both pages with both words", pagesOf(r.Hits), r.Matched)
	}
}

func TestSynonymProblems(t *testing.T) {
	got := Synonyms{
		Groups:     [][]string{{"bol", "of the"}},
		Expansions: []Expansion{{From: "job openings", To: []string{"roles", "--"}}},
	}.SynonymProblems()
	want := map[string]string{
		"/groups/0/1":        "has no word the search indexes (only stop words or punctuation)",
		"/expansions/0/from": "must be one word, as a reader types it (expansions apply to single typed words)",
		"/expansions/0/to/1": "has no word the search indexes (only stop words or punctuation)",
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("problems %v; want %v", got, want)
	}
}

func TestDocsScope(t *testing.T) {
	ix := fixtureIndexAll(t)
	docsScope := Context{Language: "en", DocsTag: "docs-default-current", Scope: ScopeDocs}
	kept := 0
	for _, q := range []string{"ocean fcl", "edi 214", "lading"} {
		all := pagesOf(ix.Search(q, defaultContext, 20))
		docs := pagesOf(ix.Search(q, docsScope, 20))
		wantDocs := []string{}
		for _, p := range all {
			if len(p) > 6 && p[:6] == "/docs/" {
				wantDocs = append(wantDocs, p)
			}
		}
		if len(wantDocs) == len(all) {
			t.Errorf("%q: %v; the fixture query should also find pages outside the docs", q, all)
		}
		// The Docs filter keeps the docs pages, in the same order, and nothing else.
		if len(docs) != len(wantDocs) || len(docs) > 0 && !reflect.DeepEqual(docs, wantDocs) {
			t.Errorf("%q in the docs scope: %v; want the docs pages of %v, %v", q, docs, all, wantDocs)
		}
		kept += len(docs)
	}
	if kept == 0 {
		t.Errorf("no query kept a docs page: the test shows nothing")
	}
	// Another version's docs stay out in the docs scope too.
	for _, p := range pagesOf(ix.Search("jobs", docsScope, 20)) {
		if p == "/docs/old/jobs" {
			t.Errorf("jobs in the docs scope lists the old version's page")
		}
	}
}

func TestBritishSpelling(t *testing.T) {
	for _, tc := range []struct{ british, american string }{
		{"optimisation", "optimization"}, {"optimised", "optimized"}, {"organisations", "organizations"},
		{"colour", "color"}, {"labours", "labors"}, {"favourite", "favorite"}, {"centre", "center"},
		{"kilometres", "kilometers"}, {"catalogue", "catalog"}, {"programme", "program"}, {"analyse", "analyze"},
	} {
		if b, a := Stem(tc.british), Stem(tc.american); b != a {
			t.Errorf("Stem(%q) = %q, Stem(%q) = %q; want one stem", tc.british, b, tc.american, a)
		}
	}
	// Short words whose ending is most of the word keep it: "hour" is not
	// "hor", "raise" not "raize".
	for _, w := range []string{"hour", "four", "raise", "noise", "flour"} {
		if got := americanSpelling(w); got != w {
			t.Errorf("americanSpelling(%q) = %q; want it unchanged", w, got)
		}
	}
	ix, err := Build([]Page{
		{URL: "/routes", Title: "Routes", Kind: "doc", Sections: []Section{{Text: "Route optimisation for drivers."}}},
		{URL: "/other", Title: "Other", Kind: "doc", Sections: []Section{{Text: "A route."}}},
	}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got := pagesOf(ix.Search("route optimization", defaultContext, 10)); len(got) == 0 || got[0] != "/routes" {
		t.Errorf("route optimization: %v; want /routes, which spells it optimisation", got)
	}
}

func TestTypoAgainstWrittenWords(t *testing.T) {
	ix := fixtureIndexAll(t)
	// "liquidation" is indexed under its stem "liquid", four letters
	// shorter: a typo in the written word is one edit from the word, not
	// from the stem.
	for _, q := range []string{"liquidaton", "liquidatoin", "invoicng"} {
		if got := pagesOf(ix.Search(q, defaultContext, 20)); len(got) == 0 || got[0] != "/docs/liquidation" {
			t.Errorf("%q: %v; want /docs/liquidation first", q, got)
		}
	}
	// Two edits from every written word still find nothing.
	if got := ix.Search("liqidaton", defaultContext, 20); len(got) != 0 {
		t.Errorf("liqidaton: %v; want nothing (two edits)", urls(got))
	}
}
