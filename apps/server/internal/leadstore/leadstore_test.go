package leadstore

import (
	"context"
	"errors"
	"path/filepath"
	"testing"
	"time"
)

type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time          { return c.t }
func (c *fakeClock) advance(d time.Duration) { c.t = c.t.Add(d) }

func openTest(t *testing.T) (*Store, *fakeClock, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "nested", "data", "leads.db")
	s, err := Open(path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	clock := &fakeClock{t: time.Date(2025, 3, 1, 9, 0, 0, 0, time.UTC)}
	s.now = clock.now
	return s, clock, path
}

func TestPragmas(t *testing.T) {
	s, _, _ := openTest(t)
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

func TestInsertAndReopen(t *testing.T) {
	s, _, path := openTest(t)
	ctx := context.Background()
	id, existed, err := s.Insert(ctx, []byte(`{"firstName":"<script>alert(1)</script>"}`), "", "h1")
	if err != nil || existed || id == "" {
		t.Fatalf("Insert = %q, %v, %v", id, existed, err)
	}
	s.Close()

	s2, err := OpenExisting(path)
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
	if _, err := OpenExisting(filepath.Join(t.TempDir(), "missing.db")); err == nil {
		t.Fatal("OpenExisting created a missing database")
	}
}

func TestIdempotency(t *testing.T) {
	s, _, _ := openTest(t)
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
	a, _, _ := s.Insert(ctx, []byte(`{}`), "", "hash-a")
	b, _, _ := s.Insert(ctx, []byte(`{}`), "", "hash-a")
	if a == b {
		t.Fatal("two requests without a key got the same id")
	}
	leads, _ := s.Leads(ctx)
	if len(leads) != 4 {
		t.Fatalf("stored %d leads, want 4", len(leads))
	}
}

func TestOutboxLifecycle(t *testing.T) {
	s, clock, _ := openTest(t)
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
	var logged int
	s.db.QueryRow(`SELECT COUNT(*) FROM outbox_attempts WHERE lead_id = ?`, id).Scan(&logged)
	if logged != 2 {
		t.Fatalf("attempt log has %d rows, want 2", logged)
	}
}

func TestInterruptedClaims(t *testing.T) {
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
			s, clock, _ := openTest(t)
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

func TestNewerSchemaRefused(t *testing.T) {
	s, _, path := openTest(t)
	if _, err := s.db.Exec(`PRAGMA user_version = 99`); err != nil {
		t.Fatal(err)
	}
	s.Close()
	if _, err := Open(path); err == nil {
		t.Fatal("opened a database with a newer schema")
	}
}
