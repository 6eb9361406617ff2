package bench

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"

	"github.com/freightlane/website/packages/stats"
)

// DevLoop is the time from saving a Markdown file under mage dev to its new
// text on screen, over the saves of apps/site/scripts/devloop-latency.mjs.
type DevLoop struct {
	Runs     int     `json:"runs"`
	MedianMs float64 `json:"medianMs"`
	MinMs    float64 `json:"minMs"`
	MaxMs    float64 `json:"maxMs"`
	// WatcherRunMedianMs is the watcher's run per save, up to the page data
	// written; SearchIndexMedianMs the search index after it.
	WatcherRunMedianMs  float64 `json:"watcherRunMedianMs"`
	SearchIndexMedianMs float64 `json:"searchIndexMedianMs"`
}

// ParseDevLoop summarises the samples devloop-latency.mjs prints.
func ParseDevLoop(out []byte) (DevLoop, error) {
	type printed struct {
		Latencies   []float64 `json:"latenciesMs"`
		WatcherRuns []float64 `json:"watcherRunsMs"`
		SearchIndex []float64 `json:"searchIndexRunsMs"`
	}
	s, err := decodeSamples("devloop-latency.mjs", out, func(p *printed) []float64 { return p.Latencies })
	if err != nil {
		return DevLoop{}, err
	}
	return DevLoop{
		Runs:     len(s.Latencies),
		MedianMs: stats.Median(s.Latencies), MinMs: slices.Min(s.Latencies), MaxMs: slices.Max(s.Latencies),
		WatcherRunMedianMs:  stats.Median(s.WatcherRuns),
		SearchIndexMedianMs: stats.Median(s.SearchIndex),
	}, nil
}

// decodeSamples reads the JSON a script printed, which must hold at least
// one of the samples that main picks out.
func decodeSamples[T any](script string, out []byte, main func(*T) []float64) (T, error) {
	var v T
	if err := json.Unmarshal(out, &v); err != nil {
		return v, fmt.Errorf("%s: %w", script, err)
	}
	if len(main(&v)) == 0 {
		return v, fmt.Errorf("%s printed no sample", script)
	}
	return v, nil
}

// BrowserSearch is the engine's time per keystroke in Chromium, over the
// samples of apps/site/scripts/search-latency.mjs.
type BrowserSearch struct {
	Keystrokes int     `json:"keystrokes"`
	P50Ms      float64 `json:"p50Ms"`
	P95Ms      float64 `json:"p95Ms"`
	MaxMs      float64 `json:"maxMs"`
}

// ParseBrowserSearch summarises the samples search-latency.mjs prints.
func ParseBrowserSearch(out []byte) (BrowserSearch, error) {
	type printed struct {
		Samples []float64 `json:"samplesMs"`
	}
	s, err := decodeSamples("search-latency.mjs", out, func(p *printed) []float64 { return p.Samples })
	if err != nil {
		return BrowserSearch{}, err
	}
	return BrowserSearch{
		Keystrokes: len(s.Samples),
		P50Ms:      stats.Percentile(s.Samples, 0.5),
		P95Ms:      stats.Percentile(s.Samples, 0.95),
		MaxMs:      slices.Max(s.Samples),
	}, nil
}

// StorybookSize is what the static Storybook weighs: what a site that
// publishes it (storybook.path in content/site.yaml) serves in addition.
type StorybookSize struct {
	Files     int   `json:"files"`
	Bytes     int64 `json:"bytes"`
	GzipBytes int64 `json:"gzipBytes"`
	// DocsPages and Stories are the index's entries of each kind.
	DocsPages int `json:"docsPages"`
	Stories   int `json:"stories"`
}

// MeasureStorybook sums the files of the static Storybook in dir, raw and
// gzipped one by one (as a server that compresses on the fly sends them),
// and counts its index's Docs pages and stories.
func MeasureStorybook(dir string) (StorybookSize, error) {
	var size StorybookSize
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		f, err := os.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		counter := &countingWriter{}
		zw, _ := gzip.NewWriterLevel(counter, gzip.BestCompression)
		n, err := io.Copy(zw, f)
		if err != nil {
			return err
		}
		if err := zw.Close(); err != nil {
			return err
		}
		size.Files++
		size.Bytes += n
		size.GzipBytes += counter.n
		return nil
	})
	if err != nil {
		return size, err
	}
	index := filepath.Join(dir, "index.json")
	data, err := os.ReadFile(index)
	if err != nil {
		return size, err
	}
	var entries struct {
		Entries map[string]struct {
			Type string `json:"type"`
		} `json:"entries"`
	}
	if err := json.Unmarshal(data, &entries); err != nil {
		return size, fmt.Errorf("%s: %w", index, err)
	}
	for _, e := range entries.Entries {
		switch e.Type {
		case "docs":
			size.DocsPages++
		case "story":
			size.Stories++
		}
	}
	return size, nil
}

type countingWriter struct{ n int64 }

func (c *countingWriter) Write(p []byte) (int, error) {
	c.n += int64(len(p))
	return len(p), nil
}
