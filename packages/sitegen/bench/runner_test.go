package bench

import (
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// fakeBuilds stands in for the builds: ours take the seconds of walls in
// turn, each writes its work folder, and each build is logged in order.
type fakeBuilds struct {
	t      *testing.T
	log    []string
	walls  []float64
	ours   int
	peer   []float64
	peerAt int
}

func (f *fakeBuilds) build(o sitebuild.Options) (sitebuild.Report, error) {
	if _, err := os.Stat(o.WorkDir); err == nil && strings.Contains(o.WorkDir, "cold") {
		f.t.Errorf("build %d of ours found the last build's work folder: not a cold build", f.ours)
	}
	if !o.SampleMemory {
		f.t.Errorf("the bench's builds must sample their memory (SampleMemory): the peak memory is reported")
	}
	if err := os.MkdirAll(o.WorkDir, 0o755); err != nil {
		return sitebuild.Report{}, err
	}
	wall := f.walls[f.ours]
	f.ours++
	f.log = append(f.log, fmt.Sprintf("ours %g", wall))
	return sitebuild.Report{
		Wall:           time.Duration(wall * float64(time.Second)),
		SampledPeakRSS: int64(wall) << 20,
		Routes:         7,
		Stages: []sitebuild.Stage{
			{Name: "content", Start: 0, Duration: time.Second, PeakRSS: 5 << 20},
			{Name: "bundles (unchanged)", Start: time.Second, Duration: 2 * time.Second},
		},
	}, nil
}

func (f *fakeBuilds) Build(string) (PeerRun, error) {
	wall := f.peer[f.peerAt]
	f.peerAt++
	f.log = append(f.log, fmt.Sprintf("peer %g", wall))
	return PeerRun{Wall: time.Duration(wall * float64(time.Second)), PeakRSS: 300 << 20}, nil
}

func TestComparePeerInterleavesOursAndThePeersBuilds(t *testing.T) {
	f := &fakeBuilds{t: t, walls: []float64{9, 1, 2, 4}, peer: []float64{50, 4, 4, 4}}
	r := Runner{Root: t.TempDir(), Runs: 3, Build: f.build, Discard: &Discard{}, Log: io.Discard}
	got, err := r.ComparePeer(f, "corpus", "corpus/docs", "cold", true)
	if err != nil {
		t.Fatal(err)
	}
	// The peer's warm-up, ours, then each round ours before the peer's.
	want := []string{"peer 50", "ours 9", "ours 1", "peer 4", "ours 2", "peer 4", "ours 4", "peer 4"}
	if !slices.Equal(f.log, want) {
		t.Errorf("builds ran in the order\n%v\nwant\n%v", f.log, want)
	}
	// Warm-ups are dropped; each ratio is the round's peer over ours: 4, 2, 1.
	if got.Ratio != (Sample{Median: 2, Min: 1, Max: 4, Runs: 3}) {
		t.Errorf("ratio = %+v, want median 2 of the rounds' 4, 2 and 1", got.Ratio)
	}
	if got.Ours.Total != (Sample{Median: 2, Min: 1, Max: 4, Runs: 3}) {
		t.Errorf("our total = %+v, want the measured builds 1, 2 and 4 s without the warm-up's 9", got.Ours.Total)
	}
	if got.PeerSeconds.Median != 4 || got.PeerSeconds.Runs != 3 {
		t.Errorf("peer seconds = %+v, want 4 over 3 runs (the warm-up dropped)", got.PeerSeconds)
	}
}

func TestMeasureTouchesBeforeEachBuild(t *testing.T) {
	f := &fakeBuilds{t: t, walls: []float64{1, 1, 1}}
	touched := 0
	r := Runner{Root: t.TempDir(), Runs: 2, Build: f.build, Discard: &Discard{}, Log: io.Discard}
	if _, err := r.Measure(Measurement{ContentDir: "c", Name: "warm", Touch: func() error { touched++; return nil }}); err != nil {
		t.Fatal(err)
	}
	if touched != 3 || f.ours != 3 {
		t.Errorf("touched %d times for %d builds, want 3 and 3 (the warm-up and 2 runs)", touched, f.ours)
	}
	broken := errors.New("disk full")
	if _, err := r.Measure(Measurement{Name: "warm", Touch: func() error { return broken }}); !errors.Is(err, broken) {
		t.Errorf("a failed edit gave %v, want it reported", err)
	}
}

func TestSummariseBuildsMergesReusedStages(t *testing.T) {
	reports := []sitebuild.Report{
		{Wall: 3 * time.Second, Routes: 4, Stages: []sitebuild.Stage{
			{Name: "content", Duration: time.Second, PeakRSS: 10 << 20},
			{Name: "bundles", Start: time.Second, Duration: 2 * time.Second},
		}},
		{Wall: 2 * time.Second, Routes: 5, Stages: []sitebuild.Stage{
			{Name: "content", Duration: time.Second, PeakRSS: 20 << 20},
			{Name: "bundles (unchanged)", Start: 3 * time.Second, Duration: 0},
		}},
	}
	got := SummariseBuilds(reports)
	if b := got.Stages["bundles"]; b.Runs != 2 || b.Median != 1 {
		t.Errorf("bundles = %+v, want both builds' (one of them reused) with median 1 s", b)
	}
	if _, ok := got.Stages["bundles (unchanged)"]; ok {
		t.Error("a reused stage is listed apart from its stage")
	}
	if got.StageStarts["bundles"] != 2 {
		t.Errorf("bundles start = %v, want the median start 2 s", got.StageStarts["bundles"])
	}
	if got.ContentPeakRSS.Median != 15<<20 || got.Routes != 5 {
		t.Errorf("content peak %v, routes %d; want 15 MiB and the last build's 5 routes", got.ContentPeakRSS.Median, got.Routes)
	}
}
