package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/sitetest"
	"github.com/freightlane/website/packages/sitegen/inlinescript"
)

var inlinescriptSource = inlinescript.Source

// serverBin is the server built once for the tests that run it as a real
// process (crash and shutdown tests).
var serverBin string

func TestMain(m *testing.M) {
	dir, err := os.MkdirTemp("", "flserver-test")
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	serverBin = filepath.Join(dir, "server")
	build := exec.Command("go", "build", "-o", serverBin, ".")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		fmt.Fprintln(os.Stderr, "building the server:", err)
		os.RemoveAll(dir)
		os.Exit(1)
	}
	code := m.Run()
	pg.Stop()
	os.RemoveAll(dir)
	os.Exit(code)
}

type process struct {
	cmd  *exec.Cmd
	addr string
	done chan error
	logs *lockedBuffer
}

type lockedBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *lockedBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *lockedBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// start runs the server binary and waits for its "listening" log line.
func start(t *testing.T, env map[string]string) *process {
	t.Helper()
	return startIn(t, "", env)
}

// startIn is start with the working directory dir ("" for this one).
func startIn(t *testing.T, dir string, env map[string]string) *process {
	t.Helper()
	cmd := exec.Command(serverBin)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "FL_ADDR=127.0.0.1:0")
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{cmd: cmd, done: make(chan error, 1), logs: &lockedBuffer{}}
	listening := make(chan string, 1)
	go func() {
		sc := bufio.NewScanner(stderr)
		sc.Buffer(make([]byte, 1<<20), 1<<20)
		for sc.Scan() {
			line := sc.Text()
			p.logs.Write([]byte(line + "\n"))
			var rec struct{ Msg, Addr string }
			if json.Unmarshal([]byte(line), &rec) == nil && rec.Msg == "listening" {
				listening <- rec.Addr
			}
		}
		p.done <- cmd.Wait()
	}()
	t.Cleanup(func() {
		cmd.Process.Kill()
	})
	select {
	case p.addr = <-listening:
	case err := <-p.done:
		t.Fatalf("server exited before listening: %v\n%s", err, p.logs)
	case <-time.After(15 * time.Second):
		t.Fatalf("server did not start:\n%s", p.logs)
	}
	return p
}

func (p *process) stop(t *testing.T, sig syscall.Signal) error {
	t.Helper()
	if err := p.cmd.Process.Signal(sig); err != nil {
		t.Fatal(err)
	}
	select {
	case err := <-p.done:
		return err
	case <-time.After(15 * time.Second):
		t.Fatalf("server did not exit after %v", sig)
		return nil
	}
}

// stubCRM stands in for the CRM webhook: it fails the first failFirst
// attempts for each lead with 503, then accepts it, dropping duplicates by
// the Idempotency-Key as the README asks of a webhook.
type stubCRM struct {
	failFirst int
	mu        sync.Mutex
	attempts  map[string]int // by Idempotency-Key
	accepted  map[string]int // 2xx answers given, by key
	leads     map[string]map[string]any
}

func newStubCRM(failFirst int) *stubCRM {
	return &stubCRM{failFirst: failFirst, attempts: map[string]int{}, accepted: map[string]int{}, leads: map[string]map[string]any{}}
}

func (s *stubCRM) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	key := r.Header.Get("Idempotency-Key")
	var lead map[string]any
	if r.Method != http.MethodPost || key == "" || json.NewDecoder(r.Body).Decode(&lead) != nil || lead["id"] != key {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.attempts[key]++
	if s.attempts[key] <= s.failFirst {
		http.Error(w, "try later", http.StatusServiceUnavailable)
		return
	}
	s.accepted[key]++
	if _, dup := s.leads[key]; !dup {
		s.leads[key] = lead
	}
	w.WriteHeader(http.StatusOK)
}

func (s *stubCRM) snapshot() (leads map[string]bool, accepted map[string]int) {
	s.mu.Lock()
	defer s.mu.Unlock()
	leads = map[string]bool{}
	for k := range s.leads {
		leads[k] = true
	}
	accepted = map[string]int{}
	for k, v := range s.accepted {
		accepted[k] = v
	}
	return leads, accepted
}

func leadJSON(n int) string {
	return fmt.Sprintf(`{"firstName":"Client","lastName":"No %d","email":"client%d@example.com","company":"Co %d",
		"country":"DE","companyType":"shipper","shipmentsPerMonth":"1-50","modes":["ocean"],"consent":true}`, n, n, n)
}

