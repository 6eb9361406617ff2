package routes

import "testing"

func TestDataFile(t *testing.T) {
	for route, want := range map[string]string{"/": "index.page", "/docs/intro": "docs/intro.page", "/careers": "careers.page"} {
		if got := DataFile(route); got != want {
			t.Errorf("DataFile(%q) = %q, want %q", route, got, want)
		}
	}
}

func TestKindsAreListedOnce(t *testing.T) {
	seen := map[Kind]bool{}
	for _, k := range Kinds {
		if k == "" || seen[k] {
			t.Errorf("kind %q is empty or listed twice", k)
		}
		seen[k] = true
	}
	for _, k := range []Kind{Doc, DocCategory} {
		if !k.IsDocs() {
			t.Errorf("%s is not a docs kind", k)
		}
	}
	if Home.IsDocs() || Search.IsDocs() {
		t.Error("home or search counted as docs")
	}
}
