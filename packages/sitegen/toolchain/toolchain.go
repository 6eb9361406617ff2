// Package toolchain installs what the repo's targets need besides Go: the
// pinned pnpm, the node_modules, and Debian's Chromium, nginx and
// PostgreSQL for the browser, host and database tests.
package toolchain

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/staleness"
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
	return proc.Run(nil, "npm", "install", "--global", "--no-fund", "--no-audit", "pnpm@"+PnpmVersion)
}

// EnsureNodeModules runs a frozen-lockfile pnpm install when node_modules is
// missing or older than the lockfile.
func EnsureNodeModules() error {
	stamp := filepath.Join("node_modules", ".modules.yaml")
	if newer, err := staleness.NewerThan(stamp, "pnpm-lock.yaml", "package.json", "packages/ui/package.json", "apps/site/package.json"); err == nil && !newer {
		return nil
	}
	return proc.Run([]string{"CI=true"}, "pnpm", "install", "--frozen-lockfile")
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
