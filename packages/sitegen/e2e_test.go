package sitegen_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"golang.org/x/tools/txtar"

	"github.com/freightlane/website/packages/sitegen"
)

// baseTree is the smallest content tree that builds: the required files,
// two sidebars and two docs that link to each other. A test case's archive
// is laid over it, so a case names only the files it changes.
const baseTree = `
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: 2025
-- navbar.yaml --
items:
  - type: link
    position: left
    label: Docs
    to: /docs/intro
-- footer.yaml --
columns:
  - title: Docs
    items:
      - label: Intro
        to: /docs/intro
-- docs/sidebars.yaml --
userManual:
  label: User manual
  items:
    - intro
developer:
  label: Developer guide
  items:
    - category: Setup
      slug: setup
      items:
        - guide/setup
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
Read the [setup guide](guide/setup.md#install).

## Overview

Some text.
-- docs/guide/setup.md --
---
title: Setup
description: How to install and configure the test product.
---
## Install

Back to the [introduction](../intro.md).
`

// contentTree writes baseTree with the archive laid over it (minus the
// files named in remove) into a temporary folder as content/, copies the
// repository's schemas/ beside it, and makes that folder the working
// directory, so errors print paths like content/docs/intro.md. It returns
// the folder.
func contentTree(t *testing.T, archive string, remove ...string) string {
	t.Helper()
	root := t.TempDir()
	files := map[string]string{}
	for _, tree := range []string{baseTree, archive} {
		for _, f := range txtar.Parse([]byte(tree)).Files {
			files[f.Name] = string(f.Data)
		}
	}
	for _, name := range remove {
		if _, ok := files[name]; !ok {
			t.Fatalf("remove %q: no such file in the tree", name)
		}
		delete(files, name)
	}
	for name, data := range files {
		writeFile(t, filepath.Join(root, "content", filepath.FromSlash(name)), data)
	}
	copyDir(t, repoSchemas(t), filepath.Join(root, "schemas"))
	t.Chdir(root)
	return root
}

// schemasDir is the repository's schemas/ folder, found from this
// package's folder (go test starts in it) before any test changes directory.
var schemasDir, schemasDirErr = filepath.Abs(filepath.Join("..", "..", "schemas"))

// repoSchemas returns schemasDir, failing the test when it holds no schemas.
func repoSchemas(t *testing.T) string {
	t.Helper()
	if schemasDirErr != nil {
		t.Fatal(schemasDirErr)
	}
	if _, err := os.Stat(filepath.Join(schemasDir, "site.schema.json")); err != nil {
		t.Fatalf("the repository's schemas are not at %s: %v", schemasDir, err)
	}
	return schemasDir
}

func writeFile(t *testing.T, name, data string) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(name), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(name, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func copyDir(t *testing.T, from, to string) {
	t.Helper()
	err := filepath.WalkDir(from, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(from, p)
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		writeFile(t, filepath.Join(to, rel), string(data))
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// options are the pipeline options for a tree made by contentTree.
func options(root string) sitegen.Options {
	return sitegen.Options{ContentDir: filepath.Join(root, "content"), SchemaDir: filepath.Join(root, "schemas")}
}

// errorLines splits a pipeline error into its lines; nil gives none.
func errorLines(err error) []string {
	if err == nil {
		return nil
	}
	return strings.Split(err.Error(), "\n")
}

// generate builds the archive's content tree (over baseTree) with
// sitegen.Generate, writing nothing, and returns the site and the error
// lines.
func generate(t *testing.T, archive string, remove ...string) (*sitegen.Site, []string) {
	t.Helper()
	root := contentTree(t, archive, remove...)
	site, err := sitegen.Generate(options(root))
	return site, errorLines(err)
}

// validate runs sitegen.Validate on the archive's tree and returns the error
// lines.
func validate(t *testing.T, archive string, remove ...string) []string {
	t.Helper()
	root := contentTree(t, archive, remove...)
	_, err := sitegen.Validate(options(root))
	return errorLines(err)
}

func TestBaseTreeBuilds(t *testing.T) {
	site, errs := generate(t, "")
	if len(errs) > 0 {
		t.Fatalf("the base tree does not build:\n%s", strings.Join(errs, "\n"))
	}
	var paths []string
	for _, r := range site.Routes {
		paths = append(paths, r.Path)
	}
	sort.Strings(paths)
	want := []string{"/docs/category/setup", "/docs/guide/setup", "/docs/intro", "/search"}
	if strings.Join(paths, " ") != strings.Join(want, " ") {
		t.Errorf("routes = %q, want %q", paths, want)
	}
}

func TestGenerateWritesData(t *testing.T) {
	root := contentTree(t, "")
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"site.json", "routes.json", "pages/docs/intro.page", "pages/docs/category/setup.page", "search-index/manifest.json", "sitemap.xml", "robots.txt"} {
		if _, err := os.Stat(filepath.Join(opts.OutDir, filepath.FromSlash(name))); err != nil {
			t.Errorf("%s was not written: %v", name, err)
		}
	}
	robots, _ := os.ReadFile(filepath.Join(opts.OutDir, "robots.txt"))
	if want := "Sitemap: https://www.example.com/sitemap.xml\n"; !strings.HasSuffix(string(robots), want) {
		t.Errorf("robots.txt = %q, want it to end with %q", robots, want)
	}
}

// readPage decodes one generated page data file.
func readPage(t *testing.T, genDir, route string) map[string]any {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(genDir, "pages", filepath.FromSlash(sitegen.DataFile(route))))
	if err != nil {
		t.Fatal(err)
	}
	var page map[string]any
	if err := unmarshalPage(raw, &page); err != nil {
		t.Fatalf("%s: %v", route, err)
	}
	return page
}

// unmarshalPage decodes a page's data file as the app reads it: its JSON
// line, with the body that follows it (if any) as data.html.
func unmarshalPage(raw []byte, v any) error {
	line, body, _ := bytes.Cut(raw, []byte("\n"))
	if len(body) == 0 {
		return json.Unmarshal(line, v)
	}
	var page map[string]any
	if err := json.Unmarshal(line, &page); err != nil {
		return err
	}
	data, ok := page["data"].(map[string]any)
	if !ok {
		return errors.New("a page file with a body but no data object")
	}
	data["html"] = string(body)
	whole, err := json.Marshal(page)
	if err != nil {
		return err
	}
	return json.Unmarshal(whole, v)
}

// TestBuiltPageData builds a tree and checks what a doc page's data holds:
// resolved links, marked external links, sized images, TOC, breadcrumbs and
// prev/next.
func TestBuiltPageData(t *testing.T) {
	root := contentTree(t, `
-- assets/flow.svg --
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 20"></svg>
-- docs/guide/setup.md --
---
title: Setup
description: How to install and configure the test product.
---
## Install

Text with ![Flow](../../assets/flow.svg) and [UPS](https://www.ups.com).

Back to the [introduction](../intro.md#overview).
-- docs/guide/plain.md --
---
title: Plain
description: A doc without any heading in its body.
displayed_sidebar: null
---
Only text.
`)
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	setup := readPage(t, opts.OutDir, "/docs/guide/setup")
	data := setup["data"].(map[string]any)
	html := data["html"].(string)
	for _, want := range []string{
		`<img src="/media/flow.svg" alt="Flow" width="40" height="20" loading="lazy">`,
		`<a href="https://www.ups.com" rel="noopener noreferrer">UPS</a>`,
		`<a href="/docs/intro#overview">introduction</a>`,
		`<h2 id="install">Install</h2>`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("setup html lacks %s:\n%s", want, html)
		}
	}
	check := func(what string, got any, want string) {
		t.Helper()
		raw, _ := json.Marshal(got)
		if string(raw) != want {
			t.Errorf("%s = %s, want %s", what, raw, want)
		}
	}
	check("toc", data["toc"], `[{"id":"install","level":2,"text":"Install"}]`)
	check("breadcrumbs", data["breadcrumbs"], `[{"href":"/docs/category/setup","label":"Setup"},{"label":"Setup"}]`)
	check("prev", data["prev"], `{"href":"/docs/category/setup","title":"Setup"}`)
	check("next", data["next"], `null`)
	check("sidebar", setup["sidebar"], `"developer"`)

	category := readPage(t, opts.OutDir, "/docs/category/setup")
	check("category items", category["data"].(map[string]any)["items"], `[{"description":"How to install and configure the test product.","href":"/docs/guide/setup","label":"Setup","type":"link"}]`)

	plain := readPage(t, opts.OutDir, "/docs/guide/plain")
	check("plain toc", plain["data"].(map[string]any)["toc"], `[]`)
}

