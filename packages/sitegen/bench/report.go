package bench

import (
	"cmp"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"text/tabwriter"
)

// Print writes the tables of r: builds, page weights, UI sets, Storybook,
// search, agent docs, the server and the comparison with the peer.
func (r *Result) Print(out io.Writer) {
	w := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintf(w, "\nBuild (%s; median, min-max)\tseconds\tpeak memory\n", r.Machine)
	for _, row := range []struct {
		name string
		f    BuildFigures
	}{{"real site, cold", r.Cold}, {"real site, warm (no change)", r.Warm}, {"real site, one Markdown change", r.OneChange}} {
		fmt.Fprintf(w, "%s (%d routes)\t%s\t%s\n", row.name, row.f.Routes, row.f.Total.Seconds(), row.f.PeakRSS.MiB())
	}
	fmt.Fprintf(w, "dev loop, Markdown save to screen (%d edits)\t%.0f ms (%.0f-%.0f)\t\n", r.DevLoop.Runs, r.DevLoop.MedianMs, r.DevLoop.MinMs, r.DevLoop.MaxMs)
	fmt.Fprintf(w, "\nStages of the cold build (they overlap)\tseconds\tshare of the build\n")
	printStages(w, r.Cold)
	fmt.Fprintf(w, "\nGrowth (synthetic docs)\tseconds\tpeak memory\tgrowth\tcontent stage\tits peak memory\n")
	prev := 0.0
	for _, size := range CorpusSizes {
		f := r.Growth[strconv.Itoa(size)]
		growth := ""
		if prev > 0 {
			growth = fmt.Sprintf("x%.1f time for x%d pages", f.Total.Median/prev, 10)
			if size == 10000 {
				growth = fmt.Sprintf("x%.1f time for x4 pages", f.Total.Median/prev)
			}
		}
		fmt.Fprintf(w, "%d pages (%d routes)\t%s\t%s\t%s\t%s\t%s\n", size, f.Routes, f.Total.Seconds(), f.PeakRSS.MiB(), growth, f.Stages["content"].Seconds(), f.ContentPeakRSS.MiB())
		prev = f.Total.Median
	}
	fmt.Fprintf(w, "\nFirst load\tJS gzip\tCSS gzip\tHTML gzip\trequests\n")
	for _, t := range PageTypes {
		pw := r.Weights[t.Name]
		fmt.Fprintf(w, "%s (%s)\t%s\t%s\t%s\t%d\n", t.Name, t.Route, KB(pw.JSGzip), KB(pw.CSSGzip), KB(pw.HTMLGzip), pw.Requests)
	}
	cw := r.CorpusWeight
	fmt.Fprintf(w, "docs page of the 10,000-page build\t%s\t%s\t%s\t%d\n", KB(cw.JSGzip), KB(cw.CSSGzip), KB(cw.HTMLGzip), cw.Requests)
	fmt.Fprintf(w, "\nUI package (gzip, React excluded)\tJS\tCSS\t\n")
	for _, set := range []struct {
		name string
		s    UISet
	}{{"chrome", r.UISizes.Chrome}, {"docs page components", r.UISizes.Docs}, {"search modal (loads on open)", r.UISizes.SearchModal}} {
		fmt.Fprintf(w, "%s\t%s\t%s\t\n", set.name, KB(set.s.JSGzip), KB(set.s.CSSGzip))
	}
	sb := r.Storybook
	fmt.Fprintf(w, "static Storybook (%d files, %d Docs pages, %d stories)\t%s\t%s gzip\t\n", sb.Files, sb.DocsPages, sb.Stories, KB(int(sb.Bytes)), KB(int(sb.GzipBytes)))
	var search struct {
		Engines []struct {
			Name             string  `json:"name"`
			IndexGzip        int     `json:"indexGzip"`
			FirstQueryMedian int     `json:"firstQueryMedianGzip"`
			MRR              float64 `json:"mrr"`
			Recall5          float64 `json:"recall5"`
			P95Ms            float64 `json:"p95Ms"`
			Parts            []struct {
				Name    string  `json:"name"`
				Queries int     `json:"queries"`
				MRR     float64 `json:"mrr"`
				Recall5 float64 `json:"recall5"`
			} `json:"parts"`
		} `json:"engines"`
		Queries int `json:"queries"`
	}
	if json.Unmarshal(r.Search, &search) == nil {
		fmt.Fprintf(w, "\nSearch (%d relevance queries)\tindex gzip\tfirst query gzip\tp95 per keystroke\t\n", search.Queries)
		for _, e := range search.Engines {
			p95 := "-"
			if e.P95Ms > 0 {
				p95 = fmt.Sprintf("%.1f ms", e.P95Ms)
			}
			fmt.Fprintf(w, "%s\t%s\t%s\t%s\t\n", e.Name, KB(e.IndexGzip), KB(e.FirstQueryMedian), p95)
		}
		fmt.Fprintf(w, "\nRelevance (part of the set, queries)\tengine\tMRR\trecall@5\t\n")
		if len(search.Engines) > 0 {
			for i, p := range search.Engines[0].Parts {
				for _, e := range search.Engines {
					if i < len(e.Parts) {
						fmt.Fprintf(w, "%s (%d)\t%s\t%.3f\t%.3f\t\n", p.Name, p.Queries, e.Name, e.Parts[i].MRR, e.Parts[i].Recall5)
					}
				}
			}
		}
	}
	r.Screen.print(w)
	bs := r.BrowserSearch
	fmt.Fprintf(w, "embedded index in Chromium (%d keystrokes)\tp50 %.1f ms\tp95 %.1f ms\tmax %.1f ms\t\n", bs.Keystrokes, bs.P50Ms, bs.P95Ms, bs.MaxMs)
	ad := r.AgentDocs
	fmt.Fprintf(w, "\nAgent docs (Markdown twins, llms.txt, MCP)\tbytes\tgzip\t\n")
	fmt.Fprintf(w, "Markdown twins (%d files)\t%s\t%s\t\n", ad.Twins, KB(int(ad.TwinBytes)), KB(int(ad.TwinGzipBytes)))
	fmt.Fprintf(w, "llms-full.txt\t%s\t%s\t\n", KB(int(ad.LlmsFullBytes)), KB(int(ad.LlmsFullGzip)))
	if t := r.Growth["10000"].Total.Median; t > 0 && ad.CorpusRoutes > 0 {
		fmt.Fprintf(w, "twins' build cost, %d routes\t%.2f s\t%.1f %% of the build\t\n", ad.CorpusRoutes, ad.CostSeconds, ad.CostSeconds/t*100)
	}
	fmt.Fprintf(w, "search_docs over HTTP\tp95 %.2f ms\tsearch alone p95 %.2f ms\t\n", ad.SearchP95Ms, ad.EngineP95Ms)
	var server struct {
		Results []struct {
			Case      string  `json:"case"`
			Server    string  `json:"server"`
			PerSecond float64 `json:"requestsPerSecond"`
			P99ms     float64 `json:"p99Ms"`
			ServerCPU float64 `json:"serverCpuMicrosecondsPerRequest"`
			ClientCPU float64 `json:"clientCpuMicrosecondsPerRequest"`
		} `json:"results"`
	}
	if json.Unmarshal(r.Server, &server) == nil {
		fmt.Fprintf(w, "\nServer (loopback, same machine; medians; nginx with the generated nginx.conf)\trequests/s\tp99\tserver CPU per request\tload generator CPU per request\n")
		for _, s := range server.Results {
			fmt.Fprintf(w, "%s, %s\t%.0f\t%.2f ms\t%.1f µs\t%.1f µs\n", s.Case, s.Server, s.PerSecond, s.P99ms, s.ServerCPU, s.ClientCPU)
		}
	}
	a := r.Attack
	fmt.Fprintf(w, "\nServer under attack (loopback, one run; %d pairs of %.0f ms windows)\tquiet\tloaded\tratio (median, min-max)\tmeasurement\n", a.Pairs, a.WindowMs)
	fmt.Fprintf(w, "pages served, %d MCP batches (each answered %d)\t%d\t%d\t%.2f (%.2f-%.2f)\t%d of 3\n", a.MCPBatch.Batches, a.MCPBatch.Status, a.MCPBatch.PagesQuiet, a.MCPBatch.PagesAttacked, a.MCPBatch.PagesRatio.Median, a.MCPBatch.PagesRatio.Min, a.MCPBatch.PagesRatio.Max, a.MCPBatch.Measurements)
	fmt.Fprintf(w, "heap in use at its peak, MCP batches\t%.1f MiB\t%.1f MiB\t%.2f\t%d of 3\n", float64(a.MCPBatch.HeapQuiet)/(1<<20), float64(a.MCPBatch.HeapAttacked)/(1<<20), a.MCPBatch.HeapRatio, a.MCPBatch.Measurements)
	fmt.Fprintf(w, "leads stored, %d probers of /healthz and /metrics (%d probes)\t%d\t%d\t%.2f (%.2f-%.2f)\t%d of 3\n", a.Probes.Probers, a.Probes.Probes, a.Probes.LeadsQuiet, a.Probes.LeadsProbed, a.Probes.IntakeRatio.Median, a.Probes.IntakeRatio.Min, a.Probes.IntakeRatio.Max, a.Probes.Measurements)
	in := a.Insights
	fmt.Fprintf(w, "\nDocs insights load (loopback, one run; %d rounds of %.0f ms windows; %d page GETs/s)\twithout\twith %d events/s\tratio (median round, min-max)\tmeasurement\n", in.Rounds, in.WindowMs, in.PagesPerSecond, in.EventsPerSecond)
	fmt.Fprintf(w, "page GET latency, median\t%.3f ms\t%.3f ms\t%.3f (%.3f-%.3f)\t%d of 3\n", in.P50QuietMs, in.P50LoadedMs, in.P50Ratio.Median, in.P50Ratio.Min, in.P50Ratio.Max, in.Measurements)
	fmt.Fprintf(w, "page GET latency, p95\t%.3f ms\t%.3f ms\t%.3f\t%d of 3\n", in.P95QuietMs, in.P95LoadedMs, in.P95Ratio, in.Measurements)
	fmt.Fprintf(w, "events answered as expected, from %d readers (%.0f µs CPU each, server and generator)\t\t%d of %d\t%.4f\t%d of 3\n", in.Readers, in.CPUPerEventMicros, in.EventsAnswered, in.EventsDue, in.AnsweredShare, in.Measurements)
	w.Flush()
	r.PrintPeers(out)
}

