package sitebuild

import (
	"path/filepath"
	"slices"
)

// BundleInputs are the files and folders (relative to the repository root)
// the client and SSR bundles are built from, and the script that writes the
// client bundle's compressed variants; their hash decides whether the
// bundles are built again. Content reaches the bundles only through
// gen/site.json (navbar, footer, config), which the hash adds: a changed
// Markdown page does not need new bundles.
var BundleInputs = []string{
	"apps/site/src",
	"apps/site/index.html",
	"apps/site/vite.config.ts",
	"apps/site/vite-plugin-font-subset.ts",
	"apps/site/vite-plugin-inline-favicon.ts",
	"apps/site/scripts/bundles.mjs",
	"apps/site/scripts/compress.mjs",
	"apps/site/public",
	"packages/ui/src",
	"packages/ui/package.json",
	"pnpm-lock.yaml",
}

// Inputs are everything below the repository root a build of the site reads
// besides its content tree: the bundles' inputs, the Go pipeline and its
// modules, the content schemas and the Node build scripts (prerender). A
// change below any of them makes a built dist/ stale.
func Inputs() []string {
	return append(slices.Clone(BundleInputs), "packages", "schemas", "apps/site/scripts", "go.sum")
}

// bundleInputs are BundleInputs below root, and the generated site.json.
func bundleInputs(root, gen string) []string {
	paths := make([]string, 0, len(BundleInputs)+1)
	for _, p := range BundleInputs {
		paths = append(paths, filepath.Join(root, p))
	}
	return append(paths, filepath.Join(gen, "site.json"))
}
