package search

import (
	"sort"
	"strings"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

// MarkdownSections converts the sections markdown.Render returns.
func MarkdownSections(secs []markdown.Section) []Section {
	out := make([]Section, 0, len(secs))
	for _, s := range secs {
		out = append(out, Section{Anchor: s.ID, Heading: s.Title, Level: s.Level, Text: s.Text})
	}
	return out
}

// dataSkip are YAML keys whose values are not text a reader searches:
// identifiers, icons, file names, link targets, generated HTML.
var dataSkip = setOf("id", "ids", "slug", "icon", "illustration", "illustrationAlt", "image",
	"logo", "to", "href", "website", "url", "category", "layout", "variant", "title",
	"description", "primaryAction", "secondaryAction", "action", "thankYou",
	// A claim's proof: model references and the route of its doc.
	"backedBy", "howItWorks")

// DataSections turns the data of a YAML page (home, solutions, careers,
// integration front matter) into sections: every top-level block with a
// title becomes a section headed by it; the other text (hero, untitled
// lists) makes the introduction. The description is left to Page.Description.
// line orders the top-level keys as
// written (the line of a JSON pointer); nil sorts them by name.
func DataSections(data map[string]any, line func(pointer string) int) []Section {
	keys := make([]string, 0, len(data))
	for k := range data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if line != nil {
		sort.SliceStable(keys, func(a, b int) bool { return line("/"+keys[a]) < line("/"+keys[b]) })
	}
	intro := Section{}
	var out []Section
	for _, k := range keys {
		if dataSkip[k] || strings.HasSuffix(k, "Html") {
			continue
		}
		if m, ok := data[k].(map[string]any); ok {
			if title, ok := m["title"].(string); ok && title != "" {
				out = append(out, blockSections(title, m)...)
				continue
			}
		}
		intro.Text = joinText(intro.Text, dataText(data[k]))
	}
	if intro.Text == "" {
		return out
	}
	return append([]Section{intro}, out...)
}

// blockSections are a titled block's sections: the block (level 2) and
// each titled item of its lists (level 3), as the page shows them as cards.
func blockSections(title string, m map[string]any) []Section {
	block := Section{Heading: title, Level: 2}
	var items []Section
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if dataSkip[k] || strings.HasSuffix(k, "Html") {
			continue
		}
		if list, ok := m[k].([]any); ok && titledItems(list) {
			for _, e := range list {
				item := e.(map[string]any)
				heading, _ := item["title"].(string)
				if heading == "" {
					heading, _ = item["question"].(string)
				}
				rest := map[string]any{}
				for ik, iv := range item {
					if ik != "title" && ik != "question" {
						rest[ik] = iv
					}
				}
				items = append(items, Section{Heading: heading, Level: 3, Text: dataText(rest)})
			}
			continue
		}
		block.Text = joinText(block.Text, dataText(m[k]))
	}
	return append([]Section{block}, items...)
}

// titledItems reports whether every item of a list is an object with a
// title or a question.
func titledItems(list []any) bool {
	for _, e := range list {
		item, ok := e.(map[string]any)
		if !ok {
			return false
		}
		title, _ := item["title"].(string)
		question, _ := item["question"].(string)
		if title == "" && question == "" {
			return false
		}
	}
	return len(list) > 0
}

// dataText is the searchable text of a YAML value.
func dataText(v any) string {
	switch t := v.(type) {
	case string:
		if strings.HasPrefix(t, "/") || strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") {
			return ""
		}
		return t
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		// A nested block's title is text of the section it sits in.
		text := ""
		if s, ok := t["title"].(string); ok {
			text = s
		}
		for _, k := range keys {
			if dataSkip[k] || strings.HasSuffix(k, "Html") {
				continue
			}
			text = joinText(text, dataText(t[k]))
		}
		return text
	case []any:
		text := ""
		for _, e := range t {
			text = joinText(text, dataText(e))
		}
		return text
	}
	return ""
}

func joinText(a, b string) string {
	switch {
	case a == "":
		return b
	case b == "":
		return a
	}
	return a + " " + b
}
