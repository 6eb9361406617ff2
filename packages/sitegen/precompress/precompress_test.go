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

// NewFileAt writes the variants of a file of a new site in place, with the
// original's mode and time, at the level asked for; a variant already there
// is an error, not overwritten (the site was meant to hold none).
func TestNewFileAt(t *testing.T) {
	dir := t.TempDir()
	page := filepath.Join(dir, "index.html")
	content := textOfSize(30_000)
	if err := os.WriteFile(page, content, 0o640); err != nil {
		t.Fatal(err)
	}
	old := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	if err := os.Chtimes(page, old, old); err != nil {
		t.Fatal(err)
	}
	s, err := NewFileAt(page, Page)
	if err != nil {
		t.Fatal(err)
	}
	if s.Written != 2 {
		t.Errorf("%d variants written; want 2", s.Written)
	}
	for _, suffix := range Suffixes {
		data, err := os.ReadFile(page + suffix)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(decompress(t, suffix, data), content) {
			t.Errorf("%s variant does not decompress to the page", suffix)
		}
		info, err := os.Stat(page + suffix)
		if err != nil {
			t.Fatal(err)
		}
		if !info.ModTime().Equal(old) || info.Mode().Perm() != 0o640 {
			t.Errorf("%s variant: time %v, mode %v; want the page's %v, 0640", suffix, info.ModTime(), info.Mode().Perm(), old)
		}
	}
	if _, err := NewFileAt(page, Page); err == nil {
		t.Error("NewFileAt over existing variants returned no error")
	}
}

// NewFileBesideBrotli writes only the gzip variant of a file whose writer
// made its Brotli one, and gives that one the file's time; a file without a
// Brotli variant (it saved too little) gets its gzip one all the same.
func TestNewFileBesideBrotli(t *testing.T) {
	dir := t.TempDir()
	old := time.Date(2024, 5, 1, 12, 0, 0, 0, time.UTC)
	content := textOfSize(30_000)
	made := []byte("the prerender's Brotli variant")
	for _, name := range []string{"with.html", "without.html"} {
		if err := os.WriteFile(filepath.Join(dir, name), content, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(filepath.Join(dir, name), old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "with.html.br"), made, 0o644); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"with.html", "without.html"} {
		page := filepath.Join(dir, name)
		s, err := NewFileBesideBrotli(page, Page)
		if err != nil {
			t.Fatal(err)
		}
		if s.Written != 1 {
			t.Errorf("%s: %d variants written; want 1", name, s.Written)
		}
		gz, err := os.ReadFile(page + ".gz")
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(decompress(t, ".gz", gz), content) {
			t.Errorf("%s: the gzip variant does not decompress to the page", name)
		}
	}
	br, err := os.ReadFile(filepath.Join(dir, "with.html.br"))
	if err != nil || !bytes.Equal(br, made) {
		t.Errorf("the Brotli variant was rewritten: %q, %v", br, err)
	}
	if info, err := os.Stat(filepath.Join(dir, "with.html.br")); err != nil || !info.ModTime().Equal(old) {
		t.Errorf("the Brotli variant's time is not the page's %v: %v", old, err)
	}
	if _, err := os.Stat(filepath.Join(dir, "without.html.br")); err == nil {
		t.Error("a Brotli variant was made for the page without one")
	}
	if _, err := NewFileBesideBrotli(filepath.Join(dir, "missing.html"), Page); err == nil {
		t.Error("a missing file gave no error")
	}
}

// The page level compresses less hard than the best one, and both give
// variants that decompress to the file.
func TestLevels(t *testing.T) {
	words := strings.Fields("freight ocean air trucking parcel warehouse booking consolidation customs entry pickup order receipt bill lading waybill rate table invoice delivery container")
	r := rand.New(rand.NewPCG(3, 4))
	var b strings.Builder
	for b.Len() < 200_000 {
		b.WriteString(words[r.IntN(len(words))])
		b.WriteByte(" \n"[r.IntN(2)])
	}
	content := []byte(b.String())
	for _, enc := range encodings {
		best, err := enc.compress(content, Best)
		if err != nil {
			t.Fatal(err)
		}
		page, err := enc.compress(content, Page)
		if err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(decompress(t, enc.suffix, best), content) || !bytes.Equal(decompress(t, enc.suffix, page), content) {
			t.Errorf("%s: a variant does not decompress to the file", enc.suffix)
		}
		if len(best) > len(page) {
			t.Errorf("%s: best level gave %d bytes, page level %d; want best no larger", enc.suffix, len(best), len(page))
		}
	}
}
