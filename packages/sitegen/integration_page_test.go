package sitegen_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"

	"github.com/freightlane/website/packages/sitegen/routes"
)

// The integration schema's task slugs are the task pages' files, so an
// integration can list only a task the reference documents.
func TestIntegrationTaskSlugsArePages(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "..", "schemas", "integration.schema.json"))
	if err != nil {
		t.Fatal(err)
	}
	var schema struct {
		Defs struct {
			TaskSlug struct {
				Enum []string `json:"enum"`
			} `json:"taskSlug"`
		} `json:"$defs"`
	}
	if err := json.Unmarshal(raw, &schema); err != nil {
		t.Fatal(err)
	}
	files, err := filepath.Glob(filepath.Join("..", "..", "content", "reference", "workflow-tasks", "*.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	var pages []string
	for _, f := range files {
		pages = append(pages, strings.TrimSuffix(filepath.Base(f), ".yaml"))
	}
	slices.Sort(pages)
	slugs := slices.Sorted(slices.Values(schema.Defs.TaskSlug.Enum))
	if !slices.Equal(slugs, pages) || len(pages) == 0 {
		t.Errorf("schemas/integration.schema.json $defs/taskSlug enum %q, want the files of content/reference/workflow-tasks %q", slugs, pages)
	}
}

// Every integration page closes with the integrations index's call to
// action, naming the integration, and links its workflow tasks to their
// reference pages under their group names: the app writes neither copy nor
// a docs path of its own.
func TestIntegrationPagesCarryTheirCallToActionAndTaskLinks(t *testing.T) {
	site, out := generateRealSite(t)
	groups := map[string]string{}
	files, _ := filepath.Glob(filepath.Join("content", "reference", "workflow-tasks", "*.yaml"))
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var task struct {
			Group string `yaml:"group"`
		}
		if err := yaml.Unmarshal(raw, &task); err != nil {
			t.Fatal(err)
		}
		groups["/docs/development/workflows/tasks/"+strings.TrimSuffix(filepath.Base(f), ".yaml")] = task.Group
	}
	routesByPath := map[string]bool{}
	for _, r := range site.Routes {
		routesByPath[r.Path] = true
	}
	checked := 0
	for _, r := range site.Routes {
		page := readPage(t, out, r.Path)
		data := page["data"].(map[string]any)
		switch r.Kind {
		case routes.IntegrationsIndex:
			if _, ok := data["integrationPage"]; ok {
				t.Errorf("%s carries the integration pages' call to action, which it does not show", r.Path)
			}
		case routes.Integration:
			checked++
			cta := data["callToAction"].(map[string]any)
			if want := "See " + r.Title + " on your own shipments"; cta["title"] != want {
				t.Errorf("%s call to action %q, want %q", r.Path, cta["title"], want)
			}
			if primary := cta["primaryAction"].(map[string]any); primary["to"] != "/request-demo" {
				t.Errorf("%s primary action %v, want the demo form", r.Path, primary)
			}
			if _, ok := data["workflowTasks"]; ok {
				t.Errorf("%s still carries the task slugs beside their links", r.Path)
			}
			tasks := data["tasks"].([]any)
			if len(tasks) == 0 {
				t.Errorf("%s links no workflow task", r.Path)
			}
			for _, v := range tasks {
				task := v.(map[string]any)
				href, name := task["href"].(string), task["name"].(string)
				if !routesByPath[href] || name != groups[href] || name == "" {
					t.Errorf("%s task link %q → %q, want a task page's route under its group name (%q)", r.Path, name, href, groups[href])
				}
			}
		}
	}
	if checked < 10 {
		t.Errorf("checked %d integration pages, want every one", checked)
	}
}
