package precompress

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"
)

func textOfSize(n int) []byte {
	line := "<p>Freight forwarding, ocean, air and trucking in one platform.</p>\n"
	return []byte(strings.Repeat(line, n/len(line)+1)[:n])
}

func randomBytes(n int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(r.UintN(256))
	}
	return b
}

func TestDir(t *testing.T) {
	tests := []struct {
		name        string
		file        string
		content     []byte
		wantVariant bool
	}{
		{"large html", "index.html", textOfSize(20_000), true},
		{"nested css", "assets/app-AbC123xy.css", textOfSize(5_000), true},
		{"js", "assets/app-AbC123xy.js", textOfSize(3_000), true},
		{"json", "data/routes.json", textOfSize(2_000), true},
		{"svg", "logo.svg", textOfSize(2_000), true},
		{"xml", "sitemap.xml", textOfSize(2_000), true},
		{"txt", "robots.txt", textOfSize(2_000), true},
		{"source map", "assets/app-AbC123xy.js.map", textOfSize(2_000), true},
		{"upper-case extension", "LEGACY.HTML", textOfSize(2_000), true},
		{"just above threshold", "above.html", textOfSize(SizeThreshold + 1), true},
		{"at threshold", "at.html", textOfSize(SizeThreshold), false},
		{"small", "small.js", textOfSize(200), false},
		{"incompressible", "random.js", randomBytes(8_000), false},
		{"image", "photo.png", textOfSize(20_000), false},
		{"font", "font.woff2", textOfSize(20_000), false},
	}
	root := t.TempDir()
	old := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	for _, tt := range tests {
		p := filepath.Join(root, tt.file)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, tt.content, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	// A stale variant from an earlier build must not survive a run in which
	// the file no longer compresses well.
	if err := os.WriteFile(filepath.Join(root, "random.js.br"), []byte("stale"), 0o644); err != nil {
		t.Fatal(err)
	}

	stats, err := Dir(context.Background(), root)
	if err != nil {
		t.Fatal(err)
	}

	wantWritten := 0
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			p := filepath.Join(root, tt.file)
			for _, suffix := range []string{".br", ".gz"} {
				got, err := os.ReadFile(p + suffix)
				if !tt.wantVariant {
					if err == nil {
						t.Fatalf("%s%s exists, want none", tt.file, suffix)
					}
					continue
				}
				if err != nil {
					t.Fatal(err)
				}
				if plain := decompress(t, suffix, got); !bytes.Equal(plain, tt.content) {
					t.Errorf("%s%s does not decompress to the original", tt.file, suffix)
				}
				if float64(len(got)) > MaxRatio*float64(len(tt.content)) {
					t.Errorf("%s%s saves too little: %d of %d bytes", tt.file, suffix, len(got), len(tt.content))
				}
				info, err := os.Stat(p + suffix)
				if err != nil {
					t.Fatal(err)
				}
				if !info.ModTime().Equal(old) {
					t.Errorf("%s%s modtime = %v, want the original's %v", tt.file, suffix, info.ModTime(), old)
				}
			}
		})
		if tt.wantVariant {
			wantWritten += 2
		}
	}
	if stats.Written != wantWritten {
		t.Errorf("stats.Written = %d, want %d", stats.Written, wantWritten)
	}
	if stats.Skipped != 2 { // random.js: .br and .gz
		t.Errorf("stats.Skipped = %d, want 2", stats.Skipped)
	}
	leftovers, _ := filepath.Glob(filepath.Join(root, ".*tmp*"))
	if len(leftovers) > 0 {
		t.Errorf("temporary files left behind: %v", leftovers)
	}
}

func TestDirCancelled(t *testing.T) {
	root := t.TempDir()
	if err := os.WriteFile(filepath.Join(root, "index.html"), textOfSize(5000), 0o644); err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := Dir(ctx, root); err == nil {
		t.Fatal("Dir with a cancelled context returned no error")
	}
}

func TestDirMissingRoot(t *testing.T) {
	if _, err := Dir(context.Background(), filepath.Join(t.TempDir(), "missing")); err == nil {
		t.Fatal("Dir on a missing folder returned no error")
	}
}

func decompress(t *testing.T, suffix string, data []byte) []byte {
	t.Helper()
	var r io.Reader
	switch suffix {
	case ".br":
		r = brotli.NewReader(bytes.NewReader(data))
	case ".gz":
		zr, err := gzip.NewReader(bytes.NewReader(data))
		if err != nil {
			t.Fatal(err)
		}
		r = zr
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatal(err)
	}
	return out
}
