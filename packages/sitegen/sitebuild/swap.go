package sitebuild

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/freightlane/website/packages/sitegen/workpool"
)

// oldDist is where, in the work folder, a replaced site waited to be
// deleted before releases were kept; a build removes what is left there.
const oldDist = "old-dist"

// swapFolder puts the finished site in place of dist, a plain folder, with
// swapIn, after moving the site it replaces aside itself, so as
// to delete that one on all cores. dist is missing between the two renames:
// builds whose dist no server reads (tests, benchmarks) use it; the
// production build keeps releases (swap).
func swapFolder(site, dist, work string) error {
	old := filepath.Join(work, oldDist)
	if err := removeTree(old); err != nil {
		return err
	}
	moved := false
	if _, err := os.Stat(dist); err == nil {
		if err := os.Rename(dist, old); err != nil {
			return err
		}
		moved = true
	}
	if err := swapIn(site, dist); err != nil {
		if moved {
			_ = os.Rename(old, dist)
		}
		return err
	}
	return removeTree(old)
}

// ReleasesDir is the folder beside dist holding the releases dist points to.
func ReleasesDir(dist string) string { return dist + ".releases" }

// swap puts the finished site in place: it moves it into a new release
// folder (ReleasesDir(dist)/<time>) and points dist, a symlink, at it with
// one rename, so dist is never missing and a server reading it sees the old
// site or the new one, never a mix. A dist that is still a plain folder
// (from before releases) becomes the first old release. Old releases
// beyond keep are deleted.
func swap(site, dist, work string, keep int) error {
	if err := removeTree(filepath.Join(work, oldDist)); err != nil {
		return err
	}
	if _, err := os.Stat(site); err != nil {
		return err
	}
	releases := ReleasesDir(dist)
	if err := os.MkdirAll(releases, 0o755); err != nil {
		return err
	}
	if info, err := os.Lstat(dist); err == nil && info.IsDir() {
		// Once, from a plain folder: it is missing between these renames.
		if err := os.Rename(dist, filepath.Join(releases, releaseName(time.Now().Add(-time.Second)))); err != nil {
			return err
		}
	}
	name := releaseName(time.Now())
	if err := os.Rename(site, filepath.Join(releases, name)); err != nil {
		return err
	}
	if err := point(dist, name); err != nil {
		return err
	}
	return prune(dist, keep)
}

// releaseName names a release by its time, so names sort like releases.
func releaseName(t time.Time) string { return t.UTC().Format("20060102T150405.000000000Z") }

// point makes dist a symlink to the release name, replacing what dist was
// with one rename.
func point(dist, name string) error {
	next := dist + ".next"
	if err := os.Remove(next); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	if err := os.Symlink(filepath.Join(filepath.Base(ReleasesDir(dist)), name), next); err != nil {
		return err
	}
	return os.Rename(next, dist)
}

// Releases lists the releases oldest first, and the one dist points to.
func Releases(dist string) (all []string, current string, err error) {
	entries, err := os.ReadDir(ReleasesDir(dist))
	if err != nil {
		return nil, "", err
	}
	for _, e := range entries {
		if e.IsDir() {
			all = append(all, e.Name())
		}
	}
	slices.Sort(all)
	if target, err := os.Readlink(dist); err == nil {
		current = filepath.Base(target)
	}
	return all, current, nil
}

// prune deletes the releases older than the keep newest before the current.
func prune(dist string, keep int) error {
	all, current, err := Releases(dist)
	if err != nil {
		return err
	}
	i := slices.Index(all, current)
	if i < 0 {
		return nil
	}
	for _, name := range all[:max(i-keep, 0)] {
		if err := removeTree(filepath.Join(ReleasesDir(dist), name)); err != nil {
			return err
		}
	}
	return nil
}

// Rollback points dist at the release before the current one and returns
// its name. A server serving dist picks it up on SIGHUP.
func Rollback(dist string) (string, error) {
	all, current, err := Releases(dist)
	if err != nil {
		return "", err
	}
	i := slices.Index(all, current)
	if i < 0 {
		return "", fmt.Errorf("%s does not point at a release in %s", dist, ReleasesDir(dist))
	}
	if i == 0 {
		return "", fmt.Errorf("%s is the oldest release kept in %s: nothing to roll back to", current, ReleasesDir(dist))
	}
	prev := all[i-1]
	if _, err := os.Stat(filepath.Join(ReleasesDir(dist), prev, "index.html")); err != nil {
		return "", fmt.Errorf("release %s cannot be served: %w", prev, err)
	}
	return prev, point(dist, prev)
}

// removeTree is os.RemoveAll with the files deleted by several goroutines:
// deleting is mostly waiting on the file system, which takes several
// requests at once.
func removeTree(dir string) error {
	var files, dirs []string
	err := filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			dirs = append(dirs, p)
		} else {
			files = append(files, p)
		}
		return nil
	})
	if errors.Is(err, fs.ErrNotExist) && len(dirs) == 0 {
		return nil
	}
	if err != nil {
		return err
	}
	errs := make([]error, len(files))
	workpool.Each(len(files), workpool.IO(), func(i int) {
		if err := os.Remove(files[i]); err != nil && !errors.Is(err, fs.ErrNotExist) {
			errs[i] = err
		}
	})
	if err := errors.Join(errs...); err != nil {
		return err
	}
	// Deepest first: WalkDir lists a folder before what it holds.
	for i := len(dirs) - 1; i >= 0; i-- {
		if err := os.Remove(dirs[i]); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return err
		}
	}
	return nil
}

// swapIn replaces dist with the finished build in next, so a reader of dist
// sees either the old site or the new one, never a half-written one; a failed
// build never gets here, and dist keeps the last good site.
func swapIn(next, dist string) error {
	old := dist + ".old"
	if err := os.RemoveAll(old); err != nil {
		return err
	}
	if _, err := os.Stat(dist); err == nil {
		if err := os.Rename(dist, old); err != nil {
			return err
		}
	}
	if err := os.Rename(next, dist); err != nil {
		_ = os.Rename(old, dist)
		return err
	}
	return os.RemoveAll(old)
}
