// Package staticchecks holds the checks of the source tree that need no
// build (formatters, linters, type checkers), which mage lint runs and mage
// test runs first.
package staticchecks

import (
	"bytes"
	"fmt"
	"github.com/freightlane/website/packages/sitegen/proc"
	"os"
	"os/exec"
	"strings"
)

// A StaticCheck is one machine check of the source tree that needs no build:
// a formatter, a linter or a type checker. It fails on any finding.
type StaticCheck struct {
	Name string
	Cmd  []string
	// FailOnOutput marks a command that exits 0 even when it finds something
	// (gofmt -l lists the files it would change).
	FailOnOutput bool
}

// StaticChecks are the checks `mage lint` runs and `mage test` runs first.
// The site app's type check reads the generated build/gen, so content must
// have been generated before.
var StaticChecks = []StaticCheck{
	{Name: "gofmt", Cmd: []string{"gofmt", "-l", "mage.go", "magefiles", "packages/sitegen", "apps/server"}, FailOnOutput: true},
	{Name: "go vet", Cmd: []string{"go", "vet", "-tags", "mage", "./..."}},
	{Name: "staticcheck", Cmd: []string{"go", "tool", "staticcheck", "-tags", "mage", "./..."}},
	{Name: "go mod tidy", Cmd: []string{"go", "mod", "tidy", "-diff"}},
	{Name: "TypeScript: UI package, its tests and stories", Cmd: []string{"pnpm", "--filter", "@freightlane/ui", "exec", "tsc", "--noEmit", "-p", "tsconfig.json"}},
	{Name: "TypeScript: site app", Cmd: []string{"pnpm", "--filter", "@freightlane/site", "exec", "tsc", "--noEmit", "-p", "tsconfig.json"}},
	{Name: "Biome: TypeScript and CSS lint and format", Cmd: []string{"pnpm", "exec", "biome", "ci", "."}},
}

// Run runs every check, reports each one's findings, and fails
// naming the checks that found something.
func Run() error {
	var failed []string
	for _, c := range StaticChecks {
		fmt.Printf("--- %s\n", c.Name)
		if err := c.run(); err != nil {
			fmt.Fprintln(os.Stderr, err)
			failed = append(failed, c.Name)
		}
	}
	if len(failed) > 0 {
		return fmt.Errorf("static checks failed: %s", strings.Join(failed, ", "))
	}
	return nil
}

func (c StaticCheck) run() error {
	if !c.FailOnOutput {
		return proc.Run(nil, c.Cmd[0], c.Cmd[1:]...)
	}
	var out bytes.Buffer
	cmd := exec.Command(c.Cmd[0], c.Cmd[1:]...)
	cmd.Stdout, cmd.Stderr = &out, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("%s: %w", strings.Join(c.Cmd, " "), err)
	}
	if out.Len() > 0 {
		return fmt.Errorf("%s found:\n%s", strings.Join(c.Cmd, " "), out.String())
	}
	return nil
}
