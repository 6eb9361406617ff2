package server

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/leadcmd"
	"github.com/freightlane/website/apps/server/internal/leadstore"
	"github.com/google/uuid"
	"golang.org/x/net/html"
)

// The defects below were found by attacking the server (issue #20, "found
// when attacked"); each test failed before its fix.

// A caught bot must not be able to tell: the honeypot's answer has the
// status, headers and the shape of id a stored lead gets (a UUIDv7).
func TestHoneypotAnswersLikeAStoredLead(t *testing.T) {
	ts := startServer(t, nil, nil)
	real := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil)
	bot := validLead()
	bot["website"] = "http://spam.example"
	caught := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, bot), nil)

	for _, a := range []answer{real, caught} {
		var body map[string]string
		if err := json.Unmarshal([]byte(a.body), &body); err != nil || a.status != 201 {
			t.Fatalf("answer %d %s", a.status, a.body)
		}
		id, err := uuid.Parse(body["id"])
		if err != nil || id.Version() != 7 || id.String() != body["id"] {
			t.Errorf("id %q is not a UUIDv7 in canonical form (err %v)", body["id"], err)
		}
		if len(body) != 2 || body["redirect"] != "/request-demo/thank-you" {
			t.Errorf("body %s is not {id, redirect}", a.body)
		}
	}
	for _, name := range []string{"Content-Type", "Cache-Control"} {
		if real.header.Get(name) != caught.header.Get(name) {
			t.Errorf("%s differs: stored %q, honeypot %q", name, real.header.Get(name), caught.header.Get(name))
		}
	}
	if len(real.body) != len(caught.body) {
		t.Errorf("bodies differ in length: %q vs %q", real.body, caught.body)
	}
	if leads := ts.store(); len(leads) != 1 {
		t.Errorf("stored %d leads, want 1 (the bot's is dropped)", len(leads))
	}
}

// Bytes that are not UTF-8 are refused with 400, not stored as U+FFFD.
func TestInvalidUTF8IsRefused(t *testing.T) {
	ts := startServer(t, nil, nil)
	lead := jsonBody(t, validLead())
	badJSON := strings.Replace(lead, `"Ada"`, "\"A\xffda\"", 1)
	form := validForm().Encode()
	badForm := strings.Replace(form, "firstName=Ada", "firstName=A%FF%FEda", 1)
	badKey := form + "&%C3%28=x"
	for _, tt := range []struct{ name, contentType, body, want string }{
		{"JSON", "application/json", badJSON, "not valid UTF-8"},
		{"form value", formType, badForm, "not valid UTF-8"},
		{"form key", formType, badKey, "not valid UTF-8"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			a := do(t, "POST", ts.URL+"/api/demo-requests", tt.contentType, tt.body, nil)
			if a.status != 400 || !strings.Contains(a.body, tt.want) {
				t.Errorf("%d %s, want 400 saying %q", a.status, a.body, tt.want)
			}
		})
	}
	if leads := ts.store(); len(leads) != 0 {
		t.Errorf("stored %d leads: %s", len(leads), leads[0].Data)
	}
}

