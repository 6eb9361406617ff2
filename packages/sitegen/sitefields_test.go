package sitegen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// A page names a value of site.yaml as {site.<path>}: a text, a number or a
// list of texts (comma-separated) takes its place; a path site.yaml lacks,
// or one naming an object, fails the build at its line and column.
func TestSiteFieldsInPages(t *testing.T) {
	page := "-- pages/legal.md --\n---\ntitle: Legal\ndescription: Who runs this site and where to write.\n---\n\n%s\n"
	for _, tc := range []struct {
		name, body, want, err string
	}{
		{"a text", "Run by {site.title}.", "Run by Acme.", ""},
		{"a number", "Since {site.copyrightYear}.", "Since 2025.", ""},
		{"a list of texts", "Tags: {site.search.suggestions}.", "Tags: alpha, beta.", ""},
		{"a missing key", "Run by\nthe {site.company}.", "", "content/pages/legal.md:7:5: {site.company}: site.yaml has no \"company\" here (expected one of "},
		{"a key below a text", "{site.title.name}", "", "content/pages/legal.md:6:1: {site.title.name}: site.yaml has no \"name\" below a value that is not an object"},
		{"an object", "See {site.search}.", "", "content/pages/legal.md:6:5: {site.search}: is an object (expected a text, a number or a list of texts: name one of its fields)"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := contentTree(t, "-- site.yaml --\ntitle: Acme\ntagline: The test site.\nurl: https://www.example.com\nbaseUrl: /\nversion: 1.0.0\ncopyrightYear: 2025\nsearch:\n  provider: local\n  suggestions: [alpha, beta]\n"+strings.Replace(page, "%s", tc.body, 1))
			opts := options(root)
			opts.OutDir = filepath.Join(root, "gen")
			_, err := sitegen.Generate(opts)
			if tc.err != "" {
				if err == nil || !strings.Contains(err.Error(), tc.err) {
					t.Fatalf("error = %v, want one starting %q", err, tc.err)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			raw, err := os.ReadFile(filepath.Join(opts.OutDir, "pages", "legal.page"))
			if err != nil {
				t.Fatal(err)
			}
			var got struct{ Data struct{ HTML string } }
			if err := unmarshalPage(raw, &got); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(got.Data.HTML, tc.want) {
				t.Errorf("html = %s, want it to hold %q", got.Data.HTML, tc.want)
			}
		})
	}
}
