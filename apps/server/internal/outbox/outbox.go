// Package outbox delivers stored leads to the CRM in the background.
//
// Each lead has an outbox row, written with the lead. A worker claims a due
// row (durably, with a lease), sends the lead, and records the outcome; the
// attempt log entry and the delivered mark are one transaction. Failures are
// retried with exponential backoff and jitter until the CRM answers 2xx.
//
// What "never twice" means: once the CRM's 2xx is recorded the lead is never
// sent again. If the process dies after the CRM accepted a lead but before
// the outcome was recorded, the claim's lease runs out and the lead is sent
// again only to a sender that drops duplicates (the webhook, by the
// Idempotency-Key header = lead id). For a sender that does not (Zoho
// web-to-lead), such a lead, and one whose request failed after it was
// written (a timeout, a reset), is parked instead: it stays in the database
// with the reason, and an operator checks the CRM and requeues it.
package outbox

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"math/rand/v2"
	"sync"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// Lead is what a sender sends.
type Lead struct {
	ID        string
	CreatedAt string
	Fields    map[string]any // the validated submission
}

// Outcome is what one send did.
type Outcome struct {
	Delivered bool
	// Uncertain means the request may have reached the CRM although no 2xx
	// came back (it failed after being written).
	Uncertain bool
	Detail    string // status line or error, for the attempt log
}

// Sender delivers a lead to one CRM.
type Sender interface {
	Send(ctx context.Context, lead Lead) Outcome
	// DropsDuplicates reports whether the CRM ignores a lead it already has
	// (by the Idempotency-Key), which makes resending after a crash safe.
	DropsDuplicates() bool
}

// Store is the part of the lead store the worker uses.
type Store interface {
	ClaimNext(ctx context.Context, lease time.Duration, interrupted leadstore.InterruptedPolicy) (*leadstore.Claim, error)
	RecordAttempt(ctx context.Context, c *leadstore.Claim, a leadstore.Attempt) error
	NextDue(ctx context.Context) (time.Time, bool, error)
}

// Config tunes the worker; tests shorten the durations.
type Config struct {
	BackoffMin  time.Duration // delay after the first failure
	BackoffMax  time.Duration // the delay stops doubling here
	SendTimeout time.Duration // one send; the claim lease is twice this
	Parallel    int           // sends in flight at once
}

// Worker runs the delivery loop.
type Worker struct {
	store  Store
	sender Sender
	cfg    Config
	log    *slog.Logger
	wake   chan struct{}
}

// New returns a worker; start it with Run.
func New(store Store, sender Sender, cfg Config, log *slog.Logger) *Worker {
	if cfg.Parallel < 1 {
		cfg.Parallel = 1
	}
	return &Worker{store: store, sender: sender, cfg: cfg, log: log, wake: make(chan struct{}, 1)}
}

// Notify tells the worker a new lead is waiting, so it does not wait for its
// timer.
func (w *Worker) Notify() {
	select {
	case w.wake <- struct{}{}:
	default:
	}
}

// idleCheck bounds how long the worker sleeps without news, so rows changed
// by another process (an operator's requeue) are picked up.
const idleCheck = time.Minute

// Run delivers leads until ctx is cancelled, then waits for the sends in
// flight to finish (each bounded by SendTimeout) so their outcomes are
// recorded.
func (w *Worker) Run(ctx context.Context) {
	lease := 2 * w.cfg.SendTimeout
	policy := leadstore.ParkInterrupted
	if w.sender.DropsDuplicates() {
		policy = leadstore.ResendInterrupted
	}
	slots := make(chan struct{}, w.cfg.Parallel)
	var inFlight sync.WaitGroup
	defer inFlight.Wait()

	for {
		select {
		case slots <- struct{}{}:
		case <-ctx.Done():
			return
		}
		claim, err := w.store.ClaimNext(ctx, lease, policy)
		if err != nil && ctx.Err() == nil {
			w.log.Error("outbox: claiming", "err", err)
		}
		if claim != nil {
			inFlight.Go(func() {
				defer func() { <-slots; w.Notify() }()
				w.deliver(context.WithoutCancel(ctx), claim)
			})
			continue
		}
		<-slots
		if !w.sleep(ctx, err != nil) {
			return
		}
	}
}

// sleep waits until the next row is due, a new lead arrives, or ctx ends.
func (w *Worker) sleep(ctx context.Context, afterError bool) bool {
	wait := idleCheck
	if afterError {
		wait = w.cfg.BackoffMin
	} else if due, ok, err := w.store.NextDue(ctx); err == nil && ok {
		wait = min(max(time.Until(due), 0), idleCheck)
	}
	timer := time.NewTimer(wait)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return false
	case <-w.wake:
	case <-timer.C:
	}
	return true
}

func (w *Worker) deliver(ctx context.Context, c *leadstore.Claim) {
	lead := Lead{ID: c.LeadID, CreatedAt: c.CreatedAt}
	var out Outcome
	if err := json.Unmarshal(c.Data, &lead.Fields); err != nil {
		// Cannot happen for rows this server wrote; park rather than loop.
		out = Outcome{Uncertain: true, Detail: "stored lead is not JSON: " + err.Error()}
	} else {
		sendCtx, cancel := context.WithTimeout(ctx, w.cfg.SendTimeout)
		out = w.sender.Send(sendCtx, lead)
		cancel()
	}

	a := leadstore.Attempt{Delivered: out.Delivered, Detail: out.Detail}
	switch {
	case out.Delivered:
		w.log.Info("outbox: delivered", "id", c.LeadID, "attempt", c.Attempts+1, "detail", out.Detail)
	case out.Uncertain && !w.sender.DropsDuplicates():
		a.Park = true
		a.Detail = out.Detail + " (parked: the CRM may have it and does not drop duplicates; check, then requeue)"
		w.log.Error("outbox: parked", "id", c.LeadID, "detail", out.Detail)
	default:
		a.RetryAt = time.Now().Add(Backoff(c.Attempts+1, w.cfg.BackoffMin, w.cfg.BackoffMax))
		w.log.Warn("outbox: not delivered", "id", c.LeadID, "attempt", c.Attempts+1, "detail", out.Detail, "retry_at", a.RetryAt)
	}
	if err := w.store.RecordAttempt(ctx, c, a); err != nil {
		level := slog.LevelError
		if errors.Is(err, leadstore.ErrClaimLost) {
			level = slog.LevelWarn
		}
		w.log.Log(ctx, level, "outbox: recording attempt", "id", c.LeadID, "err", err)
	}
}

// Backoff is the delay after the nth failed attempt: lo doubled per failure,
// capped at hi, then jittered down by up to half so that leads failing
// together do not retry in lockstep.
func Backoff(failures int, lo, hi time.Duration) time.Duration {
	d := lo
	for i := 1; i < failures && d < hi; i++ {
		d *= 2
	}
	d = min(d, hi)
	half := d / 2
	return half + rand.N(half+1)
}
