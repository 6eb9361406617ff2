// Package leadstore keeps demo requests (leads) together with the outbox
// that forwards them to the CRM, in one of two databases behind one Store
// interface: an embedded SQLite file (the default, one server) or a shared
// PostgreSQL (FL_DB=postgres://…, several servers draining one outbox).
//
// Both keep the same promises, checked by one test suite run against each:
// a lead and its outbox row are written in one transaction, committed
// before Insert returns (and so before the server answers 2xx); a retry
// with a known Idempotency-Key stores nothing; an outbox row is claimed by
// one worker at a time, with a lease, and the outcome is recorded only by
// the claim's holder.
package leadstore

import (
	"context"
	"errors"
	"net/url"
	"strings"
	"time"
)

// Store is an open lead database.
type Store interface {
	// Insert stores a validated submission (JSON) and queues it for the
	// CRM, in one transaction. With an idempotency key that was seen before
	// and the same requestHash, it stores nothing and returns the first
	// lead's id with existed set.
	Insert(ctx context.Context, data []byte, idempotencyKey, requestHash string) (id string, existed bool, err error)
	// ClaimNext claims the outbox row that is due first, for lease. It
	// returns nil when nothing is due.
	ClaimNext(ctx context.Context, lease time.Duration, interrupted InterruptedPolicy) (*Claim, error)
	// RecordAttempt logs the attempt and, in the same transaction, marks
	// the lead delivered (or parked) or schedules the retry, and releases
	// the claim. ErrClaimLost when the claim is no longer held.
	RecordAttempt(ctx context.Context, c *Claim, a Attempt) error
	// NextDue returns when the earliest undelivered row becomes
	// claimable, or false when there is none.
	NextDue(ctx context.Context) (time.Time, bool, error)
	// Requeue makes a parked lead deliverable again, after an operator
	// checked that the CRM does not have it.
	Requeue(ctx context.Context, leadID string) error
	// Leads returns every lead in arrival order.
	Leads(ctx context.Context) ([]Lead, error)
	// Counts returns the figures an operator watches, from memory, without
	// a query: read from the database when the store opened and at each
	// Resync, and changed by every write of this process since.
	Counts() Stats
	// Resync reads the figures of Counts from the database again, taking
	// in the writes of other processes (instances on one PostgreSQL, the
	// command-line tools).
	Resync(ctx context.Context) error
	// DeleteCreatedBefore deletes the leads that arrived before cutoff,
	// whatever their delivery state, with their outbox rows and attempt
	// log, and returns how many it deleted.
	DeleteCreatedBefore(ctx context.Context, cutoff time.Time) (int64, error)
	// CheckWrite is the health check: it commits a write to the health
	// row (durably, like a lead) and reads it back, so a full disk, a
	// read-only database or a database that is down shows now, and its
	// recovery shows at the next check. It says nothing of past leads.
	CheckWrite(ctx context.Context) error
	// Ping checks that the database answers.
	Ping(ctx context.Context) error
	Close() error

	Insights

	// setClock replaces the clock, for tests.
	setClock(now func() time.Time)
	// attemptsLogged counts a lead's rows in the attempt log, for tests.
	attemptsLogged(ctx context.Context, leadID string) (int, error)
}

// ErrIdempotencyKeyReused means a retry carried a known Idempotency-Key but
// a different body: that is a client bug, not a retry.
var ErrIdempotencyKeyReused = errors.New("idempotency key already used for a different request")

// ErrClaimLost means another worker took over an outbox row whose lease had
// run out; the attempt's outcome was not recorded.
var ErrClaimLost = errors.New("outbox claim lost")

// errNotParked is Requeue's answer for a lead that is not parked.
func errNotParked(leadID string) error { return errors.New("no parked lead with id " + leadID) }

// ErrUnavailable wraps a failure to reach the database (PostgreSQL down or
// unreachable): nothing was written, and the client may retry later.
var ErrUnavailable = errors.New("lead database unavailable")

