package bench

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// serverBudgetsJSON holds the limits of the server's figures under attack
// and under the docs insights' load: ratios within one run, measured by
// apps/server/cmd/attackbench.
//
//go:embed server-budgets.json
var serverBudgetsJSON []byte

// ServerReproduce is the command that measures the server's figures.
const ServerReproduce = "go run ./apps/server/cmd/attackbench -dist build/bench/real-dist"

// serverLimit is one limit of server-budgets.json.
type serverLimit struct {
	Key    string  `json:"key"`
	Figure string  `json:"figure"`
	Limit  float64 `json:"limit"`
	Unit   string  `json:"unit"`
}

func init() {
	var file struct {
		Floors  []serverLimit `json:"floors"`
		Budgets []serverLimit `json:"budgets"`
	}
	if err := json.Unmarshal(serverBudgetsJSON, &file); err != nil {
		panic(fmt.Sprintf("packages/sitegen/bench/server-budgets.json: %v", err))
	}
	for _, l := range file.Floors {
		Floors[l.Key] = Budget{l.Figure, l.Limit, l.Unit, ServerReproduce}
	}
	for _, l := range file.Budgets {
		Budgets[l.Key] = Budget{l.Figure, l.Limit, l.Unit, ServerReproduce}
	}
}

// AttackFigures are what apps/server/cmd/attackbench measures: the server
// under the MCP batch attack, under 50 probers and under 1,000 docs
// insights events a second, each as ratios to the same server quiet, in
// alternating windows of one run.
type AttackFigures struct {
	Pairs    int     `json:"pairs"`
	WindowMs float64 `json:"windowMs"`
	MCPBatch struct {
		// Measurements is how many were taken to find one that holds the
		// limits (at most 3; the last is kept when none does).
		Measurements int `json:"measurements"`
		// Status is the answer to one batch: 400 when it is refused.
		Status        int   `json:"batchStatus"`
		Batches       int   `json:"batchesSent"`
		PagesQuiet    int64 `json:"pagesQuiet"`
		PagesAttacked int64 `json:"pagesAttacked"`
		// PagesRatio is each pair's attacked pages over its quiet pages.
		PagesRatio Sample `json:"pagesRatio"`
		// HeapQuiet and HeapAttacked are the heap's peaks in use over the
		// quiet and the attacked windows; HeapRatio is attacked over quiet.
		HeapQuiet    uint64  `json:"heapQuietBytes"`
		HeapAttacked uint64  `json:"heapAttackedBytes"`
		HeapRatio    float64 `json:"heapRatio"`
	} `json:"mcpBatch"`
	Probes struct {
		Measurements int   `json:"measurements"`
		Probers      int   `json:"probers"`
		Probes       int64 `json:"probesAnswered"`
		LeadsQuiet   int64 `json:"leadsQuiet"`
		LeadsProbed  int64 `json:"leadsProbed"`
		// IntakeRatio is each pair's leads with the probers over without.
		IntakeRatio Sample `json:"intakeRatio"`
	} `json:"probes"`
	Insights InsightsLoad `json:"insights"`
}

// InsightsLoad is page serving with and without the docs insights' ingest
// at EventsPerSecond (issue 38): the latency of static page GETs sent at a
// fixed rate, in windows alternating between pages alone and pages with
// the events, on one running server.
type InsightsLoad struct {
	Measurements int     `json:"measurements"`
	Rounds       int     `json:"rounds"`
	WindowMs     float64 `json:"windowMs"`
	// PagesPerSecond and EventsPerSecond are the fixed rates sent;
	// Readers the distinct clients (X-Forwarded-For behind the trusted
	// proxy header) the events come from, each under the per-client limit.
	PagesPerSecond  int `json:"pagesPerSecond"`
	EventsPerSecond int `json:"eventsPerSecond"`
	Readers         int `json:"readers"`
	// EventsDue are the events the rate called for in the loaded windows;
	// EventsAnswered those answered with the status the event expects
	// (204 stored, 202 for a query dropped as personal data).
	EventsDue      int64   `json:"eventsDue"`
	EventsAnswered int64   `json:"eventsAnswered"`
	AnsweredShare  float64 `json:"answeredShare"`
	// CPUPerEventMicros is the CPU time the events added to the process
	// (server and load generator, which share it), per event answered.
	CPUPerEventMicros float64 `json:"cpuPerEventMicroseconds"`
	// The page GETs answered 200 on each side, and their latency in
	// milliseconds over all the side's windows.
	PagesQuiet  int     `json:"pagesQuiet"`
	PagesLoaded int     `json:"pagesLoaded"`
	P50QuietMs  float64 `json:"p50QuietMs"`
	P50LoadedMs float64 `json:"p50LoadedMs"`
	P95QuietMs  float64 `json:"p95QuietMs"`
	P95LoadedMs float64 `json:"p95LoadedMs"`
	// P50Ratio is each round's median latency loaded over quiet, summed
	// up by the median round, as the attack's pairs are: a burst of other
	// work falls on a round, a real cost on all of them. P95Ratio is over
	// all the windows.
	P50Ratio Sample  `json:"p50Ratio"`
	P95Ratio float64 `json:"p95Ratio"`
}

// BatchHolds tells whether the MCP batch figures hold their limits.
func (a *AttackFigures) BatchHolds() bool { return len(Check(a.batchFigures())) == 0 }

// ProbesHold tells whether the probe figure holds its limit.
func (a *AttackFigures) ProbesHold() bool { return len(Check(a.probeFigures())) == 0 }

// InsightsHold tells whether the insights load figures hold their limits.
func (a *AttackFigures) InsightsHold() bool { return len(Check(a.insightsFigures())) == 0 }

// Figures are a's figures to check against server-budgets.json.
func (a *AttackFigures) Figures() []Figure {
	return append(append(a.batchFigures(), a.probeFigures()...), a.insightsFigures()...)
}

func (a *AttackFigures) batchFigures() []Figure {
	return []Figure{
		{Budget: "attackPagesRatio", Got: a.MCPBatch.PagesRatio.Median},
		{Budget: "attackHeapRatio", Got: a.MCPBatch.HeapRatio},
	}
}

func (a *AttackFigures) probeFigures() []Figure {
	return []Figure{{Budget: "attackIntakeRatio", Got: a.Probes.IntakeRatio.Median}}
}

func (a *AttackFigures) insightsFigures() []Figure {
	return []Figure{
		{Budget: "insightsPagesP50Ratio", Got: a.Insights.P50Ratio.Median},
		{Budget: "insightsEventsAnswered", Got: a.Insights.AnsweredShare},
	}
}
