//go:build mage

package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/siteserver"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// suite is one test suite of Test: a command, or a function of this mage binary.
type suite struct {
	name  string
	needs []string // background builds (testBuilds) the suite waits for
	env   []string
	cmd   []string
	run   func() error
	// beside are command suites that run in the background while this one
	// runs, because this one leaves a core idle much of the time; each writes
	// its output to build/test-logs/<name>.log, and any failure fails the run.
	beside []suite
}

// Test runs every test: Go, the UI package's unit and story tests, the site app's unit tests, and the browser end-to-end tests against the built site.
func Test() error {
	mg.SerialDeps(Install, ensureChromium, ensurePostgres)
	chromium := "CHROMIUM_PATH=" + toolchain.ChromiumPath()
	suites := []suite{
		{name: "static checks: gofmt, go vet, staticcheck, go mod tidy, tsc, Biome", run: Lint},
		{name: "Go packages", cmd: []string{"go", "test", "./..."}},
		{name: "Go fuzz targets (a few seconds each)", run: Fuzz},
		{name: "UI story tests (Chromium)", env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "storybook"}},
		{
			// The pictures' browser waits for frames and fonts a fifth of the time: the suites beside it take that time.
			name: "UI story pictures against their baselines (Chromium)", needs: []string{"storybook:build"}, run: func() error { return storyPictures() },
			beside: []suite{
				{name: "UI unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "unit"}},
				{name: "UI package: build, pack and install into a fixture app", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "run", "test:pack"}},
				{name: "site build scripts and the browser launch flags", cmd: []string{"node", "--test", "apps/site/scripts", "packages/ui/visual"}},
				// The site build rewrites build/gen, which the site's unit tests import (@gen): they wait for it.
				{name: "site unit tests", needs: []string{"build"}, cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "vitest", "run"}},
			},
		},
		{name: "end-to-end tests (Chromium)", needs: []string{"build", "server"}, env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test"}},
	}
	total := 0
	for _, s := range suites {
		total += 1 + len(s.beside)
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
		fmt.Printf("\nsuites: %d passed, 1 failed (%d not run or stopped)\n", passed, total-passed-1)
		return fmt.Errorf("%s failed: %w", name, err)
	}
	for i, s := range suites {
		fmt.Printf("\n=== %s\n", s.name)
		start := time.Now()
		cpuAtStart, _ := proc.ReadCPUTimes()
		run := s.run
		if run == nil {
			run = func() error { return proc.Run(s.env, s.cmd[0], s.cmd[1:]...) }
		}
		err := waitForBuilds(builds, s.needs)
		if err != nil {
			return failed(s.name, err)
		}
		besides = besides[:0]
		for _, b := range s.beside {
			if err := waitForBuilds(builds, b.needs); err != nil {
				return failed(b.name, err)
			}
			job, err := proc.StartBackground(b.name, testLog(b.name), b.env, b.cmd[0], b.cmd[1:]...)
			if err != nil {
				return failed(b.name, err)
			}
			besides = append(besides, job)
			fmt.Printf("(%s: beside it, log %s)\n", b.name, job.Log)
		}
		if err := run(); err != nil {
			return failed(s.name, err)
		}
		passed++
		for _, job := range besides {
			if err := job.Wait(); err != nil {
				return failed(job.Name, err)
			}
			passed++
			fmt.Printf("=== %s passed beside it in %s\n", job.Name, job.Took().Round(time.Second))
		}
		// How busy the cores were says whether a suite could run beside another (the background builds count too).
		busy := proc.BusySince(cpuAtStart)
		if busy != "" {
			busy = " (" + busy + ")"
		}
		fmt.Printf("=== %s passed in %s%s\n", s.name, time.Since(start).Round(time.Second), busy)
		if i == 0 {
			// The static checks wrote build/gen, which the site build writes too: only now may it start.
			if builds, err = startTestBuilds(); err != nil {
				return err
			}
		}
	}
	fmt.Printf("\nsuites: %d passed, 0 failed\n", passed)
	return nil
}

