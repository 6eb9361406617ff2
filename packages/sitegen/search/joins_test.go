package search

import (
	"reflect"
	"testing"
)

func TestQueryJoins(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []queryJoin
	}{
		// "up" is a stop word: the join stands for "back" alone.
		{"how often do you back up", []queryJoin{{term: "backup", words: []int{1}}}},
		{"log in screen", []queryJoin{{term: "login", words: []int{0}}}},
		// A particle that is searched itself: both words; the joined word
		// is stemmed as the index's words are.
		{"cut off times", []queryJoin{{term: "cutoff", words: []int{0, 1}}}},
		{"roll outs", nil},
		{"set ups", nil},
		{"hand overs", nil},
		{"check ins", nil},
		// No particle, only stop words, digits or joiners: nothing.
		{"ware house", nil},
		{"e invoice", nil},
		{"it is up", nil},
		{"a b", nil},
		{"x12 214", nil},
		{"edi-214 up", nil},
	} {
		got := queryJoins(tc.query, parseQuery(tc.query))
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: joins %+v; want %+v", tc.query, got, tc.want)
		}
	}
}

func TestJoinedWords(t *testing.T) {
	pages := []Page{
		{URL: "/hosting", Title: "Hosting", Kind: "doc", Sections: []Section{
			{Text: "Where the platform runs."},
			{Anchor: "backups", Heading: "Backups", Level: 2, Text: "Backups are taken on a nightly schedule and kept for 30 days."}}},
		{URL: "/returns", Title: "Returns", Kind: "doc", Sections: []Section{{Text: "Send the cargo back to the shipper on the next schedule."}}},
		{URL: "/entity", Title: "PickupOrder", Kind: "doc", Sections: []Section{{Text: "The entity of a collection."}}},
		{URL: "/manual", Title: "Pick up cargo", Kind: "doc", Sections: []Section{{Text: "Send a driver to pick up the cargo."}}},
	}
	ix, err := Build(pages, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// "back up" finds the page that writes "backups", as both words.
	r := ix.Query("back up schedule", defaultContext, 20)
	if got := pagesOf(r.Hits); len(got) == 0 || got[0] != "/hosting" || r.Hits[0].Coverage != 2 {
		t.Errorf("back up schedule: %v; want /hosting first, matching both words through \"backups\"", got)
	}
	// A join only stands in for a word a record lacks: the page with the
	// words as typed keeps its score, the page with the joined word ranks
	// after it.
	with := ix.Search("pick up cargo", defaultContext, 20)
	if got := pagesOf(with); len(got) < 2 || got[0] != "/manual" {
		t.Errorf("pick up cargo: %v; want /manual (the words as typed) first", got)
	}
	// The page with the words as typed scores as it does without the
	// join ("pick cargo"): the join added nothing to it.
	without := map[int]int{}
	for _, o := range ix.Search("pick cargo", defaultContext, 20) {
		without[o.Record] = o.Score
	}
	compared := 0
	for _, h := range with {
		if h.Page == "/manual" {
			compared++
			if without[h.Record] != h.Score {
				t.Errorf("pick up cargo: %s scores %d; without the join %d", h.URL, h.Score, without[h.Record])
			}
		}
	}
	if compared == 0 {
		t.Error("pick up cargo: no hit of /manual to compare")
	}
	if !contains(pagesOf(ix.Search("pick up", defaultContext, 20)), "/entity") {
		t.Errorf("pick up: want /entity (PickupOrder) found through the joined word")
	}
}

func TestUndoubledTypos(t *testing.T) {
	pages := []Page{
		{URL: "/tariff", Title: "Tariff", Kind: "doc", Sections: []Section{{Text: "Sell and buy prices."}}},
		{URL: "/committee", Title: "Committees", Kind: "doc", Sections: []Section{{Text: "Who decides."}}},
	}
	ix, err := Build(pages, Options{})
	if err != nil {
		t.Fatal(err)
	}
	// Two edits apart, one letter doubled and another not.
	if oneEdit([]rune("tarrif"), []rune("tariff")) {
		t.Fatal("tarrif and tariff should be two edits apart")
	}
	for q, want := range map[string]string{"tarrif": "/tariff", "tarif ": "/tariff", "comitee": "/committee", "commitees": "/committee"} {
		if got := pagesOf(ix.Search(q, defaultContext, 20)); len(got) == 0 || got[0] != want {
			t.Errorf("%q: %v; want %s", q, got, want)
		}
	}
	// Typos need five letters, doubled letters too; other letters must match.
	for _, q := range []string{"tarr", "tarrof", "comiteo"} {
		if got := pagesOf(ix.Search(q+" ", defaultContext, 20)); len(got) != 0 {
			t.Errorf("%q: %v; want nothing", q, got)
		}
	}
}
