//go:build mage

package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"text/tabwriter"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/bench"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// screenSearch is the relevance of the order the /search page and the
// search modal show in Chromium (apps/site/scripts/search-relevance.mjs),
// per part of the relevance set, beside the engines'.
type screenSearch struct {
	Queries     int                `json:"queries"`
	WallSeconds float64            `json:"wallSeconds"`
	Parts       []bench.ScreenPart `json:"parts"`
	// Shown are the pages the search page listed for each query, in order.
	Shown map[string][]string `json:"shown"`
	// Modal are the pages the search modal listed for each query, in order.
	Modal map[string][]string `json:"modal"`
}

// Screen enters every query of the relevance set into the /search page and the search modal of dist (go run mage.go build first) in Chromium, scores the order of pages each shows beside the engine's and Pagefind's on the same build, and fails when a held-out part falls under its floor or more than 0.01 below the engine on either.
func (Bench) Screen() error {
	mg.SerialDeps(Install)
	fmt.Println("bench: the engine's and Pagefind's relevance on dist (searchbench)")
	engines, err := output("go", "run", "./packages/sitegen/search/cmd/searchbench", "-site", "dist", "-pagefind", filepath.Join("apps", "site"), "-json")
	if err != nil {
		return err
	}
	screen, err := measureScreen("dist", engines)
	if err != nil {
		return err
	}
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	screen.print(w)
	w.Flush()
	return failOn(bench.CheckScreen(screen.Parts))
}

// measureScreen runs search-relevance.mjs on the built site dist and
// scores what it read per part of the relevance set, as searchbench scores
// the engines (search.EvaluateWith); engines is searchbench's JSON.
func measureScreen(dist string, engines []byte) (screenSearch, error) {
	var figures struct {
		Engines []struct {
			Parts []struct {
				Name    string  `json:"name"`
				MRR     float64 `json:"mrr"`
				Recall5 float64 `json:"recall5"`
			} `json:"parts"`
		} `json:"engines"`
	}
	if err := json.Unmarshal(engines, &figures); err != nil || len(figures.Engines) == 0 {
		return screenSearch{}, fmt.Errorf("searchbench printed no engine figures: %v", err)
	}
	type partCases struct {
		name  string
		floor float64
		cases []search.Case
	}
	var parts []partCases
	var queries []string
	for _, p := range search.RelevanceParts {
		cases, err := search.LoadCases(filepath.Join("packages", "sitegen", "search", p.File))
		if err != nil {
			return screenSearch{}, err
		}
		parts = append(parts, partCases{p.Name, p.MinMRR, cases})
		for _, c := range cases {
			queries = append(queries, c.Query)
		}
	}
	queryFile := filepath.Join("build", "bench", "relevance-queries.json")
	data, _ := json.Marshal(queries)
	if err := os.MkdirAll(filepath.Dir(queryFile), 0o755); err != nil {
		return screenSearch{}, err
	}
	if err := os.WriteFile(queryFile, data, 0o644); err != nil {
		return screenSearch{}, err
	}
	fmt.Printf("bench: relevance on screen, %d queries entered into /search and the search modal in Chromium\n", len(queries))
	out, err := outputEnv([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "node", "apps/site/scripts/search-relevance.mjs", "--dist", dist, "--queries", queryFile)
	if err != nil {
		return screenSearch{}, err
	}
	var screen screenSearch
	if err := json.Unmarshal(out, &screen); err != nil {
		return screen, fmt.Errorf("search-relevance.mjs: %w", err)
	}
	for i, p := range parts {
		mrr, recall5, _ := search.EvaluateWith(func(q string) []string { return screen.Shown[q] }, p.cases)
		modalMRR, modalRecall5, _ := search.EvaluateWith(func(q string) []string { return screen.Modal[q] }, p.cases)
		part := bench.ScreenPart{Name: p.name, Queries: len(p.cases), MRR: mrr, Recall5: recall5, ModalMRR: modalMRR, ModalRecall5: modalRecall5, Floor: p.floor}
		engine := figures.Engines[0].Parts
		if i >= len(engine) || engine[i].Name != p.name {
			return screen, fmt.Errorf("searchbench's parts do not match search.RelevanceParts at %s", p.name)
		}
		part.EngineMRR, part.EngineRecall5 = engine[i].MRR, engine[i].Recall5
		if len(figures.Engines) > 1 && i < len(figures.Engines[1].Parts) {
			pagefind := figures.Engines[1].Parts[i]
			part.PagefindMRR, part.PagefindRecall5 = pagefind.MRR, pagefind.Recall5
		}
		screen.Parts = append(screen.Parts, part)
	}
	return screen, nil
}

// print writes the table of the screen's and the engine's relevance.
func (s screenSearch) print(w *tabwriter.Writer) {
	fmt.Fprintf(w, "\nRelevance on screen (Chromium, %d queries, %.1f s)\t/search MRR / recall@5\tmodal\tengine\tPagefind\tfloor\n", s.Queries, s.WallSeconds)
	for _, p := range s.Parts {
		pagefind := "-"
		if p.PagefindMRR > 0 {
			pagefind = fmt.Sprintf("%.3f / %.3f", p.PagefindMRR, p.PagefindRecall5)
		}
		fmt.Fprintf(w, "%s (%d)\t%.3f / %.3f\t%.3f / %.3f\t%.3f / %.3f\t%s\t%.2f\n", p.Name, p.Queries, p.MRR, p.Recall5, p.ModalMRR, p.ModalRecall5, p.EngineMRR, p.EngineRecall5, pagefind, p.Floor)
	}
}
