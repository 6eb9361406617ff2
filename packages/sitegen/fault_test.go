package sitegen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// fault is one mistake put back into a copy of the repository's real
// content: in file, from is replaced by to (an empty from appends to), and
// the build's error is expected where the text at of to starts.
type fault struct {
	file, from, to, at string
}

// buildWithFault copies the real content and schemas below a temporary
// root, puts the fault in, builds, and returns the root, where the error
// must start (file:line:col: as an editor counts them) and the build's
// error lines.
func buildWithFault(t *testing.T, f fault) (root, where string, lines []string) {
	t.Helper()
	repo, err := filepath.Abs(filepath.Join("..", ".."))
	if err != nil {
		t.Fatal(err)
	}
	root = t.TempDir()
	copyDir(t, filepath.Join(repo, "content"), filepath.Join(root, "content"))
	copyDir(t, filepath.Join(repo, "schemas"), filepath.Join(root, "schemas"))
	path := filepath.Join(root, filepath.FromSlash(f.file))
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	text := string(data)
	if f.from == "" {
		text += f.to
	} else {
		if !strings.Contains(text, f.from) {
			t.Fatalf("%s no longer contains %q: update the case", f.file, f.from)
		}
		text = strings.Replace(text, f.from, f.to, 1)
	}
	writeFile(t, path, text)
	offset := strings.LastIndex(text, f.to) + strings.Index(f.to, f.at)
	where = f.file + ":" + lineCol(text, offset) + ": "

	t.Chdir(root)
	_, err = sitegen.Generate(sitegen.Options{ContentDir: "content", SchemaDir: "schemas"})
	return root, where, errorLines(err)
}

// expectError fails the test unless a line starts at where and contains
// want.
func expectError(t *testing.T, lines []string, where, want string) {
	t.Helper()
	for _, l := range lines {
		if strings.HasPrefix(l, where) && strings.Contains(l, want) {
			return
		}
	}
	t.Errorf("errors:\n%s\nwant a line starting %q containing %q", strings.Join(lines, "\n"), where, want)
}
