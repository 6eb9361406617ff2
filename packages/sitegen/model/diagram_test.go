package model

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/freightlane/website/packages/sitegen/content"
	"github.com/freightlane/website/packages/sitegen/schema"
)

// LoadSite builds the model of the repository's own content; the package's
// external tests use it too.
func LoadSite(t *testing.T) (*Model, *content.Tree) {
	t.Helper()
	root := filepath.Join("..", "..", "..")
	schemas, err := schema.Load(filepath.Join(root, "schemas"))
	if err != nil {
		t.Fatal(err)
	}
	tree, err := (&content.Loader{Schemas: schemas}).Load(filepath.Join(root, "content"))
	if err != nil {
		t.Fatal(err)
	}
	m, errs := Build(tree)
	if len(errs) > 0 {
		t.Fatalf("the model does not build:\n%v", errs.Err())
	}
	return m, tree
}

func loadModel(t *testing.T) *Model {
	t.Helper()
	m, _ := LoadSite(t)
	return m
}

// crossings counts the pairs of lines that cross each other.
func (l *layout) crossings() []string {
	var out []string
	for i, a := range l.edges {
		for _, b := range l.edges[i+1:] {
			if polylinesCross(a.polyline(), b.polyline()) {
				out = append(out, l.name(a)+" × "+l.name(b))
			}
		}
	}
	return out
}

func (l *layout) name(ed *layoutEdge) string {
	arrow := "→"
	if ed.back {
		arrow = "↔"
	}
	return l.nodes[ed.a].status + arrow + l.nodes[ed.b].status
}

func polylinesCross(p, q []point) bool {
	for i := 1; i < len(p); i++ {
		for j := 1; j < len(q); j++ {
			if segmentsCross(p[i-1], p[i], q[j-1], q[j]) {
				return true
			}
		}
	}
	return false
}

// segmentsCross: the segments cross at a point inside both (touching ends
// do not count: lines into one box meet only at its side).
func segmentsCross(a, b, c, d point) bool {
	orient := func(p, q, r point) float64 { return (q.x-p.x)*(r.y-p.y) - (q.y-p.y)*(r.x-p.x) }
	d1, d2 := orient(c, d, a), orient(c, d, b)
	d3, d4 := orient(a, b, c), orient(a, b, d)
	return d1*d2 < 0 && d3*d4 < 0
}

func inside(p point, r rect, margin float64) bool {
	return p.x > r.x+margin && p.x < r.x+r.w-margin && p.y > r.y+margin && p.y < r.y+r.h-margin
}

// TestDiagramCrossings: the Job, Contact and Accounting transaction diagrams
// have no crossing lines; the Order diagram keeps to the six this layout
// reaches, so a change that adds one fails. Order cannot be drawn without
// any: 7 statuses joined in 16 pairs are more than a plane drawing holds (at
// most 3 × 7 − 6 = 15). Three are its skips down the main column (Draft to
// Booked, Pending to InTransit, Booked to Delivered interleave), three the
// fans into Cancelled and OnHold from the same statuses.
func TestDiagramCrossings(t *testing.T) {
	m := loadModel(t)
	for _, tt := range []struct {
		entity string
		max    int
	}{{"job", 0}, {"order", 6}, {"contact", 0}, {"accountingTransaction", 0}} {
		t.Run(tt.entity, func(t *testing.T) {
			e, err := m.machine(tt.entity)
			if err != nil {
				t.Fatal(err)
			}
			if got := layoutMachine(e).crossings(); len(got) > tt.max {
				t.Errorf("%d crossings, want at most %d:\n%s", len(got), tt.max, strings.Join(got, "\n"))
			}
		})
	}
}

// TestDiagramLayoutRules holds for every entity's diagram: a line runs under
// no box but its own two, no label covers a box or another label, no two
// lines run along each other (no bus), and every move is on a line that
// carries its number.
func TestDiagramLayoutRules(t *testing.T) {
	m := loadModel(t)
	for _, name := range []string{"accountingTransaction", "commodity", "contact", "job", "order"} {
		t.Run(name, func(t *testing.T) {
			e, err := m.machine(name)
			if err != nil {
				t.Fatal(err)
			}
			l := layoutMachine(e)
			for _, ed := range l.edges {
				for i, n := range l.nodes {
					if i == ed.a || i == ed.b {
						continue
					}
					if slices.ContainsFunc(ed.polyline(), func(p point) bool { return inside(p, n.box, 0) }) {
						t.Errorf("the line %s runs under %s", l.name(ed), n.status)
					}
				}
			}
			var covers []rect
			var coverNames []string
			for _, n := range l.nodes {
				covers, coverNames = append(covers, n.box), append(coverNames, n.status)
			}
			for _, ed := range l.edges {
				for i, r := range covers {
					if ed.label.overlaps(r) {
						t.Errorf("the label %q of %s covers %s", labelText(ed.nums), l.name(ed), coverNames[i])
					}
				}
				covers, coverNames = append(covers, ed.label), append(coverNames, "the label of "+l.name(ed))
				if ed.label.x < 0 || ed.label.y < 0 || ed.label.x+ed.label.w > l.width || ed.label.y+ed.label.h > l.height {
					t.Errorf("the label of %s lies outside the drawing", l.name(ed))
				}
			}
			for i, a := range l.edges {
				for _, b := range l.edges[i+1:] {
					if along := runAlong(a, b); along > 0.2 {
						t.Errorf("%s runs along %s for %.0f %% of its length", l.name(a), l.name(b), along*100)
					}
				}
			}
			for n, tr := range e.Transitions {
				for _, f := range tr.From {
					if !slices.ContainsFunc(l.edges, func(ed *layoutEdge) bool {
						ends := []string{l.nodes[ed.a].status, l.nodes[ed.b].status}
						forward := ends[0] == f && ends[1] == tr.To
						backward := ed.back && ends[0] == tr.To && ends[1] == f
						return (forward || backward) && slices.Contains(ed.nums, n+1)
					}) {
						t.Errorf("no line from %s to %s carries the number %d", f, tr.To, n+1)
					}
				}
			}
		})
	}
}

