package sitegen_test

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// TestSitemapAndRobots: the sitemap lists every indexable route, sorted,
// under the site's URL and base path, without the search page and the
// thank-you page; robots.txt keeps crawlers out of search results and names
// the sitemap. Outside a git checkout there are no dates, so no lastmod.
func TestSitemapAndRobots(t *testing.T) {
	root := contentTree(t, `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /acme/
version: 1.0.0
copyrightYear: 2025
`)
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	opts.GitDates = true
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	sitemap, err := os.ReadFile(filepath.Join(opts.OutDir, "sitemap.xml"))
	if err != nil {
		t.Fatal(err)
	}
	want := `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
  <url><loc>https://www.example.com/acme/docs/category/setup</loc></url>
  <url><loc>https://www.example.com/acme/docs/guide/setup</loc></url>
  <url><loc>https://www.example.com/acme/docs/intro</loc></url>
</urlset>
`
	if string(sitemap) != want {
		t.Errorf("sitemap.xml:\n%s\nwant:\n%s", sitemap, want)
	}
	robots, err := os.ReadFile(filepath.Join(opts.OutDir, "robots.txt"))
	if err != nil {
		t.Fatal(err)
	}
	wantRobots := "User-agent: *\nAllow: /\nDisallow: /acme/search?\n\nSitemap: https://www.example.com/acme/sitemap.xml\n"
	if string(robots) != wantRobots {
		t.Errorf("robots.txt:\n%s\nwant:\n%s", robots, wantRobots)
	}
}
