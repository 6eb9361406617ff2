//go:build mage

package main

import (
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/bench"
	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/siteserver"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Audit runs Lighthouse (mobile and desktop) on nine page kinds served by apps/server (the not-found page answers 404, which Lighthouse refuses to audit) and on a docs page of a 2,500-page synthetic build and the same page built by Docusaurus Faster (which ours must be ahead of on FCP, LCP and TBT), interleaved with a blank page served in the same run, whose first contentful paint each page's is judged against (at most 1.25 times it), saving reports in build/audit, then axe (WCAG 2.2 AA) on every route in light and dark mode at 375 and 1280 px. FL_AUDIT_BASELINE=<dist folder of another build> also audits that build's pages (mobile) in the same run and prints before and after.
func Audit() error {
	mg.SerialDeps(Install, ensureChromium, Build, buildServer)
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	corpus, err := bench.BuildAuditSites(root, os.Stdout)
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
	large, err := startServer(corpus.Dist, filepath.Join(out, "corpus"))
	if err != nil {
		return err
	}
	defer large.Stop()

	chromium := toolchain.ChromiumPath()
	if err := proc.Run(nil, "node", "--test", filepath.Join("apps", "site", "scripts")); err != nil {
		return err
	}
	args := []string{filepath.Join("apps", "site", "scripts", "lighthouse.mjs"), site.URL, out, "--corpus", large.URL + corpus.Page, "--peer", corpus.PeerDist}
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

// startServer serves dist with build/bin/server on a free loopback port, its
// database and log at prefix-leads.db and prefix-server.log.
func startServer(dist, prefix string) (*siteserver.Server, error) {
	return siteserver.Start(siteserver.Bin, dist, prefix, 30*time.Second)
}
