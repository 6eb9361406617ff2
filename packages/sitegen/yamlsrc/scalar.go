package yamlsrc

import (
	"strconv"
	"unicode/utf8"
)

// This file re-reads a scalar from the YAML source to find where each byte
// of its value is written. The parser gives the position of a scalar's first
// character only, but an error inside a string (a broken link in a Markdown
// field, a wrong key in an example held in a block scalar) must point at its
// own line and column. Every style is covered: plain, single- and
// double-quoted (with escapes and escaped line breaks), literal and folded
// block scalars with indentation indicators and any chomping, and the line
// folding of each.
//
// The re-reading is checked against the value the parser produced: it must
// give exactly the same bytes, or the caller falls back to the scalar's start.
// So a construct this reader gets wrong costs precision, never a wrong place.

// scalarReader collects the value a scalar re-reads to, byte by byte, with
// the source offset each byte comes from, and compares it with want as it
// goes.
type scalarReader struct {
	src     []byte
	want    string
	offsets []int
}

// emit adds one value byte read at src offset at; false when it is not the
// next byte of want.
func (r *scalarReader) emit(b byte, at int) bool {
	if len(r.offsets) >= len(r.want) || r.want[len(r.offsets)] != b {
		return false
	}
	r.offsets = append(r.offsets, at)
	return true
}

// emitString adds value bytes that all come from the character at at (an
// escape sequence, a folded line break).
func (r *scalarReader) emitString(s string, at int) bool {
	for i := 0; i < len(s); i++ {
		if !r.emit(s[i], at) {
			return false
		}
	}
	return true
}

func (r *scalarReader) done() bool { return len(r.offsets) == len(r.want) }

// scalarOffsets returns, for every byte of want (the value the parser gave the
// scalar whose first character, or block indicator, is at src[start]), the
// offset in src it was read from. ok is false when the re-reading does not
// give want.
func scalarOffsets(src []byte, start int, want string, block bool) (offsets []int, ok bool) {
	if start < 0 || start >= len(src) || want == "" {
		return nil, false
	}
	r := &scalarReader{src: src, want: want}
	switch {
	case block && (src[start] == '|' || src[start] == '>'):
		return blockOffsets(src, start, want)
	case block:
		return nil, false
	case src[start] == '\'':
		ok = r.quoted(start+1, '\'')
	case src[start] == '"':
		ok = r.quoted(start+1, '"')
	default:
		ok = r.plain(start)
	}
	if !ok || !r.done() {
		return nil, false
	}
	return r.offsets, true
}

func isBlank(b byte) bool { return b == ' ' || b == '\t' }

// lineBreak returns the length of the line break at i (1 for \n, 2 for
// \r\n), or 0.
func lineBreak(src []byte, i int) int {
	switch {
	case i < len(src) && src[i] == '\n':
		return 1
	case i+1 < len(src) && src[i] == '\r' && src[i+1] == '\n':
		return 2
	}
	return 0
}

// blankRunEnd returns the offset after the spaces and tabs from i.
func blankRunEnd(src []byte, i int) int {
	for i < len(src) && isBlank(src[i]) {
		i++
	}
	return i
}

// fold reads the line break at i and the empty lines after it, as flow
// scalars (plain and quoted) fold them: one break becomes a space, and each
// empty line after it a line feed. It returns where the next line's text
// starts.
func (r *scalarReader) fold(i int) (next int, ok bool) {
	brk := i
	i += lineBreak(r.src, i)
	empty := 0
	for {
		j := blankRunEnd(r.src, i)
		n := lineBreak(r.src, j)
		if n == 0 {
			i = j
			break
		}
		if !r.emit('\n', j) {
			return 0, false
		}
		empty++
		i = j + n
	}
	if empty == 0 && !r.emit(' ', brk) {
		return 0, false
	}
	return i, true
}

// plain reads a plain scalar. Where it ends (": ", " #", a flow indicator, a
// less indented line) is left to want: reading stops once all of it is read.
func (r *scalarReader) plain(i int) bool {
	src := r.src
	for i < len(src) && !r.done() {
		switch {
		case isBlank(src[i]):
			end := blankRunEnd(src, i)
			if lineBreak(src, end) > 0 || end == len(src) {
				// Blanks before a line break are not part of the value.
				i = end
				continue
			}
			for ; i < end; i++ {
				if !r.emit(src[i], i) {
					return false
				}
			}
		case lineBreak(src, i) > 0:
			next, ok := r.fold(i)
			if !ok {
				return false
			}
			i = next
		default:
			if !r.emit(src[i], i) {
				return false
			}
			i++
		}
	}
	return r.done()
}

