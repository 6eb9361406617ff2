package jsonptr

import (
	"reflect"
	"testing"
)

func TestEscapeRoundTrip(t *testing.T) {
	for _, key := range []string{"plain", "a/b", "a~b", "~1", "~0/", ""} {
		if got := Unescape(Escape(key)); got != key {
			t.Errorf("Unescape(Escape(%q)) = %q", key, got)
		}
	}
	if got, want := Escape("a~/b"), "a~0~1b"; got != want {
		t.Errorf("Escape = %q, want %q", got, want)
	}
	// "~01" is "~1" escaped, not "/" (RFC 6901 section 4: ~1 first, then ~0).
	if got := Unescape("~01"); got != "~1" {
		t.Errorf("Unescape(~01) = %q, want ~1", got)
	}
}

func TestSplitAndJoin(t *testing.T) {
	if got := Split(""); got != nil {
		t.Errorf("Split(\"\") = %v, want nil", got)
	}
	if got := Split("/"); got != nil {
		t.Errorf("Split(/) = %v, want nil", got)
	}
	p := Index(Join(Join("", "a/b"), "c"), 2)
	if p != "/a~1b/c/2" {
		t.Fatalf("pointer = %q", p)
	}
	if got, want := Split(p), []string{"a/b", "c", "2"}; !reflect.DeepEqual(got, want) {
		t.Errorf("Split = %v, want %v", got, want)
	}
	if got := Last(p); got != "2" {
		t.Errorf("Last = %q", got)
	}
	if got := Last("/x/a~1b"); got != "a/b" {
		t.Errorf("Last = %q", got)
	}
}

func doc() map[string]any {
	return map[string]any{
		"title": "T",
		"a/b":   map[string]any{"x": "y"},
		"items": []any{map[string]any{"to": "/one"}, "plain", map[string]any{"to": "/two"}},
	}
}

func TestSplitFragment(t *testing.T) {
	if got, want := SplitFragment("/$defs/a%20b/x~1y"), []string{"$defs", "a b", "x/y"}; !reflect.DeepEqual(got, want) {
		t.Errorf("SplitFragment = %q, want %q", got, want)
	}
	if got := SplitFragment(""); got != nil {
		t.Errorf("SplitFragment(\"\") = %v", got)
	}
}

func TestGet(t *testing.T) {
	d := doc()
	cases := map[string]any{
		"/title":      "T",
		"/a~1b/x":     "y",
		"/items/0/to": "/one",
		"/items/1":    "plain",
		"/items/3":    nil,
		"/items/-1":   nil,
		"/items/x":    nil,
		"/title/deep": nil,
		"/missing":    nil,
	}
	for p, want := range cases {
		if got := Get(d, p); got != want {
			t.Errorf("Get(%s) = %v, want %v", p, got, want)
		}
	}
	if got := Get(d, ""); !reflect.DeepEqual(got, d) {
		t.Errorf("Get(root) = %v", got)
	}
}

func TestSetSibling(t *testing.T) {
	d := map[string]any{
		"intro":   "**hi**",
		"bullets": []any{"a", "b"},
		"deep":    []any{[]any{"x"}},
	}
	SetSibling(d, "/intro", "Html", "<b>hi</b>")
	SetSibling(d, "/bullets/1", "Html", "<p>b</p>")
	SetSibling(d, "/bullets/0", "Html", "<p>a</p>")
	SetSibling(d, "/bullets/9", "Html", "out of range")
	SetSibling(d, "/deep/0/0", "Html", "list in list")
	SetSibling(d, "", "Html", "root")
	if d["introHtml"] != "<b>hi</b>" {
		t.Errorf("introHtml = %v", d["introHtml"])
	}
	if got, want := d["bulletsHtml"], []any{"<p>a</p>", "<p>b</p>"}; !reflect.DeepEqual(got, want) {
		t.Errorf("bulletsHtml = %v, want %v", got, want)
	}
	if len(d) != 5 {
		t.Errorf("keys = %v, want intro, bullets, deep and the two siblings only", d)
	}
}

func TestWalkStrings(t *testing.T) {
	var got []string
	WalkStrings(doc(), "", func(p, k, v string) { got = append(got, p+" "+k+" "+v) })
	want := []string{"/a~1b/x x y", "/items/0/to to /one", "/items/2/to to /two", "/title title T"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("walk = %q\nwant %q", got, want)
	}
}
