// Command searchbench measures the embedded search index on the real content
// and compares it with Pagefind on the same built site: index size, bytes a
// first query fetches, MRR and recall@5 over the relevance set, and the
// browser engine's per-keystroke latency.
//
//	go run ./packages/sitegen/search/cmd/searchbench [-site dist] [-pagefind /tmp/pf] [-json]
//
// Pagefind is run with npx from the folder given by -pagefind (where the
// `pagefind` npm package is installed) on the built site given by -site; its
// search runs under Node through its own pagefind.js. The latency and the
// cross-check of the browser engine need node and esbuild (from the pnpm
// store in node_modules).
package main

import (
	"bytes"
	"compress/gzip"
	_ "embed"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"text/tabwriter"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/stats"
)

//go:embed pagefind.mjs
var pagefindScript []byte

// Engine is one engine's figures.
type Engine struct {
	Name string `json:"name"`
	// IndexBytes is the size of every file the engine may fetch (index,
	// display data, code); IndexGzip the same gzipped (Pagefind's index
	// files are compressed already and count as they are).
	IndexBytes int `json:"indexBytes"`
	IndexGzip  int `json:"indexGzip"`
	Files      int `json:"files"`
	// FirstQuery* are the gzipped bytes a first query fetches from a cold
	// cache, code included, over the relevance queries.
	FirstQueryMedian int `json:"firstQueryMedianGzip"`
	FirstQueryMax    int `json:"firstQueryMaxGzip"`
	// CodeGzip is the engine's JavaScript (and WASM), gzipped.
	CodeGzip int `json:"codeGzip"`
	// MRR and Recall5 are over the tuning part; Parts has each part.
	MRR     float64 `json:"mrr"`
	Recall5 float64 `json:"recall5"`
	Parts   []Part  `json:"parts"`
	// P95Ms is the warm per-keystroke latency (ours only).
	P95Ms      float64 `json:"p95Ms,omitempty"`
	P50Ms      float64 `json:"p50Ms,omitempty"`
	Mismatches *int    `json:"browserMismatches,omitempty"`
	// PerQuery are the tuning parts' results, query by query.
	PerQuery []search.Result `json:"perQuery"`
	Note     string          `json:"note,omitempty"`
	extra    map[string]int
}

// Part is an engine's score on one part of the relevance set.
type Part struct {
	Name    string  `json:"name"`
	Queries int     `json:"queries"`
	MRR     float64 `json:"mrr"`
	Recall5 float64 `json:"recall5"`
}

// part is one part of the relevance set with its cases.
type part struct {
	name  string
	cases []search.Case
}

// score fills e's per-part figures, its headline MRR and recall@5 (the
// tuning part's) and its per-query results (the tuning parts' only: a
// held-out part is scored, never listed).
func score(e *Engine, parts []part, search1 func(string) []string) {
	for _, p := range parts {
		mrr, r5, per := search.EvaluateWith(search1, p.cases)
		e.Parts = append(e.Parts, Part{p.name, len(p.cases), mrr, r5})
		if p.name == "tuning" {
			e.MRR, e.Recall5 = mrr, r5
		}
		if !strings.HasPrefix(p.name, "held-out") {
			e.PerQuery = append(e.PerQuery, per...)
		}
	}
}

func main() {
	root := flag.String("root", ".", "repository root")
	site := flag.String("site", "", "built site (dist/) to run Pagefind on; empty skips Pagefind")
	pfDir := flag.String("pagefind", "", "folder where the pagefind npm package is installed (npx --prefix)")
	rootSelector := flag.String("pagefind-root", "main", "Pagefind's --root-selector (the page's main content)")
	asJSON := flag.Bool("json", false, "print JSON")
	out := flag.String("out", "", "write our index here (default: a temporary folder)")
	flag.Parse()
	if err := run(*root, *site, *pfDir, *rootSelector, *out, *asJSON); err != nil {
		fmt.Fprintln(os.Stderr, "searchbench:", err)
		os.Exit(1)
	}
}

