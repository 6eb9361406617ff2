// Package routes names the kinds of page the site has and where a route's
// data file lives. Kinds is the one list of page kinds: the generator makes
// routes of these kinds only, package pagedata declares each one's data,
// and the site app's registry is typed by the list generated from it.
package routes

import "strings"

// Kind is a kind of page: it picks the page component that renders it.
type Kind string

// The page kinds.
const (
	Home              Kind = "home"
	SolutionsIndex    Kind = "solutionsIndex"
	Solution          Kind = "solution"
	IntegrationsIndex Kind = "integrationsIndex"
	Integration       Kind = "integration"
	Careers           Kind = "careers"
	RequestDemo       Kind = "requestDemo"
	ThankYou          Kind = "thankYou"
	// Page is a Markdown page below content/pages/.
	Page Kind = "page"
	// Doc is a docs page: a Markdown file below content/docs/ or a page
	// generated from the platform reference.
	Doc Kind = "doc"
	// DocCategory is a sidebar category's page of cards.
	DocCategory Kind = "docCategory"
	Search      Kind = "search"
	// NotFound is the page shown for a path no route has: the server
	// answers it (NotFoundFile) with status 404, and the app shows its data
	// for an unknown route.
	NotFound Kind = "notFound"
)

// Kinds lists every page kind, in the order the app's registry lists them.
var Kinds = []Kind{Home, SolutionsIndex, Solution, IntegrationsIndex, Integration, Careers, RequestDemo, ThankYou, Page, Doc, DocCategory, Search, NotFound}

// IsDocs tells whether pages of the kind belong to the docs (a sidebar,
// breadcrumbs and neighbours).
func (k Kind) IsDocs() bool { return k == Doc || k == DocCategory }

// NotFoundPath is the route of the not-found page (content/not-found.yaml).
const NotFoundPath = "/404"

// NotFoundFile is the not-found page's HTML file in the site, which the
// server and static hosts answer a path no route has with.
const NotFoundFile = "404.html"

// PageFileExt ends the name of every page file (see package pagedata).
const PageFileExt = ".page"

// DataFile is where a route's page file lives below the data folder: "/"
// is index.page, "/docs/intro" is docs/intro.page.
func DataFile(route string) string {
	if route == "/" {
		return "index" + PageFileExt
	}
	return strings.TrimPrefix(route, "/") + PageFileExt
}

// IntegrationPath is the route of an integration's page, by its id.
func IntegrationPath(id string) string { return "/integrations/" + id }
