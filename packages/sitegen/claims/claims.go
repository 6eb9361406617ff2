// Package claims ties what the marketing pages promise to what implements
// it. A capability on a solution page, a data flow of an integration page
// or a solution summary on the home page lists its proof under backedBy,
// in the reference syntax of the manual: :field[commodity.unNumber],
// :status[order.Booked], :transition[job.Completed->Invoiced], and for the
// parts of the platform outside the entity model :task[Edi/Generate@1],
// :component[datagrid] and :integration[inttra]. Each reference must resolve;
// the first one is the claim's "How it works" link.
package claims

import (
	"fmt"
	"path"
	"regexp"
	"strings"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/reference"
)

// Key is where a claim lists its proof, and HowItWorks the sibling the
// build writes the first proof's route to.
const (
	Key        = "backedBy"
	HowItWorks = "howItWorks"
)

// Kinds are the reference kinds a claim can be backed by.
var Kinds = []string{"field", "status", "transition", "task", "component", "integration"}

// Model resolves the references into the entity model (package
// sitegen/model): the route of the doc that shows a field, a status or a
// transition.
type Model interface {
	Href(kind, target string) (string, error)
}

// Proof is one resolved claim.
type Proof struct {
	File *content.File
	// Pointer is the claim object's JSON pointer in the file's data.
	Pointer string
	// Href is the route of the doc that shows how.
	Href string
}

var refSyntax = regexp.MustCompile(`^:([a-z]+)\[([^\]\n]+)\]$`)

// Resolve finds every claim in the files of the given kinds, resolves its
// references and writes HowItWorks beside each claim's backedBy. An error
// is placed on the reference and says what was expected.
func Resolve(tree *content.Tree, m Model, kinds ...content.Kind) ([]Proof, position.List) {
	r := NewResolver(tree, m)
	var proofs []Proof
	var errs position.List
	for _, k := range kinds {
		for _, f := range tree.Kind(k) {
			if f.Data == nil {
				continue
			}
			walk(f.Data.Value, "", func(ptr string, claim map[string]any) {
				refs, _ := claim[Key].([]any)
				var first string
				for i, ref := range refs {
					p := jsonptr.Index(jsonptr.Join(ptr, Key), i)
					href, err := r.Href(fmt.Sprint(ref))
					if err != nil {
						errs = append(errs, position.Errorf(f.Data.Position(p), "%s: %v", p, err))
						continue
					}
					if first == "" {
						first = href
					}
				}
				if first != "" {
					claim[HowItWorks] = first
					proofs = append(proofs, Proof{File: f, Pointer: ptr, Href: first})
				}
			})
		}
	}
	return proofs, errs
}

// walk calls fn for every object that lists a proof.
func walk(v any, ptr string, fn func(string, map[string]any)) {
	switch t := v.(type) {
	case map[string]any:
		if _, ok := t[Key]; ok {
			fn(ptr, t)
		}
		for k, c := range t {
			walk(c, jsonptr.Join(ptr, k), fn)
		}
	case []any:
		for i, c := range t {
			walk(c, jsonptr.Index(ptr, i), fn)
		}
	}
}

// Resolver finds the doc that shows what a reference names.
type Resolver struct {
	tree  *content.Tree
	model Model
	// tasks maps a task name to its group's file name; components a
	// component's name to its file name.
	tasks, components map[string]string
}

// NewResolver indexes the workflow tasks and app components of tree.
func NewResolver(tree *content.Tree, m Model) *Resolver {
	r := &Resolver{tree: tree, model: m, tasks: map[string]string{}, components: map[string]string{}}
	for _, f := range r.tree.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		tasks, _ := d["tasks"].([]any)
		for _, t := range tasks {
			if tm, ok := t.(map[string]any); ok {
				r.tasks[fmt.Sprint(tm["name"])] = fileName(f)
			}
		}
	}
	for _, f := range r.tree.Kind(content.KindComponent) {
		d, _ := f.Data.Value.(map[string]any)
		r.components[fmt.Sprint(d["component"])] = fileName(f)
	}
	return r
}

func fileName(f *content.File) string { return strings.TrimSuffix(path.Base(f.Rel), path.Ext(f.Rel)) }

// Split parses a reference into its kind and target.
func Split(ref string) (kind, target string, err error) {
	m := refSyntax.FindStringSubmatch(ref)
	if m == nil {
		return "", "", fmt.Errorf("%q is not a reference (expected :kind[target] with kind one of %s, e.g. :field[commodity.unNumber])", ref, strings.Join(Kinds, ", "))
	}
	return m[1], m[2], nil
}

// Href is the route of the doc that shows what ref names, or an error
// that says what was expected.
func (r *Resolver) Href(ref string) (string, error) {
	kind, target, err := Split(ref)
	if err != nil {
		return "", err
	}
	switch kind {
	case "field", "status", "transition":
		return r.model.Href(kind, target)
	case "task":
		group, ok := r.tasks[target]
		if !ok {
			return "", fmt.Errorf("%q is not a workflow task (expected a task name documented in content/reference/workflow-tasks, e.g. Edi/Generate@1)", target)
		}
		return "/docs/" + folder("workflow-tasks", group) + "#" + reference.TaskAnchor(target), nil
	case "component":
		file, ok := r.components[target]
		if !ok {
			return "", fmt.Errorf("%q is not an app component (expected the component: name of a file in content/reference/components, e.g. datagrid)", target)
		}
		return "/docs/" + folder("components", file), nil
	case "integration":
		if r.tree.File("integrations/"+target+".md") == nil {
			return "", fmt.Errorf("%q is not an integration (expected the id of a page in content/integrations, e.g. inttra)", target)
		}
		return "/integrations/" + target, nil
	}
	return "", fmt.Errorf("%q is not a kind of reference (expected one of %s)", kind, strings.Join(Kinds, ", "))
}

// folder is the doc id of a reference file, as package reference names it.
func folder(name, file string) string {
	for _, f := range reference.Folders {
		if f.Name == name {
			return f.IDPrefix + file + f.IDSuffix
		}
	}
	return ""
}

// WithoutProofs returns a copy of a page's data without the claims' proof
// lists: a page reads only HowItWorks, and the references would weigh in
// its HTML (the hydration data) for nothing. The content is left as it was.
func WithoutProofs(v any) any {
	switch v := v.(type) {
	case map[string]any:
		out := make(map[string]any, len(v))
		for k, item := range v {
			if k != Key {
				out[k] = WithoutProofs(item)
			}
		}
		return out
	case []any:
		out := make([]any, len(v))
		for i, item := range v {
			out[i] = WithoutProofs(item)
		}
		return out
	}
	return v
}