func TestCrashKeepsAcknowledgedLeadsAndStubCRMDeliversEachOnce(t *testing.T) {
	crm := newStubCRM(2)
	crmServer := httptest.NewServer(crm)
	defer crmServer.Close()
	const parallel = 4
	env := map[string]string{
		"FL_DIST":               sitetest.Dist(t),
		"FL_DB":                 filepath.Join(t.TempDir(), "data", "leads.db"),
		"FL_SCHEMA":             sitetest.SchemaPath(),
		"FL_RATE_LIMIT":         "off",
		"FL_CRM_WEBHOOK_URL":    crmServer.URL + "/leads",
		"FL_CRM_TIMEOUT":        "1s",
		"FL_OUTBOX_BACKOFF_MIN": "20ms",
		"FL_OUTBOX_BACKOFF_MAX": "200ms",
		"FL_OUTBOX_PARALLEL":    fmt.Sprint(parallel),
	}
	first := start(t, env)

	// Clients submit until the server dies under them.
	var (
		mu      sync.Mutex
		acked   = map[string]bool{}
		next    atomic.Int64
		enough  = make(chan struct{})
		once    sync.Once
		clients sync.WaitGroup
	)
	client := &http.Client{Timeout: 5 * time.Second}
	for range 8 {
		clients.Go(func() {
			for {
				n := next.Add(1)
				req, _ := http.NewRequest("POST", "http://"+first.addr+"/api/demo-requests", strings.NewReader(leadJSON(int(n))))
				req.Header.Set("Content-Type", "application/json")
				req.Header.Set("Idempotency-Key", fmt.Sprintf("crash-test-%d", n))
				resp, err := client.Do(req)
				if err != nil {
					return // the server is gone
				}
				var body struct{ ID string }
				json.NewDecoder(resp.Body).Decode(&body)
				resp.Body.Close()
				if resp.StatusCode/100 != 2 {
					t.Errorf("submission %d: status %d", n, resp.StatusCode)
					return
				}
				mu.Lock()
				acked[body.ID] = true
				if len(acked) >= 60 {
					once.Do(func() { close(enough) })
				}
				mu.Unlock()
			}
		})
	}
	select {
	case <-enough:
	case <-time.After(15 * time.Second):
		t.Fatal("clients did not get 60 answers")
	}
	first.stop(t, syscall.SIGKILL) // mid-way: clients are still sending
	clients.Wait()
	mu.Lock()
	ackedCount := len(acked)
	mu.Unlock()
	t.Logf("acknowledged before the kill: %d, submissions attempted: %d", ackedCount, next.Load())

	second := start(t, env)
	stored := func() map[string]string {
		out, err := exec.Command(serverBin, "export-leads", "-db", env["FL_DB"]).Output()
		if err != nil {
			t.Fatal(err)
		}
		rows, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
		if err != nil {
			t.Fatal(err)
		}
		byID := map[string]string{}
		for _, row := range rows[1:] {
			byID[row[0]] = row[13] // delivery column
		}
		return byID
	}
	deadline := time.Now().Add(15 * time.Second)
	for {
		got, _ := crm.snapshot()
		if len(got) >= ackedCount && len(got) == len(stored()) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("CRM has %d leads, store has %d, acknowledged %d\n%s", len(got), len(stored()), ackedCount, second.logs)
		}
		time.Sleep(50 * time.Millisecond) // the CRM is another process's client: poll
	}
	if err := second.stop(t, syscall.SIGTERM); err != nil {
		t.Fatalf("graceful stop: %v\n%s", err, second.logs)
	}

	store := stored()
	for id := range acked {
		if _, ok := store[id]; !ok {
			t.Errorf("lead %s was acknowledged but is not in the store", id)
		}
	}
	delivered, accepted := crm.snapshot()
	for id, state := range store {
		if !delivered[id] {
			t.Errorf("stored lead %s never reached the CRM", id)
		}
		if state != "delivered" {
			t.Errorf("stored lead %s is %q in the outbox, want delivered", id, state)
		}
	}
	if len(delivered) != len(store) {
		t.Errorf("CRM has %d leads, store has %d", len(delivered), len(store))
	}
	// A lead is accepted twice only if the kill fell between the CRM's 2xx
	// and recording it, which at most the sends in flight can hit.
	resent := 0
	for id, n := range accepted {
		if n > 2 {
			t.Errorf("lead %s accepted %d times", id, n)
		}
		if n == 2 {
			resent++
		}
	}
	if resent > parallel {
		t.Errorf("%d leads sent again after the crash, more than the %d sends that can be in flight", resent, parallel)
	}
	t.Logf("stored %d, delivered %d, resent after the crash to the deduping stub %d", len(store), len(delivered), resent)
}

