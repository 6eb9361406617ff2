// Package pagedata declares, once, what the data file of each page kind
// holds: ByKind maps every kind of routes.Kinds to a Go type. The site app's
// types are generated from these (TypeScript, written to TypeScriptFile by
// cmd/pagedata-ts; a test fails when the file is out of date), and package
// sitegen fills them to write each page's data file.
//
// A page's data file (build/gen/pages/<route>.page, served as
// /_data/<route>.page) is the page's JSON on one line, then, for a page
// that shows a rendered body in its one Markdown element (TakeBody), that
// body as HTML, to the end of the file. The body is written once: the
// prerender puts it into the page's HTML and embeds the JSON line as it
// is, hydration reads the body back from the Markdown element, and a
// client-side navigation gets both in one request, the body without JSON
// escapes.
package pagedata
