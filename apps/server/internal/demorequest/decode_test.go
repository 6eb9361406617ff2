package demorequest

import (
	"net/url"
	"testing"

	"github.com/freightlane/website/apps/server/internal/sitetest"
)

func loadSchema(t testing.TB) *Schema {
	t.Helper()
	s, err := LoadSchema(sitetest.SchemaPath())
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestDecodeForm(t *testing.T) {
	s := loadSchema(t)
	tests := []struct {
		name         string
		body         string
		want         map[string]any
		wantHoneypot bool
	}{
		{"checkbox on", "consent=on", map[string]any{"consent": true}, false},
		{"checkbox true", "consent=true", map[string]any{"consent": true}, false},
		{"checkbox other", "consent=yes", map[string]any{"consent": "yes"}, false},
		{"repeated list keys", "modes=air&modes=ocean", map[string]any{"modes": []any{"air", "ocean"}}, false},
		{"one list key", "modes=air", map[string]any{"modes": []any{"air"}}, false},
		{"blank list item dropped", "modes=&modes=air", map[string]any{"modes": []any{"air"}}, false},
		{"blank text dropped", "phone=&message=+", map[string]any{}, false},
		{"text trimmed", "firstName=+Ada+", map[string]any{"firstName": "Ada"}, false},
		{"text twice", "firstName=a&firstName=b", map[string]any{"firstName": []any{"a", "b"}}, false},
		{"honeypot empty", "website=", map[string]any{}, false},
		{"honeypot filled", "website=x", map[string]any{}, true},
		{"unknown kept for the schema", "admin=1", map[string]any{"admin": "1"}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sub, err := s.DecodeForm(tt.body)
			if err != nil {
				t.Fatal(err)
			}
			if sub.Honeypot != tt.wantHoneypot {
				t.Errorf("Honeypot = %v", sub.Honeypot)
			}
			if !equalJSON(sub.Fields, tt.want) {
				t.Errorf("Fields = %#v, want %#v", sub.Fields, tt.want)
			}
			if _, ok := sub.Typed[honeypotField]; ok {
				t.Error("the honeypot would be filled back into the form")
			}
		})
	}
	if _, err := s.DecodeForm("a=%zz"); err == nil {
		t.Error("malformed escape accepted")
	}
}

func equalJSON(a, b map[string]any) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if !equalValue(v, b[k]) {
			return false
		}
	}
	return true
}

func equalValue(a, b any) bool {
	la, okA := a.([]any)
	lb, okB := b.([]any)
	if okA || okB {
		if len(la) != len(lb) || okA != okB {
			return false
		}
		for i := range la {
			if la[i] != lb[i] {
				return false
			}
		}
		return true
	}
	return a == b
}

// FuzzDecodeForm feeds arbitrary form bodies through decoding and
// validation: nothing may panic, the honeypot never reaches validation or
// the refilled form, and a valid result always has consent exactly true.
func FuzzDecodeForm(f *testing.F) {
	s := loadSchema(f)
	valid := url.Values{
		"firstName": {"Ada"}, "lastName": {"Lovelace"}, "email": {"ada@example.com"}, "company": {"ACME"},
		"country": {"GB"}, "companyType": {"shipper"}, "shipmentsPerMonth": {"1-50"}, "modes": {"air"}, "consent": {"on"},
	}
	for _, seed := range []string{
		valid.Encode(), "", "=", "&&&", "consent=on", "modes=air&modes=air", "website=x&firstName=a",
		"a=%zz", "firstName=%00", "email=%E2%80%AE@x.y", "modes[]=air", "firstName=a;b=c", "x=" + "%41%42",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, body string) {
		sub, err := s.DecodeForm(body)
		if err != nil {
			return
		}
		if _, ok := sub.Fields[honeypotField]; ok {
			t.Fatal("honeypot reached validation")
		}
		if _, ok := sub.Typed[honeypotField]; ok {
			t.Fatal("honeypot would be refilled")
		}
		errs := s.Validate(sub.Fields)
		if len(errs) == 0 && sub.Fields["consent"] != true {
			t.Fatalf("valid without consent: %v", sub.Fields)
		}
		for _, e := range errs {
			if e.Message == "" {
				t.Fatalf("empty message for %s", e.Pointer)
			}
		}
	})
}
