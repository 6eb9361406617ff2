//go:build mage

// Targets of the website monorepo. Run them with "go run mage.go TARGET";
// "go run mage.go -l" lists them.
package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/sitebuild"
	"github.com/freightlane/website/packages/sitegen/staticchecks"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Aliases give the namespaces' main targets their short names.
var Aliases = map[string]any{
	"storybook": Storybook.Dev,
	"bench":     Bench.Run,
}

// Where the pipeline reads and writes; FL_CONTENT_DIR builds another content
// tree (a synthetic corpus, a fixture) with the same targets.
var (
	contentDir = envOr("FL_CONTENT_DIR", "content")
	schemaDir  = "schemas"
	workDir    = envOr("FL_WORK_DIR", "build")
	genDir     = filepath.Join(workDir, "gen")
	distDir    = envOr("FL_DIST_DIR", "dist")
)

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Install installs pnpm, the node_modules (frozen lockfile), the Go modules, and (as root, with apt-get) nginx for the static-host test and the benchmark.
func Install() error {
	if err := toolchain.EnsurePnpm(); err != nil {
		return err
	}
	if err := toolchain.EnsureNginx(); err != nil {
		return err
	}
	if err := toolchain.EnsureNodeModules(); err != nil {
		return err
	}
	return proc.Run(nil, "go", "mod", "download")
}

// Content holds the content pipeline's targets.
type Content mg.Namespace

// Validate checks every content file against its JSON Schema and reports each error as file:line:col.
func (Content) Validate() error {
	tree, err := sitegen.Validate(sitegen.Options{ContentDir: contentDir, SchemaDir: schemaDir})
	if err != nil {
		return contentError(err)
	}
	fmt.Printf("content: %d files valid\n", len(tree.Files))
	return nil
}

// Generate validates and renders the content, builds routes and checks links, writing build/gen.
func (Content) Generate() error {
	site, err := sitegen.Generate(sitegen.Options{ContentDir: contentDir, SchemaDir: schemaDir, OutDir: genDir, GitDates: true})
	if err != nil {
		return contentError(err)
	}
	fmt.Printf("content: %d routes generated into %s\n", len(site.Routes), genDir)
	return nil
}

// contentError prints every content error and fails the target once.
func contentError(err error) error {
	fmt.Fprintln(os.Stderr, err)
	return mg.Fatal(1, "content has errors (see above); dist/ was left as it was")
}

// Rollback points dist/ back at the previous release the build kept (see dist.releases/); send the server SIGHUP to serve it.
func Rollback() error {
	name, err := sitebuild.Rollback(distDir)
	if err != nil {
		return err
	}
	fmt.Printf("%s now points at %s; send the server SIGHUP (systemctl reload) to serve it\n", distDir, filepath.Join(sitebuild.ReleasesDir(distDir), name))
	return nil
}

// Build runs the whole production build into dist/, swapped in only when every step succeeded.
func Build() error {
	mg.SerialDeps(Install)
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	rep, err := sitebuild.Build(sitebuild.Options{Root: root, ContentDir: contentDir, WorkDir: workDir, DistDir: distDir, KeepReleases: 3, GitDates: true})
	var contentErr *sitebuild.ContentError
	if errors.As(err, &contentErr) {
		return contentError(contentErr.Err)
	}
	if err != nil {
		return err
	}
	fmt.Printf("built %d routes into %s in %s\n", rep.Routes, distDir, rep.Total().Round(time.Millisecond))
	// Stages overlap: each starts at its offset from the build's start, and
	// its share is of the build's time.
	for _, st := range rep.Stages {
		fmt.Printf("  %-26s at %6.2f s for %6.2f s %5.1f %%\n", st.Name, st.Start.Seconds(), st.Duration.Seconds(), 100*st.Duration.Seconds()/rep.Total().Seconds())
	}
	return nil
}

// Lint runs the static checks: gofmt, go vet, staticcheck, go mod tidy, tsc over the UI package (with its tests and stories) and the site app, and Biome's lint and format check.
func Lint() error {
	mg.SerialDeps(Install, Content.Generate)
	return staticchecks.Run()
}
