// Package svgpath measures SVG path data: the box its drawing covers, so that
// a mark drawn in a square icon canvas can be shown by its own aspect ratio
// (a wordmark as wide as it is, not shrunk into a square).
// It also reads an SVG file's intrinsic size (Size), which the Markdown's
// images are given as width and height.
package svgpath

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Box is the rectangle a path's drawing covers, in the path's user units.
type Box struct{ MinX, MinY, MaxX, MaxY float64 }

// Width is the box's width.
func (b Box) Width() float64 { return b.MaxX - b.MinX }

// Height is the box's height.
func (b Box) Height() float64 { return b.MaxY - b.MinY }

// ViewBox is the box as an SVG viewBox value, grown outwards to whole
// hundredths so no edge of the drawing is cut.
func (b Box) ViewBox() string {
	floor := func(v float64) float64 { return math.Floor(v*100) / 100 }
	ceil := func(v float64) float64 { return math.Ceil(v*100) / 100 }
	x, y := floor(b.MinX), floor(b.MinY)
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', -1, 64) }
	return f(x) + " " + f(y) + " " + f(ceil(b.MaxX-x)) + " " + f(ceil(b.MaxY-y))
}

func (b *Box) add(x, y float64) {
	b.MinX, b.MaxX = math.Min(b.MinX, x), math.Max(b.MaxX, x)
	b.MinY, b.MaxY = math.Min(b.MinY, y), math.Max(b.MaxY, y)
}

// curveSamples is how many points of each curve segment are measured; the
// box of a 24-unit icon is then exact to well under a hundredth of a unit.
const curveSamples = 64

// Bounds returns the box that path data d covers: every command of SVG 1.1
// (M L H V C S Q T A Z, absolute and relative), curves and arcs measured along
// their length rather than by their control points. An error names the
// offset in d where the data stops making sense.
func Bounds(d string) (Box, error) {
	p := &parser{s: d}
	box := Box{math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)}
	var x, y, startX, startY float64
	var ctrlX, ctrlY float64 // the last curve's second control point, for S and T
	var prev byte
	cmd := byte(0)
	for {
		p.skipSpace()
		if p.done() {
			break
		}
		if c := p.s[p.i]; isCommand(c) {
			cmd = c
			p.i++
		} else if cmd == 0 {
			return Box{}, fmt.Errorf("offset %d: %q starts no command (expected one of MLHVCSQTAZ)", p.i, c)
		} else if cmd == 'M' || cmd == 'm' {
			cmd -= 'M' - 'L' // numbers after a move are lines
		}
		rel := cmd >= 'a'
		ox, oy := 0.0, 0.0
		if rel {
			ox, oy = x, y
		}
		switch upper := cmd &^ 0x20; upper {
		case 'Z':
			x, y = startX, startY
		case 'M', 'L', 'T':
			nx, ny, err := p.pair()
			if err != nil {
				return Box{}, err
			}
			nx, ny = nx+ox, ny+oy
			if upper == 'T' {
				cx, cy := reflect(prev, "QqTt", ctrlX, ctrlY, x, y)
				quad(&box, x, y, cx, cy, nx, ny)
				ctrlX, ctrlY = cx, cy
			}
			if upper == 'M' {
				startX, startY = nx, ny
			}
			x, y = nx, ny
		case 'H':
			v, err := p.number()
			if err != nil {
				return Box{}, err
			}
			x = v + ox
		case 'V':
			v, err := p.number()
			if err != nil {
				return Box{}, err
			}
			y = v + oy
		case 'C', 'S':
			var c1x, c1y float64
			if upper == 'C' {
				a, b, err := p.pair()
				if err != nil {
					return Box{}, err
				}
				c1x, c1y = a+ox, b+oy
			} else {
				c1x, c1y = reflect(prev, "CcSs", ctrlX, ctrlY, x, y)
			}
			nums, err := p.numbers(4)
			if err != nil {
				return Box{}, err
			}
			c2x, c2y, nx, ny := nums[0]+ox, nums[1]+oy, nums[2]+ox, nums[3]+oy
			cubic(&box, x, y, c1x, c1y, c2x, c2y, nx, ny)
			ctrlX, ctrlY, x, y = c2x, c2y, nx, ny
		case 'Q':
			nums, err := p.numbers(4)
			if err != nil {
				return Box{}, err
			}
			cx, cy, nx, ny := nums[0]+ox, nums[1]+oy, nums[2]+ox, nums[3]+oy
			quad(&box, x, y, cx, cy, nx, ny)
			ctrlX, ctrlY, x, y = cx, cy, nx, ny
		case 'A':
			nums, err := p.arc()
			if err != nil {
				return Box{}, err
			}
			nx, ny := nums[5]+ox, nums[6]+oy
			arc(&box, x, y, nums[0], nums[1], nums[2], nums[3] != 0, nums[4] != 0, nx, ny)
			x, y = nx, ny
		}
		box.add(x, y)
		prev = cmd
		if cmd == 'Z' || cmd == 'z' {
			cmd = 0
		}
	}
	if math.IsInf(box.MinX, 1) {
		return Box{}, fmt.Errorf("the path draws nothing (expected at least one command)")
	}
	return box, nil
}

func isCommand(c byte) bool { return strings.IndexByte("MmLlHhVvCcSsQqTtAaZz", c) >= 0 }

