// Command search-ts writes the browser engine's shared tables
// (search.TypeScriptFile) from their Go declarations. Run it from the
// repository's root after changing the stop words, the stemmer's tables
// or the ranking constants in packages/sitegen/search.
package main

import (
	"github.com/freightlane/website/packages/sitegen/gents"
	"github.com/freightlane/website/packages/sitegen/search"
)

func main() { gents.Main(search.TypeScriptFile) }
