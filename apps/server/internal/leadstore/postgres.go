package leadstore

// The PostgreSQL store, for several server instances sharing one outbox
// (FL_DB=postgres://…). Each transaction is committed by the server before
// it returns, so PostgreSQL's own durability (synchronous_commit on, the
// default) is what a 2xx promises. Instances claim outbox rows with
// SELECT … FOR UPDATE SKIP LOCKED, so two workers never wait on or take the
// same row, and a lease (claimed_until) with a fencing token (claim_token)
// decides who may record the outcome. Times are the servers' clocks, passed
// in, so the instances' clocks should agree (NTP) to well within a lease.

import (
	"context"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
)

// Postgres is a lead database in PostgreSQL.
type Postgres struct {
	pool  *pgxpool.Pool
	now   func() time.Time
	tally tally
}

var _ Store = (*Postgres)(nil)

// postgresMigrations bring the database from version i (the highest row
// of schema_migrations) to i+1. Append only: a released migration never
// changes.
var postgresMigrations = []string{
	`CREATE TABLE leads (
		id              text PRIMARY KEY,
		created_at      timestamptz NOT NULL,
		idempotency_key text UNIQUE,          -- NULL when the client sent none
		request_hash    text NOT NULL,        -- tells a retry from a reused key
		data            json NOT NULL         -- the validated submission, kept byte for byte
	);
	CREATE TABLE outbox (
		lead_id         text PRIMARY KEY REFERENCES leads(id),
		next_attempt_at timestamptz NOT NULL,
		attempts        integer NOT NULL DEFAULT 0,
		claimed_until   timestamptz,          -- set while a worker is sending
		claim_token     text,
		delivered_at    timestamptz,
		parked_at       timestamptz,          -- set when sending again could duplicate
		last_error      text
	);
	CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND parked_at IS NULL;
	CREATE TABLE outbox_attempts (
		lead_id      text NOT NULL REFERENCES leads(id),
		attempted_at timestamptz NOT NULL,
		ok           boolean NOT NULL,
		detail       text NOT NULL
	);
	CREATE INDEX outbox_attempts_lead ON outbox_attempts (lead_id);
	CREATE TABLE health_probe (id integer PRIMARY KEY CHECK (id = 1), checked_at timestamptz NOT NULL);`,
	// The retention sweep finds the leads past their time by arrival.
	`CREATE INDEX leads_created_at ON leads (created_at);`,
	// The docs insights (insights.go).
	insightsSchema,
}

// migrationLock is the advisory lock key that serializes migrations when
// several instances start at once ("fl-leads" in ASCII).
const migrationLock = 0x666c2d6c65616473

// OpenPostgres connects to the database at url (postgres://…), checks that
// it answers, and applies the migrations it lacks.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("FL_DB: want a PostgreSQL URL such as postgres://user:password@host:5432/dbname?sslmode=verify-full: %w", err)
	}
	if cfg.ConnConfig.ConnectTimeout == 0 {
		cfg.ConnConfig.ConnectTimeout = 5 * time.Second
	}
	where := Describe(url)
	pool, err := pgxpool.NewWithConfig(ctx, cfg)
	if err != nil {
		return nil, fmt.Errorf("lead database %s: %w", where, err)
	}
	s := &Postgres{pool: pool, now: time.Now}
	if err := s.Ping(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("lead database %s: %w", where, err)
	}
	if err := s.migrate(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("lead database %s: migrating: %w", where, err)
	}
	if err := s.Resync(ctx); err != nil {
		pool.Close()
		return nil, fmt.Errorf("lead database %s: counting leads: %w", where, err)
	}
	return s, nil
}

