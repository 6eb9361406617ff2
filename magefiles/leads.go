//go:build mage

package main

import (
	"path/filepath"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
)

// Leads holds the demo-request lead store's targets.
type Leads mg.Namespace

// Export writes every stored demo request, with its CRM delivery status, to leads.csv (FL_DB names another database).
func (Leads) Export() error {
	return proc.Run(nil, "go", "run", "./apps/server", "export-leads", "-db", envOr("FL_DB", "data/leads.db"), "-out", envOr("FL_LEADS_CSV", "leads.csv"))
}

// Backup writes a consistent copy of the lead database while the server runs (SQLite VACUUM INTO) to FL_LEADS_BACKUP (default data/leads-<time>.db).
func (Leads) Backup() error {
	out := envOr("FL_LEADS_BACKUP", filepath.Join("data", "leads-"+time.Now().UTC().Format("20060102T150405Z")+".db"))
	return proc.Run(nil, "go", "run", "./apps/server", "leads", "backup", "-db", envOr("FL_DB", "data/leads.db"), "-out", out)
}
