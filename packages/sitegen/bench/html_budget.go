package bench

import (
	_ "embed"
	"encoding/json"
	"fmt"
)

// htmlBudgetsJSON holds the HTML budget of each page kind: `mage
// bench:check` checks the pages it weighs against them, and the site's
// first-paint e2e spec checks every page kind it lists against the served
// HTML, both as gzip -9 of the HTML file.
//
//go:embed html-budgets.json
var htmlBudgetsJSON []byte

// PageHTML is the budget of one page kind's HTML (gzip -9, its inline
// critical CSS and page data included).
type PageHTML struct {
	// Name is the page kind as the bench names it ("docs page").
	Name string `json:"name"`
	// Route is the page of that kind that is measured.
	Route string  `json:"route"`
	KB    float64 `json:"kB"`
}

// PageHTMLBudgets are the budgets of html-budgets.json, in its order.
var PageHTMLBudgets = func() []PageHTML {
	var file struct {
		Pages []PageHTML `json:"pages"`
	}
	if err := json.Unmarshal(htmlBudgetsJSON, &file); err != nil {
		panic(fmt.Sprintf("packages/sitegen/bench/html-budgets.json: %v", err))
	}
	return file.Pages
}()

// HTMLBudget is the key in Budgets of a page kind's HTML budget.
func HTMLBudget(name string) string { return "pageHTML:" + name }

func init() {
	for _, p := range PageHTMLBudgets {
		Budgets[HTMLBudget(p.Name)] = Budget{"HTML (gzip -9)", p.KB, "kB", "go run mage.go bench"}
	}
}
