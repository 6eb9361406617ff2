package leadstore

import (
	"context"
	"time"
)

// The docs insights live beside the leads, in the same database: daily
// aggregates of searches and page votes, and the comments readers wrote.
// Nothing in these tables names a reader: no address, no identifier, no
// time finer than the day.

// Insights is the docs insights part of a Store.
type Insights interface {
	// AddSearch counts one settled search on day: its query, scope and
	// result count, and the rank of the result opened (0 for none).
	AddSearch(ctx context.Context, day Day, s Search) error
	// AddVote counts one "was this page helpful?" answer for page on day.
	AddVote(ctx context.Context, day Day, page string, helpful bool) error
	// AddComment keeps one comment on page, filed under day.
	AddComment(ctx context.Context, day Day, page string, helpful bool, comment string) error
	// DeleteInsightsBefore deletes every insights row of a day before
	// first, and returns how many rows it deleted.
	DeleteInsightsBefore(ctx context.Context, first Day) (int64, error)
	// InsightsSince reads every insights row from day first on.
	InsightsSince(ctx context.Context, first Day) (InsightRows, error)
}

// Day is a calendar day in UTC, "2026-11-29": the finest time insights keep.
type Day string

// DayOf is the UTC day of t.
func DayOf(t time.Time) Day { return Day(t.UTC().Format(time.DateOnly)) }

// DefaultRetentionDays is how long insights are kept unless
// FL_INSIGHTS_RETENTION_DAYS says otherwise; the privacy notice states it.
const DefaultRetentionDays = 90

// FirstKept is the first day kept at now with a retention of days (today
// included): the rows of every earlier day are deleted, and a report
// covers the days from it on.
func FirstKept(now time.Time, days int) Day { return DayOf(now.AddDate(0, 0, 1-days)) }

// Search is one settled search, already normalised and checked.
type Search struct {
	Query      string
	Scope      string // "docs" or "all"
	Results    int
	OpenedRank int // 1-based; 0 when no result was opened
}

// SearchDay is the aggregate of one query in one scope on one day.
type SearchDay struct {
	Day      Day
	Query    string
	Scope    string
	Searches int64 // settled searches
	Results  int64 // the result count the latest of them saw
	Opened   int64 // searches after which a result was opened
}

// ClickDay counts the results opened at one rank of one query on one day.
type ClickDay struct {
	Day    Day
	Query  string
	Scope  string
	Rank   int
	Clicks int64
}

// VoteDay counts the answers about one page on one day.
type VoteDay struct {
	Day  Day
	Page string
	Yes  int64
	No   int64
}

// Comment is one reader's comment on a page.
type Comment struct {
	Day     Day
	Page    string
	Helpful bool
	Text    string
}

// InsightRows is everything the insights tables hold for a period, each
// list in day order.
type InsightRows struct {
	Searches []SearchDay
	Clicks   []ClickDay
	Votes    []VoteDay
	Comments []Comment
}

// insightsSchema creates the insights tables; it is the same SQL for both
// databases (days are text, counts integers).
const insightsSchema = `
CREATE TABLE insight_searches (
	day      TEXT NOT NULL,
	query    TEXT NOT NULL,
	scope    TEXT NOT NULL,
	searches INTEGER NOT NULL,
	results  INTEGER NOT NULL,
	opened   INTEGER NOT NULL,
	PRIMARY KEY (day, query, scope)
);
CREATE TABLE insight_clicks (
	day    TEXT NOT NULL,
	query  TEXT NOT NULL,
	scope  TEXT NOT NULL,
	rank   INTEGER NOT NULL,
	clicks INTEGER NOT NULL,
	PRIMARY KEY (day, query, scope, rank)
);
CREATE TABLE insight_votes (
	day  TEXT NOT NULL,
	page TEXT NOT NULL,
	yes  INTEGER NOT NULL,
	no   INTEGER NOT NULL,
	PRIMARY KEY (day, page)
);
CREATE TABLE insight_comments (
	day     TEXT NOT NULL,
	page    TEXT NOT NULL,
	helpful BOOLEAN NOT NULL,
	comment TEXT NOT NULL
);
CREATE INDEX insight_comments_day ON insight_comments (day);
`

