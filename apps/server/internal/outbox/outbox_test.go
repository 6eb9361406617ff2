package outbox

import (
	"context"
	"log/slog"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

func TestBackoff(t *testing.T) {
	tests := []struct {
		failures int
		lo, hi   time.Duration
	}{
		{1, time.Second, time.Second},
		{2, 2 * time.Second, 2 * time.Second},
		{3, 4 * time.Second, 4 * time.Second},
		{10, time.Minute, time.Minute}, // capped
		{100, time.Minute, time.Minute},
	}
	for _, tt := range tests {
		for range 50 {
			d := Backoff(tt.failures, time.Second, time.Minute)
			if d < tt.hi/2 || d > tt.hi {
				t.Fatalf("Backoff(%d) = %v, want within [%v, %v]", tt.failures, d, tt.hi/2, tt.hi)
			}
		}
	}
}

// scriptedSender stands in for a CRM with outcomes given in order per lead.
type scriptedSender struct {
	dedupes bool
	script  []Outcome
	mu      sync.Mutex
	sent    map[string]int
	done    chan string // lead id, after its last send
}

func (s *scriptedSender) DropsDuplicates() bool { return s.dedupes }

func (s *scriptedSender) Send(_ context.Context, l Lead) Outcome {
	s.mu.Lock()
	n := s.sent[l.ID]
	s.sent[l.ID]++
	s.mu.Unlock()
	out := s.script[min(n, len(s.script)-1)]
	if out.Delivered || out.Uncertain && !s.dedupes { // the lead's last send
		defer func() { s.done <- l.ID }()
	}
	return out
}

func TestWorker(t *testing.T) {
	tests := []struct {
		name          string
		dedupes       bool
		script        []Outcome
		wantSends     int
		wantDelivered bool
		wantParked    bool
	}{
		{"retried until 2xx", true, []Outcome{{Detail: "503"}, {Detail: "503"}, {Delivered: true, Detail: "200 OK"}}, 3, true, false},
		{"uncertain to a deduping CRM is retried", true, []Outcome{{Uncertain: true, Detail: "reset"}, {Delivered: true}}, 2, true, false},
		{"uncertain to Zoho is parked", false, []Outcome{{Uncertain: true, Detail: "timeout"}}, 1, false, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store, err := leadstore.OpenSQLite(filepath.Join(t.TempDir(), "leads.db"))
			if err != nil {
				t.Fatal(err)
			}
			defer store.Close()
			id, _, err := store.Insert(context.Background(), []byte(`{"email":"a@example.com"}`), "", "h")
			if err != nil {
				t.Fatal(err)
			}
			sender := &scriptedSender{dedupes: tt.dedupes, script: tt.script, sent: map[string]int{}, done: make(chan string, 10)}
			w := New(store, sender, Config{BackoffMin: time.Millisecond, BackoffMax: 5 * time.Millisecond, SendTimeout: time.Second, Parallel: 2}, slog.New(slog.DiscardHandler))
			ctx, cancel := context.WithCancel(context.Background())
			stopped := make(chan struct{})
			go func() { w.Run(ctx); close(stopped) }()
			select {
			case <-sender.done:
			case <-time.After(5 * time.Second):
				t.Fatal("the worker never finished the lead")
			}
			cancel()
			<-stopped // Run waits for the send in flight to be recorded

			leads, _ := store.Leads(context.Background())
			l := leads[0]
			if l.ID != id || sender.sent[id] != tt.wantSends || (l.DeliveredAt != "") != tt.wantDelivered || (l.ParkedAt != "") != tt.wantParked {
				t.Fatalf("sends %d, lead %+v", sender.sent[id], l)
			}
			if l.Attempts != tt.wantSends {
				t.Errorf("recorded %d attempts, want %d", l.Attempts, tt.wantSends)
			}
		})
	}
}
