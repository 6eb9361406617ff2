package reference

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"unicode"

	"github.com/freightlane/website/packages/sitegen/jsonptr"
	"github.com/freightlane/website/packages/sitegen/position"
	"github.com/freightlane/website/packages/sitegen/yamlsrc"
)

// Source is a stretch of a page's Markdown that comes from one value of the
// data: from Start to the next Source's Start.
type Source struct {
	Start int
	// Pointer is the value's JSON pointer; "" for the page's own words.
	Pointer string
	// Offset is the offset in the value's string of the byte at Start, the
	// bytes after it following one for one; -1 when the stretch is made
	// from the value (a link built from an entity name) rather than copied.
	Offset int
}

// Locate maps a byte offset of the page's Markdown to where it is written in
// doc, the YAML file the page was rendered from: a link in a description to
// its place in that description's scalar, in whatever style it is written;
// a link the page builds from a value to the value; the page's own words to
// the start of the file.
func (p Page) Locate(doc *yamlsrc.Document) func(offset int) position.Position {
	var mu sync.Mutex
	locators := map[string]yamlsrc.Locator{}
	return func(offset int) position.Position {
		i := sort.Search(len(p.Sources), func(i int) bool { return p.Sources[i].Start > offset }) - 1
		if i < 0 || p.Sources[i].Pointer == "" {
			return doc.Position("")
		}
		src := p.Sources[i]
		if src.Offset < 0 {
			return doc.Position(src.Pointer)
		}
		mu.Lock()
		locate, ok := locators[src.Pointer]
		if !ok {
			locate = doc.Locator(src.Pointer)
			locators[src.Pointer] = locate
		}
		mu.Unlock()
		return locate(src.Offset + offset - src.Start)
	}
}

// origin is where one byte of generated Markdown comes from.
type origin struct {
	pointer string
	// offset is the byte's offset in the value's string, or -1 (see Source).
	offset int
}

// text is Markdown being generated, with the origin of each byte.
type text struct {
	s    string
	from []origin
}

// lit is the page's own words.
func lit(s string) text { return whole(s, "") }

// whole is text made from the value at pointer.
func whole(s, pointer string) text {
	from := make([]origin, len(s))
	for i := range from {
		from[i] = origin{pointer, -1}
	}
	return text{s, from}
}

// field is the value at pointer (a key of m), trimmed: a string copied byte
// for byte, anything else printed.
func field(m map[string]any, pointer string) text {
	key := jsonptr.Last(pointer)
	v, ok := m[key]
	if !ok || v == nil {
		return text{}
	}
	s, isString := v.(string)
	if !isString {
		return whole(strings.TrimSpace(fmt.Sprint(v)), pointer)
	}
	from := make([]origin, len(s))
	for i := range from {
		from[i] = origin{pointer, i}
	}
	return text{s, from}.trimSpace()
}

func (t text) trimSpace() text {
	left := len(t.s) - len(strings.TrimLeftFunc(t.s, unicode.IsSpace))
	s := strings.TrimSpace(t.s)
	return text{s, t.from[left : left+len(s)]}
}

func (t text) trimRight(cutset string) text {
	s := strings.TrimRight(t.s, cutset)
	return text{s, t.from[:len(s)]}
}

func concat(parts ...text) text {
	var out text
	for _, p := range parts {
		out.s += p.s
		out.from = append(out.from, p.from...)
	}
	return out
}

// cell makes text safe inside a Markdown table cell: one line, with its
// pipes escaped.
func cell(t text) text {
	t = t.trimSpace()
	var b strings.Builder
	var from []origin
	for i := 0; i < len(t.s); i++ {
		switch c := t.s[i]; c {
		case '\n':
			b.WriteByte(' ')
		case '|':
			// The escape comes from the pipe it escapes.
			b.WriteString(`\|`)
			from = append(from, t.from[i])
		default:
			b.WriteByte(c)
		}
		from = append(from, t.from[i])
	}
	return text{b.String(), from}
}

// line makes text one line, for a list item's paragraph.
func line(t text) text {
	t = t.trimSpace()
	return text{strings.ReplaceAll(t.s, "\n", " "), t.from}
}

// code writes text as a code span; a backtick in it becomes a quote.
func code(t text) text {
	if t.s == "" {
		return text{}
	}
	first, last := t.from[0], t.from[len(t.from)-1]
	return concat(text{"`", []origin{first}}, text{strings.ReplaceAll(t.s, "`", "'"), t.from}, text{"`", []origin{last}})
}

// writer builds a page's Markdown and its Sources.
type writer struct {
	b       strings.Builder
	sources []Source
}

func (w *writer) write(parts ...text) {
	for _, p := range parts {
		for i, o := range p.from {
			at := w.b.Len() + i
			if n := len(w.sources); n > 0 {
				prev := w.sources[n-1]
				follows := prev.Offset >= 0 && o.offset == prev.Offset+(at-prev.Start)
				if prev.Pointer == o.pointer && (follows || prev.Offset < 0 && o.offset < 0) {
					continue
				}
			}
			w.sources = append(w.sources, Source{Start: at, Pointer: o.pointer, Offset: o.offset})
		}
		w.b.WriteString(p.s)
	}
}

func (w *writer) page(title, description string) Page {
	return Page{Title: title, Description: description, Markdown: w.b.String(), Sources: w.sources}
}
