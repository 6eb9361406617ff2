package svgpath

import "testing"

func TestSVGSize(t *testing.T) {
	tests := []struct {
		name, svg string
		w, h      int
	}{
		{"width and height", `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 64 36">`, 640, 360},
		{"px units", `<svg width="120px" height="80px">`, 120, 80},
		{"decimals round", `<svg width="10.4" height="10.5">`, 10, 11},
		{"viewBox only", `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450">`, 800, 450},
		{"viewBox with commas and offsets", `<svg viewBox="-10,-20, 300.6 ,200">`, 301, 200},
		{"width without height uses the viewBox", `<svg width="50" viewBox="0 0 100 40">`, 100, 40},
		{"percent width uses the viewBox", `<svg width="100%" height="100%" viewBox="0 0 30 20">`, 30, 20},
		{"em units use the viewBox", `<svg width="10em" height="5em" viewBox="0 0 160 80">`, 160, 80},
		{"attributes over lines", "<?xml version=\"1.0\"?>\n<svg\n  xmlns=\"http://www.w3.org/2000/svg\"\n  viewBox=\"0 0 24 24\"\n>", 24, 24},
		{"stroke-width is not width", `<svg stroke-width="2" viewBox="0 0 12 6">`, 12, 6},
		{"only the svg element counts", `<svg viewBox="0 0 10 10"><rect width="500" height="500"/></svg>`, 10, 10},
		{"no size", `<svg xmlns="http://www.w3.org/2000/svg">`, 0, 0},
		{"not an svg", `<html><body></body></html>`, 0, 0},
		{"empty", ``, 0, 0},
	}
	for _, tt := range tests {
		if w, h := Size([]byte(tt.svg)); w != tt.w || h != tt.h {
			t.Errorf("%s: Size = %d×%d, want %d×%d", tt.name, w, h, tt.w, tt.h)
		}
	}
}

func TestSVGSizeSingleQuotes(t *testing.T) {
	if w, h := Size([]byte(`<svg width='64' height='32'>`)); w != 64 || h != 32 {
	}
}
