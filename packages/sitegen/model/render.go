package model

import (
	"fmt"
	"html"
	"slices"
	"strings"

	"github.com/freightlane/website/packages/sitegen/markdown"
)

// Route is the reference page of an entity.
func Route(entity string) string { return "/docs/development/entities/" + entity }

func anchor(parts ...string) string { return strings.ToLower(strings.Join(parts, "-")) }

// StatusAnchor is the id of a status's row in the rendered state table.
func StatusAnchor(entity, status string) string { return anchor(entity, "status", status) }

// TransitionAnchor is the id of a transition's row in the rendered table.
func TransitionAnchor(entity string, t Transition) string {
	return anchor(entity, "transition", strings.Join(t.From, "-"), "to", t.To)
}

// Ref resolves an inline reference: kind status (job.Open), transition
// (job.Open->InProgress) or field (job.jobNumber). It returns the HTML of a
// link to where the model defines it.
func (m *Model) ref(kind, target string) (names []string, href string, err error) {
	name, rest, ok := strings.Cut(target, ".")
	if !ok || rest == "" {
		return nil, "", fmt.Errorf("%q names no %s (expected entity.%s, e.g. %s)", target, kind, map[string]string{"status": "Status", "transition": "From->To", "field": "fieldName"}[kind], map[string]string{"status": "job.InProgress", "transition": "job.Open->InProgress", "field": "job.jobNumber"}[kind])
	}
	switch kind {
	case "status":
		e, err := m.machine(name)
		if err != nil {
			return nil, "", err
		}
		if !e.HasStatus(rest) {
			return nil, "", fmt.Errorf("%q is not a status of %s (expected one of %s)", rest, e.Name, e.statusList())
		}
		return []string{rest}, Route(e.Name) + "#" + StatusAnchor(e.Name, rest), nil
	case "transition":
		e, err := m.machine(name)
		if err != nil {
			return nil, "", err
		}
		from, to, ok := strings.Cut(rest, "->")
		if !ok {
			return nil, "", fmt.Errorf("%q names no transition (expected From->To, e.g. job.Open->InProgress)", target)
		}
		for _, s := range []string{from, to} {
			if !e.HasStatus(s) {
				return nil, "", fmt.Errorf("%q is not a status of %s (expected one of %s)", s, e.Name, e.statusList())
			}
		}
		for _, t := range e.Transitions {
			if t.To == to && slices.Contains(t.From, from) {
				return []string{from, to}, Route(e.Name) + "#" + TransitionAnchor(e.Name, t), nil
			}
		}
		return nil, "", fmt.Errorf("%s cannot move from %s to %s (expected a move of its transitions: %s)", e.Name, from, to, e.moves())
	case "field":
		e, err := m.entity(name)
		if err != nil {
			return nil, "", err
		}
		if !slices.Contains(e.Fields, rest) {
			return nil, "", fmt.Errorf("%q is not a field of %s (expected one of %s)", rest, e.Name, strings.Join(e.Fields, ", "))
		}
		return []string{rest}, Route(e.Name) + "#fields", nil
	}
	return nil, "", fmt.Errorf(":%s is not a reference (expected :status, :transition or :field)", kind)
}

// Ref renders a :status, :transition or :field reference as a link to its
// place on the entity's page, or says why the model has no such thing.
func (m *Model) Ref(kind, target string) (string, error) {
	names, href, err := m.ref(kind, target)
	if err != nil {
		return "", err
	}
	var codes []string
	for _, n := range names {
		codes = append(codes, code(n))
	}
	return link(href, strings.Join(codes, " → ")), nil
}

// RefMarkdown is Ref's link in Markdown, absolute on base, for the page's
// Markdown twin; "" when Ref fails.
func (m *Model) RefMarkdown(kind, target, base string) string {
	names, href, err := m.ref(kind, target)
	if err != nil {
		return ""
	}
	var codes []string
	for _, n := range names {
		codes = append(codes, "`"+n+"`")
	}
	return "[" + strings.Join(codes, " → ") + "](" + base + href + ")"
}

