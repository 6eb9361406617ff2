// Package precompress writes Brotli (.br) and gzip (.gz) copies beside the
// compressible files of a built site, so the server can send them without
// compressing on every request.
//
// Only text formats are compressed (images and fonts are already compressed),
// only files above 1 KiB (smaller ones fit in a packet anyway), and only when
// the copy saves at least 5 % (otherwise the server would pay for a second
// file and a Vary header for nothing). Site compresses the files of a site
// being built, reusing the variants of the last good site for the files
// that did not change since.
package precompress

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
	"github.com/freightlane/website/packages/sitegen/workpool"
	// klauspost's gzip at its best compression writes files a little
	// smaller than the standard library's at its best, about 1.6 times
	// faster: a site compresses thousands of pages on every build.
	"github.com/klauspost/compress/gzip"
)

// SizeThreshold is the size in bytes up to which a file is left alone.
const SizeThreshold = 1024

// MaxRatio is the largest compressed/original size ratio worth keeping.
const MaxRatio = 0.95

// compressibleExts are the text formats a site build emits.
var compressibleExts = map[string]bool{
	".html": true, ".css": true, ".js": true, ".mjs": true, ".json": true,
	".svg": true, ".xml": true, ".txt": true, ".map": true, ".md": true,
	".page": true,
}

// Compressible reports whether a file name has an extension worth
// compressing.
func Compressible(name string) bool {
	return compressibleExts[strings.ToLower(filepath.Ext(name))]
}

// encoding is one precompressed variant: the suffix of its file and how to
// produce it.
type encoding struct {
	suffix   string
	compress func(data []byte, level Level) ([]byte, error)
}

var encodings = []encoding{
	{".br", compressBrotli},
	{".gz", compressGzip},
}

// Suffixes are the suffixes of the variant files, as FileAt names them.
var Suffixes = func() []string {
	out := make([]string, len(encodings))
	for i, enc := range encodings {
		out[i] = enc.suffix
	}
	return out
}()

// Stats counts what Dir did, for the build's summary line.
type Stats struct {
	Files   int   // compressible files above SizeThreshold that were looked at
	Written int   // variant files written
	Skipped int   // variants not written because they saved too little
	InBytes int64 // total size of the files looked at
}

// Dir compresses every compressible file above SizeThreshold under root, using all
// CPUs. A variant that would not save at least 5 % is not written, and a
// stale one left from an earlier run is removed, so every .br or .gz file
// beside an original always matches it.
func Dir(ctx context.Context, root string) (Stats, error) {
	paths, err := Files(root)
	if err != nil {
		return Stats{}, err
	}

	var (
		mu    sync.Mutex
		total Stats
		errs  []error
	)
	workpool.Each(len(paths), workpool.CPU(), func(i int) {
		if ctx.Err() != nil {
			return
		}
		s, err := File(paths[i])
		mu.Lock()
		total.Files += s.Files
		total.Written += s.Written
		total.Skipped += s.Skipped
		total.InBytes += s.InBytes
		if err != nil {
			errs = append(errs, err)
		}
		mu.Unlock()
	})
	if err := ctx.Err(); err != nil {
		errs = append(errs, err)
	}
	return total, errors.Join(errs...)
}

// Files lists the regular files under root whose names are Compressible.
func Files(root string) ([]string, error) {
	var paths []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Type().IsRegular() && Compressible(p) {
			paths = append(paths, p)
		}
		return nil
	})
	return paths, err
}

// Level is how hard a file is compressed: a Brotli quality (0-11) and a gzip
// level (1-9).
type Level struct{ Brotli, Gzip int }

// Best is for files built once and cached for long: the hashed bundle.
var Best = Level{Brotli: brotli.BestCompression, Gzip: gzip.BestCompression}

// Page is for files made again on every build (pages, page data, the search
// index). Brotli 5 is about 60 times faster than 11 on a typical page, for
// variants about 15 % larger; gzip 6, its default level, about five times
// faster than 9, for variants about 3 % larger, which only clients without
// Brotli get.
var Page = Level{Brotli: 5, Gzip: 6}

// File writes the variants of one file (whatever its extension) if it is
// above SizeThreshold, and removes variants that would not save enough. It
// compresses as small as it can (Best): for files built once and cached for
// long.
func File(path string) (Stats, error) { return FileAt(path, Best) }

// FileAt is File at the given level.
func FileAt(path string, level Level) (Stats, error) {
	return fileAt(path, level, writeAtomic, encodings)
}

