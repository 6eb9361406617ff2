// Package formpage answers a failed no-JavaScript form submission with the
// prerendered form page itself, filled back in with what the user typed and
// with each error shown next to its field and in the error summary.
//
// The page's markup contract (shared with the site's form component):
// controls carry name="<field>"; the element with data-error-for="<field>"
// receives that field's error text; the element with data-error-summary
// receives a list of all errors, each linking to its field, in its own list
// (its first ul or ol, the component's styled [data-part=list]) or, when it
// has none, in a list appended to it. Both start
// hidden. All text goes into the tree as text nodes and attribute values,
// so the HTML renderer escapes it.
package formpage

import (
	"bytes"
	"html/template"
	"maps"
	"net/url"
	"slices"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// FieldError is one message for one field of the form.
type FieldError struct {
	Field   string // the control's name
	Message string // a full sentence, e.g. "Work email must be a valid email address."
}

// Fill returns page with values filled into its form controls and errs
// shown in its error slots.
func Fill(page []byte, values url.Values, errs []FieldError) ([]byte, error) {
	doc, err := html.Parse(bytes.NewReader(page))
	if err != nil {
		return nil, err
	}
	firstError := map[string]string{}
	for _, e := range errs {
		if _, ok := firstError[e.Field]; !ok {
			firstError[e.Field] = e.Message
		}
	}
	// The summary links each error to the field's own id (a control, or a
	// fieldset grouping checkboxes, whose id is the field name), else to the
	// first control of that name that has an id.
	groupIDs := map[string]bool{}
	controlIDs := map[string]string{}
	var summary *html.Node

	for n := range doc.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		id := attr(n, "id")
		if id != "" && (n.DataAtom == atom.Fieldset || isControl(n)) {
			groupIDs[id] = true
		}
		if name := attr(n, "name"); name != "" && isControl(n) {
			if _, known := controlIDs[name]; !known && id != "" {
				controlIDs[name] = id
			}
			fillControl(n, values[name])
			if _, bad := firstError[name]; bad {
				setAttr(n, "aria-invalid", "true")
			}
		}
		if field, ok := attrOK(n, "data-error-for"); ok {
			if msg, bad := firstError[field]; bad {
				setText(n, msg)
				removeAttr(n, "hidden")
			}
		}
		if _, ok := attrOK(n, "data-error-summary"); ok && summary == nil {
			summary = n
		}
	}
	if summary != nil && len(errs) > 0 {
		// The summary's own list (the component's [data-part=list], styled
		// and inside its alert), else a list of our own at its end.
		var list *html.Node
		for n := range summary.Descendants() {
			if n.Type == html.ElementNode && (n.DataAtom == atom.Ul || n.DataAtom == atom.Ol) {
				list = n
				break
			}
		}
		if list == nil {
			list = &html.Node{Type: html.ElementNode, Data: "ul", DataAtom: atom.Ul}
			summary.AppendChild(list)
		}
		for c := list.FirstChild; c != nil; c = list.FirstChild {
			list.RemoveChild(c)
		}
		for _, e := range errs {
			li := &html.Node{Type: html.ElementNode, Data: "li", DataAtom: atom.Li}
			text := &html.Node{Type: html.TextNode, Data: e.Message}
			id, ok := controlIDs[e.Field]
			if groupIDs[e.Field] {
				id, ok = e.Field, true
			}
			if ok {
				a := &html.Node{Type: html.ElementNode, Data: "a", DataAtom: atom.A,
					Attr: []html.Attribute{{Key: "href", Val: "#" + id}}}
				a.AppendChild(text)
				li.AppendChild(a)
			} else {
				li.AppendChild(text)
			}
			list.AppendChild(li)
		}
		removeAttr(summary, "hidden")
	}

	var out bytes.Buffer
	if err := html.Render(&out, doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

func isControl(n *html.Node) bool {
	return n.DataAtom == atom.Input || n.DataAtom == atom.Select || n.DataAtom == atom.Textarea
}

// fillControl puts the submitted values back into one control.
func fillControl(n *html.Node, values []string) {
	switch n.DataAtom {
	case atom.Input:
		switch strings.ToLower(attr(n, "type")) {
		case "hidden", "password", "submit", "button", "reset", "image", "file":
			// Not the user's typing, or not to be echoed.
		case "checkbox", "radio":
			value, ok := attrOK(n, "value")
			if !ok {
				value = "on" // what a browser sends for a checkbox without a value
			}
			if slices.Contains(values, value) {
				setAttr(n, "checked", "")
			} else {
				removeAttr(n, "checked")
			}
		default:
			if len(values) > 0 {
				setAttr(n, "value", values[0])
			}
		}
	case atom.Select:
		for opt := range n.Descendants() {
			if opt.Type != html.ElementNode || opt.DataAtom != atom.Option {
				continue
			}
			value, ok := attrOK(opt, "value")
			if !ok {
				value = strings.TrimSpace(textOf(opt))
			}
			if slices.Contains(values, value) {
				setAttr(opt, "selected", "")
			} else {
				removeAttr(opt, "selected")
			}
		}
	case atom.Textarea:
		if len(values) > 0 {
			setText(n, values[0])
		}
	}
}

func textOf(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return b.String()
}

func setText(n *html.Node, text string) {
	for c := n.FirstChild; c != nil; c = n.FirstChild {
		n.RemoveChild(c)
	}
	n.AppendChild(&html.Node{Type: html.TextNode, Data: text})
}

func attr(n *html.Node, key string) string {
	v, _ := attrOK(n, key)
	return v
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func setAttr(n *html.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Namespace == "" && a.Key == key {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: key, Val: val})
}

func removeAttr(n *html.Node, key string) {
	n.Attr = slices.DeleteFunc(n.Attr, func(a html.Attribute) bool { return a.Namespace == "" && a.Key == key })
}

var fallbackPage = template.Must(template.New("fallback").Parse(`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Please check your request</title></head>
<body>
<main>
<h1>Please check your request</h1>
<ul>{{range .Errors}}<li>{{.Message}}</li>{{end}}</ul>
<p>This is what you sent; go back to the form to correct it.</p>
<dl>{{range .Values}}<dt>{{.Name}}</dt><dd>{{.Value}}</dd>{{end}}</dl>
</main>
</body>
</html>
`))

// Fallback is a plain page with the errors and the submitted values, for
// when the prerendered form page is not available.
func Fallback(values url.Values, errs []FieldError) []byte {
	type pair struct{ Name, Value string }
	var pairs []pair
	for _, name := range slices.Sorted(maps.Keys(values)) {
		pairs = append(pairs, pair{name, strings.Join(values[name], ", ")})
	}
	var out bytes.Buffer
	// The template is fixed and the data is strings: Execute cannot fail.
	_ = fallbackPage.Execute(&out, struct {
		Errors []FieldError
		Values []pair
	}{errs, pairs})
	return out.Bytes()
}