// insightStatements are the statements both stores run, written with
// placeholders $1, $2… (which SQLite accepts as well as PostgreSQL).
var insightStatements = struct {
	search, click, vote, comment string
	deletes                      []string
	searches, clicks, votes      string
	comments                     string
}{
	search: `INSERT INTO insight_searches (day, query, scope, searches, results, opened) VALUES ($1, $2, $3, 1, $4, $5)
		ON CONFLICT (day, query, scope) DO UPDATE SET searches = insight_searches.searches + 1,
		results = excluded.results, opened = insight_searches.opened + excluded.opened`,
	click: `INSERT INTO insight_clicks (day, query, scope, rank, clicks) VALUES ($1, $2, $3, $4, 1)
		ON CONFLICT (day, query, scope, rank) DO UPDATE SET clicks = insight_clicks.clicks + 1`,
	vote: `INSERT INTO insight_votes (day, page, yes, no) VALUES ($1, $2, $3, $4)
		ON CONFLICT (day, page) DO UPDATE SET yes = insight_votes.yes + excluded.yes, no = insight_votes.no + excluded.no`,
	comment: `INSERT INTO insight_comments (day, page, helpful, comment) VALUES ($1, $2, $3, $4)`,
	deletes: []string{
		`DELETE FROM insight_searches WHERE day < $1`,
		`DELETE FROM insight_clicks WHERE day < $1`,
		`DELETE FROM insight_votes WHERE day < $1`,
		`DELETE FROM insight_comments WHERE day < $1`,
	},
	searches: `SELECT day, query, scope, searches, results, opened FROM insight_searches WHERE day >= $1 ORDER BY day, query, scope`,
	clicks:   `SELECT day, query, scope, rank, clicks FROM insight_clicks WHERE day >= $1 ORDER BY day, query, scope, rank`,
	votes:    `SELECT day, page, yes, no FROM insight_votes WHERE day >= $1 ORDER BY day, page`,
	comments: `SELECT day, page, helpful, comment FROM insight_comments WHERE day >= $1 ORDER BY day, page`,
}

// voteCounts is a vote as the increments of the yes and no columns.
func voteCounts(helpful bool) (yes, no int) {
	if helpful {
		return 1, 0
	}
	return 0, 1
}

// openedCount is a search's increment of the opened column.
func openedCount(s Search) int {
	if s.OpenedRank > 0 {
		return 1
	}
	return 0
}

// rows is what both drivers' query results offer.
type rows interface {
	Next() bool
	Scan(dest ...any) error
	Err() error
}

// readInsights runs the four reads of InsightsSince through query, which
// returns the rows of one statement and the function that closes them.
func readInsights(query func(statement string) (rows, func(), error)) (InsightRows, error) {
	var out InsightRows
	reads := []struct {
		statement string
		scan      func(r rows) error
	}{
		{insightStatements.searches, func(r rows) error {
			var v SearchDay
			err := r.Scan(&v.Day, &v.Query, &v.Scope, &v.Searches, &v.Results, &v.Opened)
			out.Searches = append(out.Searches, v)
			return err
		}},
		{insightStatements.clicks, func(r rows) error {
			var v ClickDay
			err := r.Scan(&v.Day, &v.Query, &v.Scope, &v.Rank, &v.Clicks)
			out.Clicks = append(out.Clicks, v)
			return err
		}},
		{insightStatements.votes, func(r rows) error {
			var v VoteDay
			err := r.Scan(&v.Day, &v.Page, &v.Yes, &v.No)
			out.Votes = append(out.Votes, v)
			return err
		}},
		{insightStatements.comments, func(r rows) error {
			var v Comment
			err := r.Scan(&v.Day, &v.Page, &v.Helpful, &v.Text)
			out.Comments = append(out.Comments, v)
			return err
		}},
	}
	for _, read := range reads {
		r, closeRows, err := query(read.statement)
		if err != nil {
			return InsightRows{}, err
		}
		for err == nil && r.Next() {
			err = read.scan(r)
		}
		if err == nil {
			err = r.Err()
		}
		closeRows()
		if err != nil {
			return InsightRows{}, err
		}
	}
	return out, nil
}