// Control characters are refused at the field (422 with its pointer), and an
// export escapes any that are in the database from before.
func TestControlCharactersAreRefusedAndEscapedInExports(t *testing.T) {
	ts := startServer(t, nil, nil)
	for _, tt := range []struct{ field, value, pointer string }{
		{"company", "Acme\x00Freight", "/company"},
		{"firstName", "Ada\a", "/firstName"},
		{"lastName", "\x1b[31mLovelace\x1b[0m", "/lastName"},
		{"message", "Hello\u009b31m", "/message"}, // C1 CSI
		{"message", "Hello\rWorld", "/message"},   // a bare CR overwrites the line
		{"message", "del\x7f", "/message"},
	} {
		lead := validLead()
		lead[tt.field] = tt.value
		a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil)
		if a.status != 422 || !strings.Contains(a.body, `{"pointer":"`+tt.pointer+`","message":"must not contain control characters"}`) {
			t.Errorf("%s=%q: %d %s", tt.field, tt.value, a.status, a.body)
		}
	}
	// Lists are text too.
	lead := validLead()
	lead["modes"] = []any{"ocean", "air\x1b"}
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil); a.status != 422 || !strings.Contains(a.body, `"/modes/1"`) {
		t.Errorf("control in a list item: %d %s", a.status, a.body)
	}
	// The form path names the field in a sentence.
	form := validForm()
	form.Set("company", "Acme\x1b]0;pwned\x07")
	if a := do(t, "POST", ts.URL+"/api/demo-requests", formType, form.Encode(), nil); a.status != 422 || !strings.Contains(a.body, "Company must not contain control characters<") {
		t.Errorf("form: %d %.300s", a.status, a.body)
	}
	// Tabs and line breaks (CRLF from a textarea) are text.
	lead = validLead()
	lead["message"] = "Line one\r\nLine two\n\tindented"
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, lead), nil); a.status != 201 {
		t.Fatalf("tab and line breaks: %d %s", a.status, a.body)
	}
	leads := ts.store()
	if len(leads) != 1 {
		t.Fatalf("stored %d leads, want 1", len(leads))
	}

	// A lead stored before the check (written here straight into the
	// database) is escaped by export-leads.
	lead = validLead()
	lead["company"] = "\x1b[2J\x1b]0;owned\x07Acme\u009b"
	data, _ := json.Marshal(lead)
	insertRaw(t, ts.Cfg.DB, data)
	var out, errOut bytes.Buffer
	if code := leadcmd.Export([]string{"-db", ts.Cfg.DB, "-out", "-"}, &out, &errOut); code != 0 {
		t.Fatalf("export-leads: %d %s", code, errOut.String())
	}
	csv := out.String()
	for i, c := range csv {
		if c != '\n' && c != '\t' && c != '\r' && (c < 0x20 || c == 0x7f || c >= 0x80 && c <= 0x9f) {
			t.Fatalf("export holds control character %U at %d: %q", c, i, csv)
		}
	}
	if !strings.Contains(csv, `\x1b[2J\x1b]0;owned\x07Acme\u009b`) {
		t.Errorf("export does not show the escaped controls: %q", csv)
	}
	if !strings.Contains(csv, "Line one\nLine two\n\tindented") {
		t.Errorf("export changed the line breaks or the tab: %q", csv)
	}
}

// After an early rejection (415, 429…) of a request whose body was not
// read, the answer comes at once and the connection closes, instead of the
// server waiting FL_READ_TIMEOUT for a body it will throw away.
func TestEarlyRejectionDoesNotWaitForTheBody(t *testing.T) {
	// The answer has 3 s to come and the close 3 s after it, so a loaded
	// machine has room, and both fail when the server waits out the 8 s
	// read timeout.
	ts := startServer(t, map[string]string{"FL_READ_TIMEOUT": "8s", "FL_RATE_LIMIT": "1/1h"}, nil)
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil); a.status != 201 {
		t.Fatalf("first request: %d", a.status)
	}
	for _, tt := range []struct {
		name, request string
		want          int
	}{
		{"415", "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nContent-Length: 5000\r\n\r\n", 415},
		{"429", "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{", 429},
		{"405 on a page", "POST /about HTTP/1.1\r\nHost: x\r\nContent-Length: 5000\r\n\r\n", 405},
		// Issue #37: a body declared over the limit waited for the read timeout.
		{"413 declared", "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{", 413},
		{"chunked", "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\nTransfer-Encoding: chunked\r\n\r\n10\r\n", 415},
	} {
		t.Run(tt.name, func(t *testing.T) {
			conn, err := net.Dial("tcp", ts.Addr)
			if err != nil {
				t.Fatal(err)
			}
			defer conn.Close()
			start := time.Now()
			io.WriteString(conn, tt.request)
			conn.SetReadDeadline(time.Now().Add(10 * time.Second))
			br := bufio.NewReader(conn)
			resp, err := http.ReadResponse(br, nil)
			if err != nil {
				t.Fatal(err)
			}
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
			if elapsed := time.Since(start); resp.StatusCode != tt.want || elapsed > 3*time.Second {
				t.Fatalf("%d after %v, want %d at once", resp.StatusCode, elapsed, tt.want)
			}
			conn.SetReadDeadline(time.Now().Add(3 * time.Second)) // closed after earlyCloseGrace; the read timeout would close it at 8 s
			if _, err := br.ReadByte(); err != io.EOF {
				t.Errorf("connection left open after the answer (read: %v)", err)
			}
		})
	}
	// A client that does send its body still reads the answer (the body is
	// drained for a moment, so the close is no reset).
	big := strings.Repeat("x", 200<<10)
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "text/plain", big, nil); a.status != 415 {
		t.Errorf("a 200 KiB body of the wrong type: %d", a.status)
	}
}

