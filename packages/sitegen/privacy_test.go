package sitegen_test

import (
	"fmt"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen"
)

// The privacy notice a data protection officer signs: the real site's
// /privacy, as built, holds every point the notice must cover (issue 34,
// item 4), with the controller and the processors taken from site.yaml.
func TestPrivacyNoticeCoversEveryPoint(t *testing.T) {
	out := filepath.Join(t.TempDir(), "gen")
	site, err := sitegen.Generate(sitegen.Options{ContentDir: filepath.Join("..", "..", "content"), SchemaDir: filepath.Join("..", "..", "schemas"), OutDir: out})
	if err != nil {
		t.Fatal(err)
	}
	raw, err := os.ReadFile(filepath.Join(out, "pages", "privacy.page"))
	if err != nil {
		t.Fatal(err)
	}
	var page struct {
		Data struct{ HTML string }
	}
	if err := unmarshalPage(raw, &page); err != nil {
		t.Fatal(err)
	}
	tags := regexp.MustCompile(`<[^>]+>`)
	section := map[string]string{}
	for _, part := range regexp.MustCompile(`<h2 id="`).Split(page.Data.HTML, -1)[1:] {
		id, body, _ := strings.Cut(part, `"`)
		section[id] = strings.Join(strings.Fields(html.UnescapeString(tags.ReplaceAllString(body, " "))), " ")
	}
	legal, _ := site.Config["legal"].(map[string]any)
	value := func(path string) string {
		var v any = legal
		for _, key := range strings.Split(path, ".") {
			m, _ := v.(map[string]any)
			v = m[key]
		}
		switch v := v.(type) {
		case string:
			return v
		case int, int64, uint64, float64:
			return fmt.Sprint(v)
		case []any:
			var parts []string
			for _, p := range v {
				parts = append(parts, p.(string))
			}
			return strings.Join(parts, ", ")
		}
		t.Fatalf("site.yaml has no legal.%s", path)
		return ""
	}
	for _, tc := range []struct {
		point, section string
		says           []string
	}{
		{"controller identity and address", "controller", []string{value("controller.name"), value("controller.address"), value("controller.privacyEmail")}},
		{"a legal basis for the form", "legal-basis", []string{"demo request", "Art. 6(1)(b)"}},
		{"a legal basis for server logs", "legal-basis", []string{"server log lines", "Art. 6(1)(f)"}},
		{"a legal basis for Ask AI", "legal-basis", []string{"Ask AI"}},
		{"a legal basis for applicants", "legal-basis", []string{"job application"}},
		{"consent is not the basis of the form", "legal-basis", []string{"We do not rely on it as consent"}},
		{"the CRM and what it receives", "processors", []string{value("processors.crm.name"), "the demo form's fields", value("processors.crm.region")}},
		{"the AI provider and what it receives", "processors", []string{value("processors.askAi.name"), "the text of a question", value("processors.askAi.region")}},
		{"the hosting and what it receives", "processors", []string{value("processors.hosting.name"), "backups", value("processors.hosting.region")}},
		{"transfers and their safeguards", "transfers", []string{value("processors.askAi.region"), value("processors.askAi.safeguard")}},
		{"retention of demo requests", "retention", []string{"A demo request in the CRM", value("retention.leadMonths") + " months after our last contact"}},
		{"retention in the lead store, which the server applies", "retention", []string{"A demo request in the website's lead store", value("retention.leadMonths") + " months after you sent it"}},
		{"retention of backups", "retention", []string{"Backups of the lead store", "30 days"}},
		{"retention of server logs", "retention", []string{"Server log lines", "14 days"}},
		{"retention of Ask AI questions", "retention", []string{"Ask AI questions"}},
		{"retention of applications", "retention", []string{"Job applications", "6 months"}},
		{"the rights", "rights", []string{"access", "rectification", "erasure", "restriction", "portability", "objection"}},
		{"a complaint to a supervisory authority", "rights", []string{"supervisory authority", value("supervisoryAuthority")}},
		{"applicants who email CVs", "applicants", []string{"CV"}},
		{"what the banner's cookies are", "browser-storage", []string{"It sets none", "None of them tracks you", "cookie-consent"}},
	} {
		got, ok := section[tc.section]
		if !ok {
			t.Errorf("%s: /privacy has no section #%s", tc.point, tc.section)
			continue
		}
		for _, s := range tc.says {
			if !strings.Contains(got, s) {
				t.Errorf("%s: section #%s does not say %q", tc.point, tc.section, s)
			}
		}
	}
	if strings.Contains(page.Data.HTML, "{site.") {
		t.Error("/privacy shows a {site.…} reference unexpanded")
	}
}
