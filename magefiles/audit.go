//go:build mage

package main

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
	"github.com/freightlane/website/packages/sitegen/corpus"
	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// auditCorpusPages is the size of the synthetic build whose docs page must
// score what the real site's docs page scores.
const auditCorpusPages = 2500

// Audit runs Lighthouse (mobile and desktop) on nine page kinds served by apps/server (the not-found page answers 404, which Lighthouse refuses to audit) and on a docs page of a 2,500-page synthetic build, saving reports in build/audit, then axe (WCAG 2.2 AA) on every route in light and dark mode at 375 and 1280 px. FL_AUDIT_BASELINE=<dist folder of another build> also audits that build's pages (mobile) in the same run and prints before and after.
func Audit() error {
	mg.SerialDeps(Install, ensureChromium, Build, buildServer)
	corpusDist, corpusPage, err := buildAuditCorpus()
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
	defer site.stop()
	large, err := startServer(corpusDist, filepath.Join(out, "corpus"))
	if err != nil {
		return err
	}
	defer large.stop()

	chromium := buildsteps.ChromiumPath()
	if err := buildsteps.Run(nil, "node", "--test", filepath.Join("apps", "site", "scripts")); err != nil {
		return err
	}
	args := []string{filepath.Join("apps", "site", "scripts", "lighthouse.mjs"), site.url, out, "--corpus", large.url + corpusPage}
	if baselineDist := os.Getenv("FL_AUDIT_BASELINE"); baselineDist != "" {
		baseline, err := startServer(baselineDist, filepath.Join(out, "baseline"))
		if err != nil {
			return err
		}
		defer baseline.stop()
		args = append(args, "--baseline", baseline.url)
	}
	lighthouseErr := buildsteps.Run([]string{"CHROME_PATH=" + chromium}, "node", args...)
	e2ePort, err := freePort()
	if err != nil {
		return err
	}
	axeErr := buildsteps.Run([]string{"CHROMIUM_PATH=" + chromium, "E2E_PORT=" + strconv.Itoa(e2ePort)}, "pnpm", "--filter", "@freightlane/site", "exec", "playwright", "test", "e2e/a11y.spec.ts")
	return errors.Join(lighthouseErr, axeErr)
}

// buildAuditCorpus writes the synthetic corpus (as "bench:corpus 2500"
// does) and builds it into build/audit-c2500-dist, returning that folder and
// the route of its middle docs page.
func buildAuditCorpus() (dist, page string, err error) {
	site, err := os.ReadFile(filepath.Join("content", "site.yaml"))
	if err != nil {
		return "", "", err
	}
	content := filepath.Join("build", fmt.Sprintf("audit-c%d-content", auditCorpusPages))
	if err := corpus.Write(content, auditCorpusPages, site); err != nil {
		return "", "", err
	}
	root, err := os.Getwd()
	if err != nil {
		return "", "", err
	}
	work := filepath.Join("build", fmt.Sprintf("audit-c%d", auditCorpusPages))
	dist = work + "-dist"
	fmt.Printf("audit: building the %d-page synthetic corpus into %s\n", auditCorpusPages, dist)
	rep, err := sitebuild.Build(sitebuild.Options{Root: root, ContentDir: content, WorkDir: work, DistDir: dist, Quiet: true})
	if err != nil {
		return "", "", fmt.Errorf("building the %d-page corpus: %w", auditCorpusPages, err)
	}
	fmt.Printf("audit: built %d routes in %s\n", rep.Routes, rep.Total().Round(time.Millisecond))
	middle := auditCorpusPages / 2
	return dist, fmt.Sprintf("/docs/section-%03d/page-%05d", middle/corpus.PagesPerCategory, middle), nil
}

// auditServer is build/bin/server serving one built site on a loopback port.
type auditServer struct {
	url string
	cmd *exec.Cmd
	log *os.File
}

// startServer serves dist on a free loopback port, with its database and
// request log at prefix-leads.db and prefix-server.log, and waits until it
// answers its health check.
func startServer(dist, prefix string) (*auditServer, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	log, err := os.Create(prefix + "-server.log")
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.Command(filepath.Join("build", "bin", "server"), "-addr", addr, "-dist", dist, "-db", prefix+"-leads.db")
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		log.Close()
		return nil, fmt.Errorf("starting the server for %s: %w", dist, err)
	}
	s := &auditServer{url: "http://" + addr, cmd: cmd, log: log}
	deadline := time.Now().Add(30 * time.Second)
	for time.Now().Before(deadline) {
		if res, err := http.Get(s.url + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	s.stop()
	return nil, fmt.Errorf("the server for %s did not answer %s/healthz within 30 s (its log: %s)", dist, s.url, log.Name())
}

// stop ends the server the way an operator would (SIGTERM: it finishes the
// requests in flight) and waits for it.
func (s *auditServer) stop() {
	if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		s.cmd.Process.Kill()
	}
	s.cmd.Wait()
	s.log.Close()
}

// freePort asks the kernel for a loopback port nobody listens on.
func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
