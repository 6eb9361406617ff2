//go:build mage

package main

import (
	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Leads holds the demo-request lead store's targets.
type Leads mg.Namespace

// Export writes every stored demo request, with its CRM delivery status, to leads.csv (FL_DB names another database).
func (Leads) Export() error {
	return buildsteps.Run(nil, "go", "run", "./apps/server", "export-leads", "-db", envOr("FL_DB", "data/leads.db"), "-out", envOr("FL_LEADS_CSV", "leads.csv"))
}