// PrintPeers writes the comparison with the peer and the stages of our
// cold builds with their share of the build's time.
func (r *Result) PrintPeers(out io.Writer) {
	w := tabwriter.NewWriter(out, 2, 4, 2, ' ', 0)
	fmt.Fprintf(w, "\nCold build, same corpus (%s; median, min-max)\tproject\tDocusaurus Faster\tratio (goal)\tproject memory\tpeer memory\n", r.Machine)
	for _, size := range CorpusSizes {
		p, ok := r.Peers[strconv.Itoa(size)]
		if !ok {
			continue
		}
		goal := map[int]float64{250: PeerRatioGoal250, 2500: PeerRatioGoal2500}[size]
		fmt.Fprintf(w, "%d pages\t%s\t%s\t%.2fx (%.2f-%.2f; goal %.1fx)\t%s\t%s\n", size, p.Ours.Total.Seconds(), p.PeerSeconds.Seconds(), p.Ratio.Median, p.Ratio.Min, p.Ratio.Max, goal, p.Ours.PeakRSS.MiB(), p.PeerPeakRSS.MiB())
	}
	fmt.Fprintf(w, "2,500 pages, content-only rebuild (one page changed, bundles reused)\t%s\t\t\t%s\t\n", r.ContentRebuild.Total.Seconds(), r.ContentRebuild.PeakRSS.MiB())
	for _, size := range CorpusSizes {
		p, ok := r.Peers[strconv.Itoa(size)]
		if !ok {
			continue
		}
		fmt.Fprintf(w, "\nStages of the cold build of %d pages (they overlap)\tseconds\tshare of the build\t\t\t\n", size)
		printStages(w, p.Ours)
	}
	w.Flush()
}

