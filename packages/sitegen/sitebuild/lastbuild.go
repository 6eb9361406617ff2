package sitebuild

import (
	"bufio"
	"crypto/sha256"
	"encoding/gob"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"syscall"

	"github.com/freightlane/website/packages/sitegen/links"
)

// lastBuildFile, in the work folder, records what the site in dist was
// built from, so the next build can carry over what has not changed.
const lastBuildFile = "last-build.gob"

// lastBuild is the record of the site that the last successful build
// swapped into dist.
type lastBuild struct {
	// Dist identifies the dist folder the site became (device, inode and
	// modification time, as the inode of a removed folder can come back):
	// a dist replaced by anything else is not this site.
	Dist [3]uint64
	// RenderKey identifies the bundles and the prerender script.
	RenderKey string
	// Pages maps each HTML file to the SHA-256 of the data it was rendered
	// from.
	Pages map[string][sha256.Size]byte
	// Generated maps the files linked from the generated data to their
	// SHA-256.
	Generated map[string][sha256.Size]byte
	// Strings holds every id and link of the pages once; Links refers to
	// them by index (most links, the navigation's, are on every page).
	Strings []string
	Links   map[string]linkRefs
}

type linkRefs struct{ IDs, Hrefs []uint32 }

// renderKey identifies what a page's HTML depends on besides its data: the
// bundles (by the hash of their inputs), the prerender script and the
// scripts beside it that it imports.
func renderKey(bundleHash, prerenderScript string) (string, error) {
	script, err := os.ReadFile(prerenderScript)
	if err != nil {
		return "", err
	}
	h := sha256.New()
	h.Write([]byte(bundleHash))
	h.Write(script)
	for _, m := range siblingImport.FindAllSubmatch(script, -1) {
		imported, err := os.ReadFile(filepath.Join(filepath.Dir(prerenderScript), string(m[1])))
		if err != nil {
			return "", err
		}
		h.Write(imported)
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}

// siblingImport finds a script's imports of the scripts beside it.
var siblingImport = regexp.MustCompile(`from '\./([\w.-]+\.mjs)'`)

func folderID(dir string) ([3]uint64, bool) {
	info, err := os.Stat(dir)
	if err != nil {
		return [3]uint64{}, false
	}
	st, ok := info.Sys().(*syscall.Stat_t)
	if !ok {
		return [3]uint64{}, false
	}
	return [3]uint64{uint64(st.Dev), uint64(st.Ino), uint64(info.ModTime().UnixNano())}, true
}

// readLastBuild returns the record of the site in dist, or nil when there is
// none, it is unreadable, or it is not the record of that site. Its pages
// are of use only if its RenderKey is this build's.
func readLastBuild(work, dist string) *lastBuild {
	f, err := os.Open(filepath.Join(work, lastBuildFile))
	if err != nil {
		return nil
	}
	defer f.Close()
	var last lastBuild
	if err := gob.NewDecoder(bufio.NewReader(f)).Decode(&last); err != nil {
		return nil
	}
	if id, ok := folderID(dist); !ok || id != last.Dist {
		return nil
	}
	return &last
}

// renamed returns, for the files linked from the generated data, a file of
// the last site with the same bytes (nil when there is no last site).
func (l *lastBuild) renamed(generated map[string][sha256.Size]byte) func(string) (string, bool) {
	if l == nil {
		return nil
	}
	bySum := make(map[[sha256.Size]byte]string, len(l.Generated))
	for file, sum := range l.Generated {
		bySum[sum] = file
	}
	return func(file string) (string, bool) {
		sum, ok := generated[file]
		if !ok {
			return "", false
		}
		prev, ok := bySum[sum]
		return prev, ok
	}
}

// links is what the link check read of a page of the last site.
func (l *lastBuild) links(file string) (links.PageLinks, bool) {
	refs, ok := l.Links[file]
	if !ok {
		return links.PageLinks{}, false
	}
	var pl links.PageLinks
	ok = true
	strs := func(idx []uint32) []string {
		out := make([]string, len(idx))
		for i, n := range idx {
			if int(n) >= len(l.Strings) {
				ok = false
				return nil
			}
			out[i] = l.Strings[n]
		}
		return out
	}
	pl.IDs, pl.Hrefs = strs(refs.IDs), strs(refs.Hrefs)
	return pl, ok
}

// writeLastBuild records the site just swapped into dist.
func writeLastBuild(work, dist, key string, pages, generated map[string][sha256.Size]byte, read map[string]links.PageLinks) error {
	id, ok := folderID(dist)
	if !ok {
		return nil
	}
	last := lastBuild{Dist: id, RenderKey: key, Pages: pages, Generated: generated, Links: make(map[string]linkRefs, len(read))}
	index := map[string]uint32{}
	refs := func(list []string) []uint32 {
		out := make([]uint32, len(list))
		for i, s := range list {
			n, ok := index[s]
			if !ok {
				n = uint32(len(last.Strings))
				index[s] = n
				last.Strings = append(last.Strings, s)
			}
			out[i] = n
		}
		return out
	}
	for file, pl := range read {
		last.Links[file] = linkRefs{IDs: refs(pl.IDs), Hrefs: refs(pl.Hrefs)}
	}
	tmp, err := os.CreateTemp(work, "."+lastBuildFile+".tmp*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	w := bufio.NewWriter(tmp)
	if err := gob.NewEncoder(w).Encode(&last); err != nil {
		tmp.Close()
		return err
	}
	if err := w.Flush(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), filepath.Join(work, lastBuildFile))
}

// forgetLastBuild removes the record before dist changes.
func forgetLastBuild(work string) error {
	if err := os.Remove(filepath.Join(work, lastBuildFile)); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}
