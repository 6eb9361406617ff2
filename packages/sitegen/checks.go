package sitegen

import (
	"fmt"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/links"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/model"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/routes"
	"github.com/freightlane/website/packages/sitegen/schema"
	"github.com/freightlane/website/packages/sitegen/sitefiles"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// validateExamples checks every marked platform example in Markdown against
// its schema; the examples in YAML data are checked with the data's schema.
func (g *Generator) validateExamples(s *Site, schemas *schema.Set) position.List {
	var errs position.List
	outputs := model.TaskOutputs(s.Content)
	// The task reference's own examples (one step each) against the model.
	for _, f := range s.Content.Kind(content.KindWorkflowTask) {
		d, _ := f.Data.Value.(map[string]any)
		tasks, _ := d["tasks"].([]any)
		for i, t := range tasks {
			tm, _ := t.(map[string]any)
			src, ok := tm["example"].(string)
			if !ok {
				continue
			}
			ptr := fmt.Sprintf("/tasks/%d/example", i)
			doc, err := yamlsrc.ParseEmbedded([]byte(src), f.Data.Locator(ptr))
			if err != nil {
				continue
			}
			errs = append(errs, s.Model.CheckExample(doc, outputs)...)
		}
	}
	// The workflow examples in YAML data (the home page's) against the model.
	for _, f := range s.Content.Files {
		if f.Kind == content.KindWorkflowTask || f.Data == nil {
			continue
		}
		for _, doc := range schemas.Examples(f.Kind.Schema(), f.Data) {
			errs = append(errs, s.Model.CheckExample(doc, outputs)...)
		}
	}
	checked := map[*markdown.Result]position.List{}
	for _, r := range s.Routes {
		if r.rendered == nil {
			continue
		}
		found, ok := g.examples[r.rendered]
		if !ok {
			for _, ex := range r.rendered.Examples {
				doc, err := yamlsrc.ParseEmbedded(ex.Source, ex.Locate)
				if err != nil {
					found.Add(err)
					continue
				}
				found = append(found, schemas.Validate(schema.ExampleSchema(ex.Kind), doc)...)
				if ex.Kind == "workflow" {
					found = append(found, s.Model.CheckExample(doc, outputs)...)
				}
			}
		}
		checked[r.rendered] = found
		errs = append(errs, found...)
	}
	g.examples = checked
	return errs
}

// checkSalaries checks what the careers schema cannot: each role's salary
// range runs upwards.
func checkSalaries(f *content.File, data map[string]any) []error {
	var errs []error
	roles, _ := data["roles"].(map[string]any)
	items, _ := roles["items"].([]any)
	for i, item := range items {
		role, _ := item.(map[string]any)
		salary, _ := role["salary"].(map[string]any)
		lo, okLo := salary["min"].(int64)
		hi, okHi := salary["max"].(int64)
		if okLo && okHi && hi < lo {
			pointer := fmt.Sprintf("/roles/items/%d/salary/max", i)
			errs = append(errs, position.Errorf(f.Data.Position(pointer), "%s: salary max %d is below min %d (expected max at least min)", pointer, hi, lo))
		}
	}
	return errs
}

// checkLinks checks every link in the Markdown, the navbar, the footer and
// site.yaml (the cookie banner's link).
func (s *Site) checkLinks() position.List {
	checker := s.LinkChecker()
	var errs position.List
	for _, r := range s.Routes {
		var found []markdown.Link
		if r.rendered != nil {
			found = r.rendered.Links
		}
		for _, l := range append(found, r.dataLinks...) {
			if err := checker.Check(l.Href, r.Path); err != nil {
				errs = append(errs, position.Errorf(l.Pos, "broken link %q: %v", l.Written, err))
			}
		}
	}
	for _, rel := range []string{"site.yaml", "navbar.yaml", "footer.yaml"} {
		f := s.Content.File(rel)
		jsonptr.WalkStrings(f.Data.Value, "", func(pointer, key, value string) {
			if key != "to" {
				return
			}
			if err := checker.Check(value, "/"); err != nil {
				errs = append(errs, position.Errorf(f.Data.Position(pointer), "%s: broken link %q: %v", pointer, value, err))
			}
		})
	}
	return errs
}

// LinkChecker returns a checker that knows every route and, for Markdown
// pages, their anchors.
func (s *Site) LinkChecker() *links.Checker {
	c := links.NewChecker()
	for _, r := range s.Routes {
		var anchors []string
		if r.rendered != nil && r.Kind != routes.Integration {
			anchors = []string{}
			for _, h := range r.rendered.Headings {
				anchors = append(anchors, h.ID)
			}
		}
		c.AddRoute(r.Path, anchors)
	}
	for _, a := range s.Content.Assets {
		c.AddFile(sitefiles.MediaPrefix + a)
	}
	return c
}

// checkPagination reports pagination_prev/next values that name no doc.
func (s *Site) checkPagination() position.List {
	var errs position.List
	for _, r := range s.Routes {
		if r.Kind != routes.Doc || r.source.Kind != content.KindDoc {
			continue
		}
		fm, _ := r.source.Data.Value.(map[string]any)
		for _, key := range []string{"pagination_prev", "pagination_next"} {
			id, ok := fm[key].(string)
			if ok && s.byPath["/docs/"+id] == nil {
				errs = append(errs, position.Errorf(r.source.Data.Position("/"+key), "/%s: no doc with id %q (expected a doc id or null)", key, id))
			}
		}
	}
	return errs
}
