package leadcmd

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/search"
)

func TestInsightsReportNamesTheClosestDocsPageFromTheBuiltIndex(t *testing.T) {
	dir := t.TempDir()
	db := filepath.Join(dir, "leads.db")
	store, err := leadstore.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"amnd delcaraton", "weather forecast"} {
		if err := store.AddSearch(context.Background(), leadstore.DayOf(time.Now()), leadstore.Search{Query: q, Scope: "docs"}); err != nil {
			t.Fatal(err)
		}
	}
	store.Close()
	dist := filepath.Join(dir, "dist")
	sitetest.WriteSearchPages(t, dist, []search.Page{
		{URL: "/docs/user-manual/customs/declarations", Title: "Customs declarations", Kind: "doc", Lvl0: "User manual",
			Sections: []search.Section{
				{Text: "Declarations are lodged with the customs authority of the country of import."},
				{Anchor: "amend", Heading: "Amend a declaration", Level: 2, Text: "An accepted declaration is amended, never deleted."},
			}},
	})

	out := filepath.Join(dir, "report.html")
	var stdout, stderr bytes.Buffer
	if code := InsightsReport([]string{"-db", db, "-out", out, "-site", "https://docs.example/", "-dist", dist}, &stdout, &stderr); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr.String())
	}
	html, err := os.ReadFile(out)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<td><a href="https://docs.example/docs/user-manual/customs/declarations#amend">Customs declarations › Amend a declaration</a> <span class="muted">(as “amend declaration”)</span></td>`,
		`>weather forecast</a></td><td>docs</td><td class="n">1</td><td>none found</td>`,
	} {
		if !strings.Contains(string(html), want) {
			t.Errorf("the report lacks %s:\n%s", want, html)
		}
	}

	// Without a built site the report is written all the same, and both
	// it and the command say that no closest pages were looked for.
	stderr.Reset()
	if code := InsightsReport([]string{"-db", db, "-out", out, "-dist", filepath.Join(dir, "not-built")}, &stdout, &stderr); code != 0 {
		t.Fatalf("without a built site: exit %d: %s", code, stderr.String())
	}
	if !strings.Contains(stderr.String(), "no closest docs pages") || !strings.Contains(stderr.String(), "not-built") {
		t.Errorf("stderr %q, want it to say the index of not-built could not be read", stderr.String())
	}
	if html, _ := os.ReadFile(out); !strings.Contains(string(html), "No closest docs pages: the site's search index could not be read") {
		t.Errorf("the report does not say it named no closest pages:\n%s", html)
	}
}