func (s *Postgres) migrate(ctx context.Context) error {
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
			return err
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version    integer PRIMARY KEY,
			applied_at timestamptz NOT NULL DEFAULT now())`); err != nil {
			return err
		}
		var version int
		if err := tx.QueryRow(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&version); err != nil {
			return err
		}
		if version > len(postgresMigrations) {
			return fmt.Errorf("schema version %d is newer than this server (%d)", version, len(postgresMigrations))
		}
		for i := version; i < len(postgresMigrations); i++ {
			if _, err := tx.Exec(ctx, postgresMigrations[i]); err != nil {
				return fmt.Errorf("migration %d: %w", i+1, err)
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, i+1); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *Postgres) setClock(now func() time.Time) { s.now = now }

func (s *Postgres) attemptsLogged(ctx context.Context, leadID string) (n int, err error) {
	err = s.pool.QueryRow(ctx, `SELECT COUNT(*) FROM outbox_attempts WHERE lead_id = $1`, leadID).Scan(&n)
	return n, err
}

// Close closes the pool.
func (s *Postgres) Close() error { s.pool.Close(); return nil }

// Ping implements Store.
func (s *Postgres) Ping(ctx context.Context) error { return unavailable(s.pool.Ping(ctx)) }

// unavailable marks a failure to talk to PostgreSQL at all (it is down,
// unreachable, shutting down, or a connection broke), as opposed to its
// answer to a statement, as ErrUnavailable: the transaction did not
// commit, and the client may try again later.
func unavailable(err error) error {
	if err == nil || errors.Is(err, ErrIdempotencyKeyReused) || errors.Is(err, ErrClaimLost) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code[:2] {
		case "08", "53", "57": // connection exception; insufficient resources; operator intervention (shutdown)
			return fmt.Errorf("%w: %w", ErrUnavailable, err)
		}
		return err
	}
	return fmt.Errorf("%w: %w", ErrUnavailable, err)
}

// CheckWrite implements Store: it rewrites the health row and reads back
// what it wrote, in one statement.
func (s *Postgres) CheckWrite(ctx context.Context) error {
	stamp := s.now().UTC().Truncate(time.Microsecond)
	var got time.Time
	if err := s.pool.QueryRow(ctx,
		`INSERT INTO health_probe (id, checked_at) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at RETURNING checked_at`,
		stamp).Scan(&got); err != nil {
		return fmt.Errorf("cannot write: %w", unavailable(err))
	}
	if !got.Equal(stamp) {
		return fmt.Errorf("the health row reads %s after writing %s", got, stamp)
	}
	return nil
}

// Insert implements Store. Two instances may receive retries of one
// request at once: the unique idempotency key makes the second INSERT wait
// for the first to commit and then insert nothing, and that request
// answers with the first one's id.
func (s *Postgres) Insert(ctx context.Context, data []byte, idempotencyKey, requestHash string) (id string, existed bool, err error) {
	now := s.now().UTC()
	err = s.tally.write(func() error {
		id, existed, err = s.insert(ctx, data, idempotencyKey, requestHash, now)
		return err
	}, func(t *tally) {
		if !existed {
			t.inserted(id, now)
		}
	})
	return id, existed, unavailable(err)
}

func (s *Postgres) insert(ctx context.Context, data []byte, idempotencyKey, requestHash string, now time.Time) (id string, existed bool, err error) {
	u, err := uuid.NewV7() // time-ordered, so ids sort like arrivals
	if err != nil {
		return "", false, err
	}
	var key *string
	if idempotencyKey != "" {
		key = &idempotencyKey
	}
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			INSERT INTO leads (id, created_at, idempotency_key, request_hash, data) VALUES ($1, $2, $3, $4, $5)
			ON CONFLICT (idempotency_key) DO NOTHING`,
			u.String(), now, key, requestHash, string(data))
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 { // the key is known: a retry, or a reused key
			var prevHash string
			if err := tx.QueryRow(ctx, `SELECT id, request_hash FROM leads WHERE idempotency_key = $1`, key).Scan(&id, &prevHash); err != nil {
				return err
			}
			if prevHash != requestHash {
				return ErrIdempotencyKeyReused
			}
			existed = true
			return nil
		}
		id = u.String()
		_, err = tx.Exec(ctx, `INSERT INTO outbox (lead_id, next_attempt_at) VALUES ($1, $2)`, id, now)
		return err
	})
	if err != nil {
		return "", false, err
	}
	return id, existed, nil
}

// Counts implements Store.
func (s *Postgres) Counts() Stats { return s.tally.counts(s.now()) }

// Resync implements Store.
func (s *Postgres) Resync(ctx context.Context) error {
	return unavailable(s.tally.resync(ctx, s.snapshot))
}