// printStages lists a build's stages in the order they start, each with
// its time and its share of the build's wall time (median of each).
func printStages(w io.Writer, f BuildFigures) {
	names := make([]string, 0, len(f.Stages))
	for name := range f.Stages {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int { return cmp.Compare(f.StageStarts[a], f.StageStarts[b]) })
	for _, name := range names {
		share := 0.0
		if f.Total.Median > 0 {
			share = f.Stages[name].Median / f.Total.Median * 100
		}
		fmt.Fprintf(w, "%s\t%s\t%.0f %%\t\t\t\n", name, f.Stages[name].Seconds(), share)
	}
}

// print writes the table of the screen's and the engine's relevance.
func (s ScreenSearch) print(w io.Writer) {
	fmt.Fprintf(w, "\nRelevance on screen (Chromium, %d queries, %.1f s)\t/search MRR / recall@5\tmodal\tengine\tPagefind\tfloor\n", s.Queries, s.WallSeconds)
	for _, p := range s.Parts {
		pagefind := "-"
		if p.PagefindMRR > 0 {
			pagefind = fmt.Sprintf("%.3f / %.3f", p.PagefindMRR, p.PagefindRecall5)
		}
		fmt.Fprintf(w, "%s (%d)\t%.3f / %.3f\t%.3f / %.3f\t%.3f / %.3f\t%s\t%.2f\n", p.Name, p.Queries, p.MRR, p.Recall5, p.ModalMRR, p.ModalRecall5, p.EngineMRR, p.EngineRecall5, pagefind, p.Floor)
	}
}
