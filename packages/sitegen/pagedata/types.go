package pagedata

import (
	"github.com/freightlane/website/packages/sitegen/docsnav"
	"github.com/freightlane/website/packages/sitegen/markdown"
	"github.com/freightlane/website/packages/sitegen/routes"
)

// ByKind is each page kind's data type: the one declaration of what a
// page's "data" holds. Every kind of routes.Kinds has one (a test checks).
var ByKind = map[routes.Kind]any{
	routes.Home:              Home{},
	routes.SolutionsIndex:    SolutionsIndex{},
	routes.Solution:          Solution{},
	routes.IntegrationsIndex: IntegrationsIndex{},
	routes.Integration:       Integration{},
	routes.Careers:           Careers{},
	routes.RequestDemo:       RequestDemo{},
	routes.ThankYou:          ThankYou{},
	routes.Page:              MarkdownPage{},
	routes.Doc:               Doc{},
	routes.DocCategory:       DocCategory{},
	routes.Search:            Search{},
	routes.NotFound:          NotFound{},
}

// The shapes below follow the YAML of content/ (schemas/*.schema.json say
// what content may hold): a Markdown field comes with its rendered sibling
// "<field>Html". Fields the pipeline adds are marked so.

// Action is a link shown as a button.
type Action struct {
	Label string `json:"label"`
	To    string `json:"to"`
}

// CallToAction closes a marketing page.
type CallToAction struct {
	Title           string  `json:"title"`
	Text            string  `json:"text"`
	PrimaryAction   Action  `json:"primaryAction"`
	SecondaryAction *Action `json:"secondaryAction,omitempty"`
}

// IconItem is a titled text with an icon.
type IconItem struct {
	Icon  string `json:"icon"`
	Title string `json:"title"`
	Text  string `json:"text"`
}

// Capability is one thing a solution does, with what implements it.
type Capability struct {
	Icon  string `json:"icon"`
	Title string `json:"title"`
	Text  string `json:"text"`
	// HowItWorks is the route of the doc the first of its proofs shows
	// (package sitegen/claims); the proofs are checked by the build and
	// left out of the page data.
	HowItWorks string `json:"howItWorks"`
}

// ExampleRecord is an example record drawn as the platform's screen shows
// it: the pipeline puts the content's values under their screen labels from
// the entity model, the ones with a place of their own in it and the others
// in Fields, and adds the status path (package sitegen's resolveRecords).
type ExampleRecord struct {
	Caption     string          `json:"caption"`
	Number      LabelledValue   `json:"number"`
	Kind        *LabelledValue  `json:"kind,omitempty"`
	Status      LabelledValue   `json:"status"`
	Party       *LabelledValue  `json:"party,omitempty"`
	Origin      *LabelledValue  `json:"origin,omitempty"`
	Destination *LabelledValue  `json:"destination,omitempty"`
	Fields      []LabelledValue `json:"fields"`
	StatusPath  []string        `json:"statusPath"`
}

// LabelledValue is a value of an example record under its screen label.
type LabelledValue struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// TitledText is a titled text.
type TitledText struct {
	Title string `json:"title"`
	Text  string `json:"text"`
}

// SolutionSummary is one entry of the solutions list a marketing page
// carries (added by the pipeline).
type SolutionSummary struct {
	ID             string `json:"id"`
	Title          string `json:"title"`
	Icon           string `json:"icon"`
	NavDescription string `json:"navDescription"`
	Path           string `json:"path"`
}

// IntegrationSummary is one entry of the integrations list a marketing
// page carries (added by the pipeline).
type IntegrationSummary struct {
	ID            string `json:"id"`
	Title         string `json:"title"`
	Summary       string `json:"summary"`
	Category      string `json:"category"`
	CategoryLabel string `json:"categoryLabel"`
	Path          string `json:"path"`
	// MarkPath is the SVG path of the partner's simple-icons mark (content's
	// `mark`); null: a lettermark stands in.
	MarkPath *string `json:"markPath"`
	// MarkViewBox is the box MarkPath covers, so the mark is sized by its own
	// aspect ratio; null with MarkPath.
	MarkViewBox *string `json:"markViewBox"`
}

// ListedIntegration is an integration a home or solution page lists, as
// its card draws it (linked by id).
type ListedIntegration struct {
	ID            string  `json:"id"`
	Title         string  `json:"title"`
	Summary       string  `json:"summary"`
	CategoryLabel string  `json:"categoryLabel"`
	MarkPath      *string `json:"markPath"`
	MarkViewBox   *string `json:"markViewBox"`
}

// PageTitle is another page's id and title.
type PageTitle struct {
	ID    string `json:"id"`
	Title string `json:"title"`
}

