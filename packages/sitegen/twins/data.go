package twins

import (
	"fmt"
	"sort"
	"strings"
	"unicode"

	"github.com/freightlane/website/packages/sitegen/claims"
	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/pagedata"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
)

// dataTwin writes a page's YAML data as Markdown, in the order the file
// gives it: objects with a title become sections, lists become lists or
// subsections, Markdown strings are written through the Markdown renderer
// (links made absolute), label+to pairs become links, illustrations
// images with their alt text, code examples fenced code. What only styles
// the page (icons, ids, slugs) is left out.
type dataTwin struct {
	site *Site
	md   *markdown.Renderer
	page *Page
	file *content.File
	b    strings.Builder
	err  error
	// claims resolves the proofs of the page's claims.
	claims *claims.Resolver
}

// headingKeys name an object's title, in order of preference.
var headingKeys = []string{"title", "headline", "question", "name", "data"}

// proseKeys hold running text; other strings are written as "Key: value".
var proseKeys = map[string]bool{"text": true, "lead": true, "intro": true, "description": true, "answer": true, "summary": true, "message": true, "detail": true, "caption": true, "content": true}

// skipKeys only style or identify a part of the page, or hold what other
// pages show (integrationPage: the band that closes every integration page).
var skipKeys = map[string]bool{"integrationPage": true, "icon": true, "mark": true, "markPath": true, "markViewBox": true, "id": true, "slug": true, "illustrationAlt": true, "to": true, "format": true, "navDescription": true, "submitLabel": true, "submittingLabel": true}

func (w *dataTwin) para(s string) {
	if s = strings.TrimSpace(s); s != "" {
		w.b.WriteString(s + "\n\n")
	}
}

// markdown writes a Markdown string of the data through the renderer, or
// takes the twin the pipeline wrote of that field when it rendered it.
func (w *dataTwin) markdown(pointer, text string) string {
	if w.err != nil {
		return ""
	}
	if f, ok := w.page.Fields[pointer]; ok && f.Source == text {
		return strings.TrimSpace(f.Markdown)
	}
	res := w.md.Render([]byte(text), markdown.Options{
		File:        w.file.Path,
		Locate:      w.file.Data.Locator(pointer),
		ResolveLink: w.page.ResolveLink,
		Twin:        Options(w.site.URL, w.page.Path),
		Model:       w.site.Model,
	})
	if len(res.Errors) > 0 {
		w.err = res.Errors
		return ""
	}
	return strings.TrimSpace(res.Markdown)
}

// keys are an object's keys in the order the file writes them.
func (w *dataTwin) keys(m map[string]any, pointer string) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		if !strings.HasSuffix(k, "Html") && !skipKeys[k] {
			keys = append(keys, k)
		}
	}
	at := func(k string) position.Position { return w.file.Data.Position(pointer + "/" + k) }
	sort.SliceStable(keys, func(i, j int) bool {
		a, b := at(keys[i]), at(keys[j])
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		if a.Col != b.Col {
			return a.Col < b.Col
		}
		return keys[i] < keys[j]
	})
	return keys
}

func heading(m map[string]any) (string, string) {
	for _, k := range headingKeys {
		if s, ok := m[k].(string); ok && s != "" {
			return k, s
		}
	}
	return "", ""
}

// object writes an object at a heading level; top is the page's own data,
// whose title and description the twin's header carries.
func (w *dataTwin) object(m map[string]any, pointer string, level int, top bool) {
	hk, title := heading(m)
	if top {
		hk = "title"
	} else if title != "" {
		w.b.WriteString(strings.Repeat("#", min(level, 6)) + " " + w.headingText(m, title) + "\n\n")
		level++
	} else if slug, ok := m["slug"].(string); ok {
		if r := w.site.byPath["/solutions/"+slug]; r != nil {
			w.b.WriteString(strings.Repeat("#", min(level, 6)) + " [" + markdown.EscapeText(r.Title) + "](" + w.site.URL + r.Path + ")\n\n")
			level++
		}
	}
	for _, k := range w.keys(m, pointer) {
		if k == hk || (top && k == "description") {
			continue
		}
		w.value(k, m[k], pointer+"/"+k, m, level)
	}
}

func (w *dataTwin) headingText(m map[string]any, title string) string {
	return markdown.EscapeText(title)
}

