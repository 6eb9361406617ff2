package leadstore

import (
	"context"
	"database/sql"
	"errors"
	"reflect"
	"testing"
)

func testInsightAggregates(t *testing.T, b backend) {
	s, _, _ := openTest(t, b)
	ctx := context.Background()
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.AddSearch(ctx, "2026-11-28", Search{Query: "customs hold", Scope: "docs", Results: 4, OpenedRank: 2}))
	must(s.AddSearch(ctx, "2026-11-28", Search{Query: "customs hold", Scope: "docs", Results: 5}))
	must(s.AddSearch(ctx, "2026-11-28", Search{Query: "customs hold", Scope: "docs", Results: 5, OpenedRank: 2}))
	must(s.AddSearch(ctx, "2026-11-28", Search{Query: "customs hold", Scope: "all", Results: 9, OpenedRank: 1}))
	must(s.AddSearch(ctx, "2026-11-29", Search{Query: "reefer", Scope: "docs", Results: 0}))
	must(s.AddVote(ctx, "2026-11-29", "/docs/intro", true))
	must(s.AddVote(ctx, "2026-11-29", "/docs/intro", false))
	must(s.AddVote(ctx, "2026-11-29", "/docs/intro", false))
	must(s.AddComment(ctx, "2026-11-29", "/docs/intro", false, "The reefer setpoints are not explained."))

	got, err := s.InsightsSince(ctx, "2026-11-28")
	must(err)
	want := InsightRows{
		Searches: []SearchDay{
			{Day: "2026-11-28", Query: "customs hold", Scope: "all", Searches: 1, Results: 9, Opened: 1},
			{Day: "2026-11-28", Query: "customs hold", Scope: "docs", Searches: 3, Results: 5, Opened: 2},
			{Day: "2026-11-29", Query: "reefer", Scope: "docs", Searches: 1, Results: 0, Opened: 0},
		},
		Clicks: []ClickDay{
			{Day: "2026-11-28", Query: "customs hold", Scope: "all", Rank: 1, Clicks: 1},
			{Day: "2026-11-28", Query: "customs hold", Scope: "docs", Rank: 2, Clicks: 2},
		},
		Votes:    []VoteDay{{Day: "2026-11-29", Page: "/docs/intro", Yes: 1, No: 2}},
		Comments: []Comment{{Day: "2026-11-29", Page: "/docs/intro", Helpful: false, Text: "The reefer setpoints are not explained."}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("InsightsSince:\n got %+v\nwant %+v", got, want)
	}
	later, err := s.InsightsSince(ctx, "2026-11-29")
	must(err)
	if len(later.Searches) != 1 || later.Searches[0].Query != "reefer" {
		t.Errorf("InsightsSince(2026-11-29) searches = %+v, want only the day's", later.Searches)
	}
}

func testInsightRetention(t *testing.T, b backend) {
	s, _, _ := openTest(t, b)
	ctx := context.Background()
	for _, day := range []Day{"2026-08-30", "2026-08-31", "2026-09-01"} {
		if err := s.AddSearch(ctx, day, Search{Query: "eta", Scope: "docs", Results: 3, OpenedRank: 1}); err != nil {
			t.Fatal(err)
		}
		if err := s.AddVote(ctx, day, "/docs/intro", true); err != nil {
			t.Fatal(err)
		}
		if err := s.AddComment(ctx, day, "/docs/intro", true, "clear"); err != nil {
			t.Fatal(err)
		}
	}
	deleted, err := s.DeleteInsightsBefore(ctx, "2026-09-01")
	if err != nil {
		t.Fatal(err)
	}
	if deleted != 8 { // two days of a search, a click, a vote and a comment
		t.Errorf("deleted %d rows, want 8", deleted)
	}
	left, err := s.InsightsSince(ctx, "0000-01-01")
	if err != nil {
		t.Fatal(err)
	}
	if len(left.Searches) != 1 || len(left.Clicks) != 1 || len(left.Votes) != 1 || len(left.Comments) != 1 || left.Searches[0].Day != "2026-09-01" {
		t.Errorf("left after the retention = %+v, want only 2026-09-01", left)
	}
}

// Insights are committed without waiting for the disk, and the one
// connection goes back to synchronous=FULL for the leads after each, a
// failed one too.
func TestSQLiteInsightsLeaveTheConnectionDurable(t *testing.T) {
	s, err := OpenSQLite(t.TempDir() + "/leads.db")
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	ctx := context.Background()
	synchronous := func() int {
		t.Helper()
		var mode int
		if err := s.db.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&mode); err != nil {
			t.Fatal(err)
		}
		return mode
	}
	const full = 2
	if got := synchronous(); got != full {
		t.Fatalf("a new store runs with synchronous %d, want FULL (%d)", got, full)
	}
	var during int
	failed := errors.New("the event does not fit")
	err = s.insightTx(ctx, func(tx *sql.Tx) error {
		if err := tx.QueryRowContext(ctx, `PRAGMA synchronous`).Scan(&during); err != nil {
			return err
		}
		return failed
	})
	if !errors.Is(err, failed) {
		t.Fatalf("insightTx = %v, want the event's error", err)
	}
	if during != 1 {
		t.Errorf("an insights transaction runs with synchronous %d, want NORMAL (1)", during)
	}
	if got := synchronous(); got != full {
		t.Errorf("after a failed insights transaction synchronous is %d, want FULL (%d)", got, full)
	}
	if err := s.AddSearch(ctx, "2026-11-29", Search{Query: "reefer", Scope: "docs", OpenedRank: 1}); err != nil {
		t.Fatal(err)
	}
	if err := s.AddVote(ctx, "2026-11-29", "/docs/intro", true); err != nil {
		t.Fatal(err)
	}
	if got := synchronous(); got != full {
		t.Errorf("after insights events synchronous is %d, want FULL (%d)", got, full)
	}
}
