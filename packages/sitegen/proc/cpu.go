package proc

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"runtime"
	"strconv"
	"strings"
)

// CPUTimes is the machine's cumulative CPU time in clock ticks, summed over
// every core, as the kernel counts it in /proc/stat.
type CPUTimes struct {
	Busy, Total uint64
}

// ReadCPUTimes reads /proc/stat; ok is false where there is none (not Linux).
func ReadCPUTimes() (times CPUTimes, ok bool) {
	f, err := os.Open("/proc/stat")
	if err != nil {
		return CPUTimes{}, false
	}
	defer f.Close()
	times, err = parseCPUTimes(f)
	return times, err == nil
}

// parseCPUTimes reads the aggregate "cpu" line of /proc/stat: user, nice,
// system, idle, iowait, irq, softirq, steal (guest time is already in user
// and nice). Idle and iowait are not busy.
func parseCPUTimes(r io.Reader) (CPUTimes, error) {
	line, err := bufio.NewReader(r).ReadString('\n')
	if err != nil && err != io.EOF {
		return CPUTimes{}, err
	}
	fields := strings.Fields(line)
	if len(fields) < 9 || fields[0] != "cpu" {
		return CPUTimes{}, fmt.Errorf("/proc/stat: the first line is %q, not the aggregate cpu line with 8 counters", strings.TrimSpace(line))
	}
	var times CPUTimes
	for i, field := range fields[1:9] {
		ticks, err := strconv.ParseUint(field, 10, 64)
		if err != nil {
			return CPUTimes{}, fmt.Errorf("/proc/stat: cpu counter %d is %q, not a number", i+1, field)
		}
		times.Total += ticks
		if i != 3 && i != 4 { // idle, iowait
			times.Busy += ticks
		}
	}
	return times, nil
}

// BusySince says how busy the machine's cores were from start to now, e.g.
// "CPU 87 % of 2 cores", or "" where it cannot tell.
func BusySince(start CPUTimes) string {
	now, ok := ReadCPUTimes()
	if !ok || now.Total <= start.Total {
		return ""
	}
	share := float64(now.Busy-start.Busy) / float64(now.Total-start.Total)
	return fmt.Sprintf("CPU %.0f %% of %d cores", 100*share, runtime.NumCPU())
}
