package server

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"strconv"
	"strings"
	"time"

	"github.com/freightlane/website/apps/server/internal/askai"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/freightlane/website/apps/server/internal/ratelimit"
)

// Config is everything the server is told from outside. Each field comes from
// an environment variable (documented in apps/server/README.md); the common
// ones can be overridden by a flag.
type Config struct {
	Addr   string // FL_ADDR, -addr
	Dist   string // FL_DIST, -dist
	DB     string // FL_DB, -db
	Schema string // FL_SCHEMA, -schema; "" is the schema embedded in the binary

	MetricsToken string // FL_METRICS_TOKEN: /metrics wants it as a bearer token, and is served on the public listener with it
	MetricsAddr  string // FL_METRICS_ADDR: a listener of its own for /metrics
	// MetricsListener, when set, serves /metrics instead of MetricsAddr
	// (tests pass a listener they opened).
	MetricsListener net.Listener
	// MetricsResync is how often the lead and outbox figures /metrics
	// serves from memory are read from the store again (FL_METRICS_RESYNC),
	// taking in what other instances and the lead commands wrote.
	MetricsResync time.Duration

	LogLevel slog.Level // FL_LOG_LEVEL

	HSTS           bool     // FL_HSTS
	ConnectSources []string // FL_CSP_CONNECT_SRC, space-separated
	ClientIPHeader string   // FL_CLIENT_IP_HEADER
	RateLimit      ratelimit.Rate
	MaxBody        int64 // bytes of a demo request body

	AskAI        askai.Config // FL_ASK_AI_*; the zero value turns Ask AI off
	AskRateLimit ratelimit.Rate

	InsightsRateLimit ratelimit.Rate // FL_INSIGHTS_RATE_LIMIT: events per client
	InsightsRetention int            // FL_INSIGHTS_RETENTION_DAYS: days of insights kept
	InsightsToken     string         // FL_INSIGHTS_TOKEN: the report at /insights/report wants it; unset, not served

	MCP          bool // FL_MCP: the docs MCP server at /mcp (on unless off)
	MCPRateLimit ratelimit.Rate
	MCPByteLimit ratelimit.Rate // bytes of MCP answers per client

	CRMWebhookURL    string // FL_CRM_WEBHOOK_URL
	ZohoURL          string // FL_ZOHO_WEBTOLEAD_URL
	ZohoXnQsjsdp     string // FL_ZOHO_XNQSJSDP
	ZohoXmIwtLD      string // FL_ZOHO_XMIWTLD
	ZohoActionType   string // FL_ZOHO_ACTIONTYPE
	CRMTimeout       time.Duration
	OutboxBackoffMin time.Duration
	OutboxBackoffMax time.Duration
	OutboxParallel   int

	ReadHeaderTimeout time.Duration
	ReadTimeout       time.Duration
	WriteTimeout      time.Duration
	IdleTimeout       time.Duration
	ShutdownTimeout   time.Duration
}

