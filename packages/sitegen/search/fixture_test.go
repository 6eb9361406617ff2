package search

import (
	"bytes"
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the browser engine's fixture index and shared vectors")

// fixturePages is a small site exercising every ranking rule.
var fixturePages = []Page{
	{URL: "/docs/jobs", Title: "Jobs", Kind: "doc", Lvl0: "User manual",
		Description: "Open, run and close a job.", Keywords: []string{"job", "HBL", "B/L"},
		Sections: []Section{
			{Text: "A job groups the bookings and shipments of one piece of work."},
			{Anchor: "open", Heading: "Open a job", Level: 2, Text: "Click New job and choose the customer."},
			{Anchor: "amend", Heading: "Amend a bill of lading", Level: 2, Text: "Use Amend on an issued house bill (B/L); the first version is kept."},
			{Anchor: "statuses", Heading: "Job statuses", Level: 2, Text: "Open, InProgress, Completed, Invoiced, Closed."},
			{Anchor: "locked", Heading: "Locked", Level: 3, Text: "Invoiced and finished work is locked for changes; a backup of each version is kept."},
		}},
	{URL: "/docs/liquidation", Title: "Invoicing and liquidation", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "Invoice the customer and enter vendor bills."},
			{Anchor: "close", Heading: "Liquidation", Level: 2, Text: "When nothing is open, click Close job. The job becomes Closed."},
		}},
	{URL: "/docs/warehouse-receipt", Title: "Warehouse receipts", Kind: "doc", Lvl0: "User manual",
		Sections: []Section{
			{Text: "A warehouse receipt acknowledges the cargo you hold."},
			{Anchor: "photos", Heading: "Photos", Level: 2, Text: "Take photos of the load and of each exception."},
			{Anchor: "receiving", Heading: "Receiving", Level: 2, Text: "Receiving cargo at the dock starts the receipt."},
		}},
	{URL: "/docs/tasks/foreach", Title: "Foreach task", Kind: "doc", Lvl0: "Developer guide",
		Sections: []Section{{Text: "The foreach task runs its steps for every item of a list."}}},
	{URL: "/docs/entities/organizationConfig", Title: "OrganizationConfig", Kind: "doc", Lvl0: "Developer guide",
		Sections: []Section{{Text: "Settings of an organization: carrier credentials, EDI-214 partner ids."}}},
	{URL: "/solutions/ocean", Title: "Ocean Freight", Kind: "solution", Lvl0: "Solutions",
		Sections: []Section{
			{Text: "FCL and LCL bookings, house and master bills of lading, demurrage and detention."},
			{Heading: "Demurrage and detention alerts", Level: 3, Text: "Free days per carrier and port; alerts before the last free day."},
		}},
	{URL: "/integrations/x12-edi", Title: "X12 EDI", Kind: "integration", Lvl0: "Integrations",
		Sections: []Section{{Text: "Exchange 204 load tenders, 214 status messages and 210 invoices with trading partners, and e-AWB air waybills."}}},
	{URL: "/docs/old/jobs", Title: "Jobs (old version)", Kind: "doc-old", Lvl0: "User manual",
		Sections: []Section{{Text: "Jobs in the previous version."}}},
	{URL: "/fr/jobs", Title: "Dossiers", Kind: "page", Lvl0: "Société",
		Sections: []Section{{Text: "Un dossier regroupe les réservations (job)."}}},
}

// fixtureSynonyms are the fixture index's synonyms.
var fixtureSynonyms = Synonyms{
	Groups:     [][]string{{"bol", "bill of lading", "b/l"}, {"freight", "cargo"}},
	Expansions: []Expansion{{From: "dwell", To: []string{"demurrage", "free days"}}},
}

