// Command serverbench compares the throughput and tail latency of the
// production server with nginx serving the same files on loopback.
//
//	go run ./apps/server/cmd/serverbench [-dist dist] [-duration 4s] [-rounds 3] [-conns 32] [-procs N] [-baseline bin] [-json out.json]
//
// It writes a temporary site: a copy of the built site in -dist (when there
// is one) plus the two files it measures, a ~5 KB HTML page and a 100 KB
// hashed asset. It builds and starts the server and nginx on free loopback
// ports, loads each file on each server for -duration with -conns keep-alive
// connections, and prints a table of medians. The goal is at least 80 % of
// nginx's requests/s with a p99 no worse than twice nginx's.
//
// The built site around the two files makes our server hold what it holds in
// production (the whole site in memory, the CSP hashes of its inline
// scripts), which sets how often its garbage collector runs; nginx reads
// only the two files either way. With -dist "" only the two files (and a
// 404 page) are served.
//
// The machine it runs on is usually busy with other work, so one pass says
// little: every case is measured -rounds times, the servers taking turns in
// a rotating order, and the table shows the median round (with the range).
// -baseline adds another server binary (say, the previous commit's, built
// with go build -o) to the same rounds, for a before/after comparison
// measured under the same conditions.
//
// nginx serves the site with the nginx.conf the build generates for it
// (package hostconfig: the same clean URLs, cache policy and security
// headers, the CSP hashes of the same inline scripts, /api/ proxied to
// ours), so the figures are those an operator gets from either choice. To
// keep the comparison fair, both servers get the same number of CPUs
// (-procs: GOMAXPROCS for ours, worker_processes for nginx), the client asks
// for no compression (both send the same identity bytes), and nginx uses
// sendfile and an open-file cache and writes an access log as ours does;
// the table shows each answer's header size.
package main

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"text/tabwriter"
	"time"

	"github.com/freightlane/website/apps/server/internal/nginxrun"
	"github.com/freightlane/website/packages/sitegen/hostconfig"
	"github.com/freightlane/website/packages/sitegen/siteserver"
	"github.com/freightlane/website/packages/stats"
)

type benchCase struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

var cases = []benchCase{
	{"html 5 KB", "/features"},
	{"asset 100 KB", "/assets/app-Bx7Kp2Qz.js"},
}

// Result is one file on one server: one round, or the median of the rounds.
type Result struct {
	Case      string  `json:"case"`
	Server    string  `json:"server"`
	Requests  int64   `json:"requests"`
	Errors    int64   `json:"errors"`
	PerSecond float64 `json:"requestsPerSecond"`
	P50ms     float64 `json:"p50Ms"`
	P99ms     float64 `json:"p99Ms"`
	// MinPerSecond and MaxPerSecond are the range over the rounds.
	MinPerSecond float64 `json:"minRequestsPerSecond,omitempty"`
	MaxPerSecond float64 `json:"maxRequestsPerSecond,omitempty"`
	// HeaderBytes is the size of the answer's status line and headers.
	HeaderBytes int `json:"headerBytes,omitempty"`
	// ServerCPUus and ClientCPUus are the CPU time the server (all its
	// threads or worker processes) and the load generator spent per
	// request. Unlike req/s, they hardly depend on how much of a busy
	// machine each got.
	ServerCPUus float64 `json:"serverCpuMicrosecondsPerRequest"`
	ClientCPUus float64 `json:"clientCpuMicrosecondsPerRequest"`
}

type options struct {
	dist     string
	duration time.Duration
	rounds   int
	conns    int
	procs    int
	baseline string
	jsonOut  string
}

func main() {
	var o options
	flag.StringVar(&o.dist, "dist", "dist", `built site to serve around the measured files (skipped if missing); "" for the two files alone`)
	flag.DurationVar(&o.duration, "duration", 4*time.Second, "load per case, server and round")
	flag.IntVar(&o.rounds, "rounds", 3, "rounds; the table shows the median")
	flag.IntVar(&o.conns, "conns", 32, "concurrent keep-alive connections")
	flag.IntVar(&o.procs, "procs", runtime.NumCPU(), "CPUs each server may use: GOMAXPROCS for ours, worker_processes for nginx")
	flag.StringVar(&o.baseline, "baseline", "", "another build of the server to measure in the same rounds, shown as \"baseline\"")
	flag.StringVar(&o.jsonOut, "json", "", "also write the results to this JSON file")
	flag.Parse()
	if o.rounds < 1 || o.conns < 1 || o.procs < 1 || o.duration <= 0 {
		fmt.Fprintln(os.Stderr, "serverbench: -duration, -rounds, -conns and -procs must be positive")
		os.Exit(2)
	}
	if err := run(o); err != nil {
		fmt.Fprintln(os.Stderr, "serverbench:", err)
		os.Exit(1)
	}
}

