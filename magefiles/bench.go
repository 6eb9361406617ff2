//go:build mage

package main

import (
	"fmt"
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/bench"
)

// Bench holds the measuring targets; the measuring is packages/sitegen/bench's.
type Bench mg.Namespace

// Run measures build speed (real site cold, warm and after a Markdown change; synthetic corpora of 250, 2,500 and 10,000 pages), page weight, search and the server (against nginx, and under attack against itself quiet), printing a table and writing build/bench.json (alias: bench).
func (Bench) Run() error {
	_, err := runBench()
	return err
}

// Check runs the benchmarks and fails when a budget is exceeded, naming the figure, the excess and the command that reproduces it.
func (Bench) Check() error {
	res, err := runBench()
	if err != nil {
		return err
	}
	return failOn(res.CheckBudgets())
}

func runBench() (*bench.Result, error) {
	mg.SerialDeps(Install)
	suite, err := bench.NewSuite(os.Stdout, Storybook{}.Build)
	if err != nil {
		return nil, err
	}
	defer suite.DiscardAtTheEnd()()
	return suite.Run()
}

// Peers builds the synthetic corpora of 250 and 2,500 pages with the project and with Docusaurus Faster (installed from its lockfile into build/bench/docusaurus), interleaved, prints both and the ratio, and fails when a ratio or the memory is out of its budget.
func (Bench) Peers() error {
	suite, err := bench.NewSuite(os.Stdout, Storybook{}.Build)
	if err != nil {
		return err
	}
	defer suite.DiscardAtTheEnd()()
	res := bench.NewResult(bench.Machine())
	if err := suite.ComparePeers(res); err != nil {
		return err
	}
	res.PrintPeers(os.Stdout)
	return failOn(bench.Check(res.PeerFigures()))
}

// DevLoop measures the time from saving a Markdown file under mage dev to its new text on screen in Chromium (7 saves), and fails over its budget.
func (Bench) DevLoop() error {
	mg.SerialDeps(Install, ensureChromium)
	loop, err := bench.MeasureDevLoop()
	if err != nil {
		return err
	}
	fmt.Printf("dev loop, Markdown save to screen: %.0f ms (%.0f-%.0f, %d saves); watcher run %.0f ms, search index %.0f ms\n", loop.MedianMs, loop.MinMs, loop.MaxMs, loop.Runs, loop.WatcherRunMedianMs, loop.SearchIndexMedianMs)
	return failOn(bench.Check([]bench.Figure{{Budget: "devLoop", Got: loop.MedianMs}}))
}

// BrowserSearch types the relevance set's queries into the search modal of dist (go run mage.go build first) in Chromium, one key at a time, prints the engine's time per keystroke and fails when its p95 is over budget.
func (Bench) BrowserSearch() error {
	mg.SerialDeps(Install, ensureChromium)
	s, err := bench.MeasureBrowserSearch("dist")
	if err != nil {
		return err
	}
	fmt.Printf("embedded index in Chromium (%d keystrokes): p50 %.1f ms, p95 %.1f ms, max %.1f ms\n", s.Keystrokes, s.P50Ms, s.P95Ms, s.MaxMs)
	return failOn(bench.Check([]bench.Figure{{Budget: "browserSearchP95", Got: s.P95Ms}}))
}

// failOn prints each exceeded budget and fails when there is one.
func failOn(failures []string) error {
	if len(failures) == 0 {
		fmt.Println("all budgets hold")
		return nil
	}
	for _, f := range failures {
		fmt.Fprintln(os.Stderr, "budget exceeded:", f)
	}
	return mg.Fatal(1, fmt.Sprintf("%d budget(s) exceeded", len(failures)))
}

// Corpus writes a synthetic content tree of N doc pages into build/corpus-N; build it with FL_CONTENT_DIR=build/corpus-N go run mage.go build.
func (Bench) Corpus(pages int) error {
	root, err := os.Getwd()
	if err != nil {
		return err
	}
	dir, err := bench.WriteCorpus(root, pages)
	if err != nil {
		return err
	}
	rel, _ := filepath.Rel(root, dir)
	fmt.Println("wrote", rel)
	return nil
}