// IsPostgres tells whether dsn (FL_DB, -db) names a PostgreSQL database
// rather than a SQLite file.
func IsPostgres(dsn string) bool {
	return strings.HasPrefix(dsn, "postgres://") || strings.HasPrefix(dsn, "postgresql://")
}

// Open opens the lead database dsn names: a postgres:// URL or a SQLite
// file path (created with its folder). Either way the schema is brought to
// this server's version first.
func Open(ctx context.Context, dsn string) (Store, error) {
	if IsPostgres(dsn) {
		return OpenPostgres(ctx, dsn)
	}
	return OpenSQLite(dsn)
}

// OpenExisting is Open for tools that read a database: a SQLite file must
// exist already.
func OpenExisting(ctx context.Context, dsn string) (Store, error) {
	if IsPostgres(dsn) {
		return OpenPostgres(ctx, dsn)
	}
	return OpenExistingSQLite(dsn)
}

// Describe is dsn as it may be logged: a URL without its password.
func Describe(dsn string) string {
	if !IsPostgres(dsn) {
		return dsn
	}
	u, err := url.Parse(dsn)
	if err != nil {
		return "(a postgres URL that does not parse)"
	}
	return u.Redacted()
}

// RetentionMonths is how long the store keeps a lead after it arrived: the
// privacy notice promises it (content/site.yaml, legal.retention.leadMonths,
// which TestRetentionIsThePrivacyNotices holds this to).
const RetentionMonths = 12

// RetentionCutoff is the arrival time before which a lead is deleted, at now.
func RetentionCutoff(now time.Time) time.Time { return now.AddDate(0, -RetentionMonths, 0) }

// Stats are the counts an operator watches (/metrics), from Counts.
type Stats struct {
	Leads     int64 // leads stored
	Pending   int64 // in the outbox, neither delivered nor parked
	Delivered int64
	Parked    int64
	// OldestPending is the age of the oldest pending lead, 0 when none.
	OldestPending time.Duration
}

// Lead is one stored submission with its delivery state.
type Lead struct {
	ID          string
	CreatedAt   string // RFC 3339, UTC
	Data        []byte // the validated submission, JSON
	Attempts    int
	DeliveredAt string // empty until the CRM accepted it
	ParkedAt    string // set when delivery stopped to avoid a duplicate
	LastError   string
}

// Claim is an outbox row a worker holds while it sends the lead.
type Claim struct {
	LeadID    string
	CreatedAt string
	Data      []byte
	Attempts  int // attempts recorded before this one
	token     string
}

// InterruptedPolicy says what ClaimNext does with a row whose previous claim
// ran out without an outcome being recorded (the process died while
// sending): the CRM may or may not have received the lead.
type InterruptedPolicy int

const (
	// ResendInterrupted sends it again: right for a CRM that drops
	// duplicates by the Idempotency-Key.
	ResendInterrupted InterruptedPolicy = iota
	// ParkInterrupted stops delivering it and records why, so an operator
	// can check the CRM before requeueing: right for a CRM that would create
	// a duplicate.
	ParkInterrupted
)

// interruptedWhy is the parked reason of an interrupted send.
const interruptedWhy = "interrupted while sending; not resent automatically because the CRM does not drop duplicates: check the CRM, then requeue"

// Attempt is the outcome of sending one claimed lead.
type Attempt struct {
	Delivered bool
	Detail    string    // status line or error, for the attempt log
	RetryAt   time.Time // when to try again if not delivered
	// Park stops delivery instead of retrying: the CRM may have the lead
	// and would not drop a second copy.
	Park bool
}

// claimLoop runs one claim transaction until it claims a row or finds none:
// a transaction that parks an interrupted row claims nothing and is
// followed by another.
func claimLoop(claim func() (c *Claim, parked bool, err error)) (*Claim, error) {
	for {
		c, parked, err := claim()
		if err != nil || !parked {
			return c, err
		}
	}
}
