package corpus_test

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/corpus"
	"github.com/freightlane/website/packages/sitegen/docsnav"
)

func repoRoot() string {
	_, file, _, _ := runtime.Caller(0)
	return filepath.Join(filepath.Dir(file), "..", "..", "..")
}

func entries(items []*docsnav.Item) int {
	n := len(items)
	for _, it := range items {
		n += entries(it.Items)
	}
	return n
}

// A corpus of 600 pages builds without a content error, in a sidebar of two
// parts (ten categories of 50 pages, then two), and a page's sidebar shows
// the parts, its own part's categories and its own category's pages, not
// the whole site.
func TestCorpusBuildsInNestedSidebar(t *testing.T) {
	root := repoRoot()
	siteYAML, err := os.ReadFile(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	dir := filepath.Join(t.TempDir(), "corpus")
	if err := corpus.Write(dir, 600, siteYAML); err != nil {
		t.Fatal(err)
	}
	pages, _ := filepath.Glob(filepath.Join(dir, "docs", "section-*", "page-*.md"))
	if len(pages) != 600 {
		t.Errorf("%d doc pages written; want 600", len(pages))
	}
	site, err := sitegen.Generate(sitegen.Options{ContentDir: dir, SchemaDir: filepath.Join(root, "schemas")})
	if err != nil {
		t.Fatal(err)
	}
	manual := site.Nav.Sidebars[0].Items
	if len(manual) != 2 || manual[0].Label != "Part 1" || len(manual[0].Items) != corpus.CategoriesPerPart || len(manual[1].Items) != 2 {
		t.Fatalf("the manual's sidebar is not two parts of %d and 2 categories", corpus.CategoriesPerPart)
	}
	if got := len(manual[1].Items[1].Items); got != corpus.PagesPerCategory {
		t.Errorf("the last category holds %d pages; want %d", got, corpus.PagesPerCategory)
	}
	if r := site.Route(corpus.Route(560)); r == nil || r.Kind != "doc" {
		t.Errorf("corpus.Route(560) = %s is no doc page of the corpus", corpus.Route(560))
	}
	if r := site.Route("/docs/category/part-02"); r == nil || r.Kind != "docCategory" {
		t.Error("the second part has no category page")
	}
	if got, want := entries(docsnav.Pruned(manual, "/docs/section-011/page-00560")), 2+2+corpus.PagesPerCategory; got != want {
		t.Errorf("a page's sidebar has %d entries; want %d (the parts, its part's categories, its category's pages)", got, want)
	}
}
