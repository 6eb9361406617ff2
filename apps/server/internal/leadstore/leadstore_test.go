package leadstore

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/goccy/go-yaml"
	"github.com/jackc/pgx/v5"

	"github.com/freightlane/website/apps/server/internal/pgtest"
)

// pg is this package's throwaway PostgreSQL cluster, started by the first
// test that needs it.
var pg pgtest.Lazy

func TestMain(m *testing.M) {
	code := m.Run()
	pg.Stop()
	os.Exit(code)
}

// A backend is one kind of lead database the store contract runs against.
type backend struct {
	name string
	// newDB returns the FL_DB of a fresh, empty database.
	newDB func(t *testing.T) string
	// setSchemaVersion marks the database as migrated to version v.
	setSchemaVersion func(t *testing.T, dsn string, v int)
}

var backends = []backend{
	{
		name:  "sqlite",
		newDB: func(t *testing.T) string { return filepath.Join(t.TempDir(), "nested", "data", "leads.db") },
		setSchemaVersion: func(t *testing.T, dsn string, v int) {
			db, err := sql.Open("sqlite", dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			if _, err := db.Exec(fmt.Sprintf(`PRAGMA user_version = %d`, v)); err != nil {
				t.Fatal(err)
			}
		},
	},
	{
		name:  "postgres",
		newDB: func(t *testing.T) string { return pg.Get(t).NewDatabase(t) },
		setSchemaVersion: func(t *testing.T, dsn string, v int) {
			ctx := context.Background()
			conn, err := pgx.Connect(ctx, dsn)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close(ctx)
			if _, err := conn.Exec(ctx, `INSERT INTO schema_migrations (version) VALUES ($1)`, v); err != nil {
				t.Fatal(err)
			}
		},
	},
}

// TestStore runs every behaviour of the store contract against every
// backend: one suite, so the two stores cannot drift apart.
func TestStore(t *testing.T) {
	for _, b := range backends {
		t.Run(b.name, func(t *testing.T) {
			for _, bh := range behaviours {
				t.Run(bh.name, func(t *testing.T) { bh.run(t, b) })
			}
		})
	}
}

var behaviours = []struct {
	name string
	run  func(t *testing.T, b backend)
}{
	{"a lead survives reopening, byte for byte", testInsertAndReopen},
	{"a retry with the same Idempotency-Key stores nothing", testIdempotency},
	{"concurrent retries on two instances store one lead", testConcurrentRetries},
	{"outbox: claim, retry later, deliver, never again", testOutboxLifecycle},
	{"outbox: an interrupted send is resent or parked", testInterruptedClaims},
	{"outbox: two instances claim each lead once", testConcurrentClaims},
	{"stats count leads, pending, delivered, parked", testStats},
	{"counts kept in memory follow every write, and other instances' at a resync", testCounts},
	{"retention deletes the leads that arrived before the cutoff", testDeleteCreatedBefore},
	{"a schema newer than the server is refused", testNewerSchemaRefused},
	{"insights: searches, clicks and votes add up per day", testInsightAggregates},
	{"insights: rows before the retention day are deleted", testInsightRetention},
}

type fakeClock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *fakeClock) now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.t
}

func (c *fakeClock) advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.t = c.t.Add(d)
}

func newClock() *fakeClock { return &fakeClock{t: time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)} }

// openDSN opens dsn with clock and closes it when the test ends.
func openDSN(t *testing.T, dsn string, clock *fakeClock) Store {
	t.Helper()
	s, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	s.setClock(clock.now)
	return s
}

// openTest opens a fresh database of backend b.
func openTest(t *testing.T, b backend) (Store, *fakeClock, string) {
	t.Helper()
	dsn := b.newDB(t)
	clock := newClock()
	return openDSN(t, dsn, clock), clock, dsn
}

