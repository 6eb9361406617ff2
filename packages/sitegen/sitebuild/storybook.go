package sitebuild

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// StorybookPath is the path content/site.yaml publishes the UI package's
// static Storybook under (storybook.path, e.g. "/storybook/"), or "" when
// the site publishes none: the default. The schema (schemas/site.schema.json)
// has checked its form.
func StorybookPath(config map[string]any) string {
	section, _ := config["storybook"].(map[string]any)
	publishPath, _ := section["path"].(string)
	return publishPath
}

// storybookOut is where the site build writes the static Storybook, below
// its work folder.
func storybookOut(work string) string { return filepath.Join(work, "storybook") }

// buildStorybook builds the static Storybook, Docs pages included, when the
// site publishes one: the same command as `mage storybook:build`.
func (b *builder) buildStorybook(work, publishPath string) error {
	if publishPath == "" {
		return nil
	}
	return b.toolStage("storybook", b.opts.Root, nil, []string{"pnpm", "--filter", "@freightlane/ui", "exec", "storybook", "build", "--output-dir", storybookOut(work), "--quiet"})
}

// placeStorybook links the built Storybook into the site under its path,
// after the pages are placed: a path that a page of the site already uses
// is an error, not an overwrite.
func placeStorybook(work, site, publishPath string) error {
	if publishPath == "" {
		return nil
	}
	dst := filepath.Join(site, filepath.FromSlash(strings.Trim(publishPath, "/")))
	if _, err := os.Stat(dst); err == nil {
		return fmt.Errorf("site.yaml: storybook.path %q is a path of the site's own pages; choose another, e.g. /storybook/", publishPath)
	}
	if _, err := os.Stat(filepath.Join(storybookOut(work), "index.html")); err != nil {
		return fmt.Errorf("storybook: the static Storybook was not built: %w", err)
	}
	return linkTree(storybookOut(work), dst)
}
