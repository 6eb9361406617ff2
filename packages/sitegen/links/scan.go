package links

import (
	"bytes"
	"html"
	"strings"
)

// ScanHTML returns the ids of an HTML document's elements and the hrefs of
// its <a> elements, in document order, as an HTML tokenizer would read them
// (tag and attribute names in any case, values quoted or not, character
// references decoded), passing over comments, end tags and the contents of
// raw-text elements such as <script>. It looks only for what the link check
// needs, a tenth of the work of a full tokenizer on a built page: most of a
// page is text and the JSON of its data script, skipped with bytes.Index.
func ScanHTML(doc []byte) (ids, hrefs []string) {
	p := ScanPage(doc)
	return p.IDs, p.Hrefs
}

// Page is what ScanPage reads of an HTML document.
type Page struct {
	IDs, Hrefs []string
	// Scripts are the texts of its inline scripts that run (no src, no
	// type or a JavaScript one), Styles those of its <style> elements, in
	// document order, as the browser hashes them for a Content-Security-
	// Policy (line endings normalised, no references decoded): what the
	// host files' policy allows, read in the link check's pass.
	Scripts, Styles []string
}

// ScanPage is ScanHTML that also reads the page's inline scripts and styles.
func ScanPage(doc []byte) Page {
	var page Page
	ids, hrefs := &page.IDs, &page.Hrefs
	for i := 0; i < len(doc); {
		lt := bytes.IndexByte(doc[i:], '<')
		if lt < 0 {
			break
		}
		i += lt + 1
		switch {
		case i >= len(doc):
		case bytes.HasPrefix(doc[i:], []byte("!--")):
			i = skipPast(doc, i+3, "-->")
		case doc[i] == '!' || doc[i] == '?' || doc[i] == '/':
			// A doctype, processing instruction or end tag: nothing to read.
			i = skipPast(doc, i, ">")
		case isASCIILetter(doc[i]):
			var name []byte
			name, i = readTagName(doc, i)
			// As in the tokenizer, an attribute given twice counts the
			// first time, and a tag the document ends inside is no tag.
			var id, href []byte
			var hasID, hasHref, closed bool
			runs := true // as inlinescript's executableInline reads a <script>'s attributes
			i, closed = readAttributes(doc, i, func(key, val []byte) {
				switch {
				case string(key) == "id" && !hasID:
					id, hasID = val, true
				case string(key) == "href" && !hasHref:
					href, hasHref = val, true
				case string(key) == "src":
					runs = false
				case string(key) == "type":
					switch strings.ToLower(strings.TrimSpace(decode(val))) {
					case "", "module", "text/javascript", "application/javascript":
					default:
						runs = false
					}
				}
			})
			if !closed {
				break
			}
			if hasID {
				*ids = append(*ids, decode(id))
			}
			if hasHref && string(name) == "a" {
				*hrefs = append(*hrefs, decode(href))
			}
			if string(name) == "plaintext" {
				i = len(doc) // its text runs to the end of the document
			} else if rawText[string(name)] {
				start := i
				var end int
				i, end = rawTextEnd(doc, i, name)
				switch {
				case string(name) == "script" && runs:
					page.Scripts = append(page.Scripts, rawTextOf(doc[start:end]))
				case string(name) == "style":
					page.Styles = append(page.Styles, rawTextOf(doc[start:end]))
				}
			}
		}
	}
	return page
}

// rawTextOf is a raw-text element's text as the tokenizer gives it: its
// bytes, with "\r\n" and "\r" read as "\n".
func rawTextOf(b []byte) string {
	if bytes.IndexByte(b, '\r') < 0 {
		return string(b)
	}
	return strings.ReplaceAll(strings.ReplaceAll(string(b), "\r\n", "\n"), "\r", "\n")
}

// rawText are the elements whose contents are text up to their end tag, as
// golang.org/x/net/html's tokenizer has them.
var rawText = map[string]bool{
	"iframe": true, "noembed": true, "noframes": true, "noscript": true,
	"script": true, "style": true, "textarea": true, "title": true, "xmp": true,
}

func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isSpace(c byte) bool { return c == ' ' || c == '\n' || c == '\t' || c == '\r' || c == '\f' }

// skipPast returns the offset after the next end at or after i, or the end
// of the document.
func skipPast(doc []byte, i int, end string) int {
	at := bytes.Index(doc[i:], []byte(end))
	if at < 0 {
		return len(doc)
	}
	return i + at + len(end)
}

// readTagName reads a tag name at i, lowercased.
func readTagName(doc []byte, i int) ([]byte, int) {
	start := i
	for i < len(doc) && !isSpace(doc[i]) && doc[i] != '/' && doc[i] != '>' {
		i++
	}
	return bytes.ToLower(doc[start:i]), i
}

// readAttributes reads a start tag's attributes from i, calling attr with
// each lowercased name and raw value, and returns the offset after the tag
// and whether the tag was closed before the end of the document.
func readAttributes(doc []byte, i int, attr func(key, val []byte)) (int, bool) {
	for {
		for i < len(doc) && (isSpace(doc[i]) || doc[i] == '/') {
			i++
		}
		if i >= len(doc) {
			return i, false
		}
		if doc[i] == '>' {
			return i + 1, true
		}
		start := i
		// As in the tokenizer, a name's first character may be '='.
		i++
		for i < len(doc) && !isSpace(doc[i]) && doc[i] != '/' && doc[i] != '>' && doc[i] != '=' {
			i++
		}
		key := bytes.ToLower(doc[start:i])
		j := i
		for j < len(doc) && isSpace(doc[j]) {
			j++
		}
		if j >= len(doc) || doc[j] != '=' {
			attr(key, nil)
			i = j
			continue
		}
		j++
		for j < len(doc) && isSpace(doc[j]) {
			j++
		}
		var val []byte
		switch {
		case j >= len(doc):
		case doc[j] == '"' || doc[j] == '\'':
			end := bytes.IndexByte(doc[j+1:], doc[j])
			if end < 0 {
				val, j = doc[j+1:], len(doc)
			} else {
				val, j = doc[j+1:j+1+end], j+2+end
			}
		default:
			start := j
			for j < len(doc) && !isSpace(doc[j]) && doc[j] != '>' {
				j++
			}
			val = doc[start:j]
		}
		attr(key, val)
		i = j
	}
}

// rawTextEnd returns the offset after the end tag of the raw-text element
// name whose contents start at i, and the offset where its contents end.
func rawTextEnd(doc []byte, i int, name []byte) (after, end int) {
	for i < len(doc) {
		at := bytes.Index(doc[i:], []byte("</"))
		if at < 0 {
			return len(doc), len(doc)
		}
		i += at + 2
		if i+len(name) <= len(doc) && bytes.EqualFold(doc[i:i+len(name)], name) {
			if k := i + len(name); k == len(doc) || isSpace(doc[k]) || doc[k] == '/' || doc[k] == '>' {
				return skipPast(doc, k, ">"), i - 2
			}
		}
	}
	return i, i
}

// decode turns an attribute value's character references into text.
func decode(val []byte) string {
	if bytes.IndexByte(val, '&') < 0 {
		return string(val)
	}
	return html.UnescapeString(string(val))
}
