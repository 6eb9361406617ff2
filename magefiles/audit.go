//go:build mage

package main

import (
	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Audit checks every route of the built site with axe (WCAG 2.2 AA) in light and dark mode at 375 and 1280 px.
func Audit() error {
	mg.SerialDeps(Install, ensureChromium, Build, buildServer)
	env := []string{"CHROMIUM_PATH=" + buildsteps.ChromiumPath(), "E2E_A11Y=all"}
	return buildsteps.Run(env, "pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test", "e2e/a11y.spec.ts")
}
