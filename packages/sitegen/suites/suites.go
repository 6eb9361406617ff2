// Package suites runs mage test's suites one after another, stopping at the
// first that fails, with the builds the later suites need running in the
// background meanwhile and, beside a suite that leaves a core idle, other
// suites at the same time. It prints "=== <suite> passed in <time>" for each
// and a count at the end.
package suites

import (
	"fmt"
	"io"
	"maps"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/freightlane/website/packages/sitegen/proc"
)

// Suite is one test suite: a command, or a function of the caller's.
type Suite struct {
	Name string
	// Needs names the background builds the suite waits for.
	Needs []string
	// Env is added to the command's environment.
	Env []string
	// Cmd is the command, when Run is nil.
	Cmd []string
	Run func() error
	// Beside are command suites that run in the background while this one
	// runs, because this one leaves a core idle much of the time; each writes
	// its output to its log, and any failure fails the run.
	Beside []Suite
}

// Build is a command the later suites need built, run in the background.
type Build struct {
	Name string
	Cmd  []string
}

// Plan is a whole test run.
type Plan struct {
	Suites []Suite
	// Builds start once the first suite passed (it may write what they
	// read, as the static checks write build/gen).
	Builds []Build
	// LogDir holds the output of the builds and of the suites run beside.
	LogDir string
	// Out receives the progress lines.
	Out io.Writer
}

// Run runs the plan's suites in order and returns the first failure, which
// names its suite; the background builds and suites still running are
// stopped then.
func (p Plan) Run() error {
	total := 0
	for _, s := range p.Suites {
		total += 1 + len(s.Beside)
	}
	var builds map[string]*proc.Background
	var besides []*proc.Background
	defer func() {
		for _, b := range builds {
			b.Stop()
		}
		for _, b := range besides {
			b.Stop()
		}
	}()
	passed := 0
	failed := func(name string, err error) error {
		fmt.Fprintf(p.Out, "\nsuites: %d passed, 1 failed (%d not run or stopped)\n", passed, total-passed-1)
		return fmt.Errorf("%s failed: %w", name, err)
	}
	for i, s := range p.Suites {
		fmt.Fprintf(p.Out, "\n=== %s\n", s.Name)
		start := time.Now()
		cpuAtStart, _ := proc.ReadCPUTimes()
		run := s.Run
		if run == nil {
			run = func() error { return proc.Run(s.Env, s.Cmd[0], s.Cmd[1:]...) }
		}
		if err := p.waitFor(builds, s.Needs); err != nil {
			return failed(s.Name, err)
		}
		besides = besides[:0]
		for _, b := range s.Beside {
			if err := p.waitFor(builds, b.Needs); err != nil {
				return failed(b.Name, err)
			}
			job, err := proc.StartBackground(b.Name, p.Log(b.Name), b.Env, b.Cmd[0], b.Cmd[1:]...)
			if err != nil {
				return failed(b.Name, err)
			}
			besides = append(besides, job)
			fmt.Fprintf(p.Out, "(%s: beside it, log %s)\n", b.Name, job.Log)
		}
		if err := run(); err != nil {
			return failed(s.Name, err)
		}
		passed++
		for _, job := range besides {
			if err := job.Wait(); err != nil {
				return failed(job.Name, err)
			}
			passed++
			fmt.Fprintf(p.Out, "=== %s passed beside it in %s\n", job.Name, job.Took().Round(time.Second))
		}
		// How busy the cores were says whether a suite could run beside another (the background builds count too).
		busy := proc.BusySince(cpuAtStart)
		if busy != "" {
			busy = " (" + busy + ")"
		}
		fmt.Fprintf(p.Out, "=== %s passed in %s%s\n", s.Name, time.Since(start).Round(time.Second), busy)
		if i == 0 {
			var err error
			if builds, err = p.startBuilds(); err != nil {
				return failed("starting the background builds", err)
			}
		}
	}
	fmt.Fprintf(p.Out, "\nsuites: %d passed, 0 failed\n", passed)
	return nil
}

// Log is where a suite or build that runs in the background writes its output.
func (p Plan) Log(name string) string {
	return filepath.Join(p.LogDir, strings.NewReplacer(":", "-", " ", "-", ",", "").Replace(strings.ToLower(name))+".log")
}

func (p Plan) startBuilds() (map[string]*proc.Background, error) {
	started := map[string]*proc.Background{}
	for _, b := range p.Builds {
		job, err := proc.StartBackground(b.Name, p.Log(b.Name), nil, b.Cmd[0], b.Cmd[1:]...)
		if err != nil {
			return started, err
		}
		started[b.Name] = job
	}
	if len(started) > 0 {
		fmt.Fprintf(p.Out, "\n(building %s in the background, logs in %s)\n", strings.Join(slices.Sorted(maps.Keys(started)), ", "), p.LogDir)
	}
	return started, nil
}

// waitFor waits for the named background builds and says how long each took.
func (p Plan) waitFor(builds map[string]*proc.Background, names []string) error {
	for _, name := range names {
		b, ok := builds[name]
		if !ok {
			return fmt.Errorf("the background build %q was not started", name)
		}
		if err := b.Wait(); err != nil {
			return err
		}
		fmt.Fprintf(p.Out, "(%s: done in the background in %s, log %s)\n", name, b.Took().Round(time.Second), b.Log)
	}
	return nil
}
