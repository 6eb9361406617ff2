package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os/exec"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/apps/server/internal/pgtest"
	"github.com/freightlane/website/apps/server/internal/sitetest"
)

// pg is this package's throwaway PostgreSQL cluster, started by the first
// test that needs it and stopped by TestMain.
var pg pgtest.Lazy

// zohoStandIn stands in for Zoho CRM's web-to-lead endpoint, which cannot
// be reached from a test: like Zoho it creates a lead for every post (it
// drops no duplicates), so it counts the posts of each lead, found by the
// "Lead id:" line the sender writes into Description.
type zohoStandIn struct {
	mu    sync.Mutex
	posts map[string]int
}

var leadIDLine = regexp.MustCompile(`Lead id: (\S+)`)

func (z *zohoStandIn) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.ParseForm() != nil || r.PostForm.Get("xnQsjsdp") != "tok1" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	m := leadIDLine.FindStringSubmatch(r.PostForm.Get("Description"))
	if m == nil {
		http.Error(w, "no lead id", http.StatusBadRequest)
		return
	}
	z.mu.Lock()
	z.posts[m[1]]++
	z.mu.Unlock()
	http.Redirect(w, r, "/thanks", http.StatusFound) // as Zoho answers a post
}

// received is how many times the CRM received each lead id.
type standIn interface {
	http.Handler
	received() map[string]int
}

func (z *zohoStandIn) received() map[string]int {
	z.mu.Lock()
	defer z.mu.Unlock()
	out := map[string]int{}
	for k, v := range z.posts {
		out[k] = v
	}
	return out
}

func (s *stubCRM) received() map[string]int {
	_, accepted := s.snapshot()
	return accepted
}

// Two server processes share one PostgreSQL and one stand-in CRM. Clients
// send demo requests with Idempotency-Keys to either instance and retry on
// errors until they get a 2xx; meanwhile each instance is SIGKILLed at
// random moments and restarted. At the end every acknowledged request is
// stored exactly once and reached the CRM exactly once: with the webhook
// stand-in, which drops duplicates by Idempotency-Key, every lead is
// delivered (a send cut by a kill may be sent again, and is dropped); with
// the Zoho stand-in, which does not, a lead whose send a kill interrupted is
// parked with its reason instead of being sent twice.
func TestCrashTwoInstancesOnPostgresStandInCRMGetsEachLeadOnce(t *testing.T) {
	tests := []struct {
		name string
		crm  func() standIn
		env  func(crmURL string) map[string]string
	}{
		{
			name: "webhook stand-in drops duplicates",
			crm:  func() standIn { return newStubCRM(1) },
			env:  func(u string) map[string]string { return map[string]string{"FL_CRM_WEBHOOK_URL": u + "/leads"} },
		},
		{
			name: "Zoho stand-in keeps duplicates",
			crm:  func() standIn { return &zohoStandIn{posts: map[string]int{}} },
			env: func(u string) map[string]string {
				return map[string]string{"FL_ZOHO_WEBTOLEAD_URL": u + "/crm/WebToLeadForm", "FL_ZOHO_XNQSJSDP": "tok1", "FL_ZOHO_XMIWTLD": "tok2"}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			crm := tt.crm()
			crmServer := httptest.NewServer(crm)
			defer crmServer.Close()
			env := map[string]string{
				"FL_DIST":               sitetest.Dist(t),
				"FL_DB":                 pg.Get(t).NewDatabase(t),
				"FL_SCHEMA":             sitetest.SchemaPath(),
				"FL_RATE_LIMIT":         "off",
				"FL_CRM_TIMEOUT":        "1s", // the lease of an interrupted send: 2 s
				"FL_OUTBOX_BACKOFF_MIN": "20ms",
				"FL_OUTBOX_BACKOFF_MAX": "200ms",
				"FL_OUTBOX_PARALLEL":    "4",
			}
			for k, v := range tt.env(crmServer.URL) {
				env[k] = v
			}
			crashTwoInstances(t, env, crm, tt.name)
		})
	}
}

