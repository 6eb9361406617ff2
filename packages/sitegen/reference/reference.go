// Package reference turns the reference data in content/reference/ (entities,
// workflow tasks, app components) into Markdown doc pages, so they are
// rendered, indexed and link-checked exactly like hand-written docs.
package reference

import (
	"fmt"
	"sort"
	"strings"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/goccy/go-yaml"
)

// Page is a generated doc page.
type Page struct {
	// ID is the doc id (development/entities/order).
	ID          string
	Title       string
	Description string
	Markdown    string
	// Sources say where in the YAML data each stretch of Markdown is
	// written, in order of Start: see Locate.
	Sources []Source
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

// DocID is the doc id of the page made from the file name (without .yaml).
func (f Folder) DocID(name string) string { return f.IDPrefix + name + f.IDSuffix }

// Path is the route of the page made from the file name (without .yaml).
func (f Folder) Path(name string) string { return "/docs/" + f.DocID(name) }

// WorkflowTaskPath is the route of a workflow task group's page, by the
// slug its file is named after.
func WorkflowTaskPath(slug string) string {
	for _, f := range Folders {
		if f.Name == "workflow-tasks" {
			return f.Path(slug)
		}
	}
	panic("reference: no workflow-tasks folder")
}

// item is one object of a list in the data, with its JSON pointer.
type item struct {
	pointer string
	m       map[string]any
}

func (it item) text(key string) text { return field(it.m, it.at(key)) }

// at is the JSON pointer of the value at key.
func (it item) at(key string) string { return jsonptr.Join(it.pointer, key) }

// items lists the objects of the array at key; other values are skipped.
func items(it item, key string) []item {
	raw, _ := it.m[key].([]any)
	out := make([]item, 0, len(raw))
	for i, r := range raw {
		if m, ok := r.(map[string]any); ok {
			out = append(out, item{pointer: fmt.Sprintf("%s/%d", it.at(key), i), m: m})
		}
	}
	return out
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

// yamlBlock writes an example: a string as it is written, anything else
// marshalled (a map example loses the YAML map's order: keys are sorted).
func yamlBlock(w *writer, it item, key string) {
	example := it.text(key)
	if _, ok := it.m[key].(string); !ok {
		out, err := yaml.MarshalWithOptions(it.m[key], yaml.Indent(2), yaml.IndentSequence(true))
		if err != nil {
			return
		}
		example = whole(string(out), it.at(key))
	}
	w.write(lit("```yaml\n"), example.trimRight("\n"), lit("\n```\n\n"))
}

// row writes one row of a Markdown table.
func row(w *writer, cells ...text) {
	for _, c := range cells {
		w.write(lit("| "), c, lit(" "))
	}
	w.write(lit("|\n"))
}

// fieldParts says what a field list shows besides a field's name, type and
// description.
type fieldParts struct{ required, defaults bool }

// fieldList writes fields (entity fields, task inputs and outputs, component
// props) as a ":::fields" list, which the site shows with the UI package's
// FieldList styles: on one line the name, the type (an entity reference
// linked, an enum's values listed), a Required badge and the default; the
// description below; a field's own fields nested under it. Unlike a table it
// wraps at any width.
func fieldList(w *writer, rows []item, parts fieldParts) {
	if len(rows) == 0 {
		return
	}
	w.write(lit(":::fields\n"))
	fieldItems(w, rows, parts, "")
	w.write(lit(":::\n\n"))
}

func fieldItems(w *writer, rows []item, parts fieldParts, indent string) {
	for _, f := range rows {
		w.write(lit(indent+"- "), code(f.text("name")), lit(" "), fieldType(f))
		if b, _ := f.m["required"].(bool); b && parts.required {
			w.write(lit(" **Required**"))
		}
		if parts.defaults && f.text("default").s != "" {
			w.write(lit(" default "), code(line(f.text("default"))))
		}
		w.write(lit("\n\n"))
		if desc := line(f.text("description")); desc.s != "" {
			w.write(lit(indent+"  "), desc, lit("\n\n"))
		}
		if nested := items(f, "fields"); len(nested) > 0 {
			fieldItems(w, nested, parts, indent+"  ")
		}
	}
}

// fieldType is a field's type in emphasis, then the entity it references or
// the values it takes.
func fieldType(f item) text {
	typ := concat(lit("*"), line(f.text("type")), lit("*"))
	switch {
	case f.text("entity").s != "":
		typ = concat(typ, lit(" → "), entityLink(f))
	case f.m["values"] != nil:
		values, _ := f.m["values"].([]any)
		for i, v := range values {
			typ = concat(typ, lit(" "), code(whole(fmt.Sprint(v), fmt.Sprintf("%s/%d", f.at("values"), i))))
		}
	}
	return typ
}

// Entity renders an entity reference page.
func Entity(name string, d map[string]any) Page {
	root := item{m: d}
	title, desc := root.text("title"), root.text("description")
	w := &writer{}
	w.write(desc, lit("\n\nIn workflow and app module YAML this entity is named `"), title, lit("`.\n\n"))
	if len(items(root, "fields")) > 0 {
		w.write(lit("## Fields\n\n"))
	}
	fieldList(w, items(root, "fields"), fieldParts{required: true, defaults: true})
	if rels := items(root, "relationships"); len(rels) > 0 {
		w.write(lit("## Relationships\n\n| Entity | Kind | Through | Description |\n|---|---|---|---|\n"))
		for _, r := range rels {
			row(w, entityLink(r), cell(r.text("kind")), code(r.text("via")), cell(r.text("description")))
		}
		w.write(lit("\n"))
	}
	if statuses := items(root, "statuses"); len(statuses) > 0 {
		// The model (package sitegen/model) renders the statuses and their
		// transitions: a diagram and its tables.
		w.write(lit("## Statuses and transitions {#statuses}\n\n::state-machine{entity=" + name + "}\n\n"))
	}
	if _, ok := d["example"]; ok {
		w.write(lit("## Example\n\n"))
		yamlBlock(w, root, "example")
	}
	notes(w, root)
	return w.page(title.s, firstSentence(desc.s))
}

// entityLink links to the reference page of the entity an object names.
func entityLink(it item) text {
	entity := it.text("entity")
	return concat(lit("["), entity, lit("]("), whole("/docs/development/entities/"+entity.s, it.at("entity")), lit(")"))
}

func notes(w *writer, root item) {
	if notes := root.text("notes"); notes.s != "" {
		w.write(lit("## Notes\n\n"), notes, lit("\n"))
	}
}

// WorkflowTask renders a workflow task reference page.
func WorkflowTask(name string, d map[string]any) Page {
	root := item{m: d}
	title, desc := root.text("title"), root.text("description")
	w := &writer{}
	w.write(desc, lit("\n\n"))
	for _, t := range items(root, "tasks") {
		task := t.text("name")
		w.write(lit("## "), task, lit(" {#"), whole(TaskAnchor(task.s), t.at("name")), lit("}\n\n"), t.text("summary"), lit("\n\n"))
		switch t.text("retry").s {
		case "safe":
			w.write(lit("**Retry:** safe. A failed attempt leaves nothing behind, so a step `retry` cannot repeat what the task does.\n\n"))
		case "repeats":
			w.write(lit("**Retry:** can repeat. A failed attempt may already have had its effect, so a step `retry` can do it twice; guard the step instead of retrying it.\n\n"))
		}
		params := func(heading string, rows []item, withRequired bool) {
			if len(rows) == 0 {
				return
			}
			w.write(lit("### " + heading + "\n\n"))
			fieldList(w, rows, fieldParts{required: withRequired, defaults: withRequired})
		}
		params("Inputs", items(t, "inputs"), true)
		params("Outputs", items(t, "outputs"), false)
		if errs := items(t, "errors"); len(errs) > 0 {
			w.write(lit("### Errors\n\n| Code | When |\n|---|---|\n"))
			for _, e := range errs {
				row(w, code(e.text("code")), cell(e.text("description")))
			}
			w.write(lit("\n"))
		}
		if t.text("example").s != "" {
			w.write(lit("### Example\n\n"))
			yamlBlock(w, t, "example")
		}
	}
	notes(w, root)
	return w.page(title.s, firstSentence(desc.s))
}

// TaskAnchor is the anchor of a task's section on its group's reference page
// (Edi/Send@1 -> edi-send-v1).
func TaskAnchor(task string) string {
	s := strings.ToLower(task)
	s = strings.NewReplacer("/", "-", "@", "-v").Replace(s)
	return s
}

// Component renders an app module component reference page.
func Component(name string, d map[string]any) Page {
	root := item{m: d}
	title, desc := root.text("title"), root.text("description")
	w := &writer{}
	w.write(desc, lit("\n\nIn an app module, place it with `component: "), root.text("component"), lit("`.\n\n"))
	if props := items(root, "props"); len(props) > 0 {
		w.write(lit("## Props\n\n"))
		fieldList(w, props, fieldParts{required: true, defaults: true})
	}
	if events := items(root, "events"); len(events) > 0 {
		w.write(lit("## Events\n\n:::fields\n"))
		for _, e := range events {
			w.write(lit("- "), code(e.text("name")), lit(" *payload* "), code(line(e.text("payload"))), lit("\n\n"))
			if desc := line(e.text("description")); desc.s != "" {
				w.write(lit("  "), desc, lit("\n\n"))
			}
		}
		w.write(lit(":::\n\n"))
	}
	if root.text("example").s != "" {
		w.write(lit("## Example\n\n"))
		yamlBlock(w, root, "example")
	}
	notes(w, root)
	return w.page(title.s, firstSentence(desc.s))
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
