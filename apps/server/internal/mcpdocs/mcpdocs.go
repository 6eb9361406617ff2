// Package mcpdocs is the site's MCP server at POST /mcp (the Streamable HTTP
// transport of the Model Context Protocol, on the official Go SDK): an AI
// tool (Claude Code, Cursor, VS Code) searches the documentation with
// search_docs and reads a page's Markdown twin with get_page.
//
// search_docs ranks with the site's own Go search engine
// (packages/sitegen/search) over the index the build wrote for the site's
// search (search-index/ in the site folder), so it finds what the site's
// search finds, in the same order; its snippets come from the pages the
// index was made from (search-index/pages.json). get_page answers only with
// the twins the build wrote for the site's pages: any other path is a tool
// error naming it, and nothing outside the site folder can be read.
package mcpdocs

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// Limits of the tools' arguments.
const (
	MaxQueryBytes = 1024
	MaxResults    = 20
	defaultLimit  = 10
	MaxPathBytes  = 2048
	snippetRunes  = 240
	// MaxPageBytes bounds get_page's answer: a twin larger than this is a
	// tool error rather than an answer a client cannot bound.
	MaxPageBytes = 256 << 10
)

// Docs is what the tools read: the site's pages, their search index and
// their Markdown twins.
type Docs struct {
	site    fs.FS
	url     string
	index   *search.Index
	pages   map[string]*search.Page
	version string
}

// Load reads the built site's search index and the pages it was made from.
func Load(site fs.FS, version string) (*Docs, error) {
	data, err := fs.ReadFile(site, sitefiles.SearchPagesFile)
	if err != nil {
		return nil, fmt.Errorf("MCP search: %w (build the site first)", err)
	}
	var file sitefiles.SearchFile
	if err := json.Unmarshal(data, &file); err != nil {
		return nil, fmt.Errorf("MCP search: %s: %w", sitefiles.SearchPagesFile, err)
	}
	dir, err := fs.Sub(site, sitefiles.SearchDir)
	if err != nil {
		return nil, fmt.Errorf("MCP search: %w", err)
	}
	index, err := search.Load(dir)
	if err != nil {
		return nil, fmt.Errorf("MCP search: %w", err)
	}
	d := &Docs{site: site, url: strings.TrimRight(file.URL, "/"), index: index, pages: map[string]*search.Page{}, version: version}
	for i := range file.Pages {
		d.pages[file.Pages[i].URL] = &file.Pages[i]
	}
	return d, nil
}

// NearestDoc is the docs page a query that found nothing comes closest to
// (search.Index.Nearest), for the docs insights report.
func (d *Docs) NearestDoc(query string) (search.Near, bool) {
	return d.index.Nearest(query, search.Context{Scope: search.ScopeDocs})
}

// SearchArgs are search_docs' arguments.
type SearchArgs struct {
	Query string `json:"query" jsonschema:"what to look for, in a few words (at most 1 KB)"`
	Limit int    `json:"limit,omitempty" jsonschema:"how many results, 1 to 20 (default 10)"`
	Scope string `json:"scope,omitempty" jsonschema:"docs for the documentation only, as the site's Docs filter; all or empty for the whole site"`
}

// Result is one search result.
type Result struct {
	Title       string `json:"title"`
	Section     string `json:"section,omitempty"`
	URL         string `json:"url"`
	MarkdownURL string `json:"markdownUrl"`
	Snippet     string `json:"snippet,omitempty"`
}

// SearchOutput is search_docs' structured result.
type SearchOutput struct {
	Results []Result `json:"results"`
}

