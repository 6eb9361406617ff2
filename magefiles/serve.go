//go:build mage

package main

import (
	"fmt"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/sitebuild"
	"github.com/freightlane/website/packages/sitegen/staleness"
)

// Serve builds the site if anything changed since the last build, then serves dist/ on http://localhost:8080.
func Serve() error {
	stamp := filepath.Join(distDir, "index.html")
	stale, err := staleness.NewerThan(stamp, append([]string{contentDir}, sitebuild.Inputs()...)...)
	if err != nil {
		return err
	}
	if stale {
		mg.Deps(Build)
	}
	addr := envOr("FL_ADDR", "localhost:8080")
	fmt.Printf("serving %s on http://%s\n", distDir, addr)
	return proc.Run(nil, "go", "run", "./apps/server", "-addr", addr, "-dist", distDir)
}
