package markdown_test

import (
	"testing"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

func TestHTMLText(t *testing.T) {
	tests := []struct {
		name, html, text, code string
	}{
		{"a paragraph's words, its inline elements' kept whole", `<p>Save the <a href="/x">connection</a> under <strong>Settings</strong> &gt; <code>aes</code>.</p>`, "Save the connection under Settings > aes.", ""},
		{"blocks and list items apart", `<ul><li>one</li><li>two</li></ul><p>three</p>`, "one two three", ""},
		{"a code block is code", "<p>Run:</p><pre><code>workflow:\n  name: x\n</code></pre><p>then save.</p>", "Run: then save.", "workflow: name: x"},
		{"a line break parts words", `<p>a<br>b</p>`, "a b", ""},
		{"empty", ``, "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			text, code := markdown.HTMLText(tt.html)
			if text != tt.text || code != tt.code {
				t.Errorf("HTMLText(%q) = %q, %q; want %q, %q", tt.html, text, code, tt.text, tt.code)
			}
		})
	}
}
