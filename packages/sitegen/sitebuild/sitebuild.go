// Package sitebuild runs the production build stage by stage (content,
// client bundle, SSR bundle, prerender, link check, compression), timing each
// stage and recording its peak memory, and swaps the result into the dist
// folder only when every stage succeeded.
//
// Stages that do not need each other run at the same time: the client and
// SSR bundles (in one process), and the compression of the client bundle
// with the prerender. They are sync.WaitGroups waited where their results
// are needed, not an errgroup: errgroup's Wait keeps only the first error,
// where a failed bundle and a failed Storybook build are both reported
// (errors.Join), and the background compressions end at different points
// of the build (the bundle's before it is placed, the data's at the end).
// A build after an edit does only what the edit needs: a bundle is kept
// while its inputs are unchanged (bundlecache.go), and a page whose data and
// bundles are those the last good site was built from is carried over from
// that site as a hard link, with its compressed variants and what the link
// check read of it (lastbuild.go).
package sitebuild

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime/debug"
	"sync"
	"syscall"
	"time"

	"github.com/freightlane/website/packages/sitegen"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/precompress"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
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
	// KeepReleases, when above 0, makes DistDir a symlink to a release
	// folder in DistDir+".releases", flipped with one rename (dist is never
	// missing, a server sees the old site or the new), keeping that many
	// releases before the current one for Rollback. 0 replaces a plain
	// folder (two renames).
	KeepReleases int
	// GitDates adds "Last updated" dates from git.
	GitDates bool
	// Quiet hides the tools' own output.
	Quiet bool
	// SampleMemory samples the resident memory of the build and its tools
	// together while it runs (Report.SampledPeakRSS): the benchmark asks
	// for it; a build without it does not read /proc ten times a second.
	SampleMemory bool
}

// Stage is the measurement of one build stage.
type Stage struct {
	Name string `json:"name"`
	// Start is when the stage began, counted from the start of the build:
	// stages whose spans overlap ran at the same time.
	Start    time.Duration `json:"startNs"`
	Duration time.Duration `json:"durationNs"`
	// PeakRSS is the largest resident set of the stage's process, in bytes:
	// for a stage run in Go, the build's own process from the build's start
	// to the stage's end; the tool's otherwise.
	PeakRSS int64 `json:"peakRssBytes"`
	// CPU is the processor time of the stage (user and system): on a loaded
	// machine a steadier measure than its duration. For a stage run in Go
	// it is the build process's time during the stage, which includes a
	// stage running beside it in Go (compress bundle, during assemble).
	CPU time.Duration `json:"cpuNs"`
	// Tool is set when the stage ran in a process of its own.
	Tool bool `json:"tool,omitempty"`
}

// Report is a finished build's measurements.
type Report struct {
	Routes int `json:"routes"`
	// Rendered counts the HTML pages prerendered by this build; Reused those
	// carried over unchanged from the last good site.
	Rendered int     `json:"rendered"`
	Reused   int     `json:"reused"`
	Stages   []Stage `json:"stages"`
	// Wall is the build's elapsed time, from start to the swap into dist.
	Wall time.Duration `json:"wallNs"`
	// SelfPeakRSS is the largest resident set of the build's own process.
	SelfPeakRSS int64 `json:"selfPeakRssBytes"`
	// SampledPeakRSS is the largest resident memory of the build's process
	// and the tools it ran, together, as sampled while it ran (0 where
	// that cannot be sampled).
	SampledPeakRSS int64 `json:"sampledPeakRssBytes"`
}

// Total is the build's wall time. Stages overlap, so it is less than the
// sum of their durations.
func (r Report) Total() time.Duration { return r.Wall }

// PeakRSS is the build's peak memory: the sampled peak of all its processes
// together, or where there is none an upper bound: the largest resident set
// of the build's own process plus those of the tool processes that ran at the
// same time as each other.
func (r Report) PeakRSS() int64 {
	if r.SampledPeakRSS > 0 {
		return r.SampledPeakRSS
	}
	peak := r.SelfPeakRSS
	for _, s := range r.Stages {
		if !s.Tool {
			continue
		}
		sum := r.SelfPeakRSS
		for _, o := range r.Stages {
			if o.Tool && o.Start < s.Start+s.Duration && s.Start < o.Start+o.Duration {
				sum += o.PeakRSS
			}
		}
		peak = max(peak, sum)
	}
	return peak
}

