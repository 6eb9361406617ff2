// Package server wires the production server together: the static site, the
// demo-request API, the health check, security headers, access logs, the
// lead store and the outbox worker, and runs it until told to stop.
package server

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"time"

	"github.com/freightlane/website/apps/server/internal/accesslog"
	"github.com/freightlane/website/apps/server/internal/askai"
	"github.com/freightlane/website/apps/server/internal/crm"
	"github.com/freightlane/website/apps/server/internal/demorequest"
	"github.com/freightlane/website/apps/server/internal/insightreport"
	"github.com/freightlane/website/apps/server/internal/insights"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/mcpdocs"
	"github.com/freightlane/website/apps/server/internal/metrics"
	"github.com/freightlane/website/apps/server/internal/outbox"
	"github.com/freightlane/website/apps/server/internal/ratelimit"
	"github.com/freightlane/website/apps/server/internal/secheaders"
	"github.com/freightlane/website/apps/server/internal/static"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
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
	first, err := loadSite(cfg.Dist, log)
	if err != nil {
		return err
	}
	schema, err := demorequest.LoadSchema(cfg.Schema)
	if err != nil {
		return err
	}
	store, err := leadstore.Open(ctx, cfg.DB)
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
		MaxBody:   cfg.MaxBody,
		Log:       log,
		Caught:    &demorequest.CaughtIDs{},
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
	insightSchema, err := insights.LoadSchema()
	if err != nil {
		return err
	}
	insight := &insights.Handler{
		Schema:    insightSchema,
		Store:     store,
		Limiter:   ratelimit.New(cfg.InsightsRateLimit, nil),
		ClientKey: clientKey,
		MaxBody:   insightsMaxBody,
		Now:       time.Now,
		Log:       log,
	}
	var report *insightreport.Handler
	if cfg.InsightsToken != "" {
		report = &insightreport.Handler{Store: store, Token: cfg.InsightsToken, Days: cfg.InsightsRetention, Now: time.Now, Log: log}
	}
	var storeUp atomic.Bool
	storeUp.Store(true) // Open read the figures
	reg := metrics.New(func() (leadstore.Stats, bool) { return store.Counts(), storeUp.Load() })
	storeHealth := &shared[struct{}]{ttl: time.Second, timeout: healthTimeout, fn: func(ctx context.Context) (struct{}, error) {
		return struct{}{}, store.CheckWrite(ctx)
	}}
	ask.Asked = reg.Asked
	metricsHandler := reg.Handler(cfg.MetricsToken)
	// handlerFor wires one deploy of the site: its files, its CSP (the
	// hashes of its inline scripts) and its form page. A reload builds a
	// new one and swaps it in; a request runs entirely on the one it
	// started with.
	mcpLimits := mcpdocs.Limits{Calls: ratelimit.New(cfg.MCPRateLimit, nil), Bytes: ratelimit.New(cfg.MCPByteLimit, nil)}
	handlerFor := func(l *loadedSite) http.Handler {
		demoHere := *demo
		demoHere.FormPage = l.formPage
		docs, err := mcpdocs.Load(l.site.FS(), "1")
		if err != nil {
			log.Warn("the site has no search pages: no MCP server, and Ask AI refuses every source", "err", err)
			docs = nil
		}
		askHere := *ask
		insightHere := *insight
		insightHere.IsPage = l.isPage
		if docs != nil {
			askHere.Lookup = docs.Source
		}
		mcpHandler := newMCP(cfg, docs, mcpLimits, clientKey, log)
		var reportHere *insightreport.Handler
		if report != nil {
			r := *report
			if docs != nil {
				r.Nearest = docs.NearestDoc
			}
			reportHere = &r
		}
		routes := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			switch r.URL.Path {
			case "/mcp":
				if mcpHandler == nil {
					l.site.ServeHTTP(w, r)
					return
				}
				mcpHandler.ServeHTTP(w, r)
			case "/healthz":
				health(storeHealth, log, w, r)
			case "/metrics":
				if cfg.MetricsToken == "" { // served on the metrics listener only
					l.site.ServeHTTP(w, r)
					return
				}
				metricsHandler.ServeHTTP(w, r)
			case "/api/demo-requests":
				demoHere.ServeHTTP(w, r)
			case "/api/ask":
				askHere.ServeHTTP(w, r)
			case insights.Path:
				insightHere.ServeHTTP(w, r)
			case "/insights/report":
				if reportHere == nil { // not served without FL_INSIGHTS_TOKEN
					l.site.ServeHTTP(w, r)
					return
				}
				reportHere.ServeHTTP(w, r)
			default:
				if !l.site.Has(r.URL.Path) && l.kept.serve(w, r, r.URL.Path) {
					return
				}
				l.site.ServeHTTP(w, r)
			}
		})
		return secheaders.Handler(secheaders.Config{
			ScriptHashes:   l.hashes.Scripts,
			StyleHashes:    l.hashes.Styles,
			ConnectSources: cfg.ConnectSources,
			HSTS:           cfg.HSTS,
		}, closeAfterEarlyRejection(routes))
	}
	first.handler = handlerFor(first)
	var current atomic.Pointer[loadedSite]
	current.Store(first)
	defer func() { current.Load().retire() }()
	handler := accesslog.Observed(log, clientKey, reg.Request, http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		l := acquire(&current)
		defer l.done()
		l.handler.ServeHTTP(w, r)
	}))

	// SIGHUP: index the site folder again (a new release behind the dist
	// symlink, say) and serve it from the next request on. A folder that
	// cannot be served keeps the old site, and the log says why.
	hup := make(chan os.Signal, 1)
	signal.Notify(hup, syscall.SIGHUP)
	defer signal.Stop(hup)
	go func() {
		for {
			select {
			case <-ctx.Done():
				return
			case <-hup:
			}
			next, err := loadSite(cfg.Dist, log)
			if err != nil {
				log.Error("reload: keeping the site being served", "dist", cfg.Dist, "err", err)
				continue
			}
			next.handler = handlerFor(next)
			old := current.Swap(next)
			log.Info("reload: serving the site folder again", "dist", cfg.Dist, "files", next.files, "inline_script_hashes", len(next.hashes.Scripts), "inline_style_hashes", len(next.hashes.Styles))
			// Requests that began on the old site may still read its files
			// from disk: it is closed when the last of them ends.
			old.retire()
		}
	}()

	srv := &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout, // slowloris: headers must arrive quickly
		ReadTimeout:       cfg.ReadTimeout,       // and the body too
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		MaxHeaderBytes:    64 << 10,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	log.Info("listening", "addr", ln.Addr().String(), "dist", cfg.Dist, "db", leadstore.Describe(cfg.DB), "inline_script_hashes", len(first.hashes.Scripts), "inline_style_hashes", len(first.hashes.Styles))
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
	workerDone.Go(func() { upkeep(workerCtx, store, cfg.MetricsResync, &storeUp, log) })
	workerDone.Go(func() { insights.Expire(workerCtx, store, cfg.InsightsRetention, time.Hour, time.Now, log) })

	metricsSrv, metricsErr, err := serveMetrics(cfg, metricsHandler, log)
	if err != nil {
		return err
	}

	serveErr := make(chan error, 1)
	go func() { serveErr <- srv.Serve(ln) }()
	select {
	case err := <-serveErr:
		if metricsSrv != nil {
			metricsSrv.Close()
		}
		stopWorker()
		workerDone.Wait()
		return err
	case <-ctx.Done():
	}

	log.Info("shutting down: finishing requests in flight")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	err = srv.Shutdown(shutdownCtx)
	if metricsSrv != nil {
		metricsSrv.Shutdown(shutdownCtx)
		if mErr := <-metricsErr; !errors.Is(mErr, http.ErrServerClosed) {
			log.Error("metrics listener", "err", mErr)
		}
	}
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