// TestValidateChecksSchemasOnly: `mage content:validate` reports schema and
// syntax errors only; links are checked by Generate.
func TestValidateChecksSchemasOnly(t *testing.T) {
	archive := `
-- docs/intro.md --
---
title: Introduction
description: What this test site is and how it is organised.
---
See [nothing](/docs/nothing).
-- site.yaml --
title: Acme
tagline: The test site.
url: https://www.example.com
baseUrl: /
version: 1.0.0
copyrightYear: 1999
`
	want := []string{`content/site.yaml:6:16: /copyrightYear: 1999 is too small (expected at least 2000) [schemas/site.schema.json#/properties/copyrightYear/minimum]`}
	if got := validate(t, archive); strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Validate errors:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if got := validate(t, strings.Replace(archive, "copyrightYear: 1999", "copyrightYear: 2025", 1)); len(got) > 0 {
		t.Errorf("Validate reports more than schema errors:\n%s", strings.Join(got, "\n"))
	}
}

// The not-found page is a route made from its content file, like the
// others: its data file holds its texts, the layout names its route for
// the app, and it stays out of the sitemap.
func TestNotFoundPageData(t *testing.T) {
	root := contentTree(t, `
-- not-found.yaml --
title: Page Not Found
description: We could not find what you were looking for.
heading: No such page here
message: There is no page at this address.
hint: Search for it, or start again from the docs.
search: {label: Search the site, placeholder: e.g. setup, button: Go}
sectionsTitle: Where to start
`)
	opts := options(root)
	opts.OutDir = filepath.Join(root, "gen")
	if _, err := sitegen.Generate(opts); err != nil {
		t.Fatal(err)
	}
	page := readPage(t, opts.OutDir, "/404")
	data, _ := page["data"].(map[string]any)
	search, _ := data["search"].(map[string]any)
	if page["kind"] != "notFound" || page["title"] != "Page Not Found" || data["heading"] != "No such page here" || search["button"] != "Go" || data["sectionsTitle"] != "Where to start" {
		t.Errorf("the not-found page's data = %v; want its kind and the texts of not-found.yaml", page)
	}
	var layout struct {
		NotFoundRoute string `json:"notFoundRoute"`
	}
	readJSON(t, filepath.Join(opts.OutDir, "site.json"), &layout)
	if layout.NotFoundRoute != "/404" {
		t.Errorf("site.json names the not-found route %q; want /404", layout.NotFoundRoute)
	}
	if sitemap, _ := os.ReadFile(filepath.Join(opts.OutDir, "sitemap.xml")); strings.Contains(string(sitemap), "/404") {
		t.Errorf("the sitemap lists the not-found page:\n%s", sitemap)
	}
}
