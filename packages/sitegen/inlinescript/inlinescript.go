// Package inlinescript finds the inline <script> and <style> elements of a
// built site and turns each distinct body into a CSP hash source
// ('sha256-…'), so the Content-Security-Policy can allow exactly those
// scripts and styles instead of 'unsafe-inline'. It is the one place that
// hashes inline assets: whatever a page inlines, script or style, is found
// by the same pass over its HTML.
//
// The build hashes the inline assets it wrote into the static hosts' header
// files with it, and the server into its own CSP.
package inlinescript

import (
	"crypto/sha256"
	"encoding/base64"
	"io"
	"io/fs"
	"path"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Source returns the CSP source expression that allows an inline script
// whose text is body, e.g. 'sha256-RFWPLDbv2BY+rCkDzsE+0fr8ylGr2R2faWMhq4lfEQc='.
func Source(body string) string {
	sum := sha256.Sum256([]byte(body))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// Sources are the hash sources of a site's inline assets: Scripts for
// script-src, Styles for style-src.
type Sources struct {
	Scripts []string
	Styles  []string
}

// SourcesInHTML returns the hash source of every inline script and every
// <style> element in one HTML document, in document order, duplicates
// included.
//
// The text is hashed as the browser sees it: the tokenizer normalises line
// endings like the HTML parser does, and script and style text is raw (no
// entity decoding), so the hash matches what the browser computes.
func SourcesInHTML(r io.Reader) (Sources, error) {
	var sources Sources
	z := html.NewTokenizer(r)
	for {
		switch z.Next() {
		case html.ErrorToken:
			if z.Err() == io.EOF {
				return sources, nil
			}
			return Sources{}, z.Err()
		case html.StartTagToken:
			name, hasAttr := z.TagName()
			var list *[]string
			switch atom.Lookup(name) {
			case atom.Script:
				if hasAttr && !executableInline(z) {
					continue
				}
				list = &sources.Scripts
			case atom.Style:
				list = &sources.Styles
			default:
				continue
			}
			// The tokenizer is now in raw-text mode: the next token is the
			// whole body, or the end tag when the element is empty.
			body := ""
			if z.Next() == html.TextToken {
				body = string(z.Text())
			}
			*list = append(*list, Source(body))
		}
	}
}

// executableInline tells whether a script element runs its own text: it has
// no src, and no type or a JavaScript one. Data blocks (application/json,
// application/ld+json) never run, so script-src does not apply to them and
// hashing them would only grow the header with every page.
func executableInline(z *html.Tokenizer) bool {
	runs := true
	for {
		key, val, more := z.TagAttr()
		switch string(key) {
		case "src":
			runs = false
		case "type":
			t := strings.ToLower(strings.TrimSpace(string(val)))
			if t != "" && t != "module" && t != "text/javascript" && t != "application/javascript" {
				runs = false
			}
		}
		if !more {
			return runs
		}
	}
}

// SourcesInDir returns the distinct hash sources of every inline script and
// style in every .html file of fsys, each list sorted so the policy is
// stable between runs.
func SourcesInDir(fsys fs.FS) (Sources, error) {
	var all Sources
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		// A symlink is skipped: one that stays inside the folder names a
		// file walked as itself, and one that leads out is not served (and
		// cannot be opened through an os.Root), which must not stop the
		// rest from being hashed.
		if d.IsDir() || d.Type()&fs.ModeSymlink != 0 || !strings.EqualFold(path.Ext(p), ".html") {
			return nil
		}
		f, err := fsys.Open(p)
		if err != nil {
			return err
		}
		defer f.Close()
		sources, err := SourcesInHTML(f)
		if err != nil {
			return err
		}
		all.Scripts = append(all.Scripts, sources.Scripts...)
		all.Styles = append(all.Styles, sources.Styles...)
		return nil
	})
	if err != nil {
		return Sources{}, err
	}
	slices.Sort(all.Scripts)
	slices.Sort(all.Styles)
	return Sources{Scripts: slices.Compact(all.Scripts), Styles: slices.Compact(all.Styles)}, nil
}
