//go:build mage

package main

import (
	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Storybook holds the UI package's Storybook targets.
type Storybook mg.Namespace

// Dev runs Storybook for designers on http://localhost:6006 (alias: storybook).
func (Storybook) Dev() error {
	mg.Deps(Install)
	return buildsteps.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "dev", "--port", "6006", "--no-open")
}

// Build builds the static Storybook into build/storybook.
func (Storybook) Build() error {
	mg.Deps(Install)
	return buildsteps.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "build", "--output-dir", "../../build/storybook", "--quiet")
}
