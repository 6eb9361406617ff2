// Package searchdata turns what the pipeline rendered into the sections the
// search index is built from: a Markdown page's sections, and a YAML page's
// data with the HTML of its Markdown fields. It is the build's side of the
// search: package search, which the server also imports, keeps to the index
// and its ranking, without the Markdown renderer.
package searchdata

import (
	"sort"
	"strings"

	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/search"
)

// MarkdownSections converts the sections markdown.Render returns.
func MarkdownSections(secs []markdown.Section) []search.Section {
	out := make([]search.Section, 0, len(secs))
	for _, s := range secs {
		out = append(out, search.Section{Anchor: s.ID, Heading: s.Title, Level: s.Level, Text: s.Text, Code: s.Code})
	}
	return out
}

// dataSkip are YAML keys whose values are not text a reader searches:
// identifiers, icons, file names, link targets, generated HTML.
var dataSkip = setOf("id", "ids", "slug", "icon", "illustration", "illustrationAlt", "image",
	"logo", "to", "href", "website", "url", "category", "layout", "variant", "title",
	"description", "primaryAction", "secondaryAction", "action", "thankYou",
	// A claim's proof: model references and the route of its doc.
	"backedBy", "howItWorks",
	// A role's mailbox, the part of an address before the site's domain.
	"applyEmail")

// dataCode are YAML keys whose values are code samples the page shows in a
// code block: searched, never quoted (Section.Code).
var dataCode = setOf("code")

// htmlSuffix ends the key of a Markdown field's rendered HTML, a sibling of
// the field ("summaryHtml" of "summary"): the text a reader reads is that
// HTML's, not the Markdown source's, with its link targets, backticks and
// asterisks.
const htmlSuffix = "Html"

// DataSections turns the data of a YAML page (home, solutions, careers,
// integration front matter) into sections: every top-level block with a
// title becomes a section headed by it; the other text (hero, untitled
// lists) makes the introduction. The description is left to Page.Description.
// line orders the top-level keys as
// written (the line of a JSON pointer); nil sorts them by name.
func DataSections(data map[string]any, line func(pointer string) int) []search.Section {
	keys := make([]string, 0, len(data))
	for k := range data {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	if line != nil {
		sort.SliceStable(keys, func(a, b int) bool { return line("/"+keys[a]) < line("/"+keys[b]) })
	}
	intro := section{}
	var out []search.Section
	for _, k := range keys {
		if skipData(k) {
			continue
		}
		if m, ok := data[k].(map[string]any); ok {
			if title, ok := m["title"].(string); ok && title != "" {
				out = append(out, blockSections(title, m)...)
				continue
			}
		}
		intro.add(dataText(data, k))
	}
	if intro.Text == "" && intro.Code == "" {
		return out
	}
	return append([]search.Section{search.Section(intro)}, out...)
}

// skipData reports whether a key's value is left out of the text (its
// HTML sibling, when it has one, is read with the key itself).
func skipData(key string) bool {
	return dataSkip[key] || strings.HasSuffix(key, htmlSuffix)
}

// section is a search section being filled.
type section search.Section

// add appends a text and its code to the section's.
func (s *section) add(text, code string) {
	s.Text, s.Code = search.JoinText(s.Text, text), search.JoinText(s.Code, code)
}

// blockSections are a titled block's sections: the block (level 2) and
// each titled item of its lists (level 3), as the page shows them as cards.
func blockSections(title string, m map[string]any) []search.Section {
	block := section{Heading: title, Level: 2}
	var items []search.Section
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		if skipData(k) {
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
				card := section{Heading: heading, Level: 3}
				card.add(dataValueText(rest))
				items = append(items, search.Section(card))
			}
			continue
		}
		block.add(dataText(m, k))
	}
	return append([]search.Section{search.Section(block)}, items...)
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

// dataText is the text and the code of the value of m's key k: a Markdown
// field's is its rendered HTML's (htmlSuffix), a code sample's is code.
func dataText(m map[string]any, k string) (text, code string) {
	switch html := m[k+htmlSuffix].(type) {
	case string:
		return markdown.HTMLText(html)
	case []any: // a list of Markdown items, each rendered
		var s section
		for _, item := range html {
			if h, ok := item.(string); ok {
				s.add(markdown.HTMLText(h))
			}
		}
		return s.Text, s.Code
	}
	if dataCode[k] {
		if s, ok := m[k].(string); ok {
			return "", strings.TrimSpace(s)
		}
	}
	return dataValueText(m[k])
}

// dataValueText is the searchable text, and the code, of a YAML value.
func dataValueText(v any) (text, code string) {
	switch t := v.(type) {
	case string:
		if strings.HasPrefix(t, "/") || strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "https://") {
			return "", ""
		}
		return t, ""
	case map[string]any:
		keys := make([]string, 0, len(t))
		for k := range t {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		// A nested block's title is text of the section it sits in.
		var s section
		if title, ok := t["title"].(string); ok {
			s.Text = title
		}
		for _, k := range keys {
			if skipData(k) {
				continue
			}
			s.add(dataText(t, k))
		}
		return s.Text, s.Code
	case []any:
		var s section
		for _, e := range t {
			s.add(dataValueText(e))
		}
		return s.Text, s.Code
	}
	return "", ""
}

func setOf(words ...string) map[string]bool {
	set := make(map[string]bool, len(words))
	for _, w := range words {
		set[w] = true
	}
	return set
}
