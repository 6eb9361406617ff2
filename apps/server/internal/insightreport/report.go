// Package insightreport renders the docs insights as one HTML page for the
// writers: top queries, queries that found nothing, queries whose results
// nobody opened, the pages readers said did not help with their comments,
// and small SVG charts of the trends per day. Each query that found
// nothing links to the docs page it comes closest to (search.Nearest, over
// the index the build wrote), or says that none is near. The same page is
// written by `server insights-report` (mage insights:report) and served,
// behind a token, at /insights/report.
package insightreport

import (
	"cmp"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"io"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/packages/sitegen/search"
)

// Options say what the report covers and where its links point.
type Options struct {
	// SiteURL is prefixed to the links to pages and searches ("" keeps
	// them relative, right for the page the server serves).
	SiteURL string
	// First and Last are the days covered, both included.
	First, Last leadstore.Day
	// Limit is the length of each table.
	Limit int
	// Nearest finds the docs page a query that found nothing comes closest
	// to; nil when the site's search index could not be read, which the
	// report then says.
	Nearest func(query string) (search.Near, bool)
}

// Style is the report's only CSS; StyleHash is its CSP source, so the
// served page needs no 'unsafe-inline'.
const Style = `body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:60rem;padding:0 1rem;color:#1b1f24}
table{border-collapse:collapse;width:100%;margin:.5rem 0 2rem}th,td{text-align:left;padding:.3rem .5rem;border-bottom:1px solid #d0d7de}
td.n,th.n{text-align:right;font-variant-numeric:tabular-nums}figure{display:inline-block;margin:0 1.5rem 1rem 0}
figcaption{font-size:.85rem}blockquote{margin:.3rem 0 .3rem 1rem;padding-left:.6rem;border-left:3px solid #d0d7de}
.muted{color:#57606a}`

// StyleHash is the CSP hash source of Style.
func StyleHash() string {
	sum := sha256.Sum256([]byte(Style))
	return "'sha256-" + base64.StdEncoding.EncodeToString(sum[:]) + "'"
}

// QueryRow is one query over the period.
type QueryRow struct {
	Query, Scope string
	Searches     int64
	Results      int64 // the latest count seen
	Opened       int64
	SearchURL    string
	// Near is the docs page closest to a query that found nothing, or nil
	// when none is near (or none was looked for).
	Near *NearPage
}

// NearPage is the docs page a query that found nothing comes closest to.
type NearPage struct {
	// Title is the page's title, with the heading of the section found.
	Title string
	URL   string
	// Searched is the query that finds it, in the words the pages use,
	// when it is not the reader's.
	Searched string
}

// PageRow is one page's answers over the period, with its comments.
type PageRow struct {
	Page     string
	URL      string
	Yes, No  int64
	Comments []leadstore.Comment
}

// Chart is one small trend chart.
type Chart struct {
	Title  string
	Total  int64
	Points template.HTML // the SVG's drawing, computed
}

type report struct {
	Options
	Style     template.CSS
	Top       []QueryRow
	NoResults []QueryRow
	NotOpened []QueryRow
	Pages     []PageRow
	Charts    []Chart
	Searches  int64
	Votes     int64
	Comments  int
	Generated string
}

// Render writes the report of rows to w.
func Render(w io.Writer, rows leadstore.InsightRows, opt Options) error {
	if opt.Limit <= 0 {
		opt.Limit = 25
	}
	r := report{Options: opt, Style: template.CSS(Style), Comments: len(rows.Comments), Generated: time.Now().UTC().Format(time.RFC3339)}
	queries := byQuery(rows.Searches, opt.SiteURL)
	for _, q := range queries {
		r.Searches += q.Searches
	}
	r.Top = head(sortedBy(queries, func(q QueryRow) bool { return true }), opt.Limit)
	r.NoResults = head(sortedBy(queries, func(q QueryRow) bool { return q.Results == 0 }), opt.Limit)
	if opt.Nearest != nil {
		for i := range r.NoResults {
			r.NoResults[i].Near = nearPage(r.NoResults[i].Query, opt)
		}
	}
	r.NotOpened = head(sortedBy(queries, func(q QueryRow) bool { return q.Results > 0 && q.Opened == 0 }), opt.Limit)
	r.Pages = head(byPage(rows, opt.SiteURL), opt.Limit)
	for _, p := range r.Pages {
		r.Votes += p.Yes + p.No
	}
	days := dayRange(opt.First, opt.Last)
	searches, zero, no := map[leadstore.Day]int64{}, map[leadstore.Day]int64{}, map[leadstore.Day]int64{}
	for _, s := range rows.Searches {
		searches[s.Day] += s.Searches
		if s.Results == 0 {
			zero[s.Day] += s.Searches
		}
	}
	for _, v := range rows.Votes {
		no[v.Day] += v.No
	}
	r.Charts = []Chart{
		chart("Searches per day", days, searches),
		chart("Searches that found nothing, per day", days, zero),
		chart(`"No, this page did not help", per day`, days, no),
	}
	return page.Execute(w, r)
}

