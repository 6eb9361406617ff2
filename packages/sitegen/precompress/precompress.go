// Package precompress writes Brotli (.br) and gzip (.gz) copies beside the
// compressible files of a built site, so the server can send them without
// compressing on every request.
//
// Only text formats are compressed (images and fonts are already compressed),
// only files above 1 KiB (smaller ones fit in a packet anyway), and only when
// the copy saves at least 5 % (otherwise the server would pay for a second
// file and a Vary header for nothing).
package precompress

import (
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"

	"github.com/andybalholm/brotli"
)

// SizeThreshold is the size in bytes up to which a file is left alone.
const SizeThreshold = 1024

// MaxRatio is the largest compressed/original size ratio worth keeping.
const MaxRatio = 0.95

// compressibleExts are the text formats a site build emits.
var compressibleExts = map[string]bool{
	".html": true, ".css": true, ".js": true, ".mjs": true, ".json": true,
	".svg": true, ".xml": true, ".txt": true, ".map": true,
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
	compress func(data []byte, brotliQuality int) ([]byte, error)
}

var encodings = []encoding{
	{".br", compressBrotli},
	{".gz", compressGzip},
}

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
	if err != nil {
		return Stats{}, err
	}

	var (
		mu    sync.Mutex
		total Stats
		errs  []error
		wg    sync.WaitGroup
		jobs  = make(chan string)
	)
	for range runtime.GOMAXPROCS(0) {
		wg.Go(func() {
			for p := range jobs {
				s, err := File(p)
				mu.Lock()
				total.Files += s.Files
				total.Written += s.Written
				total.Skipped += s.Skipped
				total.InBytes += s.InBytes
				if err != nil {
					errs = append(errs, err)
				}
				mu.Unlock()
			}
		})
	}
	for _, p := range paths {
		if ctx.Err() != nil {
			break
		}
		jobs <- p
	}
	close(jobs)
	wg.Wait()
	if err := ctx.Err(); err != nil {
		errs = append(errs, err)
	}
	return total, errors.Join(errs...)
}

// File writes the variants of one file (whatever its extension) if it is
// above SizeThreshold, and removes variants that would not save enough. It
// compresses as small as it can: for files built once and cached for long.
func File(path string) (Stats, error) { return FileAt(path, brotli.BestCompression) }

// PageQuality is a Brotli quality for files rebuilt on every build (pages,
// page data): about 60 times faster than the best quality on a typical page,
// for variants about 15 % larger.
const PageQuality = 5

// FileAt is File with the given Brotli quality (0-11).
func FileAt(path string, brotliQuality int) (Stats, error) {
	info, err := os.Stat(path)
	if err != nil {
		return Stats{}, err
	}
	if info.Size() <= SizeThreshold {
		return Stats{}, nil
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return Stats{}, err
	}
	s := Stats{Files: 1, InBytes: int64(len(data))}
	for _, enc := range encodings {
		out, err := enc.compress(data, brotliQuality)
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
		if err := writeAtomic(variant, out, info); err != nil {
			return s, fmt.Errorf("precompress %s: %w", path, err)
		}
		s.Written++
	}
	return s, nil
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

func compressBrotli(data []byte, quality int) ([]byte, error) {
	var buf bytes.Buffer
	w := brotli.NewWriterLevel(&buf, quality)
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func compressGzip(data []byte, _ int) ([]byte, error) {
	var buf bytes.Buffer
	w, err := gzip.NewWriterLevel(&buf, gzip.BestCompression)
	if err != nil {
		return nil, err
	}
	if _, err := w.Write(data); err != nil {
		return nil, err
	}
	if err := w.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}
