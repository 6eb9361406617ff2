// Package sitefiles names the files of a built site that the server reads
// as they are: the search index, the pages it was built from, and the
// Markdown twins of the pages. The build writes them and the server reads
// them, and neither imports the other: this package and package search are
// all they share.
package sitefiles

import (
	"encoding/json"
	"strings"

	"github.com/freightlane/website/packages/sitegen/search"
)

// BundleDir is the folder of the content-hashed bundle files in a built site.
const BundleDir = "assets"

// MediaPrefix is the URL path content assets are served under.
const MediaPrefix = "/media/"

// SearchDir is where the search index is written, below the generated data
// folder, and served, below the site's root.
const SearchDir = "search-index"

// SearchPagesFile holds what the search index is built from (SearchFile),
// below the search index's folder: the server's MCP search reads the pages'
// text from it for its snippets and Ask AI's sources.
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

// SearchFiles are the files of a search index and of the pages it was
// built from, by their names below the site.
func SearchFiles(index *search.Index, pages SearchFile) (map[string][]byte, error) {
	data, err := json.Marshal(pages)
	if err != nil {
		return nil, err
	}
	files := map[string][]byte{SearchPagesFile: data}
	for name, data := range index.Files() {
		files[SearchDir+"/"+name] = data
	}
	return files, nil
}

// TwinFile is where a route's Markdown twin lives below the site: "/" is
// index.md, "/docs/intro" is docs/intro.md.
func TwinFile(route string) string {
	if route == "/" {
		return "index.md"
	}
	return strings.TrimPrefix(route, "/") + ".md"
}
