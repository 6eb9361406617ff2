package demorequest

import (
	"slices"
	"strconv"
	"strings"
)

// The sentences a person reads under a field of the no-JavaScript form are
// the ones the site's form shows with JavaScript: messageFor in
// apps/site/src/demoRequest/rules.ts, which declares them. This is that
// function for the server; TestFormMessagesAreTheSites checks it against
// testdata/form-messages.json, which rules.test.ts checks against
// messageFor, so a wording changed on one side fails a test until both say
// the same.

// keywordOrder is the order rules.ts's failedKeyword tries keywords in: a
// field that fails several shows the message of the first.
// The server's own control-character check comes first.
var keywordOrder = []string{"control", "required", "const", "minItems", "uniqueItems", "enum", "minLength", "maxLength", "format", "pattern"}

func keywordRank(keyword string) int {
	if i := slices.Index(keywordOrder, keyword); i >= 0 {
		return i
	}
	return len(keywordOrder)
}

// fieldKind is rules.ts's FieldKind.
func (s *Schema) fieldKind(name string) string {
	p := s.property(name)
	switch {
	case p == nil:
		return "text"
	case slices.Contains(p.Types, "array"):
		return "choices"
	case len(p.Constant) == 1 && p.Constant[0] == true:
		return "consent"
	case len(p.Enum) > 0:
		return "choice"
	case p.Format == "email":
		return "email"
	}
	return "text"
}

const emailMessage = "Enter an email address in the correct format, like name@company.com"

// fieldFormMessages are rules.ts's FIELD_MESSAGES; a func gets the
// property's number (minLength, minItems).
const phoneMessage = "Enter a phone number like +44 20 7946 0958, using digits, spaces, brackets, dots or dashes, or leave it empty"

var fieldFormMessages = map[string]map[string]func(n int) string{
	"email": {
		"required":  text("Enter your work email address"),
		"minLength": text(emailMessage), "format": text(emailMessage), "pattern": text(emailMessage),
	},
	"company": {"required": text("Enter the name of your company")},
	// Too short or not a number: "abc" fails minLength first, and is told
	// what a phone number looks like.
	"phone":             {"minLength": text(phoneMessage), "pattern": text(phoneMessage)},
	"country":           {"required": text("Select the country your company is based in")},
	"companyType":       {"required": text("Select the type of company you work for")},
	"shipmentsPerMonth": {"required": text("Select how many shipments you handle per month")},
	"modes": {
		"required": text("Select at least one mode of interest"),
		"minItems": func(n int) string {
			if n == 1 {
				return "Select at least one mode of interest"
			}
			return "Select at least " + strconv.Itoa(n) + " modes of interest"
		},
	},
	"consent": {
		"required": text("Agree to be contacted about your demo request"),
		"const":    text("Agree to be contacted about your demo request"),
	},
}

func text(s string) func(int) string { return func(int) string { return s } }

// FormMessage is the sentence the site's form shows when field fails
// keyword (rules.ts messageFor), and false for a keyword the form never
// reports (the server's own checks: types, unknown fields, controls).
func (s *Schema) FormMessage(field, keyword string) (string, bool) {
	p := s.property(field)
	if p == nil {
		return "", false
	}
	number := 0
	switch keyword {
	case "minLength":
		number = p.MinLength
	case "maxLength":
		number = p.MaxLength
	case "minItems":
		number = max(p.MinItems, 1)
	}
	if msg, ok := fieldFormMessages[field][keyword]; ok {
		return msg(number), true
	}
	label := s.Label(field)
	lower := strings.ToLower(label[:1]) + label[1:]
	switch keyword {
	case "required":
		if s.fieldKind(field) == "choice" {
			return "Select your " + lower, true
		}
		return "Enter your " + lower, true
	case "minLength":
		return label + " must be at least " + strconv.Itoa(number) + " characters", true
	case "maxLength":
		return label + " must be " + strconv.Itoa(number) + " characters or fewer", true
	case "format", "pattern":
		return "Enter your " + lower + " in the correct format", true
	case "enum":
		return "Select a " + lower + " from the list", true
	case "minItems":
		return "Select at least " + strconv.Itoa(number) + " of the " + lower, true
	case "uniqueItems":
		return "Select each of the " + lower + " only once", true
	case "const":
		return "Tick the box to continue", true
	}
	return "", false
}
