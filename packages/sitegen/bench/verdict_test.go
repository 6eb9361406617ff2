package bench

import (
	"strings"
	"testing"
)

// holdingResult is a run whose every checked figure is within its budget.
func holdingResult() *Result {
	r := NewResult("test")
	r.Peers["250"] = PeerFigures{Ratio: Sample{Median: PeerRatioFloor250 + 0.5}}
	r.Peers["2500"] = PeerFigures{Ratio: Sample{Median: PeerRatioFloor2500 + 0.5}, Ours: BuildFigures{PeakRSS: Sample{Median: 300 << 20}}}
	r.Cold.Total.Median = 5
	r.OneChange.Total.Median = 1
	for _, t := range PageTypes {
		r.Weights[t.Name] = Weight{JSGzip: 90_000, CSSGzip: 10_000, HTMLGzip: 5_000}
	}
	r.CorpusWeight = r.Weights["docs page"]
	r.DevLoop.MedianMs = 200
	r.BrowserSearch.P95Ms = 2
	r.Attack.MCPBatch.PagesRatio.Median, r.Attack.MCPBatch.HeapRatio = 1, 1
	r.Attack.Probes.IntakeRatio.Median = 1
	r.Attack.Insights.P50Ratio.Median, r.Attack.Insights.AnsweredShare = 1, 1
	return r
}

func TestCheckBudgetsOfAHoldingRunIsEmpty(t *testing.T) {
	if failures := holdingResult().CheckBudgets(); len(failures) > 0 {
		t.Errorf("a run within every budget failed:\n%s", strings.Join(failures, "\n"))
	}
}

func TestCheckBudgetsNamesTheFigureOverItsBudget(t *testing.T) {
	tests := []struct {
		name   string
		change func(*Result)
		want   string
	}{
		{"cold build", func(r *Result) { r.Cold.Total.Median = 12 }, "real site cold build is 12.00 s, 2.00 s over the budget of 10.00 s (reproduce: go run mage.go bench)"},
		{"peer ratio", func(r *Result) { r.Peers["2500"] = PeerFigures{Ratio: Sample{Median: 3}} }, "speed ratio to Docusaurus Faster, cold build of 2,500 pages is 3.00 x, 0.50 x under the floor"},
		{"10,000-page docs page heavier", func(r *Result) { r.CorpusWeight.JSGzip += 10_000 }, "docs page weight of the 10,000-page build relative to the real site is 10.00 %"},
		{"search page JS", func(r *Result) { r.Weights["search"] = Weight{JSGzip: 120_000} }, "search first-load JS (gzip) is 120.00 kB"},
		{"dev loop", func(r *Result) { r.DevLoop.MedianMs = 400 }, "dev loop, Markdown save to screen is 400.00 ms"},
	}
	for _, tc := range tests {
		r := holdingResult()
		tc.change(r)
		failures := r.CheckBudgets()
		if len(failures) != 1 || !strings.Contains(strings.Join(failures, "\n"), tc.want) {
			t.Errorf("%s: got\n%s\nwant one line, with %q", tc.name, strings.Join(failures, "\n"), tc.want)
		}
	}
}

func TestCheckBudgetsLeavesTheBigBuildsTimeUnchecked(t *testing.T) {
	r := holdingResult()
	r.Growth["10000"] = BuildFigures{Total: Sample{Median: 500}}
	if got := r.CheckBudgets(); len(got) != 0 {
		t.Errorf("the 10,000-page build's time is reported, not checked; got\n%s", strings.Join(got, "\n"))
	}
}
