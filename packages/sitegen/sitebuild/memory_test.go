package sitebuild

import (
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"slices"
	"testing"
	"time"
)

// The build's processes include the tools it starts, and the sampled peak
// counts their memory with the build's own.
func TestMemoryWatchCountsChildren(t *testing.T) {
	if _, err := os.Stat("/proc/self/stat"); err != nil {
		t.Skip("no /proc here")
	}
	child := exec.Command("sleep", "2")
	if err := child.Start(); err != nil {
		t.Skip("no sleep command:", err)
	}
	defer child.Wait()
	defer child.Process.Kill()

	if pids := descendants(os.Getpid()); !slices.Contains(pids, child.Process.Pid) {
		t.Errorf("descendants = %v; want the child %d among them", pids, child.Process.Pid)
	}
	_, own, ok := procStat("self")
	if !ok || own <= 0 {
		t.Fatalf("procStat(self) = %d, %v; want the process's resident memory", own, ok)
	}
	w := WatchMemory(os.Getpid())
	time.Sleep(3 * memoryInterval)
	if peak := w.Stop(); peak < own {
		t.Errorf("peak %d; want at least this process's %d", peak, own)
	}
	// Rooted at the child (as the benchmark watches a peer's build), the
	// watch counts the child's memory and not its parent's.
	w = WatchMemory(child.Process.Pid)
	time.Sleep(3 * memoryInterval)
	if peak := w.Stop(); peak <= 0 || peak >= own {
		t.Errorf("peak of the child alone %d; want above 0 and below this process's %d", peak, own)
	}
}

// A build's own peak counts from the build's start: a larger peak earlier
// in the same process (an earlier build of the benchmarks) is forgotten.
func TestOwnPeakStartsAgainAtReset(t *testing.T) {
	if _, err := os.Stat("/proc/self/clear_refs"); err != nil {
		t.Skip("no /proc/self/clear_refs here")
	}
	const size = 256 << 20
	big := make([]byte, size)
	for i := range big {
		big[i] = byte(i)
	}
	before := ownPeak()
	if before < size {
		t.Fatalf("peak %d MiB after touching %d MiB", before>>20, size>>20)
	}
	big = nil
	runtime.GC()
	debug.FreeOSMemory()
	resetOwnPeak()
	if after := ownPeak(); after >= before-size/2 {
		t.Errorf("peak %d MiB after the reset, %d MiB before it; want the %d MiB given back forgotten", after>>20, before>>20, size>>20)
	}
}