func (e *Entity) moves() string {
	var out []string
	for _, t := range e.Transitions {
		for _, f := range t.From {
			out = append(out, f+"->"+t.To)
		}
	}
	return strings.Join(out, ", ")
}

// statusScope says, after a status's meaning, for which kinds of record it
// is used and whether a record's life can end in it.
func (e *Entity) statusScope(s Status) string {
	var out string
	if len(s.Kinds) > 0 {
		out += fmt.Sprintf(" Only for %s %s.", e.KindField, orList(s.Kinds))
	}
	switch {
	case s.Terminal:
		out += " Terminal: a record's life can end here."
	case len(s.TerminalFor) > 0:
		out += fmt.Sprintf(" Terminal for %s %s: its life can end here.", e.KindField, orList(s.TerminalFor))
	}
	return out
}

// guard is a transition's guard, preceded by the kinds it is limited to.
func (e *Entity) guard(t Transition) string {
	if len(t.Kinds) == 0 {
		return t.Guard
	}
	return strings.TrimSpace(fmt.Sprintf("Only for %s %s. %s", e.KindField, orList(t.Kinds), t.Guard))
}

func orList(values []string) string {
	var out []string
	for _, v := range values {
		out = append(out, "`"+v+"`")
	}
	if len(out) < 2 {
		return strings.Join(out, "")
	}
	return strings.Join(out[:len(out)-1], ", ") + " or " + out[len(out)-1]
}

func code(s string) string { return "<code>" + html.EscapeString(s) + "</code>" }

func link(href, inner string) string {
	return `<a class="model-ref" href="` + html.EscapeString(href) + `">` + inner + `</a>`
}

// inline renders a short Markdown text of the model (a meaning, a guard).
func inline(s string) string { return markdown.Inline(strings.Join(strings.Fields(s), " ")) }

// plain is the text a reader reads in a short Markdown text of the model,
// for the search index, which quotes it.
func plain(s string) string {
	text, _ := markdown.HTMLText(inline(s))
	return text
}

var kindLabel = map[string]string{"user": "User", "task": "Task", "event": "Event"}

// StateMachine renders an entity's state diagram (inline SVG) and its text
// alternative, the tables of statuses and transitions; text is the same
// content as plain text for the search index.
func (m *Model) StateMachine(name string) (htmlOut, text string, err error) {
	e, err := m.machine(name)
	if err != nil {
		return "", "", err
	}
	var b, t strings.Builder
	id := anchor(e.Name, "states")
	fmt.Fprintf(&b, `<figure class="state-machine" data-entity="%s">`, e.Name)
	// The diagram keeps its size (its text stays at least 13 px) and scrolls
	// sideways where the column is narrower.
	b.WriteString(markdown.TableRegion(e.Title + " status diagram"))
	b.WriteString(diagram(e, id))
	b.WriteString("</div>")
	fmt.Fprintf(&b, `<figcaption>How %s records move between their statuses. The numbers on a line are its rows in the transitions table below, which gives every move with what triggers it and what it needs.</figcaption></figure>`+"\n", html.EscapeString(e.Title))
	b.WriteString(markdown.TableRegion(e.Title + " statuses"))
	fmt.Fprintf(&b, `<table class="state-table"><caption>%s statuses</caption><thead><tr><th scope="col">Status</th><th scope="col">Meaning</th></tr></thead><tbody>`, e.Title)
	for _, s := range e.Statuses {
		meaning := s.Description + e.statusScope(s)
		fmt.Fprintf(&b, `<tr id="%s"><td>%s</td><td>%s</td></tr>`, StatusAnchor(e.Name, s.Value), code(s.Value), inline(meaning))
		fmt.Fprintf(&t, "%s: %s ", s.Value, plain(meaning))
	}
	b.WriteString("</tbody></table></div>\n")
	b.WriteString(markdown.TableRegion(e.Title + " transitions"))
	fmt.Fprintf(&b, `<table class="transition-table"><caption>%s transitions</caption><thead><tr><th scope="col">No.</th><th scope="col">From</th><th scope="col">To</th><th scope="col">Trigger</th><th scope="col">Guard</th></tr></thead><tbody>`, e.Title)
	for n, tr := range e.Transitions {
		var from []string
		for _, f := range tr.From {
			from = append(from, code(f))
		}
		var trig []string
		for _, g := range tr.Triggers {
			d := inline(g.Description)
			if g.Task != "" {
				d = link("/docs/development/workflows/tasks/"+taskSlug(g.Task)+"#"+taskAnchor(g.Task), code(g.Task))
				if g.Description != "" {
					d += ": " + inline(g.Description)
				}
			}
			trig = append(trig, fmt.Sprintf(`<span class="trigger" data-kind="%s">%s</span> %s`, g.Kind, kindLabel[g.Kind], d))
			fmt.Fprintf(&t, "%s %s %s ", kindLabel[g.Kind], g.Task, plain(g.Description))
		}
		guard := "—"
		if g := e.guard(tr); g != "" {
			guard = inline(g)
		}
		fmt.Fprintf(&b, `<tr id="%s"><td class="transition-number">%d</td><td>%s</td><td>%s</td><td><ul>`, TransitionAnchor(e.Name, tr), n+1, strings.Join(from, ", "), code(tr.To))
		for _, x := range trig {
			b.WriteString("<li>" + x + "</li>")
		}
		fmt.Fprintf(&b, `</ul></td><td>%s</td></tr>`, guard)
		fmt.Fprintf(&t, "%s to %s. %s ", strings.Join(tr.From, ", "), tr.To, plain(e.guard(tr)))
	}
	b.WriteString("</tbody></table></div>\n")
	return b.String(), strings.TrimSpace(t.String()), nil
}

