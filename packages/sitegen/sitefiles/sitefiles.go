// Package sitefiles names the files of a built site that the server reads
// as they are: the search pages file, which the MCP search builds its index
// from, and the Markdown twins of the pages. The build writes them and the
// server reads them, and neither imports the other: this package and
// package search are all they share.
package sitefiles

import (
	"strings"

	"github.com/freightlane/website/packages/sitegen/search"
)

// SearchDir is where the search index is written, below the generated data
// folder, and served, below the site's root.
const SearchDir = "search-index"

// SearchPagesFile holds what the search index is built from (SearchFile),
// below the search index's folder: the server's MCP search builds the same
// index from it, so that it ranks as the site's search does.
const SearchPagesFile = SearchDir + "/pages.json"

// SearchFile is the content of SearchPagesFile.
type SearchFile struct {
	// URL is the site's URL with its base path, without a trailing slash.
	URL   string
	Pages []search.Page
	// Synonyms are the site search's, so that the MCP search expands a
	// query as the site's does.
	Synonyms search.Synonyms
}

// TwinFile is where a route's Markdown twin lives below the site: "/" is
// index.md, "/docs/intro" is docs/intro.md.
func TwinFile(route string) string {
	if route == "/" {
		return "index.md"
	}
	return strings.TrimPrefix(route, "/") + ".md"
}
