package sitebuild

import (
	"bytes"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"time"
)

// memoryInterval is how often the build's memory is sampled: often enough
// for stages that last seconds, seldom enough to cost nothing.
const memoryInterval = 200 * time.Millisecond

// memoryWatch samples the resident memory of the build: its own process and
// every process below it (pnpm, Vite, Node), together. A tool's own peak
// from its rusage is no use for that: a child started from a large process
// inherits that process's peak.
type memoryWatch struct {
	peak atomic.Int64
	stop chan struct{}
	done sync.WaitGroup
}

// watchMemory starts sampling; on a system without /proc it samples nothing.
func watchMemory() *memoryWatch {
	w := &memoryWatch{stop: make(chan struct{})}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		return w
	}
	w.done.Go(func() {
		tick := time.NewTicker(memoryInterval)
		defer tick.Stop()
		for {
			w.peak.Store(max(w.peak.Load(), treeRSS(os.Getpid())))
			select {
			case <-w.stop:
				return
			case <-tick.C:
			}
		}
	})
	return w
}

// Stop ends the sampling and returns the peak, in bytes (0 if there was no
// sample).
func (w *memoryWatch) Stop() int64 {
	close(w.stop)
	w.done.Wait()
	return w.peak.Load()
}

// treeRSS is the resident memory of a process and all its descendants, from
// /proc/<pid>/stat.
func treeRSS(root int) int64 {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return 0
	}
	children := map[int][]int{}
	rss := map[int]int64{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue // gone since the listing
		}
		// Fields after the command, which is in parentheses and may hold
		// spaces: state, ppid, … rss is the 24th field of the line.
		end := bytes.LastIndexByte(stat, ')')
		if end < 0 {
			continue
		}
		fields := bytes.Fields(stat[end+1:])
		if len(fields) < 22 {
			continue
		}
		ppid, _ := strconv.Atoi(string(fields[1]))
		pages, _ := strconv.ParseInt(string(fields[21]), 10, 64)
		children[ppid] = append(children[ppid], pid)
		rss[pid] = pages * int64(os.Getpagesize())
	}
	var total int64
	queue := []int{root}
	for len(queue) > 0 {
		pid := queue[0]
		queue = queue[1:]
		total += rss[pid]
		queue = append(queue, children[pid]...)
	}
	return total
}
