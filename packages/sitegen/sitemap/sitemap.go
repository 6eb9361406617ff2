// Package sitemap writes sitemap.xml and robots.txt.
package sitemap

import (
	"fmt"
	"sort"
	"strings"
	"time"
)

// Entry is one URL of the sitemap: a route path and, when known, when it
// last changed.
type Entry struct {
	Path    string
	LastMod time.Time
}

// Base is the absolute URL of the site's root without its final slash:
// siteURL and baseURL from site.yaml.
func Base(siteURL, baseURL string) string {
	return strings.TrimRight(siteURL, "/") + strings.TrimRight(baseURL, "/")
}

// Sitemap writes sitemap.xml of entries (sorted by path) below base.
func Sitemap(base string, entries []Entry) []byte {
	entries = append([]Entry(nil), entries...)
	sort.Slice(entries, func(i, j int) bool { return entries[i].Path < entries[j].Path })
	var b strings.Builder
	b.WriteString(`<?xml version="1.0" encoding="UTF-8"?>` + "\n" + `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">` + "\n")
	for _, e := range entries {
		fmt.Fprintf(&b, "  <url><loc>%s%s</loc>", base, xmlEscape(e.Path))
		if !e.LastMod.IsZero() {
			fmt.Fprintf(&b, "<lastmod>%s</lastmod>", e.LastMod.Format("2006-01-02"))
		}
		b.WriteString("</url>\n")
	}
	b.WriteString("</urlset>\n")
	return []byte(b.String())
}

// Robots writes robots.txt: everything allowed but the search page's
// queries, and where the sitemap is.
func Robots(siteURL, baseURL string) []byte {
	basePath := strings.TrimRight(baseURL, "/")
	return []byte("User-agent: *\nAllow: /\nDisallow: " + basePath + "/search?\n\nSitemap: " + Base(siteURL, baseURL) + "/sitemap.xml\n")
}

func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;").Replace(s)
}
