package claims

import (
	"reflect"
	"testing"
)

// TestWithoutProofsLeavesTheContent drops every backedBy list, however
// deep, keeps everything else, and leaves the data it was given as it was.
func TestWithoutProofsLeavesTheContent(t *testing.T) {
	content := map[string]any{
		"title": "Ocean",
		"capabilities": map[string]any{"items": []any{
			map[string]any{"title": "Track", Key: []any{":field[order.houseBillNumber]"}, HowItWorks: "/docs/development/entities/order#fields"},
		}},
	}
	got := WithoutProofs(content)
	want := map[string]any{
		"title": "Ocean",
		"capabilities": map[string]any{"items": []any{
			map[string]any{"title": "Track", HowItWorks: "/docs/development/entities/order#fields"},
		}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("WithoutProofs = %v, want %v", got, want)
	}
	item := content["capabilities"].(map[string]any)["items"].([]any)[0].(map[string]any)
	if _, ok := item[Key]; !ok {
		t.Error("WithoutProofs changed the content it was given")
	}
}