// Search runs search_docs.
func (d *Docs) Search(args SearchArgs) (SearchOutput, error) {
	q := strings.TrimSpace(args.Query)
	switch {
	case len(args.Query) > MaxQueryBytes:
		return SearchOutput{}, fmt.Errorf("query is %d bytes long; the most is %d: ask in a few words", len(args.Query), MaxQueryBytes)
	case !utf8.ValidString(q):
		return SearchOutput{}, errors.New("query is not valid UTF-8")
	case q == "":
		return SearchOutput{}, errors.New("query is empty: say what to look for, e.g. \"job status\"")
	case args.Limit < 0 || args.Limit > MaxResults:
		return SearchOutput{}, fmt.Errorf("limit %d is out of range: give 1 to %d, or leave it out for %d", args.Limit, MaxResults, defaultLimit)
	case args.Scope != "" && args.Scope != "all" && args.Scope != search.ScopeDocs:
		return SearchOutput{}, fmt.Errorf("scope %q is unknown: give %q for the documentation only, or %q or nothing for the whole site", args.Scope, search.ScopeDocs, "all")
	}
	limit := args.Limit
	if limit == 0 {
		limit = defaultLimit
	}
	out := SearchOutput{Results: []Result{}}
	var ctx search.Context
	if args.Scope == search.ScopeDocs {
		ctx.Scope = search.ScopeDocs
	}
	for _, h := range d.index.Search(q, ctx, limit) {
		r := Result{Title: h.Hierarchy[1], URL: d.url + h.URL, MarkdownURL: d.url + twinPath(h.Page)}
		var section []string
		for _, s := range h.Hierarchy[2:] {
			if s != "" {
				section = append(section, s)
			}
		}
		r.Section = strings.Join(section, " > ")
		r.Snippet = d.snippet(h, q)
		out.Results = append(out.Results, r)
	}
	return out, nil
}

// twinPath is where the Markdown twin of the page at route p is served.
func twinPath(p string) string {
	return "/" + sitefiles.TwinFile(p)
}

// snippet is the text of the hit's section, around the first query word it
// holds.
func (d *Docs) snippet(h search.Hit, query string) string {
	page := d.pages[h.Page]
	if page == nil {
		return ""
	}
	_, anchor, _ := strings.Cut(h.URL, "#")
	text := page.Description
	for _, s := range page.Sections {
		if s.Anchor == anchor && s.Text != "" {
			text = s.Text
			break
		}
	}
	text = strings.Join(strings.Fields(text), " ")
	start := 0
	lower := strings.ToLower(text)
	for _, w := range strings.Fields(strings.ToLower(query)) {
		if i := strings.Index(lower, w); i > 0 {
			start = i
			break
		}
	}
	// Begin a little before the word, at a word boundary.
	if start > 60 {
		start -= 60
		if sp := strings.IndexByte(text[start:], ' '); sp >= 0 {
			start += sp + 1
		}
	} else {
		start = 0
	}
	for start > 0 && !utf8.RuneStart(text[start]) {
		start--
	}
	rest := []rune(text[start:])
	out := string(rest)
	if len(rest) > snippetRunes {
		out = string(rest[:snippetRunes]) + "…"
	}
	if start > 0 {
		out = "…" + out
	}
	return out
}

// PageArgs are get_page's arguments.
type PageArgs struct {
	Path string `json:"path" jsonschema:"the page's path (/docs/user-manual/operations/jobs) or URL on this site; .md is optional"`
}

// Page returns the Markdown twin of a page of the site.
func (d *Docs) Page(args PageArgs) (string, error) {
	p, err := d.route(args.Path)
	if err != nil {
		return "", err
	}
	if _, ok := d.pages[p]; !ok {
		return "", fmt.Errorf("no page at %s on this site: search_docs finds pages, or see %s/llms.txt", strconv.Quote(p), d.url)
	}
	data, err := fs.ReadFile(d.site, strings.TrimPrefix(twinPath(p), "/"))
	if err != nil {
		return "", fmt.Errorf("the page %s has no Markdown on this server", strconv.Quote(p))
	}
	if len(data) > MaxPageBytes {
		return "", fmt.Errorf("the page %s is %d bytes of Markdown, more than the %d this tool answers: read it at %s%s", strconv.Quote(p), len(data), MaxPageBytes, d.url, twinPath(p))
	}
	return string(data), nil
}

