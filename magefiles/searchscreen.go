//go:build mage

package main

import (
	"os"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/bench"
)

// Screen enters every query of the relevance set into the /search page and the search modal of dist (go run mage.go build first) in Chromium, scores the order of pages each shows beside the engine's and Pagefind's on the same build, and fails when a held-out part falls under its floor or more than 0.01 below the engine on either.
func (Bench) Screen() error {
	mg.SerialDeps(Install)
	suite, err := bench.NewSuite(os.Stdout, Storybook{}.Build)
	if err != nil {
		return err
	}
	engines, err := suite.Engines("dist")
	if err != nil {
		return err
	}
	screen, err := suite.Screen("dist", engines)
	if err != nil {
		return err
	}
	screen.PrintScreen(os.Stdout)
	return failOn(bench.CheckScreen(screen.Parts))
}