// fixtureQueries are the queries whose results the TypeScript engine must
// reproduce exactly.
var fixtureQueries = []string{
	"job", "jobs", "close job", "how do i close a job", "jo", "clos", "job stat",
	"bill of lading amendment", "b/l", "b/", "demurage", "demurr", "recieving", "receiv",
	"photos", "foreach", "for",
	// A typo compared with the written word, not its shorter stem.
	"liquidaton", "invoicng", "organizationconfig", "organization config", "edi-214",
	"edi 214", "x12 214", "214", "warehouse rec", "ocean fcl", "nothing matches zzz",
	"the", "shippi", "liquid", "invoic", "dossier", "",
	// A question: contractions are their stop word ("can't" is "can").
	"why can't i close a job", "why doesn't the job close",
	// Optional words: no page has every word, or fewer than a handful do.
	"photos demurrage", "foreach zzz", "receiving cargo photos lading", "invoice customer",
	// Aboutness: a title or heading match before a mention in the text.
	"amend", "statuses", "liquidation", "warehouse receipt", "ocean freight",
	// British spellings find the American ones.
	"organisation config", "organisations",
	// Synonyms: groups, phrases and one-way expansions.
	"bol", "bol amend", "dwell", "dwell time", "freight photos", "demurrage",
	// A group's term of several words typed expands; words apart do not.
	"bill of lading", "amend bill of lading", "lading bill", "free days",
	// Two words typed apart that the pages write as one; doubled letters.
	"back up", "how do i back up a job", "back up changes", "e awb", "demmurage", "warrehouse", "liquiddation",
}

// fixtureIndexAll includes the pages of another version and language.
func fixtureIndexAll(t *testing.T) *Index {
	t.Helper()
	ix, err := Build(fixturePages, Options{ShardBytes: 200, DocsBytes: 300, DocsKinds: []string{"doc"}, Synonyms: fixtureSynonyms})
	if err != nil {
		t.Fatal(err)
	}
	// Tag the old page as another docs version and the French page as
	// another language by hand: Build tags by kind and one language.
	for i, p := range ix.pages {
		switch p.url {
		case "/docs/old/jobs":
			ix.pages[i].facet = ix.facet("en", "docs-default-1.0")
		case "/fr/jobs":
			ix.pages[i].facet = ix.facet("fr", "default")
		}
	}
	return ix
}

var defaultContext = Context{Language: "en", DocsTag: "docs-default-current"}

func urls(hits []Hit) []string {
	out := []string{}
	for _, h := range hits {
		out = append(out, h.URL)
	}
	return out
}

func pagesOf(hits []Hit) []string {
	out := []string{}
	seen := map[string]bool{}
	for _, h := range hits {
		if !seen[h.Page] {
			seen[h.Page] = true
			out = append(out, h.Page)
		}
	}
	return out
}

