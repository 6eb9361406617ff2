package bench

import (
	"fmt"
	"strings"
	"testing"
)

func TestPageHTMLBudgetsAreWellFormed(t *testing.T) {
	if len(PageHTMLBudgets) == 0 {
		t.Fatal("html-budgets.json lists no page")
	}
	seen := map[string]bool{}
	for _, p := range PageHTMLBudgets {
		if p.Name == "" || !strings.HasPrefix(p.Route, "/") || p.KB <= 0 {
			t.Errorf("html-budgets.json: %+v lacks a name, a route starting with / or a positive kB", p)
		}
		if seen[p.Name] {
			t.Errorf("html-budgets.json names %q twice", p.Name)
		}
		seen[p.Name] = true
	}
}

func TestCheckFailsAPageKindWhoseHTMLIsOverItsBudget(t *testing.T) {
	docs := PageHTMLBudgets[0]
	for _, p := range PageHTMLBudgets {
		if p.Name == "docs page" {
			docs = p
		}
	}
	if got := Check([]Figure{{Budget: HTMLBudget(docs.Name), Subject: docs.Name, Got: docs.KB}}); got != nil {
		t.Errorf("at its budget, %s's HTML fails: %q", docs.Name, got)
	}
	got := Check([]Figure{{Budget: HTMLBudget(docs.Name), Subject: docs.Name, Got: docs.KB + 0.5}})
	want := fmt.Sprintf("%s HTML (gzip -9) is %.2f kB, 0.50 kB over the budget of %.2f kB (reproduce: go run mage.go bench)", docs.Name, docs.KB+0.5, docs.KB)
	if len(got) != 1 || got[0] != want {
		t.Errorf("Check = %q, want [%q]", got, want)
	}
}
