// Package reference turns the reference data in content/reference/ (entities,
// workflow tasks, app components) into Markdown doc pages, so they are
// rendered, indexed and link-checked exactly like hand-written docs.
package reference

import (
	"fmt"
	"sort"
	"strings"

	"github.com/goccy/go-yaml"
)

// Page is a generated doc page.
type Page struct {
	// ID is the doc id (development/entities/order).
	ID          string
	Title       string
	Description string
	Markdown    string
}

// Folder describes one kind of reference data.
type Folder struct {
	// Name is the folder below content/reference/ and the sidebars'
	// `generated:` value.
	Name string
	// IDPrefix and IDSuffix frame a file's name to make its doc id.
	IDPrefix, IDSuffix string
	Render             func(name string, data map[string]any) Page
}

// Folders are the reference kinds.
var Folders = []Folder{
	{Name: "entities", IDPrefix: "development/entities/", Render: Entity},
	{Name: "workflow-tasks", IDPrefix: "development/workflows/tasks/", Render: WorkflowTask},
	{Name: "components", IDPrefix: "development/app-modules/components/", IDSuffix: "-component", Render: Component},
}

func str(m map[string]any, key string) string {
	if v, ok := m[key]; ok && v != nil {
		return strings.TrimSpace(fmt.Sprint(v))
	}
	return ""
}

func list(m map[string]any, key string) []map[string]any {
	raw, _ := m[key].([]any)
	out := make([]map[string]any, 0, len(raw))
	for _, r := range raw {
		if mm, ok := r.(map[string]any); ok {
			out = append(out, mm)
		}
	}
	return out
}

// cell makes text safe inside a Markdown table cell.
func cell(s string) string {
	s = strings.ReplaceAll(strings.TrimSpace(s), "\n", " ")
	return strings.ReplaceAll(s, "|", `\|`)
}

func code(s string) string {
	if s == "" {
		return ""
	}
	return "`" + strings.ReplaceAll(s, "`", "'") + "`"
}

func yesNo(m map[string]any, key string) string {
	if b, _ := m[key].(bool); b {
		return "Yes"
	}
	return "No"
}

func firstSentence(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if i := strings.Index(s, ". "); i > 0 {
		s = s[:i+1]
	}
	if len(s) > 200 {
		s = s[:197] + "..."
	}
	return s
}

func yamlBlock(b *strings.Builder, lang string, v any) {
	var text string
	if s, ok := v.(string); ok {
		text = s
	} else {
		out, err := yaml.MarshalWithOptions(v, yaml.Indent(2), yaml.IndentSequence(true))
		if err != nil {
			return
		}
		text = string(out)
	}
	fmt.Fprintf(b, "```%s\n%s\n```\n\n", lang, strings.TrimRight(text, "\n"))
}

// Entity renders an entity reference page.
func Entity(name string, d map[string]any) Page {
	title := str(d, "title")
	desc := str(d, "description")
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\nIn workflow and app module YAML this entity is named `%s`.\n\n", desc, title)
	b.WriteString("## Fields\n\n| Field | Type | Required | Description |\n|---|---|---|---|\n")
	for _, f := range list(d, "fields") {
		typ := str(f, "type")
		switch {
		case str(f, "entity") != "":
			typ += fmt.Sprintf(" → [%s](/docs/development/entities/%s)", str(f, "entity"), str(f, "entity"))
		case f["values"] != nil:
			var vals []string
			for _, v := range f["values"].([]any) {
				vals = append(vals, code(fmt.Sprint(v)))
			}
			typ += ": " + strings.Join(vals, ", ")
		}
		fmt.Fprintf(&b, "| %s | %s | %s | %s |\n", code(str(f, "name")), cell(typ), yesNo(f, "required"), cell(str(f, "description")))
	}
	b.WriteString("\n")
	if rels := list(d, "relationships"); len(rels) > 0 {
		b.WriteString("## Relationships\n\n| Entity | Kind | Through | Description |\n|---|---|---|---|\n")
		for _, r := range rels {
			fmt.Fprintf(&b, "| [%s](/docs/development/entities/%s) | %s | %s | %s |\n", str(r, "entity"), str(r, "entity"), cell(str(r, "kind")), code(str(r, "via")), cell(str(r, "description")))
		}
		b.WriteString("\n")
	}
	if statuses := list(d, "statuses"); len(statuses) > 0 {
		b.WriteString("## Statuses\n\n| Status | Meaning |\n|---|---|\n")
		for _, s := range statuses {
			fmt.Fprintf(&b, "| %s | %s |\n", code(str(s, "value")), cell(str(s, "description")))
		}
		b.WriteString("\n")
	}
	if ex, ok := d["example"]; ok {
		b.WriteString("## Example\n\n")
		yamlBlock(&b, "yaml", ex)
	}
	if notes := str(d, "notes"); notes != "" {
		b.WriteString("## Notes\n\n" + notes + "\n")
	}
	return Page{Title: title, Description: firstSentence(desc), Markdown: b.String()}
}

