//go:build mage

package main

import (
	"path/filepath"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/magefile/mage/mg"
)

// Insights holds the docs insights' targets.
type Insights mg.Namespace

// Report writes the docs insights (searches, queries that found nothing with the docs page closest to each, pages readers said did not help) to build/insights/report.html (FL_INSIGHTS_REPORT names another file; FL_DB the database; FL_INSIGHTS_SITE_URL the site its links open, default http://localhost:8080; the closest pages come from the built site's search index).
func (Insights) Report() error {
	return proc.Run(nil, "go", "run", "./apps/server", "insights-report",
		"-db", envOr("FL_DB", "data/leads.db"),
		"-out", envOr("FL_INSIGHTS_REPORT", filepath.Join("build", "insights", "report.html")),
		"-site", envOr("FL_INSIGHTS_SITE_URL", "http://localhost:8080"),
		"-dist", distDir)
}
