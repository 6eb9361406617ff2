// Package sitebuild runs the production build stage by stage (content,
// client bundle, SSR bundle, prerender, link check, compression), timing each
// stage and recording its peak memory, and swaps the result into the dist
// folder only when every stage succeeded.
package sitebuild

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"syscall"
	"time"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// Options say what to build and where.
type Options struct {
	// Root is the repository's root folder.
	Root string
	// ContentDir is the content tree (content/, or a synthetic corpus).
	ContentDir string
	// WorkDir holds the intermediate output: gen/, client/, ssr/, site/.
	WorkDir string
	// DistDir receives the finished site.
	DistDir string
	// GitDates adds "Last updated" dates from git.
	GitDates bool
	// Quiet hides the tools' own output.
	Quiet bool
}

// Stage is the measurement of one build stage.
type Stage struct {
	Name     string        `json:"name"`
	Duration time.Duration `json:"durationNs"`
	// PeakRSS is the largest resident set of the stage's process, in bytes.
	PeakRSS int64 `json:"peakRssBytes"`
}

// Report is a finished build's measurements.
type Report struct {
	Routes int     `json:"routes"`
	Stages []Stage `json:"stages"`
}

// Total is the build's wall time.
func (r Report) Total() time.Duration {
	var d time.Duration
	for _, s := range r.Stages {
		d += s.Duration
	}
	return d
}

// PeakRSS is the largest resident set of any stage.
func (r Report) PeakRSS() int64 {
	var m int64
	for _, s := range r.Stages {
		m = max(m, s.PeakRSS)
	}
	return m
}

// ContentError is returned when the content has errors; Err lists them.
type ContentError struct{ Err error }

func (e *ContentError) Error() string { return e.Err.Error() }

// Build runs every stage. On any failure the dist folder is left as it was.
func Build(opts Options) (Report, error) {
	var rep Report
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(opts.Root, p)
	}
	work, dist, contentDir := abs(opts.WorkDir), abs(opts.DistDir), abs(opts.ContentDir)
	gen, site := filepath.Join(work, "gen"), filepath.Join(work, "site")

	err := rep.goStage("content", func() error {
		s, err := sitegen.Generate(sitegen.Options{ContentDir: contentDir, SchemaDir: filepath.Join(opts.Root, "schemas"), OutDir: gen, GitDates: opts.GitDates})
		if err != nil {
			return &ContentError{Err: err}
		}
		rep.Routes = len(s.Routes)
		return nil
	})
	if err != nil {
		return rep, err
	}
	if err := os.RemoveAll(site); err != nil {
		return rep, err
	}
	env := []string{"FL_GEN_DIR=" + gen}
	vite := []string{"pnpm", "--filter", "@freightlane/site", "exec", "vite", "build", "--emptyOutDir", "--logLevel", "warn"}
	// A bundle whose inputs have not changed since it was built is kept:
	// an edit to a Markdown page only renders, prerenders and checks again.
	steps := []struct {
		name, out string
		cmd       []string
	}{
		{"client bundle", "client", append(slices.Clone(vite), "--outDir", filepath.Join(work, "client"))},
		{"ssr bundle", "ssr", append(slices.Clone(vite), "--ssr", "src/entry-server.tsx", "--outDir", filepath.Join(work, "ssr"))},
		{"prerender", "", []string{"node", filepath.Join(opts.Root, "apps/site/scripts/prerender.mjs"), opts.Root, work, site, contentDir}},
	}
	hash, err := hashInputs(bundleInputs(opts.Root, gen))
	if err != nil {
		return rep, err
	}
	for _, step := range steps {
		out := step.out
		if out != "" && upToDate(filepath.Join(work, out), hash) {
			rep.Stages = append(rep.Stages, Stage{Name: step.name + " (unchanged)"})
			continue
		}
		if err := rep.processStage(step.name, opts, env, step.cmd); err != nil {
			return rep, err
		}
		if out == "client" {
			if err := rep.goStage("compress bundle", func() error { return sitegen.PrecompressBundle(filepath.Join(work, out)) }); err != nil {
				return rep, err
			}
		}
		if out != "" {
			if err := recordHash(filepath.Join(work, out), hash); err != nil {
				return rep, err
			}
		}
	}
	if err := rep.goStage("link check", func() error { return sitegen.CheckBuiltSite(site) }); err != nil {
		return rep, &ContentError{Err: err}
	}
	if err := rep.goStage("compress", func() error { return sitegen.Precompress(site) }); err != nil {
		return rep, err
	}
	return rep, buildsteps.SwapIn(site, dist)
}

func (r *Report) goStage(name string, run func() error) error {
	start := time.Now()
	err := run()
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	r.Stages = append(r.Stages, Stage{Name: name, Duration: time.Since(start), PeakRSS: ru.Maxrss * 1024})
	return err
}

func (r *Report) processStage(name string, opts Options, env, args []string) error {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = opts.Root
	cmd.Env = append(os.Environ(), env...)
	if !opts.Quiet {
		cmd.Stdout = os.Stdout
	}
	cmd.Stderr = os.Stderr
	start := time.Now()
	err := cmd.Run()
	stage := Stage{Name: name, Duration: time.Since(start)}
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			stage.PeakRSS = ru.Maxrss * 1024
		}
	}
	r.Stages = append(r.Stages, stage)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