// target is one server under load.
type target struct {
	name string
	port int
	pid  int // the process, or nginx's master: its CPU time is counted with its children's
}

func run(o options) error {
	if _, err := nginxrun.Find(); err != nil {
		return err
	}
	tmp, err := os.MkdirTemp("", "serverbench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	// nginx workers may run as another user: let them read the site.
	if err := os.Chmod(tmp, 0o755); err != nil {
		return err
	}
	dist := filepath.Join(tmp, "dist")
	site, err := writeSite(dist, o.dist)
	if err != nil {
		return err
	}

	fmt.Fprintln(os.Stderr, "building the server…")
	bin := filepath.Join(tmp, "server")
	build := exec.Command("go", "build", "-o", bin, "github.com/freightlane/website/apps/server")
	build.Stderr = os.Stderr
	if err := build.Run(); err != nil {
		return fmt.Errorf("building the server: %w", err)
	}
	schema := filepath.Join(tmp, "schema.json")
	if err := os.WriteFile(schema, []byte(`{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object"}`), 0o644); err != nil {
		return err
	}
	var stops []func()

	var targets []target
	startOurs := func(name, bin string) error {
		port, err := siteserver.FreePort()
		if err != nil {
			return err
		}
		cmd := exec.Command(bin, "-addr", fmt.Sprintf("127.0.0.1:%d", port), "-dist", dist,
			"-db", filepath.Join(tmp, name+"-leads.db"), "-schema", schema)
		cmd.Env = append(os.Environ(), "GOMAXPROCS="+strconv.Itoa(o.procs))
		logFile, err := os.Create(filepath.Join(tmp, name+".log"))
		if err != nil {
			return err
		}
		defer logFile.Close()
		cmd.Stderr = logFile // access logs stay on, as nginx's do
		if err := startAndWait(cmd, port); err != nil {
			logs, _ := os.ReadFile(logFile.Name())
			return fmt.Errorf("%s server: %w\n%s", name, err, logs)
		}
		stops = append(stops, func() { stop(cmd) })
		targets = append(targets, target{name, port, cmd.Process.Pid})
		return nil
	}
	defer func() {
		for _, stopServer := range stops {
			stopServer()
		}
	}()
	if err := startOurs("ours", bin); err != nil {
		return err
	}
	if o.baseline != "" {
		if err := startOurs("baseline", o.baseline); err != nil {
			return err
		}
	}

	// Ours listens before it has indexed the site: the first answer waits
	// for that.
	for _, t := range targets {
		resp, err := http.Get(fmt.Sprintf("http://127.0.0.1:%d%s", t.port, cases[0].Path))
		if err != nil {
			return fmt.Errorf("%s: %w", t.name, err)
		}
		resp.Body.Close()
	}

	// nginx serves the same folder with the nginx.conf the build writes for
	// it, pointed at this folder, this port and ours for the API.
	nginxPort, err := siteserver.FreePort()
	if err != nil {
		return err
	}
	hostOpts := hostconfig.Options{Nginx: hostconfig.Nginx{Listen: fmt.Sprintf("127.0.0.1:%d", nginxPort), ServerName: "_", Root: dist, API: fmt.Sprintf("127.0.0.1:%d", targets[0].port)}}
	if err := hostconfig.Write(dist, hostOpts); err != nil {
		return err
	}
	prefix := filepath.Join(tmp, "nginx")
	if err := os.Mkdir(prefix, 0o755); err != nil {
		return err
	}
	ng, err := nginxrun.Start(nginxrun.Config{
		Prefix: prefix, Include: filepath.Join(dist, hostconfig.NginxFile), Port: nginxPort, Workers: o.procs,
		HTTP: fmt.Sprintf("\taccess_log %s/access.log;\n\tsendfile on; tcp_nopush on; keepalive_requests 100000;\n\topen_file_cache max=1000; open_file_cache_valid 60s;", prefix),
	})
	if err != nil {
		return fmt.Errorf("nginx: %w", err)
	}
	stops = append(stops, ng.Stop)
	targets = slices.Insert(targets, 1, target{"nginx", nginxPort, ng.Pid()})

	headerBytes := map[string]int{}
	for _, c := range cases {
		for _, t := range targets {
			n, err := responseHeaderBytes(t.port, c.Path)
			if err != nil {
				return fmt.Errorf("%s on %s: %w", c.Path, t.name, err)
			}
			headerBytes[c.Name+"|"+t.name] = n
		}
	}

	var rounds []Result
	for round := range o.rounds {
		for _, c := range cases {
			// Each round starts with the next server, so no server always
			// runs first (or right after the same neighbour).
			for i := range targets {
				t := targets[(round+i)%len(targets)]
				fmt.Fprintf(os.Stderr, "round %d/%d: loading %s on %s for %v…\n", round+1, o.rounds, c.Name, t.name, o.duration)
				serverBefore, clientBefore := processCPU(t.pid), selfCPU()
				r := load(fmt.Sprintf("http://127.0.0.1:%d%s", t.port, c.Path), o.duration, o.conns)
				if r.Requests > 0 {
					r.ServerCPUus = float64(processCPU(t.pid)-serverBefore) / float64(time.Microsecond) / float64(r.Requests)
					r.ClientCPUus = float64(selfCPU()-clientBefore) / float64(time.Microsecond) / float64(r.Requests)
				}
				r.Case, r.Server = c.Name, t.name
				rounds = append(rounds, r)
			}
		}
	}
	var results []Result
	for _, c := range cases {
		for _, t := range targets {
			m := median(rounds, c.Name, t.name)
			m.HeaderBytes = headerBytes[c.Name+"|"+t.name]
			results = append(results, m)
		}
	}
	printTable(os.Stdout, results, o, site)
	if o.jsonOut != "" {
		data, _ := json.MarshalIndent(map[string]any{
			"site": site, "duration": o.duration.String(), "rounds": o.rounds, "connections": o.conns, "procs": o.procs,
			"results": results, "allRounds": rounds,
		}, "", "  ")
		if err := os.WriteFile(o.jsonOut, append(data, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// responseHeaderBytes is the size of the status line and headers of the
// answer to GET path, as sent on the wire.
func responseHeaderBytes(port int, path string) (int, error) {
	conn, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
	if err != nil {
		return 0, err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(5 * time.Second))
	if _, err := fmt.Fprintf(conn, "GET %s HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", path); err != nil {
		return 0, err
	}
	raw, err := io.ReadAll(conn)
	if err != nil {
		return 0, err
	}
	end := bytes.Index(raw, []byte("\r\n\r\n"))
	if end < 0 {
		return 0, errors.New("no end of headers in the answer")
	}
	return end + 4, nil
}

// writeSite writes the measured files into dist, over a copy of the built
// site in base if there is one, and says what it wrote.
func writeSite(dist, base string) (string, error) {
	site := "the measured files alone"
	if base != "" {
		if _, err := os.Stat(filepath.Join(base, "index.html")); err == nil {
			if err := os.CopyFS(dist, os.DirFS(base)); err != nil {
				return "", fmt.Errorf("copying %s: %w", base, err)
			}
			files, bytes, err := treeSize(dist)
			if err != nil {
				return "", err
			}
			site = fmt.Sprintf("the measured files in a copy of %s (%d files, %.0f MB)", base, files, float64(bytes)/1e6)
		} else {
			fmt.Fprintf(os.Stderr, "no built site in %s (go run mage.go build makes one): serving the measured files alone\n", base)
		}
	}
	rng := rand.New(rand.NewPCG(1, 2))
	var page strings.Builder
	page.WriteString("<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Features</title>" +
		"<script>document.documentElement.dataset.theme='light'</script>" +
		"<script type=\"module\" src=\"/assets/app-Bx7Kp2Qz.js\"></script></head><body><main>")
	for page.Len() < 5000 {
		fmt.Fprintf(&page, "<p>Ocean, air and trucking shipments tracked in one place, item %d.</p>\n", rng.IntN(1000))
	}
	page.WriteString("</main></body></html>\n")
	const alphabet = "abcdefghijklmnopqrstuvwxyz(){};=. \n"
	asset := make([]byte, 100<<10)
	for i := range asset {
		asset[i] = alphabet[rng.IntN(len(alphabet))]
	}
	files := map[string][]byte{
		"features/index.html":    []byte(page.String()),
		"assets/app-Bx7Kp2Qz.js": asset,
	}
	// A built site brings its own home and not-found pages.
	if _, err := os.Stat(filepath.Join(dist, "index.html")); err != nil {
		files["index.html"] = []byte(page.String())
		files["404.html"] = []byte("<!doctype html><title>Not found</title>")
	}
	for name, data := range files {
		p := filepath.Join(dist, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return "", err
		}
		// A precompressed variant from the built site would no longer match.
		os.Remove(p + ".br")
		os.Remove(p + ".gz")
	}
	return site, nil
}

func treeSize(dir string) (files int, size int64, err error) {
	err = filepath.WalkDir(dir, func(_ string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		info, err := d.Info()
		if err != nil {
			return err
		}
		files++
		size += info.Size()
		return nil
	})
	return files, size, err
}

func startAndWait(cmd *exec.Cmd, port int) error {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // so stop reaches nginx's workers too
	if err := cmd.Start(); err != nil {
		return err
	}
	deadline := time.Now().Add(30 * time.Second) // ours indexes and hashes the whole site first
	for time.Now().Before(deadline) {
		c, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", port))
		if err == nil {
			c.Close()
			return nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	stop(cmd)
	return errors.New("did not start listening")
}

// stop ends the process group it started: SIGTERM, then SIGKILL.
func stop(cmd *exec.Cmd) {
	done := make(chan struct{})
	go func() { cmd.Wait(); close(done) }()
	syscall.Kill(-cmd.Process.Pid, syscall.SIGTERM)
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		<-done
	}
}

// load runs conns keep-alive clients in a closed loop against url.
func load(url string, duration time.Duration, conns int) Result {
	transport := &http.Transport{
		MaxIdleConns: conns, MaxIdleConnsPerHost: conns, MaxConnsPerHost: conns,
		DisableCompression: true,
	}
	defer transport.CloseIdleConnections()
	client := &http.Client{Transport: transport, Timeout: 10 * time.Second}
	ctx, cancel := context.WithTimeout(context.Background(), duration)
	defer cancel()

	var (
		requests, failures atomic.Int64
		mu                 sync.Mutex
		all                []time.Duration
		wg                 sync.WaitGroup
	)
	start := time.Now()
	for range conns {
		wg.Go(func() {
			var lat []time.Duration
			for ctx.Err() == nil {
				t0 := time.Now()
				resp, err := client.Get(url)
				if err != nil {
					failures.Add(1)
					continue
				}
				_, err = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				if err != nil || resp.StatusCode != http.StatusOK {
					failures.Add(1)
					continue
				}
				lat = append(lat, time.Since(t0))
				requests.Add(1)
			}
			mu.Lock()
			all = append(all, lat...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	return Result{
		Requests: requests.Load(), Errors: failures.Load(),
		PerSecond: float64(requests.Load()) / elapsed.Seconds(),
		P50ms:     stats.Percentile(all, 0.50) / float64(time.Millisecond),
		P99ms:     stats.Percentile(all, 0.99) / float64(time.Millisecond),
	}
}

// median is the round with the median requests/s of c on server (the
// upper median for an even count), with the range of all its rounds.
func median(rounds []Result, c, server string) Result {
	var mine []Result
	for _, r := range rounds {
		if r.Case == c && r.Server == server {
			mine = append(mine, r)
		}
	}
	m := stats.MiddleBy(mine, func(r Result) float64 { return r.PerSecond })
	m.MinPerSecond = slices.MinFunc(mine, byPerSecond).PerSecond
	m.MaxPerSecond = slices.MaxFunc(mine, byPerSecond).PerSecond
	// The p99 of the median round would tie latency to throughput; the
	// median p99 over the rounds is the fairer figure.
	m.P99ms = medianOf(mine, func(r Result) float64 { return r.P99ms })
	m.ServerCPUus = medianOf(mine, func(r Result) float64 { return r.ServerCPUus })
	m.ClientCPUus = medianOf(mine, func(r Result) float64 { return r.ClientCPUus })
	return m
}

func byPerSecond(a, b Result) int { return cmp.Compare(a.PerSecond, b.PerSecond) }

func medianOf(rs []Result, field func(Result) float64) float64 {
	values := make([]float64, len(rs))
	for i, r := range rs {
		values[i] = field(r)
	}
	return stats.Median(values)
}

// processCPU is the CPU time used so far by process pid, its threads and
// its child processes that are still running (nginx's workers), from /proc.
func processCPU(pid int) time.Duration {
	total := procStatCPU(pid)
	entries, _ := os.ReadDir("/proc")
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil || child == pid {
			continue
		}
		if parent, ok := procStatField(child, 3); ok && parent == strconv.Itoa(pid) {
			total += procStatCPU(child)
		}
	}
	return total
}

// clockTick is the unit of /proc/<pid>/stat's CPU times (USER_HZ, 100 on
// Linux).
const clockTick = 10 * time.Millisecond

func procStatCPU(pid int) time.Duration {
	utime, _ := procStatField(pid, 13)
	stime, _ := procStatField(pid, 14)
	u, _ := strconv.ParseInt(utime, 10, 64)
	st, _ := strconv.ParseInt(stime, 10, 64)
	return time.Duration(u+st) * clockTick
}

// procStatField returns field i (0-based, as in proc(5) minus one) of
// /proc/<pid>/stat; the command name in parentheses may hold spaces.
func procStatField(pid, i int) (string, bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return "", false
	}
	end := bytes.LastIndexByte(data, ')')
	if end < 0 {
		return "", false
	}
	fields := strings.Fields(string(data[end+1:])) // from field 2 (state) on
	if i-2 < 0 || i-2 >= len(fields) {
		return "", false
	}
	return fields[i-2], true
}

// selfCPU is the CPU time this process (the load generator) used so far.
func selfCPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func printTable(w io.Writer, results []Result, o options, site string) {
	fmt.Fprintf(w, "\nsite: %s\n%d keep-alive connections, %v per case and server, median of %d rounds (range), loopback, %d CPUs per server, load generator on the same machine\n\n",
		site, o.conns, o.duration, o.rounds, o.procs)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\tserver\treq/s\trange\tp50 ms\tp99 ms\terrors\theader bytes\tserver CPU µs/req\tclient CPU µs/req\t÷ nginx req/s\t÷ nginx p99\t÷ nginx CPU, both\t")
	byKey := map[string]Result{}
	for _, r := range results {
		byKey[r.Case+"|"+r.Server] = r
	}
	for _, r := range results {
		ratio, p99, cpu := "", "", ""
		if r.Server != "nginx" {
			if n := byKey[r.Case+"|nginx"]; n.PerSecond > 0 && n.P99ms > 0 {
				ratio = fmt.Sprintf("%.0f %%", 100*r.PerSecond/n.PerSecond)
				p99 = fmt.Sprintf("%.2f×", r.P99ms/n.P99ms)
				if r.ServerCPUus > 0 {
					cpu = fmt.Sprintf("%.0f %%", 100*(n.ServerCPUus+n.ClientCPUus)/(r.ServerCPUus+r.ClientCPUus))
				}
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%.0f\t%.0f-%.0f\t%.2f\t%.2f\t%d\t%d\t%.1f\t%.1f\t%s\t%s\t%s\t\n", r.Case, r.Server, r.PerSecond, r.MinPerSecond, r.MaxPerSecond,
			r.P50ms, r.P99ms, r.Errors, r.HeaderBytes, r.ServerCPUus, r.ClientCPUus, ratio, p99, cpu)
	}
	tw.Flush()
	fmt.Fprintln(w, "\ngoal: ours ≥ 80 % of nginx's req/s and p99 ≤ 2× nginx's")
	fmt.Fprintln(w, "÷ nginx CPU, both: nginx's CPU per request (server + load generator) ÷ ours; when the two have the machine's CPUs to")
	fmt.Fprintln(w, "themselves, req/s is in that ratio. On a busy machine req/s also depends on how much CPU each run got; CPU per request does not.")
}