func run(root, site, pfDir, rootSelector, out string, asJSON bool) error {
	var parts []part
	var cases []search.Case
	for _, p := range search.RelevanceParts {
		cs, err := search.LoadCases(filepath.Join(root, "packages/sitegen/search", p.File))
		if err != nil {
			return err
		}
		parts = append(parts, part{p.Name, cs})
		cases = append(cases, cs...)
	}
	generated, err := sitegen.Generate(sitegen.Options{ContentDir: filepath.Join(root, "content"), SchemaDir: filepath.Join(root, "schemas")})
	if err != nil {
		return err
	}
	ix, err := search.Build(generated.SearchPages(), generated.SearchOptions())
	if err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "searchbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	if out == "" {
		out = filepath.Join(tmp, "index")
	}
	stats, err := ix.WriteFiles(out)
	if err != nil {
		return err
	}
	ours := Engine{Name: "embedded (this repo)", IndexBytes: stats.Bytes, IndexGzip: stats.GzipBytes, Files: stats.Files}
	score(&ours, parts, func(q string) []string { return search.PageRoutes(ix, q) })
	ours.extra = map[string]int{"records": stats.Records, "terms": stats.Terms, "shards": stats.Shards,
		"docChunks": stats.DocChunks, "manifestGzip": stats.ManifestGzip, "termGzip": stats.TermGzip, "docGzip": stats.DocGzip}

	code, codeNote := engineCode(root, tmp)
	ours.CodeGzip = code
	ours.IndexGzip += code
	var firsts, typed []int
	for _, c := range cases {
		_, _, gz := ix.Fetch(c.Query, search.EvalContext, 20, nil)
		firsts = append(firsts, gz+code)
		have := map[string]bool{}
		sum := 0
		for _, q := range keystrokes(c.Query) {
			_, _, gz := ix.Fetch(q, search.EvalContext, 20, have)
			sum += gz
		}
		typed = append(typed, sum+code)
	}
	ours.FirstQueryMedian, ours.FirstQueryMax = medianBytes(firsts), maxOf(firsts)
	ours.extra["typedQueryMedianGzip"] = medianBytes(typed)
	ours.Note = codeNote

	if err := latency(root, tmp, out, ix, cases, &ours); err != nil {
		ours.Note = strings.TrimSpace(ours.Note + "; latency not measured: " + err.Error())
	}

	engines := []Engine{ours}
	if site != "" {
		pf, err := pagefind(site, pfDir, rootSelector, tmp, cases, parts)
		if err != nil {
			return fmt.Errorf("pagefind: %w", err)
		}
		engines = append(engines, pf)
	}
	if asJSON {
		enc := json.NewEncoder(os.Stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(map[string]any{"engines": engines, "queries": len(cases), "details": ours.extra})
	}
	printTable(engines, parts, ours.extra)
	return nil
}

// keystrokes are the queries typing q produces, one per character.
func keystrokes(q string) []string {
	r := []rune(q)
	out := make([]string, 0, len(r))
	for i := 1; i <= len(r); i++ {
		out = append(out, string(r[:i]))
	}
	return out
}

func esbuild(root string) (string, error) {
	m, _ := filepath.Glob(filepath.Join(root, "node_modules/.pnpm/esbuild@*/node_modules/esbuild/bin/esbuild"))
	if len(m) == 0 {
		return "", fmt.Errorf("esbuild not found in node_modules/.pnpm (run mage install)")
	}
	return m[len(m)-1], nil
}

// engineCode bundles the browser engine as the site would ship it (minified)
// and returns its gzipped size.
func engineCode(root, tmp string) (int, string) {
	bin, err := esbuild(root)
	if err != nil {
		return 0, "engine code not counted: " + err.Error()
	}
	outFile := filepath.Join(tmp, "engine.js")
	cmd := exec.Command(bin, filepath.Join(root, "apps/site/src/search/engine.ts"), "--bundle", "--minify", "--format=esm", "--outfile="+outFile)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return 0, "engine code not counted: " + string(msg)
	}
	data, _ := os.ReadFile(outFile)
	return gzipSize(data), ""
}

