// Command api-ts writes the site app's types of the server's API answers
// (apits.TypeScriptFile) from the Go declarations. Run it from the
// repository's root after changing an answer of package askai or
// demorequest.
package main

import (
	"github.com/freightlane/website/apps/server/internal/apits"
	"github.com/freightlane/website/packages/sitegen/gents"
)

func main() { gents.Main(apits.TypeScriptFile) }
