//go:build mage

package main

import (
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Storybook holds the UI package's Storybook targets.
type Storybook mg.Namespace

// Dev runs Storybook for designers on http://localhost:6006 (alias: storybook).
func (Storybook) Dev() error {
	mg.Deps(Install)
	return proc.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "dev", "--port", "6006", "--no-open")
}

// Build builds the static Storybook, with its Docs pages, into build/storybook.
func (Storybook) Build() error {
	mg.Deps(Install)
	return proc.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "build", "--output-dir", "../../build/storybook", "--quiet")
}

// storyBaselines is where the story pictures' baselines live (committed).
var storyBaselines = filepath.Join("packages", "ui", "visual", "baselines")

// storyPictures runs the story picture comparison (packages/ui/visual) against build/storybook; extra arguments go to Playwright.
func storyPictures(extra ...string) error {
	args := append([]string{"--filter", "@freightlane/ui", "exec", "playwright", "test", "-c", "visual/playwright.config.ts"}, extra...)
	return proc.Run([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "pnpm", args...)
}

// Pictures compares every story, light and dark (and at 375 px where its CSS changes with the width), with its baseline; differences in build/visual/stories/index.html.
func (Storybook) Pictures() error {
	mg.SerialDeps(Install, ensureChromium, Storybook.Build)
	return storyPictures()
}

// Approve rewrites every story baseline from the checked-out code (packages/ui/visual/baselines): run it, look at git diff, commit.
func (Storybook) Approve() error {
	mg.SerialDeps(Install, ensureChromium, Storybook.Build)
	// Baselines of removed or renamed stories go too.
	if err := os.RemoveAll(storyBaselines); err != nil {
		return err
	}
	return storyPictures("--update-snapshots=all")
}
