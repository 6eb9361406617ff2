package markdown_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// resolveLink stands in for the site's resolver: relative .md paths become
// routes below /docs/user-manual/operations/, other destinations stay.
func resolveLink(dest string) (string, error) {
	file, frag, hasFrag := strings.Cut(dest, "#")
	if !strings.HasSuffix(file, ".md") {
		return dest, nil
	}
	routes := map[string]string{
		"../operations/jobs.md": "/docs/user-manual/operations/jobs",
		"jobs.md":               "/docs/user-manual/operations/jobs",
	}
	route, ok := routes[file]
	if !ok {
		return "", errors.New("no such file content/docs/" + file)
	}
	if hasFrag {
		route += "#" + frag
	}
	return route, nil
}

// resolveImage stands in for the site's image resolver: known SVGs have a
// size, one has none, remote images fail.
func resolveImage(src string) (string, int, int, error) {
	switch src {
	case "../assets/lifecycle.svg":
		return "/media/lifecycle.svg", 640, 360, nil
	case "../assets/unsized.svg":
		return "/media/unsized.svg", 0, 0, nil
	}
	return "", 0, 0, errors.New("remote images are not allowed (expected an SVG file below content/assets/)")
}

// goldenOptions are the render options of each case in testdata/.
var goldenOptions = map[string]markdown.Options{
	"gfm":         {},
	"headings":    {},
	"admonitions": {},
	"code":        {},
	"links":       {ResolveLink: resolveLink},
	"images":      {ResolveImage: resolveImage},
	"toc-levels":  {TOCMin: 3, TOCMax: 5},
}

// TestGolden renders testdata/<case>/input.md and compares the HTML, the
// table of contents, the errors and the Markdown twin with output.html,
// toc.json, errors.txt (absent when there are none) and twin.md. Run with -update to rewrite them,
// then read the diff.
func TestGolden(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "*", "input.md"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) != len(goldenOptions) {
		t.Errorf("testdata has %d cases, goldenOptions %d: give every case its options", len(dirs), len(goldenOptions))
	}
	r := markdown.New()
	for name, opts := range goldenOptions {
		t.Run(name, func(t *testing.T) {
			dir := filepath.Join("testdata", name)
			src, err := os.ReadFile(filepath.Join(dir, "input.md"))
			if err != nil {
				t.Fatal(err)
			}
			opts.File = "input.md"
			opts.Twin = &markdown.TwinOptions{Base: "https://docs.example", Page: "https://docs.example/docs/page"}
			res := r.Render(src, opts)
			toc, err := json.MarshalIndent(res.TOC, "", "  ")
			if err != nil {
				t.Fatal(err)
			}
			var errs []byte
			if len(res.Errors) > 0 {
				errs = []byte(res.Errors.Error() + "\n")
			}
			compareGolden(t, filepath.Join(dir, "output.html"), []byte(res.HTML))
			compareGolden(t, filepath.Join(dir, "toc.json"), append(toc, '\n'))
			compareGolden(t, filepath.Join(dir, "errors.txt"), errs)
			compareGolden(t, filepath.Join(dir, "twin.md"), []byte(res.Markdown))
		})
	}
}

// compareGolden compares got with the file; an empty got means the file
// must not exist.
func compareGolden(t *testing.T, file string, got []byte) {
	t.Helper()
	if *update {
		if len(got) == 0 {
			if err := os.Remove(file); err != nil && !os.IsNotExist(err) {
				t.Fatal(err)
			}
			return
		}
		if err := os.WriteFile(file, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(file)
	if os.IsNotExist(err) && len(got) == 0 {
		return
	}
	if err != nil {
		t.Fatalf("%v (run go test -update to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the rendered output (run go test -update and read the diff):\n--- got\n%s\n--- want\n%s", file, got, want)
	}
}
