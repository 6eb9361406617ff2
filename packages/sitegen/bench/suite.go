package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	"github.com/freightlane/website/packages/sitegen/corpus"
	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Suite is `mage bench`: the builds through its Runner, and the other
// measurements through the project's tools (the bench commands under
// apps/server/cmd and packages/sitegen/search/cmd, and the Node scripts).
// It runs in the repository's root.
type Suite struct {
	Runner
	// BuildStorybook builds the static Storybook into build/storybook.
	BuildStorybook func() error
	discarded      *Discard
}

// NewSuite is the suite of the repository in the working folder, its
// figures made of runs builds each (FL_BENCH_RUNS; 3 when unset).
func NewSuite(log io.Writer, buildStorybook func() error) (*Suite, error) {
	root, err := os.Getwd()
	if err != nil {
		return nil, err
	}
	runs := 3
	if n, err := strconv.Atoi(os.Getenv("FL_BENCH_RUNS")); err == nil && n > 0 {
		runs = n
	}
	discarded := &Discard{}
	return &Suite{Runner: NewRunner(root, runs, discarded, log), BuildStorybook: buildStorybook, discarded: discarded}, nil
}

// Machine names the machine and the day of a run.
func Machine() string {
	return fmt.Sprintf("%d CPUs, %s", runtime.NumCPU(), time.Now().UTC().Format("2006-01-02"))
}

func (s *Suite) path(parts ...string) string {
	return filepath.Join(append([]string{s.Root}, parts...)...)
}

// DiscardAtTheEnd removes what an interrupted benchmark left set aside, and
// returns the function that removes what this one sets aside.
func (s *Suite) DiscardAtTheEnd() func() {
	benchDir := s.path("build", "bench")
	peerDir := filepath.Join(benchDir, "docusaurus")
	if err := RemoveDiscarded(benchDir, peerDir, filepath.Join(peerDir, "node_modules")); err != nil {
		fmt.Fprintln(os.Stderr, "bench: removing what an earlier run set aside:", err)
	}
	return func() {
		if err := s.discarded.RemoveAll(); err != nil {
			fmt.Fprintln(os.Stderr, "bench: removing the replaced builds:", err)
		}
	}
}

// WriteCorpus writes a synthetic content tree of pages doc pages, with the
// site.yaml of the repository in root, into root/build/corpus-<pages> and
// returns that folder.
func WriteCorpus(root string, pages int) (string, error) {
	site, err := os.ReadFile(filepath.Join(root, "content", "site.yaml"))
	if err != nil {
		return "", err
	}
	dir := filepath.Join(root, "build", fmt.Sprintf("corpus-%d", pages))
	return dir, corpus.Write(dir, pages, site)
}

// Run measures everything, prints the tables and writes build/bench.json.
func (s *Suite) Run() (*Result, error) {
	res := NewResult(Machine())
	if err := s.ComparePeers(res); err != nil {
		return nil, err
	}
	if err := s.measureRealSite(res); err != nil {
		return nil, err
	}
	if err := s.measureGrowth(res); err != nil {
		return nil, err
	}
	if err := s.measureTools(res); err != nil {
		return nil, err
	}
	res.Print(os.Stdout)
	data, _ := json.MarshalIndent(res, "", "  ")
	return res, os.WriteFile(s.path("build", "bench.json"), data, 0o644)
}

func (s *Suite) logf(format string, args ...any) { fmt.Fprintf(s.Log, format+"\n", args...) }

// measureRealSite builds the site's own content cold, warm and after a
// Markdown change, and weighs its pages.
func (s *Suite) measureRealSite(res *Result) error {
	content := s.path("content")
	var err error
	s.logf("bench: real site, cold builds")
	if res.Cold, err = s.Measure(Measurement{ContentDir: content, Name: "real", Fresh: true}); err != nil {
		return err
	}
	s.logf("bench: real site, warm builds (nothing changed)")
	if res.Warm, err = s.Measure(Measurement{ContentDir: content, Name: "real"}); err != nil {
		return err
	}
	copyDir := s.path("build", "bench", "content-copy")
	if err := os.RemoveAll(copyDir); err != nil {
		return err
	}
	if err := os.CopyFS(copyDir, os.DirFS(content)); err != nil {
		return err
	}
	page := filepath.Join(copyDir, "docs", "user-manual", "operations", "jobs.md")
	s.logf("bench: real site, one Markdown file changed before each build")
	if res.OneChange, err = s.Measure(Measurement{ContentDir: copyDir, Name: "real-edited", Touch: editor(page, "warm-build benchmark")}); err != nil {
		return err
	}
	for _, t := range PageTypes {
		if res.Weights[t.Name], err = PageWeight(s.path("build", "bench", "real-dist"), t.Route); err != nil {
			return err
		}
	}
	return nil
}

