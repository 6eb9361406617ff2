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

// PollInterval is how often the folders are scanned for changes. Polling
// needs no platform-specific watcher, and a scan of the site's few hundred
// files takes about a millisecond.
const PollInterval = 50 * time.Millisecond

// Status is what the dev server learns after each run.
type Status struct {
	// Version counts the runs, so every change is a new status.
	Version int `json:"version"`
	// Error holds the content errors (file:line:col lines), empty when the
	// content is valid.
	Error string `json:"error,omitempty"`
	// Duration is how long the run took, in milliseconds.
	Duration float64 `json:"durationMs"`
}

// Watch generates once, then again after every change below the watched
// folders, until ctx ends. report is called after every run, once its
// status file is written.
func Watch(ctx context.Context, opts sitegen.Options, report func(Status)) error {
	g, err := sitegen.NewGenerator(opts)
	if err != nil {
		return err
	}
	watched := []string{opts.ContentDir, opts.SchemaDir}
	var status Status
	last := snapshot(watched)
	// run generates from the files as they are in `last`. Errors from files
	// that changed meanwhile (an editor's save caught half-written) are not
	// reported: the files are read again at once instead, so no false error
	// flashes on screen, and valid runs pay nothing for the check.
	run := func() error {
		for {
			start := time.Now()
			_, err := g.Run()
			if err != nil {
				if now := snapshot(watched); !equal(now, last) {
					last = now
					continue
				}
			}
			status.Version++
			status.Error = ""
			if err != nil {
				status.Error = err.Error()
			}
			status.Duration = float64(time.Since(start).Microseconds()) / 1000
			if err := writeStatus(opts.OutDir, status); err != nil {
				return err
			}
			if report != nil {
				report(status)
			}
			return nil
		}
	}
	if err := run(); err != nil {
		return err
	}
	ticker := time.NewTicker(PollInterval)
	defer ticker.Stop()
	for {
		select {
		case <-ctx.Done():
			return nil
		case <-ticker.C:
			now := snapshot(watched)
			if equal(now, last) {
				continue
			}
			last = now
			if err := run(); err != nil {
				return err
			}
		}
	}
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
