package leadstore

import (
	"context"
	"database/sql"
	"database/sql/driver"
)

var _ Insights = (*SQLite)(nil)

// AddSearch implements Insights.
func (s *SQLite) AddSearch(ctx context.Context, day Day, search Search) error {
	return s.insightTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.StmtContext(ctx, s.prepared.search).ExecContext(ctx, day, search.Query, search.Scope, search.Results, openedCount(search)); err != nil {
			return err
		}
		if search.OpenedRank > 0 {
			_, err := tx.StmtContext(ctx, s.prepared.click).ExecContext(ctx, day, search.Query, search.Scope, search.OpenedRank)
			return err
		}
		return nil
	})
}

// AddVote implements Insights.
func (s *SQLite) AddVote(ctx context.Context, day Day, page string, helpful bool) error {
	yes, no := voteCounts(helpful)
	return s.insightTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.prepared.vote).ExecContext(ctx, day, page, yes, no)
		return err
	})
}

// AddComment implements Insights.
func (s *SQLite) AddComment(ctx context.Context, day Day, page string, helpful bool, comment string) error {
	return s.insightTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.StmtContext(ctx, s.prepared.comment).ExecContext(ctx, day, page, helpful, comment)
		return err
	})
}

// insightTx runs fn in a transaction committed with synchronous=NORMAL:
// in WAL mode the commit does not wait for the disk, so a power cut may
// lose the last events, never the database. An event is one count among
// thousands; waiting for an fsync each held the ingest to about 600 a
// second on this machine kind (cmd/attackbench, issue 38's 1,000). The
// connection is set back to FULL before any lead uses it; one that cannot
// be is dropped.
func (s *SQLite) insightTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	conn, err := s.db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, `PRAGMA synchronous = NORMAL`); err != nil {
		return err
	}
	defer func() {
		if _, err := conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA synchronous = FULL`); err != nil {
			conn.Raw(func(any) error { return driver.ErrBadConn })
		}
	}()
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	if err := fn(tx); err != nil {
		return err
	}
	return tx.Commit()
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
