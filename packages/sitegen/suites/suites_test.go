package suites

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

func plan(t *testing.T, suites []Suite, builds ...Build) (Plan, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	return Plan{Suites: suites, Builds: builds, LogDir: t.TempDir(), Out: &out}, &out
}

func sh(script string) []string { return []string{"sh", "-c", script} }

func TestRunRunsTheSuitesInOrderAndCountsThem(t *testing.T) {
	var order []string
	record := func(name string) func() error {
		return func() error { order = append(order, name); return nil }
	}
	p, out := plan(t, []Suite{
		{Name: "static checks", Run: record("static checks")},
		{Name: "Go packages", Cmd: sh("exit 0")},
		{Name: "end-to-end", Run: record("end-to-end")},
	})
	if err := p.Run(); err != nil {
		t.Fatal(err)
	}
	if strings.Join(order, ",") != "static checks,end-to-end" {
		t.Errorf("ran %v", order)
	}
	for _, want := range []string{"=== static checks passed in", "=== Go packages passed in", "=== end-to-end passed in", "suites: 3 passed, 0 failed"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}

func TestRunStopsAtTheFirstFailureAndNamesIt(t *testing.T) {
	ranLast := false
	p, out := plan(t, []Suite{
		{Name: "static checks", Cmd: sh("exit 0")},
		{Name: "Go packages", Cmd: sh("exit 3")},
		{Name: "end-to-end", Run: func() error { ranLast = true; return nil }},
	})
	err := p.Run()
	if err == nil || !strings.Contains(err.Error(), "Go packages failed") || !strings.Contains(err.Error(), "exit status 3") {
		t.Fatalf("err = %v, want Go packages failed with exit status 3", err)
	}
	if ranLast {
		t.Error("the suite after the failure ran")
	}
	if !strings.Contains(out.String(), "suites: 1 passed, 1 failed (1 not run or stopped)") {
		t.Errorf("summary:\n%s", out)
	}
}

func TestRunStartsTheBuildsAfterTheFirstSuiteAndWaitsForThoseASuiteNeeds(t *testing.T) {
	dir := t.TempDir()
	built := filepath.Join(dir, "site")
	startedEarly := false
	p, out := plan(t, []Suite{
		{Name: "static checks", Run: func() error {
			time.Sleep(300 * time.Millisecond) // a build started already would have written its file by now
			_, err := os.Stat(built)
			startedEarly = err == nil
			return nil
		}},
		{Name: "end-to-end", Needs: []string{"build"}, Run: func() error {
			_, err := os.Stat(built)
			return err
		}},
	}, Build{Name: "build", Cmd: sh("sleep 0.2 && touch " + built)})
	if err := p.Run(); err != nil {
		t.Fatalf("the suite ran before the build it needs was done: %v", err)
	}
	if startedEarly {
		t.Error("the build started before the first suite passed")
	}
	if !strings.Contains(out.String(), "(build: done in the background in") {
		t.Errorf("output does not say the build was waited for:\n%s", out)
	}
}

func TestAFailedBuildFailsTheSuiteThatNeedsItWithTheEndOfItsLog(t *testing.T) {
	p, _ := plan(t, []Suite{
		{Name: "static checks", Cmd: sh("exit 0")},
		{Name: "end-to-end", Needs: []string{"build"}, Cmd: sh("exit 0")},
	}, Build{Name: "build", Cmd: sh("echo 'content/docs/a.md:3:1: no title'; exit 1")})
	err := p.Run()
	if err == nil || !strings.Contains(err.Error(), "end-to-end failed") || !strings.Contains(err.Error(), "content/docs/a.md:3:1: no title") {
		t.Fatalf("err = %v, want the end-to-end suite failed with the build log's last lines", err)
	}
}

func TestASuiteThatNeedsABuildNobodyStartsFails(t *testing.T) {
	p, _ := plan(t, []Suite{{Name: "first", Needs: []string{"storybook:build"}, Cmd: sh("exit 0")}})
	if err := p.Run(); err == nil || !strings.Contains(err.Error(), `"storybook:build" was not started`) {
		t.Fatalf("err = %v", err)
	}
}

func TestSuitesBesideRunAtTheSameTimeAndTheirFailureFailsTheRun(t *testing.T) {
	dir := t.TempDir()
	marker := filepath.Join(dir, "beside-ran")
	p, out := plan(t, []Suite{{
		Name: "story pictures",
		Run: func() error {
			// Passes only if the suite beside it runs meanwhile.
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				if _, err := os.Stat(marker); err == nil {
					return nil
				}
			}
			return errors.New("the suite beside never ran")
		},
		Beside: []Suite{
			{Name: "UI unit tests", Cmd: sh("touch " + marker)},
			{Name: "site unit tests", Cmd: sh("echo 'expected 3 to be 4'; exit 1")},
		},
	}})
	err := p.Run()
	if err == nil || !strings.Contains(err.Error(), "site unit tests failed") || !strings.Contains(err.Error(), "expected 3 to be 4") {
		t.Fatalf("err = %v, want the beside suite's failure with its log", err)
	}
	if !strings.Contains(out.String(), "=== UI unit tests passed beside it in") {
		t.Errorf("output:\n%s", out)
	}
	log, _ := os.ReadFile(p.Log("site unit tests"))
	if !strings.Contains(string(log), "expected 3 to be 4") {
		t.Errorf("the beside suite's log %s holds %q", p.Log("site unit tests"), log)
	}
}

func TestAFailureStopsTheBuildsStillRunning(t *testing.T) {
	pidFile := filepath.Join(t.TempDir(), "pid")
	p, _ := plan(t, []Suite{
		{Name: "static checks", Cmd: sh("exit 0")},
		{Name: "Go packages", Run: func() error {
			for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(20 * time.Millisecond) {
				if data, _ := os.ReadFile(pidFile); len(data) > 0 {
					break
				}
			}
			return errors.New("a test failed")
		}},
	}, Build{Name: "build", Cmd: sh("echo $$ > " + pidFile + "; exec sleep 60")})
	start := time.Now()
	if err := p.Run(); err == nil {
		t.Fatal("want the failure")
	}
	if took := time.Since(start); took > 15*time.Second {
		t.Errorf("Run took %v: it waited for the build instead of stopping it", took)
	}
	data, _ := os.ReadFile(pidFile)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(data)))
	if pid == 0 {
		t.Fatalf("pid file %q", data)
	}
	if err := syscall.Kill(pid, 0); !errors.Is(err, syscall.ESRCH) {
		t.Errorf("the build (pid %d) still runs after the failure: kill 0 = %v", pid, err)
	}
}
