package workpool

import (
	"sync"
	"sync/atomic"
	"testing"
	"time"
)

func TestEachRunsEveryIndexOnce(t *testing.T) {
	for _, n := range []int{0, 1, 7, 1000} {
		seen := make([]int32, n)
		Each(n, 4, func(i int) { atomic.AddInt32(&seen[i], 1) })
		for i, c := range seen {
			if c != 1 {
				t.Fatalf("n=%d: index %d ran %d times", n, i, c)
			}
		}
	}
}

func TestEachBoundsConcurrency(t *testing.T) {
	var running, peak int32
	Each(50, 3, func(int) {
		now := atomic.AddInt32(&running, 1)
		for {
			p := atomic.LoadInt32(&peak)
			if now <= p || atomic.CompareAndSwapInt32(&peak, p, now) {
				break
			}
		}
		time.Sleep(time.Millisecond)
		atomic.AddInt32(&running, -1)
	})
	if peak > 3 {
		t.Errorf("peak concurrency %d, want at most 3", peak)
	}
	if peak < 2 {
		t.Errorf("peak concurrency %d: the work did not run in parallel", peak)
	}
}

func TestEachWorkerNumbersWorkers(t *testing.T) {
	var mu sync.Mutex
	used := map[int]bool{}
	started := EachWorker(5, 16, func(w, i int) {
		mu.Lock()
		used[w] = true
		mu.Unlock()
	})
	if started != 5 {
		t.Errorf("started %d workers for 5 items, want 5", started)
	}
	for w := range used {
		if w < 0 || w >= started {
			t.Errorf("worker number %d out of 0..%d", w, started-1)
		}
	}
	if got := EachWorker(3, 0, func(int, int) {}); got != 1 {
		t.Errorf("workers 0 started %d, want 1", got)
	}
}
