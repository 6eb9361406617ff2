package main

import (
	"maps"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// forbiddenDeps are what the server binary must not link: it serves what
// the build wrote, so it needs no content loader, Markdown renderer,
// highlighter or pipeline. As in go list, "/..." takes in every package
// below a path as well.
var forbiddenDeps = []string{
	"github.com/yuin/goldmark/...",
	"github.com/yuin/goldmark-highlighting/...",
	"github.com/alecthomas/chroma/...",
	"github.com/freightlane/website/packages/sitegen/content/...",
	"github.com/freightlane/website/packages/sitegen/markdown/...",
	"github.com/freightlane/website/packages/sitegen",
}

func forbidden(pkg string) bool {
	for _, f := range forbiddenDeps {
		if base, tree := strings.CutSuffix(f, "/..."); tree && (pkg == base || strings.HasPrefix(pkg, base+"/")) || pkg == f {
			return true
		}
	}
	return false
}

// TestServerLinksNoBuildPipeline lists the main package's dependencies with
// go list -deps and fails on each forbidden one, naming the chain of imports
// that brings it in.
func TestServerLinksNoBuildPipeline(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", `{{.ImportPath}}{{range .Imports}} {{.}}{{end}}`, ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	imports := map[string][]string{}
	var self string
	for line := range strings.Lines(strings.TrimSpace(string(out))) {
		fields := strings.Fields(line)
		imports[fields[0]] = fields[1:]
		self = fields[0] // go list prints the package itself last
	}
	if len(imports) < 10 {
		t.Fatalf("go list -deps listed %d packages: %s", len(imports), out)
	}
	chains := importChains(self, imports)
	for _, pkg := range slices.Sorted(maps.Keys(chains)) {
		if forbidden(pkg) {
			t.Errorf("the server links %s: %s", pkg, strings.Join(chains[pkg], " -> "))
		}
	}
}

// importChains returns, for each package reachable from root, a shortest
// chain of imports from root to it.
func importChains(root string, imports map[string][]string) map[string][]string {
	chains := map[string][]string{root: {root}}
	queue := []string{root}
	for len(queue) > 0 {
		pkg := queue[0]
		queue = queue[1:]
		for _, dep := range imports[pkg] {
			if _, seen := chains[dep]; !seen {
				chains[dep] = append(append([]string(nil), chains[pkg]...), dep)
				queue = append(queue, dep)
			}
		}
	}
	return chains
}
