// Package buildsteps holds what the mage targets do besides the content
// pipeline: installing the toolchain the repo needs, running the Node build
// scripts, swapping a finished build into dist/ and telling whether dist/ is
// stale. The targets in magefiles/ stay a few lines each.
package buildsteps

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
)

// PnpmVersion is the pnpm the repo is pinned to, here and in package.json
// engines (not packageManager: pnpm 12 then records its own release in the
// lockfile, which fails where only the npm registry is reachable).
const PnpmVersion = "12.18.0"

// ChromiumPath is where Debian's chromium lives; CHROMIUM_PATH overrides it.
func ChromiumPath() string {
	if p := os.Getenv("CHROMIUM_PATH"); p != "" {
		return p
	}
	return "/usr/bin/chromium"
}

// Run runs a command with the output going to ours, and says which command
// failed.
func Run(env []string, name string, args ...string) error {
	cmd := exec.Command(name, args...)
	cmd.Stdout, cmd.Stderr, cmd.Stdin = os.Stdout, os.Stderr, nil
	cmd.Env = append(os.Environ(), env...)
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	return nil
}

// EnsurePnpm installs the pinned pnpm through npm when it is missing or at
// another version.
func EnsurePnpm() error {
	if out, err := exec.Command("pnpm", "--version").Output(); err == nil && strings.TrimSpace(string(out)) == PnpmVersion {
		return nil
	}
	if _, err := exec.LookPath("npm"); err != nil {
		return errors.New("npm not found: install Node.js 20.19 or newer (it ships npm), then run this again")
	}
	fmt.Println("installing pnpm", PnpmVersion, "with npm")
	return Run(nil, "npm", "install", "--global", "--no-fund", "--no-audit", "pnpm@"+PnpmVersion)
}

// EnsureNodeModules runs a frozen-lockfile pnpm install when node_modules is
// missing or older than the lockfile.
func EnsureNodeModules() error {
	stamp := filepath.Join("node_modules", ".modules.yaml")
	if newer, err := NewerThan(stamp, "pnpm-lock.yaml", "package.json", "packages/ui/package.json", "apps/site/package.json"); err == nil && !newer {
		return nil
	}
	return Run([]string{"CI=true"}, "pnpm", "install", "--frozen-lockfile")
}

// EnsureChromium installs Debian's chromium when it is missing and we are
// root; otherwise it says how to get it.
func EnsureChromium() error {
	if _, err := os.Stat(ChromiumPath()); err == nil {
		return nil
	}
	if os.Geteuid() != 0 {
		return fmt.Errorf("chromium is missing at %s: install it (Debian: sudo apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary", ChromiumPath())
	}
	if _, err := exec.LookPath("apt-get"); err != nil {
		return fmt.Errorf("chromium is missing at %s and there is no apt-get: install Chromium and set CHROMIUM_PATH", ChromiumPath())
	}
	return aptInstall("Chromium", "chromium")
}

// NewerThan tells whether any file below the inputs (files or folders) was
// modified after target, or target does not exist.
func NewerThan(target string, inputs ...string) (bool, error) {
	info, err := os.Stat(target)
	if err != nil {
		return true, nil
	}
	stamp := info.ModTime()
	for _, in := range inputs {
		err := filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
				return filepath.SkipDir
			}
			if fi, err := d.Info(); err == nil && fi.ModTime().After(stamp) {
				return errNewer
			}
			return nil
		})
		if errors.Is(err, errNewer) {
			return true, nil
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false, err
		}
	}
	return false, nil
}

var errNewer = errors.New("newer")

// SwapIn replaces dist with the finished build in next, so a reader of dist
// sees either the old site or the new one, never a half-written one; a failed
// build never gets here, and dist keeps the last good site.
func SwapIn(next, dist string) error {
	old := dist + ".old"
	if err := os.RemoveAll(old); err != nil {
		return err
	}
	if _, err := os.Stat(dist); err == nil {
		if err := os.Rename(dist, old); err != nil {
			return err
		}
	}
	if err := os.Rename(next, dist); err != nil {
		_ = os.Rename(old, dist)
		return err
	}
	return os.RemoveAll(old)
}
