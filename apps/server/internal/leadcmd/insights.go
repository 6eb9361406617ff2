package leadcmd

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/freightlane/website/apps/server/internal/insightreport"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/mcpdocs"
)

// InsightsReport runs `insights-report -db data/leads.db -out report.html
// -site https://www.example.com -dist dist`: the docs insights of the
// retention period (FL_INSIGHTS_RETENTION_DAYS, else
// leadstore.DefaultRetentionDays) as one HTML file, each query that found
// nothing with the docs page of -dist's search index closest to it.
func InsightsReport(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("insights-report", flag.ContinueOnError)
	fs.SetOutput(stderr)
	db := dbFlag(fs)
	out := fs.String("out", "build/insights/report.html", "HTML file to write")
	site := fs.String("site", "http://localhost:8080", "the site's origin, for the links to pages and searches")
	dist := fs.String("dist", "dist", "the built site, whose search index finds the docs page closest to each query that found nothing")
	defDays := leadstore.DefaultRetentionDays
	if v, err := strconv.Atoi(os.Getenv("FL_INSIGHTS_RETENTION_DAYS")); err == nil && v > 0 {
		defDays = v
	}
	days := fs.Int("days", defDays, "days covered, today included (default FL_INSIGHTS_RETENTION_DAYS, else the server's default)")
	if fs.Parse(args) != nil {
		return 2
	}
	if *days < 1 {
		fmt.Fprintln(stderr, "insights-report: -days: want a positive whole number")
		return 2
	}
	store, err := leadstore.OpenExisting(context.Background(), *db)
	if err != nil {
		fmt.Fprintln(stderr, "insights-report:", err)
		return 1
	}
	defer store.Close()
	now := time.Now()
	first, last := leadstore.FirstKept(now, *days), leadstore.DayOf(now)
	rows, err := store.InsightsSince(context.Background(), first)
	if err != nil {
		fmt.Fprintln(stderr, "insights-report:", err)
		return 1
	}
	opt := insightreport.Options{SiteURL: strings.TrimSuffix(*site, "/"), First: first, Last: last}
	if docs, err := mcpdocs.Load(os.DirFS(*dist), ""); err != nil {
		fmt.Fprintf(stderr, "insights-report: no closest docs pages: %s: %v\n", *dist, err)
	} else {
		opt.Nearest = docs.NearestDoc
	}
	if err := os.MkdirAll(filepath.Dir(*out), 0o755); err != nil {
		fmt.Fprintln(stderr, "insights-report:", err)
		return 1
	}
	// Comments are the readers' words: readable by the owner only.
	f, err := os.OpenFile(*out, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
	if err != nil {
		fmt.Fprintln(stderr, "insights-report:", err)
		return 1
	}
	err = insightreport.Render(f, rows, opt)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		fmt.Fprintln(stderr, "insights-report:", err)
		return 1
	}
	fmt.Fprintf(stdout, "insights-report: %s (%s to %s: %d query rows, %d page rows, %d comments)\n", *out, first, last, len(rows.Searches), len(rows.Votes), len(rows.Comments))
	return 0
}