// nearPage is the docs page closest to query, or nil.
func nearPage(query string, opt Options) *NearPage {
	near, ok := opt.Nearest(query)
	if !ok {
		return nil
	}
	p := &NearPage{Title: near.Hierarchy[1], URL: opt.SiteURL + near.URL}
	for _, heading := range near.Hierarchy[2:] {
		if heading != "" {
			p.Title += " › " + heading
		}
	}
	if near.Query != query {
		p.Searched = near.Query
	}
	return p
}

func byQuery(searches []leadstore.SearchDay, site string) []QueryRow {
	type key struct{ q, s string }
	rows := map[key]*QueryRow{}
	for _, s := range searches { // in day order: the last one seen is the latest count
		k := key{s.Query, s.Scope}
		row := rows[k]
		if row == nil {
			row = &QueryRow{Query: s.Query, Scope: s.Scope, SearchURL: site + "/search?q=" + url.QueryEscape(s.Query)}
			rows[k] = row
		}
		row.Searches += s.Searches
		row.Opened += s.Opened
		row.Results = s.Results
	}
	out := make([]QueryRow, 0, len(rows))
	for _, r := range rows {
		out = append(out, *r)
	}
	return out
}

func sortedBy(rows []QueryRow, keep func(QueryRow) bool) []QueryRow {
	var out []QueryRow
	for _, r := range rows {
		if keep(r) {
			out = append(out, r)
		}
	}
	slices.SortFunc(out, func(a, b QueryRow) int {
		return cmp.Or(cmp.Compare(b.Searches, a.Searches), cmp.Compare(a.Query, b.Query), cmp.Compare(a.Scope, b.Scope))
	})
	return out
}

func byPage(rows leadstore.InsightRows, site string) []PageRow {
	pages := map[string]*PageRow{}
	get := func(p string) *PageRow {
		if pages[p] == nil {
			pages[p] = &PageRow{Page: p, URL: site + p}
		}
		return pages[p]
	}
	for _, v := range rows.Votes {
		p := get(v.Page)
		p.Yes += v.Yes
		p.No += v.No
	}
	for _, c := range rows.Comments {
		p := get(c.Page)
		p.Comments = append(p.Comments, c)
	}
	out := make([]PageRow, 0, len(pages))
	for _, p := range pages {
		out = append(out, *p)
	}
	slices.SortFunc(out, func(a, b PageRow) int {
		return cmp.Or(cmp.Compare(b.No, a.No), cmp.Compare(len(b.Comments), len(a.Comments)), cmp.Compare(a.Page, b.Page))
	})
	return out
}

func head[T any](s []T, n int) []T {
	if len(s) > n {
		return s[:n]
	}
	return s
}

// dayRange lists the days from first to last; at most a year.
func dayRange(first, last leadstore.Day) []leadstore.Day {
	a, errA := time.Parse(time.DateOnly, string(first))
	b, errB := time.Parse(time.DateOnly, string(last))
	if errA != nil || errB != nil || b.Before(a) {
		return nil
	}
	var out []leadstore.Day
	for d := a; !d.After(b) && len(out) < 366; d = d.AddDate(0, 0, 1) {
		out = append(out, leadstore.DayOf(d))
	}
	return out
}

// Chart geometry: a 240 by 60 viewBox, one bar per day.
const chartW, chartH = 240.0, 60.0