// NewFileAt is FileAt for a file of a folder that nobody reads yet and that
// holds no variants of it (a build's output before it is swapped in): the
// variants are written in place, with half the system calls.
func NewFileAt(path string, level Level) (Stats, error) {
	return fileAt(path, level, writeNew, encodings)
}

// NewFileBesideBrotli is NewFileAt for a file whose writer made its Brotli
// variant by the rules of this package, or none if it saves too little (the
// prerender compresses the pages it renders, with zlib's native encoder,
// faster than this package's pure-Go one): it writes the gzip variant, and
// gives the Brotli one the file's modification time, so Last-Modified agrees
// across encodings.
func NewFileBesideBrotli(path string, level Level) (Stats, error) {
	s, err := fileAt(path, level, writeNew, gzipOnly)
	if err != nil {
		return s, err
	}
	info, err := os.Stat(path)
	if err != nil {
		return s, err
	}
	if err := os.Chtimes(path+".br", info.ModTime(), info.ModTime()); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return s, err
	}
	return s, nil
}

var gzipOnly = encodings[1:]

func fileAt(path string, level Level, write func(path string, data []byte, orig fs.FileInfo) error, encodings []encoding) (Stats, error) {
	f, err := os.Open(path)
	if err != nil {
		return Stats{}, err
	}
	info, err := f.Stat()
	if err != nil || info.Size() <= SizeThreshold {
		f.Close()
		return Stats{}, err
	}
	data := make([]byte, info.Size())
	_, err = io.ReadFull(f, data)
	f.Close()
	if err != nil {
		return Stats{}, err
	}
	s := Stats{Files: 1, InBytes: int64(len(data))}
	for _, enc := range encodings {
		out, err := enc.compress(data, level)
		if err != nil {
			return s, fmt.Errorf("precompress %s: %w", path, err)
		}
		variant := path + enc.suffix
		if float64(len(out)) > MaxRatio*float64(len(data)) {
			s.Skipped++
			if err := os.Remove(variant); err != nil && !errors.Is(err, fs.ErrNotExist) {
				return s, err
			}
			continue
		}
		if err := write(variant, out, info); err != nil {
			return s, fmt.Errorf("precompress %s: %w", path, err)
		}
		s.Written++
	}
	return s, nil
}

// writeNew writes a variant that does not exist yet, with the original's
// mode and modification time.
func writeNew(path string, data []byte, orig fs.FileInfo) error {
	f, err := os.OpenFile(path, os.O_WRONLY|os.O_CREATE|os.O_EXCL, orig.Mode().Perm())
	if err != nil {
		return err
	}
	if _, err := f.Write(data); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	return os.Chtimes(path, orig.ModTime(), orig.ModTime())
}

// writeAtomic writes through a temporary file so an interrupted build never
// leaves a truncated variant that a server would send, and copies the
// original's mode and modification time so Last-Modified agrees across
// encodings.
func writeAtomic(path string, data []byte, orig fs.FileInfo) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op after a successful rename
	if _, err := tmp.Write(data); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Chmod(orig.Mode().Perm()); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chtimes(tmp.Name(), orig.ModTime(), orig.ModTime()); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}

// Compressors keep megabytes of tables: they are reused, not made per file
// (a site has thousands of small files).
var (
	brotliWriters [brotli.BestCompression + 1]sync.Pool
	gzipWriters   [gzip.BestCompression + 1]sync.Pool
)

func compressBrotli(data []byte, level Level) ([]byte, error) {
	quality := min(max(level.Brotli, brotli.BestSpeed), brotli.BestCompression)
	var buf bytes.Buffer
	buf.Grow(len(data)/3 + 64)
	w, _ := brotliWriters[quality].Get().(*brotli.Writer)
	if w == nil {
		w = brotli.NewWriterLevel(&buf, quality)
	} else {
		w.Reset(&buf)
	}
	defer brotliWriters[quality].Put(w)
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func compressGzip(data []byte, level Level) ([]byte, error) {
	lvl := min(max(level.Gzip, gzip.BestSpeed), gzip.BestCompression)
	var buf bytes.Buffer
	buf.Grow(len(data)/3 + 64)
	w, _ := gzipWriters[lvl].Get().(*gzip.Writer)
	if w == nil {
		var err error
		if w, err = gzip.NewWriterLevel(&buf, lvl); err != nil {
			return nil, err
		}
	} else {
		w.Reset(&buf)
	}
	defer gzipWriters[lvl].Put(w)
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
