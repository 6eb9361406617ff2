// Package leadcmd holds the server binary's maintenance subcommands over the
// lead database: export-leads (CSV for sales) and requeue-lead (send a
// parked lead again after checking the CRM), on SQLite or PostgreSQL alike
// (-db takes a file or a postgres:// URL, and defaults to FL_DB), and leads
// backup (SQLite; PostgreSQL has pg_dump).
package leadcmd

import (
	"context"
	"encoding/csv"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/freightlane/website/apps/server/internal/leadstore"
)

// fieldColumns are the submission fields, in the form's order.
var fieldColumns = []string{"firstName", "lastName", "email", "company", "phone", "country",
	"companyType", "shipmentsPerMonth", "modes", "message", "consent"}

// dbFlag is the -db flag every subcommand has: the server's FL_DB unless
// told otherwise, so on a server's machine the tools find its database.
func dbFlag(fs *flag.FlagSet) *string {
	def := os.Getenv("FL_DB")
	if def == "" {
		def = "data/leads.db"
	}
	return fs.String("db", def, "lead database: a SQLite file or a postgres:// URL (default: FL_DB, else data/leads.db)")
}

// Export runs `export-leads -db data/leads.db -out leads.csv`.
func Export(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("export-leads", flag.ContinueOnError)
	fs.SetOutput(stderr)
	db := dbFlag(fs)
	out := fs.String("out", "-", "CSV file to write, - for standard output")
	if fs.Parse(args) != nil {
		return 2
	}
	store, err := leadstore.OpenExisting(context.Background(), *db)
	if err != nil {
		fmt.Fprintln(stderr, "export-leads:", err)
		return 1
	}
	defer store.Close()
	leads, err := store.Leads(context.Background())
	if err != nil {
		fmt.Fprintln(stderr, "export-leads:", err)
		return 1
	}
	w := stdout
	var file *os.File
	if *out != "-" {
		// Leads are personal data: readable by the owner only.
		file, err = os.OpenFile(*out, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
		if err != nil {
			fmt.Fprintln(stderr, "export-leads:", err)
			return 1
		}
		w = file
	}
	err = WriteCSV(w, leads)
	if file != nil {
		if cerr := file.Close(); err == nil {
			err = cerr
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, "export-leads:", err)
		return 1
	}
	if file != nil {
		fmt.Fprintf(stderr, "export-leads: %d leads written to %s\n", len(leads), *out)
	}
	return 0
}

// WriteCSV writes one row per lead under a header row. Control characters
// are escaped (see EscapeControls) and every cell is made safe for
// spreadsheets: a value that a spreadsheet would run as a formula
// (starting with = + - @, tab or carriage return) is prefixed with '.
func WriteCSV(w io.Writer, leads []leadstore.Lead) error {
	cw := csv.NewWriter(w)
	header := append([]string{"id", "createdAt"}, fieldColumns...)
	header = append(header, "delivery", "deliveredAt", "attempts", "lastError")
	if err := cw.Write(header); err != nil {
		return err
	}
	for _, l := range leads {
		var fields map[string]any
		if err := json.Unmarshal(l.Data, &fields); err != nil {
			return fmt.Errorf("lead %s: %w", l.ID, err)
		}
		row := []string{l.ID, l.CreatedAt}
		for _, col := range fieldColumns {
			row = append(row, cell(fields[col]))
		}
		delivery := "pending"
		switch {
		case l.DeliveredAt != "":
			delivery = "delivered"
		case l.ParkedAt != "":
			delivery = "parked"
		}
		row = append(row, delivery, l.DeliveredAt, fmt.Sprint(l.Attempts), l.LastError)
		for i := range row {
			row[i] = SafeCell(EscapeControls(row[i]))
		}
		if err := cw.Write(row); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

func cell(v any) string {
	switch v := v.(type) {
	case nil:
		return ""
	case string:
		return v
	case []any:
		parts := make([]string, len(v))
		for i, p := range v {
			parts[i] = fmt.Sprint(p)
		}
		return strings.Join(parts, "; ")
	default:
		return fmt.Sprint(v)
	}
}

// EscapeControls writes the control characters of s as visible escapes
// (ESC as \x1b, a C1 control such as CSI as \u009b), so a terminal or a
// viewer showing an export prints them instead of running them. Tab and line
// feed stay; a CRLF line break becomes a line feed. The server refuses
// controls in new leads; this covers leads stored before it did, and the
// CRM's error texts.
func EscapeControls(s string) string {
	if !strings.ContainsFunc(s, isEscapedControl) {
		return s
	}
	s = strings.ReplaceAll(s, "\r\n", "\n")
	var b strings.Builder
	for _, r := range s {
		switch {
		case !isEscapedControl(r):
			b.WriteRune(r)
		case r < 0x80:
			fmt.Fprintf(&b, "\\x%02x", r)
		default:
			fmt.Fprintf(&b, "\\u%04x", r)
		}
	}
	return b.String()
}

func isEscapedControl(r rune) bool {
	return r != '\t' && r != '\n' && (r < 0x20 || r == 0x7f || r >= 0x80 && r <= 0x9f)
}

// SafeCell defuses CSV formula injection (OWASP): spreadsheets run a cell
// that starts with = + - @ (or tab / carriage return before one) as a
// formula; a leading ' makes it text.
func SafeCell(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}

// Requeue runs `requeue-lead -db data/leads.db -id <lead id>`.
func Requeue(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("requeue-lead", flag.ContinueOnError)
	fs.SetOutput(stderr)
	db := dbFlag(fs)
	id := fs.String("id", "", "id of the parked lead (see the delivery column of export-leads)")
	if fs.Parse(args) != nil {
		return 2
	}
	if *id == "" {
		fmt.Fprintln(stderr, "requeue-lead: -id is required")
		return 2
	}
	store, err := leadstore.OpenExisting(context.Background(), *db)
	if err != nil {
		fmt.Fprintln(stderr, "requeue-lead:", err)
		return 1
	}
	defer store.Close()
	if err := store.Requeue(context.Background(), *id); err != nil {
		fmt.Fprintln(stderr, "requeue-lead:", err)
		return 1
	}
	fmt.Fprintf(stdout, "requeue-lead: %s will be sent again by the running server\n", *id)
	return 0
}

// Backup runs `leads backup -db data/leads.db -out FILE`: a consistent copy
// of the lead database (SQLite VACUUM INTO), safe while the server runs.
func Backup(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("leads backup", flag.ContinueOnError)
	fs.SetOutput(stderr)
	db := dbFlag(fs)
	out := fs.String("out", "", "file to write the copy to; must not exist")
	if fs.Parse(args) != nil {
		return 2
	}
	if *out == "" {
		fmt.Fprintln(stderr, "leads backup: -out FILE is required (the copy's path; it must not exist)")
		return 2
	}
	if leadstore.IsPostgres(*db) {
		fmt.Fprintln(stderr, "leads backup: the leads are in PostgreSQL: back them up with pg_dump (see apps/server/README.md)")
		return 2
	}
	store, err := leadstore.OpenExistingSQLite(*db)
	if err != nil {
		fmt.Fprintln(stderr, "leads backup:", err)
		return 1
	}
	defer store.Close()
	if err := store.Backup(context.Background(), *out); err != nil {
		fmt.Fprintln(stderr, "leads backup:", err)
		return 1
	}
	fmt.Fprintf(stdout, "leads backup: %s written\n", *out)
	return 0
}
