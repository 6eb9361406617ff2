//go:build mage

package main

import (
	"context"
	"fmt"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/magefile/mage/mg"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/devloop"
)

// Dev runs live editing on http://localhost:5173: the content watcher and the Vite dev server; saved content refreshes the open page, content errors show as an overlay.
func Dev() error {
	mg.Deps(Install)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	// Below FL_WORK_DIR, so a second dev loop (the latency measurement) can run on its own copy.
	genDir := filepath.Join(workDir, "dev", "gen")
	abs := func(p string) string { a, _ := filepath.Abs(p); return a }
	opts := sitegen.Options{ContentDir: contentDir, SchemaDir: schemaDir, OutDir: genDir}
	watchErr := make(chan error, 1)
	ready := make(chan struct{})
	go func() {
		first := true
		watchErr <- devloop.Watch(ctx, opts, func(s devloop.Status) {
			if s.Error != "" {
				fmt.Fprintf(os.Stderr, "content errors (run %d):\n%s\n", s.Version, s.Error)
			} else {
				fmt.Printf("content regenerated in %.0f ms (run %d, %d page data files rewritten)\n", s.Duration, s.Version, len(s.Pages))
			}
			if first {
				first = false
				close(ready)
			}
		})
	}()
	select {
	case <-ready:
	case err := <-watchErr:
		return err
	}
	vite := exec.CommandContext(ctx, "pnpm", "--filter", "@freightlane/site", "exec", "vite", "--port", envOr("FL_DEV_PORT", "5173"), "--strictPort", "--host", "localhost")
	vite.Stdout, vite.Stderr = os.Stdout, os.Stderr
	vite.Env = append(os.Environ(), "FL_GEN_DIR="+abs(genDir), "FL_CONTENT_DIR="+abs(contentDir))
	if err := vite.Run(); err != nil && ctx.Err() == nil {
		return fmt.Errorf("vite dev server: %w", err)
	}
	return nil
}
