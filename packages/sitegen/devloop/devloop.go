// Package devloop keeps the generated data current while an editor works:
// it watches the content and schema folders, reruns the incremental
// generator after every change, and writes a status file that the site's dev
// server watches, to refresh the open page or show the content error.
package devloop

import (
	"context"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"time"

	"github.com/freightlane/website/packages/sitegen"
)

// StatusFile is the name of the status file in the generated data folder.
const StatusFile = "dev-status.json"

// PollInterval is how often the folders are scanned for changes where no
// change notification wakes the watcher (outside Linux). Polling needs no
// platform-specific watcher, and a scan of the site's few hundred files
// takes a millisecond or two.
const PollInterval = 50 * time.Millisecond

// NotifiedPollInterval is how often the folders are scanned anyway where
// inotify wakes the watcher at once: a safety net, not the way saves are seen.
const NotifiedPollInterval = time.Second

// Coalesce is how long the watcher waits after a change notification for
// the next one before it looks at the files: an editor's save (truncate,
// write, close, or write and rename) is a burst of events a fraction of a
// millisecond apart, and one run should take all of it.
const Coalesce = 2 * time.Millisecond

// ErrorSettle is how long a run that found errors waits before it reports
// them, to see whether the files changed meanwhile: an error read from a
// save caught half-written is then not shown at all. Valid runs do not wait.
const ErrorSettle = 40 * time.Millisecond

// Status is what the dev server learns after each run.
type Status struct {
	// Version counts the runs, so every change is a new status.
	Version int `json:"version"`
	// Error holds the content errors (file:line:col lines), empty when the
	// content is valid.
	Error string `json:"error,omitempty"`
	// Duration is how long the run took until the page data was written,
	// in milliseconds.
	Duration float64 `json:"durationMs"`
	// Stages are the run's stages and their times.
	Stages []sitegen.Stage `json:"stages,omitempty"`
	// Pages are the page data files (below pages/) the run rewrote.
	Pages []string `json:"pages,omitempty"`
	// SearchIndex is the version of the run whose content the search index
	// holds: it is rebuilt after the run's page data is written and its
	// status reported, unless a newer save came meanwhile.
	SearchIndex int `json:"searchIndex"`
	// SearchIndexDuration is how long the last search index took, in milliseconds.
	SearchIndexDuration float64 `json:"searchIndexMs,omitempty"`
}

// Watch generates once, then again after every change below the watched
// folders, until ctx ends. report is called after every run, once its
// status file is written (before the search index is rebuilt).
func Watch(ctx context.Context, opts sitegen.Options, report func(Status)) error {
	g, err := sitegen.NewGenerator(opts)
	if err != nil {
		return err
	}
	// Ends the change notification however Watch returns.
	ctx, stop := context.WithCancel(ctx)
	defer stop()
	watched := []string{opts.ContentDir, opts.SchemaDir}
	wake := notify(ctx, watched)
	poll := PollInterval
	if wake != nil {
		poll = NotifiedPollInterval
	}
	ticker := time.NewTicker(poll)
	defer ticker.Stop()

	var status Status
	last := snapshot(watched)
	// run generates from the files as they are in `last`. Errors from files
	// that changed meanwhile (an editor's save caught half-written) are not
	// reported: the files are read again at once instead, so no false error
	// flashes on screen, and valid runs pay nothing for the check.
	run := func(first bool) error {
		for {
			start := time.Now()
			var site *sitegen.Site
			var err error
			if first {
				site, err = g.Run()
			} else {
				site, err = g.RunPages()
			}
			if err != nil {
				settled := time.NewTimer(ErrorSettle)
				select {
				case <-ctx.Done():
					settled.Stop()
					return nil
				case <-settled.C:
				}
				if now := snapshot(watched); !equal(now, last) {
					last = now
					continue
				}
			}
			status.Version++
			status.Error, status.Stages, status.Pages = "", nil, nil
			if err != nil {
				status.Error = err.Error()
			} else {
				status.Stages, status.Pages = site.Stages, site.PagesWritten
				if first {
					status.SearchIndex = status.Version
				}
			}
			status.Duration = float64(time.Since(start).Microseconds()) / 1000
			if err := writeStatus(opts.OutDir, status); err != nil {
				return err
			}
			if report != nil {
				report(status)
			}
			if err != nil || first {
				return nil
			}
			return indexLater(ctx, g, site, &status, opts.OutDir, func() bool { return !equal(snapshot(watched), last) }, wake, poll)
		}
	}
	if err := run(true); err != nil {
		return err
	}
	for {
		// Looked at again right after each run: a save during the run (its
		// search index included) may have spent its wake-up.
		if now := snapshot(watched); !equal(now, last) {
			last = now
			if err := run(false); err != nil {
				return err
			}
			continue
		}
		select {
		case <-ctx.Done():
			return nil
		case <-ticker.C:
		case <-wake:
			coalesce(wake)
		}
	}
}

// coalesce waits until no change notification came for Coalesce.
func coalesce(wake <-chan struct{}) {
	quiet := time.NewTimer(Coalesce)
	defer quiet.Stop()
	for {
		select {
		case <-wake:
			quiet.Reset(Coalesce)
		case <-quiet.C:
			return
		}
	}
}

// indexLater rebuilds the search index of a run after its page data is on
// screen, and records it in the status file. A save that comes while the
// index is built (changed tells, checked at each notification or poll)
// drops that index: the run for the save comes first, and its index after.
func indexLater(ctx context.Context, g *sitegen.Generator, site *sitegen.Site, status *Status, outDir string, changed func() bool, wake <-chan struct{}, poll time.Duration) error {
	if changed() {
		return nil
	}
	indexCtx, cancel := context.WithCancel(ctx)
	defer cancel()
	built := make(chan struct{})
	go func() {
		ticker := time.NewTicker(poll)
		defer ticker.Stop()
		for {
			select {
			case <-built:
				return
			case <-indexCtx.Done():
				return
			case <-wake:
			case <-ticker.C:
			}
			if changed() {
				cancel()
				return
			}
		}
	}()
	start := time.Now()
	err := g.WriteSearchIndex(indexCtx, site)
	close(built)
	if err != nil {
		if indexCtx.Err() != nil {
			return nil
		}
		return err
	}
	status.SearchIndex = status.Version
	status.SearchIndexDuration = float64(time.Since(start).Microseconds()) / 1000
	return writeStatus(outDir, *status)
}

type fileState struct {
	modTime int64
	size    int64
}

func snapshot(dirs []string) map[string]fileState {
	state := map[string]fileState{}
	for _, dir := range dirs {
		_ = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return nil
			}
			if info, err := d.Info(); err == nil {
				state[p] = fileState{info.ModTime().UnixNano(), info.Size()}
			}
			return nil
		})
	}
	return state
}

func equal(a, b map[string]fileState) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if b[k] != v {
			return false
		}
	}
	return true
}

func writeStatus(dir string, s Status) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	data, err := json.Marshal(s)
	if err != nil {
		return err
	}
	tmp := filepath.Join(dir, StatusFile+".tmp")
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, filepath.Join(dir, StatusFile))
}
