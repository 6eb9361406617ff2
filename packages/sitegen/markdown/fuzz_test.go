package markdown_test

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

// renderTimeLimit is far above what any page takes (milliseconds): an input
// that needs more hangs the build.
const renderTimeLimit = 5 * time.Second

// FuzzRender renders any input: it must not panic, must finish in time,
// must give valid UTF-8 for valid UTF-8, and must never let a <script
// element through, since raw HTML is off. Inputs that widen coverage are
// minimized for up to a minute by default; in CI run it with
// -fuzzminimizetime=1s so a few seconds of fuzzing are spent fuzzing.
func FuzzRender(f *testing.F) {
	inputs, _ := filepath.Glob(filepath.Join("testdata", "*", "input.md"))
	for _, in := range inputs {
		if src, err := os.ReadFile(in); err == nil {
			f.Add(string(src))
		}
	}
	for _, s := range []string{
		"",
		":::note\n:::",
		":::tip Title\n```yaml workflow\n:::\n```\n:::\n",
		"<script>alert(1)</script>",
		"Text <SCRIPT src=x></SCRIPT>",
		"[x](javascript:alert(1)) ![](data:text/html,<script>)",
		"## A {#<script>}\n",
		"```<script>\ncode\n```\n",
		":::warning <script>alert(1)</script>\nx\n:::\n",
		"| a |\n|---|\n| <script> |\n",
		"\xff\xfe## broken utf-8",
	} {
		f.Add(s)
	}
	r := markdown.New()
	f.Fuzz(func(t *testing.T, src string) {
		done := make(chan markdown.Result, 1)
		go func() {
			done <- r.Render([]byte(src), markdown.Options{
				File:        "fuzz.md",
				FirstLine:   5,
				ResolveLink: func(dest string) (string, error) { return dest, nil },
				ResolveImage: func(src string) (string, int, int, error) {
					return src, 10, 10, nil
				},
			})
		}()
		var res markdown.Result
		select {
		case res = <-done:
		case <-time.After(renderTimeLimit):
			t.Fatalf("rendering %d bytes took over %v: %q", len(src), renderTimeLimit, src)
		}
		if utf8.ValidString(src) && !utf8.ValidString(res.HTML) {
			t.Errorf("valid UTF-8 in, invalid UTF-8 out: %q", res.HTML)
		}
		if strings.Contains(strings.ToLower(res.HTML), "<script") {
			t.Errorf("a <script element got through:\n%s", res.HTML)
		}
		for _, e := range res.Errors {
			if e.Pos.Line < 5 || e.Pos.Col < 1 {
				t.Errorf("error placed before the document: %v", e)
			}
		}
		for _, ex := range res.Examples {
			for _, offset := range []int{-1, 0, len(ex.Source) / 2, len(ex.Source), len(ex.Source) + 1} {
				if p := ex.Locate(offset); p.Line < ex.Pos.Line || p.Col < 1 {
					t.Errorf("example offset %d placed at %v, before its first line %d", offset, p, ex.Pos.Line)
				}
			}
		}
	})
}
