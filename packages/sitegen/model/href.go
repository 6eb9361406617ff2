package model

// Href is the route (with its anchor) of the doc that shows a status, a
// transition or a field: what Ref links to, for pages that link a claim to
// its proof instead of printing the reference.
func (m *Model) Href(kind, target string) (string, error) {
	_, href, err := m.ref(kind, target)
	return href, err
}
