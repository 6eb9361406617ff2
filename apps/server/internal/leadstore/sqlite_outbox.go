package leadstore

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/google/uuid"
)

// ClaimNext implements Store.
func (s *SQLite) ClaimNext(ctx context.Context, lease time.Duration, interrupted InterruptedPolicy) (*Claim, error) {
	return s.tally.claim(func() (*Claim, string, error) { return s.claimNext(ctx, lease, interrupted) })
}

// claimNext claims the row due first, or parks it and returns its lead's
// id when its previous claim was interrupted and interrupted says so.
func (s *SQLite) claimNext(ctx context.Context, lease time.Duration, interrupted InterruptedPolicy) (c *Claim, parked string, err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return nil, "", err
	}
	defer tx.Rollback()

	now := s.now().UTC()
	var (
		leadID       string
		attempts     int
		claimedUntil sql.NullInt64
	)
	err = tx.QueryRowContext(ctx, `
		SELECT lead_id, attempts, claimed_until FROM outbox
		WHERE delivered_at IS NULL AND parked_at IS NULL AND next_attempt_at <= ?1
		  AND (claimed_until IS NULL OR claimed_until <= ?1)
		ORDER BY next_attempt_at, lead_id LIMIT 1`, now.UnixMilli()).Scan(&leadID, &attempts, &claimedUntil)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, "", nil
	}
	if err != nil {
		return nil, "", err
	}

	if claimedUntil.Valid && interrupted == ParkInterrupted {
		if _, err := tx.ExecContext(ctx,
			`UPDATE outbox SET parked_at = ?, claimed_until = NULL, claim_token = NULL, last_error = ? WHERE lead_id = ?`,
			now.Format(time.RFC3339Nano), interruptedWhy, leadID); err != nil {
			return nil, "", err
		}
		if _, err := tx.ExecContext(ctx,
			`INSERT INTO outbox_attempts (lead_id, attempted_at, ok, detail) VALUES (?, ?, 0, ?)`,
			leadID, now.Format(time.RFC3339Nano), interruptedWhy); err != nil {
			return nil, "", err
		}
		return nil, leadID, tx.Commit()
	}

	c = &Claim{LeadID: leadID, Attempts: attempts, token: uuid.NewString()}
	if _, err := tx.ExecContext(ctx,
		`UPDATE outbox SET claimed_until = ?, claim_token = ? WHERE lead_id = ?`,
		now.Add(lease).UnixMilli(), c.token, leadID); err != nil {
		return nil, "", err
	}
	var data string
	if err := tx.QueryRowContext(ctx, `SELECT created_at, data FROM leads WHERE id = ?`, leadID).Scan(&c.CreatedAt, &data); err != nil {
		return nil, "", err
	}
	c.Data = []byte(data)
	// The claim must be durable before the lead leaves the machine, so that
	// after a crash the row is known to have been (possibly) sent.
	return c, "", tx.Commit()
}

// RecordAttempt implements Store.
func (s *SQLite) RecordAttempt(ctx context.Context, c *Claim, a Attempt) error {
	return s.tally.write(func() error { return s.recordAttempt(ctx, c, a) }, func(t *tally) {
		if a.Delivered || a.Park {
			t.settled(c.LeadID, a.Delivered)
		}
	})
}

func (s *SQLite) recordAttempt(ctx context.Context, c *Claim, a Attempt) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()

	now := s.now().UTC().Format(time.RFC3339Nano)
	var delivered, parked, lastError sql.NullString
	switch {
	case a.Delivered:
		delivered = sql.NullString{String: now, Valid: true}
	case a.Park:
		parked = sql.NullString{String: now, Valid: true}
		lastError = sql.NullString{String: a.Detail, Valid: true}
	default:
		lastError = sql.NullString{String: a.Detail, Valid: true}
	}
	res, err := tx.ExecContext(ctx, `
		UPDATE outbox SET attempts = attempts + 1, claimed_until = NULL, claim_token = NULL,
		       delivered_at = ?, parked_at = ?, last_error = ?, next_attempt_at = ?
		WHERE lead_id = ? AND claim_token = ?`,
		delivered, parked, lastError, a.RetryAt.UnixMilli(), c.LeadID, c.token)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrClaimLost
	}
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO outbox_attempts (lead_id, attempted_at, ok, detail) VALUES (?, ?, ?, ?)`,
		c.LeadID, now, a.Delivered, a.Detail); err != nil {
		return err
	}
	return tx.Commit()
}

// NextDue implements Store.
func (s *SQLite) NextDue(ctx context.Context) (time.Time, bool, error) {
	var ms sql.NullInt64
	err := s.db.QueryRowContext(ctx, `
		SELECT MIN(MAX(next_attempt_at, COALESCE(claimed_until, 0))) FROM outbox
		WHERE delivered_at IS NULL AND parked_at IS NULL`).Scan(&ms)
	if err != nil || !ms.Valid {
		return time.Time{}, false, err
	}
	return time.UnixMilli(ms.Int64), true, nil
}

// Requeue implements Store.
func (s *SQLite) Requeue(ctx context.Context, leadID string) error {
	var created time.Time
	return s.tally.write(func() error {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		res, err := tx.ExecContext(ctx,
			`UPDATE outbox SET parked_at = NULL, next_attempt_at = ? WHERE lead_id = ? AND parked_at IS NOT NULL AND delivered_at IS NULL`,
			s.now().UnixMilli(), leadID)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return errNotParked(leadID)
		}
		var at string
		if err := tx.QueryRowContext(ctx, `SELECT created_at FROM leads WHERE id = ?`, leadID).Scan(&at); err != nil {
			return err
		}
		if created, err = time.Parse(time.RFC3339Nano, at); err != nil {
			return err
		}
		return tx.Commit()
	}, func(t *tally) { t.requeued(leadID, created) })
}
