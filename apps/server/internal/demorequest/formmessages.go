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

// The messages fit one line of the site's narrowest form: see rules.ts.
const (
	emailMessage   = "Enter a valid email address"
	phoneMessage   = "Enter a valid phone number"
	consentMessage = "Tick to agree to be contacted"
)

// fieldFormMessages are rules.ts's FIELD_MESSAGES; a func gets the
// property's number (minLength, minItems).
var fieldFormMessages = map[string]map[string]func(n int) string{
	"email": {
		"required":  text("Enter your work email"),
		"minLength": text(emailMessage), "format": text(emailMessage), "pattern": text(emailMessage),
	},
	"company": {"required": text("Enter your company name")},
	// Too short or not a number: "abc" fails minLength first, and is told
	// it is no phone number (the hint shows one).
	"phone": {"minLength": text(phoneMessage), "pattern": text(phoneMessage)},
	"modes": {
		"required": text("Select at least one mode"),
		"minItems": func(n int) string {
			if n == 1 {
				return "Select at least one mode"
			}
			return "Select at least " + strconv.Itoa(n) + " modes"
		},
	},
	"consent": {"required": text(consentMessage), "const": text(consentMessage)},
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
		return label + ": at least " + strconv.Itoa(number) + " characters", true
	case "maxLength":
		return label + ": " + strconv.Itoa(number) + " characters max", true
	case "format", "pattern":
		return "Enter a valid " + lower, true
	case "enum":
		return "Select your " + lower, true
	case "minItems":
		return "Select at least " + strconv.Itoa(number) + " options", true
	case "uniqueItems":
		return "Select each option only once", true
	case "const":
		return "Tick the box to continue", true
	}
	return "", false
}
