package model

import (
	"cmp"
	"fmt"
	"html"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The state diagram is a layered drawing. Each status gets a rank, the
// longest run of forward moves (in the statuses' declared order) that leads
// to it, and ranks are drawn top to bottom; statuses of one rank sit side by
// side in columns, ordered so that their moves cross as little as possible.
// A move and its way back between the same two statuses are one line with
// two heads. A move to the next rank in the same column is a straight line, a
// longer one an arc outside the column (so it never runs under a box), and a
// move to another column a straight line from the facing side (into the
// top of a box with nothing above it). Every line
// carries the numbers of its rows in the transitions table, which is the
// diagram's text alternative.

// Diagram geometry, in SVG user units (CSS pixels at full size).
const (
	nodeW, nodeH = 120, 36
	rankGap      = 46 // between ranks: room for a label on a straight line
	columnGap    = 80
	arcBase      = 18 // how far the first arc outside a column reaches
	arcStep      = 16 // and each further arc beyond it
	diagramPad   = 8
	// NodeFontSize and LabelFontSize are the sizes the stylesheet gives the
	// statuses and the numbers on the lines; the layout rules test them
	// against the narrowest width the diagram is drawn at.
	NodeFontSize, LabelFontSize = 14, 13
	labelH                      = 18
	labelMaxW                   = 44 // room for a label of two numbers beside the outermost arc
	// hubSources is how many statuses must lead to one for it to be drawn
	// as an exception beside them.
	hubSources = 5
)

type point struct{ x, y float64 }

type rect struct{ x, y, w, h float64 }

func (r rect) overlaps(o rect) bool {
	return r.x < o.x+o.w && o.x < r.x+r.w && r.y < o.y+o.h && o.y < r.y+r.h
}

// layoutNode is one status in the drawing.
type layoutNode struct {
	status    string
	rank, col int
	hub       bool // an exception many statuses lead to, beside them
	box       rect
}

// layoutEdge is one line: the moves from a to b, and with back set the moves
// from b to a too. nums are the moves' rows in the transitions table.
type layoutEdge struct {
	a, b  int
	back  bool
	nums  []int
	curve [4]point // a cubic Bézier from a's side to b's side
	label rect
}

// layout is an entity's state diagram, placed.
type layout struct {
	nodes         []layoutNode
	edges         []*layoutEdge
	width, height float64
}

// layoutMachine places e's statuses and moves.
func layoutMachine(e *Entity) *layout {
	index := map[string]int{}
	for i, s := range e.Statuses {
		index[s.Value] = i
	}
	l := &layout{}
	byPair := map[[2]int]*layoutEdge{}
	for n, t := range e.Transitions {
		for _, f := range t.From {
			a, b := index[f], index[t.To]
			if ed := byPair[[2]int{b, a}]; ed != nil {
				ed.back = true
				ed.nums = appendUnique(ed.nums, n+1)
				continue
			}
			if ed := byPair[[2]int{a, b}]; ed != nil {
				ed.nums = appendUnique(ed.nums, n+1)
				continue
			}
			ed := &layoutEdge{a: a, b: b, nums: []int{n + 1}}
			byPair[[2]int{a, b}] = ed
			l.edges = append(l.edges, ed)
		}
	}
	for i := range l.edges {
		slices.Sort(l.edges[i].nums)
	}
	l.nodes = make([]layoutNode, len(e.Statuses))
	for i, s := range e.Statuses {
		l.nodes[i].status = s.Value
	}
	// Ranks: the longest forward run to each status; declared order is a
	// topological order of the forward moves. An exception that many statuses
	// lead to (a damage from anywhere in the warehouse) sits instead beside
	// the middle of them, in a column of its own, so its lines fan out
	// sideways rather than as arcs around the whole column.
	for v := range l.nodes {
		var sources []int
		for _, ed := range l.edges {
			if ed.b == v || (ed.back && ed.a == v) {
				sources = append(sources, ed.a+ed.b-v)
			}
		}
		var ranks []int
		for _, u := range sources {
			if u < v {
				ranks = append(ranks, l.nodes[u].rank)
			}
		}
		if len(sources) >= hubSources && len(ranks) > 0 {
			slices.Sort(ranks)
			l.nodes[v].rank = ranks[len(ranks)/2]
			l.nodes[v].hub = true
			continue
		}
		for _, ed := range l.edges {
			lo, hi := min(ed.a, ed.b), max(ed.a, ed.b)
			if hi == v && lo != v && !l.nodes[lo].hub {
				l.nodes[v].rank = max(l.nodes[v].rank, l.nodes[lo].rank+1)
			}
		}
	}
	l.orderColumns()
	l.place()
	return l
}

func appendUnique(nums []int, n int) []int {
	if slices.Contains(nums, n) {
		return nums
	}
	return append(nums, n)
}

// orderColumns orders the statuses of each rank, from the top, by the mean
// column of their neighbours in the ranks above (declared order on a tie), so
// a status sits on the side its moves come from.
func (l *layout) orderColumns() {
	ranks := 0
	for _, n := range l.nodes {
		ranks = max(ranks, n.rank+1)
	}
	for r := range ranks {
		var members []int
		for i, n := range l.nodes {
			if n.rank == r {
				members = append(members, i)
			}
		}
		centre := map[int]float64{}
		for _, v := range members {
			sum, count := 0.0, 0
			for _, ed := range l.edges {
				for _, pair := range [][2]int{{ed.a, ed.b}, {ed.b, ed.a}} {
					if pair[0] == v && l.nodes[pair[1]].rank < r {
						sum += float64(l.nodes[pair[1]].col)
						count++
					}
				}
			}
			centre[v] = -1
			if count > 0 {
				centre[v] = sum / float64(count)
			}
		}
		slices.SortStableFunc(members, func(x, y int) int {
			if l.nodes[x].hub != l.nodes[y].hub {
				if l.nodes[x].hub {
					return 1
				}
				return -1
			}
			if c := cmp.Compare(centre[x], centre[y]); c != 0 {
				return c
			}
			return x - y
		})
		for c, v := range members {
			l.nodes[v].col = c
		}
	}
}

// side is a side of a box.
type side int

const (
	top side = iota
	bottom
	left
	right
)

type endpoint struct {
	edge  *layoutEdge
	node  int
	side  side
	other int // the status at the line's other end
}

// place gives every box its position and every line its course and label.
func (l *layout) place() {
	columns := 0
	for _, n := range l.nodes {
		columns = max(columns, n.col+1)
	}
	// Arcs stay outside their column: the first column's on the left, the
	// others' on the right; lanes keep arcs that share a height apart.
	outer := func(col int) side {
		if col == 0 {
			return left
		}
		return right
	}
	var arcs [2][]*layoutEdge
	for _, ed := range l.edges {
		na, nb := l.nodes[ed.a], l.nodes[ed.b]
		if na.col == nb.col && abs(na.rank-nb.rank) > 1 {
			s := min(int(outer(na.col))-int(left), 1)
			arcs[s] = append(arcs[s], ed)
		}
	}
	span := func(ed *layoutEdge) (int, int) {
		ra, rb := l.nodes[ed.a].rank, l.nodes[ed.b].rank
		return min(ra, rb), max(ra, rb)
	}
	lanes := [2]map[*layoutEdge]int{assignArcLanes(arcs[0], span), assignArcLanes(arcs[1], span)}
	reach := func(s int) float64 {
		n := 0
		for _, lane := range lanes[s] {
			n = max(n, lane+1)
		}
		if n == 0 {
			return 0
		}
		return arcBase + float64(n-1)*arcStep + labelMaxW/2
	}
	leftReach, rightReach := reach(0), reach(1)
	maxRank := 0
	for i := range l.nodes {
		n := &l.nodes[i]
		maxRank = max(maxRank, n.rank)
		n.box = rect{diagramPad + leftReach + float64(n.col)*(nodeW+columnGap), diagramPad + float64(n.rank)*(nodeH+rankGap), nodeW, nodeH}
	}
	l.width = 2*diagramPad + leftReach + float64(columns)*nodeW + float64(columns-1)*columnGap + rightReach
	l.height = 2*diagramPad + float64(maxRank+1)*nodeH + float64(maxRank)*rankGap

	// Each line leaves and enters by a side; several ends on one side are
	// spread along it in the order of their other ends, so they do not cross
	// at the box.
	var ends []endpoint
	kind := map[*layoutEdge]string{}
	for _, ed := range l.edges {
		na, nb := l.nodes[ed.a], l.nodes[ed.b]
		var sa, sb side
		switch {
		case na.col == nb.col && abs(na.rank-nb.rank) == 1:
			kind[ed] = "straight"
			sa, sb = bottom, top
			if na.rank > nb.rank {
				sa, sb = top, bottom
			}
		case na.col == nb.col:
			kind[ed] = "arc"
			sa, sb = outer(na.col), outer(na.col)
		default:
			kind[ed] = "cross"
			sa, sb = right, left
			if na.col > nb.col {
				sa, sb = left, right
			}
			// A line down to a box with nothing above it in its column comes
			// in from the top, so lines into one box fan out along its width.
			if nb.rank > na.rank && !l.boxAbove(ed.b) {
				sb = top
			}
		}
		ends = append(ends, endpoint{ed, ed.a, sa, ed.b}, endpoint{ed, ed.b, sb, ed.a})
	}
	arcLane := map[*layoutEdge]int{}
	for _, sideLanes := range lanes {
		for ed, lane := range sideLanes {
			arcLane[ed] = lane
		}
	}
	port := map[[2]any]point{}
	groups := map[[2]int][]endpoint{}
	for _, en := range ends {
		k := [2]int{en.node, int(en.side)}
		groups[k] = append(groups[k], en)
	}
	for k, group := range groups {
		box := l.nodes[k[0]].box
		vertical := side(k[1]) == left || side(k[1]) == right
		// Ends are ordered along the side (down a left or right side, across
		// a top or bottom) by the direction their lines come from, so lines
		// fanning into a side do not cross. Arcs take the ends of a side,
		// an outer arc the end beyond an inner one's, so nested arcs do not
		// cross.
		key := func(en endpoint) float64 {
			o := l.nodes[en.other].box
			if lane, ok := arcLane[en.edge]; ok {
				if o.y < box.y {
					return -100 + float64(lane)
				}
				return 100 - float64(lane)
			}
			dx, dy := o.x+o.w/2-(box.x+box.w/2), o.y+o.h/2-(box.y+box.h/2)
			length := math.Hypot(dx, dy)
			if vertical {
				return dy / length
			}
			return dx / length
		}
		slices.SortStableFunc(group, func(x, y endpoint) int { return cmp.Compare(key(x), key(y)) })
		for i, en := range group {
			f := float64(i+1) / float64(len(group)+1)
			var p point
			switch side(k[1]) {
			case top:
				p = point{box.x + box.w*f, box.y}
			case bottom:
				p = point{box.x + box.w*f, box.y + box.h}
			case left:
				p = point{box.x, box.y + 6 + (box.h-12)*f}
			case right:
				p = point{box.x + box.w, box.y + 6 + (box.h-12)*f}
			}
			port[[2]any{en.edge, en.node}] = p
		}
	}
	for _, ed := range l.edges {
		p0, p3 := port[[2]any{ed, ed.a}], port[[2]any{ed, ed.b}]
		switch kind[ed] {
		case "straight":
			ed.curve = [4]point{p0, lerp(p0, p3, 1.0/3), lerp(p0, p3, 2.0/3), p3}
		case "arc":
			s := 0
			dir := -1.0
			if outer(l.nodes[ed.a].col) == right {
				s, dir = 1, 1
			}
			reachX := (arcBase + float64(lanes[s][ed])*arcStep) * dir
			// A cubic's control points pull it 3/4 of their distance out.
			c := reachX / 0.75
			ed.curve = [4]point{p0, {p0.x + c, p0.y}, {p3.x + c, p3.y}, p3}
		case "cross":
			ed.curve = [4]point{p0, lerp(p0, p3, 1.0/3), lerp(p0, p3, 2.0/3), p3}
		}
	}
	l.placeLabels()
}

// boxAbove says whether a status has another above it in its column.
func (l *layout) boxAbove(v int) bool {
	return slices.ContainsFunc(l.nodes, func(n layoutNode) bool {
		return n.col == l.nodes[v].col && n.rank < l.nodes[v].rank
	})
}

// placeLabels puts each line's numbers on the line, at the first point along
// it where they cover no box and no label placed before.
func (l *layout) placeLabels() {
	var taken []rect
	for _, n := range l.nodes {
		taken = append(taken, n.box)
	}
	for _, ed := range l.edges {
		w := labelWidth(ed.nums)
		var chosen rect
		for i, t := range []float64{0.5, 0.4, 0.6, 0.3, 0.7, 0.22, 0.78} {
			p := bezier(ed.curve, t)
			r := rect{p.x - w/2, p.y - labelH/2, w, labelH}
			if i == 0 {
				chosen = r
			}
			free := true
			for _, o := range taken {
				if r.overlaps(o) {
					free = false
					break
				}
			}
			if free {
				chosen = r
				break
			}
		}
		ed.label = chosen
		taken = append(taken, chosen)
	}
}

// labelText is what a line's label says: its rows in the transitions table.
func labelText(nums []int) string {
	var parts []string
	for _, n := range nums {
		parts = append(parts, strconv.Itoa(n))
	}
	return strings.Join(parts, "·")
}

// labelWidth is a label's width: tabular digits of the label font are at most
// 0.62 em wide, plus the pill's padding.
func labelWidth(nums []int) float64 {
	return float64(utf8.RuneCountInString(labelText(nums)))*LabelFontSize*0.62 + 10
}

// assignArcLanes gives each arc the first lane (0 nearest the column) in
// which it shares no rank with another, shorter arcs first.
func assignArcLanes(edges []*layoutEdge, span func(*layoutEdge) (int, int)) map[*layoutEdge]int {
	sorted := slices.Clone(edges)
	slices.SortStableFunc(sorted, func(x, y *layoutEdge) int {
		lx, hx := span(x)
		ly, hy := span(y)
		return (hx - lx) - (hy - ly)
	})
	out := map[*layoutEdge]int{}
	var lanes [][]*layoutEdge
	for _, ed := range sorted {
		lo, hi := span(ed)
		lane := len(lanes)
		for i, members := range lanes {
			if !slices.ContainsFunc(members, func(o *layoutEdge) bool {
				olo, ohi := span(o)
				return lo < ohi && olo < hi
			}) {
				lane = i
				break
			}
		}
		if lane == len(lanes) {
			lanes = append(lanes, nil)
		}
		lanes[lane] = append(lanes[lane], ed)
		out[ed] = lane
	}
	return out
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

func lerp(a, b point, t float64) point { return point{a.x + (b.x-a.x)*t, a.y + (b.y-a.y)*t} }

func bezier(c [4]point, t float64) point {
	u := 1 - t
	return point{
		u*u*u*c[0].x + 3*u*u*t*c[1].x + 3*u*t*t*c[2].x + t*t*t*c[3].x,
		u*u*u*c[0].y + 3*u*u*t*c[1].y + 3*u*t*t*c[2].y + t*t*t*c[3].y,
	}
}

// polyline is the curve as short straight pieces, for measuring.
func (ed *layoutEdge) polyline() []point {
	const pieces = 48
	out := make([]point, pieces+1)
	for i := range out {
		out[i] = bezier(ed.curve, float64(i)/pieces)
	}
	return out
}

func num(v float64) string { return strconv.FormatFloat(math.Round(v*10)/10, 'f', -1, 64) }

// HighlightableStatuses is how many statuses the stylesheet can highlight
// the moves of on hover (a status is data-n, a line's ends data-ends; the
// CSP allows no per-diagram style, so the stylesheet lists each index).
const HighlightableStatuses = 12

// diagram draws e's state diagram as an inline SVG; id prefixes its ids.
func diagram(e *Entity, id string) string {
	l := layoutMachine(e)
	var b strings.Builder
	fmt.Fprintf(&b, `<svg class="state-diagram" viewBox="0 0 %s %s" width="%s" height="%s" role="img" aria-labelledby="%s-title %s-desc">`, num(l.width), num(l.height), num(l.width), num(l.height), id, id)
	fmt.Fprintf(&b, `<title id="%s-title">%s status diagram</title><desc id="%s-desc">%d statuses and the moves between them, each line numbered by its rows in the table %s transitions below, which gives the same in text.</desc>`, id, e.Title, id, len(e.Statuses), e.Title)
	fmt.Fprintf(&b, `<defs><marker id="%s-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" markerUnits="userSpaceOnUse" orient="auto-start-reverse"><path class="state-arrowhead" d="M0 1L10 5L0 9z"/></marker></defs>`, id)
	for _, ed := range l.edges {
		c := ed.curve
		heads := fmt.Sprintf(` marker-end="url(#%s-arrow)"`, id)
		if ed.back {
			heads += fmt.Sprintf(` marker-start="url(#%s-arrow)"`, id)
		}
		fmt.Fprintf(&b, `<path class="state-edge" data-from="%s" data-to="%s" data-ends="%d %d" d="M%s %sC%s %s %s %s %s %s"%s/>`,
			l.nodes[ed.a].status, l.nodes[ed.b].status, ed.a, ed.b, num(c[0].x), num(c[0].y), num(c[1].x), num(c[1].y), num(c[2].x), num(c[2].y), num(c[3].x), num(c[3].y), heads)
	}
	for _, ed := range l.edges {
		r := ed.label
		fmt.Fprintf(&b, `<g class="state-label" data-ends="%d %d"><rect x="%s" y="%s" width="%s" height="%s" rx="9"/><text x="%s" y="%s" text-anchor="middle" dominant-baseline="central">%s</text></g>`,
			ed.a, ed.b, num(r.x), num(r.y), num(r.w), num(r.h), num(r.x+r.w/2), num(r.y+r.h/2), labelText(ed.nums))
	}
	for i, s := range e.Statuses {
		n := l.nodes[i]
		class := "state-node"
		if i == 0 {
			class += " state-initial"
		}
		if s.Terminal {
			class += " state-final"
		}
		fmt.Fprintf(&b, `<g class="%s" data-n="%d"><rect x="%s" y="%s" width="%s" height="%s" rx="8"/><text x="%s" y="%s" text-anchor="middle" dominant-baseline="central">%s</text></g>`,
			class, i, num(n.box.x), num(n.box.y), num(n.box.w), num(n.box.h), num(n.box.x+n.box.w/2), num(n.box.y+n.box.h/2), html.EscapeString(s.Value))
	}
	b.WriteString("</svg>")
	return b.String()
}
