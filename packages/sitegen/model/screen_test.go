package model

import (
	"regexp"
	"strings"
	"testing"
)

// screenModel is a job with a screen whose Master section only a
// Consolidation's screen shows and whose ETD a Truckload's shows among the
// general fields, and the entities its fields point at.
func screenModel() *Model {
	job := &Entity{
		Name: "job", Title: "Job",
		Fields:     []string{"jobNumber", "jobType", "status", "carrierId", "voyageNumber", "etd", "vgmCutoffDate"},
		Labels:     map[string]string{"jobNumber": "Job number", "jobType": "Job type", "status": "Status", "carrierId": "Carrier", "voyageNumber": "Voyage", "etd": "ETD", "vgmCutoffDate": "VGM cut-off"},
		Types:      map[string]string{"jobNumber": "string", "jobType": "enum", "status": "enum", "carrierId": "reference", "voyageNumber": "string", "etd": "datetime", "vgmCutoffDate": "datetime"},
		References: map[string]string{"carrierId": "contactAddress"},
		KindField:  "jobType", KindValues: []string{"Consolidation", "Truckload"},
		Statuses: []Status{{Value: "Open"}, {Value: "InProgress"}, {Value: "Completed", Terminal: true}, {Value: "Cancelled", Terminal: true}},
		Example:  map[string]any{"jobNumber": "JB25-00317", "jobType": "Consolidation", "status": "InProgress", "carrierId": 6020, "voyageNumber": "512E", "etd": "2025-03-18T14:00:00Z"},
		Screen: &Screen{Tabs: []Tab{
			{Name: "General", Sections: []Section{
				{Fields: []string{"jobType", "carrierId"}},
				{Kinds: []string{"Truckload"}, Fields: []string{"etd"}},
				{Name: "Master", Kinds: []string{"Consolidation"}, Fields: []string{"voyageNumber", "etd", "vgmCutoffDate"}},
			}},
			{Name: "Route", Kinds: []string{"Truckload"}},
			{Name: "Tracking"},
		}},
	}
	return &Model{Entities: map[string]*Entity{"job": job, "contactAddress": {Name: "contactAddress", Title: "ContactAddress"}}}
}

var tags = regexp.MustCompile(`<[^>]+>`)

// TestScreenDrawsTheModel: the example record's values under the fields'
// screen labels, in the tab's order, the kind's tabs and sections only,
// the status marked on the kind's path, a reference as the kind of record
// it chooses, and a caption that says it is an illustration.
func TestScreenDrawsTheModel(t *testing.T) {
	m := screenModel()
	html, err := m.Screen(map[string]string{"entity": "job", "tab": "General"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		`<dt>Job number</dt><dd>JB25-00317 <span class="screen-kind">Consolidation</span></dd>`,
		`<span class="screen-hidden">Status: </span>InProgress</p>`,
		`<li data-state="done">Open</li><li data-state="current" aria-current="step">In<wbr>Progress</li><li data-state="upcoming">Completed</li></ol>`,
		`<ul class="screen-tabs" aria-label="Tabs"><li aria-current="true">General</li><li>Tracking</li></ul>`,
		`<dt>Carrier</dt><dd><span data-placeholder>Contact address</span></dd>`,
		`<p class="screen-section-name">Master</p>`,
		`<dt>ETD</dt><dd>18 Mar 2025 14:00</dd>`,
		`<dt>VGM cut-off</dt><dd><span data-empty>—</span></dd>`,
		`<figure class="record-screen" data-entity="job" data-tab="General" aria-labelledby="screen-job-consolidation-inprogress-general" data-below-fold="">`,
		`<figcaption id="screen-job-consolidation-inprogress-general">Illustration: the General tab of the Job (Consolidation) screen, with the values of the example record on the Job reference page.`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the screen lacks %s\n%s", want, html)
		}
	}
	text := tags.ReplaceAllString(html, " ")
	if got := strings.Join(strings.Fields(text), " "); !strings.Contains(got, "Job type Consolidation Carrier Contact address Master Voyage 512E ETD") {
		t.Errorf("fields out of the tab's order: %s", got)
	}

	truck, err := m.Screen(map[string]string{"entity": "job", "tab": "General", "kind": "Truckload", "status": "Open"})
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<li aria-current="true">General</li><li>Route</li><li>Tracking</li>`, `<dt>Job number</dt><dd><span data-empty>—</span>`, `with its fields left empty`, `data-tone="neutral"`, `<dt>Carrier</dt><dd><span data-placeholder>Contact address</span></dd></div><div data-control="text"><dt>ETD</dt><dd><span data-empty>—</span></dd></div></dl>`} {
		if !strings.Contains(truck, want) {
			t.Errorf("a new Truckload's screen lacks %s\n%s", want, truck)
		}
	}
	for _, unwanted := range []string{"Master", "512E", "JB25-00317"} {
		if strings.Contains(truck, unwanted) {
			t.Errorf("a new Truckload's screen shows %s, which is the example Consolidation's\n%s", unwanted, truck)
		}
	}
}

func TestScreenErrors(t *testing.T) {
	m := screenModel()
	for _, tc := range []struct {
		attrs map[string]string
		want  string
	}{
		{map[string]string{"entity": "jobs", "tab": "General"}, `no entity "jobs"`},
		{map[string]string{"entity": "contactAddress", "tab": "General"}, "contactAddress has no screen in the model (expected screen: with its tabs in content/reference/entities/contactAddress.yaml; entities with one: job)"},
		{map[string]string{"entity": "job", "tab": "Route"}, `"Route" is not a tab of the Job (Consolidation) screen (expected one of General, Tracking)`},
		{map[string]string{"entity": "job", "tab": "General", "kind": "Direct"}, "kind=Direct is not a job.jobType (expected one of Consolidation, Truckload)"},
		{map[string]string{"entity": "job", "tab": "General", "status": "Invoiced"}, "status=Invoiced is not a status of job Consolidation (expected one of Open, InProgress, Completed, Cancelled)"},
	} {
		_, err := m.Screen(tc.attrs)
		if err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("Screen(%v) = %v, want an error containing %q", tc.attrs, err, tc.want)
		}
		if m.ScreenMarkdown(tc.attrs) != "" {
			t.Errorf("ScreenMarkdown(%v) wrote a twin for a screen that fails", tc.attrs)
		}
	}
}

// TestScreenMarkdown: the twin's text form says what the picture shows.
func TestScreenMarkdown(t *testing.T) {
	got := screenModel().ScreenMarkdown(map[string]string{"entity": "job", "tab": "General"})
	want := `*Illustration: the General tab of the Job (Consolidation) screen, with the values of the example record on the Job reference page. A field that chooses a record shows the kind of record it chooses.*

- **Job number**: JB25-00317 (Consolidation)
- **Status**: ` + "`InProgress`" + ` (status path: Open → InProgress → Completed)
- **Tabs**: **General** (shown), Tracking
- Job type: Consolidation
- Carrier: (chooses a Contact address)
- **Master**
  - Voyage: 512E
  - ETD: 18 Mar 2025 14:00
  - VGM cut-off: (empty)
`
	if got != want {
		t.Errorf("ScreenMarkdown =\n%s\nwant\n%s", got, want)
	}
}