// Home is the home page's data (content/home.yaml).
type Home struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Hero        struct {
		Title           string `json:"title"`
		Lead            string `json:"lead"`
		Illustration    string `json:"illustration,omitempty"`
		IllustrationAlt string `json:"illustrationAlt,omitempty"`
		PrimaryAction   Action `json:"primaryAction"`
		SecondaryAction Action `json:"secondaryAction"`
		// Record is the product shown beside the statement, in place of
		// the illustration.
		Record *ExampleRecord `json:"record,omitempty"`
	} `json:"hero"`
	Solutions struct {
		Title string `json:"title"`
		Intro string `json:"intro"`
		Items []struct {
			Slug string `json:"slug"`
			Icon string `json:"icon"`
			Text string `json:"text"`
			// HowItWorks is the doc its first proof shows; the card itself
			// links to the solution page, where each claim has its own proof.
			HowItWorks string `json:"howItWorks"`
		} `json:"items"`
		Action Action `json:"action"`
	} `json:"solutions"`
	LowCode struct {
		Title   string       `json:"title"`
		Intro   string       `json:"intro"`
		Points  []Capability `json:"points"`
		Example struct {
			Caption string `json:"caption"`
			Format  string `json:"format"`
		} `json:"example"`
		Links []Action `json:"links"`
	} `json:"lowCode"`
	Integrations struct {
		Title  string   `json:"title"`
		Text   string   `json:"text"`
		IDs    []string `json:"ids"`
		Action Action   `json:"action"`
	} `json:"integrations"`
	ShipmentFlow struct {
		Title  string     `json:"title"`
		Intro  string     `json:"intro"`
		Stages []IconItem `json:"stages"`
		Action *Action    `json:"action,omitempty"`
	} `json:"shipmentFlow"`
	CallToAction CallToAction `json:"callToAction"`
	// HTML is LowCode.Example's code, highlighted at build time as the
	// docs' code is (its YAML source stays in the content): the content of
	// the page's one Markdown element, so its data file carries it as a
	// docs page's body (TakeBody), empty in the JSON.
	HTML string `json:"html"`
	// SolutionList names the solution pages the solution cards link to.
	SolutionList []PageTitle `json:"solutionList"`
	// IntegrationList holds the integrations Integrations.IDs lists, the
	// only ones the page draws.
	IntegrationList []ListedIntegration `json:"integrationList"`
}

// SolutionsIndex is /solutions (content/solutions/index.yaml).
type SolutionsIndex struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Intro       string `json:"intro"`
	Comparison  struct {
		Title   string `json:"title"`
		Columns struct {
			Solution     string `json:"solution"`
			WhoFor       string `json:"whoFor"`
			TypicalWork  string `json:"typicalWork"`
			KeyDocuments string `json:"keyDocuments"`
		} `json:"columns"`
		Rows []struct {
			Slug         string   `json:"slug"`
			WhoFor       string   `json:"whoFor"`
			TypicalWork  string   `json:"typicalWork"`
			KeyDocuments []string `json:"keyDocuments"`
		} `json:"rows"`
	} `json:"comparison"`
	Combining struct {
		Title    string `json:"title"`
		Text     string `json:"text"`
		TextHTML string `json:"textHtml"`
	} `json:"combining"`
	CallToAction    CallToAction         `json:"callToAction"`
	SolutionList    []SolutionSummary    `json:"solutionList"`
	IntegrationList []IntegrationSummary `json:"integrationList"`
}

// Solution is one solution's page (content/solutions/<slug>.yaml).
type Solution struct {
	Slug            string `json:"slug"`
	Title           string `json:"title"`
	Description     string `json:"description"`
	NavDescription  string `json:"navDescription"`
	Icon            string `json:"icon"`
	Illustration    string `json:"illustration"`
	IllustrationAlt string `json:"illustrationAlt"`
	Hero            struct {
		Headline string `json:"headline"`
		Lead     string `json:"lead"`
	} `json:"hero"`
	Problems struct {
		Title string       `json:"title"`
		Items []TitledText `json:"items"`
	} `json:"problems"`
	Capabilities struct {
		Title string       `json:"title"`
		Intro string       `json:"intro,omitempty"`
		Items []Capability `json:"items"`
	} `json:"capabilities"`
	Workflow struct {
		Title string `json:"title"`
		Intro string `json:"intro,omitempty"`
		Steps []struct {
			Title    string `json:"title"`
			Text     string `json:"text"`
			TextHTML string `json:"textHtml"`
		} `json:"steps"`
		Record *ExampleRecord `json:"record,omitempty"`
	} `json:"workflow"`
	Integrations struct {
		Title string   `json:"title"`
		Text  string   `json:"text,omitempty"`
		IDs   []string `json:"ids"`
	} `json:"integrations"`
	FAQ struct {
		Title string `json:"title"`
		Items []struct {
			Question   string `json:"question"`
			Answer     string `json:"answer"`
			AnswerHTML string `json:"answerHtml"`
		} `json:"items"`
	} `json:"faq"`
	CallToAction CallToAction `json:"callToAction"`
	// IntegrationList holds the integrations Integrations.IDs lists, the
	// only ones the page draws.
	IntegrationList []ListedIntegration `json:"integrationList"`
}

