package bench

import (
	"strconv"
	"testing"
)

func TestParseDevLoopSummarisesTheSaves(t *testing.T) {
	got, err := ParseDevLoop([]byte(`{"latenciesMs":[300,120,180,150],"watcherRunsMs":[40,60,50],"searchIndexRunsMs":[9]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := DevLoop{Runs: 4, MedianMs: 165, MinMs: 120, MaxMs: 300, WatcherRunMedianMs: 50, SearchIndexMedianMs: 9}
	if got != want {
		t.Errorf("ParseDevLoop = %+v, want %+v", got, want)
	}
	for _, bad := range []string{`{"latenciesMs":[]}`, `{"medianMs":3}`, `not json`} {
		if _, err := ParseDevLoop([]byte(bad)); err == nil {
			t.Errorf("ParseDevLoop(%s) gave no error", bad)
		}
	}
}

func TestParseBrowserSearchTakesNearestRankPercentiles(t *testing.T) {
	samples := `{"samplesMs":[`
	for i := 20; i >= 1; i-- { // 20 down to 1: the samples come in typing order
		samples += fmtFloat(float64(i) / 10)
		if i > 1 {
			samples += ","
		}
	}
	got, err := ParseBrowserSearch([]byte(samples + `]}`))
	if err != nil {
		t.Fatal(err)
	}
	want := BrowserSearch{Keystrokes: 20, P50Ms: 1, P95Ms: 1.9, MaxMs: 2}
	if got != want {
		t.Errorf("ParseBrowserSearch = %+v, want %+v", got, want)
	}
	if _, err := ParseBrowserSearch([]byte(`{"samplesMs":[]}`)); err == nil {
		t.Error("no keystroke gave no error")
	}
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }
