// Package server wires the production server together: the static site, the
// demo-request API, the health check, security headers, access logs, the
// lead store and the outbox worker, and runs it until told to stop.
package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/freightlane/website/apps/server/inlinescript"
	"github.com/freightlane/website/apps/server/internal/accesslog"
	"github.com/freightlane/website/apps/server/internal/askai"
	"github.com/freightlane/website/apps/server/internal/crm"
	"github.com/freightlane/website/apps/server/internal/demorequest"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/outbox"
	"github.com/freightlane/website/apps/server/internal/ratelimit"
	"github.com/freightlane/website/apps/server/internal/secheaders"
	"github.com/freightlane/website/apps/server/internal/static"
	"github.com/freightlane/website/apps/server/internal/tcpcork"
)

// formPagePath is the prerendered demo form inside the site folder.
const formPagePath = "request-demo/index.html"

// Run listens on cfg.Addr and serves until ctx is cancelled, see Serve.
func Run(ctx context.Context, cfg Config, log *slog.Logger) error {
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return err
	}
	return Serve(ctx, cfg, ln, log)
}

// Serve serves on ln until ctx is cancelled, then stops accepting
// connections, finishes the requests in flight, lets the outbox record its
// sends in flight, and closes the database.
func Serve(ctx context.Context, cfg Config, ln net.Listener, log *slog.Logger) error {
	defer ln.Close()
	site, err := static.New(cfg.Dist, log)
	if err != nil {
		return err
	}
	defer site.Close()
	hashes, err := inlinescript.SourcesInDir(site.FS())
	if err != nil {
		return fmt.Errorf("hashing inline scripts and styles: %w", err)
	}
	formPage, err := fs.ReadFile(site.FS(), formPagePath)
	if err != nil {
		log.Warn("no prerendered form page; failed no-JS submissions get a plain page", "path", formPagePath, "err", err)
		formPage = nil
	}
	schema, err := demorequest.LoadSchema(cfg.Schema)
	if err != nil {
		return err
	}
	store, err := leadstore.Open(cfg.DB)
	if err != nil {
		return err
	}
	defer store.Close()

	var worker *outbox.Worker
	if sender := cfg.sender(); sender != nil {
		worker = outbox.New(store, sender, outbox.Config{
			BackoffMin:  cfg.OutboxBackoffMin,
			BackoffMax:  cfg.OutboxBackoffMax,
			SendTimeout: cfg.CRMTimeout,
			Parallel:    cfg.OutboxParallel,
		}, log)
	} else {
		log.Warn("no CRM configured: leads are stored and stay in the outbox")
	}

	clientKey := clientKeyFunc(cfg.ClientIPHeader)
	demo := &demorequest.Handler{
		Schema:    schema,
		Store:     store,
		Limiter:   ratelimit.New(cfg.RateLimit, nil),
		ClientKey: clientKey,
		FormPage:  formPage,
		MaxBody:   cfg.MaxBody,
		Log:       log,
	}
	if worker != nil {
		demo.Stored = worker.Notify
	}
	ask := &askai.Handler{
		Config:    cfg.AskAI,
		Limiter:   ratelimit.New(cfg.AskRateLimit, nil),
		ClientKey: clientKey,
		Log:       log,
	}
	routes := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/healthz":
			health(store, w, r)
		case "/api/demo-requests":
			demo.ServeHTTP(w, r)
		case "/api/ask":
			ask.ServeHTTP(w, r)
		default:
			site.ServeHTTP(w, r)
		}
	})
	handler := accesslog.Handler(log, clientKey, secheaders.Handler(secheaders.Config{
		ScriptHashes:   hashes.Scripts,
		StyleHashes:    hashes.Styles,
		ConnectSources: cfg.ConnectSources,
		HSTS:           cfg.HSTS,
	}, routes))

	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout, // slowloris: headers must arrive quickly
		ReadTimeout:       cfg.ReadTimeout,       // and the body too
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
		ConnContext:       tcpcork.ConnContext, // lets the site send large answers in full segments
	}
	log.Info("listening", "addr", ln.Addr().String(), "dist", cfg.Dist, "db", cfg.DB, "inline_script_hashes", len(hashes.Scripts), "inline_style_hashes", len(hashes.Styles))
	if cfg.AskAI.Enabled() {
		log.Info("ask ai on", "endpoint", cfg.AskAI.BaseURL+"/chat/completions", "model", cfg.AskAI.Model, "api_key_set", cfg.AskAI.APIKey != "")
	} else {
		log.Info("ask ai off: FL_ASK_AI_BASE_URL is not set")
	}

	workerCtx, stopWorker := context.WithCancel(context.WithoutCancel(ctx))
	defer stopWorker()
	var workerDone sync.WaitGroup
	if worker != nil {
		workerDone.Go(func() { worker.Run(workerCtx) })
	}

	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.Serve(ln) }()
	select {
	case err := <-serveErr:
		stopWorker()
		workerDone.Wait()
		return err
	case <-ctx.Done():
	}

	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	stopWorker()
	workerDone.Wait()
	if err != nil {
		return fmt.Errorf("shutdown: %w", err)
	}
	if err := <-serveErr; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	log.Info("stopped")
	return nil
}

func (c Config) sender() outbox.Sender {
	switch {
	case c.CRMWebhookURL != "":
		return crm.Webhook{URL: c.CRMWebhookURL, Client: crm.NewClient()}
	case c.ZohoURL != "":
		return crm.Zoho{URL: c.ZohoURL, XnQsjsdp: c.ZohoXnQsjsdp, XmIwtLD: c.ZohoXmIwtLD,
			ActionType: c.ZohoActionType, Client: crm.NewClient()}
	}
	return nil
}

// clientKeyFunc names the client for rate limits and logs: the peer address,
// or, behind a proxy that sets it, the last address in header (the one the
// proxy itself added).
func clientKeyFunc(header string) func(*http.Request) string {
	return func(r *http.Request) string {
		if header != "" {
			if v := r.Header.Get(header); v != "" {
				parts := strings.Split(v, ",")
				return ratelimit.ClientKey(strings.TrimSpace(parts[len(parts)-1]))
			}
		}
		host, _, err := net.SplitHostPort(r.RemoteAddr)
		if err != nil {
			host = r.RemoteAddr
		}
		return ratelimit.ClientKey(host)
	}
}

func health(store *leadstore.Store, w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "application/json")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	ctx, cancel := context.WithTimeout(r.Context(), 2*time.Second)
	defer cancel()
	if err := store.Ping(ctx); err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		json.NewEncoder(w).Encode(map[string]string{"status": "unavailable", "reason": "lead database"})
		return
	}
	json.NewEncoder(w).Encode(map[string]string{"status": "ok"})
}
