package bench

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
)

func TestCheckReportsOnlyFiguresOverBudget(t *testing.T) {
	got := Check([]Figure{
		{Budget: "coldBuild", Got: 10},                           // at the limit: holds
		{Budget: "oneChangeBuild", Got: 3.5},                     // over
		{Budget: "pageJS", Subject: "docs page", Got: 109.9},     // under
		{Budget: "pageCSS", Subject: "home page", Got: 26},       // over, named after its page
		{Budget: "peerRatio250", Got: PeerRatioFloor250},         // at the floor: holds
		{Budget: "peerRatio2500", Got: PeerRatioFloor2500 - 0.5}, // under
		{Budget: "nonsense", Got: 1},
	})
	want := []string{
		"real site rebuild after one Markdown change is 3.50 s, 0.50 s over the budget of 3.00 s (reproduce: go run mage.go bench)",
		"home page first-load CSS (gzip) is 26.00 kB, 1.00 kB over the budget of 25.00 kB (reproduce: go run mage.go bench)",
		fmt.Sprintf("speed ratio to Docusaurus Faster, cold build of 2,500 pages is %.2f x, 0.50 x under the floor of %.2f x (reproduce: go run mage.go bench:peers)", PeerRatioFloor2500-0.5, PeerRatioFloor2500),
		`no budget "nonsense" (expected one of bench.Budgets or bench.Floors)`,
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Check =\n%q\nwant\n%q", got, want)
	}
}

func TestBudgetsAreComplete(t *testing.T) {
	for key, b := range Budgets {
		if _, both := Floors[key]; both {
			t.Errorf("%s is a budget and a floor", key)
		}
		if b.Figure == "" || b.Limit <= 0 || b.Unit == "" || b.Reproduce == "" {
			t.Errorf("budget %s lacks a figure, a positive limit, a unit or a command: %+v", key, b)
		}
	}
	for key, b := range Floors {
		if b.Figure == "" || b.Limit <= 0 || b.Unit == "" || b.Reproduce == "" {
			t.Errorf("floor %s lacks a figure, a positive limit, a unit or a command: %+v", key, b)
		}
	}
}

func TestServerBudgetsHoldRatiosUnderAttack(t *testing.T) {
	for _, key := range []string{"attackPagesRatio", "attackIntakeRatio"} {
		if b, ok := Floors[key]; !ok || b.Limit != 0.9 {
			t.Errorf("floor %s = %+v, want the issue's 0.9 from server-budgets.json", key, b)
		}
	}
	if b, ok := Budgets["attackHeapRatio"]; !ok || b.Limit != 1.1 {
		t.Errorf("budget attackHeapRatio = %+v, want the issue's 1.1 from server-budgets.json", b)
	}
	if b, ok := Budgets["insightsPagesP50Ratio"]; !ok || b.Limit != 1.05 {
		t.Errorf("budget insightsPagesP50Ratio = %+v, want issue 38's 1.05 from server-budgets.json", b)
	}
	if b, ok := Floors["insightsEventsAnswered"]; !ok || b.Limit != 0.99 {
		t.Errorf("floor insightsEventsAnswered = %+v, want 0.99 from server-budgets.json", b)
	}
	var a AttackFigures
	a.Insights.P50Ratio.Median, a.Insights.AnsweredShare = 1.06, 0.995
	if got := Check(a.Figures()[len(a.Figures())-2:]); len(got) != 1 || !strings.HasPrefix(got[0], "median latency of page GETs with 1,000 docs insights events a second, relative to without is 1.06 x, 0.01 x over") {
		t.Errorf("Check of the insights load = %q, want the page latency over its budget and nothing else", got)
	}
	got := Check([]Figure{{Budget: "attackPagesRatio", Got: 0.85}, {Budget: "attackHeapRatio", Got: 1.05}})
	want := []string{"pages served under the MCP batch attack, relative to idle is 0.85 x, 0.05 x under the floor of 0.90 x (reproduce: " + ServerReproduce + ")"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Check = %q, want %q", got, want)
	}
}