// testLog is where a suite or build that runs in the background writes its output.
func testLog(name string) string {
	return filepath.Join("build", "test-logs", strings.NewReplacer(":", "-", " ", "-", ",", "").Replace(strings.ToLower(name))+".log")
}

// testBuilds are what the later suites need built, each a command that runs
// in the background from the end of the static checks on, while the Go and
// unit suites leave CPU idle; its output goes to build/test-logs/<name>.log.
// "self" is this mage binary, so a build runs the same target as "go run
// mage.go <target>".
var testBuilds = []struct {
	name string
	cmd  []string
}{
	{"build", []string{"self", "build"}},
	{"server", serverBuild},
	{"storybook:build", []string{"self", "storybook:build"}},
}

func startTestBuilds() (map[string]*proc.Background, error) {
	self, err := os.Executable()
	if err != nil {
		return nil, err
	}
	started := map[string]*proc.Background{}
	for _, b := range testBuilds {
		cmd := b.cmd
		if cmd[0] == "self" {
			cmd = append([]string{self}, cmd[1:]...)
		}
		job, err := proc.StartBackground(b.name, testLog(b.name), nil, cmd[0], cmd[1:]...)
		if err != nil {
			return started, err
		}
		started[b.name] = job
	}
	fmt.Printf("\n(building %s in the background, logs in build/test-logs)\n", strings.Join(slices.Sorted(maps.Keys(started)), ", "))
	return started, nil
}

// waitForBuilds waits for the named background builds and says how long each took.
func waitForBuilds(builds map[string]*proc.Background, names []string) error {
	for _, name := range names {
		b, ok := builds[name]
		if !ok {
			return fmt.Errorf("the background build %q was not started", name)
		}
		if err := b.Wait(); err != nil {
			return err
		}
		fmt.Printf("(%s: done in the background in %s, log %s)\n", name, b.Took().Round(time.Second), b.Log)
	}
	return nil
}

func ensureChromium() error { return toolchain.EnsureChromium() }

func ensurePostgres() error { return toolchain.EnsurePostgres() }

// serverBuild compiles the server once for the end-to-end tests and the
// audit, and beside it the Ask AI stand-in model the end-to-end tests start
// (build/bin/askai-standin), so neither compiles while Playwright waits.
var serverBuild = []string{"go", "build", "-o", filepath.Dir(siteserver.Bin) + string(filepath.Separator), "./apps/server", "./apps/server/cmd/askai-standin"}

func buildServer() error { return proc.Run(nil, serverBuild[0], serverBuild[1:]...) }

// fuzzTargets are the fuzz targets that CI runs beyond their seed corpora. Each runs a fixed number of
// inputs, sized to about 4 s on 2 cores: Go 1.26's fuzz coordinator can fail a duration-bound run
// with "context deadline exceeded" when its deadline races a busy worker (golang/go#75804, fixed
// in Go 1.27); a count has no deadline to race.
var fuzzTargets = []struct{ pkg, name, execs string }{
	{"./packages/sitegen/content", "FuzzSplitFrontMatter", "100000x"},
	{"./packages/sitegen/markdown", "FuzzRender", "10000x"},
	{"./packages/sitegen/yamlsrc", "FuzzYAMLPosition", "20000x"},
	{"./packages/sitegen/links", "FuzzScanHTML", "60000x"},
	{"./apps/server/internal/static", "FuzzCleanPath", "30000x"},
	{"./apps/server/internal/demorequest", "FuzzDecodeForm", "5000x"},
}

// Fuzz runs every fuzz target for its count of inputs (go test -fuzz); a crasher is written to the package's testdata/fuzz and fails the run.
func Fuzz() error {
	for _, t := range fuzzTargets {
		if err := proc.Run(nil, "go", "test", "-run", "^$", "-fuzz", "^"+t.name+"$", "-fuzztime", t.execs, "-fuzzminimizetime", "1s", t.pkg); err != nil {
			return fmt.Errorf("%s in %s: %w", t.name, t.pkg, err)
		}
	}
	return nil
}
