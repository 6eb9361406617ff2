package leadstore

import "context"

var _ Insights = (*SQLite)(nil)

// AddSearch implements Insights.
func (s *SQLite) AddSearch(ctx context.Context, day Day, search Search) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if _, err := tx.ExecContext(ctx, insightStatements.search, day, search.Query, search.Scope, search.Results, openedCount(search)); err != nil {
		return err
	}
	if search.OpenedRank > 0 {
		if _, err := tx.ExecContext(ctx, insightStatements.click, day, search.Query, search.Scope, search.OpenedRank); err != nil {
			return err
		}
	}
	return tx.Commit()
}

// AddVote implements Insights.
func (s *SQLite) AddVote(ctx context.Context, day Day, page string, helpful bool) error {
	yes, no := voteCounts(helpful)
	_, err := s.db.ExecContext(ctx, insightStatements.vote, day, page, yes, no)
	return err
}

// AddComment implements Insights.
func (s *SQLite) AddComment(ctx context.Context, day Day, page string, helpful bool, comment string) error {
	_, err := s.db.ExecContext(ctx, insightStatements.comment, day, page, helpful, comment)
	return err
}

// DeleteInsightsBefore implements Insights.
func (s *SQLite) DeleteInsightsBefore(ctx context.Context, first Day) (int64, error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return 0, err
	}
	defer tx.Rollback()
	var deleted int64
	for _, stmt := range insightStatements.deletes {
		res, err := tx.ExecContext(ctx, stmt, first)
		if err != nil {
			return 0, err
		}
		n, err := res.RowsAffected()
		if err != nil {
			return 0, err
		}
		deleted += n
	}
	return deleted, tx.Commit()
}

// InsightsSince implements Insights.
func (s *SQLite) InsightsSince(ctx context.Context, first Day) (InsightRows, error) {
	return readInsights(func(statement string) (rows, func(), error) {
		r, err := s.db.QueryContext(ctx, statement, first)
		if err != nil {
			return nil, nil, err
		}
		return r, func() { r.Close() }, nil
	})
}
