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
	"slices"
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

// EnsureChromium installs Debian's chromium, and the Liberation fonts
// beside it, when they are missing and we are root; otherwise it says how to
// get them.
func EnsureChromium() error {
	var missing []string
	if _, err := os.Stat(ChromiumPath()); err != nil {
		missing = append(missing, "chromium")
	}
	if _, err := os.Stat(liberationSans); err != nil {
		missing = append(missing, "fonts-liberation")
	}
	if len(missing) == 0 {
		return nil
	}
	_, noApt := exec.LookPath("apt-get")
	if slices.Equal(missing, []string{"fonts-liberation"}) && (os.Geteuid() != 0 || noApt != nil) {
		// Elsewhere than Debian the fonts live in other folders: say so, and go on.
		fmt.Println("warning: no Liberation Sans at", liberationSans, "- without an Arial-compatible font the font-swap test and some pictures fail (Debian: sudo apt-get install -y fonts-liberation)")
		return nil
	}
	if os.Geteuid() != 0 {
		return fmt.Errorf("missing for the browser tests: %s: install them (Debian: sudo apt-get install -y %s), or set CHROMIUM_PATH to a Chromium binary", strings.Join(missing, ", "), strings.Join(missing, " "))
	}
	if noApt != nil {
		return fmt.Errorf("missing for the browser tests: %s, and there is no apt-get: install them and set CHROMIUM_PATH", strings.Join(missing, ", "))
	}
	fmt.Println("installing", strings.Join(missing, " and "), "with apt-get")
	return apt(nil, append([]string{"install", "-y", "-qq"}, missing...)...)
}

// liberationSans is the face the site's "Inter Fallback" takes its metrics
// from (local(Arial), local(Liberation Sans)): on a machine without an
// Arial-compatible font the fallback is another face, and the browser tests
// see the swap to Inter move lines and pictures change.
const liberationSans = "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf"
