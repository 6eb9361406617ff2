package model

import (
	"fmt"
	"html"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// Screen is a record's screen as the user manual describes it: its tabs,
// and on each tab the fields it shows.
type Screen struct {
	Tabs []Tab
}

// Tab is one tab of a screen, on the screens of the kinds listed (every
// kind when none); a tab without sections is only named in the tab strip.
type Tab struct {
	Name     string
	Kinds    []string
	Sections []Section
}

// Section is a group of a tab's fields, with a heading when it has a name,
// shown for the kinds listed (every kind when none).
type Section struct {
	Name   string
	Kinds  []string
	Fields []string
}

// readScreen reads an entity's screen: every field of a tab must be a field
// of the entity with a screen label, every kind a value of its type field.
func readScreen(e *Entity, raw any, doc *yamlsrc.Document) (*Screen, position.List) {
	d, _ := raw.(map[string]any)
	if d == nil {
		return nil, nil
	}
	var errs position.List
	at := func(ptr, format string, args ...any) {
		errs.Add(position.Errorf(doc.Position(ptr), "%s: %s", ptr, fmt.Sprintf(format, args...)))
	}
	s := &Screen{}
	for i, t := range list(d["tabs"]) {
		tab := Tab{Name: str(t["name"]), Kinds: strs(t["kinds"])}
		tabPtr := fmt.Sprintf("/screen/tabs/%d", i)
		errs = append(errs, e.checkKinds(tab.Kinds, tabPtr+"/kinds", doc)...)
		for _, earlier := range s.Tabs {
			if earlier.Name == tab.Name {
				at(tabPtr+"/name", "the tab %q is named twice (expected each tab once)", tab.Name)
			}
		}
		for j, sec := range list(t["sections"]) {
			section := Section{Name: str(sec["name"]), Kinds: strs(sec["kinds"]), Fields: strs(sec["fields"])}
			secPtr := fmt.Sprintf("%s/sections/%d", tabPtr, j)
			errs = append(errs, e.checkKinds(section.Kinds, secPtr+"/kinds", doc)...)
			for k, field := range section.Fields {
				ptr := fmt.Sprintf("%s/fields/%d", secPtr, k)
				switch {
				case !slices.Contains(e.Fields, field):
					at(ptr, "%q is not a field of %s (expected one of %s)", field, e.Name, strings.Join(e.Fields, ", "))
				case e.Labels[field] == "":
					at(ptr, "%s.%s has no screen label (expected label: on the field, the word the screen shows)", e.Name, field)
				}
			}
			tab.Sections = append(tab.Sections, section)
		}
		s.Tabs = append(s.Tabs, tab)
	}
	return s, errs
}

// checkKinds holds the kinds a tab or section lists, at ptr, to the values
// of the entity's type field.
func (e *Entity) checkKinds(kinds []string, ptr string, doc *yamlsrc.Document) position.List {
	var errs position.List
	for k, kind := range kinds {
		if !slices.Contains(e.KindValues, kind) {
			p := fmt.Sprintf("%s/%d", ptr, k)
			errs.Add(position.Errorf(doc.Position(p), "%s: %q is not a %s (expected one of %s)", p, kind, e.kindName(), strings.Join(e.KindValues, ", ")))
		}
	}
	return errs
}

// shows tells whether a tab or section listing kinds is on the screen of
// a record of kind.
func shows(kinds []string, kind string) bool {
	return len(kinds) == 0 || slices.Contains(kinds, kind)
}

func (e *Entity) kindName() string {
	if e.KindField == "" {
		return "kind: " + e.Name + " has no type field"
	}
	return e.Name + "." + e.KindField
}

// screenView is one drawing of a screen: the tab, the record's kind and
// status, and the values the fields show.
type screenView struct {
	m       *Model
	e       *Entity
	tabs    []Tab
	tab     Tab
	kind    string
	status  string
	path    []string
	example bool
}

func (m *Model) screenView(attrs map[string]string) (*screenView, error) {
	e, err := m.entity(attrs["entity"])
	if err != nil {
		return nil, err
	}
	if e.Screen == nil {
		var with []string
		for _, n := range sortedKeys(m.Entities) {
			if m.Entities[n].Screen != nil {
				with = append(with, n)
			}
		}
		others := ""
		if len(with) > 0 {
			others = "; entities with one: " + strings.Join(with, ", ")
		}
		return nil, fmt.Errorf("%s has no screen in the model (expected screen: with its tabs in content/reference/entities/%s.yaml%s)", e.Name, e.Name, others)
	}
	v := &screenView{m: m, e: e}
	exampleKind := fmt.Sprint(e.Example[e.KindField])
	v.kind = attrs["kind"]
	switch {
	case e.KindField == "" && v.kind != "":
		return nil, fmt.Errorf("kind=%s: %s has no type field (expected no kind)", v.kind, e.Name)
	case v.kind == "":
		v.kind = exampleKind
	case !slices.Contains(e.KindValues, v.kind):
		return nil, fmt.Errorf("kind=%s is not a %s (expected one of %s)", v.kind, e.kindName(), strings.Join(e.KindValues, ", "))
	}
	if e.KindField == "" {
		v.kind = ""
	}
	v.example = e.KindField == "" || v.kind == exampleKind
	v.tabs = v.kindTabs()
	found := false
	for _, t := range v.tabs {
		if t.Name == attrs["tab"] {
			v.tab, found = t, true
		}
	}
	if !found {
		var names []string
		for _, t := range v.tabs {
			names = append(names, t.Name)
		}
		return nil, fmt.Errorf("%q is not a tab of the %s screen (expected one of %s)", attrs["tab"], v.screenName(), strings.Join(names, ", "))
	}
	v.path = e.StatusPath(v.kind)
	v.status = attrs["status"]
	if v.status == "" && len(e.Statuses) > 0 {
		v.status = v.path[0]
		if s, ok := e.Example["status"].(string); ok && v.example {
			v.status = s
		}
	}
	if v.status != "" {
		var usable []string
		for _, st := range e.Statuses {
			if len(st.Kinds) == 0 || slices.Contains(st.Kinds, v.kind) {
				usable = append(usable, st.Value)
			}
		}
		if !slices.Contains(usable, v.status) {
			return nil, fmt.Errorf("status=%s is not a status of %s %s (expected one of %s)", v.status, e.Name, v.kind, strings.Join(usable, ", "))
		}
	}
	return v, nil
}

// field is one labelled field as the screen shows it: its value, or what a
// picker chooses, or nothing.
type field struct {
	label, value string
	// control is "pick" for a field that chooses a record or a value from a
	// list, "text" otherwise.
	control string
	// placeholder is true when value names what the field holds rather
	// than a value (a picker's entity, an empty field).
	placeholder bool
}

func (v *screenView) field(name string) field {
	e := v.e
	f := field{label: e.Labels[name], control: "text"}
	raw, ok := e.Example[name]
	if !v.example {
		ok = false
	}
	switch e.Types[name] {
	case "reference", "collection":
		f.control = "pick"
		f.value, f.placeholder = e.References[name], true
		if target := v.targetTitle(name); target != "" {
			f.value = target
		}
		return f
	case "enum":
		f.control = "pick"
	}
	if name == e.KindField {
		return field{label: f.label, value: v.kind, control: "pick"}
	}
	if name == "status" {
		return field{label: f.label, value: v.status, control: "pick"}
	}
	if !ok {
		f.placeholder = true
		return f
	}
	f.value = screenValue(e.Types[name], raw)
	return f
}

// targetTitle is the title of the entity a reference field points at.
func (v *screenView) targetTitle(name string) string {
	if target := v.m.Entities[v.e.References[name]]; target != nil {
		return words(target.Title)
	}
	return ""
}

// screenValue writes an example value as a screen shows it: dates in words,
// booleans as Yes or No.
func screenValue(typ string, raw any) string {
	s := fmt.Sprint(raw)
	switch typ {
	case "datetime":
		if t, err := time.Parse(time.RFC3339, s); err == nil {
			return t.UTC().Format("2 Jan 2006 15:04")
		}
	case "date":
		if t, err := time.Parse(time.DateOnly, s); err == nil {
			return t.Format("2 Jan 2006")
		}
	case "boolean":
		if b, ok := raw.(bool); ok {
			if b {
				return "Yes"
			}
			return "No"
		}
	}
	return s
}

// kindTabs are the tabs of the record's kind's screen.
func (v *screenView) kindTabs() []Tab {
	var out []Tab
	for _, t := range v.e.Screen.Tabs {
		if shows(t.Kinds, v.kind) {
			out = append(out, t)
		}
	}
	return out
}

// sections are the tab's sections the record's kind shows.
func (v *screenView) sections() []Section {
	var out []Section
	for _, s := range v.tab.Sections {
		if shows(s.Kinds, v.kind) {
			out = append(out, s)
		}
	}
	return out
}

// groups are the sections as drawn: an unnamed section after another
// unnamed one continues its group (a kind's extra fields join the common
// ones).
func (v *screenView) groups() []Section {
	var out []Section
	for _, s := range v.sections() {
		if n := len(out); n > 0 && s.Name == "" && out[n-1].Name == "" {
			out[n-1].Fields = append(slices.Clone(out[n-1].Fields), s.Fields...)
			continue
		}
		out = append(out, s)
	}
	return out
}

// camelBreaks lets a status name wrap where its words meet: In<wbr>Progress.
func camelBreaks(s string) string {
	var b strings.Builder
	for i, r := range s {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteString("<wbr>")
		}
		b.WriteRune(r)
	}
	return b.String()
}

