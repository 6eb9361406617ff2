// Package workpool runs a loop's iterations on a bounded number of
// goroutines: the one worker pool of the build.
package workpool

import (
	"runtime"
	"sync"
)

// CPU is a pool size for work that computes: one goroutine per core.
func CPU() int { return runtime.GOMAXPROCS(0) }

// IO is a pool size for work that also waits for the disk: twice as many
// goroutines as cores, so that while one waits another computes.
func IO() int { return 2 * runtime.GOMAXPROCS(0) }

// Each runs work(0) … work(n-1) on at most workers goroutines (at least
// one) and returns when all have returned.
func Each(n, workers int, work func(i int)) {
	EachWorker(n, workers, func(_, i int) { work(i) })
}

// EachWorker is Each that also tells work which goroutine runs it
// (0 … min(n, workers)-1), for state a worker keeps between its items.
// It returns the number of workers it started.
func EachWorker(n, workers int, work func(worker, i int)) int {
	workers = max(1, min(n, workers))
	if n <= 0 {
		return 0
	}
	var wg sync.WaitGroup
	next := make(chan int, min(n, 64))
	for w := range workers {
		wg.Go(func() {
			for i := range next {
				work(w, i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
	return workers
}