// ContentError is returned when the content has errors; Err lists them.
type ContentError struct{ Err error }

func (e *ContentError) Error() string { return e.Err.Error() }

// While it builds, the build process lets its Go heap grow to three times
// what is live between collections (Go's default is twice), under a soft
// limit: a small site's build collects garbage less often, and a large
// site's heap stays within the limit instead. The content stage of 10,000
// pages has about 500 MiB live at its peak: the limit keeps its resident
// memory under 1 GiB. Its memory is given back before the Node stages
// start, and from then on the limit is lower (goStagesMemoryLimit): what
// the later Go stages keep live is small, but their garbage (compression
// buffers, pages read) grew the process to 350-600 MiB beside the
// prerender's 300 MiB. At five times (400) the build of 2,500 pages peaked
// at 640-770 MiB, its content stage alone at 590 MiB; at three times with
// the lower limit after it, at 465 MiB (sampled with memory.go).
const (
	goGCPercent         = 200
	goMemoryLimit       = 896 << 20
	goStagesMemoryLimit = 224 << 20
)

// Build runs every stage. On any failure the dist folder is left as it was.
func Build(opts Options) (Report, error) {
	limit := debug.SetMemoryLimit(-1) // reads the limit (GOMEMLIMIT) without changing it
	debug.SetMemoryLimit(min(limit, goMemoryLimit))
	defer debug.SetMemoryLimit(limit)
	defer debug.SetGCPercent(debug.SetGCPercent(goGCPercent))
	resetOwnPeak()
	b := &builder{opts: opts, began: time.Now()}
	var memory *MemoryWatch
	if opts.SampleMemory {
		memory = WatchMemory(os.Getpid())
	}
	err := b.run()
	b.rep.Wall = time.Since(b.began)
	if memory != nil {
		b.rep.SampledPeakRSS = memory.Stop()
	}
	b.rep.SelfPeakRSS = ownPeak()
	return b.rep, err
}

type builder struct {
	opts  Options
	began time.Time
	mu    sync.Mutex // guards rep while stages run side by side
	rep   Report
}