// latency runs apps/site/src/search/bench.ts over the index: warm
// per-keystroke timings and the browser ranking checked against Go's.
func latency(root, tmp, indexDir string, ix *search.Index, cases []search.Case, e *Engine) error {
	bin, err := esbuild(root)
	if err != nil {
		return err
	}
	script := filepath.Join(tmp, "bench.mjs")
	cmd := exec.Command(bin, filepath.Join(root, "apps/site/src/search/bench.ts"), "--bundle", "--platform=node", "--format=esm", "--outfile="+script)
	if msg, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("%s", msg)
	}
	type expect struct {
		Query string   `json:"query"`
		URLs  []string `json:"urls"`
	}
	var exp []expect
	for _, c := range cases {
		for _, q := range keystrokes(c.Query) {
			urls := []string{}
			for _, h := range ix.Search(q, search.EvalContext, 20) {
				urls = append(urls, h.URL)
			}
			exp = append(exp, expect{q, urls})
		}
	}
	expFile := filepath.Join(tmp, "expected.json")
	data, _ := json.Marshal(exp)
	if err := os.WriteFile(expFile, data, 0o644); err != nil {
		return err
	}
	outp, err := exec.Command("node", script, indexDir, expFile).Output()
	if err != nil {
		return fmt.Errorf("node bench: %v", err)
	}
	var res struct {
		P50, P95   float64
		Mismatches int
		Examples   []string
	}
	if err := json.Unmarshal(outp, &res); err != nil {
		return fmt.Errorf("node bench: %v: %s", err, outp)
	}
	e.P50Ms, e.P95Ms, e.Mismatches = res.P50, res.P95, &res.Mismatches
	if res.Mismatches > 0 {
		e.Note = strings.TrimSpace(e.Note + fmt.Sprintf("; browser ranking differs from Go on %d keystrokes, e.g. %v", res.Mismatches, res.Examples))
	}
	return nil
}

func pagefind(site, pfDir, rootSelector, tmp string, cases []search.Case, parts []part) (Engine, error) {
	outDir := filepath.Join(tmp, "pagefind")
	args := []string{"pagefind", "--site", site, "--output-path", outDir}
	if rootSelector != "" {
		args = append(args, "--root-selector", rootSelector)
	}
	if pfDir != "" {
		args = append([]string{"--prefix", pfDir}, args...)
	}
	cmd := exec.Command("npx", args...)
	cmd.Stderr = os.Stderr
	if msg, err := cmd.Output(); err != nil {
		return Engine{}, fmt.Errorf("%v: %s", err, msg)
	}
	e := Engine{Name: "Pagefind " + pagefindVersion(pfDir), extra: map[string]int{}}
	// Everything the search can fetch: the module, its WASM, meta, index
	// chunks and fragments (the UI bundles and CSS are left out).
	gzOf := map[string]int{}
	err := filepath.WalkDir(outDir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		rel, _ := filepath.Rel(outDir, p)
		if strings.Contains(rel, "-ui") || strings.HasSuffix(rel, ".css") || rel == "pagefind-highlight.js" || rel == "pagefind-worker.js" {
			return nil
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		gz := len(data)
		if strings.HasSuffix(rel, ".js") || strings.HasSuffix(rel, ".json") {
			gz = gzipSize(data) // served compressed; Pagefind's own formats are gzip already
		}
		gzOf[rel] = gz
		e.Files++
		e.IndexBytes += len(data)
		e.IndexGzip += gz
		return nil
	})
	if err != nil {
		return e, err
	}
	script := filepath.Join(tmp, "pagefind.mjs")
	if err := os.WriteFile(script, pagefindScript, 0o644); err != nil {
		return e, err
	}
	queries := make([]string, len(cases))
	for i, c := range cases {
		queries[i] = c.Query
	}
	qFile := filepath.Join(tmp, "queries.json")
	data, _ := json.Marshal(queries)
	os.WriteFile(qFile, data, 0o644)
	outp, err := exec.Command("node", script, outDir, qFile).Output()
	if err != nil {
		return e, fmt.Errorf("node pagefind.mjs: %v", err)
	}
	var runs []struct {
		Query string
		URLs  []string
		Files [][2]any
	}
	if err := json.Unmarshal(outp, &runs); err != nil {
		return e, err
	}
	byQuery := map[string][]string{}
	var firsts []int
	for _, r := range runs {
		for _, u := range r.URLs {
			byQuery[r.Query] = append(byQuery[r.Query], normalizeURL(u))
		}
		sum := gzOf["pagefind.js"]
		for _, f := range r.Files {
			sum += gzOf[f[0].(string)]
		}
		firsts = append(firsts, sum)
	}
	e.CodeGzip = gzOf["pagefind.js"] + gzOf["wasm.en.pagefind"]
	e.FirstQueryMedian, e.FirstQueryMax = medianBytes(firsts), maxOf(firsts)
	score(&e, parts, func(q string) []string { return byQuery[q] })
	e.Note = fmt.Sprintf("root selector %q; first query counts the fragments of the 5 results its UI shows first", rootSelector)
	return e, nil
}

