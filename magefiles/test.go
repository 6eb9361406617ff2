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
	}{
		{name: "Go packages", cmd: []string{"go", "test", "./..."}},
		{name: "UI unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "unit"}},
		{name: "UI story tests (Chromium)", env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "storybook"}},
		{name: "site unit tests", cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "vitest", "run"}},
		{name: "end-to-end tests (Chromium)", deps: []any{Build, buildServer}, env: []string{chromium}, cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test"}},
	}
	passed := 0
	for _, s := range suites {
		mg.SerialDeps(s.deps...)
		fmt.Printf("\n=== %s\n", s.name)
		start := time.Now()
		if err := buildsteps.Run(s.env, s.cmd[0], s.cmd[1:]...); err != nil {
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
