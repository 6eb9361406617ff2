//go:build ignore

// The zero-install bootstrap: `go run mage.go <target>` runs the targets in
// magefiles/ with no mage binary installed.
package main

import (
	"os"

	"github.com/magefile/mage/mage"
)

func main() { os.Exit(mage.Main()) }
