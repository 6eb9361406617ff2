package demorequest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/freightlane/website/apps/server/internal/sitetest"
)

// formMessagesFile holds, for every field and each keyword the site's form
// can report for it, the sentence rules.ts's messageFor gives. The site's
// apps/site/src/demoRequest/serverMessages.test.ts checks messageFor against
// it; this test checks FormMessage. UPDATE_FORM_MESSAGES=1 rewrites it from
// FormMessage (then the site's test says whether rules.ts agrees).
const formMessagesFile = "testdata/form-messages.json"

func TestFormMessagesAreTheSites(t *testing.T) {
	s, err := LoadSchema(sitetest.SchemaPath())
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]map[string]string{}
	for _, field := range s.order {
		got[field] = map[string]string{}
		for _, keyword := range s.formKeywords(field) {
			msg, ok := s.FormMessage(field, keyword)
			if !ok {
				t.Fatalf("no form message for %s/%s", field, keyword)
			}
			got[field][keyword] = msg
		}
	}
	if os.Getenv("UPDATE_FORM_MESSAGES") == "1" {
		b, _ := json.MarshalIndent(got, "", "  ")
		if err := os.WriteFile(formMessagesFile, append(b, '\n'), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	raw, err := os.ReadFile(filepath.FromSlash(formMessagesFile))
	if err != nil {
		t.Fatal(err)
	}
	var want map[string]map[string]string
	if err := json.Unmarshal(raw, &want); err != nil {
		t.Fatal(err)
	}
	for field, byKeyword := range want {
		for keyword, msg := range byKeyword {
			if got[field][keyword] != msg {
				t.Errorf("%s/%s: server says %q, the site %q", field, keyword, got[field][keyword], msg)
			}
		}
	}
	for field, byKeyword := range got {
		for keyword := range byKeyword {
			if _, ok := want[field][keyword]; !ok {
				t.Errorf("%s/%s is missing from %s (UPDATE_FORM_MESSAGES=1 adds it)", field, keyword, formMessagesFile)
			}
		}
	}
}

// formKeywords are the keywords the form can report for field: those its
// schema uses, as rules.ts's failedKeyword tries them.
func (s *Schema) formKeywords(field string) []string {
	p := s.property(field)
	kind := s.fieldKind(field)
	keywords := []string{"required"}
	switch kind {
	case "consent":
		return append(keywords, "const")
	case "choices":
		keywords = append(keywords, "minItems", "uniqueItems")
		if p.Items2020 != nil && len(p.Items2020.Enum) > 0 {
			keywords = append(keywords, "enum")
		}
		return keywords
	}
	if len(p.Enum) > 0 {
		keywords = append(keywords, "enum")
	}
	if p.MinLength >= 0 {
		keywords = append(keywords, "minLength")
	}
	if p.MaxLength >= 0 {
		keywords = append(keywords, "maxLength")
	}
	if p.Format != "" {
		keywords = append(keywords, "format")
	}
	if p.Pattern != nil {
		keywords = append(keywords, "pattern")
	}
	return slices.Clip(keywords)
}
