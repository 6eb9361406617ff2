package leadstore

import (
	"context"
	"sync"
	"time"
)

// tally keeps the figures of Stats in memory, so that /metrics reads them
// without a query: seeded from the database when the store opens, changed
// by each transaction this process commits, and read again by Resync (the
// writes of other instances and of the command-line tools reach it then).
type tally struct {
	// writes is held shared by each write from its transaction's start to
	// its change of the figures, and exclusively by Resync while it reads
	// the database, so that a write is counted once: in the read, or after.
	writes sync.RWMutex

	mu                       sync.Mutex
	leads, delivered, parked int64
	pending                  map[string]time.Time // lead id -> created_at
	oldest                   string               // the oldest pending lead's id; "" when unknown or none
}

// snapshot is what a store reads to seed its tally: the leads, delivered
// and parked leads counted, and every pending lead with its arrival time.
type snapshot struct {
	stats   Stats // Pending and OldestPending left out: they come from pending
	pending map[string]time.Time
}

// resync replaces the figures by what read finds in the database, with
// every write of this process held back while it reads.
func (t *tally) resync(ctx context.Context, read func(context.Context) (snapshot, error)) error {
	t.writes.Lock()
	defer t.writes.Unlock()
	snap, err := read(ctx)
	if err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	t.leads, t.delivered, t.parked = snap.stats.Leads, snap.stats.Delivered, snap.stats.Parked
	t.pending, t.oldest = snap.pending, ""
	return nil
}

// write runs one write transaction, then count with the tally's lock held
// if it succeeded.
func (t *tally) write(fn func() error, count func(t *tally)) error {
	t.writes.RLock()
	defer t.writes.RUnlock()
	if err := fn(); err != nil {
		return err
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	count(t)
	return nil
}

// claim runs ClaimNext's loop of claimNext, which returns the lead it
// parked, if any, and counts that lead as parked.
func (t *tally) claim(claimNext func() (c *Claim, parkedID string, err error)) (*Claim, error) {
	return claimLoop(func() (c *Claim, parked bool, err error) {
		var parkedID string
		err = t.write(func() error {
			c, parkedID, err = claimNext()
			return err
		}, func(t *tally) {
			if parkedID != "" {
				t.settled(parkedID, false)
			}
		})
		return c, parkedID != "", err
	})
}

func (t *tally) inserted(id string, created time.Time) {
	t.leads++
	t.pend(id, created)
}

// settled moves a pending lead to delivered or parked.
func (t *tally) settled(id string, delivered bool) {
	if delivered {
		t.delivered++
	} else {
		t.parked++
	}
	t.unpend(id)
}

func (t *tally) requeued(id string, created time.Time) {
	t.parked--
	t.pend(id, created)
}

// deletedLeads are the leads a deletion removes, by delivery state.
type deletedLeads struct {
	n, delivered, parked int64
	pending              []string
}

func (d *deletedLeads) add(id string, delivered, parked bool) {
	d.n++
	switch {
	case delivered:
		d.delivered++
	case parked:
		d.parked++
	default:
		d.pending = append(d.pending, id)
	}
}

// count takes the deleted leads out of t.
func (d *deletedLeads) count(t *tally) {
	t.leads -= d.n
	t.delivered -= d.delivered
	t.parked -= d.parked
	for _, id := range d.pending {
		t.unpend(id)
	}
}

func (t *tally) pend(id string, created time.Time) {
	t.pending[id] = created
	if oldest, ok := t.pending[t.oldest]; ok && created.Before(oldest) {
		t.oldest = id
	}
}

func (t *tally) unpend(id string) {
	delete(t.pending, id)
	if id == t.oldest {
		t.oldest = ""
	}
}

// counts returns the figures as of now.
func (t *tally) counts(now time.Time) Stats {
	t.mu.Lock()
	defer t.mu.Unlock()
	st := Stats{Leads: t.leads, Pending: int64(len(t.pending)), Delivered: t.delivered, Parked: t.parked}
	if len(t.pending) == 0 {
		return st
	}
	if _, ok := t.pending[t.oldest]; !ok {
		// Found again only when the oldest lead leaves the outbox, not per call.
		t.oldest = ""
		for id, created := range t.pending {
			if t.oldest == "" || created.Before(t.pending[t.oldest]) {
				t.oldest = id
			}
		}
	}
	st.OldestPending = max(now.Sub(t.pending[t.oldest]), 0)
	return st
}