func (b *builder) run() error {
	opts := b.opts
	abs := func(p string) string {
		if filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(opts.Root, p)
	}
	work, dist, contentDir := abs(opts.WorkDir), abs(opts.DistDir), abs(opts.ContentDir)
	gen, site := filepath.Join(work, "gen"), filepath.Join(work, "site")
	client, ssr := filepath.Join(work, "client"), filepath.Join(work, "ssr")

	// The site model is dropped once written, and its memory given back: a
	// large site's model would otherwise stay resident beside the Node
	// processes of the later stages.
	var s siteContent
	var storybookPath string
	err := b.goStage("content", func() error {
		site, err := sitegen.Generate(sitegen.Options{ContentDir: contentDir, SchemaDir: filepath.Join(opts.Root, "schemas"), OutDir: gen, GitDates: opts.GitDates})
		if err != nil {
			return &ContentError{Err: err}
		}
		s = contentOf(site)
		storybookPath = StorybookPath(site.Config)
		b.rep.Routes = len(s.pages)
		return nil
	})
	if err != nil {
		return err
	}
	// A bundle whose inputs have not changed since it was built is kept:
	// an edit to a Markdown page only renders, prerenders and checks again.
	var hash string
	err = b.goStage("prepare", func() error {
		debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), goStagesMemoryLimit))
		debug.FreeOSMemory()
		if err := removeTree(site); err != nil {
			return err
		}
		if err := os.MkdirAll(site, 0o755); err != nil {
			return err
		}
		var err error
		hash, err = hashInputs(bundleInputs(opts.Root, gen))
		return err
	})
	if err != nil {
		return err
	}
	prerenderScript := filepath.Join(opts.Root, "apps/site/scripts/prerender.mjs")
	key, err := renderKey(hash, prerenderScript)
	if err != nil {
		return err
	}
	last := readLastBuild(work, dist)
	a := assembly{site: site, gen: gen, client: client, contentDir: contentDir, dist: dist, last: last, renderKey: key}

	// The content's files are placed and compressed while the bundles are
	// built and the pages prerendered: Vite leaves a core idle much of the
	// time, and the work is the same whenever it is done.
	var data placed
	if err := b.goStage("place data", func() error {
		var err error
		data, err = placeContent(a, s)
		return err
	}); err != nil {
		return err
	}
	var compressingData, compressingBundle sync.WaitGroup
	defer compressingData.Wait()
	defer compressingBundle.Wait()
	var compressDataErr error
	compressingData.Go(func() {
		compressDataErr = b.goStage("compress data", func() error {
			return precompress.Site(site, data.files, dist, last.renamed(data.generated))
		})
	})

	var bundles sync.WaitGroup
	var bundlesErr, compressErr error
	bundles.Go(func() {
		if upToDate(client, hash) && upToDate(ssr, hash) {
			b.unchanged("bundles", "compress bundle")
			return
		}
		// One Node process builds both bundles side by side (bundles.mjs):
		// two Vite processes, through pnpm exec, took 0.2-0.5 s longer and
		// 210 MiB more at their peak (380 MiB together), a fixed cost of
		// every cold build.
		bundlesErr = b.toolStage("bundles", filepath.Join(opts.Root, "apps", "site"), []string{"FL_GEN_DIR=" + gen}, []string{"node", filepath.Join("scripts", "bundles.mjs"), client, ssr})
		if bundlesErr != nil {
			return
		}
		if bundlesErr = recordHash(ssr, hash); bundlesErr != nil {
			return
		}
		// The hashed bundle files are compressed at the best quality while
		// the pages are prerendered.
		compressingBundle.Go(func() {
			if compressErr = b.compressBundle(opts.Root, work, client); compressErr == nil {
				compressErr = recordHash(client, hash)
			}
		})
	})
	var storybookErr error
	bundles.Go(func() { storybookErr = b.buildStorybook(work, storybookPath) })
	bundles.Wait()
	if err := errors.Join(bundlesErr, storybookErr); err != nil {
		return err
	}

	var p *plan
	if err := b.goStage("assemble", func() error {
		var err error
		p, err = placePages(a, s, data)
		return err
	}); err != nil {
		return err
	}
	b.rep.Rendered, b.rep.Reused = len(p.jobs.Pages), p.reused
	if b.rep.Rendered == 0 {
		b.unchanged("prerender")
	} else {
		jobsFile := filepath.Join(work, "prerender-jobs.json")
		err = writeJobs(jobsFile, p.jobs)
		if err == nil {
			err = b.toolStage("prerender", opts.Root, nil, []string{"node", prerenderScript, work, jobsFile})
		}
		if err != nil {
			return err
		}
	}

	compressingBundle.Wait()
	if compressErr != nil {
		return compressErr
	}
	if err := b.goStage("place bundle", func() error {
		if err := linkTree(filepath.Join(client, sitefiles.BundleDir), filepath.Join(site, sitefiles.BundleDir)); err != nil {
			return err
		}
		return placeStorybook(work, site, storybookPath)
	}); err != nil {
		return err
	}
	// The link check reads the pages and the compression writes beside
	// them: they run side by side.
	var read map[string]links.PageLinks
	var inline inlinescript.Sources
	var checkErr error
	var checking sync.WaitGroup
	checking.Go(func() {
		checkErr = b.goStage("link check", func() error {
			known, sources, err := scanPages(site, p)
			if err != nil {
				return err
			}
			inline = sources
			read, err = links.CheckBuiltSite(site, known)
			return err
		})
	})
	err = b.goStage("compress", func() error { return compressPages(site, dist, p) })
	checking.Wait()
	if checkErr != nil {
		return &ContentError{Err: checkErr}
	}
	if err != nil {
		return err
	}
	compressingData.Wait()
	if compressDataErr != nil {
		return compressDataErr
	}
	// The static hosts' configurations, from the finished folder and the
	// inline scripts and styles the link check read.
	if err := b.goStage("host files", func() error { return writeHostFiles(site, inline) }); err != nil {
		return err
	}
	return b.goStage("swap", func() error {
		// The record of the last build goes first: if the swap happens and
		// its record is not written, the next build starts afresh.
		if err := forgetLastBuild(work); err != nil {
			return err
		}
		swapIn := swapFolder
		if keep := b.opts.KeepReleases; keep > 0 {
			swapIn = func(site, dist, work string) error { return swap(site, dist, work, keep) }
		}
		if err := swapIn(site, dist, work); err != nil {
			return err
		}
		return writeLastBuild(work, dist, key, p.pages, data.generated, read)
	})
}

