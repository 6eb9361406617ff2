package leadstore

// The SQLite store, the default: an embedded database in one file.
//
// Durability is the point: the database runs in WAL mode with
// synchronous=FULL, so once Insert returns, the lead survives a crash or a
// power cut, and only then does the server answer 2xx. The docs insights'
// counts are committed without waiting for the disk (sqlite_insights.go).

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/google/uuid"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// SQLite is a lead database in one SQLite file.
type SQLite struct {
	db    *sql.DB
	now   func() time.Time
	tally tally
	// prepared are the insights' writes, parsed once: an event a
	// millisecond parsing its SQL again was a tenth of the ingest's CPU.
	prepared struct{ search, click, vote, comment *sql.Stmt }
}

var _ Store = (*SQLite)(nil)

func (s *SQLite) setClock(now func() time.Time) { s.now = now }

func (s *SQLite) attemptsLogged(ctx context.Context, leadID string) (n int, err error) {
	err = s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM outbox_attempts WHERE lead_id = ?`, leadID).Scan(&n)
	return n, err
}

// sqliteMigrations bring a database from version i (PRAGMA user_version) to
// i+1; a new database runs them all, an older one the ones it lacks.
var sqliteMigrations = []string{
	sqliteSchemaV1,
	// v2: the health check's write probe, one row rewritten per check.
	`CREATE TABLE health_probe (id INTEGER PRIMARY KEY CHECK (id = 1), checked_at TEXT NOT NULL);`,
	// v3: the retention sweep finds the leads past their time by arrival.
	`CREATE INDEX leads_created_at ON leads(created_at);`,
	// v4: the docs insights (insights.go).
	insightsSchema,
}

const sqliteSchemaV1 = `
CREATE TABLE leads (
	id              TEXT PRIMARY KEY,
	created_at      TEXT NOT NULL,             -- RFC 3339, UTC
	idempotency_key TEXT UNIQUE,               -- NULL when the client sent none
	request_hash    TEXT NOT NULL,             -- tells a retry from a reused key
	data            TEXT NOT NULL              -- the validated submission, JSON
);
CREATE TABLE outbox (
	lead_id         TEXT PRIMARY KEY REFERENCES leads(id),
	next_attempt_at INTEGER NOT NULL,          -- Unix milliseconds
	attempts        INTEGER NOT NULL DEFAULT 0,
	claimed_until   INTEGER,                   -- set while a worker is sending
	claim_token     TEXT,
	delivered_at    TEXT,
	parked_at       TEXT,                      -- set when sending again could duplicate
	last_error      TEXT
);
CREATE INDEX outbox_due ON outbox(next_attempt_at) WHERE delivered_at IS NULL AND parked_at IS NULL;
CREATE TABLE outbox_attempts (
	lead_id      TEXT NOT NULL REFERENCES leads(id),
	attempted_at TEXT NOT NULL,
	ok           INTEGER NOT NULL,
	detail       TEXT NOT NULL
);
`

// OpenSQLite opens (creating if needed, with its folder) the database at
// path.
func OpenSQLite(path string) (*SQLite, error) {
	if err := os.MkdirAll(filepath.Dir(path), 0o750); err != nil {
		return nil, fmt.Errorf("lead database folder: %w", err)
	}
	// A new database is created readable by the owner only; SQLite gives
	// its -wal and -shm files the same mode.
	if f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600); err == nil {
		f.Close()
	}
	return openSQLite(path)
}

// OpenExistingSQLite opens the database at path and fails if it does not
// exist, for tools that read it.
func OpenExistingSQLite(path string) (*SQLite, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("lead database: %w", err)
	}
	return openSQLite(path)
}

func openSQLite(path string) (*SQLite, error) {
	// The pragmas apply to every connection the pool opens. _txlock=immediate
	// takes the write lock at BEGIN, so two writers never deadlock upgrading
	// a read lock.
	dsn := "file:" + path +
		"?_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)&_pragma=busy_timeout(10000)" +
		"&_pragma=foreign_keys(ON)&_txlock=immediate"
	db, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, err
	}
	// SQLite has one writer at a time anyway; one connection keeps this
	// process from waiting on its own locks.
	db.SetMaxOpenConns(1)
	s := &SQLite{db: db, now: time.Now}
	if err := s.migrate(); err != nil {
		db.Close()
		return nil, fmt.Errorf("lead database %s: %w", path, err)
	}
	if err := s.Resync(context.Background()); err != nil {
		db.Close()
		return nil, fmt.Errorf("lead database %s: counting leads: %w", path, err)
	}
	for _, p := range []struct {
		stmt **sql.Stmt
		sql  string
	}{
		{&s.prepared.search, insightStatements.search},
		{&s.prepared.click, insightStatements.click},
		{&s.prepared.vote, insightStatements.vote},
		{&s.prepared.comment, insightStatements.comment},
	} {
		if *p.stmt, err = db.Prepare(p.sql); err != nil {
			db.Close()
			return nil, fmt.Errorf("lead database %s: %w", path, err)
		}
	}
	return s, nil
}

func (s *SQLite) migrate() error {
	var version int
	if err := s.db.QueryRow(`PRAGMA user_version`).Scan(&version); err != nil {
		return err
	}
	if version > len(sqliteMigrations) {
		return fmt.Errorf("schema version %d is newer than this server (%d)", version, len(sqliteMigrations))
	}
	if version == len(sqliteMigrations) {
		return nil
	}
	tx, err := s.db.Begin()
	if err != nil {
		return err
	}
	defer tx.Rollback()
	for _, m := range sqliteMigrations[version:] {
		if _, err := tx.Exec(m); err != nil {
			return err
		}
	}
	if _, err := tx.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, len(sqliteMigrations))); err != nil {
		return err
	}
	return tx.Commit()
}

// Close closes the database.
func (s *SQLite) Close() error { return s.db.Close() }

// Ping implements Store.
func (s *SQLite) Ping(ctx context.Context) error { return s.db.PingContext(ctx) }

// CheckWrite implements Store: it rewrites the health row and reads it
// back, so it fails while the disk is full or the file cannot be written,
// and succeeds again as soon as it can.
func (s *SQLite) CheckWrite(ctx context.Context) error {
	stamp := s.now().UTC().Format(time.RFC3339Nano)
	if _, err := s.db.ExecContext(ctx,
		`INSERT INTO health_probe (id, checked_at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
		stamp); err != nil {
		return fmt.Errorf("cannot write: %w", err)
	}
	var got string
	if err := s.db.QueryRowContext(ctx, `SELECT checked_at FROM health_probe WHERE id = 1`).Scan(&got); err != nil {
		return fmt.Errorf("cannot read: %w", err)
	}
	if got != stamp {
		return fmt.Errorf("the health row reads %q after writing %q", got, stamp)
	}
	return nil
}