func (w *dataTwin) value(key string, v any, pointer string, parent map[string]any, level int) {
	switch key {
	case claims.HowItWorks:
		// The page's link; the twin lists every proof instead.
		return
	case claims.Key:
		w.proof(v)
		return
	}
	if rec := w.page.Record; key == "record" && rec != nil {
		w.record(rec)
		return
	}
	switch t := v.(type) {
	case string:
		switch {
		case key == "label":
			if to, ok := parent["to"].(string); ok {
				w.para(w.markdown(pointer, "["+markdown.EscapeText(t)+"]("+to+")"))
			} else {
				w.para(markdown.EscapeText(t))
			}
		case key == "illustration":
			alt, _ := parent["illustrationAlt"].(string)
			w.para("![" + markdown.EscapeText(alt) + "](" + w.site.URL + sitefiles.MediaPrefix + t + ")")
		case key == "code":
			fence := "```"
			for strings.Contains(t, fence) {
				fence += "`"
			}
			w.para(fence + "yaml\n" + strings.TrimRight(t, "\n") + "\n" + fence)
		case key == "category" && w.page.Kind == routes.Integration:
			w.para("Category: " + markdown.EscapeText(w.site.IntegrationCategories[t]))
		case proseKeys[key]:
			w.para(w.markdown(pointer, t))
		default:
			w.para(humanize(key) + ": " + w.markdown(pointer, t))
		}
	case map[string]any:
		if _, title := heading(t); title == "" && len(t) > 0 && level <= 3 {
			if _, ok := t["label"]; !ok {
				if _, ok := t["slug"]; !ok {
					// A section without a title of its own is named by its key.
					w.b.WriteString(strings.Repeat("#", level) + " " + humanize(key) + "\n\n")
					w.object(t, pointer, level+1, false)
					return
				}
			}
		}
		w.object(t, pointer, level, false)
	case []any:
		if _, title := heading(parent); title == "" || pointer == "/"+key {
			// A list that no title introduces is named by its key.
			w.b.WriteString(strings.Repeat("#", min(level, 6)) + " " + humanize(key) + "\n\n")
			level++
		}
		w.list(key, t, pointer, level)
	case nil:
	default:
		w.para(humanize(key) + ": " + fmt.Sprint(t))
	}
}

// record writes a page's example record as its card reads: the caption,
// then each value under its screen label (resolveRecords), the status path
// last.
func (w *dataTwin) record(rec *pagedata.ExampleRecord) {
	w.para(markdown.EscapeText(rec.Caption))
	var lines []string
	add := func(f *pagedata.LabelledValue) {
		if f != nil {
			lines = append(lines, markdown.EscapeText(f.Label)+": "+markdown.EscapeText(f.Value))
		}
	}
	for _, f := range []*pagedata.LabelledValue{&rec.Number, rec.Kind, &rec.Status, rec.Party, rec.Origin, rec.Destination} {
		add(f)
	}
	for i := range rec.Fields {
		add(&rec.Fields[i])
	}
	if len(rec.StatusPath) > 0 {
		lines = append(lines, "Status path: "+markdown.EscapeText(strings.Join(rec.StatusPath, " → ")))
	}
	w.bullets(lines)
}

// proof writes a claim's references as links to what implements it (the
// build has failed already on one that does not resolve).
func (w *dataTwin) proof(v any) {
	if w.claims == nil {
		w.claims = claims.NewResolver(w.site.Content, w.site.Model)
	}
	refs, _ := v.([]any)
	var links []string
	for _, ref := range refs {
		_, target, err := claims.Split(fmt.Sprint(ref))
		href, herr := w.claims.Href(fmt.Sprint(ref))
		if err == nil && herr == nil {
			links = append(links, "[`"+target+"`]("+w.site.URL+href+")")
		}
	}
	w.para("How it works: " + strings.Join(links, ", "))
}

func (w *dataTwin) list(key string, items []any, pointer string, level int) {
	var lines []string
	for i, it := range items {
		p := fmt.Sprintf("%s/%d", pointer, i)
		switch t := it.(type) {
		case map[string]any:
			if _, title := heading(t); title == "" && t["slug"] == nil {
				if label, ok := t["label"].(string); ok {
					to, _ := t["to"].(string)
					lines = append(lines, w.markdown(p, "["+markdown.EscapeText(label)+"]("+to+")"))
					continue
				}
			}
			if len(lines) > 0 {
				w.bullets(lines)
				lines = nil
			}
			w.object(t, p, level, false)
		case string:
			route := map[string]func(string) string{"ids": routes.IntegrationPath, "workflowTasks": reference.WorkflowTaskPath}[key]
			if route != nil {
				if r := w.site.byPath[route(t)]; r != nil {
					lines = append(lines, "["+markdown.EscapeText(r.Title)+"]("+w.site.URL+r.Path+")")
					continue
				}
			}
			lines = append(lines, w.markdown(p, t))
		default:
			lines = append(lines, fmt.Sprint(t))
		}
	}
	w.bullets(lines)
}

func (w *dataTwin) bullets(lines []string) {
	if len(lines) == 0 {
		return
	}
	for _, l := range lines {
		w.b.WriteString("- " + strings.ReplaceAll(l, "\n", "\n  ") + "\n")
	}
	w.b.WriteString("\n")
}

// humanize turns a camelCase key into a label: applyEmail is "Apply email".
func humanize(key string) string {
	var b strings.Builder
	for i, r := range key {
		if unicode.IsUpper(r) && i > 0 {
			b.WriteRune(' ')
			r = unicode.ToLower(r)
		}
		if i == 0 {
			r = unicode.ToUpper(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}