// screenName names the screen in messages and the caption: "Job", or
// "Order (Quote)" for a kind of an entity with a type field.
func (v *screenView) screenName() string {
	if v.kind == "" {
		return v.e.Title
	}
	return v.e.Title + " (" + v.kind + ")"
}

// numberField is the record's number (jobNumber), shown as the screen's
// title; "" when the entity has none with a label.
func (v *screenView) numberField() string {
	name := v.e.Name + "Number"
	if v.e.Labels[name] == "" {
		return ""
	}
	return name
}

// caption names the figure and says what its values are.
func (v *screenView) caption() string {
	what := "with the values of the example record on the " + v.e.Title + " reference page"
	if !v.example {
		what = "with its fields left empty"
	}
	return fmt.Sprintf("Illustration: the %s tab of the %s screen, %s. A field that chooses a record shows the kind of record it chooses.", v.tab.Name, v.screenName(), what)
}

// statusTone is the status chip's tone, by where the status stands on the
// path (as RecordCard draws it): first, on the way, last, or off the path.
func statusTone(path []string, status string) string {
	i := slices.Index(path, status)
	switch {
	case i < 0:
		return "attention"
	case i == len(path)-1:
		return "done"
	case i == 0:
		return "neutral"
	}
	return "active"
}

// Screen draws a tab of an entity's screen (::screen{entity=job
// tab=General}) in HTML, styled by the UI package's Markdown styles: the
// record's number, kind and status, its status path, the tab strip and the
// tab's fields under their screen labels. It is its own text alternative:
// a figure with a caption, the fields a description list. The search index
// leaves it out: its labels restate the page's prose. Without a kind the
// screen shows the entity's example record; with another kind than the
// example's, a new record of that kind.
func (m *Model) Screen(attrs map[string]string) (string, error) {
	v, err := m.screenView(attrs)
	if err != nil {
		return "", err
	}
	esc := html.EscapeString
	var b strings.Builder
	// The caption names the figure for every reader; its id is the
	// drawing's, unique on a page that draws each screen once. A screen
	// follows the steps that describe it, below the page's first screen:
	// data-below-fold keeps its styles out of the docs pages' inline CSS
	// (apps/site/scripts/critical-css.mjs).
	captionID := strings.ReplaceAll(anchor("screen", v.e.Name, v.kind, v.status, v.tab.Name), " ", "-")
	fmt.Fprintf(&b, `<figure class="record-screen" data-entity="%s" data-tab="%s" aria-labelledby="%s" data-below-fold=""><div class="screen-window">`, esc(v.e.Name), esc(v.tab.Name), esc(captionID))
	b.WriteString(`<div class="screen-head">`)
	if n := v.numberField(); n != "" {
		f := v.field(n)
		value := esc(f.value)
		if f.placeholder {
			value = `<span data-empty>—</span>`
		}
		fmt.Fprintf(&b, `<dl><dt>%s</dt><dd>%s`, esc(f.label), value)
		if v.kind != "" {
			fmt.Fprintf(&b, ` <span class="screen-kind">%s</span>`, esc(v.kind))
		}
		b.WriteString(`</dd></dl>`)
	} else {
		fmt.Fprintf(&b, `<p class="screen-title">%s</p>`, esc(v.e.Title))
	}
	if v.status != "" {
		label := v.e.Labels["status"]
		if label == "" {
			label = "Status"
		}
		fmt.Fprintf(&b, `<p class="screen-status" data-tone="%s"><span class="screen-hidden">%s: </span>%s</p>`, statusTone(v.path, v.status), esc(label), esc(v.status))
	}
	b.WriteString(`</div>`)
	if len(v.path) > 1 {
		current := slices.Index(v.path, v.status)
		b.WriteString(`<ol class="screen-path" aria-label="Status path">`)
		for i, step := range v.path {
			state := "done"
			switch {
			case current < 0 || i > current:
				state = "upcoming"
			case i == current:
				state = "current"
			}
			aria := ""
			if i == current {
				aria = ` aria-current="step"`
			}
			fmt.Fprintf(&b, `<li data-state="%s"%s>%s</li>`, state, aria, camelBreaks(esc(step)))
		}
		b.WriteString(`</ol>`)
	}
	b.WriteString(`<ul class="screen-tabs" aria-label="Tabs">`)
	for _, t := range v.tabs {
		if t.Name == v.tab.Name {
			fmt.Fprintf(&b, `<li aria-current="true">%s</li>`, esc(t.Name))
		} else {
			fmt.Fprintf(&b, `<li>%s</li>`, esc(t.Name))
		}
	}
	b.WriteString(`</ul>`)
	for _, s := range v.groups() {
		b.WriteString(`<div class="screen-section">`)
		if s.Name != "" {
			fmt.Fprintf(&b, `<p class="screen-section-name">%s</p>`, esc(s.Name))
		}
		b.WriteString(`<dl>`)
		for _, name := range s.Fields {
			f := v.field(name)
			value := esc(f.value)
			if f.placeholder {
				if f.value == "" {
					value = `<span data-empty>—</span>`
				} else {
					value = `<span data-placeholder>` + value + `</span>`
				}
			}
			fmt.Fprintf(&b, `<div data-control="%s"><dt>%s</dt><dd>%s</dd></div>`, f.control, esc(f.label), value)
		}
		b.WriteString(`</dl></div>`)
	}
	fmt.Fprintf(&b, `</div><figcaption id="%s">%s</figcaption></figure>`+"\n", esc(captionID), esc(v.caption()))
	return b.String(), nil
}

