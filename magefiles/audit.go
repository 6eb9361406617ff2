//go:build mage

package main

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/bench"
	"github.com/freightlane/website/packages/sitegen/corpus"
	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/sitebuild"
	"github.com/freightlane/website/packages/sitegen/siteserver"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// auditCorpusPages is the size of the synthetic build whose docs page must
// score what the real site's docs page scores.
const auditCorpusPages = 2500

// Audit runs Lighthouse (mobile and desktop) on nine page kinds served by apps/server (the not-found page answers 404, which Lighthouse refuses to audit) and on a docs page of a 2,500-page synthetic build and the same page built by Docusaurus Faster (which ours must be ahead of on FCP, LCP and TBT), interleaved with a blank page served in the same run, whose first contentful paint each page's is judged against (at most 1.25 times it), saving reports in build/audit, then axe (WCAG 2.2 AA) on every route in light and dark mode at 375 and 1280 px. FL_AUDIT_BASELINE=<dist folder of another build> also audits that build's pages (mobile) in the same run and prints before and after.
func Audit() error {
	mg.SerialDeps(Install, ensureChromium, Build, buildServer)
	corpusContent, corpusDist, corpusPage, err := buildAuditCorpus()
	if err != nil {
		return err
	}
	peerDist, err := buildAuditPeer(corpusContent)
	if err != nil {
		return err
	}
	out := filepath.Join("build", "audit")
	if err := os.MkdirAll(out, 0o755); err != nil {
		return err
	}
	site, err := startServer(distDir, filepath.Join(out, "site"))
	if err != nil {
		return err
	}
	defer site.Stop()
	large, err := startServer(corpusDist, filepath.Join(out, "corpus"))
	if err != nil {
		return err
	}
	defer large.Stop()

	chromium := toolchain.ChromiumPath()
	if err := proc.Run(nil, "node", "--test", filepath.Join("apps", "site", "scripts")); err != nil {
		return err
	}
	args := []string{filepath.Join("apps", "site", "scripts", "lighthouse.mjs"), site.URL, out, "--corpus", large.URL + corpusPage, "--peer", peerDist}
	if baselineDist := os.Getenv("FL_AUDIT_BASELINE"); baselineDist != "" {
		baseline, err := startServer(baselineDist, filepath.Join(out, "baseline"))
		if err != nil {
			return err
		}
		defer baseline.Stop()
		args = append(args, "--baseline", baseline.URL)
	}
	lighthouseErr := proc.Run([]string{"CHROME_PATH=" + chromium}, "node", args...)
	e2ePort, err := siteserver.FreePort()
	if err != nil {
		return err
	}
	axeErr := proc.Run([]string{"CHROMIUM_PATH=" + chromium, "E2E_PORT=" + strconv.Itoa(e2ePort)}, "pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test", "e2e/a11y.spec.ts")
	return errors.Join(lighthouseErr, axeErr)
}

// buildAuditCorpus writes the synthetic corpus (as "bench:corpus 2500"
// does) into build/audit-c2500-content and builds it into
// build/audit-c2500-dist, returning both folders and the route of its middle
// docs page.
func buildAuditCorpus() (content, dist, page string, err error) {
	site, err := os.ReadFile(filepath.Join("content", "site.yaml"))
	if err != nil {
		return "", "", "", err
	}
	content = filepath.Join("build", fmt.Sprintf("audit-c%d-content", auditCorpusPages))
	if err := corpus.Write(content, auditCorpusPages, site); err != nil {
		return "", "", "", err
	}
	root, err := os.Getwd()
	if err != nil {
		return "", "", "", err
	}
	work := filepath.Join("build", fmt.Sprintf("audit-c%d", auditCorpusPages))
	dist = work + "-dist"
	fmt.Printf("audit: building the %d-page synthetic corpus into %s\n", auditCorpusPages, dist)
	rep, err := sitebuild.Build(sitebuild.Options{Root: root, ContentDir: content, WorkDir: work, DistDir: dist, Quiet: true})
	if err != nil {
		return "", "", "", fmt.Errorf("building the %d-page corpus: %w", auditCorpusPages, err)
	}
	fmt.Printf("audit: built %d routes in %s\n", rep.Routes, rep.Total().Round(time.Millisecond))
	middle := auditCorpusPages / 2
	return content, dist, fmt.Sprintf("/docs/section-%03d/page-%05d", middle/corpus.PagesPerCategory, middle), nil
}

// buildAuditPeer builds the synthetic corpus's Markdown in content with the
// benchmark's peer, Docusaurus Faster (as bench:peers installs and runs it),
// and moves what it wrote to build/audit-c2500-docusaurus, returning that
// folder: the audit serves it beside ours.
func buildAuditPeer(content string) (string, error) {
	peer, err := bench.InstallPeer(bench.PeerSource, filepath.Join("build", "bench", "docusaurus"))
	if err != nil {
		return "", err
	}
	docs, err := filepath.Abs(filepath.Join(content, "docs"))
	if err != nil {
		return "", err
	}
	fmt.Printf("audit: building the %d-page synthetic corpus with Docusaurus Faster\n", auditCorpusPages)
	run, err := peer.Build(docs)
	if err != nil {
		return "", err
	}
	fmt.Printf("audit: Docusaurus Faster built it in %s\n", run.Wall.Round(time.Millisecond))
	dist := filepath.Join("build", fmt.Sprintf("audit-c%d-docusaurus", auditCorpusPages))
	if err := os.RemoveAll(dist); err != nil {
		return "", err
	}
	return dist, os.Rename(peer.Out(), dist)
}

// startServer serves dist with build/bin/server on a free loopback port, its
// database and log at prefix-leads.db and prefix-server.log.
func startServer(dist, prefix string) (*siteserver.Server, error) {
	return siteserver.Start(siteserver.Bin, dist, prefix, 30*time.Second)
}
