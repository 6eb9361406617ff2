// Command agentbench measures what the site offers AI tools (issue #16):
// the size of the Markdown twins and of llms-full.txt in a built site, what
// writing the twins costs the build of a large corpus, and the latency of
// the MCP server's search_docs tool, called over loopback HTTP with the
// official SDK's client, as an assistant calls it. mage bench runs it.
//
//	go run ./apps/server/cmd/agentbench -dist build/bench/real-dist -corpus build/corpus-10000 -json
package main

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/freightlane/website/apps/server/internal/mcpdocs"
	"github.com/freightlane/website/apps/server/internal/ratelimit"
	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/precompress"
	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/twins"
	"github.com/freightlane/website/packages/stats"
)

// Figures are what agentbench prints.
type Figures struct {
	// Twins and TwinBytes count the .md files of the built site; the gzip
	// sizes are of each file compressed on its own.
	Twins         int   `json:"twins"`
	TwinBytes     int64 `json:"twinBytes"`
	TwinGzipBytes int64 `json:"twinGzipBytes"`
	LlmsTxtBytes  int64 `json:"llmsTxtBytes"`
	LlmsFullBytes int64 `json:"llmsFullBytes"`
	LlmsFullGzip  int64 `json:"llmsFullGzipBytes"`
	// CorpusPages is the corpus the cost was measured on; ContentWith and
	// ContentWithout are the medians of its content stage with and without
	// the twins, CompressSeconds the time to precompress its twins (as the
	// build's compress-data stage does), CostSeconds what the twins add.
	CorpusRoutes          int     `json:"corpusRoutes,omitempty"`
	ContentWithSeconds    float64 `json:"contentWithTwinsSeconds,omitempty"`
	ContentWithoutSeconds float64 `json:"contentWithoutTwinsSeconds,omitempty"`
	CompressSeconds       float64 `json:"compressTwinsSeconds,omitempty"`
	CostSeconds           float64 `json:"twinsCostSeconds,omitempty"`
	// SearchDocs are the latencies of search_docs calls over HTTP.
	SearchCalls int     `json:"searchDocsCalls"`
	SearchP50Ms float64 `json:"searchDocsP50Ms"`
	SearchP95Ms float64 `json:"searchDocsP95Ms"`
	SearchMaxMs float64 `json:"searchDocsMaxMs"`
	// EngineP95Ms is the p95 of the same queries asked of the tool's
	// search directly, without MCP and HTTP: what the protocol adds is the
	// difference.
	EngineP95Ms float64 `json:"engineP95Ms"`
}

func main() {
	root := flag.String("root", ".", "repository root")
	dist := flag.String("dist", "dist", "built real site")
	corpus := flag.String("corpus", "", "content tree of a synthetic corpus to measure the twins' build cost on; empty skips it")
	runs := flag.Int("runs", 3, "content-stage runs with and without twins")
	asJSON := flag.Bool("json", false, "print JSON")
	flag.Parse()
	f, err := run(*root, *dist, *corpus, *runs)
	if err != nil {
		fmt.Fprintln(os.Stderr, "agentbench:", err)
		os.Exit(1)
	}
	if *asJSON {
		out, _ := json.MarshalIndent(f, "", "  ")
		fmt.Println(string(out))
		return
	}
	fmt.Printf("twins: %d files, %d bytes (%d gzip); llms.txt %d bytes; llms-full.txt %d bytes (%d gzip)\n", f.Twins, f.TwinBytes, f.TwinGzipBytes, f.LlmsTxtBytes, f.LlmsFullBytes, f.LlmsFullGzip)
	if f.CorpusRoutes > 0 {
		fmt.Printf("twins' cost on %d routes: content stage %.2f s with, %.2f s without; compressing them %.2f s; cost %.2f s\n", f.CorpusRoutes, f.ContentWithSeconds, f.ContentWithoutSeconds, f.CompressSeconds, f.CostSeconds)
	}
	fmt.Printf("search_docs over HTTP (%d calls): p50 %.2f ms, p95 %.2f ms, max %.2f ms; the search alone p95 %.2f ms\n", f.SearchCalls, f.SearchP50Ms, f.SearchP95Ms, f.SearchMaxMs, f.EngineP95Ms)
}

func run(root, dist, corpus string, runs int) (*Figures, error) {
	f := &Figures{}
	if err := sizes(dist, f); err != nil {
		return nil, err
	}
	if corpus != "" {
		if err := cost(root, corpus, runs, f); err != nil {
			return nil, err
		}
	}
	if err := latency(root, dist, f); err != nil {
		return nil, err
	}
	return f, nil
}

func gzipSize(data []byte) int64 {
	var b bytes.Buffer
	w, _ := gzip.NewWriterLevel(&b, gzip.BestCompression)
	w.Write(data)
	w.Close()
	return int64(b.Len())
}

