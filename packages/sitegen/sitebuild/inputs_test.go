package sitebuild_test

import (
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// Every declared input exists: the hash and the staleness check skip a
// missing path silently, so a renamed folder would drop out of both.
func TestEveryBuildInputExists(t *testing.T) {
	for _, p := range sitebuild.Inputs() {
		if _, err := os.Stat(filepath.Join(repoRoot(t), p)); err != nil {
			t.Errorf("build input %s: %v", p, err)
		}
	}
}

// What the bundles are built from is part of what makes dist/ stale.
func TestBuildInputsHoldTheBundleInputs(t *testing.T) {
	inputs := sitebuild.Inputs()
	for _, p := range sitebuild.BundleInputs {
		if !slices.Contains(inputs, p) {
			t.Errorf("Inputs() lacks %s", p)
		}
	}
	// Inputs returns a copy: a caller appending to it leaves the declaration alone.
	_ = append(inputs[:len(sitebuild.BundleInputs)], "changed")
	if got := sitebuild.Inputs(); got[len(sitebuild.BundleInputs)] != "packages" {
		t.Errorf("Inputs() shares its backing array with a caller: %v", got)
	}
}
