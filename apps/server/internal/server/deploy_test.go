package server

import (
	"crypto/rand"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/sitetest"
)

// release writes the fixture site as release n under releases, with a
// script of its own (a new build's hashed name) that its home page loads.
func release(t *testing.T, releases string, n int) (dir, asset string) {
	t.Helper()
	dir = filepath.Join(releases, fmt.Sprintf("2026112%dT000000Z", n))
	if err := os.CopyFS(dir, os.DirFS(sitetest.Dist(t))); err != nil {
		t.Fatal(err)
	}
	asset = fmt.Sprintf("/assets/app-Rel%dx9Kq.js", n)
	if err := os.WriteFile(filepath.Join(dir, asset), []byte(fmt.Sprintf("document.body.dataset.release = \"%d\";\n", n)), 0o644); err != nil {
		t.Fatal(err)
	}
	index := filepath.Join(dir, "index.html")
	page, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	withScript := strings.Replace(string(page), "</head>", `<script type="module" src="`+asset+`"></script></head>`, 1)
	if err := os.WriteFile(index, []byte(withScript), 0o644); err != nil {
		t.Fatal(err)
	}
	return dir, asset
}

var releaseScript = regexp.MustCompile(`/assets/app-Rel[0-9]x9Kq\.js`)

// fdsUnder counts this process's open files under dir.
func fdsUnder(t *testing.T, dir string) int {
	entries, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		t.Skipf("no /proc/self/fd here: %v", err)
	}
	n := 0
	for _, e := range entries {
		if target, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name())); err == nil && strings.HasPrefix(target, dir) {
			n++
		}
	}
	return n
}

// Pages fetched just before a swap loaded without their CSS and JS (241
// asset 404s over six swaps), and each reload kept the old site open for
// 90 s. Now four deploys under load, each a flip of the dist symlink and a
// SIGHUP, leave 0 asset 404s: a page's script answers from the release it
// came from while that release is kept, and the oldest release, no longer
// kept, is closed as soon as its requests end.
func TestDeployUnderLoadKeepsTheOldAssets(t *testing.T) {
	root := t.TempDir()
	releases := filepath.Join(root, "dist.releases")
	dist := filepath.Join(root, "dist")
	point := func(dir string) { sitetest.Point(t, dist, filepath.Join("dist.releases", filepath.Base(dir))) }
	var dirs, assets []string
	for n := 1; n <= 5; n++ {
		dir, asset := release(t, releases, n)
		dirs, assets = append(dirs, dir), append(assets, asset)
	}
	point(dirs[0])
	ts := startServer(t, nil, func(c *Config) { c.Dist = dist })

	var pages, assetsFetched, missing atomic.Int64
	var firstMissing atomic.Value
	stop := make(chan struct{})
	var wg sync.WaitGroup
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: 4}}
	defer client.CloseIdleConnections()
	get := func(u string) (int, string) {
		resp, err := client.Get(u)
		if err != nil {
			t.Error(err)
			return 0, ""
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp.StatusCode, string(b)
	}
	for range 4 {
		wg.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
				status, page := get(ts.URL + "/")
				asset := releaseScript.FindString(page)
				if status != 200 || asset == "" {
					t.Errorf("home page: %d, script %q", status, asset)
					return
				}
				pages.Add(1)
				time.Sleep(2 * time.Millisecond) // a browser parses the page before asking for its script
				if status, _ := get(ts.URL + asset); status != 200 {
					missing.Add(1)
					firstMissing.CompareAndSwap(nil, fmt.Sprintf("%s: %d", asset, status))
				}
				assetsFetched.Add(1)
			}
		})
	}
	for i := 1; i < len(dirs); i++ {
		time.Sleep(100 * time.Millisecond)
		point(dirs[i])
		syscall.Kill(os.Getpid(), syscall.SIGHUP)
		deadline := time.Now().Add(5 * time.Second)
		for {
			if _, page := get(ts.URL + "/"); strings.Contains(page, assets[i]) {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("the server does not serve release %d after SIGHUP", i+1)
			}
			time.Sleep(10 * time.Millisecond) // polling: the reload sends no signal to the client
		}
	}
	time.Sleep(100 * time.Millisecond)
	close(stop)
	wg.Wait()
	t.Logf("%d pages, %d assets, %d asset 404s over 4 deploys", pages.Load(), assetsFetched.Load(), missing.Load())
	if missing.Load() != 0 {
		t.Errorf("%d asset requests failed across the deploys, the first %v", missing.Load(), firstMissing.Load())
	}

	// Release 5 is served; 4, 3 and 2 are kept; 1 is closed at once.
	for i, asset := range assets[1:] {
		a := do(t, "GET", ts.URL+asset, "", "", nil)
		if a.status != 200 || a.header.Get("Cache-Control") != "public, max-age=31536000, immutable" || a.header.Get("Content-Type") != "text/javascript; charset=utf-8" || !strings.Contains(a.body, fmt.Sprintf(`"%d"`, i+2)) {
			t.Errorf("%s after the deploys: %d %q %q %q", asset, a.status, a.header.Get("Cache-Control"), a.header.Get("Content-Type"), a.body)
		}
	}
	if a := do(t, "GET", ts.URL+assets[0], "", "", nil); a.status != 404 {
		t.Errorf("%s of a release no longer kept: %d, want 404", assets[0], a.status)
	}
	if a := do(t, "GET", ts.URL+"/assets/app-Gone1234.js", "", "", nil); a.status != 404 {
		t.Errorf("an asset no release has: %d, want 404", a.status)
	}
	if n := fdsUnder(t, dirs[0]); n != 0 {
		t.Errorf("%d files of the first release still open after the deploys, want 0 (closed when its requests end)", n)
	}
}