// ParseConfig reads the environment through getenv, then the flags in args.
func ParseConfig(args []string, getenv func(string) string, usage io.Writer) (Config, error) {
	env := func(key, def string) string {
		if v := getenv(key); v != "" {
			return v
		}
		return def
	}
	var errs []error
	duration := func(key, def string) time.Duration {
		d, err := time.ParseDuration(env(key, def))
		if err != nil || d <= 0 {
			errs = append(errs, fmt.Errorf("%s: want a positive duration such as 5s", key))
		}
		return d
	}
	integer := func(key, def string) int {
		n, err := strconv.Atoi(env(key, def))
		if err != nil || n < 1 {
			errs = append(errs, fmt.Errorf("%s: want a positive whole number", key))
		}
		return n
	}

	c := Config{
		Addr:              env("FL_ADDR", ":8080"),
		Dist:              env("FL_DIST", "dist"),
		DB:                env("FL_DB", "data/leads.db"),
		Schema:            getenv("FL_SCHEMA"),
		MetricsToken:      getenv("FL_METRICS_TOKEN"),
		MetricsAddr:       getenv("FL_METRICS_ADDR"),
		MetricsResync:     duration("FL_METRICS_RESYNC", "1m"),
		ConnectSources:    strings.Fields(getenv("FL_CSP_CONNECT_SRC")),
		ClientIPHeader:    getenv("FL_CLIENT_IP_HEADER"),
		MaxBody:           int64(integer("FL_MAX_BODY_KIB", "32")) << 10,
		CRMWebhookURL:     getenv("FL_CRM_WEBHOOK_URL"),
		ZohoURL:           getenv("FL_ZOHO_WEBTOLEAD_URL"),
		ZohoXnQsjsdp:      getenv("FL_ZOHO_XNQSJSDP"),
		ZohoXmIwtLD:       getenv("FL_ZOHO_XMIWTLD"),
		ZohoActionType:    env("FL_ZOHO_ACTIONTYPE", "TGVhZHM="), // base64 "Leads", as Zoho's generated form has it
		CRMTimeout:        duration("FL_CRM_TIMEOUT", "15s"),
		OutboxBackoffMin:  duration("FL_OUTBOX_BACKOFF_MIN", "5s"),
		OutboxBackoffMax:  duration("FL_OUTBOX_BACKOFF_MAX", "1h"),
		OutboxParallel:    integer("FL_OUTBOX_PARALLEL", "2"),
		ReadHeaderTimeout: duration("FL_READ_HEADER_TIMEOUT", "5s"),
		ReadTimeout:       duration("FL_READ_TIMEOUT", "30s"),
		WriteTimeout:      duration("FL_WRITE_TIMEOUT", "60s"),
		IdleTimeout:       duration("FL_IDLE_TIMEOUT", "120s"),
		ShutdownTimeout:   duration("FL_SHUTDOWN_TIMEOUT", "30s"),
	}
	if err := c.LogLevel.UnmarshalText([]byte(env("FL_LOG_LEVEL", "info"))); err != nil {
		errs = append(errs, fmt.Errorf("FL_LOG_LEVEL: want debug, info, warn or error, not %q", getenv("FL_LOG_LEVEL")))
	}
	switch v := env("FL_HSTS", "false"); v {
	case "true", "1", "on":
		c.HSTS = true
	case "false", "0", "off":
	default:
		errs = append(errs, fmt.Errorf("FL_HSTS: want true or false, not %q", v))
	}
	rate, err := ratelimit.ParseRate(env("FL_RATE_LIMIT", "5/1m"))
	if err != nil {
		errs = append(errs, fmt.Errorf("FL_RATE_LIMIT: %w", err))
	}
	c.RateLimit = rate
	if v := getenv("FL_RATE_LIMIT"); v == "off" {
		c.AskRateLimit = ratelimit.Rate{}
	} else if c.AskRateLimit, err = ratelimit.ParseRate(env("FL_ASK_AI_RATE_LIMIT", "10/1m")); err != nil {
		errs = append(errs, fmt.Errorf("FL_ASK_AI_RATE_LIMIT: %w", err))
	}
	switch v := env("FL_MCP", "on"); v {
	case "on", "true", "1":
		c.MCP = true
	case "off", "false", "0":
	default:
		errs = append(errs, fmt.Errorf("FL_MCP: want on or off, not %q", v))
	}
	if v := getenv("FL_RATE_LIMIT"); v == "off" {
		c.MCPRateLimit = ratelimit.Rate{}
	} else if c.MCPRateLimit, err = ratelimit.ParseRate(env("FL_MCP_RATE_LIMIT", "60/1m")); err != nil {
		errs = append(errs, fmt.Errorf("FL_MCP_RATE_LIMIT: %w", err))
	}
	if v := getenv("FL_RATE_LIMIT"); v == "off" {
		c.MCPByteLimit = ratelimit.Rate{}
	} else if c.MCPByteLimit, err = ratelimit.ParseRate(env("FL_MCP_BYTE_LIMIT", "4194304/1m")); err != nil {
		errs = append(errs, fmt.Errorf("FL_MCP_BYTE_LIMIT: %w", err))
	}
	if v := getenv("FL_RATE_LIMIT"); v == "off" {
		c.InsightsRateLimit = ratelimit.Rate{}
	} else if c.InsightsRateLimit, err = ratelimit.ParseRate(env("FL_INSIGHTS_RATE_LIMIT", "30/1m")); err != nil {
		errs = append(errs, fmt.Errorf("FL_INSIGHTS_RATE_LIMIT: %w", err))
	}
	c.InsightsRetention = integer("FL_INSIGHTS_RETENTION_DAYS", strconv.Itoa(leadstore.DefaultRetentionDays))
	c.InsightsToken = getenv("FL_INSIGHTS_TOKEN")
	if c.AskAI, err = askAIConfig(getenv, duration); err != nil {
		errs = append(errs, err)
	}
	if c.CRMWebhookURL != "" && c.ZohoURL != "" {
		errs = append(errs, errors.New("set FL_CRM_WEBHOOK_URL or FL_ZOHO_WEBTOLEAD_URL, not both"))
	}
	if c.ZohoURL != "" && (c.ZohoXnQsjsdp == "" || c.ZohoXmIwtLD == "") {
		errs = append(errs, errors.New("FL_ZOHO_WEBTOLEAD_URL needs FL_ZOHO_XNQSJSDP and FL_ZOHO_XMIWTLD from the web-to-lead form Zoho generated"))
	}

	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(usage)
	fs.Usage = func() {
		fmt.Fprintln(usage, "Usage: server [flags]\n\nServes the built site and the site's APIs. Flags override the environment.\n\nFlags:")
		fs.PrintDefaults()
		fmt.Fprintln(usage, "\nEnvironment (apps/server/README.md has the details):")
		for _, v := range environment {
			fmt.Fprintf(usage, "  %s\n    \t%s\n", v.name, v.meaning)
		}
	}
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (FL_ADDR)")
	fs.StringVar(&c.Dist, "dist", c.Dist, "built site folder (FL_DIST)")
	fs.StringVar(&c.DB, "db", c.DB, "lead database: a SQLite file, created with its folder, or a postgres:// URL (FL_DB)")
	fs.StringVar(&c.Schema, "schema", c.Schema, "demo-request JSON Schema instead of the built-in one (FL_SCHEMA)")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		errs = append(errs, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	return c, errors.Join(errs...)
}

// askAIConfig reads the Ask AI endpoint: all of it or none of it.
func askAIConfig(getenv func(string) string, duration func(key, def string) time.Duration) (askai.Config, error) {
	c := askai.Config{
		BaseURL:          getenv("FL_ASK_AI_BASE_URL"),
		APIKey:           askai.Secret(getenv("FL_ASK_AI_API_KEY")),
		Model:            getenv("FL_ASK_AI_MODEL"),
		Timeout:          duration("FL_ASK_AI_TIMEOUT", "60s"),
		FirstByteTimeout: duration("FL_ASK_AI_FIRST_BYTE_TIMEOUT", "20s"),
	}
	if c.BaseURL == "" {
		if c.Model != "" || c.APIKey != "" {
			return askai.Config{}, errors.New("FL_ASK_AI_MODEL and FL_ASK_AI_API_KEY need FL_ASK_AI_BASE_URL, the endpoint's API root (e.g. https://api.openai.com/v1); leave all three unset to turn Ask AI off")
		}
		return askai.Config{}, nil
	}
	base, err := askai.ParseBaseURL(c.BaseURL)
	if err != nil {
		return askai.Config{}, fmt.Errorf("FL_ASK_AI_BASE_URL: %w", err)
	}
	c.BaseURL = base
	if c.Model == "" {
		return askai.Config{}, errors.New("FL_ASK_AI_BASE_URL needs FL_ASK_AI_MODEL, the name of the chat model to ask (e.g. gpt-4o-mini)")
	}
	return c, nil
}

// environment is the server's environment, for -help.
var environment = []struct{ name, meaning string }{
	{"FL_ADDR", "listen address (default :8080)"},
	{"FL_DIST", "built site folder (default dist)"},
	{"FL_DB", "lead database: a SQLite file (default data/leads.db) or postgres://user:password@host/dbname for several instances"},
	{"FL_SCHEMA", "demo-request JSON Schema to use instead of the one built into the binary"},
	{"FL_METRICS_TOKEN", "when set, GET /metrics is served on the public listener too, with Authorization: Bearer <token>"},
	{"FL_METRICS_ADDR", "listen address of its own for GET /metrics, e.g. 127.0.0.1:9091 (default: none)"},
	{"FL_METRICS_RESYNC", "how often the lead figures of /metrics are read from the store again, for other instances' writes (default 1m)"},
	{"FL_LOG_LEVEL", "least level logged: debug, info (default: every request), warn or error"},
	{"FL_HSTS", "true adds Strict-Transport-Security (default false)"},
	{"FL_CSP_CONNECT_SRC", "extra connect-src origins of the CSP, space-separated"},
	{"FL_RATE_LIMIT", "demo requests per client, events/duration or off (default 5/1m); off also turns off the Ask AI and MCP limits"},
	{"FL_CLIENT_IP_HEADER", "header with the client address behind a proxy, e.g. X-Forwarded-For"},
	{"FL_MAX_BODY_KIB", "largest demo-request body in KiB (default 32)"},
	{"FL_CRM_WEBHOOK_URL", "forward leads as JSON to this URL"},
	{"FL_ZOHO_WEBTOLEAD_URL, FL_ZOHO_XNQSJSDP, FL_ZOHO_XMIWTLD, FL_ZOHO_ACTIONTYPE", "or forward leads to Zoho CRM web-to-lead"},
	{"FL_CRM_TIMEOUT, FL_OUTBOX_BACKOFF_MIN, FL_OUTBOX_BACKOFF_MAX, FL_OUTBOX_PARALLEL", "CRM send timeout (15s), retry backoff (5s to 1h), sends in flight (2)"},
	{"FL_ASK_AI_BASE_URL", "OpenAI-compatible API root for Ask AI, e.g. https://api.openai.com/v1 (POST {base}/chat/completions); unset: Ask AI is off"},
	{"FL_ASK_AI_MODEL", "chat model to ask; required with FL_ASK_AI_BASE_URL"},
	{"FL_ASK_AI_API_KEY", "sent to the endpoint as Authorization: Bearer; never logged or sent to browsers"},
	{"FL_ASK_AI_RATE_LIMIT", "questions per client, events/duration or off (default 10/1m)"},
	{"FL_MCP", "on (default) serves the docs MCP server at POST /mcp; off turns it off"},
	{"FL_MCP_RATE_LIMIT", "MCP requests per client, events/duration or off (default 60/1m)"},
	{"FL_MCP_BYTE_LIMIT", "bytes of MCP answers per client, bytes/duration or off (default 4194304/1m)"},
	{"FL_INSIGHTS_RATE_LIMIT", "docs insights events (searches, feedback) per client, events/duration or off (default 30/1m)"},
	{"FL_INSIGHTS_RETENTION_DAYS", "days the docs insights are kept before their rows are deleted (default 90)"},
	{"FL_INSIGHTS_TOKEN", "when set, GET /insights/report serves the docs insights report with Authorization: Bearer <token> (or as the password of Basic auth); unset, not served"},
	{"FL_ASK_AI_TIMEOUT, FL_ASK_AI_FIRST_BYTE_TIMEOUT", "limits of one answer: whole answer (60s), first byte from the endpoint (20s)"},
	{"FL_READ_HEADER_TIMEOUT, FL_READ_TIMEOUT, FL_WRITE_TIMEOUT, FL_IDLE_TIMEOUT, FL_SHUTDOWN_TIMEOUT", "connection timeouts (5s, 30s, 60s, 120s) and shutdown wait (30s)"},
}