// serveMetrics serves /metrics on its own listener (cfg.MetricsListener, or
// one opened on cfg.MetricsAddr), away from the public one; it returns nil
// when neither is set.
func serveMetrics(cfg Config, metricsHandler http.Handler, log *slog.Logger) (*http.Server, <-chan error, error) {
	ln := cfg.MetricsListener
	if ln == nil && cfg.MetricsAddr != "" {
		var err error
		if ln, err = net.Listen("tcp", cfg.MetricsAddr); err != nil {
			return nil, nil, fmt.Errorf("FL_METRICS_ADDR: %w", err)
		}
	}
	if ln == nil {
		return nil, nil, nil
	}
	mux := http.NewServeMux()
	mux.Handle("/metrics", metricsHandler)
	srv := &http.Server{
		Handler:           mux,
		ReadHeaderTimeout: cfg.ReadHeaderTimeout,
		ReadTimeout:       cfg.ReadTimeout,
		WriteTimeout:      cfg.WriteTimeout,
		IdleTimeout:       cfg.IdleTimeout,
		ErrorLog:          slog.NewLogLogger(log.Handler(), slog.LevelWarn),
	}
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	log.Info("metrics listening", "addr", ln.Addr().String(), "path", "/metrics")
	return srv, errc, nil
}

// insightsMaxBody bounds one insights event: the largest valid one, a
// 500-character comment of four-byte characters, is about 2.3 KB.
const insightsMaxBody = 4 << 10