func sizes(dist string, f *Figures) error {
	err := filepath.WalkDir(dist, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".md") {
			return err
		}
		data, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f.Twins++
		f.TwinBytes += int64(len(data))
		f.TwinGzipBytes += gzipSize(data)
		return nil
	})
	if err != nil {
		return err
	}
	if f.Twins == 0 {
		return fmt.Errorf("%s holds no Markdown twins: build the site first", dist)
	}
	txt, err := os.ReadFile(filepath.Join(dist, twins.LlmsTxt))
	if err != nil {
		return err
	}
	full, err := os.ReadFile(filepath.Join(dist, twins.LlmsFullTxt))
	if err != nil {
		return err
	}
	f.LlmsTxtBytes, f.LlmsFullBytes, f.LlmsFullGzip = int64(len(txt)), int64(len(full)), gzipSize(full)
	return nil
}

// cost runs the corpus's content stage with and without the twins,
// alternately, and times precompressing the twins it wrote.
func cost(root, corpus string, runs int, f *Figures) error {
	tmp, err := os.MkdirTemp("", "agentbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	var with, without []float64
	var out string
	for i := range runs {
		for _, noTwins := range []bool{false, true} {
			out = filepath.Join(tmp, fmt.Sprintf("gen-%d-%v", i, noTwins))
			start := time.Now()
			s, err := sitegen.Generate(sitegen.Options{ContentDir: corpus, SchemaDir: filepath.Join(root, "schemas"), OutDir: out, NoTwins: noTwins})
			if err != nil {
				return err
			}
			secs := time.Since(start).Seconds()
			f.CorpusRoutes = len(s.Routes)
			if noTwins {
				without = append(without, secs)
				os.RemoveAll(out)
			} else {
				with = append(with, secs)
			}
		}
	}
	out = filepath.Join(tmp, fmt.Sprintf("gen-%d-false", runs-1))
	var twinFiles []string
	err = filepath.WalkDir(filepath.Join(out, twins.Dir), func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			rel, _ := filepath.Rel(out, p)
			twinFiles = append(twinFiles, filepath.ToSlash(rel))
		}
		return err
	})
	if err != nil {
		return err
	}
	twinFiles = append(twinFiles, twins.LlmsTxt, twins.LlmsFullTxt)
	start := time.Now()
	if err := precompress.Site(out, twinFiles, "", nil); err != nil {
		return err
	}
	f.CompressSeconds = time.Since(start).Seconds()
	f.ContentWithSeconds, f.ContentWithoutSeconds = stats.Median(with), stats.Median(without)
	f.CostSeconds = f.ContentWithSeconds - f.ContentWithoutSeconds + f.CompressSeconds
	return nil
}

// latency calls search_docs with every query of the relevance set, five
// times over, through the MCP handler the server mounts at /mcp.
func latency(root, dist string, f *Figures) error {
	cases, err := search.LoadCases(filepath.Join(root, "packages/sitegen/search/testdata/relevance.yaml"))
	if err != nil {
		return err
	}
	docs, err := mcpdocs.Load(os.DirFS(dist), "bench")
	if err != nil {
		return err
	}
	h := mcpdocs.NewHandler(docs, mcpdocs.Limits{Calls: ratelimit.New(ratelimit.Rate{}, nil), Bytes: ratelimit.New(ratelimit.Rate{}, nil)}, func(*http.Request) string { return "bench" }, slog.New(slog.DiscardHandler))
	srv := httptest.NewServer(h)
	defer srv.Close()
	ctx := context.Background()
	client := mcp.NewClient(&mcp.Implementation{Name: "agentbench", Version: "1"}, nil)
	session, err := client.Connect(ctx, &mcp.StreamableClientTransport{Endpoint: srv.URL, DisableStandaloneSSE: true}, nil)
	if err != nil {
		return err
	}
	defer session.Close()
	var direct []float64
	for round := range 6 {
		for _, c := range cases {
			start := time.Now()
			if _, err := docs.Search(mcpdocs.SearchArgs{Query: c.Query}); err != nil {
				return err
			}
			if round > 0 {
				direct = append(direct, float64(time.Since(start).Microseconds())/1000)
			}
		}
	}
	f.EngineP95Ms = stats.Percentile(direct, 0.95)
	var ms []float64
	for round := range 6 {
		for _, c := range cases {
			start := time.Now()
			res, err := session.CallTool(ctx, &mcp.CallToolParams{Name: "search_docs", Arguments: map[string]any{"query": c.Query}})
			if err != nil {
				return err
			}
			if res.IsError {
				return fmt.Errorf("search_docs %q failed", c.Query)
			}
			if round > 0 { // the first round warms up
				ms = append(ms, float64(time.Since(start).Microseconds())/1000)
			}
		}
	}
	f.SearchCalls = len(ms)
	f.SearchP50Ms, f.SearchP95Ms = stats.Percentile(ms, 0.5), stats.Percentile(ms, 0.95)
	f.SearchMaxMs = slices.Max(ms)
	return nil
}
