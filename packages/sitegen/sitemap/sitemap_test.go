package sitemap

import (
	"testing"
	"time"
)

func TestSitemapSortsEscapesAndDates(t *testing.T) {
	got := string(Sitemap(Base("https://example.com/", "/site/"), []Entry{
		{Path: "/docs/b&c"},
		{Path: "/", LastMod: time.Date(2026, 3, 4, 23, 0, 0, 0, time.UTC)},
	}))
	want := `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://example.com/site/</loc><lastmod>2026-03-04</lastmod></url>
  <url><loc>https://example.com/site/docs/b&amp;c</loc></url>
</urlset>
`
	if got != want {
		t.Errorf("sitemap:\n%s\nwant:\n%s", got, want)
	}
}

func TestRobots(t *testing.T) {
	got := string(Robots("https://example.com", "/"))
	want := "User-agent: *\nAllow: /\nDisallow: /search?\n\nSitemap: https://example.com/sitemap.xml\n"
	if got != want {
		t.Errorf("robots:\n%q\nwant\n%q", got, want)
	}
	if got := string(Robots("https://example.com/", "/docs/")); got != "User-agent: *\nAllow: /\nDisallow: /docs/search?\n\nSitemap: https://example.com/docs/sitemap.xml\n" {
		t.Errorf("robots below a base path: %q", got)
	}
}
