package server

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/freightlane/website/apps/server/internal/ratelimit"
)

// Config is everything the server is told from outside. Each field comes from
// an environment variable (documented in apps/server/README.md); the common
// ones can be overridden by a flag.
type Config struct {
	Addr   string // FL_ADDR, -addr
	Dist   string // FL_DIST, -dist
	DB     string // FL_DB, -db
	Schema string // FL_SCHEMA, -schema

	HSTS           bool     // FL_HSTS
	ConnectSources []string // FL_CSP_CONNECT_SRC, space-separated
	ClientIPHeader string   // FL_CLIENT_IP_HEADER
	RateLimit      ratelimit.Rate
	MaxBody        int64 // bytes of a demo request body

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
		Schema:            env("FL_SCHEMA", "schemas/demo-request.schema.json"),
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
	if c.CRMWebhookURL != "" && c.ZohoURL != "" {
		errs = append(errs, errors.New("set FL_CRM_WEBHOOK_URL or FL_ZOHO_WEBTOLEAD_URL, not both"))
	}
	if c.ZohoURL != "" && (c.ZohoXnQsjsdp == "" || c.ZohoXmIwtLD == "") {
		errs = append(errs, errors.New("FL_ZOHO_WEBTOLEAD_URL needs FL_ZOHO_XNQSJSDP and FL_ZOHO_XMIWTLD from the web-to-lead form Zoho generated"))
	}

	fs := flag.NewFlagSet("server", flag.ContinueOnError)
	fs.SetOutput(usage)
	fs.StringVar(&c.Addr, "addr", c.Addr, "listen address (FL_ADDR)")
	fs.StringVar(&c.Dist, "dist", c.Dist, "built site folder (FL_DIST)")
	fs.StringVar(&c.DB, "db", c.DB, "lead database file, created with its folder (FL_DB)")
	fs.StringVar(&c.Schema, "schema", c.Schema, "demo-request JSON Schema (FL_SCHEMA)")
	if err := fs.Parse(args); err != nil {
		return Config{}, err
	}
	if fs.NArg() > 0 {
		errs = append(errs, fmt.Errorf("unexpected argument %q", fs.Arg(0)))
	}
	return c, errors.Join(errs...)
}
