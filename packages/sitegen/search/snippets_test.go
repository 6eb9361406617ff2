package search_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/freightlane/website/packages/sitegen/search"
)

// unreadable are what the source of a page shows and its reader does not
// read: a UUID, Markdown's link, code span and bold syntax, and YAML's
// block mappings (three "key: value" pairs in a row without commas, as a
// code sample has; a { key: type, ... } signature in a table is text).
var unreadable = []struct {
	name string
	re   *regexp.Regexp
}{
	{"a UUID", regexp.MustCompile(`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`)},
	{"a Markdown link", regexp.MustCompile(`\]\(`)},
	// A single backtick each side: "```yaml" is an editor's guide's text.
	{"a Markdown code span", regexp.MustCompile("(^|[^`])`[^`\\s][^`]*`([^`]|$)")},
	{"Markdown bold", regexp.MustCompile(`\*\*[^*\s][^*]*\*\*`)},
	{"YAML", regexp.MustCompile(`(\b[a-z][A-Za-z]*: +("[^"]*"|[A-Za-z0-9][^\s:,]*) +){3}`)},
}

// The display chunks of the real site's index hold the text results quote
// as their snippet (d<i>.json, read by the browser engine): every record's
// text is what the page's reader reads, not its source nor its code.
func TestSnippetTextIsReadable(t *testing.T) {
	ix, err := search.Build(sitePages(t), siteOptions(t))
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := ix.WriteFiles(dir); err != nil {
		t.Fatal(err)
	}
	chunks, _ := filepath.Glob(filepath.Join(dir, "d*.json"))
	if len(chunks) == 0 {
		t.Fatal("the index wrote no display chunks")
	}
	records, bad := 0, 0
	for _, file := range chunks {
		data, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		var chunk struct {
			P map[string][]string `json:"p"`
			R [][]string          `json:"r"`
		}
		if err := json.Unmarshal(data, &chunk); err != nil {
			t.Fatalf("%s: %v", file, err)
		}
		for _, r := range chunk.R {
			records++
			text := r[3]
			for _, u := range unreadable {
				if m := u.re.FindStringIndex(text); m != nil {
					bad++
					if bad <= 10 {
						t.Errorf("section %q (%s) quotes %s: …%s…", r[0], r[1], u.name, text[max(0, m[0]-40):min(len(text), m[1]+40)])
					}
				}
			}
		}
	}
	if bad > 10 {
		t.Errorf("and %d more", bad-10)
	}
	if records < 1000 {
		t.Errorf("%d records in the display chunks; the real site has more than 1,000", records)
	}
}
