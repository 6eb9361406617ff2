package server

import (
	"context"
	"sync"
	"time"
)

// shared makes a probe cost the same whatever the number of probers: one
// call of fn runs at a time, every caller that arrives while it runs waits
// for its result, and a result is handed out again until ttl after its call
// began. /healthz goes through one, so 50 probers polling as fast as they
// can cost the store one health write a second.
type shared[T any] struct {
	ttl     time.Duration
	timeout time.Duration // bounds fn, whoever is waiting
	fn      func(context.Context) (T, error)

	mu       sync.Mutex
	at       time.Time // when the last result's call began
	val      T
	err      error
	inflight chan struct{} // closed when the running call ends
}

func (s *shared[T]) get(ctx context.Context) (T, error) {
	s.mu.Lock()
	if s.inflight == nil && !s.at.IsZero() && time.Since(s.at) < s.ttl {
		defer s.mu.Unlock()
		return s.val, s.err
	}
	done := s.inflight
	if done == nil {
		done = make(chan struct{})
		s.inflight = done
		go s.run(done)
	}
	s.mu.Unlock()
	select {
	case <-done:
	case <-ctx.Done():
		var zero T
		return zero, ctx.Err()
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.val, s.err
}

// run calls fn apart from any caller's context, so a prober that hangs up
// does not fail the others waiting on the same call.
func (s *shared[T]) run(done chan struct{}) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), s.timeout)
	val, err := s.fn(ctx)
	cancel()
	s.mu.Lock()
	s.val, s.err, s.at, s.inflight = val, err, start, nil
	s.mu.Unlock()
	close(done)
}
