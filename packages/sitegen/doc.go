// Package sitegen turns the content/ tree into the data the site app renders:
// it loads and validates every content file against its JSON Schema, renders
// Markdown, builds the route manifest and search index, and checks links.
// Each stage lives in its own sub-package; this package wires them.
package sitegen
