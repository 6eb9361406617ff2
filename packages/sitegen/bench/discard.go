package bench

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Discard keeps the folders a benchmark is done with out of its way until
// it ends. Deleting a build's thousands of files made the next builds on
// this machine kind's filesystem spend more and more time in the kernel (a
// 250-page build's system time went from 0.9 to 3.4 s over six builds that
// each deleted the last one's tree first, and stayed at about 1.0 s when
// nothing was deleted), which no cold build of a fresh checkout pays: a
// measured build, ours or the peer's, must not follow a deletion. SetAside
// renames a folder away at once; RemoveAll deletes them all when the
// measurements are done.
type Discard struct {
	aside []string
}

// discardedMark is in the name of every folder set aside.
const discardedMark = ".discarded-"

// SetAside renames path (if it exists) out of the way, for RemoveAll.
func (d *Discard) SetAside(path string) error {
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return nil
	} else if err != nil {
		return err
	}
	to := fmt.Sprintf("%s%s%d-%d", path, discardedMark, os.Getpid(), len(d.aside))
	if err := os.Rename(path, to); err != nil {
		return err
	}
	d.aside = append(d.aside, to)
	return nil
}

// RemoveAll deletes what was set aside.
func (d *Discard) RemoveAll() error {
	var errs []error
	for _, path := range d.aside {
		errs = append(errs, os.RemoveAll(path))
	}
	d.aside = nil
	return errors.Join(errs...)
}

// RemoveDiscarded deletes what an interrupted benchmark set aside directly
// below each of dirs.
func RemoveDiscarded(dirs ...string) error {
	var errs []error
	for _, dir := range dirs {
		left, err := filepath.Glob(filepath.Join(dir, "*"+discardedMark+"*"))
		if err != nil {
			return err
		}
		for _, path := range left {
			errs = append(errs, os.RemoveAll(path))
		}
	}
	return errors.Join(errs...)
}