func pagefindVersion(dir string) string {
	data, err := os.ReadFile(filepath.Join(dir, "node_modules/pagefind/package.json"))
	if err != nil {
		return ""
	}
	var p struct{ Version string }
	json.Unmarshal(data, &p)
	return p.Version
}

// normalizeURL turns Pagefind's /docs/x/ into the route /docs/x.
func normalizeURL(u string) string {
	u = strings.TrimSuffix(u, "index.html")
	u = strings.TrimSuffix(u, ".html")
	if len(u) > 1 {
		u = strings.TrimSuffix(u, "/")
	}
	return u
}

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	w, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return buf.Len()
}

// medianBytes is the median of byte counts, to the byte.
func medianBytes(xs []int) int {
	return int(math.Round(stats.Median(xs)))
}

func maxOf(xs []int) int {
	m := 0
	for _, x := range xs {
		m = max(m, x)
	}
	return m
}

// printRelevance prints MRR and recall@5 per part of the relevance set and
// engine.
func printRelevance(w *tabwriter.Writer, engines []Engine) {
	fmt.Fprintf(w, "relevance\tqueries\tengine\tMRR\trecall@5\n")
	if len(engines) == 0 {
		return
	}
	for i, p := range engines[0].Parts {
		for _, e := range engines {
			if i < len(e.Parts) {
				fmt.Fprintf(w, "%s\t%d\t%s\t%.3f\t%.3f\n", p.Name, p.Queries, e.Name, e.Parts[i].MRR, e.Parts[i].Recall5)
			}
		}
	}
	w.Flush()
}

func kb(n int) string { return fmt.Sprintf("%.1f KB", float64(n)/1024) }

func printTable(engines []Engine, parts []part, details map[string]int) {
	w := tabwriter.NewWriter(os.Stdout, 2, 4, 2, ' ', 0)
	fmt.Fprintf(w, "search\tindex total (raw / gzip)\tfirst query (gzip, median / max)\tcode (gzip)\tp95 keystroke\n")
	for _, e := range engines {
		p95 := "-"
		if e.P95Ms > 0 {
			p95 = fmt.Sprintf("%.2f ms", e.P95Ms)
		}
		fmt.Fprintf(w, "%s\t%s / %s\t%s / %s\t%s\t%s\n", e.Name, kb(e.IndexBytes), kb(e.IndexGzip),
			kb(e.FirstQueryMedian), kb(e.FirstQueryMax), kb(e.CodeGzip), p95)
	}
	w.Flush()
	fmt.Println()
	printRelevance(w, engines)
	w.Flush()
	fmt.Printf("embedded index: %d records, %d terms, %d term shards (%s gzip), %d display chunks (%s gzip), manifest %s gzip; a query typed key by key fetches %s (median)\n",
		details["records"], details["terms"], details["shards"], kb(details["termGzip"]), details["docChunks"], kb(details["docGzip"]), kb(details["manifestGzip"]), kb(details["typedQueryMedianGzip"]))
	for _, e := range engines {
		if e.Note != "" {
			fmt.Printf("%s: %s\n", e.Name, e.Note)
		}
	}
}
