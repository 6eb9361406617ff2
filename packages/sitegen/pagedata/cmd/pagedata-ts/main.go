// Command pagedata-ts writes the site app's page data types
// (pagedata.TypeScriptFile) from the Go declarations. Run it from the
// repository's root after changing packages/sitegen/pagedata.
package main

import (
	"fmt"
	"os"

	"github.com/freightlane/website/packages/sitegen/pagedata"
)

func main() {
	if err := os.WriteFile(pagedata.TypeScriptFile, pagedata.TypeScript(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "pagedata-ts:", err)
		os.Exit(1)
	}
}
