// Package realsite runs the content stage on the repository's own content,
// once per test binary, for the tests that check what the real site
// generates (its twins, its home page, its records). It is a package, not a
// test file, so that the tests of root sitegen and of its sub-packages
// share one way of doing it.
package realsite

import (
	"os"
	"path/filepath"
	"runtime"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// generate runs the content stage once into a temporary folder.
var generate = sync.OnceValues(func() (string, error) {
	_, file, _, _ := runtime.Caller(0)
	root := filepath.Join(filepath.Dir(file), "..", "..", "..", "..")
	out, err := os.MkdirTemp("", "realsite")
	if err != nil {
		return "", err
	}
	dir.Store(&out)
	_, err = sitegen.Generate(sitegen.Options{ContentDir: filepath.Join(root, "content"), SchemaDir: filepath.Join(root, "schemas"), OutDir: out})
	return out, err
})

// dir is the output folder once generate has made it, for Main to remove.
var dir atomic.Pointer[string]

// Dir is the folder the real site was generated into; the test fails when
// the content does not build.
func Dir(t testing.TB) string {
	t.Helper()
	out, err := generate()
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	return out
}

// Main runs a test binary's tests and removes the generated site after
// them: call it from TestMain.
func Main(m *testing.M) {
	code := m.Run()
	if p := dir.Load(); p != nil {
		os.RemoveAll(*p)
	}
	os.Exit(code)
}
