package proc

import (
	"strings"
	"testing"
	"time"
)

func TestParseCPUTimesCountsIdleAndIowaitAsNotBusy(t *testing.T) {
	// user nice system idle iowait irq softirq steal guest guest_nice
	stat := "cpu  100 5 50 800 40 3 2 0 7 0\ncpu0 50 2 25 400 20 1 1 0 3 0\n"
	got, err := parseCPUTimes(strings.NewReader(stat))
	if err != nil {
		t.Fatal(err)
	}
	want := CPUTimes{Busy: 100 + 5 + 50 + 3 + 2, Total: 100 + 5 + 50 + 800 + 40 + 3 + 2}
	if got != want {
		t.Errorf("parseCPUTimes = %+v, want %+v", got, want)
	}
}

func TestParseCPUTimesRejectsWhatIsNotTheAggregateLine(t *testing.T) {
	for name, stat := range map[string]string{
		"empty":          "",
		"a core's line":  "cpu0 1 2 3 4 5 6 7 8\n",
		"too few fields": "cpu 1 2 3\n",
		"not a number":   "cpu 1 2 x 4 5 6 7 8\n",
	} {
		if _, err := parseCPUTimes(strings.NewReader(stat)); err == nil {
			t.Errorf("%s: parseCPUTimes(%q) gave no error", name, stat)
		}
	}
}

func TestBusySinceReportsAShareOfTheCores(t *testing.T) {
	start, ok := ReadCPUTimes()
	if !ok {
		t.Skip("no /proc/stat on this system")
	}
	// Busy for a few clock ticks (10 ms each), so the counters move.
	for deadline := time.Now().Add(60 * time.Millisecond); time.Now().Before(deadline); {
	}
	if got := BusySince(start); !strings.HasPrefix(got, "CPU ") || !strings.HasSuffix(got, " cores") {
		t.Errorf("BusySince = %q, want \"CPU <n> %% of <k> cores\"", got)
	}
}
