package sitebuild

import (
	"bytes"
	"os"
	"strconv"
	"sync"
	"sync/atomic"
	"syscall"
	"time"
)

// The build's memory is sampled often from the processes known to be its
// own, and the list of those (the tools it started, and theirs) is found
// again less often: finding it means reading every process's status.
const (
	memoryInterval   = 100 * time.Millisecond
	processesRefresh = 10 // samples between two searches for the build's processes
)

// MemoryWatch samples the resident memory of a process and every process
// below it (for the build: pnpm, Vite, Node), together. A tool's own peak
// from its rusage is no use for that: a child started from a large process
// inherits that process's peak.
type MemoryWatch struct {
	peak atomic.Int64
	stop chan struct{}
	done sync.WaitGroup
}

// WatchMemory starts sampling the process root and its descendants; on a
// system without /proc it samples nothing.
func WatchMemory(root int) *MemoryWatch {
	w := &MemoryWatch{stop: make(chan struct{})}
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		return w
	}
	w.done.Go(func() {
		tick := time.NewTicker(memoryInterval)
		defer tick.Stop()
		var pids []int
		for i := 0; ; i++ {
			if i%processesRefresh == 0 {
				pids = descendants(root)
			}
			var total int64
			for _, pid := range pids {
				_, rss, _ := procStat(strconv.Itoa(pid))
				total += rss
			}
			w.peak.Store(max(w.peak.Load(), total))
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
func (w *MemoryWatch) Stop() int64 {
	close(w.stop)
	w.done.Wait()
	return w.peak.Load()
}

// descendants lists a process and all the processes below it.
func descendants(root int) []int {
	entries, err := os.ReadDir("/proc")
	if err != nil {
		return []int{root}
	}
	children := map[int][]int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, _, ok := procStat(e.Name()); ok {
			children[ppid] = append(children[ppid], pid)
		}
	}
	out := []int{root}
	for i := 0; i < len(out); i++ {
		out = append(out, children[out[i]]...)
	}
	return out
}

// procStat reads a process's parent and resident memory from
// /proc/<pid>/stat; ok is false for a process that is gone.
func procStat(pid string) (ppid int, rss int64, ok bool) {
	stat, err := os.ReadFile("/proc/" + pid + "/stat")
	if err != nil {
		return 0, 0, false
	}
	// Fields after the command, which is in parentheses and may hold
	// spaces: state, ppid, … rss is the 24th field of the line.
	end := bytes.LastIndexByte(stat, ')')
	if end < 0 {
		return 0, 0, false
	}
	fields := bytes.Fields(stat[end+1:])
	if len(fields) < 22 {
		return 0, 0, false
	}
	ppid, _ = strconv.Atoi(string(fields[1]))
	pages, _ := strconv.ParseInt(string(fields[21]), 10, 64)
	return ppid, pages * int64(os.Getpagesize()), true
}

// resetOwnPeak makes the kernel's count of this process's peak resident
// memory start again from what is resident now: the benchmarks run many
// builds in one process, and each build's stages report their own peak.
func resetOwnPeak() {
	_ = os.WriteFile("/proc/self/clear_refs", []byte("5"), 0)
}

// ownPeak is this process's peak resident memory, in bytes, since
// resetOwnPeak (VmHWM); where /proc cannot tell, since the process started.
func ownPeak() int64 {
	status, err := os.ReadFile("/proc/self/status")
	if err == nil {
		for line := range bytes.Lines(status) {
			if kb, ok := bytes.CutPrefix(line, []byte("VmHWM:")); ok {
				n, err := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(kb), []byte(" kB"))), 10, 64)
				if err == nil {
					return n << 10
				}
			}
		}
	}
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return ru.Maxrss << 10
}
