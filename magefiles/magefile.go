//go:build mage

// Targets of the website monorepo. Run them with "go run mage.go TARGET";
// "go run mage.go -l" lists them.
package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Aliases give the namespaces' main targets their short names.
var Aliases = map[string]any{
	"storybook": Storybook.Dev,
}

// Where the pipeline reads and writes; FL_CONTENT_DIR builds another content
// tree (a synthetic corpus, a fixture) with the same targets.
var (
	contentDir = envOr("FL_CONTENT_DIR", "content")
	schemaDir  = "schemas"
	genDir     = filepath.Join("build", "gen")
	distDir    = envOr("FL_DIST_DIR", "dist")
)

func envOr(key, def string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return def
}

// Install installs pnpm, the node_modules (frozen lockfile) and the Go modules.
func Install() error {
	if err := buildsteps.EnsurePnpm(); err != nil {
		return err
	}
	if err := buildsteps.EnsureNodeModules(); err != nil {
		return err
	}
	return buildsteps.Run(nil, "go", "mod", "download")
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
	return mg.Fatal(1, "content has errors (see above)")
}

// Build runs the whole production build into dist/, swapped in only when every step succeeded.
func Build() error {
	mg.SerialDeps(Install, Content.Generate)
	next := filepath.Join("build", "site")
	if err := os.RemoveAll(next); err != nil {
		return err
	}
	steps := [][]string{
		{"pnpm", "--filter", "@freightlane/site", "exec", "vite", "build", "--outDir", "../../build/client", "--emptyOutDir"},
		{"pnpm", "--filter", "@freightlane/site", "exec", "vite", "build", "--ssr", "src/entry-server.tsx", "--outDir", "../../build/ssr", "--emptyOutDir"},
		{"node", "apps/site/scripts/prerender.mjs", ".", next},
	}
	for _, step := range steps {
		if err := buildsteps.Run(nil, step[0], step[1:]...); err != nil {
			return err
		}
	}
	if err := sitegen.CheckBuiltSite(next); err != nil {
		fmt.Fprintln(os.Stderr, err)
		return mg.Fatal(1, "the built site has broken links (see above); dist/ was left as it was")
	}
	if err := sitegen.Precompress(next); err != nil {
		return err
	}
	if err := buildsteps.SwapIn(next, distDir); err != nil {
		return err
	}
	fmt.Println("built", distDir)
	return nil
}
