package pagedata

// Layout is what every page shows around its own data (site.json):
// content/site.yaml, navbar.yaml and footer.yaml. Optional objects and
// booleans are pointers, so that a value the content gives (false
// included) is written and one it leaves out is not.
type Layout struct {
	Site   SiteConfig `json:"site"`
	Navbar Navbar     `json:"navbar"`
	Footer Footer     `json:"footer"`
	// NotFoundRoute is the route whose data the app shows for a path no
	// route has (added by the pipeline), empty when the content has no
	// not-found page.
	NotFoundRoute string `json:"notFoundRoute,omitempty"`
}

// SiteConfig is content/site.yaml.
type SiteConfig struct {
	Title         string `json:"title"`
	Tagline       string `json:"tagline"`
	URL           string `json:"url"`
	BaseURL       string `json:"baseUrl"`
	Version       string `json:"version"`
	Locale        string `json:"locale,omitempty"`
	CopyrightYear int    `json:"copyrightYear"`
	Storybook     *struct {
		Path string `json:"path"`
	} `json:"storybook,omitempty"`
	ColorMode    *ColorMode    `json:"colorMode,omitempty"`
	Announcement *Announcement `json:"announcement,omitempty"`
	CookieBanner *CookieBanner `json:"cookieBanner,omitempty"`
	Legal        *Legal        `json:"legal,omitempty"`
	Docs         *DocsConfig   `json:"docs,omitempty"`
	Search       *SearchConfig `json:"search,omitempty"`
	// Insights are the docs insights, off unless enabled.
	Insights *struct {
		Enabled  bool   `json:"enabled"`
		Endpoint string `json:"endpoint,omitempty"`
	} `json:"insights,omitempty"`
	DemoRequest *struct {
		// Endpoint is where the form posts (another host on static
		// hosting); empty: the site's own server.
		Endpoint string `json:"endpoint,omitempty"`
	} `json:"demoRequest,omitempty"`
}

// ColorMode is the site's light and dark setting.
type ColorMode struct {
	DefaultMode               string `json:"defaultMode,omitempty" ts:"'light' | 'dark'"`
	DisableSwitch             *bool  `json:"disableSwitch,omitempty"`
	RespectPrefersColorScheme *bool  `json:"respectPrefersColorScheme,omitempty"`
}

// Announcement is the bar above the navbar.
type Announcement struct {
	ID        string `json:"id"`
	Content   string `json:"content"`
	Closeable *bool  `json:"closeable,omitempty"`
	// HTML is Content rendered (added by the pipeline).
	HTML string `json:"html"`
}

// CookieBanner is the notice of what the site stores.
type CookieBanner struct {
	Message     string  `json:"message"`
	AcceptLabel string  `json:"acceptLabel"`
	Link        *Action `json:"link,omitempty"`
}

// Legal are the facts the legal pages name ({site.legal...}).
type Legal struct {
	Controller struct {
		Name          string   `json:"name"`
		Address       []string `json:"address"`
		Register      string   `json:"register,omitempty"`
		PrivacyEmail  string   `json:"privacyEmail"`
		SecurityEmail string   `json:"securityEmail"`
	} `json:"controller"`
	SupervisoryAuthority string `json:"supervisoryAuthority"`
	Retention            struct {
		LeadMonths int `json:"leadMonths"`
	} `json:"retention"`
	Processors struct {
		Hosting Processor `json:"hosting"`
		CRM     Processor `json:"crm"`
		AskAI   Processor `json:"askAi"`
	} `json:"processors"`
	Platform struct {
		Hosting string   `json:"hosting"`
		Regions []string `json:"regions"`
	} `json:"platform"`
}

// Processor is a company that processes personal data for the site.
type Processor struct {
	Name      string `json:"name"`
	Region    string `json:"region"`
	Safeguard string `json:"safeguard,omitempty"`
}

// DocsConfig are the docs' settings.
type DocsConfig struct {
	VersionLabel       string `json:"versionLabel,omitempty"`
	VersionPersistence string `json:"versionPersistence,omitempty" ts:"'localStorage' | 'none'"`
	// EditURL is where a doc's "Edit this page" leads, the doc's file
	// path appended.
	EditURL string `json:"editUrl,omitempty"`
}

// SearchConfig are the search's settings: the embedded index, or Algolia.
type SearchConfig struct {
	Provider          string `json:"provider" ts:"'local' | 'algolia'"`
	AppID             string `json:"appId,omitempty"`
	APIKey            string `json:"apiKey,omitempty"`
	IndexName         string `json:"indexName,omitempty"`
	ContextualSearch  *bool  `json:"contextualSearch,omitempty"`
	Insights          *bool  `json:"insights,omitempty"`
	MissingResultsURL string `json:"missingResultsUrl,omitempty"`
	// Suggestions are offered under "Try searching for" when a query finds nothing.
	Suggestions []string `json:"suggestions,omitempty"`
	// AskAI is the Ask AI mode; absent, the modal never offers it.
	AskAI *struct {
		Endpoint string `json:"endpoint"`
	} `json:"askAi,omitempty"`
}

// Navbar is content/navbar.yaml.
type Navbar struct {
	Logo *struct {
		Alt string `json:"alt"`
	} `json:"logo,omitempty"`
	Items []NavItem `json:"items"`
}

// NavItem is one item of the navbar.
type NavItem struct {
	Type       string     `json:"type" ts:"'link' | 'dropdown' | 'button' | 'search' | 'colorMode'"`
	Position   string     `json:"position" ts:"'left' | 'right'"`
	Label      string     `json:"label,omitempty"`
	To         string     `json:"to,omitempty"`
	Items      []NavEntry `json:"items,omitempty"`
	FooterLink *Action    `json:"footerLink,omitempty"`
}

// NavEntry is one entry of a navbar dropdown.
type NavEntry struct {
	Label       string `json:"label"`
	To          string `json:"to"`
	Description string `json:"description"`
	Icon        string `json:"icon"`
}

// Footer is content/footer.yaml.
type Footer struct {
	Columns []struct {
		Title string   `json:"title"`
		Items []Action `json:"items"`
	} `json:"columns"`
	BottomLinks []Action `json:"bottomLinks,omitempty"`
	Copyright   string   `json:"copyright,omitempty"`
}
