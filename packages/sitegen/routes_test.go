package sitegen_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// TestSpecRoutesExist builds the repository's real content and checks that
// every route the customer's specification lists (testdata/spec-routes.txt,
// a copy of spec/routes.txt) is in the route manifest.
func TestSpecRoutesExist(t *testing.T) {
	list, err := os.ReadFile(filepath.Join("testdata", "spec-routes.txt"))
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, line := range strings.Split(string(list), "\n") {
		if line = strings.TrimSpace(line); line != "" && !strings.HasPrefix(line, "#") {
			want = append(want, line)
		}
	}
	if len(want) < 200 {
		t.Fatalf("testdata/spec-routes.txt lists %d routes; want the specification's list", len(want))
	}
	// Errors then name content/... as an editor sees it from the repository.
	t.Chdir(filepath.Join("..", ".."))
	site, err := sitegen.Generate(sitegen.Options{ContentDir: "content", SchemaDir: "schemas"})
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	var missing []string
	for _, route := range want {
		if site.Route(route) == nil {
			missing = append(missing, route)
		}
	}
	if len(missing) > 0 {
		t.Errorf("%d of %d routes of the specification are not in the manifest:\n%s", len(missing), len(want), strings.Join(missing, "\n"))
	}
}
