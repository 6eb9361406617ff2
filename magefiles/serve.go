//go:build mage

package main

import (
	"fmt"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// buildInputs are the folders whose changes make dist/ stale.
var buildInputs = []string{"content", "schemas", "packages", "apps/site/src", "apps/site/scripts", "apps/site/index.html", "apps/site/vite.config.ts", "pnpm-lock.yaml", "go.sum"}

// Serve builds the site if anything changed since the last build, then serves dist/ on http://localhost:8080.
func Serve() error {
	stamp := filepath.Join(distDir, "index.html")
	stale, err := buildsteps.NewerThan(stamp, append([]string{contentDir}, buildInputs...)...)
	if err != nil {
		return err
	}
	if stale {
		mg.Deps(Build)
	}
	addr := envOr("FL_ADDR", "localhost:8080")
	fmt.Printf("serving %s on http://%s\n", distDir, addr)
	return buildsteps.Run(nil, "go", "run", "./apps/server", "-addr", addr, "-dist", distDir)
}