func TestPragmas(t *testing.T) {
	s, err := OpenSQLite(filepath.Join(t.TempDir(), "leads.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	var journal string
	var synchronous int
	if err := s.db.QueryRow(`PRAGMA journal_mode`).Scan(&journal); err != nil {
		t.Fatal(err)
	}
	if err := s.db.QueryRow(`PRAGMA synchronous`).Scan(&synchronous); err != nil {
		t.Fatal(err)
	}
	if journal != "wal" || synchronous != 2 {
		t.Fatalf("journal_mode=%s synchronous=%d, want wal and 2 (FULL)", journal, synchronous)
	}
}

func testInsertAndReopen(t *testing.T, b backend) {
	s, _, path := openTest(t, b)
	ctx := context.Background()
	id, existed, err := s.Insert(ctx, []byte(`{"firstName":"<script>alert(1)</script>"}`), "", "h1")
	if err != nil || existed || id == "" {
		t.Fatalf("Insert = %q, %v, %v", id, existed, err)
	}
	s.Close()

	s2, err := OpenExisting(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	defer s2.Close()
	leads, err := s2.Leads(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if len(leads) != 1 || leads[0].ID != id || string(leads[0].Data) != `{"firstName":"<script>alert(1)</script>"}` {
		t.Fatalf("leads after reopen = %+v", leads)
	}
}

func TestOpenExistingRefusesAMissingSQLiteFile(t *testing.T) {
	if _, err := OpenExisting(context.Background(), filepath.Join(t.TempDir(), "missing.db")); err == nil {
		t.Fatal("OpenExisting created a missing database")
	}
}

func testIdempotency(t *testing.T, b backend) {
	s, _, _ := openTest(t, b)
	ctx := context.Background()
	first, _, err := s.Insert(ctx, []byte(`{}`), "key-1", "hash-a")
	if err != nil {
		t.Fatal(err)
	}
	again, existed, err := s.Insert(ctx, []byte(`{}`), "key-1", "hash-a")
	if err != nil || !existed || again != first {
		t.Fatalf("retry = %q, %v, %v; want %q, existed", again, existed, err, first)
	}
	if _, _, err := s.Insert(ctx, []byte(`{"x":1}`), "key-1", "hash-b"); !errors.Is(err, ErrIdempotencyKeyReused) {
		t.Fatalf("reused key with another body: err = %v", err)
	}
	other, _, err := s.Insert(ctx, []byte(`{}`), "key-2", "hash-a")
	if err != nil || other == first {
		t.Fatalf("another key = %q, %v", other, err)
	}
	// Requests without a key are never merged.
	noKey1, _, _ := s.Insert(ctx, []byte(`{}`), "", "hash-a")
	noKey2, _, _ := s.Insert(ctx, []byte(`{}`), "", "hash-a")
	if noKey1 == noKey2 {
		t.Fatal("two requests without a key got the same id")
	}
	leads, _ := s.Leads(ctx)
	if len(leads) != 4 {
		t.Fatalf("stored %d leads, want 4", len(leads))
	}
}

func testOutboxLifecycle(t *testing.T, b backend) {
	s, clock, _ := openTest(t, b)
	ctx := context.Background()
	id, _, err := s.Insert(ctx, []byte(`{"a":1}`), "", "h")
	if err != nil {
		t.Fatal(err)
	}
	due, ok, err := s.NextDue(ctx)
	if err != nil || !ok || !due.Equal(clock.t) {
		t.Fatalf("NextDue = %v, %v, %v; want now", due, ok, err)
	}

	c, err := s.ClaimNext(ctx, time.Minute, ResendInterrupted)
	if err != nil || c == nil || c.LeadID != id || string(c.Data) != `{"a":1}` || c.Attempts != 0 {
		t.Fatalf("ClaimNext = %+v, %v", c, err)
	}
	if again, _ := s.ClaimNext(ctx, time.Minute, ResendInterrupted); again != nil {
		t.Fatal("a claimed row was claimed twice")
	}
	retryAt := clock.t.Add(10 * time.Second)
	if err := s.RecordAttempt(ctx, c, Attempt{Detail: "503 Service Unavailable", RetryAt: retryAt}); err != nil {
		t.Fatal(err)
	}
	if c, _ := s.ClaimNext(ctx, time.Minute, ResendInterrupted); c != nil {
		t.Fatal("claimed before the retry time")
	}
	if due, _, _ := s.NextDue(ctx); !due.Equal(retryAt) {
		t.Fatalf("NextDue = %v, want %v", due, retryAt)
	}
	clock.advance(10 * time.Second)
	c, err = s.ClaimNext(ctx, time.Minute, ResendInterrupted)
	if err != nil || c == nil || c.Attempts != 1 {
		t.Fatalf("second claim = %+v, %v", c, err)
	}
	if err := s.RecordAttempt(ctx, c, Attempt{Delivered: true, Detail: "200 OK"}); err != nil {
		t.Fatal(err)
	}
	if err := s.RecordAttempt(ctx, c, Attempt{Delivered: true, Detail: "200 OK"}); !errors.Is(err, ErrClaimLost) {
		t.Fatalf("recording twice on one claim: err = %v, want ErrClaimLost", err)
	}
	clock.advance(time.Hour)
	if c, _ := s.ClaimNext(ctx, time.Minute, ResendInterrupted); c != nil {
		t.Fatal("a delivered lead was claimed again")
	}
	if _, ok, _ := s.NextDue(ctx); ok {
		t.Fatal("NextDue reports work after delivery")
	}
	leads, _ := s.Leads(ctx)
	if leads[0].Attempts != 2 || leads[0].DeliveredAt == "" || leads[0].LastError != "" {
		t.Fatalf("lead state = %+v", leads[0])
	}
	if logged, err := s.attemptsLogged(ctx, id); err != nil || logged != 2 {
		t.Fatalf("attempt log has %d rows (%v), want 2", logged, err)
	}
}

func testInterruptedClaims(t *testing.T, b backend) {
	tests := []struct {
		name       string
		policy     InterruptedPolicy
		wantResend bool
	}{
		{"deduping CRM gets it again", ResendInterrupted, true},
		{"other CRM: parked", ParkInterrupted, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, clock, _ := openTest(t, b)
			ctx := context.Background()
			id, _, _ := s.Insert(ctx, []byte(`{}`), "", "h")
			if c, _ := s.ClaimNext(ctx, time.Minute, tt.policy); c == nil {
				t.Fatal("nothing claimed")
			}
			// The worker dies here: no outcome is recorded.
			clock.advance(59 * time.Second)
			if c, _ := s.ClaimNext(ctx, time.Minute, tt.policy); c != nil {
				t.Fatal("claimed again before the lease ran out")
			}
			clock.advance(time.Second)
			c, err := s.ClaimNext(ctx, time.Minute, tt.policy)
			if err != nil {
				t.Fatal(err)
			}
			if (c != nil) != tt.wantResend {
				t.Fatalf("claim after the lease = %+v, want resend %v", c, tt.wantResend)
			}
			if tt.wantResend {
				return
			}
			leads, _ := s.Leads(ctx)
			if leads[0].ParkedAt == "" || leads[0].LastError == "" {
				t.Fatalf("lead not parked: %+v", leads[0])
			}
			if err := s.Requeue(ctx, id); err != nil {
				t.Fatal(err)
			}
			if c, _ := s.ClaimNext(ctx, time.Minute, tt.policy); c == nil {
				t.Fatal("a requeued lead was not claimable")
			}
			if err := s.Requeue(ctx, "no-such-id"); err == nil {
				t.Fatal("Requeue of an unknown id returned no error")
			}
		})
	}
}

func testNewerSchemaRefused(t *testing.T, b backend) {
	s, _, dsn := openTest(t, b)
	s.Close()
	b.setSchemaVersion(t, dsn, 99)
	_, err := Open(context.Background(), dsn)
	if err == nil || !strings.Contains(err.Error(), "schema version 99 is newer than this server") {
		t.Fatalf("opening a database with a newer schema: err = %v", err)
	}
}

// Two server instances receive retries of one request at the same moment
// (a client that timed out on one and retried on the other): one lead is
// stored, and every answer carries its id.
func testConcurrentRetries(t *testing.T, b backend) {
	dsn := b.newDB(t)
	clock := newClock()
	stores := []Store{openDSN(t, dsn, clock), openDSN(t, dsn, clock)}
	ctx := context.Background()
	ids := make([]string, 8)
	errs := make([]error, len(ids))
	var wg sync.WaitGroup
	for i := range ids {
		wg.Go(func() {
			ids[i], _, errs[i] = stores[i%2].Insert(ctx, []byte(`{"n":1}`), "same-key", "same-hash")
		})
	}
	wg.Wait()
	for i := range ids {
		if errs[i] != nil || ids[i] != ids[0] {
			t.Fatalf("retry %d = %q, %v; want %q", i, ids[i], errs[i], ids[0])
		}
	}
	if leads, _ := stores[0].Leads(ctx); len(leads) != 1 {
		t.Fatalf("%d leads stored for one request, want 1", len(leads))
	}
	if err := stores[1].Resync(ctx); err != nil {
		t.Fatal(err)
	}
	if st := stores[1].Counts(); st.Pending != 1 || st.Leads != 1 {
		t.Fatalf("%d leads and %d outbox rows pending for one request, want 1 and 1", st.Leads, st.Pending)
	}
}

// Two instances with four workers each drain one outbox: every lead is
// claimed once and only once, and all of them are delivered.
func testConcurrentClaims(t *testing.T, b backend) {
	dsn := b.newDB(t)
	clock := newClock()
	stores := []Store{openDSN(t, dsn, clock), openDSN(t, dsn, clock)}
	ctx := context.Background()
	const leads = 40
	for i := range leads {
		if _, _, err := stores[i%2].Insert(ctx, fmt.Appendf(nil, `{"n":%d}`, i), "", "h"); err != nil {
			t.Fatal(err)
		}
	}
	var mu sync.Mutex
	claims := map[string]int{}
	var wg sync.WaitGroup
	for w := range 8 {
		s := stores[w%2]
		wg.Go(func() {
			for {
				c, err := s.ClaimNext(ctx, time.Minute, ParkInterrupted)
				if err != nil {
					t.Error(err)
					return
				}
				if c == nil {
					return
				}
				mu.Lock()
				claims[c.LeadID]++
				mu.Unlock()
				if err := s.RecordAttempt(ctx, c, Attempt{Delivered: true, Detail: "200 OK"}); err != nil {
					t.Error(err)
					return
				}
			}
		})
	}
	wg.Wait()
	if len(claims) != leads {
		t.Errorf("%d leads claimed, want %d", len(claims), leads)
	}
	for id, n := range claims {
		if n != 1 {
			t.Errorf("lead %s claimed %d times", id, n)
		}
	}
	if err := stores[0].Resync(ctx); err != nil {
		t.Fatal(err)
	}
	if st := stores[0].Counts(); st.Delivered != leads || st.Pending != 0 || st.Parked != 0 {
		t.Errorf("counts after draining = %+v; want %d delivered", st, leads)
	}
}

func testStats(t *testing.T, b backend) {
	s, clock, dsn := openTest(t, b)
	ctx := context.Background()
	if st := s.Counts(); st != (Stats{}) {
		t.Fatalf("empty store: %+v", st)
	}
	for range 3 {
		if _, _, err := s.Insert(ctx, []byte(`{}`), "", "h"); err != nil {
			t.Fatal(err)
		}
		clock.advance(time.Minute)
	}
	deliver, _ := s.ClaimNext(ctx, time.Minute, ParkInterrupted)
	if err := s.RecordAttempt(ctx, deliver, Attempt{Delivered: true, Detail: "200 OK"}); err != nil {
		t.Fatal(err)
	}
	park, _ := s.ClaimNext(ctx, time.Minute, ParkInterrupted)
	if err := s.RecordAttempt(ctx, park, Attempt{Park: true, Detail: "connection reset (parked)"}); err != nil {
		t.Fatal(err)
	}
	// The third lead, stored at 9:02, is the one pending; it is 9:03. The
	// figures kept as the store wrote, and those a store reopened on the
	// database counts, are the same.
	want := Stats{Leads: 3, Pending: 1, Delivered: 1, Parked: 1, OldestPending: time.Minute}
	if st := s.Counts(); st != want {
		t.Fatalf("Counts = %+v; want %+v", st, want)
	}
	if st := openDSN(t, dsn, clock).Counts(); st != want {
		t.Fatalf("Counts of the store reopened = %+v; want %+v", st, want)
	}
	if err := s.CheckWrite(ctx); err != nil {
		t.Fatalf("CheckWrite on a healthy store: %v", err)
	}
	leads, _ := s.Leads(ctx)
	if leads[1].ParkedAt == "" || leads[1].LastError != "connection reset (parked)" || leads[0].DeliveredAt == "" {
		t.Fatalf("leads = %+v", leads)
	}
	if _, err := time.Parse(time.RFC3339Nano, leads[0].CreatedAt); err != nil {
		t.Fatalf("CreatedAt %q is not RFC 3339: %v", leads[0].CreatedAt, err)
	}
}

// countsAgree fails unless the figures s kept in memory are the ones a
// store opened on its database now counts.
func countsAgree(t *testing.T, s Store, dsn string, clock *fakeClock, after string) {
	t.Helper()
	fresh, err := Open(context.Background(), dsn)
	if err != nil {
		t.Fatal(err)
	}
	defer fresh.Close()
	fresh.setClock(clock.now)
	if got, want := s.Counts(), fresh.Counts(); got != want {
		t.Fatalf("after %s: Counts = %+v, the database counts %+v", after, got, want)
	}
}

func testCounts(t *testing.T, b backend) {
	s, clock, dsn := openTest(t, b)
	ctx := context.Background()
	countsAgree(t, s, dsn, clock, "opening an empty store")
	var ids []string
	for i := range 4 {
		id, _, err := s.Insert(ctx, fmt.Appendf(nil, `{"n":%d}`, i), fmt.Sprintf("key-%d", i), "h")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		clock.advance(time.Minute)
	}
	countsAgree(t, s, dsn, clock, "four inserts")
	if _, existed, err := s.Insert(ctx, []byte(`{"n":0}`), "key-0", "h"); err != nil || !existed {
		t.Fatalf("retry: existed %v, %v", existed, err)
	}
	countsAgree(t, s, dsn, clock, "a retry that stores nothing")

	settle := func(a Attempt) string {
		c, err := s.ClaimNext(ctx, time.Minute, ResendInterrupted)
		if err != nil || c == nil {
			t.Fatalf("claim: %v, %v", c, err)
		}
		if err := s.RecordAttempt(ctx, c, a); err != nil {
			t.Fatal(err)
		}
		return c.LeadID
	}
	if id := settle(Attempt{Park: true, Detail: "connection reset (parked)"}); id != ids[0] {
		t.Fatalf("parked %s, want the first lead %s", id, ids[0])
	}
	countsAgree(t, s, dsn, clock, "a park")
	settle(Attempt{Detail: "503", RetryAt: clock.now().Add(time.Hour)})
	countsAgree(t, s, dsn, clock, "a failed attempt retried later")
	settle(Attempt{Delivered: true, Detail: "200 OK"})
	countsAgree(t, s, dsn, clock, "a delivery")

	// A send interrupted by a crash: the claim runs out, and the next
	// claim parks the lead.
	if c, err := s.ClaimNext(ctx, time.Minute, ParkInterrupted); err != nil || c == nil {
		t.Fatalf("claim: %v, %v", c, err)
	}
	clock.advance(2 * time.Minute)
	if c, err := s.ClaimNext(ctx, time.Minute, ParkInterrupted); err != nil || c != nil {
		t.Fatalf("claim after an interrupted send: %v, %v; want the lead parked and nothing claimed", c, err)
	}
	countsAgree(t, s, dsn, clock, "an interrupted send parked")
	if err := s.Requeue(ctx, ids[0]); err != nil {
		t.Fatal(err)
	}
	countsAgree(t, s, dsn, clock, "a requeue of a lead older than the pending ones")
	if err := s.Requeue(ctx, ids[2]); err == nil {
		t.Fatal("requeueing a delivered lead succeeded")
	}
	countsAgree(t, s, dsn, clock, "a refused requeue")

	// Another instance (or the requeue-lead command) writes: this store
	// sees it at its next resync, not before.
	other := openDSN(t, dsn, clock)
	if _, _, err := other.Insert(ctx, []byte(`{"n":9}`), "", "h"); err != nil {
		t.Fatal(err)
	}
	if got := s.Counts(); got.Leads != 4 {
		t.Fatalf("Counts before a resync = %+v, want this instance's 4 leads", got)
	}
	if err := s.Resync(ctx); err != nil {
		t.Fatal(err)
	}
	countsAgree(t, s, dsn, clock, "another instance's insert and a resync")
	if got := s.Counts(); got.Leads != 5 {
		t.Fatalf("Counts after a resync = %+v, want 5 leads", got)
	}
}

func testDeleteCreatedBefore(t *testing.T, b backend) {
	s, clock, dsn := openTest(t, b)
	ctx := context.Background()
	start := clock.now()
	var ids []string
	for i := range 4 {
		id, _, err := s.Insert(ctx, fmt.Appendf(nil, `{"n":%d}`, i), "", "h")
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, id)
		clock.advance(time.Hour)
	}
	// The first is delivered after two attempts, the second parked; the
	// third and fourth are pending.
	for _, a := range []Attempt{{Detail: "503", RetryAt: start}, {Delivered: true, Detail: "200 OK"}, {Park: true, Detail: "reset"}} {
		c, err := s.ClaimNext(ctx, time.Minute, ResendInterrupted)
		if err != nil || c == nil {
			t.Fatalf("claim: %v, %v", c, err)
		}
		if err := s.RecordAttempt(ctx, c, a); err != nil {
			t.Fatal(err)
		}
	}
	// The cutoff is one microsecond (PostgreSQL's resolution) after the
	// third lead, stored at a whole second, start + 2h; the fourth is at
	// start + 3h.
	n, err := s.DeleteCreatedBefore(ctx, start.Add(2*time.Hour+time.Microsecond))
	if err != nil || n != 3 {
		t.Fatalf("DeleteCreatedBefore = %d, %v; want 3 leads deleted", n, err)
	}
	leads, err := s.Leads(ctx)
	if err != nil || len(leads) != 1 || leads[0].ID != ids[3] {
		t.Fatalf("left %+v, %v; want only the fourth lead", leads, err)
	}
	for _, id := range ids[:3] {
		if n, err := s.attemptsLogged(ctx, id); err != nil || n != 0 {
			t.Errorf("lead %s keeps %d attempt log rows (%v), want none", id, n, err)
		}
	}
	countsAgree(t, s, dsn, clock, "deleting a delivered, a parked and a pending lead")
	if n, err := s.DeleteCreatedBefore(ctx, start.Add(3*time.Hour)); err != nil || n != 0 {
		t.Fatalf("a cutoff at the fourth lead's arrival deleted %d, %v; want it kept", n, err)
	}
	if got := RetentionCutoff(time.Date(2026, 11, 29, 9, 0, 0, 0, time.UTC)); !got.Equal(time.Date(2026, 11-RetentionMonths, 29, 9, 0, 0, 0, time.UTC)) {
		t.Errorf("RetentionCutoff = %s, want %d months before", got, RetentionMonths)
	}
}

// The privacy notice states how long the lead store keeps a lead from
// content/site.yaml (legal.retention.leadMonths); the store deletes leads
// after RetentionMonths. Changing one without the other fails here.
func TestRetentionIsThePrivacyNotices(t *testing.T) {
	src, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "content", "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var site struct {
		Legal struct {
			Retention struct {
				LeadMonths int `yaml:"leadMonths"`
			} `yaml:"retention"`
		} `yaml:"legal"`
	}
	if err := yaml.Unmarshal(src, &site); err != nil {
		t.Fatal(err)
	}
	if got := site.Legal.Retention.LeadMonths; got != RetentionMonths {
		t.Errorf("content/site.yaml's legal.retention.leadMonths is %d, the lead store keeps leads %d months: make them one value", got, RetentionMonths)
	}
	notice, err := os.ReadFile(filepath.Join("..", "..", "..", "..", "content", "pages", "privacy.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(notice), "lead store | {site.legal.retention.leadMonths} months") {
		t.Error("content/pages/privacy.md does not state the lead store's retention as {site.legal.retention.leadMonths} months")
	}
}
