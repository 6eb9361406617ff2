// Package pagedata declares, once, what the data file of each page kind
// holds: ByKind maps every kind of routes.Kinds to a Go type. The site app's
// types are generated from these (TypeScript, written to TypeScriptFile by
// cmd/pagedata-ts; a test fails when the file is out of date), and package
// sitegen fills them to write each page's data file.
package pagedata
