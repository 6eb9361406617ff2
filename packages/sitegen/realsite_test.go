package sitegen_test

import (
	"os"
	"sync"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// realSite generates the repository's content once into a temporary folder.
var realSite = sync.OnceValues(func() (string, error) {
	out, err := os.MkdirTemp("", "realsite")
	realSiteDir = out
	if err != nil {
		return "", err
	}
	_, err = sitegen.Generate(sitegen.Options{ContentDir: "../../content", SchemaDir: "../../schemas", OutDir: out})
	return out, err
})

var realSiteDir string

func TestMain(m *testing.M) {
	code := m.Run()
	if realSiteDir != "" {
		os.RemoveAll(realSiteDir)
	}
	os.Exit(code)
}

func generatedReal(t *testing.T) string {
	t.Helper()
	out, err := realSite()
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	return out
}
