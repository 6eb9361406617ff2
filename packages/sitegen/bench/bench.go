// Package bench is `mage bench`, whose targets only call it: the Runner
// builds content trees repeatedly (the peer's builds interleaved with ours,
// ComparePeer) and summarises them as median and spread; the Suite runs
// every measurement, the Node scripts' and the bench commands' included;
// Result prints its tables (Print) and checks itself against the budgets
// (CheckBudgets); and PageWeight weighs a built page's first load. The
// figures are summarised with packages/stats, as every bench's are.
package bench

import (
	"bytes"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/stats"
)

// Sample summarises repeated measurements of one figure.
type Sample struct {
	Median float64 `json:"median"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
	Runs   int     `json:"runs"`
}

// Summarise returns the median and the spread of values.
func Summarise(values []float64) Sample {
	if len(values) == 0 {
		return Sample{}
	}
	return Sample{Median: stats.Median(values), Min: slices.Min(values), Max: slices.Max(values), Runs: len(values)}
}

// Seconds formats a sample of durations in seconds.
func (s Sample) Seconds() string {
	if s.Runs == 1 {
		return fmt.Sprintf("%.2f s (1 run)", s.Median)
	}
	return fmt.Sprintf("%.2f s (%.2f-%.2f, %d runs)", s.Median, s.Min, s.Max, s.Runs)
}

// MiB formats a sample of byte counts in MiB.
func (s Sample) MiB() string {
	return fmt.Sprintf("%.0f MiB (%.0f-%.0f)", s.Median/(1<<20), s.Min/(1<<20), s.Max/(1<<20))
}

// Weight is what a browser downloads to show one page on first load.
type Weight struct {
	HTML     int `json:"htmlBytes"`
	HTMLGzip int `json:"htmlGzipBytes"`
	JS       int `json:"jsBytes"`
	JSGzip   int `json:"jsGzipBytes"`
	CSS      int `json:"cssBytes"`
	CSSGzip  int `json:"cssGzipBytes"`
	Requests int `json:"requests"`
}

var (
	scriptSrc = regexp.MustCompile(`<script[^>]*\ssrc="([^"]+)"`)
	linkHref  = regexp.MustCompile(`<link[^>]*\srel="(stylesheet|modulepreload|icon)"[^>]*\shref="([^"]+)"[^>]*>`)
	// A disabled stylesheet is never fetched (the pages mark their inlined
	// stylesheets so), and inline styles weigh in the HTML.
	disabledAttr = regexp.MustCompile(`\sdisabled[\s/>]`)
	importStmt   = regexp.MustCompile(`(?:import|from)\s*["'](\./[^"']+\.js)["']`)
	// The script that asks for a page's code after its first paint lists
	// the entry and the modules it preloads in its attributes
	// (apps/site/scripts/prerender.mjs); its deferred stylesheets are also
	// the <noscript> links, read with the others.
	afterPaintScript = regexp.MustCompile(`<script\s[^>]*\bdata-entry="[^"]*"[^>]*>`)
	afterPaintCode   = regexp.MustCompile(`\sdata-(?:entry|modules)="([^"]*)"`)
)

// PageWeight measures the first load of a built page: the HTML, its scripts
// (those it asks for after its first paint too) and the modules they import
// statically, its stylesheets and icon.
func PageWeight(dist, route string) (Weight, error) {
	file := filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(route, "/")), "index.html")
	html, err := os.ReadFile(file)
	if err != nil {
		return Weight{}, err
	}
	w := Weight{HTML: len(html), HTMLGzip: gzipSize(html), Requests: 1}
	seen := map[string]bool{}
	var addJS func(url string) error
	addJS = func(url string) error {
		if seen[url] {
			return nil
		}
		seen[url] = true
		data, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(url, "/"))))
		if err != nil {
			return err
		}
		w.JS += len(data)
		w.JSGzip += gzipSize(data)
		w.Requests++
		for _, m := range importStmt.FindAllSubmatch(data, -1) {
			if err := addJS(filepath.ToSlash(filepath.Join(filepath.Dir(url), string(m[1])))); err != nil {
				return err
			}
		}
		return nil
	}
	for _, m := range scriptSrc.FindAllSubmatch(html, -1) {
		if err := addJS(string(m[1])); err != nil {
			return w, err
		}
	}
	for _, script := range afterPaintScript.FindAll(html, -1) {
		for _, m := range afterPaintCode.FindAllSubmatch(script, -1) {
			for _, url := range strings.Fields(string(m[1])) {
				if err := addJS(url); err != nil {
					return w, err
				}
			}
		}
	}
	for _, m := range linkHref.FindAllSubmatch(html, -1) {
		url := string(m[2])
		// A data: URL (the favicon) is no request: its bytes are the HTML's.
		if disabledAttr.Match(m[0]) || strings.HasPrefix(url, "data:") {
			continue
		}
		switch string(m[1]) {
		case "modulepreload":
			if err := addJS(url); err != nil {
				return w, err
			}
		case "stylesheet", "icon":
			if seen[url] {
				continue
			}
			seen[url] = true
			data, err := os.ReadFile(filepath.Join(dist, filepath.FromSlash(strings.TrimPrefix(url, "/"))))
			if err != nil {
				return w, err
			}
			w.Requests++
			if m[1][0] == 's' {
				w.CSS += len(data)
				w.CSSGzip += gzipSize(data)
			}
		}
	}
	return w, nil
}

func gzipSize(data []byte) int {
	var buf bytes.Buffer
	zw, _ := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	_, _ = zw.Write(data)
	_ = zw.Close()
	return buf.Len()
}

// KB formats bytes in kB (1000 bytes), as budgets are written.
func KB(n int) string { return fmt.Sprintf("%.1f kB", float64(n)/1000) }