func crashTwoInstances(t *testing.T, env map[string]string, crm standIn, crmName string) {
	seed := uint64(time.Now().UnixNano())
	t.Logf("random seed %d", seed)
	rng := rand.New(rand.NewPCG(seed, seed>>1))
	var rngMu sync.Mutex
	intN := func(n int64) int64 {
		rngMu.Lock()
		defer rngMu.Unlock()
		return rng.Int64N(n)
	}
	between := func(lo, hi time.Duration) time.Duration { return lo + time.Duration(intN(int64(hi-lo))) }

	const instances, killsEach, minRequests, clients = 2, 3, 300, 4
	var addrs [instances]atomic.Pointer[string]
	procs := make([]*process, instances)
	for i := range procs {
		procs[i] = start(t, env)
		addrs[i].Store(&procs[i].addr)
	}

	// Killers: each instance is SIGKILLed killsEach times at random moments
	// and restarted at once.
	var kills atomic.Int64
	killing := make(chan struct{})
	var killers sync.WaitGroup
	for i := range instances {
		killers.Go(func() {
			for range killsEach {
				time.Sleep(between(150*time.Millisecond, 700*time.Millisecond))
				procs[i].stop(t, syscall.SIGKILL)
				kills.Add(1)
				procs[i] = start(t, env)
				addrs[i].Store(&procs[i].addr)
			}
		})
	}
	go func() { killers.Wait(); close(killing) }()

	// Clients: at least minRequests requests, and on until the kills are
	// over; each is retried, on either instance, until it is answered 2xx.
	var (
		mu       sync.Mutex
		acked    = map[int]string{} // request number → lead id
		next     atomic.Int64
		retries  atomic.Int64
		wg       sync.WaitGroup
		deadline = time.Now().Add(2 * time.Minute)
	)
	client := &http.Client{Timeout: 3 * time.Second}
	for range clients {
		wg.Go(func() {
			for {
				n := int(next.Add(1))
				if n > minRequests {
					select {
					case <-killing:
						return
					default:
					}
				}
				if n > 5000 {
					return
				}
				for attempt := 0; ; attempt++ {
					if time.Now().After(deadline) {
						t.Errorf("request %d: no 2xx before the deadline", n)
						return
					}
					addr := *addrs[intN(instances)].Load()
					req, _ := http.NewRequest("POST", "http://"+addr+"/api/demo-requests", strings.NewReader(leadJSON(n)))
					req.Header.Set("Content-Type", "application/json")
					req.Header.Set("Idempotency-Key", fmt.Sprintf("two-instances-%d", n))
					resp, err := client.Do(req)
					if err == nil && resp.StatusCode/100 == 4 {
						resp.Body.Close()
						t.Errorf("request %d: status %d", n, resp.StatusCode)
						return
					}
					if err != nil || resp.StatusCode/100 != 2 {
						if err == nil {
							resp.Body.Close()
						}
						retries.Add(1)
						time.Sleep(between(10*time.Millisecond, 60*time.Millisecond)) // a client's retry delay
						continue
					}
					var body struct{ ID string }
					err = json.NewDecoder(resp.Body).Decode(&body)
					resp.Body.Close()
					if err != nil || body.ID == "" {
						t.Errorf("request %d: answer without an id: %v", n, err)
						return
					}
					mu.Lock()
					if prev, ok := acked[n]; ok && prev != body.ID {
						t.Errorf("request %d acknowledged as %s and as %s", n, prev, body.ID)
					}
					acked[n] = body.ID
					mu.Unlock()
					break
				}
			}
		})
	}
	wg.Wait()
	<-killing
	t.Logf("%d requests acknowledged through %d kills, %d client retries", len(acked), kills.Load(), retries.Load())

	// Wait until the outbox is drained: every lead delivered or parked.
	var leads []exportedLead
	for drain := time.Now().Add(60 * time.Second); ; {
		leads = exportLeads(t, env["FL_DB"])
		pending := 0
		for _, l := range leads {
			if l.delivery == "pending" {
				pending++
			}
		}
		if pending == 0 && len(leads) >= len(acked) {
			break
		}
		if time.Now().After(drain) {
			t.Fatalf("%d of %d leads still pending\n%s\n%s", pending, len(leads), procs[0].logs, procs[1].logs)
		}
		time.Sleep(100 * time.Millisecond) // the outbox runs in other processes: poll
	}
	for _, p := range procs {
		if err := p.stop(t, syscall.SIGTERM); err != nil {
			t.Errorf("graceful stop: %v\n%s", err, p.logs)
		}
	}

	// Tally.
	storedByRequest := map[int]int{}
	byID := map[string]exportedLead{}
	for _, l := range leads {
		storedByRequest[l.request]++
		byID[l.id] = l
	}
	got := crm.received()
	var stored, delivered, parked, duplicates, lost, resent int
	for n, id := range acked {
		l, ok := byID[id]
		switch {
		case !ok:
			lost++
			t.Errorf("request %d was acknowledged as %s but is not stored", n, id)
			continue
		case storedByRequest[n] != 1:
			duplicates += storedByRequest[n] - 1
			t.Errorf("request %d is stored %d times", n, storedByRequest[n])
		}
		stored++
		switch {
		case l.delivery == "delivered" && got[id] >= 1:
			delivered++
		case l.delivery == "parked" && l.lastError != "":
			parked++
		default:
			lost++
			t.Errorf("lead %s is %q in the store and reached the CRM %d times", id, l.delivery, got[id])
		}
		if got[id] > 1 {
			if _, dedups := crm.(*stubCRM); dedups {
				resent++ // the stand-in dropped the copy
			} else {
				duplicates++
				t.Errorf("lead %s reached the CRM %d times, which keeps every copy", id, got[id])
			}
		}
	}
	if len(leads) != len(acked) {
		t.Errorf("%d leads stored for %d acknowledged requests", len(leads), len(acked))
	}
	// delivered counts each lead the CRM has once; parked ones stopped
	// rather than risk a second copy, and say why.
	fmt.Printf("crash test, 2 instances on PostgreSQL, %s, %d SIGKILLs: acknowledged / stored / delivered / duplicates / lost = %d / %d / %d%s / %d / %d (sent again and dropped by the CRM: %d)\n",
		crmName, kills.Load(), len(acked), stored, delivered, parkedNote(parked), duplicates, lost, resent)
	if kills.Load() != instances*killsEach {
		t.Errorf("%d kills, want %d", kills.Load(), instances*killsEach)
	}
}

