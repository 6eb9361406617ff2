// Command pagedata-ts writes the site app's page data types
// (pagedata.TypeScriptFile) from the Go declarations. Run it from the
// repository's root after changing packages/sitegen/pagedata.
package main

import (
	"github.com/freightlane/website/packages/sitegen/gents"
	"github.com/freightlane/website/packages/sitegen/pagedata"
)

func main() { gents.Main(pagedata.TypeScriptFile) }
