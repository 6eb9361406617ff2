package bench

import (
	"fmt"
	"strings"
)

// ScreenGapLimit is how far the MRR of the order the /search page or the
// search modal shows may fall below the engine's on a held-out part of the
// relevance set (issue 33): both show the engine's ranking of pages, so more
// than rounding apart means a screen reorders or drops what the engine
// found.
const ScreenGapLimit = 0.01

// ScreenReproduce is the command that measures the screen's relevance
// alone, on the site go run mage.go build wrote.
const ScreenReproduce = "go run mage.go build && go run mage.go bench:screen"

// ScreenPart is one part of the relevance set scored on the order the
// /search page and the search modal show in Chromium, beside the engine's
// order.
type ScreenPart struct {
	Name    string `json:"name"`
	Queries int    `json:"queries"`
	// MRR and Recall5 are the /search page's.
	MRR     float64 `json:"mrr"`
	Recall5 float64 `json:"recall5"`
	// ModalMRR and ModalRecall5 are the search modal's (scope All).
	ModalMRR     float64 `json:"modalMrr"`
	ModalRecall5 float64 `json:"modalRecall5"`
	// EngineMRR and EngineRecall5 are the Go engine's on the same part
	// (search.PageRoutes), from searchbench.
	EngineMRR     float64 `json:"engineMrr"`
	EngineRecall5 float64 `json:"engineRecall5"`
	// PagefindMRR and PagefindRecall5 are Pagefind's on the same built
	// site, when searchbench ran it (mage bench does).
	PagefindMRR     float64 `json:"pagefindMrr,omitempty"`
	PagefindRecall5 float64 `json:"pagefindRecall5,omitempty"`
	// Floor is the part's MinMRR (search.RelevanceParts).
	Floor float64 `json:"floor"`
}

// HeldOut says whether the part is held out: never tuned on, and so the
// part whose screen figure is checked.
func (p ScreenPart) HeldOut() bool { return strings.HasPrefix(p.Name, "held-out") }

// CheckScreen returns one line per held-out part and screen (the /search
// page, the search modal) whose MRR is under the part's floor, or more than
// ScreenGapLimit below the engine's; tuning parts are reported, not checked.
func CheckScreen(parts []ScreenPart) []string {
	var out []string
	for _, p := range parts {
		if !p.HeldOut() {
			continue
		}
		for _, screen := range []struct {
			name string
			mrr  float64
		}{{"/search page", p.MRR}, {"search modal", p.ModalMRR}} {
			if screen.mrr < p.Floor {
				out = append(out, fmt.Sprintf("%s MRR on %s is %.3f, %.3f under the floor of %.3f (reproduce: %s)", screen.name, p.Name, screen.mrr, p.Floor-screen.mrr, p.Floor, ScreenReproduce))
			}
			// 1e-9: 0.80 - 0.79 is 0.010000000000000009 in floating point.
			if gap := p.EngineMRR - screen.mrr; gap > ScreenGapLimit+1e-9 {
				out = append(out, fmt.Sprintf("%s MRR on %s is %.3f, %.3f below the engine's %.3f (at most %.2f allowed; reproduce: %s)", screen.name, p.Name, screen.mrr, gap, p.EngineMRR, ScreenGapLimit, ScreenReproduce))
			}
		}
	}
	return out
}

// ScreenSearch is the relevance of the order the /search page and the
// search modal show in Chromium (apps/site/scripts/search-relevance.mjs),
// per part of the relevance set, beside the engines'.
type ScreenSearch struct {
	Queries     int          `json:"queries"`
	WallSeconds float64      `json:"wallSeconds"`
	Parts       []ScreenPart `json:"parts"`
	// Shown are the pages the search page listed for each query, in order.
	Shown map[string][]string `json:"shown"`
	// Modal are the pages the search modal listed for each query, in order.
	Modal map[string][]string `json:"modal"`
}
