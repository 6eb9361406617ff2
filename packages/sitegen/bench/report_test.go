package bench

import (
	"strings"
	"testing"
)

func peersResult() *Result {
	r := NewResult("2 CPUs, 2026-11-29")
	ours := BuildFigures{
		Total:       Sample{Median: 10, Min: 9, Max: 12, Runs: 3},
		PeakRSS:     Sample{Median: 400 << 20, Min: 390 << 20, Max: 410 << 20, Runs: 3},
		Stages:      map[string]Sample{"prerender": {Median: 5, Min: 5, Max: 5, Runs: 3}, "content": {Median: 2, Min: 2, Max: 2, Runs: 3}},
		StageStarts: map[string]float64{"prerender": 4, "content": 0},
	}
	r.Peers["2500"] = PeerFigures{
		Ours:        ours,
		PeerSeconds: Sample{Median: 40, Min: 38, Max: 45, Runs: 3},
		PeerPeakRSS: Sample{Median: 2048 << 20, Min: 2000 << 20, Max: 2100 << 20, Runs: 3},
		Ratio:       Sample{Median: 4, Min: 3.5, Max: 4.5, Runs: 3},
	}
	r.ContentRebuild = BuildFigures{Total: Sample{Median: 3, Runs: 1}, PeakRSS: Sample{Median: 100 << 20}}
	return r
}

func TestPrintPeersTable(t *testing.T) {
	var out strings.Builder
	peersResult().PrintPeers(&out)
	got := strings.Split(strings.TrimSpace(out.String()), "\n")
	want := []string{
		"Cold build, same corpus (2 CPUs, 2026-11-29; median, min-max)      project                      Docusaurus Faster             ratio (goal)              project memory         peer memory",
		"2500 pages                                                         10.00 s (9.00-12.00, 3 runs)  40.00 s (38.00-45.00, 3 runs)  4.00x (3.50-4.50; goal 8.0x)  400 MiB (390-410)  2048 MiB (2000-2100)",
	}
	for i, line := range want {
		if i >= len(got) || strings.Join(strings.Fields(got[i]), " ") != strings.Join(strings.Fields(line), " ") {
			t.Fatalf("line %d of the table:\n%s\nwant (spacing aside)\n%s\nwhole table:\n%s", i+1, at(got, i), line, out.String())
		}
	}
	// The stages follow in the order they start, each with its share of the build.
	stages := out.String()[strings.Index(out.String(), "Stages of the cold build of 2500 pages"):]
	content, prerender := strings.Index(stages, "content"), strings.Index(stages, "prerender")
	if content < 0 || prerender < content {
		t.Fatalf("stages not listed in the order they start (content, then prerender):\n%s", stages)
	}
	for _, share := range []string{"2.00 s (2.00-2.00, 3 runs)", "20 %", "50 %"} {
		if !strings.Contains(stages, share) {
			t.Errorf("stages lack %q:\n%s", share, stages)
		}
	}
	if strings.Contains(out.String(), "250 pages\t") {
		t.Error("a corpus without figures is listed")
	}
}

func at(lines []string, i int) string {
	if i < len(lines) {
		return lines[i]
	}
	return "(none)"
}

func TestPrintGivesEveryTable(t *testing.T) {
	r := peersResult()
	r.DevLoop = DevLoop{Runs: 7, MedianMs: 180, MinMs: 150, MaxMs: 240}
	r.BrowserSearch = BrowserSearch{Keystrokes: 300, P50Ms: 0.4, P95Ms: 1.3, MaxMs: 3}
	var out strings.Builder
	r.Print(&out)
	for _, want := range []string{
		"dev loop, Markdown save to screen (7 edits)  180 ms (150-240)",
		"embedded index in Chromium (300 keystrokes)  p50 0.4 ms  p95 1.3 ms  max 3.0 ms",
		"Cold build, same corpus",
	} {
		if !strings.Contains(strings.Join(strings.Fields(out.String()), " "), strings.Join(strings.Fields(want), " ")) {
			t.Errorf("the tables lack %q:\n%s", want, out.String())
		}
	}
}
