// Command search-ts writes the browser engine's shared tables
// (search.TypeScriptFile) from their Go declarations. Run it from the
// repository's root after changing the stop words, the stemmer's tables
// or the ranking constants in packages/sitegen/search.
package main

import (
	"fmt"
	"os"

	"github.com/freightlane/website/packages/sitegen/search"
)

func main() {
	if err := os.WriteFile(search.TypeScriptFile, search.TypeScript(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "search-ts:", err)
		os.Exit(1)
	}
}