// route turns what get_page was given into a route of the site: a path or
// an absolute URL on the site's host, with or without .md, a fragment or a
// query.
func (d *Docs) route(given string) (string, error) {
	s := strings.TrimSpace(given)
	if s == "" {
		return "", errors.New("path is empty: give a page's path such as /docs/user-manual/operations/jobs")
	}
	if len(s) > MaxPathBytes {
		return "", fmt.Errorf("path is %d bytes long; the most is %d", len(s), MaxPathBytes)
	}
	u, err := url.Parse(s)
	if err != nil {
		return "", fmt.Errorf("path %s is not a path or URL: %v", strconv.Quote(given), err)
	}
	if u.Scheme != "" || u.Host != "" {
		site, _ := url.Parse(d.url)
		if site == nil || !strings.EqualFold(u.Host, site.Host) {
			return "", fmt.Errorf("%s is not on this site (%s)", strconv.Quote(given), d.url)
		}
		u.Path = strings.TrimPrefix(u.Path, strings.TrimRight(site.Path, "/"))
	}
	p := u.Path
	if !strings.HasPrefix(p, "/") {
		p = "/" + p
	}
	for _, seg := range strings.Split(p, "/") {
		if seg == ".." || seg == "." || strings.ContainsAny(seg, "\\\x00") {
			return "", fmt.Errorf("path %s leads outside the site's pages", strconv.Quote(given))
		}
	}
	if p == "/index.md" {
		return "/", nil
	}
	p = strings.TrimSuffix(p, ".md")
	if len(p) > 1 {
		p = strings.TrimRight(p, "/")
	}
	return p, nil
}

// NewServer returns the MCP server with the two tools.
func (d *Docs) NewServer() *mcp.Server {
	s := mcp.NewServer(&mcp.Implementation{Name: "freightlane-docs", Title: "Freightlane documentation", Version: d.version}, &mcp.ServerOptions{
		Instructions: "Search the Freightlane documentation (user manual, developer guide, reference of entities, workflow tasks and app components) with search_docs, then read a page in full as Markdown with get_page.",
	})
	mcp.AddTool(s, &mcp.Tool{
		Name:        "search_docs",
		Title:       "Search the documentation",
		Description: "Searches the Freightlane documentation and site with the site's own search engine. Returns up to limit results (default 10, at most 20), best first (pages in the site's search order, each page's best sections together), each with the page title, section, the page's URL, the URL of its Markdown and a snippet. scope \"docs\" keeps to the documentation, as the site's Docs filter.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)},
	}, func(_ context.Context, _ *mcp.CallToolRequest, args SearchArgs) (*mcp.CallToolResult, SearchOutput, error) {
		out, err := d.Search(args)
		return nil, out, err
	})
	mcp.AddTool(s, &mcp.Tool{
		Name:        "get_page",
		Title:       "Read a page as Markdown",
		Description: "Returns a page of the Freightlane site as Markdown: its title, description and full text, with absolute links. Give the page's path (/docs/user-manual/operations/jobs) or its URL.",
		Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true, OpenWorldHint: new(false)},
	}, func(_ context.Context, _ *mcp.CallToolRequest, args PageArgs) (*mcp.CallToolResult, any, error) {
		md, err := d.Page(args)
		if err != nil {
			return nil, nil, err
		}
		return &mcp.CallToolResult{Content: []mcp.Content{&mcp.TextContent{Text: md}}}, nil, nil
	})
	return s
}

// Source is the title and text the site's search index holds for url: a
// page's route ("/docs/x": its description and introduction) or a section
// of it ("/docs/x#anchor": that section's heading and text). The title is
// the section's place as the site's search names it ("Page › Heading", or
// "Page › Heading › Subheading" for an h3). Ask AI sends the model these,
// never text a client supplied.
func (d *Docs) Source(url string) (title, text string, ok bool) {
	route, anchor, _ := strings.Cut(url, "#")
	page := d.pages[route]
	if page == nil {
		return "", "", false
	}
	parent := "" // the h2 an h3 belongs to
	for _, s := range page.Sections {
		if s.Level == 2 {
			parent = s.Heading
		}
		if s.Anchor != anchor {
			continue
		}
		if anchor == "" {
			return page.Title, strings.TrimSpace(page.Description + "\n\n" + s.Text), true
		}
		place := []string{page.Title, s.Heading}
		if s.Level == 3 && parent != "" {
			place = []string{page.Title, parent, s.Heading}
		}
		return strings.Join(place, " › "), strings.TrimSpace(s.Heading + "\n\n" + s.Text), true
	}
	if anchor == "" {
		return page.Title, page.Description, true
	}
	return "", "", false
}
