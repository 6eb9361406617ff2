//go:build mage

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/siteserver"
	"github.com/freightlane/website/packages/sitegen/suites"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Test runs every test: Go, the UI package's unit and story tests, the site app's unit tests, and the browser end-to-end tests against the built site.
func Test() error {
	mg.SerialDeps(Install, ensureChromium, ensurePostgres)
	self, err := os.Executable()
	if err != nil {
		return err
	}
	chromium := "CHROMIUM_PATH=" + toolchain.ChromiumPath()
	return suites.Plan{
		Suites: []suites.Suite{
			{Name: "static checks: gofmt, go vet, staticcheck, go mod tidy, tsc, Biome", Run: Lint},
			{Name: "Go packages", Cmd: []string{"go", "test", "./..."}},
			{Name: "Go fuzz targets (a few seconds each)", Run: Fuzz},
			{Name: "UI story tests (Chromium)", Env: []string{chromium}, Cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "storybook"}},
			{
				// The pictures' browser waits for frames and fonts a fifth of the time: the suites beside it take that time.
				Name: "UI story pictures against their baselines (Chromium)", Needs: []string{"storybook:build"}, Run: func() error { return storyPictures() },
				Beside: []suites.Suite{
					{Name: "UI unit tests", Cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "vitest", "run", "--project", "unit"}},
					{Name: "UI package: build, pack and install into a fixture app", Cmd: []string{"pnpm", "--filter", "@freightlane/ui", "run", "test:pack"}},
					{Name: "site build scripts and the browser launch flags", Cmd: []string{"node", "--test", "apps/site/scripts", "packages/ui/visual"}},
					// The site build rewrites build/gen, which the site's unit tests import (@gen): they wait for it.
					{Name: "site unit tests", Needs: []string{"build"}, Cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "vitest", "run"}},
				},
			},
			{Name: "end-to-end tests (Chromium)", Needs: []string{"build", "server"}, Env: []string{chromium}, Cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test"}},
		},
		// What the later suites need built, started once the static checks
		// (which write build/gen, as the site build does) have passed, while
		// the Go and unit suites leave CPU idle. self is this mage binary, so
		// a build runs the same target as "go run mage.go <target>".
		Builds: []suites.Build{
			{Name: "build", Cmd: []string{self, "build"}},
			{Name: "server", Cmd: serverBuild},
			{Name: "storybook:build", Cmd: []string{self, "storybook:build"}},
		},
		LogDir: filepath.Join("build", "test-logs"),
		Out:    os.Stdout,
	}.Run()
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