// reflect is the implicit first control point of S or T: the previous
// curve's last control point mirrored through the current point, or the
// current point when the previous command was not such a curve.
func reflect(prev byte, curves string, cx, cy, x, y float64) (float64, float64) {
	if prev != 0 && strings.IndexByte(curves, prev) >= 0 {
		return 2*x - cx, 2*y - cy
	}
	return x, y
}

func cubic(b *Box, x0, y0, x1, y1, x2, y2, x3, y3 float64) {
	for i := 1; i < curveSamples; i++ {
		t := float64(i) / curveSamples
		u := 1 - t
		b.add(u*u*u*x0+3*u*u*t*x1+3*u*t*t*x2+t*t*t*x3, u*u*u*y0+3*u*u*t*y1+3*u*t*t*y2+t*t*t*y3)
	}
}

func quad(b *Box, x0, y0, x1, y1, x2, y2 float64) {
	for i := 1; i < curveSamples; i++ {
		t := float64(i) / curveSamples
		u := 1 - t
		b.add(u*u*x0+2*u*t*x1+t*t*x2, u*u*y0+2*u*t*y1+t*t*y2)
	}
}

// arc measures an elliptical arc by its centre parameterisation (SVG 1.1,
// appendix F.6.5), radii scaled up when they cannot reach the end point.
func arc(b *Box, x1, y1, rx, ry, angle float64, large, sweep bool, x2, y2 float64) {
	rx, ry = math.Abs(rx), math.Abs(ry)
	if rx == 0 || ry == 0 || (x1 == x2 && y1 == y2) {
		return
	}
	phi := angle * math.Pi / 180
	cos, sin := math.Cos(phi), math.Sin(phi)
	dx, dy := (x1-x2)/2, (y1-y2)/2
	px, py := cos*dx+sin*dy, -sin*dx+cos*dy
	if l := px*px/(rx*rx) + py*py/(ry*ry); l > 1 {
		rx, ry = rx*math.Sqrt(l), ry*math.Sqrt(l)
	}
	num := rx*rx*ry*ry - rx*rx*py*py - ry*ry*px*px
	den := rx*rx*py*py + ry*ry*px*px
	k := math.Sqrt(math.Max(0, num/den))
	if large == sweep {
		k = -k
	}
	cxp, cyp := k*rx*py/ry, -k*ry*px/rx
	cx, cy := cos*cxp-sin*cyp+(x1+x2)/2, sin*cxp+cos*cyp+(y1+y2)/2
	angleOf := func(ux, uy float64) float64 { return math.Atan2(uy, ux) }
	theta := angleOf((px-cxp)/rx, (py-cyp)/ry)
	delta := angleOf((-px-cxp)/rx, (-py-cyp)/ry) - theta
	if sweep && delta < 0 {
		delta += 2 * math.Pi
	} else if !sweep && delta > 0 {
		delta -= 2 * math.Pi
	}
	for i := 1; i < curveSamples; i++ {
		a := theta + delta*float64(i)/curveSamples
		ex, ey := rx*math.Cos(a), ry*math.Sin(a)
		b.add(cos*ex-sin*ey+cx, sin*ex+cos*ey+cy)
	}
}

type parser struct {
	s string
	i int
}

func (p *parser) done() bool { return p.i >= len(p.s) }

func (p *parser) skipSpace() {
	for !p.done() && strings.IndexByte(" \t\r\n,", p.s[p.i]) >= 0 {
		p.i++
	}
}

func (p *parser) number() (float64, error) {
	p.skipSpace()
	start := p.i
	if !p.done() && (p.s[p.i] == '+' || p.s[p.i] == '-') {
		p.i++
	}
	digits, dot := 0, false
	for !p.done() {
		c := p.s[p.i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == '.' && !dot:
			dot = true
		default:
			goto exponent
		}
		p.i++
	}
exponent:
	if digits > 0 && !p.done() && (p.s[p.i] == 'e' || p.s[p.i] == 'E') {
		j := p.i + 1
		if j < len(p.s) && (p.s[j] == '+' || p.s[j] == '-') {
			j++
		}
		if j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
			for j < len(p.s) && p.s[j] >= '0' && p.s[j] <= '9' {
				j++
			}
			p.i = j
		}
	}
	if digits == 0 {
		p.i = start
		return 0, fmt.Errorf("offset %d: expected a number", start)
	}
	v, err := strconv.ParseFloat(p.s[start:p.i], 64)
	if err != nil {
		return 0, fmt.Errorf("offset %d: %q is not a number", start, p.s[start:p.i])
	}
	return v, nil
}

func (p *parser) pair() (float64, float64, error) {
	a, err := p.number()
	if err != nil {
		return 0, 0, err
	}
	b, err := p.number()
	return a, b, err
}

func (p *parser) numbers(n int) ([]float64, error) {
	out := make([]float64, n)
	for i := range out {
		v, err := p.number()
		if err != nil {
			return nil, err
		}
		out[i] = v
	}
	return out, nil
}

// arc reads an arc's seven arguments; its two flags are single digits that
// may be written without a separator ("a1 1 0 011 1").
func (p *parser) arc() ([]float64, error) {
	out, err := p.numbers(3)
	if err != nil {
		return nil, err
	}
	for range 2 {
		p.skipSpace()
		if p.done() || (p.s[p.i] != '0' && p.s[p.i] != '1') {
			return nil, fmt.Errorf("offset %d: expected an arc flag, 0 or 1", p.i)
		}
		out = append(out, float64(p.s[p.i]-'0'))
		p.i++
	}
	end, err := p.numbers(2)
	if err != nil {
		return nil, err
	}
	return append(out, end...), nil
}
