package sitegen

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/position"
)

// Partner marks are the brand icons of the simple-icons package (a
// dependency of the site app, pinned in apps/site/package.json): an
// integration names one by its slug in `mark`, and its page data carries the
// icon's single SVG path as `markPath`, drawn in the text colour by the app.
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

// readPartnerMark reads the SVG path of one simple-icons icon.
func readPartnerMark(iconsDir, slug string) (string, error) {
	svg, err := os.ReadFile(filepath.Join(iconsDir, "icons", slug+".svg"))
	if errors.Is(err, fs.ErrNotExist) {
		return "", fmt.Errorf("mark %q is not an icon of simple-icons (expected the slug of an icon in https://simpleicons.org, or no mark: the page then shows a monogram)", slug)
	}
	if err != nil {
		return "", err
	}
	m := simpleIconPath.FindSubmatch(svg)
	if m == nil {
		return "", fmt.Errorf("mark %q: the icon file has no path to draw (expected simple-icons' one-path SVG)", slug)
	}
	return string(m[1]), nil
}

// addPartnerMark adds to an integration's data the SVG path of the mark its
// front matter names, as markPath; nothing when it names none.
func addPartnerMark(f *content.File, data map[string]any, opts Options) []error {
	slug, ok := data["mark"].(string)
	if !ok {
		return nil
	}
	pos := f.Data.Position("/mark")
	dir := findSimpleIcons(opts.ContentDir, opts.SchemaDir, ".")
	if dir == "" {
		return []error{position.Errorf(pos, "/mark: the simple-icons package is not installed (expected it in apps/site/node_modules: run go run mage.go install)")}
	}
	d, err := readPartnerMark(dir, slug)
	if err != nil {
		return []error{position.Errorf(pos, "/mark: %v", err)}
	}
	data["markPath"] = d
	return nil
}
