//go:build mage

package main

import (
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Site holds the site's visual review targets (the page pictures of apps/site/e2e/visual.spec.ts).
type Site mg.Namespace

// pageBaselines is where the page pictures' baselines live (committed).
var pageBaselines = filepath.Join("apps", "site", "e2e", "visual-baselines")

// pagePictures runs the page picture comparison against a fresh build; extra arguments go to Playwright.
func pagePictures(extra ...string) error {
	mg.SerialDeps(Install, ensureChromium, Build, buildServer)
	args := append([]string{"--filter", "@freightlane/site", "exec", "playwright", "test", "e2e/visual.spec.ts"}, extra...)
	return proc.Run([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "pnpm", args...)
}

// Pictures compares the ten page kinds at 375 and 1280 px, light and dark, with their baselines (mage test runs them with the other end-to-end tests); differences in build/visual/pages/index.html.
func (Site) Pictures() error { return pagePictures() }

// Approve rewrites every page baseline from the checked-out code (apps/site/e2e/visual-baselines): run it, look at git diff, commit.
func (Site) Approve() error {
	if err := os.RemoveAll(pageBaselines); err != nil {
		return err
	}
	return pagePictures("--update-snapshots=all")
}

// Visual holds the targets for both picture suites.
type Visual mg.Namespace

// Approve rewrites every visual baseline, the stories' and the pages' (storybook:approve, then site:approve).
func (Visual) Approve() error {
	mg.SerialDeps(Storybook.Approve, Site.Approve)
	return nil
}
