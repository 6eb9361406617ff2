package bench

import (
	"fmt"
	"io"
	"path/filepath"
	"strings"

	"github.com/freightlane/website/packages/sitegen/sitebuild"
)

// Runner builds content trees repeatedly and summarises the builds.
type Runner struct {
	// Root is the repository; the work folders are under build/bench.
	Root string
	// Runs is how many measured builds a figure is made of.
	Runs int
	// Build builds a site: sitebuild.Build (a stand-in in tests).
	Build func(sitebuild.Options) (sitebuild.Report, error)
	// Settle is called before each build (Settle, or nothing in tests).
	Settle func()
	// Discard takes what a fresh build replaces, so that no measured build
	// follows a deletion.
	Discard *Discard
	// Log takes the progress lines.
	Log io.Writer
}

// NewRunner is a runner of the real build in root, with its memory sampled.
func NewRunner(root string, runs int, discard *Discard, log io.Writer) Runner {
	return Runner{Root: root, Runs: runs, Build: sitebuild.Build, Settle: Settle, Discard: discard, Log: log}
}

// Measurement is one figure's builds of a content tree.
type Measurement struct {
	ContentDir string
	// Name is the work folder's under build/bench (its output: Name-dist).
	Name string
	// Runs overrides the runner's count when above 0.
	Runs int
	// Fresh sets the work folder and the last build's output aside before
	// each build: a cold build.
	Fresh bool
	// Touch, when set, edits the content before each build.
	Touch func() error
	// After, when set, runs after each measured build, given its seconds:
	// the peer's build, interleaved with ours.
	After func(seconds float64) error
}

// Measure builds m's content tree m.Runs times after one warm-up build
// whose figures are dropped (it fills the OS file cache and Go's build
// cache), with the memory of each build sampled.
func (r Runner) Measure(m Measurement) (BuildFigures, error) {
	n := r.Runs
	if m.Runs > 0 {
		n = m.Runs
	}
	work := filepath.Join(r.Root, "build", "bench", m.Name)
	var reports []sitebuild.Report
	for i := -1; i < n; i++ {
		if m.Fresh {
			for _, dir := range []string{work, work + "-dist"} {
				if err := r.Discard.SetAside(dir); err != nil {
					return BuildFigures{}, err
				}
			}
		}
		if m.Touch != nil {
			if err := m.Touch(); err != nil {
				return BuildFigures{}, err
			}
		}
		if r.Settle != nil {
			r.Settle()
		}
		rep, err := r.Build(sitebuild.Options{Root: r.Root, ContentDir: m.ContentDir, WorkDir: work, DistDir: work + "-dist", Quiet: true, SampleMemory: true})
		if err != nil {
			return BuildFigures{}, fmt.Errorf("%s: %w", m.Name, err)
		}
		if i < 0 {
			continue
		}
		if m.After != nil {
			if err := m.After(rep.Total().Seconds()); err != nil {
				return BuildFigures{}, err
			}
		}
		reports = append(reports, rep)
	}
	return SummariseBuilds(reports), nil
}

// SummariseBuilds is the median and range of each figure of the builds'
// reports; a stage whose work was reused ("content (unchanged)") counts
// as that stage.
func SummariseBuilds(reports []sitebuild.Report) BuildFigures {
	var totals, peaks, contentPeaks []float64
	stages, starts := map[string][]float64{}, map[string][]float64{}
	fig := BuildFigures{Stages: map[string]Sample{}, StageStarts: map[string]float64{}}
	for _, rep := range reports {
		totals = append(totals, rep.Total().Seconds())
		peaks = append(peaks, float64(rep.PeakRSS()))
		for _, s := range rep.Stages {
			name := strings.TrimSuffix(s.Name, " (unchanged)")
			stages[name] = append(stages[name], s.Duration.Seconds())
			starts[name] = append(starts[name], s.Start.Seconds())
			if s.Name == "content" {
				contentPeaks = append(contentPeaks, float64(s.PeakRSS))
			}
		}
		fig.Routes = rep.Routes
	}
	fig.Total, fig.PeakRSS, fig.ContentPeakRSS = Summarise(totals), Summarise(peaks), Summarise(contentPeaks)
	for k, v := range stages {
		fig.Stages[k] = Summarise(v)
		fig.StageStarts[k] = Summarise(starts[k]).Median
	}
	return fig
}

// PeerBuilder builds a corpus's docs folder with the peer (Peer).
type PeerBuilder interface {
	Build(docs string) (PeerRun, error)
}

// ComparePeer builds the corpus in corpusDir cold in rounds, each a build
// of ours then the peer's, so that both share the machine's moments alike;
// warmPeer builds it once with the peer first, to fill the OS file cache
// for it as our warm-up build does for ours. name is our work folder's.
func (r Runner) ComparePeer(peer PeerBuilder, corpusDir, docs, name string, warmPeer bool) (PeerFigures, error) {
	if warmPeer {
		if _, err := peer.Build(docs); err != nil {
			return PeerFigures{}, err
		}
	}
	var peerTimes, peerPeaks, ratios []float64
	ours, err := r.Measure(Measurement{ContentDir: corpusDir, Name: name, Fresh: true, After: func(seconds float64) error {
		run, err := peer.Build(docs)
		if err != nil {
			return err
		}
		peerTimes = append(peerTimes, run.Wall.Seconds())
		peerPeaks = append(peerPeaks, float64(run.PeakRSS))
		ratios = append(ratios, run.Wall.Seconds()/seconds)
		fmt.Fprintf(r.Log, "  round %d: project %.2f s, Docusaurus Faster %.2f s (%.0f MiB), ratio %.2f\n", len(ratios), seconds, run.Wall.Seconds(), float64(run.PeakRSS)/(1<<20), ratios[len(ratios)-1])
		return nil
	}})
	if err != nil {
		return PeerFigures{}, err
	}
	return PeerFigures{Ours: ours, PeerSeconds: Summarise(peerTimes), PeerPeakRSS: Summarise(peerPeaks), Ratio: Summarise(ratios)}, nil
}
