package toolchain

import (
	"fmt"
	"github.com/freightlane/website/packages/sitegen/proc"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
)

// EnsurePostgres installs Debian's postgresql when we are root and no
// PostgreSQL server binaries are found: the lead store's tests start a
// throwaway cluster of their own with them (apps/server/internal/pgtest).
// Elsewhere it says how to get it, and those tests are skipped.
func EnsurePostgres() error {
	if os.Getenv("PG_BIN") != "" {
		return nil
	}
	if found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb"); len(found) > 0 {
		return nil
	}
	if _, err := exec.LookPath("initdb"); err == nil {
		return nil
	}
	if _, err := exec.LookPath("apt-get"); err != nil || os.Geteuid() != 0 {
		fmt.Println("PostgreSQL is not installed: the PostgreSQL lead store tests will be skipped (Debian: sudo apt-get install -y postgresql, or set PG_BIN to the folder of initdb and postgres)")
		return nil
	}
	return aptInstall("PostgreSQL", "postgresql")
}

// aptInstall installs a Debian package non-interactively.
func aptInstall(name, pkg string) error {
	fmt.Printf("installing %s with apt-get\n", name)
	return apt(nil, "install", "-y", "-qq", pkg)
}

// aptUpdated records that this process has updated apt's package lists:
// nginx, Chromium and PostgreSQL each install through apt-get, and one
// update serves them all.
var aptUpdated bool

// apt runs apt-get non-interactively (behind prefix, a sudo, when given),
// updating the package lists first, once per process.
func apt(prefix []string, args ...string) error {
	env := []string{"DEBIAN_FRONTEND=noninteractive"}
	run := func(args ...string) error {
		cmd := append(append(slices.Clone(prefix), "apt-get"), args...)
		return proc.Run(env, cmd[0], cmd[1:]...)
	}
	if !aptUpdated {
		if err := run("update", "-qq"); err != nil {
			return err
		}
		aptUpdated = true
	}
	return run(args...)
}
