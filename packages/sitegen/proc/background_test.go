package proc_test

import (
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen/proc"
)

func TestBackgroundRunsWhileTheCallerWorksAndKeepsItsOutput(t *testing.T) {
	dir := t.TempDir()
	gate := filepath.Join(dir, "gate")
	log := filepath.Join(dir, "logs", "job.log")
	// The job waits until the caller opens the gate: it runs while the caller goes on.
	script := `echo "from $JOB_WORD"; while [ ! -e "$0" ]; do sleep 0.02; done; echo done >&2`
	b, err := proc.StartBackground("gated job", log, []string{"JOB_WORD=the environment"}, "sh", "-c", script, gate)
	if err != nil {
		t.Fatal(err)
	}
	time.Sleep(100 * time.Millisecond)
	if b.Took() != 0 {
		t.Fatal("the job finished before its gate opened")
	}
	if err := os.WriteFile(gate, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := b.Wait(); err != nil {
		t.Fatalf("Wait: %v", err)
	}
	if b.Took() <= 0 {
		t.Errorf("Took() = %s after the job ended", b.Took())
	}
	got, _ := os.ReadFile(log)
	if string(got) != "from the environment\ndone\n" {
		t.Errorf("log = %q, want its stdout and stderr", got)
	}
}

func TestBackgroundFailureNamesTheJobAndShowsTheEndOfItsLog(t *testing.T) {
	log := filepath.Join(t.TempDir(), "failing.log")
	script := `for i in $(seq 1 100); do echo "line $i"; done; echo "the real reason" >&2; exit 3`
	b, err := proc.StartBackground("site build", log, nil, "sh", "-c", script)
	if err != nil {
		t.Fatal(err)
	}
	err = b.Wait()
	if err == nil {
		t.Fatal("a job that exited 3 waited without an error")
	}
	msg := err.Error()
	for _, want := range []string{"site build", "exit status 3", log, "line 100", "the real reason"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error does not say %q:\n%s", want, msg)
		}
	}
	// Only the end of a long log: the first lines are not repeated.
	if strings.Contains(msg, "line 1\n") || strings.Contains(msg, "line 50\n") {
		t.Errorf("error repeats the whole log:\n%s", msg)
	}
	// A second Wait says the same.
	if again := b.Wait(); again == nil || again.Error() != msg {
		t.Errorf("second Wait = %v", again)
	}
}

func TestBackgroundThatCannotStartIsAnError(t *testing.T) {
	_, err := proc.StartBackground("missing tool", filepath.Join(t.TempDir(), "x.log"), nil, filepath.Join(t.TempDir(), "no-such-command"))
	if err == nil || !strings.Contains(err.Error(), "missing tool") {
		t.Fatalf("err = %v, want an error naming the job", err)
	}
}

func TestBackgroundStopEndsTheJobAndWhatItStarted(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "child.pid")
	// The shell starts a child of its own and waits for it, as a build starts its tools.
	script := `sleep 60 & echo $! > "$0"; wait`
	b, err := proc.StartBackground("long job", filepath.Join(dir, "long.log"), nil, "sh", "-c", script, pidFile)
	if err != nil {
		t.Fatal(err)
	}
	var child int
	for deadline := time.Now().Add(30 * time.Second); child == 0 && time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
		raw, _ := os.ReadFile(pidFile)
		child, _ = strconv.Atoi(strings.TrimSpace(string(raw)))
	}
	if child == 0 {
		t.Fatal("the job's child never started")
	}
	start := time.Now()
	b.Stop()
	if took := time.Since(start); took > 5*time.Second {
		t.Errorf("Stop took %s", took)
	}
	if b.Wait() == nil {
		t.Error("a stopped job reports success")
	}
	// The child was in the job's process group: gone too (reaped by init, so poll briefly).
	for deadline := time.Now().Add(5 * time.Second); ; time.Sleep(20 * time.Millisecond) {
		if err := syscall.Kill(child, 0); err == syscall.ESRCH {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the job's child (pid %d) outlived Stop", child)
		}
	}
}