// A rejection after the body was read (a 422) keeps the connection alive.
func TestLateRejectionKeepsTheConnection(t *testing.T) {
	ts := startServer(t, nil, nil)
	conn, err := net.Dial("tcp", ts.Addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	body := `{"firstName":1}`
	io.WriteString(conn, "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: "+strconv.Itoa(len(body))+"\r\n\r\n"+body)
	br := bufio.NewReader(conn)
	conn.SetReadDeadline(time.Now().Add(5 * time.Second))
	resp, err := http.ReadResponse(br, nil)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 422 || resp.Close {
		t.Errorf("%d (Connection: close %v), want a 422 on a kept connection", resp.StatusCode, resp.Close)
	}
}

// insertRaw stores data as a lead without validation, as a server before
// the control-character check would have.
func insertRaw(t *testing.T, db string, data []byte) {
	t.Helper()
	s, err := leadstore.OpenExisting(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	defer s.Close()
	if _, _, err := s.Insert(context.Background(), data, "", "raw"); err != nil {
		t.Fatal(err)
	}
}

// /healthz answers from the store now: 503 while a real full disk (a
// small tmpfs filled up) stops every write, 200 within seconds of space
// coming back, with no lead needed to clear it (issue #37: it stayed 503
// until the next lead was stored, which a load balancer routing by health
// never sent).
func TestHealthzFollowsAFullDiskAndRecovers(t *testing.T) {
	if os.Geteuid() != 0 {
		t.Skip("needs root to mount a small tmpfs as a disk that fills up; the full-disk health check is not tested")
	}
	mnt := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", mnt).CombinedOutput(); err != nil {
		t.Skipf("cannot mount a tmpfs here (%v: %s); the full-disk health check is not tested", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", mnt).Run() })
	db := filepath.Join(mnt, "leads.db")
	ts := startServer(t, nil, func(c *Config) { c.DB = db })
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil); a.status != 201 {
		t.Fatalf("lead before the disk filled: %d", a.status)
	}
	if a := do(t, "GET", ts.URL+"/healthz", "", "", nil); a.status != 200 {
		t.Fatalf("healthz before the disk filled: %d %s", a.status, a.body)
	}
	fill(t, filepath.Join(mnt, "filler"))
	if a := do(t, "POST", ts.URL+"/api/demo-requests", "application/json", jsonBody(t, validLead()), nil); a.status < 500 {
		t.Fatalf("lead on a full disk: %d %s", a.status, a.body)
	}
	statusWithin(t, ts.URL+"/healthz", 503, 3*time.Second) // probers share a probe for up to a second
	if a := do(t, "GET", ts.URL+"/healthz", "", "", nil); !strings.Contains(a.body, `"status":"unavailable"`) || !strings.Contains(a.body, "cannot store leads") {
		t.Fatalf("healthz on a full disk: %d %s", a.status, a.body)
	}
	if err := os.Remove(filepath.Join(mnt, "filler")); err != nil {
		t.Fatal(err)
	}
	healthyWithin(t, ts.URL, 5*time.Second)
}

// healthyWithin polls /healthz until it answers 200, failing t after d.
func healthyWithin(t *testing.T, base string, d time.Duration) {
	t.Helper()
	statusWithin(t, base+"/healthz", 200, d)
}

// statusWithin polls u until it answers status, failing t after d.
func statusWithin(t *testing.T, u string, status int, d time.Duration) {
	t.Helper()
	start := time.Now()
	for {
		a := do(t, "GET", u, "", "", nil)
		if a.status == status {
			t.Logf("%s answered %d after %s", u, status, time.Since(start).Round(time.Millisecond))
			return
		}
		if time.Since(start) > d {
			t.Fatalf("%s still %d %s %s later, want %d", u, a.status, a.body, d, status)
		}
		time.Sleep(100 * time.Millisecond) // polling: the store's state sends no signal
	}
}

// fill writes to path until the file system is full.
func fill(t *testing.T, path string) {
	t.Helper()
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	chunk := make([]byte, 64<<10)
	for {
		if _, err := f.Write(chunk); err != nil {
			if !errors.Is(err, syscall.ENOSPC) {
				t.Fatal(err)
			}
			break
		}
	}
	// The last partial chunk may have left a few bytes: fill those too.
	for {
		if _, err := f.Write(chunk[:1]); err != nil {
			break
		}
	}
	f.Sync()
}

// Without JavaScript, a 422 shows the errors once, in the summary's own
// (styled) list inside its alert, worded as the form words them with
// JavaScript (form-messages.json, which the site's test checks against
// rules.ts), and each field's message is the summary's.
func TestNoJSFormErrorsHaveOneSummaryAndTheFormsWording(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("..", "demorequest", "testdata", "form-messages.json"))
	if err != nil {
		t.Fatal(err)
	}
	var site map[string]map[string]string
	if err := json.Unmarshal(raw, &site); err != nil {
		t.Fatal(err)
	}
	ts := startServer(t, nil, nil)
	form := validForm()
	form.Set("email", "ada@") // fails format and pattern: the form shows one message
	form.Set("phone", "abcd") // fails minLength and pattern: minLength comes first in the form
	form.Del("modes")
	form.Del("consent")
	a := do(t, "POST", ts.URL+"/api/demo-requests", formType, form.Encode(), nil)
	if a.status != 422 {
		t.Fatalf("%d %s", a.status, a.body)
	}
	doc, err := html.Parse(strings.NewReader(a.body))
	if err != nil {
		t.Fatal(err)
	}
	want := []struct{ field, message string }{
		{"email", site["email"]["format"]},
		{"phone", site["phone"]["minLength"]},
		{"modes", site["modes"]["required"]},
		{"consent", site["consent"]["required"]},
	}
	var summary *html.Node
	lists := 0
	for n := range doc.Descendants() {
		if n.Type == html.ElementNode && hasAttr(n, "data-error-summary") {
			summary = n
		}
	}
	if summary == nil || hasAttr(summary, "hidden") {
		t.Fatal("no visible error summary")
	}
	var items []string
	for n := range summary.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		switch n.Data {
		case "ul", "ol":
			lists++
			if attrValue(n, "data-part") != "list" || attrValue(n.Parent, "role") != "alert" {
				t.Errorf("the errors are in a list outside the summary's own: <%s %v> in <%s %v>", n.Data, n.Attr, n.Parent.Data, n.Parent.Attr)
			}
		case "li":
			items = append(items, textContent(n))
		}
	}
	if lists != 1 {
		t.Errorf("%d lists in the summary, want 1", lists)
	}
	if len(items) != len(want) {
		t.Fatalf("summary lists %q, want %d items", items, len(want))
	}
	for i, w := range want {
		if items[i] != w.message {
			t.Errorf("summary item %d = %q, want %q", i, items[i], w.message)
		}
		var inline string
		for n := range doc.Descendants() {
			if n.Type == html.ElementNode && attrValue(n, "data-error-for") == w.field {
				inline = textContent(n)
			}
		}
		if inline != w.message {
			t.Errorf("%s's own message = %q, want the summary's %q", w.field, inline, w.message)
		}
	}
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

func attrValue(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func textContent(n *html.Node) string {
	var b strings.Builder
	for d := range n.Descendants() {
		if d.Type == html.TextNode {
			b.WriteString(d.Data)
		}
	}
	return strings.TrimSpace(b.String())
}