// WorkflowTask renders a workflow task reference page.
func WorkflowTask(name string, d map[string]any) Page {
	title := str(d, "title")
	desc := str(d, "description")
	var b strings.Builder
	b.WriteString(desc + "\n\n")
	for _, t := range list(d, "tasks") {
		task := str(t, "name")
		fmt.Fprintf(&b, "## %s {#%s}\n\n%s\n\n", task, taskAnchor(task), str(t, "summary"))
		params := func(heading string, rows []map[string]any, withRequired bool) {
			if len(rows) == 0 {
				return
			}
			fmt.Fprintf(&b, "### %s\n\n", heading)
			if withRequired {
				b.WriteString("| Name | Type | Required | Default | Description |\n|---|---|---|---|---|\n")
				for _, r := range rows {
					fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", code(str(r, "name")), cell(str(r, "type")), yesNo(r, "required"), cell(code(str(r, "default"))), cell(str(r, "description")))
				}
			} else {
				b.WriteString("| Name | Type | Description |\n|---|---|---|\n")
				for _, r := range rows {
					fmt.Fprintf(&b, "| %s | %s | %s |\n", code(str(r, "name")), cell(str(r, "type")), cell(str(r, "description")))
				}
			}
			b.WriteString("\n")
		}
		params("Inputs", list(t, "inputs"), true)
		params("Outputs", list(t, "outputs"), false)
		if errs := list(t, "errors"); len(errs) > 0 {
			b.WriteString("### Errors\n\n| Code | When |\n|---|---|\n")
			for _, e := range errs {
				fmt.Fprintf(&b, "| %s | %s |\n", code(str(e, "code")), cell(str(e, "description")))
			}
			b.WriteString("\n")
		}
		if ex := str(t, "example"); ex != "" {
			b.WriteString("### Example\n\n")
			yamlBlock(&b, "yaml", ex)
		}
	}
	if notes := str(d, "notes"); notes != "" {
		b.WriteString("## Notes\n\n" + notes + "\n")
	}
	return Page{Title: title, Description: firstSentence(desc), Markdown: b.String()}
}

func taskAnchor(task string) string {
	s := strings.ToLower(task)
	s = strings.NewReplacer("/", "-", "@", "-v").Replace(s)
	return s
}

// Component renders an app module component reference page.
func Component(name string, d map[string]any) Page {
	title := str(d, "title")
	desc := str(d, "description")
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n\nIn an app module, place it with `component: %s`.\n\n", desc, str(d, "component"))
	if props := list(d, "props"); len(props) > 0 {
		b.WriteString("## Props\n\n| Prop | Type | Required | Default | Description |\n|---|---|---|---|---|\n")
		for _, p := range props {
			fmt.Fprintf(&b, "| %s | %s | %s | %s | %s |\n", code(str(p, "name")), cell(str(p, "type")), yesNo(p, "required"), cell(code(str(p, "default"))), cell(str(p, "description")))
		}
		b.WriteString("\n")
	}
	if events := list(d, "events"); len(events) > 0 {
		b.WriteString("## Events\n\n| Event | Payload | Description |\n|---|---|---|\n")
		for _, e := range events {
			fmt.Fprintf(&b, "| %s | %s | %s |\n", code(str(e, "name")), cell(code(str(e, "payload"))), cell(str(e, "description")))
		}
		b.WriteString("\n")
	}
	if ex := str(d, "example"); ex != "" {
		b.WriteString("## Example\n\n")
		yamlBlock(&b, "yaml", ex)
	}
	if notes := str(d, "notes"); notes != "" {
		b.WriteString("## Notes\n\n" + notes + "\n")
	}
	return Page{Title: title, Description: firstSentence(desc), Markdown: b.String()}
}

// SortedKeys returns a map's keys in order, for stable output.
func SortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
