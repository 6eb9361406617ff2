package bench

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"time"

	"github.com/freightlane/website/packages/sitegen/corpus"
	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// AuditCorpusPages is the size of the synthetic build whose docs page
// `mage audit` holds to what the real site's docs page scores, and to the
// same page built by the peer.
const AuditCorpusPages = 2500

// AuditSites are the builds `mage audit` serves beside the real site.
type AuditSites struct {
	// Dist is the synthetic corpus built by the project, PeerDist the same
	// corpus built by the peer.
	Dist, PeerDist string
	// Page is the route of the docs page audited on both: the middle one.
	Page string
}

// BuildAuditSites writes the synthetic corpus into
// build/audit-c2500-content of the repository in root and builds it into
// build/audit-c2500-dist, then with the peer (installed as bench:peers
// installs it) into build/audit-c2500-docusaurus.
func BuildAuditSites(root string, log io.Writer) (AuditSites, error) {
	site, err := os.ReadFile(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return AuditSites{}, err
	}
	base := filepath.Join(root, "build", fmt.Sprintf("audit-c%d", AuditCorpusPages))
	content := base + "-content"
	if err := corpus.Write(content, AuditCorpusPages, site); err != nil {
		return AuditSites{}, err
	}
	sites := AuditSites{Dist: base + "-dist", PeerDist: base + "-docusaurus", Page: corpus.Route(AuditCorpusPages / 2)}
	fmt.Fprintf(log, "audit: building the %d-page synthetic corpus into %s\n", AuditCorpusPages, sites.Dist)
	rep, err := sitebuild.Build(sitebuild.Options{Root: root, ContentDir: content, WorkDir: base, DistDir: sites.Dist, Quiet: true})
	if err != nil {
		return sites, fmt.Errorf("building the %d-page corpus: %w", AuditCorpusPages, err)
	}
	fmt.Fprintf(log, "audit: built %d routes in %s\n", rep.Routes, rep.Total().Round(time.Millisecond))

	peer, err := InstallPeer(filepath.Join(root, PeerSource), filepath.Join(root, "build", "bench", "docusaurus"))
	if err != nil {
		return sites, err
	}
	fmt.Fprintf(log, "audit: building the %d-page synthetic corpus with Docusaurus Faster\n", AuditCorpusPages)
	run, err := peer.Build(filepath.Join(content, "docs"))
	if err != nil {
		return sites, err
	}
	fmt.Fprintf(log, "audit: Docusaurus Faster built it in %s\n", run.Wall.Round(time.Millisecond))
	if err := os.RemoveAll(sites.PeerDist); err != nil {
		return sites, err
	}
	return sites, os.Rename(peer.Out(), sites.PeerDist)
}
