// Package outdir writes a folder of generated files incrementally: only
// files whose bytes changed since the last run are written, each through a
// new file renamed into place (never changed in place, so a hard link made
// by an earlier build never sees a file change), and files that are gone are
// removed. The SHA-256 of every file is recorded in SumsFile, so that a later
// process knows what is there without reading it.
package outdir

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/freightlane/website/packages/sitegen/workpool"
)

// SumsFile lists the SHA-256 of every file written below the folder, in the
// format of sha256sum. A later process reads it to leave unchanged files
// untouched, so they keep their modification time and inode: the build
// hard-links them into the site and reuses what it derived from them.
const SumsFile = ".sha256sums"

// Sum is a file's SHA-256.
type Sum = [sha256.Size]byte

// Writer writes into one folder. Its methods are not safe for concurrent
// use, except Put between Begin and Commit.
type Writer struct {
	dir string
	// written are the sums of the files in dir as the last run wrote them
	// (or as SumsFile recorded them for an earlier process); nil: unknown.
	written map[string]Sum
}

// New returns a writer into dir.
func New(dir string) *Writer { return &Writer{dir: dir} }

// Dir is the folder written.
func (w *Writer) Dir() string { return w.dir }

// Written are the files of the last committed run with their sums (nil
// before the first, or after a failed run). The map is the writer's: do not
// change it.
func (w *Writer) Written() map[string]Sum { return w.written }

// Forget drops what the writer knows of the folder: after a run that failed
// half-way, the next run writes everything.
func (w *Writer) Forget() { w.written = nil }

// Begin starts a run: it learns what an earlier process wrote (or empties
// the folder when that is unknown), and removes the sums file, so that a run
// that stops half-way is followed by one that writes everything.
func (w *Writer) Begin() error {
	if w.written == nil {
		w.written = ReadSums(filepath.Join(w.dir, SumsFile))
	}
	if w.written == nil {
		if err := os.RemoveAll(w.dir); err != nil {
			return err
		}
	}
	if err := os.Remove(filepath.Join(w.dir, SumsFile)); err != nil && !os.IsNotExist(err) {
		return err
	}
	return nil
}

// Put writes one file (a slash-separated name below the folder) unless it
// already holds these bytes, and tells whether it wrote it.
func (w *Writer) Put(name string, data []byte) (sum Sum, wrote bool, err error) {
	sum = sha256.Sum256(data)
	file := filepath.Join(w.dir, filepath.FromSlash(name))
	if prev, ok := w.written[name]; ok && prev == sum {
		if info, err := os.Stat(file); err == nil && info.Size() == int64(len(data)) {
			return sum, false, nil
		}
	}
	return sum, true, WriteFile(file, data)
}

// PutAll writes files on all cores and adds their sums to next.
func (w *Writer) PutAll(files map[string][]byte, next map[string]Sum) error {
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sums := make([]Sum, len(names))
	errs := make([]error, len(names))
	workpool.Each(len(names), workpool.IO(), func(i int) { sums[i], _, errs[i] = w.Put(names[i], files[names[i]]) })
	if err := errors.Join(errs...); err != nil {
		w.written = nil
		return err
	}
	for i, name := range names {
		next[name] = sums[i]
	}
	return nil
}

// Commit ends a run: it removes the files of the last run that next does
// not hold, and records next in the sums file.
func (w *Writer) Commit(next map[string]Sum) error {
	for name := range w.written {
		if _, ok := next[name]; !ok {
			if err := os.Remove(filepath.Join(w.dir, filepath.FromSlash(name))); err != nil && !os.IsNotExist(err) {
				return err
			}
		}
	}
	if err := WriteFile(filepath.Join(w.dir, SumsFile), FormatSums(next)); err != nil {
		return err
	}
	w.written = next
	return nil
}

// WriteFile writes a file that is not there yet in place, and replaces one
// that is through a temporary file renamed over it: a reader (or a hard link
// made by an earlier build) never sees a file change. The folder is made
// only when missing, which a site's thousands of files seldom find.
func WriteFile(file string, data []byte) error {
	dir := filepath.Dir(file)
	f, err := os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	if errors.Is(err, fs.ErrNotExist) {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return err
		}
		f, err = os.OpenFile(file, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o644)
	}
	switch {
	case err == nil:
		_, err = f.Write(data)
		if closeErr := f.Close(); err == nil {
			err = closeErr
		}
		if err != nil {
			os.Remove(file)
		}
		return err
	case !errors.Is(err, fs.ErrExist):
		return err
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(file)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // fails harmlessly after the rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(0o644); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), file)
}

// FormatSums writes sums as sha256sum does, sorted by name.
func FormatSums(sums map[string]Sum) []byte {
	names := make([]string, 0, len(sums))
	for name := range sums {
		names = append(names, name)
	}
	sort.Strings(names)
	var b bytes.Buffer
	for _, name := range names {
		sum := sums[name]
		b.WriteString(hex.EncodeToString(sum[:]))
		b.WriteString("  ")
		b.WriteString(name)
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// ReadSums reads a sums file; nil when it is missing or not one.
func ReadSums(file string) map[string]Sum {
	data, err := os.ReadFile(file)
	if err != nil {
		return nil
	}
	sums := map[string]Sum{}
	for line := range strings.Lines(string(data)) {
		hexSum, name, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "  ")
		if !ok || name == "" || len(hexSum) != hex.EncodedLen(sha256.Size) {
			return nil
		}
		var sum Sum
		if _, err := hex.Decode(sum[:], []byte(hexSum)); err != nil {
			return nil
		}
		sums[name] = sum
	}
	return sums
}