// measureGrowth builds the synthetic corpora the peer does not, cold.
func (s *Suite) measureGrowth(res *Result) error {
	for _, size := range CorpusSizes {
		if PeerSizes[size] {
			continue // built beside the peer, first
		}
		s.logf("bench: synthetic corpus of %d pages", size)
		dir, err := WriteCorpus(s.Root, size)
		if err != nil {
			return err
		}
		m := Measurement{ContentDir: dir, Name: fmt.Sprintf("corpus-%d", size), Fresh: true}
		if size >= 10000 {
			m.Runs = 1
		}
		if res.Growth[strconv.Itoa(size)], err = s.Measure(m); err != nil {
			return err
		}
		if size == 10000 {
			if res.CorpusWeight, err = PageWeight(s.path("build", "bench", "corpus-10000-dist"), corpus.Route(5000)); err != nil {
				return err
			}
		}
	}
	return nil
}

// measureTools runs the measurements that are not builds of ours: each
// tool prints JSON that the result takes.
func (s *Suite) measureTools(res *Result) error {
	realDist := s.path("build", "bench", "real-dist")
	var err error
	s.logf("bench: dev loop, save to screen under mage dev")
	if res.DevLoop, err = MeasureDevLoop(); err != nil {
		return err
	}
	s.logf("bench: UI package sets (chrome, docs, search modal)")
	sizes, err := output(nil, "pnpm", "--silent", "--filter", "@freightlane/ui", "exec", "node", "scripts/sizes.mjs")
	if err != nil {
		return err
	}
	if err := json.Unmarshal(sizes, &res.UISizes); err != nil {
		return fmt.Errorf("UI sizes: %w", err)
	}
	s.logf("bench: static Storybook (Docs pages and stories)")
	if err := s.BuildStorybook(); err != nil {
		return err
	}
	if res.Storybook, err = MeasureStorybook(s.path("build", "storybook")); err != nil {
		return err
	}
	s.logf("bench: search (embedded index and Pagefind on the same built site)")
	if res.Search, err = s.Engines(realDist); err != nil {
		return err
	}
	if res.Screen, err = s.Screen(realDist, res.Search); err != nil {
		return err
	}
	s.logf("bench: Markdown twins, llms-full.txt and the MCP server's search_docs")
	agent, err := output(nil, "go", "run", "./apps/server/cmd/agentbench", "-dist", realDist, "-corpus", s.path("build", "corpus-10000"), "-json")
	if err != nil {
		return err
	}
	if err := json.Unmarshal(agent, &res.AgentDocs); err != nil {
		return fmt.Errorf("agentbench: %w", err)
	}
	s.logf("bench: search latency per keystroke in Chromium")
	if res.BrowserSearch, err = MeasureBrowserSearch(realDist); err != nil {
		return err
	}
	s.logf("bench: server throughput against nginx serving the build's generated nginx.conf")
	serverJSON := s.path("build", "bench", "server.json")
	if err := proc.Run(nil, "go", "run", "./apps/server/cmd/serverbench", "-json", serverJSON); err != nil {
		return err
	}
	if res.Server, err = os.ReadFile(serverJSON); err != nil {
		return err
	}
	s.logf("bench: the server under the MCP batch attack, under 50 probers and under 1,000 docs insights events a second, against the same server quiet")
	attackJSON := s.path("build", "bench", "attack.json")
	if err := proc.Run(nil, "go", "run", "./apps/server/cmd/attackbench", "-dist", realDist, "-json", attackJSON); err != nil {
		return err
	}
	attack, err := os.ReadFile(attackJSON)
	if err != nil {
		return err
	}
	if err := json.Unmarshal(attack, &res.Attack); err != nil {
		return fmt.Errorf("attackbench: %w", err)
	}
	return nil
}

// ComparePeers installs the peer and builds each corpus of PeerSizes,
// cold, with the project and then the peer in each round, and a
// content-only rebuild of the 2,500-page corpus by the project. Before the
// measured rounds each builds the smaller corpus once, to fill the OS file
// cache.
func (s *Suite) ComparePeers(res *Result) error {
	s.logf("bench: installing the peer, Docusaurus Faster (npm install from its lockfile)")
	peer, err := InstallPeer(s.path(PeerSource), s.path("build", "bench", "docusaurus"))
	if err != nil {
		return err
	}
	peer.Discard = s.discarded
	for _, size := range CorpusSizes {
		if !PeerSizes[size] {
			continue
		}
		dir, err := WriteCorpus(s.Root, size)
		if err != nil {
			return err
		}
		s.logf("bench: synthetic corpus of %d pages, the project and Docusaurus Faster in turn", size)
		fig, err := s.ComparePeer(peer, dir, filepath.Join(dir, "docs"), fmt.Sprintf("corpus-%d", size), size == 250)
		if err != nil {
			return err
		}
		res.Growth[strconv.Itoa(size)] = fig.Ours
		res.Peers[strconv.Itoa(size)] = fig
	}
	s.logf("bench: synthetic corpus of 2,500 pages, one page changed before each build (bundles reused)")
	dir := s.path("build", "corpus-2500")
	page := filepath.Join(dir, "docs", "section-000", "page-00001.md")
	res.ContentRebuild, err = s.Measure(Measurement{ContentDir: dir, Name: "corpus-2500", Touch: editor(page, "content-only rebuild")})
	return err
}