// IntegrationCategory is one category of integrations.
type IntegrationCategory struct {
	ID          string `json:"id"`
	Label       string `json:"label"`
	Description string `json:"description"`
}

// IntegrationsIndex is /integrations (content/integrations/index.yaml).
type IntegrationsIndex struct {
	Title        string                `json:"title"`
	Description  string                `json:"description"`
	Intro        string                `json:"intro"`
	IntroHTML    string                `json:"introHtml"`
	Categories   []IntegrationCategory `json:"categories"`
	BuildYourOwn *struct {
		Title    string   `json:"title"`
		Body     string   `json:"body"`
		BodyHTML string   `json:"bodyHtml"`
		Links    []Action `json:"links"`
	} `json:"buildYourOwn,omitempty"`
	SolutionList    []SolutionSummary    `json:"solutionList"`
	IntegrationList []IntegrationSummary `json:"integrationList"`
}

// DataFlow is what an integration exchanges in one direction.
type DataFlow struct {
	Direction string `json:"direction" ts:"'outbound' | 'inbound' | 'both'"`
	Data      string `json:"data"`
	Detail    string `json:"detail"`
	// HowItWorks is the flow's proof, as on a Capability.
	HowItWorks string `json:"howItWorks"`
}

// Integration is one integration's page (content/integrations/<id>.md).
type Integration struct {
	ID            string     `json:"id"`
	Title         string     `json:"title"`
	Category      string     `json:"category"`
	CategoryLabel string     `json:"categoryLabel"` // added by the pipeline
	Summary       string     `json:"summary"`
	Mark          string     `json:"mark,omitempty"`        // a simple-icons slug
	MarkPath      string     `json:"markPath,omitempty"`    // added by the pipeline: the mark's SVG path
	MarkViewBox   string     `json:"markViewBox,omitempty"` // added by the pipeline: the box the path covers
	Website       string     `json:"website,omitempty"`
	DataFlows     []DataFlow `json:"dataFlows"`
	// Tasks are the workflow task groups its workflows use, linked to their
	// reference pages (added by the pipeline from the content's
	// workflowTasks slugs).
	Tasks      []TaskLink `json:"tasks"`
	Setup      []string   `json:"setup"`
	SetupHTML  []string   `json:"setupHtml"`
	Limits     []string   `json:"limits"`
	LimitsHTML []string   `json:"limitsHtml"`
	// CallToAction closes the page (added by the pipeline: the one in
	// content/integrations/index.yaml, naming this integration).
	CallToAction CallToAction `json:"callToAction"`
	Rendered
}

// TaskLink is a workflow task group by the name workflows call it by,
// linked to its reference page.
type TaskLink struct {
	Name string `json:"name"`
	Href string `json:"href"`
}

// Rendered is a page's rendered Markdown body (added by the pipeline).
// Its data file carries HTML after the JSON (TakeBody), empty in it.
type Rendered struct {
	HTML string             `json:"html"`
	TOC  []markdown.Heading `json:"toc"`
}

// bodied is the data of a page kind that shows a rendered body in its one
// Markdown element.
type bodied interface{ takeBody() string }

func (r *Rendered) takeBody() string {
	body := r.HTML
	r.HTML = ""
	return body
}

func (h *Home) takeBody() string {
	body := h.HTML
	h.HTML = ""
	return body
}

// TakeBody empties the body of a page's data (a pointer to its kind's
// type) and returns it, and whether the kind has one: the data file
// carries it after the page's JSON (see the package doc).
func TakeBody(data any) (string, bool) {
	b, ok := data.(bodied)
	if !ok {
		return "", false
	}
	return b.takeBody(), true
}

// Salary is a role's pay range.
type Salary struct {
	Min      int    `json:"min"`
	Max      int    `json:"max"`
	Currency string `json:"currency"`
	Per      string `json:"per" ts:"'year' | 'hour'"`
	Note     string `json:"note,omitempty"`
}

