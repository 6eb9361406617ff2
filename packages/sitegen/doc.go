// Package sitegen turns the content/ tree into the data the site app renders:
// it loads and validates every content file against its JSON Schema, renders
// Markdown, builds the route manifest and search index, and checks links.
// Each concern lives in its own sub-package (content, routes, docsnav,
// markdown, reference, search, twins, partnermarks, outdir, sitemap, jsonptr,
// workpool …); this package wires them, in files of one step each:
//
//   - generate.go: the model (Site, Route) and the run's order of stages
//   - siteroutes.go: the routes made of the content files, with the
//     {site.<path>} fields of their Markdown (sitefields.go)
//   - render.go: rendering Markdown and the data's Markdown fields, with the
//     caches that let a run after one edit redo only that page
//   - claims.go, records.go: the proofs of the marketing pages' claims and
//     their example records, drawn from the platform model
//   - checks.go: examples, links, salaries, pagination
//   - pagedata.go: each page's data file and the layout's
//   - write.go: writing through outdir, keyed so unchanged pages are skipped
//   - twinpages.go: the site as package twins writes its Markdown twins and
//     llms.txt from
//   - searchpages.go: the search index's pages
//
// The checks stay here because each needs the whole run (every route, its
// render, the generator's caches); what needs no more than a file or a
// folder lives in a package of its own, which this one calls: an
// integration's partner mark (partnermarks), an SVG's size (svgpath), and
// what the build does to the built site after this package has run, its
// precompression (precompress.Site) and final link check
// (links.CheckBuiltSite).
//
// Site holds what one run derived; Generator holds what runs share (the
// caches) and is the only one that writes into them.
package sitegen
