package bench

import (
	"reflect"
	"testing"
)

func TestCheckReportsOnlyFiguresOverBudget(t *testing.T) {
	got := Check([]Figure{
		{Budget: "coldBuild", Got: 10},                       // at the limit: holds
		{Budget: "oneChangeBuild", Got: 3.5},                 // over
		{Budget: "pageJS", Subject: "docs page", Got: 109.9}, // under
		{Budget: "pageCSS", Subject: "home page", Got: 26},   // over, named after its page
		{Budget: "nonsense", Got: 1},
	})
	want := []string{
		"real site rebuild after one Markdown change is 3.50 s, 0.50 s over the budget of 3.00 s (reproduce: go run mage.go bench)",
		"home page first-load CSS (gzip) is 26.00 kB, 1.00 kB over the budget of 25.00 kB (reproduce: go run mage.go bench)",
		`no budget "nonsense" (expected one of bench.Budgets)`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Check =\n%q\nwant\n%q", got, want)
	}
}

func TestBudgetsAreComplete(t *testing.T) {
	for key, b := range Budgets {
		if b.Figure == "" || b.Limit <= 0 || b.Unit == "" || b.Reproduce == "" {
			t.Errorf("budget %s lacks a figure, a positive limit, a unit or a command: %+v", key, b)
		}
	}
}
