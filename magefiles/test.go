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
	mg.SerialDeps(Install, ensureChromium)
	chromium := "CHROMIUM_PATH=" + buildsteps.ChromiumPath()
	suites := []struct {
		name string
		deps []any
		env  []string
		cmd  []string
		run  func() error
	}{
		{name: "Go packages", cmd: []string{"go", "test", "./..."}},
		{name: "Go fuzz targets (" + fuzzTime + " each)", run: Fuzz},
		{name: "UI unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "unit"}},
		{name: "UI story tests (Chromium)", env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "storybook"}},
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

// buildServer compiles the server once for the end-to-end tests.
func buildServer() error {
	return buildsteps.Run(nil, "go", "build", "-o", filepath.Join("build", "bin", "server"), "./apps/server")
}

// fuzzTargets are the fuzz targets that CI runs for a few seconds each, beyond their seed corpora.
var fuzzTargets = []struct{ pkg, name string }{
	{"./packages/sitegen/content", "FuzzSplitFrontMatter"},
	{"./packages/sitegen/markdown", "FuzzRender"},
	{"./packages/sitegen/yamlsrc", "FuzzYAMLPosition"},
	{"./apps/server/internal/static", "FuzzCleanPath"},
	{"./apps/server/internal/demorequest", "FuzzDecodeForm"},
}

const fuzzTime = "5s"

// Fuzz runs every fuzz target for a few seconds (go test -fuzz); a crasher is written to the package's testdata/fuzz and fails the run.
func Fuzz() error {
	for _, t := range fuzzTargets {
		if err := buildsteps.Run(nil, "go", "test", "-run", "^$", "-fuzz", "^"+t.name+"$", "-fuzztime", fuzzTime, "-fuzzminimizetime", "1s", t.pkg); err != nil {
			return fmt.Errorf("%s in %s: %w", t.name, t.pkg, err)
		}
	}
	return nil
}
