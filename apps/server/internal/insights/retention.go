package insights

import (
	"context"
	"log/slog"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// Deleter deletes the insights of the days before a day.
type Deleter interface {
	DeleteInsightsBefore(ctx context.Context, first leadstore.Day) (int64, error)
}

// Expire deletes what the retention period no longer covers, now and then
// every interval until ctx ends.
func Expire(ctx context.Context, store Deleter, days int, interval time.Duration, now func() time.Time, log *slog.Logger) {
	for {
		n, err := store.DeleteInsightsBefore(ctx, leadstore.FirstKept(now(), days))
		switch {
		case err != nil && ctx.Err() == nil:
			log.Error("insights retention", "err", err)
		case n > 0:
			log.Info("insights retention: deleted rows past the retention period", "rows", n, "days", days)
		}
		select {
		case <-ctx.Done():
			return
		case <-time.After(interval):
		}
	}
}
