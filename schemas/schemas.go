// Package schemas embeds the JSON Schemas that programs need at run time, so
// a binary built from this repository carries them: the server validates
// demo requests against DemoRequest without a schemas/ folder beside it.
package schemas

import _ "embed"

// DemoRequest is demo-request.schema.json.
//
//go:embed demo-request.schema.json
var DemoRequest []byte

// InsightsEvent is insights-event.schema.json.
//
//go:embed insights-event.schema.json
var InsightsEvent []byte