func parkedNote(parked int) string {
	if parked == 0 {
		return ""
	}
	return fmt.Sprintf(" + %d parked with a reason", parked)
}

type exportedLead struct {
	id, delivery, lastError string
	request                 int // the n of leadJSON, from the last name "No n"
}

// exportLeads reads the store through export-leads.
func exportLeads(t *testing.T, db string) []exportedLead {
	t.Helper()
	rows := exportTable(t, db)
	col := map[string]int{}
	for i, name := range rows[0] {
		col[name] = i
	}
	var leads []exportedLead
	for _, r := range rows[1:] {
		l := exportedLead{id: r[col["id"]], delivery: r[col["delivery"]], lastError: r[col["lastError"]]}
		fmt.Sscanf(r[col["lastName"]], "No %d", &l.request)
		leads = append(leads, l)
	}
	return leads
}

// The maintenance commands work on PostgreSQL as on SQLite: export-leads
// and requeue-lead take the URL; leads backup points to pg_dump; a URL that
// does not parse or a server that is down is refused at start, with what
// was expected and without the password.
func TestLeadCommandsAndStartOnPostgres(t *testing.T) {
	// The test cluster trusts loopback connections, so the password is
	// never asked for; it must not show in the log either.
	db := strings.Replace(pg.Get(t).NewDatabase(t), "postgres://postgres@", "postgres://postgres:s3cret@", 1)
	p := start(t, map[string]string{"FL_DIST": sitetest.Dist(t), "FL_DB": db, "FL_SCHEMA": sitetest.SchemaPath()})
	resp, err := http.Post("http://"+p.addr+"/api/demo-requests", "application/json", strings.NewReader(leadJSON(7)))
	if err != nil || resp.StatusCode != 201 {
		t.Fatalf("submit: %v %v", resp, err)
	}
	resp.Body.Close()
	if logs := p.logs.String(); strings.Contains(logs, "s3cret") || !strings.Contains(logs, "postgres://postgres:xxxxx@") {
		t.Errorf("the log should name the database without its password:\n%s", logs)
	}
	if err := p.stop(t, syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	leads := exportLeads(t, db)
	if len(leads) != 1 || leads[0].request != 7 || leads[0].delivery != "pending" {
		t.Fatalf("export-leads on PostgreSQL = %+v", leads)
	}
	out, err := exec.Command(serverBin, "requeue-lead", "-db", db, "-id", leads[0].id).CombinedOutput()
	if err == nil || !strings.Contains(string(out), "no parked lead with id "+leads[0].id) {
		t.Errorf("requeue of a pending lead: %v %s", err, out)
	}
	out, err = exec.Command(serverBin, "leads", "backup", "-db", db, "-out", t.TempDir()+"/b.db").CombinedOutput()
	if err == nil || !strings.Contains(string(out), "pg_dump") {
		t.Errorf("leads backup on PostgreSQL: %v %s", err, out)
	}

	for _, bad := range []struct{ name, db, want string }{
		{"malformed URL", "postgres://user:s3cret@127.0.0.1:notaport/db", "want a PostgreSQL URL such as postgres://"},
		{"server down", "postgres://user:s3cret@" + closedAddr(t) + "/db?sslmode=disable", "lead database postgres://user:xxxxx@"},
	} {
		t.Run(bad.name, func(t *testing.T) {
			cmd := exec.Command(serverBin)
			cmd.Env = append(cmd.Environ(), "FL_ADDR=127.0.0.1:0", "FL_DIST="+sitetest.Dist(t), "FL_DB="+bad.db)
			out, err := cmd.CombinedOutput()
			if code := cmd.ProcessState.ExitCode(); err == nil || code == 0 {
				t.Fatalf("the server started (exit %d): %s", code, out)
			}
			if !strings.Contains(string(out), bad.want) || strings.Contains(string(out), "s3cret") {
				t.Errorf("start with %s: want %q and no password in:\n%s", bad.db, bad.want, out)
			}
		})
	}
}

// closedAddr is a loopback address where nothing listens.
func closedAddr(t *testing.T) string {
	ts := httptest.NewServer(http.NotFoundHandler())
	u, _ := url.Parse(ts.URL)
	ts.Close()
	return u.Host
}

// cutProxy forwards TCP connections to target until cut, which closes its
// listener and every connection through it, as a PostgreSQL that goes down
// would; restore listens again on the same address.
type cutProxy struct {
	target, addr string
	mu           sync.Mutex
	ln           net.Listener
	conns        []net.Conn
}

func newCutProxy(t *testing.T, target string) *cutProxy {
	p := &cutProxy{target: target, addr: "127.0.0.1:0"}
	p.restore(t)
	p.addr = p.ln.Addr().String()
	t.Cleanup(p.cut)
	return p
}

func (p *cutProxy) restore(t *testing.T) {
	ln, err := net.Listen("tcp", p.addr)
	if err != nil {
		t.Fatal(err)
	}
	p.mu.Lock()
	p.ln = ln
	p.mu.Unlock()
	go func() {
		for {
			c, err := ln.Accept()
			if err != nil {
				return
			}
			up, err := net.Dial("tcp", p.target)
			if err != nil {
				c.Close()
				continue
			}
			p.mu.Lock()
			p.conns = append(p.conns, c, up)
			p.mu.Unlock()
			go func() { io.Copy(up, c); up.Close() }()
			go func() { io.Copy(c, up); c.Close() }()
		}
	}()
}

func (p *cutProxy) cut() {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.ln.Close()
	for _, c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// PostgreSQL going down while the server runs: a demo request answers 503
// with Retry-After and writes nothing, /healthz answers 503; when it is
// back the retried request is stored once and the outbox delivers it.
func TestPostgresDownWhileServing(t *testing.T) {
	cluster := pg.Get(t)
	db := cluster.NewDatabase(t)
	proxy := newCutProxy(t, cluster.Addr())
	db = strings.Replace(db, cluster.Addr(), proxy.addr, 1)
	crm := newStubCRM(0)
	crmServer := httptest.NewServer(crm)
	defer crmServer.Close()
	p := start(t, map[string]string{"FL_DIST": sitetest.Dist(t), "FL_DB": db, "FL_SCHEMA": sitetest.SchemaPath(),
		"FL_RATE_LIMIT": "off", "FL_CRM_WEBHOOK_URL": crmServer.URL, "FL_OUTBOX_BACKOFF_MIN": "50ms", "FL_OUTBOX_BACKOFF_MAX": "200ms"})
	post := func(n int) *http.Response {
		t.Helper()
		req, _ := http.NewRequest("POST", "http://"+p.addr+"/api/demo-requests", strings.NewReader(leadJSON(n)))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Idempotency-Key", fmt.Sprintf("down-%d", n))
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		return resp
	}
	if resp := post(1); resp.StatusCode != 201 {
		t.Fatalf("with PostgreSQL up: %d", resp.StatusCode)
	}

	proxy.cut()
	if resp := post(2); resp.StatusCode != 503 || resp.Header.Get("Retry-After") == "" {
		t.Fatalf("with PostgreSQL down: %d, Retry-After %q; want 503 with Retry-After", resp.StatusCode, resp.Header.Get("Retry-After"))
	}
	if resp, err := http.Get("http://" + p.addr + "/healthz"); err != nil || resp.StatusCode != 503 {
		t.Fatalf("/healthz with PostgreSQL down: %v %v", resp, err)
	}

	proxy.restore(t)
	// A connection the pool held while PostgreSQL was cut may fail the
	// first use after it is back; a client retries on 503 as Retry-After
	// says, with the same idempotency key.
	for deadline := time.Now().Add(10 * time.Second); ; {
		resp := post(2)
		if resp.StatusCode == 201 {
			break
		}
		if resp.StatusCode != 503 || time.Now().After(deadline) {
			t.Fatalf("the retry once PostgreSQL is back: %d (want 201, or 503 while the pool reconnects)", resp.StatusCode)
		}
		time.Sleep(100 * time.Millisecond)
	}
	for deadline := time.Now().Add(20 * time.Second); ; {
		if got, _ := crm.snapshot(); len(got) == 2 {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the outbox did not deliver both leads after PostgreSQL came back\n%s", p.logs)
		}
		time.Sleep(50 * time.Millisecond) // the CRM is another process's client: poll
	}
	leads := exportLeads(t, strings.Replace(db, proxy.addr, cluster.Addr(), 1))
	if len(leads) != 2 || leads[0].request != 1 || leads[1].request != 2 {
		t.Fatalf("stored after the outage: %+v, want requests 1 and 2 once each", leads)
	}
}