// quoted reads a single- or double-quoted scalar from the character after
// its opening quote; it must end with the closing quote right after want.
func (r *scalarReader) quoted(i int, quote byte) bool {
	src := r.src
	for i < len(src) {
		c := src[i]
		switch {
		case c == quote && quote == '\'' && i+1 < len(src) && src[i+1] == '\'':
			if !r.emit('\'', i) {
				return false
			}
			i += 2
		case c == quote:
			return r.done()
		case c == '\\' && quote == '"':
			next, ok := r.escape(i)
			if !ok {
				return false
			}
			i = next
		case isBlank(c):
			end := blankRunEnd(src, i)
			if lineBreak(src, end) > 0 {
				i = end
				continue
			}
			for ; i < end; i++ {
				if !r.emit(src[i], i) {
					return false
				}
			}
		case lineBreak(src, i) > 0:
			next, ok := r.fold(i)
			if !ok {
				return false
			}
			i = next
		default:
			if !r.emit(c, i) {
				return false
			}
			i++
		}
	}
	return false
}

// singleEscapes are the one-character escapes of double-quoted scalars.
var singleEscapes = map[byte]string{
	'0': "\x00", 'a': "\a", 'b': "\b", 't': "\t", '\t': "\t", 'n': "\n", 'v': "\v", 'f': "\f",
	'r': "\r", 'e': "\x1b", ' ': " ", '"': `"`, '/': "/", '\\': `\`,
	'N': "\u0085", '_': "\u00a0", 'L': "\u2028", 'P': "\u2029",
}

// escape reads the escape sequence at src[i] (a backslash) in a
// double-quoted scalar: every byte it stands for comes from the backslash.
func (r *scalarReader) escape(i int) (next int, ok bool) {
	src := r.src
	if i+1 >= len(src) {
		return 0, false
	}
	c := src[i+1]
	if n := lineBreak(src, i+1); n > 0 {
		// An escaped line break joins the lines with nothing between them;
		// the next line's indentation goes, and each empty line after it
		// is a line feed.
		j := i + 1 + n
		for {
			k := blankRunEnd(src, j)
			m := lineBreak(src, k)
			if m == 0 {
				return k, true
			}
			if !r.emit('\n', k) {
				return 0, false
			}
			j = k + m
		}
	}
	if s, ok := singleEscapes[c]; ok {
		return i + 2, r.emitString(s, i)
	}
	digits := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
	if digits == 0 || i+2+digits > len(src) {
		return 0, false
	}
	code, err := strconv.ParseUint(string(src[i+2:i+2+digits]), 16, 32)
	if err != nil || !utf8.ValidRune(rune(code)) {
		return 0, false
	}
	return i + 2 + digits, r.emitString(string(rune(code)), i)
}

// blockLine is one line of a block scalar's body.
type blockLine struct {
	start, end int // the line's text, without its line break
	brk        int // offset of its line break (end when the file ends there)
	indent     int // leading spaces
}

func (l blockLine) empty(src []byte) bool {
	return blankRunEnd(src, l.start) == l.end
}

// blockOffsets reads a literal (|) or folded (>) block scalar whose
// indicator is at src[start]. The content indentation is the one given by an
// indentation indicator (relative to the parent node, which the parser
// knows and this reader does not) or detected from the first non-empty line;
// each indentation up to the detected one is tried, and the one that reads
// to want is kept. Chomping only removes or keeps final line breaks, so it
// needs no handling: reading stops when want is complete.
func blockOffsets(src []byte, start int, want string) ([]int, bool) {
	folded := src[start] == '>'
	i := start + 1
	explicit := false
	for n := 0; n < 2 && i < len(src); n++ {
		switch c := src[i]; {
		case c >= '1' && c <= '9':
			explicit = true
			i++
		case c == '+' || c == '-':
			i++
		}
	}
	// The rest of the header line: blanks and a comment.
	for i < len(src) && lineBreak(src, i) == 0 {
		i++
	}
	i += lineBreak(src, i)
	var lines []blockLine
	detected := 0
	for i < len(src) {
		lineEnd := i
		for lineEnd < len(src) && lineBreak(src, lineEnd) == 0 {
			lineEnd++
		}
		next := lineEnd + lineBreak(src, lineEnd)
		// A lone carriage return that ends the file is a line break to the
		// parser, not text.
		end := lineEnd
		if end > i && src[end-1] == '\r' && lineBreak(src, end-1) == 0 {
			end--
		}
		indent := 0
		for i+indent < end && src[i+indent] == ' ' {
			indent++
		}
		l := blockLine{start: i, end: end, brk: end, indent: indent}
		if detected == 0 && !l.empty(src) {
			detected = indent
		}
		lines = append(lines, l)
		i = next
	}
	if detected == 0 {
		// Only empty lines: the value is line breaks, or nothing.
		detected = 1
	}
	for k := detected; k >= 1; k-- {
		if !explicit && k != detected {
			break
		}
		r := &scalarReader{src: src, want: want}
		body := blockBody(src, lines, k)
		var ok bool
		if folded {
			ok = r.foldedBlock(body, k)
		} else {
			ok = r.literalBlock(body, k)
		}
		if ok && r.done() && onlyEmptyAfter(src, body, r.offsets[len(r.offsets)-1]) {
			return r.offsets, true
		}
	}
	return nil, false
}

// blockBody returns the lines that belong to a block scalar of content
// indentation k: up to the first non-empty line indented less.
func blockBody(src []byte, lines []blockLine, k int) []blockLine {
	for n, l := range lines {
		if !l.empty(src) && l.indent < k {
			return lines[:n]
		}
	}
	return lines
}

// onlyEmptyAfter tells whether every line of the body after the one holding
// offset last is empty: what the reading left unread can only be line breaks
// that chomping removed.
func onlyEmptyAfter(src []byte, body []blockLine, last int) bool {
	for _, l := range body {
		if l.start > last && !l.empty(src) {
			return false
		}
	}
	return true
}

// text returns the part of a body line after the content indentation k; a
// line of blanks shorter than k has none.
func (l blockLine) text(k int) (start, end int) {
	start = min(l.start+k, l.end)
	return start, l.end
}

// literalBlock reads the body of a literal block scalar: every line as it
// is, less the indentation, with its line break.
func (r *scalarReader) literalBlock(body []blockLine, k int) bool {
	for _, l := range body {
		if r.done() {
			return true
		}
		start, end := l.text(k)
		for i := start; i < end; i++ {
			if !r.emit(r.src[i], i) {
				return false
			}
		}
		if !r.done() && !r.emit('\n', l.brk) {
			return false
		}
	}
	return true
}

// foldedBlock reads the body of a folded block scalar. A line break between
// two lines of text becomes a space, or is dropped when empty lines follow
// it (each empty line is a line feed). Lines indented more than the content
// (and the breaks around them) are kept as they are.
func (r *scalarReader) foldedBlock(body []blockLine, k int) bool {
	src := r.src
	const (
		none = iota
		text
		spaced
	)
	prev, prevBreak := none, 0
	var empties []int
	for _, l := range body {
		if r.done() {
			return true
		}
		start, end := l.text(k)
		if start == end {
			empties = append(empties, l.brk)
			continue
		}
		kind := text
		if isBlank(src[start]) {
			kind = spaced
		}
		switch {
		case prev == text && kind == text && len(empties) == 0:
			if !r.emit(' ', prevBreak) {
				return false
			}
		case prev == text && kind == text:
			// The first break is folded away; the empty lines remain.
		case prev != none:
			if !r.emit('\n', prevBreak) {
				return false
			}
		}
		for _, e := range empties {
			if !r.done() && !r.emit('\n', e) {
				return false
			}
		}
		empties = empties[:0]
		for i := start; i < end; i++ {
			if !r.emit(src[i], i) {
				return false
			}
		}
		prev, prevBreak = kind, l.brk
	}
	if prev != none && !r.done() && !r.emit('\n', prevBreak) {
		return false
	}
	for _, e := range empties {
		if !r.done() && !r.emit('\n', e) {
			return false
		}
	}
	return true
}