// editor edits a Markdown page before each build: a new numbered paragraph
// at its end, for what.
func editor(page, what string) func() error {
	edit := 0
	return func() error {
		edit++
		f, err := os.OpenFile(page, os.O_APPEND|os.O_WRONLY, 0)
		if err != nil {
			return err
		}
		defer f.Close()
		_, err = fmt.Fprintf(f, "\nEdit number %d for the %s.\n", edit, what)
		return err
	}
}

// MeasureDevLoop runs devloop-latency.mjs (7 saves under mage dev) from the
// repository's root and summarises it.
func MeasureDevLoop() (DevLoop, error) {
	out, err := output([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "node", "apps/site/scripts/devloop-latency.mjs", "--runs", "7", "--port", "5391")
	if err != nil {
		return DevLoop{}, err
	}
	return ParseDevLoop(out)
}

// MeasureBrowserSearch runs search-latency.mjs from the repository's root
// on the built site dist and summarises it.
func MeasureBrowserSearch(dist string) (BrowserSearch, error) {
	out, err := output([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "node", "apps/site/scripts/search-latency.mjs", "--dist", dist)
	if err != nil {
		return BrowserSearch{}, err
	}
	return ParseBrowserSearch(out)
}

// Engines is searchbench's JSON on the built site dist: the engine's and
// Pagefind's index sizes, latency and relevance.
func (s *Suite) Engines(dist string) (json.RawMessage, error) {
	return output(nil, "go", "run", "./packages/sitegen/search/cmd/searchbench", "-site", dist, "-pagefind", s.path("apps", "site"), "-json")
}

// Screen runs search-relevance.mjs on the built site dist and scores what
// it read per part of the relevance set, as searchbench scores the engines
// (search.EvaluateWith); engines is searchbench's JSON.
func (s *Suite) Screen(dist string, engines []byte) (ScreenSearch, error) {
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
		return ScreenSearch{}, fmt.Errorf("searchbench printed no engine figures: %v", err)
	}
	type partCases struct {
		name  string
		floor float64
		cases []search.Case
	}
	var parts []partCases
	var queries []string
	for _, p := range search.RelevanceParts {
		cases, err := search.LoadCases(s.path("packages", "sitegen", "search", p.File))
		if err != nil {
			return ScreenSearch{}, err
		}
		parts = append(parts, partCases{p.Name, p.MinMRR, cases})
		for _, c := range cases {
			queries = append(queries, c.Query)
		}
	}
	queryFile := s.path("build", "bench", "relevance-queries.json")
	data, _ := json.Marshal(queries)
	if err := os.MkdirAll(filepath.Dir(queryFile), 0o755); err != nil {
		return ScreenSearch{}, err
	}
	if err := os.WriteFile(queryFile, data, 0o644); err != nil {
		return ScreenSearch{}, err
	}
	s.logf("bench: relevance on screen, %d queries entered into /search and the search modal in Chromium", len(queries))
	out, err := output([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "node", "apps/site/scripts/search-relevance.mjs", "--dist", dist, "--queries", queryFile)
	if err != nil {
		return ScreenSearch{}, err
	}
	var screen ScreenSearch
	if err := json.Unmarshal(out, &screen); err != nil {
		return screen, fmt.Errorf("search-relevance.mjs: %w", err)
	}
	for i, p := range parts {
		mrr, recall5, _ := search.EvaluateWith(func(q string) []string { return screen.Shown[q] }, p.cases)
		modalMRR, modalRecall5, _ := search.EvaluateWith(func(q string) []string { return screen.Modal[q] }, p.cases)
		part := ScreenPart{Name: p.name, Queries: len(p.cases), MRR: mrr, Recall5: recall5, ModalMRR: modalMRR, ModalRecall5: modalRecall5, Floor: p.floor}
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

// PrintScreen writes the table of the screen's and the engines' relevance.
func (s ScreenSearch) PrintScreen(out io.Writer) {
	w := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	s.print(w)
	w.Flush()
}

// output runs a command with extra environment variables and returns what
// it printed; its errors go to stderr as they come.
func output(env []string, name string, args ...string) ([]byte, error) {
	cmd := exec.Command(name, args...)
	cmd.Env = append(os.Environ(), env...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return nil, fmt.Errorf("%s %s: %w", name, strings.Join(args, " "), err)
	}
	return out, nil
}
