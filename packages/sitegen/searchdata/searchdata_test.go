package searchdata_test

import (
	"reflect"
	"testing"

	"github.com/freightlane/website/packages/sitegen/search"
	"github.com/freightlane/website/packages/sitegen/searchdata"
)

// A YAML page's sections hold what its reader reads: a Markdown field's
// rendered text (its Html sibling), not its source; a code sample as Code;
// no identifier.
func TestDataSections(t *testing.T) {
	data := map[string]any{
		"intro":     "Every solution runs on the same [orders](/docs/order) and `jobs`.",
		"introHtml": `<p>Every solution runs on the same <a href="/docs/order">orders</a> and <code>jobs</code>.</p>`,
		"setup":     []any{"Save it under **Settings**.", "Then run it."},
		"setupHtml": []any{"<p>Save it under <strong>Settings</strong>.</p>", "<p>Then run it.</p>"},
		"example": map[string]any{
			"title":   "Your process, written down",
			"caption": "This workflow emails the customer.",
			"code":    "workflow:\n  workflowId: 5c1d9e7a-2b4f-4a6e-8d3c-7f9a1b2c3d4e\n",
		},
		"roles": map[string]any{
			"title": "Open roles",
			"items": []any{map[string]any{"title": "Consultant", "applyEmail": "careers", "location": "Remote (Europe)"}},
		},
	}
	order := map[string]int{"/intro": 1, "/setup": 2, "/example": 3, "/roles": 4}
	got := searchdata.DataSections(data, func(p string) int { return order[p] })
	want := []search.Section{
		{Text: "Every solution runs on the same orders and jobs. Save it under Settings. Then run it."},
		{Heading: "Your process, written down", Level: 2, Text: "This workflow emails the customer.", Code: "workflow:\n  workflowId: 5c1d9e7a-2b4f-4a6e-8d3c-7f9a1b2c3d4e"},
		{Heading: "Open roles", Level: 2},
		{Heading: "Consultant", Level: 3, Text: "Remote (Europe)"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("DataSections =\n%#v\nwant\n%#v", got, want)
	}
}
