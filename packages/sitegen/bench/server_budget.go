package bench

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// serverBudgetsJSON holds the limits of the server's figures under attack:
// ratios within one run, measured by apps/server/cmd/attackbench.
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
