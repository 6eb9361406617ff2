package svgpath

import (
	"regexp"
	"strconv"
)

var (
	svgTag     = regexp.MustCompile(`(?s)<svg\b[^>]*>`)
	svgWidth   = regexp.MustCompile(`\swidth=["']([0-9.]+)(px)?["']`)
	svgHeight  = regexp.MustCompile(`\sheight=["']([0-9.]+)(px)?["']`)
	svgViewBox = regexp.MustCompile(`\sviewBox=["']\s*[-0-9.]+[\s,]+[-0-9.]+[\s,]+([0-9.]+)[\s,]+([0-9.]+)\s*["']`)
)

// Size reads an SVG's intrinsic size from its width and height, or its
// viewBox, so images get width and height attributes and cause no layout
// shift. It returns zeros when the size is not known.
func Size(data []byte) (int, int) {
	tag := svgTag.Find(data)
	if tag == nil {
		return 0, 0
	}
	w, h := svgWidth.FindSubmatch(tag), svgHeight.FindSubmatch(tag)
	if w != nil && h != nil {
		return atoi(w[1]), atoi(h[1])
	}
	if vb := svgViewBox.FindSubmatch(tag); vb != nil {
		return atoi(vb[1]), atoi(vb[2])
	}
	return 0, 0
}

func atoi(b []byte) int {
	f, err := strconv.ParseFloat(string(b), 64)
	if err != nil {
		return 0
	}
	return int(f + 0.5)
}