// Careers is /careers (content/careers.yaml).
type Careers struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Intro       struct {
		Headline string `json:"headline"`
		Text     string `json:"text"`
		TextHTML string `json:"textHtml"`
	} `json:"intro"`
	Hiring struct {
		Title  string `json:"title"`
		Intro  string `json:"intro,omitempty"`
		Stages []struct {
			Title    string `json:"title"`
			Text     string `json:"text"`
			Duration string `json:"duration,omitempty"`
		} `json:"stages"`
	} `json:"hiring"`
	Benefits struct {
		Title string     `json:"title"`
		Items []IconItem `json:"items"`
	} `json:"benefits"`
	Roles struct {
		Title   string `json:"title"`
		Intro   string `json:"intro,omitempty"`
		NoMatch string `json:"noMatch,omitempty"`
		Items   []struct {
			ID               string   `json:"id"`
			Title            string   `json:"title"`
			Team             string   `json:"team"`
			Location         string   `json:"location"`
			Type             string   `json:"type"`
			Salary           Salary   `json:"salary"`
			Summary          string   `json:"summary"`
			ApplyEmail       string   `json:"applyEmail"`
			Responsibilities []string `json:"responsibilities,omitempty"`
			Requirements     []string `json:"requirements,omitempty"`
			NiceToHave       []string `json:"niceToHave,omitempty"`
		} `json:"items"`
	} `json:"roles"`
	CallToAction *CallToAction `json:"callToAction,omitempty"`
}

// ThankYou is /request-demo/thank-you (request-demo.yaml's thankYou).
type ThankYou struct {
	Title       string `json:"title"`
	Description string `json:"description,omitempty"`
	Message     string `json:"message"`
	NextSteps   *struct {
		Title string `json:"title"`
		Items []struct {
			Label string `json:"label"`
			Text  string `json:"text"`
			To    string `json:"to"`
		} `json:"items"`
	} `json:"nextSteps,omitempty"`
}

// RequestDemo is /request-demo (content/request-demo.yaml).
type RequestDemo struct {
	Title        string `json:"title"`
	Description  string `json:"description"`
	Intro        string `json:"intro"`
	AfterRequest struct {
		Title string       `json:"title"`
		Steps []TitledText `json:"steps"`
	} `json:"afterRequest"`
	Privacy struct {
		Title    string `json:"title"`
		Text     string `json:"text"`
		TextHTML string `json:"textHtml"`
	} `json:"privacy"`
	FieldHelp       map[string]string `json:"fieldHelp" ts:"Partial<Record<string, string>>"`
	ConsentLabel    string            `json:"consentLabel"`
	SubmitLabel     string            `json:"submitLabel"`
	SubmittingLabel string            `json:"submittingLabel"`
	ThankYou        ThankYou          `json:"thankYou"`
}

// MarkdownPage is a page of content/pages/.
type MarkdownPage struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Rendered
}

// DocNav is what every docs page carries for its navigation (added by the
// pipeline).
type DocNav struct {
	SidebarItems []*docsnav.Item `json:"sidebarItems,omitempty"`
	// SidebarLabel names the guide the sidebar is (content/docs/sidebars.yaml: "User manual").
	SidebarLabel string             `json:"sidebarLabel,omitempty"`
	Breadcrumbs  []docsnav.Crumb    `json:"breadcrumbs" ts:",nullable"`
	Prev         *docsnav.Neighbour `json:"prev"`
	Next         *docsnav.Neighbour `json:"next"`
}

// Doc is a docs page.
type Doc struct {
	DocID string `json:"docId"`
	// Generated names the reference folder a generated page comes from.
	Generated   string `json:"generated,omitempty"`
	LastUpdated string `json:"lastUpdated,omitempty"`
	EditURL     string `json:"editUrl,omitempty"`
	Rendered
	DocNav
}

// Card is one entry of a category page.
type Card struct {
	Type        string `json:"type" ts:"'link' | 'category'"`
	Label       string `json:"label"`
	Href        string `json:"href"`
	Description string `json:"description,omitempty"`
	// ItemCount is how many items a category card holds.
	ItemCount int `json:"itemCount,omitempty"`
}

// DocCategory is a sidebar category's page of cards.
type DocCategory struct {
	Items []Card `json:"items"`
	DocNav
}

// Search is the search page: its data is empty.
type Search struct{}

// NotFound is the page shown for a path no route has
// (content/not-found.yaml); the main sections it links come from the
// navbar.
type NotFound struct {
	Title       string `json:"title"`
	Description string `json:"description"`
	Heading     string `json:"heading"`
	Message     string `json:"message"`
	Hint        string `json:"hint"`
	Search      struct {
		Label       string `json:"label"`
		Placeholder string `json:"placeholder"`
		Button      string `json:"button"`
	} `json:"search"`
	SectionsTitle string `json:"sectionsTitle"`
}
