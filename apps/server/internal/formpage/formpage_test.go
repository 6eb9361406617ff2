package formpage

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/freightlane/website/apps/server/internal/sitetest"
)

const xss = `"><script>alert('x')</script><img src=x onerror=alert(1)>`

func fixturePage(t *testing.T) []byte {
	t.Helper()
	page, err := os.ReadFile(filepath.Join(sitetest.FixtureDir(), "request-demo", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	return page
}

func find(t *testing.T, doc *html.Node, match func(*html.Node) bool) []*html.Node {
	t.Helper()
	var found []*html.Node
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && match(n) {
			found = append(found, n)
		}
	}
	return found
}

func byAttr(key, val string) func(*html.Node) bool {
	return func(n *html.Node) bool {
		v, ok := attrOK(n, key)
		return ok && (val == "" || v == val)
	}
}

func TestFill(t *testing.T) {
	values := url.Values{
		"firstName":         {xss},
		"lastName":          {"O'Brien & Söhne"},
		"email":             {"not-an-email"},
		"company":           {"</textarea><b>bold</b>"},
		"country":           {"GB"},
		"companyType":       {"shipper"},
		"shipmentsPerMonth": {"5000+"},
		"modes":             {"ocean", "parcel"},
		"message":           {"</textarea><script>alert(2)</script>\nline two"},
		"consent":           {"on"},
	}
	errs := []FieldError{
		{"email", "Work email must be a valid email address."},
		{"email", "Work email is too short."},
		{"firstName", "First name " + xss},
		{"unknownField", "unknownField is not a field of this form."},
	}
	out, err := Fill(fixturePage(t), values, errs)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("<script>alert")) || bytes.Contains(out, []byte("<img src=x")) || bytes.Contains(out, []byte("<b>bold")) {
		t.Fatal("user input reached the page unescaped")
	}
	doc, err := html.Parse(bytes.NewReader(out))
	if err != nil {
		t.Fatal(err)
	}

	inputs := map[string]string{"firstName": xss, "lastName": "O'Brien & Söhne", "email": "not-an-email", "company": "</textarea><b>bold</b>"}
	for name, want := range inputs {
		n := find(t, doc, byAttr("name", name))
		if len(n) != 1 || attr(n[0], "value") != want {
			t.Errorf("input %s: value %q, want %q", name, attr(n[0], "value"), want)
		}
	}
	for _, sel := range []struct{ name, want string }{{"country", "GB"}, {"companyType", "shipper"}, {"shipmentsPerMonth", "5000+"}} {
		var selected []string
		for _, opt := range find(t, find(t, doc, byAttr("name", sel.name))[0], byAttr("selected", "")) {
			selected = append(selected, attr(opt, "value"))
		}
		if len(selected) != 1 || selected[0] != sel.want {
			t.Errorf("select %s: selected %v, want [%s]", sel.name, selected, sel.want)
		}
	}
	var checked []string
	for _, n := range find(t, doc, byAttr("name", "modes")) {
		if _, ok := attrOK(n, "checked"); ok {
			checked = append(checked, attr(n, "value"))
		}
	}
	if strings.Join(checked, ",") != "ocean,parcel" {
		t.Errorf("checked modes = %v", checked)
	}
	if _, ok := attrOK(find(t, doc, byAttr("name", "consent"))[0], "checked"); !ok {
		t.Error("consent not checked")
	}
	if got := textOf(find(t, doc, byAttr("name", "message"))[0]); got != values.Get("message") {
		t.Errorf("textarea = %q, want %q", got, values.Get("message"))
	}

	slots := map[string]string{"email": "Work email must be a valid email address.", "firstName": "First name " + xss}
	for _, slot := range find(t, doc, byAttr("data-error-for", "")) {
		field := attr(slot, "data-error-for")
		_, hidden := attrOK(slot, "hidden")
		want, bad := slots[field]
		if bad && (hidden || textOf(slot) != want) {
			t.Errorf("error slot %s: hidden=%v text=%q, want shown with %q", field, hidden, textOf(slot), want)
		}
		if !bad && (!hidden || textOf(slot) != "") {
			t.Errorf("error slot %s shown without an error", field)
		}
	}
	for _, field := range []string{"email", "firstName"} {
		if attr(find(t, doc, byAttr("name", field))[0], "aria-invalid") != "true" {
			t.Errorf("%s lacks aria-invalid", field)
		}
	}
	if attr(find(t, doc, byAttr("name", "company"))[0], "aria-invalid") != "" {
		t.Error("a valid field is marked invalid")
	}

	summary := find(t, doc, byAttr("data-error-summary", ""))[0]
	if _, hidden := attrOK(summary, "hidden"); hidden {
		t.Error("error summary still hidden")
	}
	items := find(t, summary, func(n *html.Node) bool { return n.Data == "li" })
	if len(items) != len(errs) {
		t.Fatalf("summary has %d items, want %d", len(items), len(errs))
	}
	links := find(t, summary, func(n *html.Node) bool { return n.Data == "a" })
	var hrefs []string
	for _, a := range links {
		hrefs = append(hrefs, attr(a, "href"))
	}
	if strings.Join(hrefs, " ") != "#email #email #firstName" {
		t.Errorf("summary links = %v (an unknown field gets no link)", hrefs)
	}
}

func TestFillLinksCheckboxGroupToFieldset(t *testing.T) {
	out, err := Fill(fixturePage(t), url.Values{}, []FieldError{{"modes", "Choose at least one mode."}})
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Contains(out, []byte(`<a href="#modes">Choose at least one mode.</a>`)) {
		t.Errorf("no link to the modes fieldset in:\n%s", out)
	}
}

func TestFillUnchecksWhatWasNotSent(t *testing.T) {
	page := []byte(`<form><input type="checkbox" name="modes" value="air" checked><select name="country"><option value="DE" selected>DE</option><option>US</option></select></form>`)
	out, err := Fill(page, url.Values{"country": {"US"}}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if bytes.Contains(out, []byte("checked")) {
		t.Error("a checkbox the user cleared is still checked")
	}
	if !bytes.Contains(out, []byte(`<option selected="">US</option>`)) || bytes.Contains(out, []byte(`value="DE" selected`)) {
		t.Errorf("wrong option selected: %s", out)
	}
}

func TestFallbackEscapes(t *testing.T) {
	out := Fallback(url.Values{"firstName": {xss}, "modes": {"air", "<b>sea</b>"}}, []FieldError{{"firstName", "First name " + xss}})
	if bytes.Contains(out, []byte("<script>alert")) || bytes.Contains(out, []byte("<b>sea")) || bytes.Contains(out, []byte("<img")) {
		t.Fatalf("fallback page not escaped:\n%s", out)
	}
	if !bytes.Contains(out, []byte("&lt;script&gt;alert(&#39;x&#39;)")) {
		t.Errorf("fallback page lacks the escaped value:\n%s", out)
	}
}