// isPage tells whether p is the clean URL of an HTML page of this site.
func (l *loadedSite) isPage(p string) bool {
	if p == "/" {
		return true
	}
	return !strings.HasSuffix(p, "/") && (l.site.Has(p+"/index.html") || l.site.Has(p+".html"))
}

// loadedSite is one indexing of the site folder and what is derived from it.
type loadedSite struct {
	site     *static.Site
	hashes   inlinescript.Sources // CSP hashes of the inline scripts and styles
	formPage []byte               // the prerendered demo form, nil without one
	files    int
	handler  http.Handler
	kept     *keptAssets // the previous releases' hashed assets
	use      inUse
}

// loadSite indexes dir. It fails, closing what it opened, when the folder
// cannot be read or has no index.html (a build that did not finish, a
// wrong path): serving that would answer every page with a 404.
func loadSite(dir string, log *slog.Logger) (*loadedSite, error) {
	site, err := static.New(dir, log)
	if err != nil {
		return nil, err
	}
	if !site.Has("/index.html") {
		site.Close()
		return nil, fmt.Errorf("site folder %s has no index.html", dir)
	}
	hashes, err := inlinescript.SourcesInDir(site.FS())
	if err != nil {
		site.Close()
		return nil, fmt.Errorf("hashing inline scripts and styles: %w", err)
	}
	formPage, err := fs.ReadFile(site.FS(), formPagePath)
	if err != nil {
		log.Warn("no prerendered form page; failed no-JS submissions get a plain page", "path", formPagePath, "err", err)
		formPage = nil
	}
	l := &loadedSite{site: site, hashes: hashes, formPage: formPage, files: site.Len(), kept: openKeptAssets(dir, log)}
	l.use.release = func() {
		site.Close()
		l.kept.close()
	}
	return l, nil
}

// newMCP returns the docs MCP server's handler, or nil when FL_MCP is off
// or the site has no search pages to serve.
func newMCP(cfg Config, docs *mcpdocs.Docs, limits mcpdocs.Limits, clientKey func(*http.Request) string, log *slog.Logger) http.Handler {
	if !cfg.MCP {
		log.Info("mcp off: FL_MCP=off")
		return nil
	}
	if docs == nil {
		return nil
	}
	log.Info("mcp on", "path", "/mcp")
	return mcpdocs.NewHandler(docs, limits, clientKey, log)
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

// healthTimeout bounds the store probe: a store slower than this to take
// one small write cannot take leads either.
const healthTimeout = time.Second

// health answers the load balancer from a probe of the store now (a write
// and a read of one row, bounded by healthTimeout, shared by the probers of
// the same second), never from the fate of past leads and never by
// counting them: it costs one small write whatever the store holds.
func health(store *shared[struct{}], log *slog.Logger, w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("Content-Type", "application/json")
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		w.Header().Set("Allow", "GET, HEAD")
		w.WriteHeader(http.StatusMethodNotAllowed)
		return
	}
	if _, err := store.get(r.Context()); err != nil {
		// The details (paths, driver messages) go to the log, not to the
		// prober, which may be public.
		log.Warn("health check: lead database cannot store leads", "err", err)
		w.WriteHeader(http.StatusServiceUnavailable)
		w.Write([]byte(`{"status":"unavailable","store":"cannot store leads"}` + "\n"))
		return
	}
	w.Write([]byte(`{"status":"ok","store":"ok"}` + "\n"))
}