// heapAfterGC is the live heap once the garbage collector has run.
func heapAfterGC() uint64 {
	runtime.GC()
	runtime.GC() // the first may leave finalized objects for the second
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.HeapAlloc
}

// Each reload kept the old site in memory for 90 s: 10 reloads added
// 400 MB. A swapped-out site is released when its last request ends now.
// The site here holds 15 MiB of files in memory; measured right after the
// tenth reload, with requests on each site before its swap, the heap holds
// at most half a site more than after the first load (it held ten more).
func TestReloadsReleaseTheOldSitesMemory(t *testing.T) {
	dist := sitetest.Dist(t)
	const files, fileSize = 40, 384 << 10 // each under the 512 KiB a file may take in memory
	chunk := make([]byte, fileSize)
	for i := range files {
		rand.Read(chunk) // incompressible, and no two files alike
		if err := os.WriteFile(filepath.Join(dist, "assets", fmt.Sprintf("chunk-%02d-Ab12Cd34.js", i)), chunk, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	const siteBytes = files * fileSize
	index := filepath.Join(dist, "index.html")
	page, err := os.ReadFile(index)
	if err != nil {
		t.Fatal(err)
	}
	before := heapAfterGC()
	ts := startServer(t, nil, func(c *Config) { c.Dist = dist })
	if a := do(t, "GET", ts.URL+"/assets/chunk-00-Ab12Cd34.js", "", "", nil); a.status != 200 || len(a.body) != fileSize {
		t.Fatalf("a large asset: %d, %d bytes", a.status, len(a.body))
	}
	loaded := heapAfterGC()
	if loaded-before < siteBytes*9/10 {
		t.Fatalf("the heap grew by %.1f MiB when the site loaded, want about its %.0f MiB of files: the site is not held in memory and this test measures nothing", float64(loaded-before)/(1<<20), float64(siteBytes)/(1<<20))
	}

	for n := 1; n <= 10; n++ {
		marker := fmt.Sprintf("<!-- reload %d -->", n)
		if err := os.WriteFile(index, append(page, marker...), 0o644); err != nil {
			t.Fatal(err)
		}
		syscall.Kill(os.Getpid(), syscall.SIGHUP)
		deadline := time.Now().Add(5 * time.Second)
		for !strings.Contains(do(t, "GET", ts.URL+"/", "", "", nil).body, marker) {
			if time.Now().After(deadline) {
				t.Fatalf("reload %d not served within 5 s", n)
			}
			time.Sleep(10 * time.Millisecond) // polling: the reload sends no signal to the client
		}
		if a := do(t, "GET", ts.URL+fmt.Sprintf("/assets/chunk-%02d-Ab12Cd34.js", n), "", "", nil); a.status != 200 {
			t.Fatalf("a large asset after reload %d: %d", n, a.status)
		}
	}
	after := heapAfterGC()
	grown := float64(int64(after)-int64(loaded)) / siteBytes
	t.Logf("heap: %.1f MiB before the server, %.1f MiB with the site loaded, %.1f MiB after 10 reloads (%.2f sites more)",
		float64(before)/(1<<20), float64(loaded)/(1<<20), float64(after)/(1<<20), grown)
	if grown > 0.5 {
		t.Errorf("after 10 reloads the heap holds %.2f sites more than after the first load, want at most 0.5: swapped-out sites are not released", grown)
	}
}