// taskSlug is the reference page of a task's group: AccountingTransaction ->
// accounting-transaction.
func taskSlug(task string) string {
	group, _, _ := strings.Cut(task, "/")
	var b strings.Builder
	for i, r := range group {
		if r >= 'A' && r <= 'Z' {
			if i > 0 {
				b.WriteByte('-')
			}
			r += 'a' - 'A'
		}
		b.WriteRune(r)
	}
	return b.String()
}

// taskAnchor is the heading id the task reference page gives a task.
func taskAnchor(task string) string {
	return strings.NewReplacer("/", "-", "@", "-v").Replace(strings.ToLower(task))
}

// StateMachineMarkdown is the text alternative of StateMachine, its tables
// of statuses and transitions, in GFM for the page's Markdown twin, with
// links absolute on base; "" when the entity has no state machine.
func (m *Model) StateMachineMarkdown(name, base string) string {
	e, err := m.machine(name)
	if err != nil {
		return ""
	}
	cell := func(s string) string {
		s = strings.Join(strings.Fields(s), " ")
		if s == "" {
			return "—"
		}
		return strings.ReplaceAll(s, "|", `\|`)
	}
	ticks := func(values []string) string {
		var out []string
		for _, v := range values {
			out = append(out, "`"+v+"`")
		}
		return strings.Join(out, ", ")
	}
	var b strings.Builder
	fmt.Fprintf(&b, "**%s statuses**\n\n| Status | Meaning |\n| --- | --- |\n", e.Title)
	for _, st := range e.Statuses {
		fmt.Fprintf(&b, "| `%s` | %s |\n", st.Value, cell(st.Description+e.statusScope(st)))
	}
	fmt.Fprintf(&b, "\n**%s transitions** (numbered as on the diagram's lines)\n\n| No. | From | To | Trigger | Guard |\n| --- | --- | --- | --- | --- |\n", e.Title)
	for n, tr := range e.Transitions {
		var trig []string
		for _, g := range tr.Triggers {
			d := g.Description
			if g.Task != "" {
				d = "[`" + g.Task + "`](" + base + "/docs/development/workflows/tasks/" + taskSlug(g.Task) + "#" + taskAnchor(g.Task) + ")"
				if g.Description != "" {
					d += ": " + g.Description
				}
			}
			trig = append(trig, kindLabel[g.Kind]+": "+strings.TrimSuffix(strings.TrimSpace(d), "."))
		}
		fmt.Fprintf(&b, "| %d | %s | `%s` | %s | %s |\n", n+1, ticks(tr.From), tr.To, cell(strings.Join(trig, "; ")), cell(e.guard(tr)))
	}
	return b.String()
}
