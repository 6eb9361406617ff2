package bench

import "encoding/json"

// PageTypes are the page kinds whose first-load weight is reported.
var PageTypes = []struct{ Name, Route string }{
	{"home", "/"},
	{"solution", "/solutions/ocean-freight"},
	{"integration", "/integrations/ups"},
	{"integrations index", "/integrations"},
	{"docs page", "/docs/user-manual/operations/jobs"},
	{"category page", "/docs/category/operations"},
	{"search", "/search"},
	{"demo form", "/request-demo"},
}

// CorpusSizes are the synthetic corpora of the growth table; those of
// PeerSizes are built by the peer too, each of its builds after one of ours.
var (
	CorpusSizes = []int{250, 2500, 10000}
	PeerSizes   = map[int]bool{250: true, 2500: true}
)

// BuildFigures are repeated builds of one content tree, summarised.
type BuildFigures struct {
	Total   Sample            `json:"totalSeconds"`
	PeakRSS Sample            `json:"peakRssBytes"`
	Stages  map[string]Sample `json:"stageSeconds"`
	// StageStarts are the stages' median start, in seconds from the build's.
	StageStarts map[string]float64 `json:"stageStartSeconds"`
	// ContentPeakRSS is the build process's resident peak by the end of the
	// content stage, the first stage, which runs alone.
	ContentPeakRSS Sample `json:"contentPeakRssBytes"`
	Routes         int    `json:"routes"`
}

// PeerFigures are the cold builds of one corpus by the project and its
// peer, one after the other in each round.
type PeerFigures struct {
	Ours        BuildFigures `json:"ours"`
	PeerSeconds Sample       `json:"peerSeconds"`
	PeerPeakRSS Sample       `json:"peerPeakRssBytes"`
	// Ratio is each round's peer time over the project's, summarised.
	Ratio Sample `json:"ratio"`
}

// Result is everything `mage bench` measures, as build/bench.json holds it.
type Result struct {
	Machine   string                  `json:"machine"`
	Cold      BuildFigures            `json:"realCold"`
	Warm      BuildFigures            `json:"realWarm"`
	OneChange BuildFigures            `json:"realOneMarkdownChange"`
	Growth    map[string]BuildFigures `json:"growth"`
	// Peers are the corpora built by the project and Docusaurus Faster, interleaved.
	Peers map[string]PeerFigures `json:"peers"`
	// ContentRebuild is the 2,500-page corpus built again after one page
	// changed: the bundles are reused, as their inputs did not change.
	ContentRebuild BuildFigures      `json:"contentOnlyRebuild2500"`
	Weights        map[string]Weight `json:"pageWeight"`
	CorpusWeight   Weight            `json:"docsPageWeight10000"`
	// Search and Server are the figures of searchbench and serverbench.
	Search json.RawMessage `json:"search,omitempty"`
	Server json.RawMessage `json:"server,omitempty"`
	// DevLoop is the time from saving a Markdown file under mage dev to the new text on screen.
	DevLoop DevLoop `json:"devLoop"`
	// Screen is the relevance of the order the /search page shows in Chromium.
	Screen ScreenSearch `json:"searchScreen"`
	// BrowserSearch is the engine's time per keystroke in Chromium.
	BrowserSearch BrowserSearch `json:"browserSearch"`
	// UISizes are the gzipped bytes of the UI package's component sets.
	UISizes UISizes `json:"uiSizes"`
	// Storybook is the static Storybook a site may publish (storybook.path in site.yaml).
	Storybook StorybookSize `json:"storybook"`
	// AgentDocs are the figures of agentbench: the Markdown twins,
	// llms-full.txt, the twins' build cost and search_docs latency.
	AgentDocs AgentDocs `json:"agentDocs"`
	// Attack are the figures of attackbench: the server under the MCP
	// batch attack and under 50 probers, as ratios to the same server quiet.
	Attack AttackFigures `json:"attack"`
}

// NewResult is an empty result of a run on machine.
func NewResult(machine string) *Result {
	return &Result{Machine: machine, Growth: map[string]BuildFigures{}, Peers: map[string]PeerFigures{}, Weights: map[string]Weight{}}
}

// AgentDocs is what apps/server/cmd/agentbench prints (the fields read here).
type AgentDocs struct {
	Twins         int     `json:"twins"`
	TwinBytes     int64   `json:"twinBytes"`
	TwinGzipBytes int64   `json:"twinGzipBytes"`
	LlmsFullBytes int64   `json:"llmsFullBytes"`
	LlmsFullGzip  int64   `json:"llmsFullGzipBytes"`
	CorpusRoutes  int     `json:"corpusRoutes"`
	CostSeconds   float64 `json:"twinsCostSeconds"`
	SearchP95Ms   float64 `json:"searchDocsP95Ms"`
	EngineP95Ms   float64 `json:"engineP95Ms"`
}

// UISet is one set of the UI package's components, bundled on its own.
type UISet struct {
	JSGzip  int `json:"jsGzip"`
	CSSGzip int `json:"cssGzip"`
}

// UISizes are what packages/ui/scripts/sizes.mjs prints: each set bundled
// on its own, minified, React left out.
type UISizes struct {
	Chrome      UISet `json:"chrome"`
	Docs        UISet `json:"docs"`
	SearchModal UISet `json:"searchModal"`
}
