//go:build mage

package main

import (
	"compress/gzip"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen/proc"
	"github.com/freightlane/website/packages/sitegen/toolchain"
)

// Storybook holds the UI package's Storybook targets.
type Storybook mg.Namespace

// Dev runs Storybook for designers on http://localhost:6006 (alias: storybook).
func (Storybook) Dev() error {
	mg.Deps(Install)
	return proc.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "dev", "--port", "6006", "--no-open")
}

// Build builds the static Storybook, with its Docs pages, into build/storybook.
func (Storybook) Build() error {
	mg.Deps(Install)
	return proc.Run(nil, "pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "build", "--output-dir", "../../build/storybook", "--quiet")
}

// storyBaselines is where the story pictures' baselines live (committed).
var storyBaselines = filepath.Join("packages", "ui", "visual", "baselines")

// storyPictures runs the story picture comparison (packages/ui/visual) against build/storybook; extra arguments go to Playwright.
func storyPictures(extra ...string) error {
	args := append([]string{"--filter", "@freightlane/ui", "exec", "playwright", "test", "-c", "visual/playwright.config.ts"}, extra...)
	return proc.Run([]string{"CHROMIUM_PATH=" + toolchain.ChromiumPath()}, "pnpm", args...)
}

// Pictures compares every story, light and dark (and at 375 px where its CSS changes with the width), with its baseline; differences in build/visual/stories/index.html.
func (Storybook) Pictures() error {
	mg.SerialDeps(Install, ensureChromium, Storybook.Build)
	return storyPictures()
}

// Approve rewrites every story baseline from the checked-out code (packages/ui/visual/baselines): run it, look at git diff, commit.
func (Storybook) Approve() error {
	mg.SerialDeps(Install, ensureChromium, Storybook.Build)
	// Baselines of removed or renamed stories go too.
	if err := os.RemoveAll(storyBaselines); err != nil {
		return err
	}
	return storyPictures("--update-snapshots=all")
}

// storybookSize is what the static Storybook weighs: what a site that
// publishes it (storybook.path in content/site.yaml) serves in addition.
type storybookSize struct {
	Files     int   `json:"files"`
	Bytes     int64 `json:"bytes"`
	GzipBytes int64 `json:"gzipBytes"`
	// DocsPages and Stories are the index's entries of each kind.
	DocsPages int `json:"docsPages"`
	Stories   int `json:"stories"`
}

// measureStorybook builds the static Storybook and sums its files, raw and
// gzipped one by one (as a server that compresses on the fly sends them).
func measureStorybook() (storybookSize, error) {
	var size storybookSize
	if err := (Storybook{}).Build(); err != nil {
		return size, err
	}
	dir := filepath.Join("build", "storybook")
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
	index, err := os.ReadFile(filepath.Join(dir, "index.json"))
	if err != nil {
		return size, err
	}
	var entries struct {
		Entries map[string]struct {
			Type string `json:"type"`
		} `json:"entries"`
	}
	if err := json.Unmarshal(index, &entries); err != nil {
		return size, fmt.Errorf("build/storybook/index.json: %w", err)
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
