package svgpath

import (
	"math"
	"strings"
	"testing"
)

func TestBounds(t *testing.T) {
	tests := []struct {
		name string
		d    string
		want Box
	}{
		{"absolute square", "M1 1h22v22H1z", Box{1, 1, 23, 23}},
		{"relative lines after a move", "m2 3 4 0 0 5z", Box{2, 3, 6, 8}},
		{"cubic bulges past its end points", "M0 0C0 10 10 10 10 0", Box{0, 0, 10, 7.5}},
		{"smooth cubic mirrors the last control point", "M0 0C0 10 10 10 10 0S20-10 20 0", Box{0, -7.5, 20, 7.5}},
		{"quadratic", "M0 0Q5 10 10 0", Box{0, 0, 10, 5}},
		{"smooth quadratic mirrors the last control point", "M0 0Q5 10 10 0T20 0", Box{0, -5, 20, 5}},
		{"arc clockwise on screen goes up", "M0 0A5 5 0 0 1 10 0", Box{0, -5, 10, 0}},
		{"arc flags written together", "M0 0a5 5 0 0010 0", Box{0, 0, 10, 5}},
		{"arc too small for its chord is scaled up", "M0 0A1 1 0 0 1 10 0", Box{0, -5, 10, 0}},
		{"numbers glued by sign and dot", "M.5.5l1-.5e1", Box{0.5, -4.5, 1.5, 0.5}},
		{"a new subpath after close starts at the close point", "M10 10h2v2zl-10 0", Box{0, 10, 12, 12}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Bounds(tt.d)
			if err != nil {
				t.Fatal(err)
			}
			for i, pair := range [][2]float64{{got.MinX, tt.want.MinX}, {got.MinY, tt.want.MinY}, {got.MaxX, tt.want.MaxX}, {got.MaxY, tt.want.MaxY}} {
				if math.Abs(pair[0]-pair[1]) > 0.01 {
					t.Errorf("edge %d of %+v: got %v, want %v", i, got, pair[0], pair[1])
				}
			}
		})
	}
}

func TestBoundsErrors(t *testing.T) {
	tests := []struct{ d, want string }{
		{"", "the path draws nothing"},
		{"X1 1", `offset 0: 'X' starts no command`},
		{"M1", "offset 2: expected a number"},
		{"M0 0A5 5 0 2 1 10 0", "offset 11: expected an arc flag, 0 or 1"},
	}
	for _, tt := range tests {
		_, err := Bounds(tt.d)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("Bounds(%q) error = %v, want it to contain %q", tt.d, err, tt.want)
		}
	}
}

func TestViewBoxCutsNothing(t *testing.T) {
	b := Box{MinX: 0.004, MinY: 10.303, MaxX: 23.996, MaxY: 13.697}
	if got, want := b.ViewBox(), "0 10.3 24 3.4"; got != want {
		t.Errorf("ViewBox() = %q, want %q", got, want)
	}
}

func FuzzBounds(f *testing.F) {
	for _, d := range []string{"M1 1h22v22H1z", "M0 0a5 5 0 0010 0", "M0 0C0 10 10 10 10 0S20-10 20 0T1 1"} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, d string) {
		b, err := Bounds(d)
		if err == nil && (b.Width() < 0 || b.Height() < 0) {
			t.Errorf("Bounds(%q) = %+v: a box of negative size", d, b)
		}
	})
}
