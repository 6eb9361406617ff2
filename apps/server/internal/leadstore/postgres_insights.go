package leadstore

import (
	"context"

	"github.com/jackc/pgx/v5"
)

var _ Insights = (*Postgres)(nil)

// AddSearch implements Insights.
func (s *Postgres) AddSearch(ctx context.Context, day Day, search Search) error {
	return unavailable(pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, insightStatements.search, day, search.Query, search.Scope, search.Results, openedCount(search)); err != nil {
			return err
		}
		if search.OpenedRank > 0 {
			_, err := tx.Exec(ctx, insightStatements.click, day, search.Query, search.Scope, search.OpenedRank)
			return err
		}
		return nil
	}))
}

// AddVote implements Insights.
func (s *Postgres) AddVote(ctx context.Context, day Day, page string, helpful bool) error {
	yes, no := voteCounts(helpful)
	_, err := s.pool.Exec(ctx, insightStatements.vote, day, page, yes, no)
	return unavailable(err)
}

// AddComment implements Insights.
func (s *Postgres) AddComment(ctx context.Context, day Day, page string, helpful bool, comment string) error {
	_, err := s.pool.Exec(ctx, insightStatements.comment, day, page, helpful, comment)
	return unavailable(err)
}

// DeleteInsightsBefore implements Insights.
func (s *Postgres) DeleteInsightsBefore(ctx context.Context, first Day) (int64, error) {
	var deleted int64
	err := pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		for _, stmt := range insightStatements.deletes {
			tag, err := tx.Exec(ctx, stmt, first)
			if err != nil {
				return err
			}
			deleted += tag.RowsAffected()
		}
		return nil
	})
	if err != nil {
		return 0, unavailable(err)
	}
	return deleted, nil
}

// InsightsSince implements Insights.
func (s *Postgres) InsightsSince(ctx context.Context, first Day) (InsightRows, error) {
	out, err := readInsights(func(statement string) (rows, func(), error) {
		r, err := s.pool.Query(ctx, statement, first)
		if err != nil {
			return nil, nil, err
		}
		return r, r.Close, nil
	})
	return out, unavailable(err)
}
