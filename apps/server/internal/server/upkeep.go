package server

import (
	"context"
	"log/slog"
	"sync/atomic"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// retentionSweep is how often the leads past leadstore.RetentionMonths are
// deleted: within an hour of their time is within the privacy notice's
// promise of "at most" that long.
const retentionSweep = time.Hour

// upkeep runs the lead store's periodic work until ctx ends: it deletes the
// leads past their retention (at once, then every retentionSweep) and reads
// the figures /metrics serves from the store again every resync, setting
// storeUp to whether that read succeeded.
func upkeep(ctx context.Context, store leadstore.Store, resync time.Duration, storeUp *atomic.Bool, log *slog.Logger) {
	sweep := func() {
		n, err := store.DeleteCreatedBefore(ctx, leadstore.RetentionCutoff(time.Now()))
		switch {
		case err != nil && ctx.Err() == nil:
			log.Error("retention: deleting old leads failed; retried at the next sweep", "err", err)
		case n > 0:
			log.Info("retention: deleted leads past their time", "leads", n, "months", leadstore.RetentionMonths)
		}
	}
	sweep()
	sweeps, resyncs := time.NewTicker(retentionSweep), time.NewTicker(resync)
	defer sweeps.Stop()
	defer resyncs.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-sweeps.C:
			sweep()
		case <-resyncs.C:
			err := store.Resync(ctx)
			if err != nil && ctx.Err() == nil {
				log.Warn("metrics: cannot read the lead figures from the store; serving this instance's count", "err", err)
			}
			storeUp.Store(err == nil)
		}
	}
}
