package markdown_test

import (
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

// Wide tables and code scroll in a region a keyboard reader can focus and a
// screen reader names: the name says which table or what code it is.
func TestScrollRegionsAreNamed(t *testing.T) {
	for _, tc := range []struct {
		name, src, want string
	}{
		{"a table under a heading is named by it", "## Relationships\n\nText.\n\n| Entity | Kind |\n|---|---|\n| Job | parent |\n", `<div class="table-region" role="region" aria-label="Relationships table" tabindex="0"><table>`},
		{"a table before any heading is named by its columns", "| Mode | Carrier |\n|---|---|\n| Air | LH |\n", `<div class="table-region" role="region" aria-label="Table of Mode, Carrier" tabindex="0"><table>`},
		{"the nearest heading above names it", "## First\n\n## Second `code`\n\n| A |\n|---|\n| 1 |\n", `aria-label="Second code table"`},
		{"a code block is named by its language", "```yaml\na: 1\n```\n", `<div class="code-block" data-language="yaml"><div class="code-region" role="region" aria-label="YAML code" tabindex="0"><pre`},
		{"code without a language is plain code", "```\nplain\n```\n", `<div class="code-region" role="region" aria-label="Code" tabindex="0"><pre class="hl-chroma"><code>plain`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res := markdown.New().Render([]byte(tc.src), markdown.Options{})
			if !strings.Contains(res.HTML, tc.want) {
				t.Errorf("HTML lacks %s:\n%s", tc.want, res.HTML)
			}
			if strings.Count(res.HTML, "<div") != strings.Count(res.HTML, "</div>") {
				t.Errorf("unbalanced <div> in:\n%s", res.HTML)
			}
		})
	}
}
