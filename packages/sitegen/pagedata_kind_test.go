package sitegen

import (
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/pagedata"
)

// Every page of the real site carries its kind's declared data type
// (pagedata.ByKind), which the app's PageDataByKind is generated from.
func TestPagesCarryTheirKindsType(t *testing.T) {
	t.Chdir(filepath.Join("..", ".."))
	site, err := Generate(Options{ContentDir: "content", SchemaDir: "schemas"})
	if err != nil {
		t.Fatalf("the content does not build:\n%v", err)
	}
	kinds := map[string]bool{}
	for _, r := range site.Routes {
		got, want := reflect.TypeOf(site.pageData(r, nil).Data), reflect.PointerTo(reflect.TypeOf(pagedata.ByKind[r.Kind]))
		if got != want {
			t.Errorf("%s (%s) carries %v, want %v", r.Path, r.Kind, got, want)
		}
		kinds[string(r.Kind)] = true
	}
	if len(kinds) < len(pagedata.ByKind)-1 {
		t.Errorf("the real site has pages of %d kinds (%v); want every kind but notFound", len(kinds), kinds)
	}
}

// Content is decoded into its kind's type whole: a field the type lacks
// (a schema that grew without the declaration) is an error, not dropped.
func TestDecodeStrictRefusesUndeclaredFields(t *testing.T) {
	var ok pagedata.ThankYou
	if err := decodeStrict(map[string]any{"title": "T", "message": "M"}, &ok); err != nil || ok.Message != "M" {
		t.Errorf("decodeStrict of declared fields = %v, %+v", err, ok)
	}
	var extra pagedata.ThankYou
	err := decodeStrict(map[string]any{"title": "T", "message": "M", "subtitle": "S"}, &extra)
	if err == nil || !strings.Contains(err.Error(), `"subtitle"`) {
		t.Errorf("decodeStrict of an undeclared field = %v, want an error naming it", err)
	}
}