func TestRanking(t *testing.T) {
	ix := fixtureIndexAll(t)
	first := func(q string) Hit {
		hits := ix.Search(q, defaultContext, 20)
		if len(hits) == 0 {
			t.Fatalf("%q: no hits", q)
		}
		return hits[0]
	}
	for _, tc := range []struct{ query, want, why string }{
		{"jobs", "/docs/jobs", "a title match beats headings and text"},
		{"vendor bills", "/docs/liquidation", "words in the text"},
		{"click close", "/docs/liquidation#close", "both words in one section"},
		{"photos", "/docs/warehouse-receipt#photos", "a heading match beats text"},
		{"demurage", "/solutions/ocean", "one typo in a word of 5+ letters"},
		{"demurr", "/solutions/ocean", "the last word matches as a prefix"},
		{"recieving", "/docs/warehouse-receipt#receiving", "a swap of neighbours is one typo"},
		{"b/l", "/docs/jobs", "a code written with a slash"},
		{"organization config", "/docs/entities/organizationConfig", "camel case is split"},
		{"organizationconfig", "/docs/entities/organizationConfig", "and kept whole"},
		{"x12 214", "/integrations/x12-edi", "codes and numbers"},
		{"shippi", "", "no such word"},
	} {
		hits := ix.Search(tc.query, defaultContext, 20)
		got := ""
		if len(hits) > 0 {
			got = hits[0].URL
		}
		if got != tc.want {
			t.Errorf("%q: first hit %q; want %q (%s); all %v", tc.query, got, tc.want, tc.why, urls(hits))
		}
	}
	if h := first("jobs"); h.Type != "page" || h.Hierarchy != [4]string{"User manual", "Jobs", "", ""} {
		t.Errorf("jobs: %+v; want a page hit with its hierarchy", h)
	}
	if h := first("photos"); h.Type != "heading" {
		t.Errorf("photos: type %q; want heading", h.Type)
	}
	if h := first("changes"); h.Type != "content" || h.Hierarchy[2] != "Job statuses" || h.Hierarchy[3] != "Locked" {
		t.Errorf("changes: %+v; want a content hit under Job statuses > Locked", h)
	}

	t.Run("exact before prefix before typo", func(t *testing.T) {
		ix, _ := Build([]Page{
			{URL: "/prefix", Title: "CargoSmart", Kind: "doc"},
			{URL: "/exact", Title: "Cargo", Kind: "doc"},
			{URL: "/other", Title: "Carrier", Kind: "doc"},
		}, Options{})
		if got := pagesOf(ix.Search("cargo", defaultContext, 10)); !reflect.DeepEqual(got, []string{"/exact", "/prefix"}) {
			t.Errorf("cargo: %v; want the exact match, then the prefix match", got)
		}
		// No word is or starts with "carga": one typo away is "cargo"
		// (also a part of "CargoSmart").
		for _, q := range []string{"carga", "carga "} {
			if got := pagesOf(ix.Search(q, defaultContext, 10)); len(got) == 0 || got[0] != "/exact" {
				t.Errorf("%q: %v; want the typo match first", q, got)
			}
		}
		// Typos need five letters.
		if got := ix.Search("carg ", defaultContext, 10); len(got) != 0 {
			t.Errorf("carg: %v; want nothing", urls(got))
		}
	})

	if a, b := urls(ix.Search("how do i close a job", defaultContext, 20)), urls(ix.Search("close job", defaultContext, 20)); !reflect.DeepEqual(a, b) {
		t.Errorf("stop words change the results: %v and %v", a, b)
	}

	t.Run("contextual filtering", func(t *testing.T) {
		all := pagesOf(ix.Search("jobs", Context{}, 50))
		ctx := pagesOf(ix.Search("jobs", defaultContext, 50))
		for _, p := range ctx {
			if p == "/docs/old/jobs" || p == "/fr/jobs" {
				t.Errorf("%s is outside the context", p)
			}
		}
		if len(all) <= len(ctx) {
			t.Errorf("without context %v; with %v: want more pages without", all, ctx)
		}
		old := pagesOf(ix.Search("jobs", Context{Language: "en", DocsTag: "docs-default-1.0"}, 50))
		if !contains(old, "/docs/old/jobs") || contains(old, "/docs/jobs") {
			t.Errorf("version 1.0 context: %v", old)
		}
		if fr := pagesOf(ix.Search("dossier", Context{Language: "fr"}, 50)); !reflect.DeepEqual(fr, []string{"/fr/jobs"}) {
			t.Errorf("fr: %v", fr)
		}
	})

	t.Run("grouped by page", func(t *testing.T) {
		hits := ix.Search("job", defaultContext, 50)
		seen := map[string]int{}
		last := ""
		for _, h := range hits {
			if h.Page != last {
				if seen[h.Page] > 0 {
					t.Errorf("%s appears in two groups: %v", h.Page, urls(hits))
				}
				last = h.Page
			}
			seen[h.Page]++
			if seen[h.Page] > maxHitsPerPage {
				t.Errorf("%s has more than %d hits", h.Page, maxHitsPerPage)
			}
		}
	})
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (ix *Index) facet(lang, tag string) int {
	for i, f := range ix.facets {
		if f == [2]string{lang, tag} {
			return i
		}
	}
	ix.facets = append(ix.facets, [2]string{lang, tag})
	return len(ix.facets) - 1
}

// vector is one query's expected results, shared with engine.test.ts.
type vector struct {
	Query   string   `json:"query"`
	Context Context  `json:"context"`
	URLs    []string `json:"urls"`
	Types   []string `json:"types"`
	Scores  []int    `json:"scores"`
	// Pages are the hits' pages in order, each once: the page ranking
	// search.Evaluate and MCP's search_docs read, which the modal and the
	// /search page must show.
	Pages  []string `json:"pages"`
	NbHits int      `json:"nbHits"`
	// Words and Matched: the query's words and how many the best hit has.
	Words   int `json:"words"`
	Matched int `json:"matched"`
	// Fetched are the index files a cold engine fetches for the query.
	Fetched []string `json:"fetched"`
}

type vectors struct {
	Stems   map[string]string   `json:"stems"`
	Tokens  map[string][]string `json:"tokens"`
	Queries []vector            `json:"queries"`
}

const tsTestdata = "../../../apps/site/src/search/testdata"

// TestSharedVectors writes (with -update) or checks the fixture index and
// the vectors the browser engine's tests compare against.
func TestSharedVectors(t *testing.T) {
	ix := fixtureIndexAll(t)
	v := vectors{Stems: map[string]string{}, Tokens: map[string][]string{}}
	// Every word of the real content's vocabulary would be best; the
	// fixture's words and a list of hard cases keep the file small.
	words := []string{"consolingly", "generously", "communication", "knightly", "happy", "skies", "dying",
		"hopping", "filing", "luxuriating", "invoicing", "warehouses", "bookings", "exceed", "succeeding",
		"cry", "by", "consolidation", "relational", "conditional", "rational", "valenci", "hesitanci",
		"digitizer", "conformabli", "radicalli", "differentli", "vileli", "analogousli", "vietnamization",
		"predication", "operator", "feudalism", "decisiveness", "hopefulness", "callousness", "formaliti",
		"sensitiviti", "sensibiliti", "triplicate", "formative", "formalize", "electriciti", "electrical",
		"hopeful", "goodness", "revival", "allowance", "inference", "airliner", "gyroscopic", "adjustable",
		"defensible", "irritant", "replacement", "adjustment", "dependent", "adoption", "homologou",
		"communism", "activate", "angulariti", "homologous", "effective", "bowdlerize", "probate", "rate",
		"cease", "controll", "roll", "generate", "arsenal", "commune", "news", "inning", "proceed", "sky",
		"ties", "cries", "gaps", "gas", "kiwis", "caresses", "ponies", "abilities", "yelling", "bayed", "saying",
		// British spellings stem as the American ones; short words keep their ending.
		"optimisation", "optimization", "optimise", "organisations", "colour", "colours", "coloured", "favourite",
		"centre", "metres", "catalogue", "dialogues", "programme", "analysed", "raise", "hour", "flour", "promise"}
	for _, p := range fixturePages {
		for _, s := range p.Sections {
			for _, tok := range Tokenize(s.Text + " " + s.Heading) {
				words = append(words, tok.Term)
			}
		}
	}
	for _, w := range words {
		v.Stems[w] = Stem(w)
	}
	for _, text := range []string{"B/L and AWB", "EDI-214 status", "customFields", "the carrier's fee",
		"Café Straße señor ÉLAN", "https://www.ups.com", "HS code 8471.30", "e-AWB x", "a b c", "P&L — Q&A",
		"can't doesn't won't shan't I'm we'll they've I'd isn’t"} {
		v.Tokens[text] = terms(Tokenize(text))
	}
	docsScope := Context{Language: "en", DocsTag: "docs-default-current", Scope: ScopeDocs}
	contexts := []Context{defaultContext, {}, {Language: "en", DocsTag: "docs-default-1.0"}, {Language: "fr", DocsTag: "docs-default-current"}, docsScope}
	for _, q := range fixtureQueries {
		for ci, ctx := range contexts {
			// The other contexts for a few queries: versions, languages,
			// and the Docs filter on queries that also find other pages.
			inScope := ctx == docsScope && (q == "ocean fcl" || q == "edi 214" || q == "x12 214" || q == "invoice customer")
			if ci > 0 && q != "jobs" && q != "dossier" && !inScope {
				continue
			}
			res := ix.Query(q, ctx, 20)
			hits := res.Hits
			vec := vector{Query: q, Context: ctx, URLs: urls(hits), Types: []string{}, Scores: []int{}, Pages: []string{}, NbHits: res.NbHits, Words: res.Words, Matched: res.Matched}
			for _, h := range hits {
				vec.Types = append(vec.Types, h.Type)
				vec.Scores = append(vec.Scores, h.Score)
				if !slices.Contains(vec.Pages, h.Page) {
					vec.Pages = append(vec.Pages, h.Page)
				}
			}
			vec.Fetched, _, _ = ix.Fetch(q, ctx, 20, nil)
			sort.Strings(vec.Fetched)
			v.Queries = append(v.Queries, vec)
		}
	}
	files := ix.Files()
	files["../vectors.json"] = mustJSONIndent(v)
	dir := filepath.Join(tsTestdata, "index")
	if *update {
		os.RemoveAll(dir)
		os.MkdirAll(dir, 0o755)
		for name, data := range files {
			if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
		return
	}
	for name, want := range files {
		got, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s differs from the Go index; run go test ./packages/sitegen/search -run TestSharedVectors -update", filepath.Join(dir, name))
		}
	}
}

func mustJSONIndent(v any) []byte {
	data, err := json.MarshalIndent(v, "", " ")
	if err != nil {
		panic(err)
	}
	return append(data, '\n')
}