// runAlong is the share of a's length that lies within 4 units of b, away
// from a's ends (where lines into one side of a box meet).
func runAlong(a, b *layoutEdge) float64 {
	pa, pb := a.polyline(), b.polyline()
	near := 0
	inner := pa[4 : len(pa)-4]
	for _, p := range inner {
		for _, q := range pb {
			if (p.x-q.x)*(p.x-q.x)+(p.y-q.y)*(p.y-q.y) < 16 {
				near++
				break
			}
		}
	}
	return float64(near) / float64(len(inner))
}

// TestDiagramTextSizes: the stylesheet draws the statuses and the lines'
// numbers at the sizes the layout is measured for, at least 13 px; the
// diagram is never scaled down (it scrolls in its region instead).
func TestDiagramTextSizes(t *testing.T) {
	css, err := os.ReadFile(filepath.Join("..", "..", "ui", "src", "Markdown", "StateMachine.module.css"))
	if err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		selector string
		size     int
	}{{".state-node) text", NodeFontSize}, {".state-label) text", LabelFontSize}} {
		rule := regexp.MustCompile(regexp.QuoteMeta(tt.selector) + ` \{[^}]*font-size: (\d+)px`).FindSubmatch(css)
		if rule == nil {
			t.Errorf("StateMachine.module.css has no font-size in px for %s", tt.selector)
			continue
		}
		if got, _ := strconv.Atoi(string(rule[1])); got != tt.size || got < 13 {
			t.Errorf("%s is drawn at %d px; the layout is measured for %d px, and 13 px is the least", tt.selector, got, tt.size)
		}
	}
	if regexp.MustCompile(`\.state-diagram\) \{[^}]*max-width`).Match(css) {
		t.Error("StateMachine.module.css gives .state-diagram a max-width: a narrow column would shrink its text below 13 px")
	}
}

// TestDiagramHighlightCoversEveryStatus: the stylesheet highlights the moves
// of every status index up to HighlightableStatuses, and no entity has more
// statuses than that.
func TestDiagramHighlightCoversEveryStatus(t *testing.T) {
	css, err := os.ReadFile(filepath.Join("..", "..", "ui", "src", "Markdown", "StateMachine.module.css"))
	if err != nil {
		t.Fatal(err)
	}
	for i := range HighlightableStatuses {
		want := fmt.Sprintf(".state-node[data-n='%d']:hover) :is(.state-edge, .state-label)[data-ends~='%d']", i, i)
		if !strings.Contains(string(css), want) {
			t.Errorf("StateMachine.module.css does not highlight the moves of status %d (expected a selector with %s)", i, want)
		}
	}
	m := loadModel(t)
	for _, name := range []string{"accountingTransaction", "commodity", "contact", "job", "order"} {
		e, err := m.machine(name)
		if err != nil {
			t.Fatal(err)
		}
		if len(e.Statuses) > HighlightableStatuses {
			t.Errorf("%s has %d statuses; the stylesheet highlights the moves of %d (raise HighlightableStatuses and add the selectors)", name, len(e.Statuses), HighlightableStatuses)
		}
	}
}

func TestDiagramSVG(t *testing.T) {
	m := loadModel(t)
	e, err := m.machine("job")
	if err != nil {
		t.Fatal(err)
	}
	svg := diagram(e, "job-states")
	for _, want := range []string{
		`role="img" aria-labelledby="job-states-title job-states-desc"`,
		`<title id="job-states-title">Job status diagram</title>`,
		// Invoiced → Closed and its way back are one line with two heads.
		`data-from="Invoiced" data-to="Closed" data-ends="3 4"`,
		`<g class="state-node state-final" data-n="4">`,
		`marker-start="url(#job-states-arrow)"`,
		fmt.Sprintf(`>%s</text>`, "4·5"),
	} {
		if !strings.Contains(svg, want) {
			t.Errorf("the Job diagram lacks %s:\n%s", want, svg)
		}
	}
}
