package bench

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// Peer is a site generator the build is compared with on the same corpus:
// Docusaurus Faster, installed from its pinned package.json and
// package-lock.json (PeerSource) into a folder of the benchmark's own, not
// the workspace's node_modules.
type Peer struct {
	// Dir is the installed site: the source's files and node_modules.
	Dir string
	// Discard, when set, takes the last build's output and caches instead
	// of their deletion, so that no build follows a deletion (see Discard).
	Discard *Discard
}

// PeerSource is the peer's pinned site, relative to the repository root.
const PeerSource = "packages/sitegen/bench/docusaurus"

// lockStamp, in the peer's folder, holds the SHA-256 of the lockfile its
// node_modules were installed from.
const lockStamp = ".installed-lock-sha256"

// InstallPeer copies the peer's site from src into dir and installs its
// packages from the npm registry at the versions of its lockfile, unless
// dir holds them for the same lockfile already. A failed install is an
// error with npm's output.
func InstallPeer(src, dir string) (Peer, error) {
	lock, err := os.ReadFile(filepath.Join(src, "package-lock.json"))
	if err != nil {
		return Peer{}, fmt.Errorf("peer: %w", err)
	}
	sum := sha256.Sum256(lock)
	want := hex.EncodeToString(sum[:])
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return Peer{}, err
	}
	// The site's own files are copied again every time: only node_modules is kept.
	entries, err := os.ReadDir(dir)
	if err != nil {
		return Peer{}, err
	}
	for _, e := range entries {
		if e.Name() != "node_modules" && e.Name() != lockStamp {
			if err := os.RemoveAll(filepath.Join(dir, e.Name())); err != nil {
				return Peer{}, err
			}
		}
	}
	if err := os.CopyFS(dir, os.DirFS(src)); err != nil {
		return Peer{}, fmt.Errorf("peer: copying %s: %w", src, err)
	}
	p := Peer{Dir: dir}
	if got, err := os.ReadFile(filepath.Join(dir, lockStamp)); err == nil && string(got) == want {
		return p, nil
	}
	if err := os.Remove(filepath.Join(dir, lockStamp)); err != nil && !os.IsNotExist(err) {
		return Peer{}, err
	}
	// npm install, not npm ci: the lockfile npm writes for Docusaurus
	// Faster lacks the entries of @swc/html's optional platform packages,
	// and npm ci refuses it for that (npm's own bug); npm install takes the
	// versions from it all the same, and a lockfile it had to change is an
	// error, so the peer stays pinned.
	npm := exec.Command("npm", "install", "--no-audit", "--no-fund", "--loglevel=error")
	npm.Dir = dir
	// npm states the cause first and its usage after: the output is kept whole.
	if out, err := npm.CombinedOutput(); err != nil {
		return Peer{}, fmt.Errorf("peer: npm install in %s failed: %w\n%s", dir, err, out)
	}
	if after, err := os.ReadFile(filepath.Join(dir, "package-lock.json")); err != nil || !bytes.Equal(after, lock) {
		return Peer{}, fmt.Errorf("peer: npm install in %s changed the lockfile: %s/package-lock.json is out of step with its package.json (run npm install there and commit the lockfile)", dir, src)
	}
	return p, os.WriteFile(filepath.Join(dir, lockStamp), []byte(want), 0o644)
}

// PeerRun is the measurement of one cold build of the peer.
type PeerRun struct {
	Wall time.Duration
	// PeakRSS is the largest resident memory of the peer's processes
	// together, sampled as the build's own is.
	PeakRSS int64
}

// Out is the folder a build writes the site into.
func (p Peer) Out() string { return filepath.Join(p.Dir, "out") }

// Build runs a cold build of the Markdown in docs (an absolute folder) into
// Out: the peer's caches and output are removed first. A failed build is an
// error with the peer's output.
func (p Peer) Build(docs string) (PeerRun, error) {
	out := p.Out()
	for _, cache := range []string{out, filepath.Join(p.Dir, ".docusaurus"), filepath.Join(p.Dir, "node_modules", ".cache")} {
		remove := os.RemoveAll
		if p.Discard != nil {
			remove = p.Discard.SetAside
		}
		if err := remove(cache); err != nil {
			return PeerRun{}, err
		}
	}
	Settle()
	// The command runs in the peer's folder: its output folder is named from there.
	cmd := exec.Command("node", filepath.Join("node_modules", "@docusaurus", "core", "bin", "docusaurus.mjs"), "build", "--out-dir", filepath.Base(out))
	cmd.Dir = p.Dir
	cmd.Env = append(os.Environ(), "FL_PEER_DOCS="+docs)
	var output bytes.Buffer
	cmd.Stdout, cmd.Stderr = &output, &output
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return PeerRun{}, fmt.Errorf("peer build: %w", err)
	}
	memory := sitebuild.WatchMemory(cmd.Process.Pid)
	err := cmd.Wait()
	r := PeerRun{Wall: time.Since(start), PeakRSS: memory.Stop()}
	if err != nil {
		return r, fmt.Errorf("peer build of %s failed: %w\n%s", docs, err, tail(output.String(), 40))
	}
	return r, nil
}

// Settle writes the file data that earlier work left in memory to disk
// (sync) before a timed build, so that a build does not pay, on the same two
// cores, for the writeback of the build before it. Without it our 2,500-page
// builds grew slower round after round (15.5, 18.8, 20.1 s; ratios 4.49,
// 3.86, 3.62); with it, in the next run, 18.8, 19.0 and 18.6 s (3.86, 3.96,
// 4.14): about the same median, a third of the spread.
func Settle() { syscall.Sync() }

// tail is the last n lines of text: a failed build's error is at its end.
func tail(text string, n int) string {
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	return strings.Join(lines[max(0, len(lines)-n):], "\n")
}