// snapshot reads the counts and the pending leads in one snapshot of the
// database, which other instances may be writing to.
func (s *Postgres) snapshot(ctx context.Context) (snapshot, error) {
	snap := snapshot{pending: map[string]time.Time{}}
	err := pgx.BeginTxFunc(ctx, s.pool, pgx.TxOptions{IsoLevel: pgx.RepeatableRead, AccessMode: pgx.ReadOnly}, func(tx pgx.Tx) error {
		if err := tx.QueryRow(ctx, `
			SELECT (SELECT COUNT(*) FROM leads),
			       COUNT(*) FILTER (WHERE delivered_at IS NOT NULL),
			       COUNT(*) FILTER (WHERE delivered_at IS NULL AND parked_at IS NOT NULL)
			FROM outbox`).Scan(&snap.stats.Leads, &snap.stats.Delivered, &snap.stats.Parked); err != nil {
			return err
		}
		rows, err := tx.Query(ctx, `
			SELECT l.id, l.created_at FROM outbox o JOIN leads l ON l.id = o.lead_id
			WHERE o.delivered_at IS NULL AND o.parked_at IS NULL`)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var id string
			var created time.Time
			if err := rows.Scan(&id, &created); err != nil {
				return err
			}
			snap.pending[id] = created
		}
		return rows.Err()
	})
	return snap, err
}

// DeleteCreatedBefore implements Store.
func (s *Postgres) DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int64, error) {
	var gone deletedLeads
	err := s.tally.write(func() error {
		return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
			// The outbox rows go first, returning each lead's state; then
			// the attempt log and the leads.
			rows, err := tx.Query(ctx, `
				DELETE FROM outbox WHERE lead_id IN (SELECT id FROM leads WHERE created_at < $1)
				RETURNING lead_id, delivered_at IS NOT NULL, parked_at IS NOT NULL`, cutoff)
			if err != nil {
				return err
			}
			for rows.Next() {
				var id string
				var delivered, parked bool
				if err := rows.Scan(&id, &delivered, &parked); err != nil {
					rows.Close()
					return err
				}
				gone.add(id, delivered, parked)
			}
			if rows.Close(); rows.Err() != nil {
				return rows.Err()
			}
			if _, err := tx.Exec(ctx, `DELETE FROM outbox_attempts WHERE lead_id IN (SELECT id FROM leads WHERE created_at < $1)`, cutoff); err != nil {
				return err
			}
			_, err = tx.Exec(ctx, `DELETE FROM leads WHERE created_at < $1`, cutoff)
			return err
		})
	}, gone.count)
	if err != nil {
		return 0, unavailable(err)
	}
	return gone.n, nil
}

func formatTime(t *time.Time) string {
	if t == nil {
		return ""
	}
	return t.UTC().Format(time.RFC3339Nano)
}

// Leads implements Store.
func (s *Postgres) Leads(ctx context.Context) ([]Lead, error) {
	rows, err := s.pool.Query(ctx, `
		SELECT l.id, l.created_at, l.data::text, COALESCE(o.attempts, 0), o.delivered_at, o.parked_at, COALESCE(o.last_error, '')
		FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
		ORDER BY l.created_at, l.id`)
	if err != nil {
		return nil, unavailable(err)
	}
	var leads []Lead
	for rows.Next() {
		var l Lead
		var created time.Time
		var delivered, parked *time.Time
		var data string
		if err := rows.Scan(&l.ID, &created, &data, &l.Attempts, &delivered, &parked, &l.LastError); err != nil {
			rows.Close()
			return nil, err
		}
		l.CreatedAt, l.DeliveredAt, l.ParkedAt, l.Data = formatTime(&created), formatTime(delivered), formatTime(parked), []byte(data)
		leads = append(leads, l)
	}
	return leads, unavailable(rows.Err())
}

// ClaimNext implements Store.
func (s *Postgres) ClaimNext(ctx context.Context, lease time.Duration, interrupted InterruptedPolicy) (*Claim, error) {
	c, err := s.tally.claim(func() (*Claim, string, error) { return s.claimNext(ctx, lease, interrupted) })
	return c, unavailable(err)
}

