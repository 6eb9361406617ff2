package precompress

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/freightlane/website/packages/sitegen/workpool"
)

// Site writes .br and .gz files beside the given files of a site
// being built (slash-separated paths below dir; files of a kind not worth
// compressing are passed over). dir is read by nobody yet and holds no
// variants of these files, which are therefore written in place. The hashed
// bundle files are not given here: they are compressed once when the bundle
// is built (apps/site/scripts/compress.mjs, run by sitebuild).
//
// previous is the last good site (or empty): a file that is the very same
// file (a hard link to it) as the one at its path there has not changed
// since that site's variants were made, and gets them linked instead of
// compressed again. renamed, when not nil, names the file of the previous
// site that has the same bytes as a file now under another name (the search
// index names its files after a hash of the whole index).
func Site(dir string, files []string, previous string, renamed func(file string) (string, bool)) error {
	var todo []string
	for _, rel := range files {
		if Compressible(rel) {
			todo = append(todo, rel)
		}
	}
	errs := make([]error, len(todo))
	// While one waits for the disk to take a new file, another compresses.
	workpool.Each(len(todo), workpool.IO(), func(i int) {
		rel := todo[i]
		f := filepath.Join(dir, filepath.FromSlash(rel))
		if previous != "" {
			prev, moved := rel, false
			if renamed != nil {
				if name, ok := renamed(rel); ok && name != rel {
					prev, moved = name, true
				}
			}
			if reused, err := reuseVariants(f, filepath.Join(previous, filepath.FromSlash(prev)), moved); reused || err != nil {
				errs[i] = err
				return
			}
		}
		_, errs[i] = NewFileAt(f, Page)
	})
	return errors.Join(errs...)
}

// reuseVariants links the variants of prev beside file when file has not
// changed since they were made: it is the same file as prev, or (moved) a
// file with the same bytes, which then takes prev's modification time so
// that the variants agree with it. It tells whether it did.
func reuseVariants(file, prev string, moved bool) (bool, error) {
	info, err := os.Stat(file)
	if err != nil {
		return false, err
	}
	prevInfo, err := os.Stat(prev)
	if err != nil {
		return false, nil
	}
	switch {
	case moved && prevInfo.Size() == info.Size():
		if err := os.Chtimes(file, prevInfo.ModTime(), prevInfo.ModTime()); err != nil {
			return false, err
		}
	case !os.SameFile(info, prevInfo):
		return false, nil
	}
	for _, suffix := range Suffixes {
		if err := os.Link(prev+suffix, file+suffix); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return true, err
		}
	}
	return true, nil
}
