//go:build !linux

package devloop

import "context"

// notify has no change notification to offer here: the caller polls.
func notify(context.Context, []string) <-chan struct{} { return nil }