// claimNext claims the row due first, or parks it and returns its lead's
// id when its previous claim was interrupted and interrupted says so.
func (s *Postgres) claimNext(ctx context.Context, lease time.Duration, interrupted InterruptedPolicy) (c *Claim, parked string, err error) {
	now := s.now().UTC()
	err = pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		var (
			leadID     string
			attempts   int
			wasClaimed bool
			created    time.Time
			data       string
		)
		// SKIP LOCKED: a row another instance is claiming right now is
		// passed over, not waited for.
		err := tx.QueryRow(ctx, `
			SELECT o.lead_id, o.attempts, o.claimed_until IS NOT NULL, l.created_at, l.data::text
			FROM outbox o JOIN leads l ON l.id = o.lead_id
			WHERE o.delivered_at IS NULL AND o.parked_at IS NULL AND o.next_attempt_at <= $1
			  AND (o.claimed_until IS NULL OR o.claimed_until <= $1)
			ORDER BY o.next_attempt_at, o.lead_id
			LIMIT 1
			FOR UPDATE OF o SKIP LOCKED`, now).Scan(&leadID, &attempts, &wasClaimed, &created, &data)
		if errors.Is(err, pgx.ErrNoRows) {
			return nil
		}
		if err != nil {
			return err
		}
		if wasClaimed && interrupted == ParkInterrupted {
			if _, err := tx.Exec(ctx,
				`UPDATE outbox SET parked_at = $1, claimed_until = NULL, claim_token = NULL, last_error = $2 WHERE lead_id = $3`,
				now, interruptedWhy, leadID); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx,
				`INSERT INTO outbox_attempts (lead_id, attempted_at, ok, detail) VALUES ($1, $2, false, $3)`,
				leadID, now, interruptedWhy); err != nil {
				return err
			}
			parked = leadID
			return nil
		}
		claim := &Claim{LeadID: leadID, CreatedAt: formatTime(&created), Data: []byte(data), Attempts: attempts, token: uuid.NewString()}
		// The claim is committed before the lead leaves the machine, so
		// that after a crash the row is known to have been (possibly) sent.
		if _, err := tx.Exec(ctx, `UPDATE outbox SET claimed_until = $1, claim_token = $2 WHERE lead_id = $3`,
			now.Add(lease), claim.token, leadID); err != nil {
			return err
		}
		c = claim
		return nil
	})
	if err != nil {
		return nil, "", err
	}
	return c, parked, nil
}

// RecordAttempt implements Store.
func (s *Postgres) RecordAttempt(ctx context.Context, c *Claim, a Attempt) error {
	err := s.tally.write(func() error { return s.recordAttempt(ctx, c, a) }, func(t *tally) {
		if a.Delivered || a.Park {
			t.settled(c.LeadID, a.Delivered)
		}
	})
	return unavailable(err)
}

func (s *Postgres) recordAttempt(ctx context.Context, c *Claim, a Attempt) error {
	now := s.now().UTC()
	var delivered, parked *time.Time
	var lastError *string
	switch {
	case a.Delivered:
		delivered = &now
	case a.Park:
		parked, lastError = &now, &a.Detail
	default:
		lastError = &a.Detail
	}
	return pgx.BeginFunc(ctx, s.pool, func(tx pgx.Tx) error {
		tag, err := tx.Exec(ctx, `
			UPDATE outbox SET attempts = attempts + 1, claimed_until = NULL, claim_token = NULL,
			       delivered_at = $1, parked_at = $2, last_error = $3, next_attempt_at = $4
			WHERE lead_id = $5 AND claim_token = $6`,
			delivered, parked, lastError, a.RetryAt, c.LeadID, c.token)
		if err != nil {
			return err
		}
		if tag.RowsAffected() == 0 {
			return ErrClaimLost
		}
		_, err = tx.Exec(ctx, `INSERT INTO outbox_attempts (lead_id, attempted_at, ok, detail) VALUES ($1, $2, $3, $4)`,
			c.LeadID, now, a.Delivered, a.Detail)
		return err
	})
}

// NextDue implements Store.
func (s *Postgres) NextDue(ctx context.Context) (time.Time, bool, error) {
	var due *time.Time
	// GREATEST ignores NULLs: an unclaimed row is due at next_attempt_at.
	err := s.pool.QueryRow(ctx, `
		SELECT MIN(GREATEST(next_attempt_at, claimed_until)) FROM outbox
		WHERE delivered_at IS NULL AND parked_at IS NULL`).Scan(&due)
	if err != nil || due == nil {
		return time.Time{}, false, unavailable(err)
	}
	return *due, true, nil
}

// Requeue implements Store.
func (s *Postgres) Requeue(ctx context.Context, leadID string) error {
	var created time.Time
	err := s.tally.write(func() error {
		err := s.pool.QueryRow(ctx, `
			UPDATE outbox o SET parked_at = NULL, next_attempt_at = $1 FROM leads l
			WHERE o.lead_id = $2 AND l.id = o.lead_id AND o.parked_at IS NOT NULL AND o.delivered_at IS NULL
			RETURNING l.created_at`,
			s.now().UTC(), leadID).Scan(&created)
		if errors.Is(err, pgx.ErrNoRows) {
			return errNotParked(leadID)
		}
		return unavailable(err)
	}, func(t *tally) { t.requeued(leadID, created) })
	return err
}