func TestGracefulShutdownFinishesRequestInFlight(t *testing.T) {
	p := start(t, map[string]string{
		"FL_DIST":   sitetest.Dist(t),
		"FL_DB":     filepath.Join(t.TempDir(), "leads.db"),
		"FL_SCHEMA": sitetest.SchemaPath(),
	})
	body := leadJSON(1)
	conn, err := net.Dial("tcp", p.addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST /api/demo-requests HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: %d\r\nExpect: 100-continue\r\n\r\n", len(body))
	r := bufio.NewReader(conn)
	// "100 Continue" comes when the handler starts reading the body: the
	// request is now in flight.
	if line, err := r.ReadString('\n'); err != nil || !strings.Contains(line, "100 Continue") {
		t.Fatalf("waiting for 100 Continue: %q %v", line, err)
	}
	r.ReadString('\n') // the blank line ending the interim answer

	if err := p.cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	for deadline := time.Now().Add(5 * time.Second); ; {
		c, err := net.Dial("tcp", p.addr)
		if err != nil {
			break // the listener is closed: shutdown has begun
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatal("the server kept accepting connections after SIGTERM")
		}
		time.Sleep(10 * time.Millisecond)
	}
	io.WriteString(conn, body)
	resp, err := http.ReadResponse(r, nil)
	if err != nil {
		t.Fatalf("request in flight was cut off: %v", err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("request in flight answered %d", resp.StatusCode)
	}
	select {
	case err := <-p.done:
		if err != nil {
			t.Fatalf("exit after SIGTERM: %v\n%s", err, p.logs)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("server did not exit after finishing the request")
	}
}

func TestExportLeadsCSVIsFormulaSafe(t *testing.T) {
	db := filepath.Join(t.TempDir(), "leads.db")
	p := start(t, map[string]string{"FL_DIST": sitetest.Dist(t), "FL_DB": db, "FL_SCHEMA": sitetest.SchemaPath()})
	lead := `{"firstName":"=1+2","lastName":"@SUM(A1)","email":"a@example.com","company":"+cmd|' /C calc'!A0",
		"phone":"+44 20 7946 0958","country":"DE","companyType":"shipper","shipmentsPerMonth":"1-50","modes":["ocean","air"],
		"message":"-2\n\"quoted\", comma","consent":true}`
	resp, err := http.Post("http://"+p.addr+"/api/demo-requests", "application/json", strings.NewReader(lead))
	if err != nil || resp.StatusCode != 201 {
		t.Fatalf("submit: %v %v", resp, err)
	}
	resp.Body.Close()
	if err := p.stop(t, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(t.TempDir(), "leads.csv")
	if msg, err := exec.Command(serverBin, "export-leads", "-db", db, "-out", out).CombinedOutput(); err != nil {
		t.Fatalf("export-leads: %v: %s", err, msg)
	}
	f, _ := os.Open(out)
	defer f.Close()
	rows, err := csv.NewReader(f).ReadAll()
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 2 || rows[0][0] != "id" || rows[0][2] != "firstName" {
		t.Fatalf("rows = %v", rows)
	}
	want := map[int]string{2: "'=1+2", 3: "'@SUM(A1)", 5: "'+cmd|' /C calc'!A0", 6: "'+44 20 7946 0958", 10: "ocean; air", 11: "'-2\n\"quoted\", comma", 12: "true", 13: "pending"}
	for col, v := range want {
		if rows[1][col] != v {
			t.Errorf("column %s = %q, want %q", rows[0][col], rows[1][col], v)
		}
	}
	if err := exec.Command(serverBin, "export-leads", "-db", filepath.Join(t.TempDir(), "missing.db")).Run(); err == nil {
		t.Error("export-leads of a missing database succeeded")
	}
}

// The binary needs no file beside it but the site: the demo-request schema
// is built in, the database and its folder are created. A backup taken
// while leads arrive is a consistent database.
func TestRunsFromAnEmptyFolderAndBacksUpWhileServing(t *testing.T) {
	dir := t.TempDir()
	p := startIn(t, dir, map[string]string{"FL_DIST": sitetest.Dist(t), "FL_RATE_LIMIT": "off", "FL_METRICS_TOKEN": "tok"})
	base := "http://" + p.addr
	lead := `{"firstName":"Ada","lastName":"Lovelace","email":"ada@example.com","company":"Analytical Freight",` +
		`"country":"GB","companyType":"shipper","shipmentsPerMonth":"51-200","modes":["ocean"],"consent":true}`
	post := func() {
		resp, err := http.Post(base+"/api/demo-requests", "application/json", strings.NewReader(lead))
		if err != nil {
			t.Error(err)
			return
		}
		resp.Body.Close()
		if resp.StatusCode != 201 {
			t.Errorf("lead: %d", resp.StatusCode)
		}
	}
	const n = 40
	var wg sync.WaitGroup
	for range 4 {
		wg.Go(func() {
			for range n / 4 {
				post()
			}
		})
	}
	db := filepath.Join(dir, "data", "leads.db")
	for {
		if _, err := os.Stat(db); err == nil {
			break
		}
		time.Sleep(5 * time.Millisecond) // the first lead creates the file
	}
	during := filepath.Join(dir, "during.db")
	var out, errOut bytes.Buffer
	backup := exec.Command(serverBin, "leads", "backup", "-db", db, "-out", during)
	backup.Stdout, backup.Stderr = &out, &errOut
	if err := backup.Run(); err != nil {
		t.Fatalf("backup while serving: %v %s", err, errOut.String())
	}
	wg.Wait()
	after := filepath.Join(dir, "after.db")
	if out, err := exec.Command(serverBin, "leads", "backup", "-db", db, "-out", after).CombinedOutput(); err != nil {
		t.Fatalf("backup: %v %s", err, out)
	}
	for _, tt := range []struct {
		path     string
		min, max int
	}{{during, 0, n}, {after, n, n}} {
		rows := exportRows(t, tt.path)
		if len(rows) < tt.min || len(rows) > tt.max {
			t.Errorf("%s holds %d leads, want %d to %d", filepath.Base(tt.path), len(rows), tt.min, tt.max)
		}
		for _, r := range rows {
			if r[len(r)-4] != "pending" {
				t.Errorf("%s: lead %s without its outbox row (%q)", filepath.Base(tt.path), r[0], r[len(r)-4])
			}
		}
	}
	// A backup never overwrites.
	if out, err := exec.Command(serverBin, "leads", "backup", "-db", db, "-out", after).CombinedOutput(); err == nil || !strings.Contains(string(out), "already exists") {
		t.Errorf("backup over an existing file: %v %s", err, out)
	}
	entries, _ := os.ReadDir(dir)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if strings.Join(names, " ") != "after.db data during.db" {
		t.Errorf("the server wrote %v into its folder", names)
	}
}

// exportRows reads a database with export-leads and returns its data rows.
func exportRows(t *testing.T, db string) [][]string {
	t.Helper()
	return exportTable(t, db)[1:]
}

// exportTable reads a database (a file or a postgres:// URL) with
// export-leads, as an operator would, and returns its rows, header first.
func exportTable(t *testing.T, db string) [][]string {
	t.Helper()
	out, err := exec.Command(serverBin, "export-leads", "-db", db).Output()
	if err != nil {
		t.Fatalf("export-leads %s: %v", db, err)
	}
	rows, err := csv.NewReader(bytes.NewReader(out)).ReadAll()
	if err != nil || len(rows) == 0 {
		t.Fatalf("export of %s: %v", db, err)
	}
	return rows
}

// A deploy without downtime: load runs while the dist symlink is flipped
// to a new release (one rename) and the server is sent SIGHUP; every answer
// is a 2xx or 3xx, each page is wholly the old or the new release, the CSP
// follows the new inline scripts, and a broken release sent with another
// SIGHUP is refused while the last good one keeps serving.
func TestSwapAndReloadUnderLoad(t *testing.T) {
	root := t.TempDir()
	releases := filepath.Join(root, "releases")
	r1, r2, broken := filepath.Join(releases, "r1"), filepath.Join(releases, "r2"), filepath.Join(releases, "r3")
	for _, r := range []string{r1, r2, broken} {
		if err := os.CopyFS(r, os.DirFS(sitetest.Dist(t))); err != nil {
			t.Fatal(err)
		}
	}
	aboutV1, err := os.ReadFile(filepath.Join(r1, "about", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	newScript := `document.documentElement.dataset.release = "2";`
	aboutV2 := strings.Replace(string(aboutV1), "About us", "About us, release 2", 1)
	if aboutV2 == string(aboutV1) {
		t.Fatal("the fixture's about page lacks \"About us\"")
	}
	aboutV2 = strings.Replace(aboutV2, "</head>", "<script>"+newScript+"</script></head>", 1)
	if err := os.WriteFile(filepath.Join(r2, "about", "index.html"), []byte(aboutV2), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(filepath.Join(broken, "index.html")); err != nil {
		t.Fatal(err)
	}
	dist := filepath.Join(root, "dist")
	point := func(release string) { sitetest.Point(t, dist, filepath.Join("releases", filepath.Base(release))) }
	point(r1)
	p := start(t, map[string]string{"FL_DIST": dist, "FL_DB": filepath.Join(root, "leads.db")})
	base := "http://" + p.addr
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}

	var requests, bad atomic.Int64
	var firstBad atomic.Value
	stop := make(chan struct{})
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Go(func() {
			paths := []string{"/about", "/", "/assets/index-AbC123xy.js", "/about.html", "/robots.txt"}
			for n := i; ; n++ {
				select {
				case <-stop:
					return
				default:
				}
				path := paths[n%len(paths)]
				resp, err := client.Get(base + path)
				requests.Add(1)
				if err != nil {
					bad.Add(1)
					firstBad.CompareAndSwap(nil, path+": "+err.Error())
					continue
				}
				body, err := io.ReadAll(resp.Body)
				resp.Body.Close()
				switch {
				case err != nil || resp.StatusCode < 200 || resp.StatusCode >= 400:
					bad.Add(1)
					firstBad.CompareAndSwap(nil, fmt.Sprintf("%s: %d %v", path, resp.StatusCode, err))
				case path == "/about" && string(body) != string(aboutV1) && string(body) != aboutV2:
					bad.Add(1)
					firstBad.CompareAndSwap(nil, "/about: a body of neither release")
				}
			}
		})
	}
	get := func(path string) (*http.Response, string) {
		t.Helper()
		resp, err := client.Get(base + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	waitFor := func(what string, ok func() bool) {
		t.Helper()
		deadline := time.Now().Add(10 * time.Second)
		for !ok() {
			if time.Now().After(deadline) {
				t.Fatalf("timed out waiting for %s\n%s", what, p.logs)
			}
			time.Sleep(20 * time.Millisecond) // polling the server from outside
		}
	}
	time.Sleep(300 * time.Millisecond) // load on the first release
	point(r2)
	if _, body := get("/about"); body != string(aboutV1) {
		t.Fatal("the server changed release before SIGHUP")
	}
	p.cmd.Process.Signal(syscall.SIGHUP)
	waitFor("the new release", func() bool { _, body := get("/about"); return body == aboutV2 })
	resp, _ := get("/")
	if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, inlinescriptSource(newScript)) {
		t.Errorf("the CSP after the reload lacks the new inline script's hash: %s", csp)
	}
	time.Sleep(300 * time.Millisecond) // load on the second release

	point(broken)
	p.cmd.Process.Signal(syscall.SIGHUP)
	waitFor("the broken release to be refused", func() bool {
		return strings.Contains(p.logs.String(), "reload: keeping the site being served") && strings.Contains(p.logs.String(), "has no index.html")
	})
	if resp, body := get("/about"); resp.StatusCode != 200 || body != aboutV2 {
		t.Errorf("after a broken release: %d %q", resp.StatusCode, body)
	}
	time.Sleep(200 * time.Millisecond)
	close(stop)
	wg.Wait()
	if bad.Load() != 0 || requests.Load() < 100 {
		t.Fatalf("%d of %d requests failed (first: %v)", bad.Load(), requests.Load(), firstBad.Load())
	}
	t.Logf("%d requests across a swap, a reload and a refused reload, none failed", requests.Load())
}