func chart(title string, days []leadstore.Day, counts map[leadstore.Day]int64) Chart {
	c := Chart{Title: title}
	var top int64
	for _, d := range days {
		c.Total += counts[d]
		top = max(top, counts[d])
	}
	if len(days) == 0 {
		return c
	}
	var b strings.Builder
	width := chartW / float64(len(days))
	for i, d := range days {
		n := counts[d]
		if n == 0 {
			continue
		}
		h := chartH * float64(n) / float64(top)
		fmt.Fprintf(&b, `<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="#0969da"><title>%s: %d</title></rect>`,
			float64(i)*width, chartH-h, max(width-1, 0.5), h, d, n)
	}
	c.Points = template.HTML(b.String())
	return c
}

var page = template.Must(template.New("report").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>Docs insights, {{.First}} to {{.Last}}</title><style>{{.Style}}</style></head>
<body><main>
<h1>Docs insights</h1>
<p class="muted">{{.First}} to {{.Last}} (UTC days). {{.Searches}} searches, {{.Votes}} answers to "Was this page helpful?", {{.Comments}} comments. Daily totals only: no reader is identified. Generated {{.Generated}}.</p>
<section aria-labelledby="trends"><h2 id="trends">Trends</h2>
{{range .Charts}}<figure><svg role="img" aria-label="{{.Title}}: {{.Total}} in the period" viewBox="0 0 240 60" width="240" height="60">{{.Points}}<line x1="0" y1="60" x2="240" y2="60" stroke="#57606a"/></svg><figcaption>{{.Title}} ({{.Total}})</figcaption></figure>
{{end}}</section>
<section aria-labelledby="top"><h2 id="top">Top queries</h2>
{{template "queries" .Top}}</section>
<section aria-labelledby="none"><h2 id="none">Queries that found nothing</h2>
<p class="muted">Each is a page to write, a synonym to add (content/search/synonyms.yaml) or a word to use in the page that should have answered it.
{{if .Nearest}}The closest docs page is where the site's search lands once each word that matched nothing is replaced by the nearest word the pages use (a word it begins, or one or two letters away): a synonym from the reader's word to that word sends readers there. None found: no page uses the words or words near them.{{else}}No closest docs pages: the site's search index could not be read (build the site).{{end}}</p>
{{if .NoResults}}<table><thead><tr><th scope="col">Query</th><th scope="col">Scope</th><th scope="col" class="n">Searches</th>{{if .Nearest}}<th scope="col">Closest docs page</th>{{end}}</tr></thead><tbody>
{{range .NoResults}}<tr><td><a href="{{.SearchURL}}">{{.Query}}</a></td><td>{{.Scope}}</td><td class="n">{{.Searches}}</td>{{if $.Nearest}}<td>{{with .Near}}<a href="{{.URL}}">{{.Title}}</a>{{with .Searched}} <span class="muted">(as “{{.}}”)</span>{{end}}{{else}}none found{{end}}</td>{{end}}</tr>
{{end}}</tbody></table>{{else}}<p>None in this period.</p>{{end}}</section>
<section aria-labelledby="unopened"><h2 id="unopened">Queries whose results nobody opened</h2>
<p class="muted">Results were shown but none was chosen: the titles and snippets did not look like the answer.</p>
{{template "queries" .NotOpened}}</section>
<section aria-labelledby="pages"><h2 id="pages">Pages readers said did not help</h2>
{{if .Pages}}<table><thead><tr><th scope="col">Page</th><th scope="col" class="n">Yes</th><th scope="col" class="n">No</th><th scope="col">Comments</th></tr></thead><tbody>
{{range .Pages}}<tr><td><a href="{{.URL}}">{{.Page}}</a></td><td class="n">{{.Yes}}</td><td class="n">{{.No}}</td><td>{{range .Comments}}<blockquote>{{.Text}} <span class="muted">({{if .Helpful}}yes{{else}}no{{end}}, {{.Day}})</span></blockquote>{{end}}</td></tr>
{{end}}</tbody></table>{{else}}<p>No answers in this period.</p>{{end}}</section>
</main></body></html>
{{define "queries"}}{{if .}}<table><thead><tr><th scope="col">Query</th><th scope="col">Scope</th><th scope="col" class="n">Searches</th><th scope="col" class="n">Results</th><th scope="col" class="n">Opened</th></tr></thead><tbody>
{{range .}}<tr><td><a href="{{.SearchURL}}">{{.Query}}</a></td><td>{{.Scope}}</td><td class="n">{{.Searches}}</td><td class="n">{{.Results}}</td><td class="n">{{.Opened}}</td></tr>
{{end}}</tbody></table>{{else}}<p>None in this period.</p>{{end}}{{end}}`))
