package server

import (
	"errors"
	"io/fs"
	"log/slog"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/freightlane/website/packages/sitegen/hostconfig"
)

// keptReleases is how many releases beside the one served still answer
// for their content-hashed files: the build keeps three before the current
// one (sitebuild), and a page is rarely older than the last few deploys.
const keptReleases = 3

// keptAssets serves the content-hashed files (hostconfig.Immutable) of the
// releases kept beside the one being served, from disk, so a page fetched
// just before a swap still gets its CSS and JS after it. It applies when
// the site folder is a symlink into a folder of releases (dist ->
// dist.releases/<id>, as the build deploys); nothing is held in memory but
// the open folders.
type keptAssets struct {
	roots []*os.Root // newest first
}

// openKeptAssets opens the releases beside the one dist points to (their
// names sort like their times, as the build names them); none when dist is
// not a symlink.
func openKeptAssets(dist string, log *slog.Logger) *keptAssets {
	k := &keptAssets{}
	if info, err := os.Lstat(dist); err != nil || info.Mode()&fs.ModeSymlink == 0 {
		return k
	}
	current, err := filepath.EvalSymlinks(dist)
	if err != nil {
		return k
	}
	releases := filepath.Dir(current)
	entries, err := os.ReadDir(releases)
	if err != nil {
		log.Warn("previous releases: cannot list them; their assets are not served", "dir", releases, "err", err)
		return k
	}
	// The keptReleases before the current one (newest first), and any after
	// it: after a rollback, pages of the release rolled back from are out.
	var older, newer []string
	for _, e := range entries {
		switch name := e.Name(); {
		case !e.IsDir() || name == filepath.Base(current):
		case name < filepath.Base(current):
			older = append(older, name)
		default:
			newer = append(newer, name)
		}
	}
	slices.Sort(older)
	slices.Reverse(older)
	for _, name := range append(older[:min(len(older), keptReleases)], newer...) {
		root, err := os.OpenRoot(filepath.Join(releases, name))
		if err != nil {
			log.Warn("previous release: cannot open it; its assets are not served", "release", name, "err", err)
			continue
		}
		k.roots = append(k.roots, root)
	}
	return k
}

// serve answers p from the newest kept release holding it, and reports
// whether one did. Only content-hashed paths qualify: their bytes never
// change under a name, so any release's copy is the right one.
func (k *keptAssets) serve(w http.ResponseWriter, r *http.Request, p string) bool {
	if len(k.roots) == 0 || !hostconfig.Immutable(p) || (r.Method != http.MethodGet && r.Method != http.MethodHead) {
		return false
	}
	for _, root := range k.roots {
		f, err := root.Open(p[1:])
		if err != nil {
			continue
		}
		info, err := f.Stat()
		if err != nil || !info.Mode().IsRegular() {
			f.Close()
			continue
		}
		w.Header().Set("Content-Type", hostconfig.ContentType(p))
		w.Header().Set("Cache-Control", hostconfig.CacheControl(p))
		http.ServeContent(w, r, "", info.ModTime(), f)
		f.Close()
		return true
	}
	return false
}

func (k *keptAssets) close() error {
	var errs []error
	for _, root := range k.roots {
		errs = append(errs, root.Close())
	}
	return errors.Join(errs...)
}

// inUse counts the requests running on one loaded site, so that a site
// swapped out is closed, and its memory freed, as soon as its last request
// ends rather than after a fixed wait.
type inUse struct {
	refs    atomic.Int64
	retired atomic.Bool
	once    sync.Once
	release func()
}

// acquire takes the site current holds for one request; done gives it back.
func acquire(current *atomic.Pointer[loadedSite]) *loadedSite {
	for {
		l := current.Load()
		l.use.refs.Add(1)
		if current.Load() == l { // not swapped out meanwhile: retire will wait for us
			return l
		}
		l.done()
	}
}

func (l *loadedSite) done() {
	if l.use.refs.Add(-1) == 0 && l.use.retired.Load() {
		l.use.once.Do(l.use.release)
	}
}

// retire marks a site swapped out; it is closed once no request runs on it.
func (l *loadedSite) retire() {
	l.use.retired.Store(true)
	if l.use.refs.Load() == 0 {
		l.use.once.Do(l.use.release)
	}
}