// Insert implements Store.
func (s *SQLite) Insert(ctx context.Context, data []byte, idempotencyKey, requestHash string) (id string, existed bool, err error) {
	var created time.Time
	err = s.tally.write(func() error {
		id, existed, created, err = s.insert(ctx, data, idempotencyKey, requestHash)
		return err
	}, func(t *tally) {
		if !existed {
			t.inserted(id, created)
		}
	})
	return id, existed, err
}

func (s *SQLite) insert(ctx context.Context, data []byte, idempotencyKey, requestHash string) (id string, existed bool, created time.Time, err error) {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return "", false, time.Time{}, err
	}
	defer tx.Rollback()

	key := sql.NullString{String: idempotencyKey, Valid: idempotencyKey != ""}
	if key.Valid {
		var prevHash string
		err := tx.QueryRowContext(ctx, `SELECT id, request_hash FROM leads WHERE idempotency_key = ?`, key).Scan(&id, &prevHash)
		switch {
		case err == nil && prevHash != requestHash:
			return "", false, time.Time{}, ErrIdempotencyKeyReused
		case err == nil:
			return id, true, time.Time{}, nil
		case !errors.Is(err, sql.ErrNoRows):
			return "", false, time.Time{}, err
		}
	}
	u, err := uuid.NewV7() // time-ordered, so ids sort like arrivals
	if err != nil {
		return "", false, time.Time{}, err
	}
	id = u.String()
	now := s.now().UTC()
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO leads (id, created_at, idempotency_key, request_hash, data) VALUES (?, ?, ?, ?, ?)`,
		id, now.Format(time.RFC3339Nano), key, requestHash, string(data)); err != nil {
		return "", false, time.Time{}, err
	}
	if _, err := tx.ExecContext(ctx,
		`INSERT INTO outbox (lead_id, next_attempt_at) VALUES (?, ?)`, id, now.UnixMilli()); err != nil {
		return "", false, time.Time{}, err
	}
	if err := tx.Commit(); err != nil {
		return "", false, time.Time{}, err
	}
	return id, false, now, nil
}

// Counts implements Store.
func (s *SQLite) Counts() Stats { return s.tally.counts(s.now()) }

// Resync implements Store.
func (s *SQLite) Resync(ctx context.Context) error { return s.tally.resync(ctx, s.snapshot) }

func (s *SQLite) snapshot(ctx context.Context) (snapshot, error) {
	tx, err := s.db.BeginTx(ctx, &sql.TxOptions{ReadOnly: true})
	if err != nil {
		return snapshot{}, err
	}
	defer tx.Rollback()
	snap := snapshot{pending: map[string]time.Time{}}
	if err := tx.QueryRowContext(ctx, `
		SELECT (SELECT COUNT(*) FROM leads),
		       COALESCE(SUM(delivered_at IS NOT NULL), 0),
		       COALESCE(SUM(delivered_at IS NULL AND parked_at IS NOT NULL), 0)
		FROM outbox`).Scan(&snap.stats.Leads, &snap.stats.Delivered, &snap.stats.Parked); err != nil {
		return snapshot{}, err
	}
	rows, err := tx.QueryContext(ctx, `
		SELECT l.id, l.created_at FROM outbox o JOIN leads l ON l.id = o.lead_id
		WHERE o.delivered_at IS NULL AND o.parked_at IS NULL`)
	if err != nil {
		return snapshot{}, err
	}
	defer rows.Close()
	for rows.Next() {
		var id, created string
		if err := rows.Scan(&id, &created); err != nil {
			return snapshot{}, err
		}
		t, err := time.Parse(time.RFC3339Nano, created)
		if err != nil {
			return snapshot{}, fmt.Errorf("lead %s created_at %q: %w", id, created, err)
		}
		snap.pending[id] = t
	}
	return snap, rows.Err()
}

// DeleteCreatedBefore implements Store. created_at is RFC 3339 text with
// its fraction's trailing zeros dropped, which does not sort as time within
// a second ("…:05Z" after "…:05.5Z"): the index finds the leads of the
// seconds before the cutoff's next whole second, and their times decide.
func (s *SQLite) DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int64, error) {
	var gone deletedLeads
	err := s.tally.write(func() error {
		tx, err := s.db.BeginTx(ctx, nil)
		if err != nil {
			return err
		}
		defer tx.Rollback()
		nextSecond := cutoff.UTC().Truncate(time.Second).Add(time.Second).Format("2006-01-02T15:04:05")
		rows, err := tx.QueryContext(ctx, `
			SELECT l.id, l.created_at, o.delivered_at IS NOT NULL, o.parked_at IS NOT NULL
			FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id WHERE l.created_at < ?`, nextSecond)
		if err != nil {
			return err
		}
		var ids []string
		for rows.Next() {
			var id, at string
			var delivered, parked bool
			if err := rows.Scan(&id, &at, &delivered, &parked); err != nil {
				rows.Close()
				return err
			}
			created, err := time.Parse(time.RFC3339Nano, at)
			if err != nil {
				rows.Close()
				return fmt.Errorf("lead %s created_at %q: %w", id, at, err)
			}
			if created.Before(cutoff) {
				ids = append(ids, id)
				gone.add(id, delivered, parked)
			}
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		for _, id := range ids {
			for _, q := range []string{
				`DELETE FROM outbox_attempts WHERE lead_id = ?`,
				`DELETE FROM outbox WHERE lead_id = ?`,
				`DELETE FROM leads WHERE id = ?`,
			} {
				if _, err := tx.ExecContext(ctx, q, id); err != nil {
					return err
				}
			}
		}
		return tx.Commit()
	}, gone.count)
	if err != nil {
		return 0, err
	}
	return gone.n, nil
}

// Backup writes a consistent copy of the database to path (which must not
// exist) with VACUUM INTO: it reads one snapshot, so it can run while the
// server writes, and the copy is compact and needs no WAL beside it.
func (s *SQLite) Backup(ctx context.Context, path string) error {
	// Created empty first, readable by the owner only (leads are personal
	// data; VACUUM INTO would make it world-readable), and exclusively, so
	// an existing file is never overwritten.
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if errors.Is(err, fs.ErrExist) {
		return fmt.Errorf("%s already exists; a backup never overwrites", path)
	}
	if err != nil {
		return err
	}
	f.Close()
	if _, err := s.db.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		os.Remove(path)
		return err
	}
	return nil
}

// Leads implements Store.
func (s *SQLite) Leads(ctx context.Context) ([]Lead, error) {
	rows, err := s.db.QueryContext(ctx, `
		SELECT l.id, l.created_at, l.data, COALESCE(o.attempts, 0), COALESCE(o.delivered_at, ''),
		       COALESCE(o.parked_at, ''), COALESCE(o.last_error, '')
		FROM leads l LEFT JOIN outbox o ON o.lead_id = l.id
		ORDER BY l.created_at, l.id`)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var leads []Lead
	for rows.Next() {
		var l Lead
		var data string
		if err := rows.Scan(&l.ID, &l.CreatedAt, &data, &l.Attempts, &l.DeliveredAt, &l.ParkedAt, &l.LastError); err != nil {
			return nil, err
		}
		l.Data = []byte(data)
		leads = append(leads, l)
	}
	return leads, rows.Err()
}
