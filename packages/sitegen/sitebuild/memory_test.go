package sitebuild

import (
	"os"
	"os/exec"
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
	w := watchMemory()
	time.Sleep(3 * memoryInterval)
	if peak := w.Stop(); peak < own {
		t.Errorf("peak %d; want at least this process's %d", peak, own)
	}
}
