package search

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/gents"
)

func TestTypeScriptIsUpToDate(t *testing.T) {
	if err := gents.Check(filepath.Join("..", "..", ".."), TypeScriptFile); err != nil {
		t.Error(err)
	}
}

func TestTypeScriptDeclaresTheTables(t *testing.T) {
	ts := string(TypeScript())
	for _, want := range []string{
		"  'shall',\n]);\n",
		"export const CLITICS: ReadonlySet<string> = new Set(['t', 'm', 're', 've', 'll', 'd']);\n",
		"  won: 'will',\n",
		"  gently: 'gentl',\n",
		"  li: '',\n",
		"  ['isations', 'izations', 2],\n",
		`export const JOINERS = "/-._&'’";` + "\n",
		"export const R1_PREFIXES = ['gener', 'commun', 'arsen'];\n",
		"export const QUALITY_TYPO = 2;\n",
		"export const ABOUT_PAGE = 2;\n",
	} {
		if !strings.Contains(ts, want) {
			t.Errorf("the generated TypeScript lacks %q", want)
		}
	}
}

func TestTSString(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{"gener", "'gener'"},
		{"it's", `"it's"`},
		{`say "it's"`, `'say "it\'s"'`},
		{`a\b`, `'a\\b'`},
	} {
		if got := tsString(c.in); got != c.want {
			t.Errorf("tsString(%q) = %s, want %s", c.in, got, c.want)
		}
	}
}