// unchanged records stages skipped because their output is up to date.
func (b *builder) unchanged(names ...string) {
	b.mu.Lock()
	defer b.mu.Unlock()
	for _, name := range names {
		b.rep.Stages = append(b.rep.Stages, Stage{Name: name + " (unchanged)", Start: time.Since(b.began)})
	}
}

func (b *builder) add(stage Stage) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.rep.Stages = append(b.rep.Stages, stage)
}

func (b *builder) goStage(name string, run func() error) error {
	start := time.Now()
	var before syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &before)
	err := run()
	var ru syscall.Rusage
	_ = syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	b.add(Stage{Name: name, Start: start.Sub(b.began), Duration: time.Since(start), PeakRSS: ownPeak(), CPU: cpuTime(&ru) - cpuTime(&before)})
	return err
}

func cpuTime(ru *syscall.Rusage) time.Duration {
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// compressBundle writes the variants of the client bundle's files at the
// best quality, with zlib's native encoders (apps/site/scripts/compress.mjs):
// at Brotli 11 the pure-Go encoder took three times as long (1.24 s against
// 0.41 s for the 261 kB entry), 2.2 s of CPU beside the prerender, which
// uses the same cores. (At Brotli 5, on the page data, the two took the
// same CPU time: the system time of the new files is most of it.)
func (b *builder) compressBundle(root, work, client string) error {
	files, err := precompress.Files(filepath.Join(client, sitefiles.BundleDir))
	if err != nil {
		return err
	}
	jobs := compressJobs{Files: files, Brotli: precompress.Best.Brotli, Gzip: precompress.Best.Gzip, MinBytes: precompress.SizeThreshold, MaxRatio: precompress.MaxRatio}
	jobsFile := filepath.Join(work, "compress-bundle-jobs.json")
	if err := writeJobs(jobsFile, jobs); err != nil {
		return err
	}
	return b.toolStage("compress bundle", root, nil, []string{"node", filepath.Join("apps", "site", "scripts", "compress.mjs"), jobsFile})
}

// compressJobs is the jobs file of apps/site/scripts/compress.mjs: the files
// and the rules of packages/sitegen/precompress.
type compressJobs struct {
	Files    []string `json:"files"`
	Brotli   int      `json:"brotli"`
	Gzip     int      `json:"gzip"`
	MinBytes int      `json:"minBytes"`
	MaxRatio float64  `json:"maxRatio"`
}

func (b *builder) toolStage(name, dir string, env, args []string) error {
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), env...)
	if !b.opts.Quiet {
		cmd.Stdout = os.Stdout
	}
	cmd.Stderr = os.Stderr
	start := time.Now()
	err := cmd.Run()
	stage := Stage{Name: name, Start: start.Sub(b.began), Duration: time.Since(start), Tool: true}
	if cmd.ProcessState != nil {
		if ru, ok := cmd.ProcessState.SysUsage().(*syscall.Rusage); ok {
			stage.PeakRSS = ru.Maxrss * 1024
			stage.CPU = cpuTime(ru)
		}
	}
	b.add(stage)
	if err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}
