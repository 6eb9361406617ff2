package model_test

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/model"
)

// restated finds status lists written by hand in a text: three or more
// statuses of one entity as `Code` or *emphasis*, joined only by commas,
// "or", "and", arrows or slashes; and tables with three or more rows that
// start with such a status. A reference (:status[order.Draft]) is checked by
// the build and is not a hand-written status.
func restated(m *model.Model, text string) []string {
	var all []string
	for _, e := range m.Entities {
		for _, s := range e.Statuses {
			all = append(all, regexp.QuoteMeta(s.Value))
		}
	}
	slices.SortFunc(all, func(a, b string) int { return len(b) - len(a) })
	alt := strings.Join(all, "|")
	tok := "(?:`(?:" + alt + ")`|\\*(?:" + alt + ")\\*)"
	sep := `(?:,\s+or\s+|,\s+and\s+|,\s+|\s+or\s+|\s+and\s+|\s*(?:→|->)\s*|\s*/\s*)`
	run := regexp.MustCompile(tok + "(?:" + sep + tok + "){2,}")
	row := regexp.MustCompile("(?m)^\\|\\s*" + tok)
	word := regexp.MustCompile("[`*](\\w+)[`*]")
	ofOne := func(values []string) string {
		for _, name := range slices.Sorted(func(yield func(string) bool) {
			for n := range m.Entities {
				if !yield(n) {
					return
				}
			}
		}) {
			e := m.Entities[name]
			ok := len(e.Statuses) > 0
			for _, v := range values {
				ok = ok && e.HasStatus(v)
			}
			if ok {
				return name
			}
		}
		return ""
	}
	var found []string
	for _, match := range run.FindAllString(text, -1) {
		var values []string
		for _, w := range word.FindAllStringSubmatch(match, -1) {
			values = append(values, w[1])
		}
		if e := ofOne(values); e != "" {
			found = append(found, e+" statuses: "+match)
		}
	}
	var rows []string
	for _, r := range row.FindAllString(text, -1) {
		rows = append(rows, word.FindStringSubmatch(r)[1])
	}
	if len(rows) >= 3 {
		if e := ofOne(rows); e != "" {
			found = append(found, e+" statuses in a table: "+strings.Join(rows, ", "))
		}
	}
	return found
}

// TestNoStatusListsRestated: outside content/reference/entities, no page,
// task or solution lists an entity's statuses by hand; they include
// ::state-machine, link to the entity page or name statuses with :status.
func TestNoStatusListsRestated(t *testing.T) {
	m, _ := model.LoadSite(t)
	dir := filepath.Join("..", "..", "..", "content")
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(dir, p)
		rel = filepath.ToSlash(rel)
		if strings.HasPrefix(rel, "reference/entities/") || !(strings.HasSuffix(rel, ".md") || strings.HasSuffix(rel, ".yaml")) {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		for _, f := range restated(m, string(data)) {
			t.Errorf("content/%s restates %s (expected ::state-machine{entity=...}, a link to the entity's #statuses, or :status[entity.Status] references)", rel, f)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// TestRestatedFindsLists: the grep finds the lists issue 18 found, and
// leaves references and single mentions alone.
func TestRestatedFindsLists(t *testing.T) {
	m, _ := model.LoadSite(t)
	for _, tt := range []struct {
		text string
		want int
	}{
		{"A job goes `Open` → `InProgress` → `Completed` → `Invoiced` → `Closed`.", 1},
		{"One of `Draft`, `Pending`, `Booked`, `InTransit`, `Delivered`, `Cancelled` or `OnHold`.", 1},
		{"| Status | Meaning |\n|---|---|\n| *Draft* | a |\n| *Posted* | b |\n| *Void* | c |\n", 1},
		{"The job is :status[job.Invoiced], :status[job.Closed] or :status[job.Cancelled].", 0},
		{"An order `InTransit` cannot be `Cancelled`.", 0},
		{"Types `Invoice`, `Bill` or `CreditMemo`.", 0},
	} {
		if got := restated(m, tt.text); len(got) != tt.want {
			t.Errorf("restated(%q) = %q; want %d finding(s)", tt.text, got, tt.want)
		}
	}
}

// TestMarkdownForms: the twin's forms of a reference and of a state machine
// link where the HTML forms link, absolute on the base, and list every
// status; a reference the model lacks has no Markdown form.
func TestMarkdownForms(t *testing.T) {
	m, _ := model.LoadSite(t)
	base := "https://example.com"
	html, err := m.Ref("status", "job.Invoiced")
	if err != nil {
		t.Fatal(err)
	}
	md := m.RefMarkdown("status", "job.Invoiced", base)
	href := base + model.Route("job") + "#" + model.StatusAnchor("job", "Invoiced")
	if md != "[`Invoiced`]("+href+")" || !strings.Contains(html, `href="`+model.Route("job")+"#"+model.StatusAnchor("job", "Invoiced")+`"`) {
		t.Errorf("RefMarkdown = %q, Ref = %q; want both to link %s", md, html, href)
	}
	if got := m.RefMarkdown("status", "job.NoSuchStatus", base); got != "" {
		t.Errorf("RefMarkdown of a missing status = %q, want empty", got)
	}
	table := m.StateMachineMarkdown("job", base)
	for _, s := range m.Entity("job").Statuses {
		if !strings.Contains(table, "| `"+s.Value+"` |") {
			t.Errorf("the job's Markdown state table lacks %s:\n%s", s.Value, table)
		}
	}
	if strings.Contains(table, "](/") {
		t.Errorf("the Markdown state table has a site-relative link:\n%s", table)
	}
}
