package stats

import (
	"slices"
	"testing"
)

func TestMedian(t *testing.T) {
	tests := []struct {
		xs   []float64
		want float64
	}{
		{nil, 0},
		{[]float64{7}, 7},
		{[]float64{3, 1, 2}, 2},
		{[]float64{4, 1, 3, 2}, 2.5},
		{[]float64{5, 5, 1, 9}, 5},
	}
	for _, tc := range tests {
		in := slices.Clone(tc.xs)
		if got := Median(in); got != tc.want {
			t.Errorf("Median(%v) = %v, want %v", tc.xs, got, tc.want)
		}
		if !slices.Equal(in, tc.xs) {
			t.Errorf("Median reordered its input: %v, was %v", in, tc.xs)
		}
	}
	if got := Median([]int{10, 1, 4, 3}); got != 3.5 {
		t.Errorf("Median of ints = %v, want 3.5 (the two middle values' mean, not truncated)", got)
	}
}

func TestMiddleBy(t *testing.T) {
	type run struct {
		perSecond float64
		p99       float64
	}
	runs := []run{{300, 9}, {100, 7}, {200, 8}, {400, 6}}
	got := MiddleBy(runs, func(r run) float64 { return r.perSecond })
	if got != (run{300, 9}) {
		t.Errorf("MiddleBy = %+v, want the upper middle run {300 9}", got)
	}
	if runs[0] != (run{300, 9}) || runs[1] != (run{100, 7}) {
		t.Errorf("MiddleBy reordered its input: %v", runs)
	}
	if got := MiddleBy([]string{"b", "c", "a"}, func(s string) string { return s }); got != "b" {
		t.Errorf("MiddleBy of three = %q, want b", got)
	}
}

func TestPercentile(t *testing.T) {
	hundred := make([]float64, 100)
	for i := range hundred {
		hundred[i] = float64(100 - i) // 100 down to 1: the input is not sorted
	}
	tests := []struct {
		xs   []float64
		p    float64
		want float64
	}{
		{nil, 0.95, 0},
		{[]float64{7}, 0.95, 7},
		{[]float64{7}, 0, 7},
		{hundred, 0.95, 95},
		{hundred, 0.5, 50},
		{hundred, 1, 100},
		{hundred, 0, 1},
		{[]float64{4, 1, 3, 2}, 0.5, 2},  // nearest rank: a value, not a mean
		{[]float64{4, 1, 3, 2}, 0.51, 3}, // just over a half needs the third
		{[]float64{10, 20, 30}, 0.95, 30},
	}
	for _, tc := range tests {
		in := slices.Clone(tc.xs)
		if got := Percentile(in, tc.p); got != tc.want {
			t.Errorf("Percentile(%v, %v) = %v, want %v", tc.xs, tc.p, got, tc.want)
		}
		if !slices.Equal(in, tc.xs) {
			t.Errorf("Percentile reordered its input: %v, was %v", in, tc.xs)
		}
	}
}
