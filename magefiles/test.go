//go:build mage

package main

import (
	"fmt"
	"path/filepath"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Test runs every test: Go, the UI package's unit and story tests, the site app's unit tests, and the browser end-to-end tests against the built site.
func Test() error {
	mg.SerialDeps(Install, ensureChromium, ensurePostgres)
	chromium := "CHROMIUM_PATH=" + buildsteps.ChromiumPath()
	suites := []struct {
		name string
		deps []any
		env  []string
		cmd  []string
		run  func() error
	}{
		{name: "static checks: gofmt, go vet, staticcheck, go mod tidy, tsc, Biome", run: Lint},
		{name: "Go packages", cmd: []string{"go", "test", "./..."}},
		{name: "Go fuzz targets (a few seconds each)", run: Fuzz},
		{name: "UI unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "unit"}},
		{name: "UI story tests (Chromium)", env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "storybook"}},
		{name: "UI story pictures against their baselines (Chromium)", deps: []any{Storybook.Build}, run: func() error { return storyPictures() }},
		{name: "UI package: build, pack and install into a fixture app", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "run", "test:pack"}},
		{name: "site build scripts", cmd: []string{"node", "--test", "apps/site/scripts"}},
		{name: "site unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "vitest", "run"}},
		{name: "end-to-end tests (Chromium)", deps: []any{Build, buildServer}, env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test"}},
	}
	passed := 0
	for _, s := range suites {
		mg.SerialDeps(s.deps...)
		fmt.Printf("\n=== %s\n", s.name)
		start := time.Now()
		run := s.run
		if run == nil {
			run = func() error { return buildsteps.Run(s.env, s.cmd[0], s.cmd[1:]...) }
		}
		if err := run(); err != nil {
			fmt.Printf("\nsuites: %d passed, 1 failed (%d not run)\n", passed, len(suites)-passed-1)
			return fmt.Errorf("%s failed: %w", s.name, err)
		}
		passed++
		fmt.Printf("=== %s passed in %s\n", s.name, time.Since(start).Round(time.Second))
	}
	fmt.Printf("\nsuites: %d passed, 0 failed\n", passed)
	return nil
}

func ensureChromium() error { return buildsteps.EnsureChromium() }

func ensurePostgres() error { return buildsteps.EnsurePostgres() }

// buildServer compiles the server once for the end-to-end tests.
func buildServer() error {
	return buildsteps.Run(nil, "go", "build", "-o", filepath.Join("build", "bin", "server"), "./apps/server")
}

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
		if err := buildsteps.Run(nil, "go", "test", "-run", "^$", "-fuzz", "^"+t.name+"$", "-fuzztime", t.execs, "-fuzzminimizetime", "1s", t.pkg); err != nil {
			return fmt.Errorf("%s in %s: %w", t.name, t.pkg, err)
		}
	}
	return nil
}
