package sitebuild

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"sync"

	"github.com/freightlane/website/packages/sitegen/buildsteps"
)

// oldDist is where, in the work folder, the replaced site waits to be
// deleted.
const oldDist = "old-dist"

// swap puts the finished site in place of dist with buildsteps.SwapIn, after
// moving the site it replaces aside itself, so as to delete that one on all
// cores: a large site's hundred thousand old files take longer to delete one
// by one than everything else the swap does. dist is missing between the
// two renames, as it is inside SwapIn.
func swap(site, dist, work string) error {
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
	if err := buildsteps.SwapIn(site, dist); err != nil {
		if moved {
			_ = os.Rename(old, dist)
		}
		return err
	}
	return removeTree(old)
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
	errs := make([]error, 0)
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan string, 256)
	for range 2 * runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for f := range next {
				if err := os.Remove(f); err != nil && !errors.Is(err, fs.ErrNotExist) {
					mu.Lock()
					errs = append(errs, err)
					mu.Unlock()
				}
			}
		})
	}
	for _, f := range files {
		next <- f
	}
	close(next)
	wg.Wait()
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
