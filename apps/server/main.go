// Command server is the production server of the site: it serves the built
// site (dist/) and takes demo requests, storing them in SQLite and
// forwarding them to the CRM. See README.md for configuration.
//
//	go run ./apps/server [-addr :8080] [-dist dist] [-db data/leads.db] [-schema file]
//	go run ./apps/server export-leads -db data/leads.db -out leads.csv
//	go run ./apps/server requeue-lead -db data/leads.db -id <lead id>
//	go run ./apps/server insights-report -db data/leads.db -out build/insights/report.html -dist dist
//	go run ./apps/server leads backup -db data/leads.db -out backup.db
package main

import (
	"context"
	"errors"
	"flag"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/freightlane/website/apps/server/internal/leadcmd"
	"github.com/freightlane/website/apps/server/internal/server"
)

func main() {
	if len(os.Args) > 1 {
		switch os.Args[1] {
		case "export-leads":
			os.Exit(leadcmd.Export(os.Args[2:], os.Stdout, os.Stderr))
		case "insights-report":
			os.Exit(leadcmd.InsightsReport(os.Args[2:], os.Stdout, os.Stderr))
		case "requeue-lead":
			os.Exit(leadcmd.Requeue(os.Args[2:], os.Stdout, os.Stderr))
		case "leads":
			if len(os.Args) > 2 && os.Args[2] == "backup" {
				os.Exit(leadcmd.Backup(os.Args[3:], os.Stdout, os.Stderr))
			}
			os.Stderr.WriteString("usage: server leads backup -db data/leads.db -out FILE\n")
			os.Exit(2)
		}
	}
	cfg, err := server.ParseConfig(os.Args[1:], os.Getenv, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	}
	log := slog.New(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: cfg.LogLevel}))
	if err != nil {
		log.Error("configuration", "err", err)
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM, syscall.SIGINT)
	defer stop()
	if err := server.Run(ctx, cfg, log); err != nil {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