// ScreenMarkdown is Screen's text form for the page's Markdown twin: the
// caption, the record's status and path, the tabs, and each section's
// fields as a list of label and value; "" when Screen fails.
func (m *Model) ScreenMarkdown(attrs map[string]string) string {
	v, err := m.screenView(attrs)
	if err != nil {
		return ""
	}
	var b strings.Builder
	fmt.Fprintf(&b, "*%s*\n\n", v.caption())
	if n := v.numberField(); n != "" {
		f := v.field(n)
		value := f.value
		if f.placeholder {
			value = "(none yet)"
		}
		fmt.Fprintf(&b, "- **%s**: %s", f.label, value)
		if v.kind != "" {
			fmt.Fprintf(&b, " (%s)", v.kind)
		}
		b.WriteString("\n")
	}
	if v.status != "" {
		fmt.Fprintf(&b, "- **Status**: `%s` (status path: %s)\n", v.status, strings.Join(v.path, " → "))
	}
	var tabs []string
	for _, t := range v.tabs {
		if t.Name == v.tab.Name {
			tabs = append(tabs, "**"+t.Name+"** (shown)")
		} else {
			tabs = append(tabs, t.Name)
		}
	}
	fmt.Fprintf(&b, "- **Tabs**: %s\n", strings.Join(tabs, ", "))
	for _, s := range v.groups() {
		if s.Name != "" {
			fmt.Fprintf(&b, "- **%s**\n", s.Name)
		}
		indent := ""
		if s.Name != "" {
			indent = "  "
		}
		for _, name := range s.Fields {
			f := v.field(name)
			value := f.value
			switch {
			case f.placeholder && f.value == "":
				value = "(empty)"
			case f.placeholder:
				value = "(chooses " + article(f.value) + " " + f.value + ")"
			}
			fmt.Fprintf(&b, "%s- %s: %s\n", indent, f.label, value)
		}
	}
	return b.String()
}

// words writes a PascalCase title as a screen writes it: ModeOfTransportation
// as "Mode of transportation".
func words(title string) string {
	var b strings.Builder
	for i, r := range title {
		if i > 0 && unicode.IsUpper(r) {
			b.WriteByte(' ')
			r = unicode.ToLower(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

// article is "a" or "an" before a title.
func article(title string) string {
	if title != "" && strings.ContainsRune("AEIOU", rune(title[0])) {
		return "an"
	}
	return "a"
}
