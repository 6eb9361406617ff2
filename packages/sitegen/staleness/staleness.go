// Package staleness tells whether an output is older than its inputs, so a
// target can skip work that is already done (mage serve's build, the
// node_modules install).
package staleness

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
)

// NewerThan tells whether any file below the inputs (files or folders) was
// modified after target, or target does not exist.
func NewerThan(target string, inputs ...string) (bool, error) {
	info, err := os.Stat(target)
	if err != nil {
		return true, nil
	}
	stamp := info.ModTime()
	for _, in := range inputs {
		err := filepath.WalkDir(in, func(p string, d fs.DirEntry, err error) error {
			if err != nil {
				return err
			}
			if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
				return filepath.SkipDir
			}
			if fi, err := d.Info(); err == nil && fi.ModTime().After(stamp) {
				return errNewer
			}
			return nil
		})
		if errors.Is(err, errNewer) {
			return true, nil
		}
		if err != nil && !errors.Is(err, fs.ErrNotExist) {
			return false, err
		}
	}
	return false, nil
}

var errNewer = errors.New("newer")
