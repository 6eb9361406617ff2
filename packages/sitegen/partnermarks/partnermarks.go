// Package partnermarks reads the partner marks of integration pages: the
// brand icons of the simple-icons npm package, each one SVG path drawn in
// its own box, refused when its licence asks for more than the site gives.
//
// It is apart from the pipeline (package sitegen) because it reads outside
// the content tree (an npm package's files and licence data) and holds its
// own rules about them; the pipeline only asks it for an integration's mark.
package partnermarks

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sync"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/svgpath"
)

// Partner marks are the brand icons of the simple-icons package (a
// dependency of the site app, pinned in apps/site/package.json): an
// integration names one by its slug in `mark`, and its page data carries the
// icon's single SVG path as `markPath` and the box that path covers as
// `markViewBox` (simple-icons centres every mark in a 24×24 canvas, so a
// wordmark such as DHL's fills only a thin band of it: drawn in its own box,
// the app can size it by its aspect ratio), drawn in one neutral colour.
// The package's directories below, looked for from the content folder up (then
// from the schema folder and the working directory, for a copy of the content
// elsewhere), are where pnpm installs it.
var simpleIconsDirs = []string{
	filepath.Join("apps", "site", "node_modules", "simple-icons"),
	filepath.Join("node_modules", "simple-icons"),
}

// simpleIconPath is the one path of a simple-icons SVG. The schema allows a
// slug only lowercase letters and digits, so it names a file in icons/.
var simpleIconPath = regexp.MustCompile(`<path d="([^"]+)"`)

// findSimpleIcons returns the installed simple-icons package nearest above
// the first of dirs that has one above it, or "" when none has.
func findSimpleIcons(dirs ...string) string {
	for _, dir := range dirs {
		if found := simpleIconsAbove(dir); found != "" {
			return found
		}
	}
	return ""
}

func simpleIconsAbove(dir string) string {
	abs, err := filepath.Abs(dir)
	if err != nil {
		return ""
	}
	for {
		for _, rel := range simpleIconsDirs {
			candidate := filepath.Join(abs, rel)
			if _, err := os.Stat(filepath.Join(candidate, "icons")); err == nil {
				return candidate
			}
		}
		parent := filepath.Dir(abs)
		if parent == abs {
			return ""
		}
		abs = parent
	}
}

// publicDomainLicences are the licences simple-icons may name for an icon
// that the site can draw with no attribution or share-alike duty. An icon
// with no licence of its own falls under the package's CC0 dedication; the
// mark itself stays its owner's trademark, shown only beside the partner's
// name to say that the integration exists.
var publicDomainLicences = []string{"CC0-1.0", "Unlicense"}

type simpleIconData struct {
	Slug    string `json:"slug"`
	License *struct {
		Type string `json:"type"`
	} `json:"license"`
}

var simpleIconLicences = struct {
	sync.Mutex
	byDir map[string]map[string]string
}{byDir: map[string]map[string]string{}}

// iconLicences returns the licence each icon of the package names in
// data/simple-icons.json ("" for none), read once per package directory.
func iconLicences(iconsDir string) (map[string]string, error) {
	simpleIconLicences.Lock()
	defer simpleIconLicences.Unlock()
	if byslug, ok := simpleIconLicences.byDir[iconsDir]; ok {
		return byslug, nil
	}
	raw, err := os.ReadFile(filepath.Join(iconsDir, "data", "simple-icons.json"))
	if err != nil {
		return nil, fmt.Errorf("the simple-icons package has no licence data (expected data/simple-icons.json: run go run mage.go install): %w", err)
	}
	var icons []simpleIconData
	if err := json.Unmarshal(raw, &icons); err != nil {
		return nil, fmt.Errorf("simple-icons' data/simple-icons.json: %w", err)
	}
	byslug := map[string]string{}
	for _, icon := range icons {
		byslug[icon.Slug] = ""
		if icon.License != nil {
			byslug[icon.Slug] = icon.License.Type
		}
	}
	simpleIconLicences.byDir[iconsDir] = byslug
	return byslug, nil
}

// Mark is one simple-icons icon: its path and the box the path covers.
type Mark struct{ Path, ViewBox string }

// readIcon reads one simple-icons icon, refusing one whose licence
// asks for more than the site gives (an attribution, a share-alike).
func readIcon(iconsDir, slug string) (Mark, error) {
	svg, err := os.ReadFile(filepath.Join(iconsDir, "icons", slug+".svg"))
	if errors.Is(err, fs.ErrNotExist) {
		return Mark{}, fmt.Errorf("mark %q is not an icon of simple-icons (expected the slug of an icon in https://simpleicons.org, or no mark: the page then shows a lettermark)", slug)
	}
	if err != nil {
		return Mark{}, err
	}
	m := simpleIconPath.FindSubmatch(svg)
	if m == nil {
		return Mark{}, fmt.Errorf("mark %q: the icon file has no path to draw (expected simple-icons' one-path SVG)", slug)
	}
	licences, err := iconLicences(iconsDir)
	if err != nil {
		return Mark{}, err
	}
	if licence := licences[slug]; licence != "" && !slices.Contains(publicDomainLicences, licence) {
		return Mark{}, fmt.Errorf("mark %q is licensed %s, which asks for attribution or more (expected an icon under simple-icons' own CC0 or one of %v; leave the mark out and the page shows a lettermark)", slug, licence, publicDomainLicences)
	}
	box, err := svgpath.Bounds(string(m[1]))
	if err != nil {
		return Mark{}, fmt.Errorf("mark %q: the icon's path: %v", slug, err)
	}
	return Mark{Path: string(m[1]), ViewBox: box.ViewBox()}, nil
}

// Read reads the mark an integration's front matter names: the SVG path
// and the box it covers, which its page data carries as markPath and
// markViewBox; none when it names none. The simple-icons package is looked
// for above each of dirs in turn (the content folder first).
func Read(f *content.File, data map[string]any, dirs ...string) (Mark, []error) {
	slug, ok := data["mark"].(string)
	if !ok {
		return Mark{}, nil
	}
	pos := f.Data.Position("/mark")
	dir := findSimpleIcons(dirs...)
	if dir == "" {
		return Mark{}, []error{position.Errorf(pos, "/mark: the simple-icons package is not installed (expected it in apps/site/node_modules: run go run mage.go install)")}
	}
	mark, err := readIcon(dir, slug)
	if err != nil {
		return Mark{}, []error{position.Errorf(pos, "/mark: %v", err)}
	}
	return mark, nil
}
