package sitegen_test

import (
	"github.com/freightlane/website/packages/sitegen/internal/realsite"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestHomeExampleIsHighlighted reads the home page's data as the build
// writes it: the workflow example highlighted as the page's html (the
// content of its one Markdown element), and its YAML source gone from the
// data, which shows only the one copy.
func TestHomeExampleIsHighlighted(t *testing.T) {
	out := realsite.Dir(t)
	raw, err := os.ReadFile(filepath.Join(out, "pages", "index.page"))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Data struct {
			HTML    string `json:"html"`
			LowCode struct {
				Example map[string]any `json:"example"`
			} `json:"lowCode"`
		} `json:"data"`
	}
	if err := unmarshalPage(raw, &page); err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(page.Data.HTML, `<pre class="hl-chroma"><code><span class="hl-nt">workflow</span>`) {
		t.Errorf("html = %.120q, want the example highlighted as the docs' YAML", page.Data.HTML)
	}
	if _, ok := page.Data.LowCode.Example["code"]; ok {
		t.Error("the example's source is still in the page data")
	}
}
