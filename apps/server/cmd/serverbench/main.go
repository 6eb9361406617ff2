// Command serverbench compares the throughput and tail latency of the
// production server with nginx serving the same files on loopback.
//
//	go run ./apps/server/cmd/serverbench [-duration 5s] [-conns 32] [-json out.json]
//
// It writes a temporary site (a ~5 KB HTML page and a 100 KB hashed asset),
// builds and starts the server and nginx on free loopback ports, loads each
// file on each server for -duration with -conns keep-alive connections, prints
// a table, and stops both servers. The goal is at least 80 % of nginx's
// requests/s with a p99 no worse than twice nginx's.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"text/tabwriter"
	"time"
)

type benchCase struct {
	Name string `json:"name"`
	Path string `json:"path"`
}

var cases = []benchCase{
	{"html 5 KB", "/features"},
	{"asset 100 KB", "/assets/app-Bx7Kp2Qz.js"},
}

// Result is one file on one server.
type Result struct {
	Case      string  `json:"case"`
	Server    string  `json:"server"`
	Requests  int64   `json:"requests"`
	Errors    int64   `json:"errors"`
	PerSecond float64 `json:"requestsPerSecond"`
	P50ms     float64 `json:"p50Ms"`
	P99ms     float64 `json:"p99Ms"`
}

func main() {
	duration := flag.Duration("duration", 5*time.Second, "load per case and server")
	conns := flag.Int("conns", 32, "concurrent keep-alive connections")
	jsonOut := flag.String("json", "", "also write the results to this JSON file")
	flag.Parse()
	if err := run(*duration, *conns, *jsonOut); err != nil {
		fmt.Fprintln(os.Stderr, "serverbench:", err)
		os.Exit(1)
	}
}

func run(duration time.Duration, conns int, jsonOut string) error {
	nginx, err := findNginx()
	if err != nil {
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
	if err := writeSite(dist); err != nil {
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

	oursPort, err := freePort()
	if err != nil {
		return err
	}
	nginxPort, err := freePort()
	if err != nil {
		return err
	}
	ours := exec.Command(bin, "-addr", fmt.Sprintf("127.0.0.1:%d", oursPort), "-dist", dist,
		"-db", filepath.Join(tmp, "leads.db"), "-schema", schema)
	oursLog, err := os.Create(filepath.Join(tmp, "server.log"))
	if err != nil {
		return err
	}
	defer oursLog.Close()
	ours.Stderr = oursLog // access logs stay on, as nginx's do
	if err := startAndWait(ours, oursPort); err != nil {
		logs, _ := os.ReadFile(oursLog.Name())
		return fmt.Errorf("our server: %w\n%s", err, logs)
	}
	defer stop(ours)

	conf := filepath.Join(tmp, "nginx.conf")
	if err := os.WriteFile(conf, []byte(nginxConf(tmp, dist, nginxPort)), 0o644); err != nil {
		return err
	}
	ng := exec.Command(nginx, "-p", tmp, "-c", conf, "-e", filepath.Join(tmp, "nginx-error.log"))
	ng.Stderr = os.Stderr
	if err := startAndWait(ng, nginxPort); err != nil {
		return fmt.Errorf("nginx: %w", err)
	}
	defer stop(ng)

	servers := []struct {
		name string
		port int
	}{{"ours", oursPort}, {"nginx", nginxPort}}
	var results []Result
	for _, c := range cases {
		for _, s := range servers {
			fmt.Fprintf(os.Stderr, "loading %s on %s for %v…\n", c.Name, s.name, duration)
			r := load(fmt.Sprintf("http://127.0.0.1:%d%s", s.port, c.Path), duration, conns)
			r.Case, r.Server = c.Name, s.name
			results = append(results, r)
		}
	}
	printTable(os.Stdout, results, duration, conns)
	if jsonOut != "" {
		data, _ := json.MarshalIndent(map[string]any{"duration": duration.String(), "connections": conns, "results": results}, "", "  ")
		if err := os.WriteFile(jsonOut, append(data, '\n'), 0o644); err != nil {
			return err
		}
	}
	return nil
}

// findNginx returns the nginx binary, installing the Debian package when
// running as root.
func findNginx() (string, error) {
	for _, p := range []string{"nginx", "/usr/sbin/nginx"} {
		if path, err := exec.LookPath(p); err == nil {
			return path, nil
		}
	}
	if os.Geteuid() != 0 {
		return "", errors.New("nginx is not installed; install it with: sudo apt-get install -y nginx")
	}
	fmt.Fprintln(os.Stderr, "installing nginx (apt-get install -y nginx)…")
	install := exec.Command("apt-get", "install", "-y", "nginx")
	install.Env = append(os.Environ(), "DEBIAN_FRONTEND=noninteractive")
	install.Stdout, install.Stderr = os.Stderr, os.Stderr
	if err := install.Run(); err != nil {
		return "", fmt.Errorf("apt-get install nginx: %w", err)
	}
	return exec.LookPath("/usr/sbin/nginx")
}

func nginxConf(tmp, dist string, port int) string {
	user := ""
	if os.Geteuid() == 0 {
		user = "user root;"
	}
	return fmt.Sprintf(`%s
worker_processes auto;
daemon off;
pid %[2]s/nginx.pid;
events { worker_connections 1024; }
http {
	types { text/html html; text/javascript js; }
	access_log %[2]s/nginx-access.log;
	client_body_temp_path %[2]s/body; proxy_temp_path %[2]s/proxy; fastcgi_temp_path %[2]s/fastcgi;
	uwsgi_temp_path %[2]s/uwsgi; scgi_temp_path %[2]s/scgi;
	sendfile on; tcp_nopush on; keepalive_requests 100000;
	open_file_cache max=1000; open_file_cache_valid 60s;
	server {
		listen 127.0.0.1:%[3]d;
		root %[4]s;
		location / { try_files $uri $uri/index.html =404; add_header Cache-Control no-cache; }
		location /assets/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
	}
}
`, user, tmp, port, dist)
}

func writeSite(dist string) error {
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
		"index.html":             []byte(page.String()),
		"404.html":               []byte("<!doctype html><title>Not found</title>"),
		"assets/app-Bx7Kp2Qz.js": asset,
	}
	for name, data := range files {
		p := filepath.Join(dist, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return err
		}
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return err
		}
	}
	return nil
}

func freePort() (int, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port, nil
}

func startAndWait(cmd *exec.Cmd, port int) error {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // so stop reaches nginx's workers too
	if err := cmd.Start(); err != nil {
		return err
	}
	deadline := time.Now().Add(10 * time.Second)
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
	slices.Sort(all)
	pct := func(p float64) float64 {
		if len(all) == 0 {
			return 0
		}
		return float64(all[int(p*float64(len(all)-1))].Microseconds()) / 1000
	}
	return Result{
		Requests: requests.Load(), Errors: failures.Load(),
		PerSecond: float64(requests.Load()) / elapsed.Seconds(),
		P50ms:     pct(0.50), P99ms: pct(0.99),
	}
}

func printTable(w io.Writer, results []Result, duration time.Duration, conns int) {
	fmt.Fprintf(w, "\n%d keep-alive connections, %v per case, loopback, GOMAXPROCS default, load generator on the same machine\n\n", conns, duration)
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "file\tserver\treq/s\tp50 ms\tp99 ms\terrors\tours/nginx req/s\tours/nginx p99\t")
	byKey := map[string]Result{}
	for _, r := range results {
		byKey[r.Case+"|"+r.Server] = r
	}
	for _, r := range results {
		ratio, p99 := "", ""
		if r.Server == "ours" {
			if n := byKey[r.Case+"|nginx"]; n.PerSecond > 0 && n.P99ms > 0 {
				ratio = fmt.Sprintf("%.0f %%", 100*r.PerSecond/n.PerSecond)
				p99 = fmt.Sprintf("%.2f×", r.P99ms/n.P99ms)
			}
		}
		fmt.Fprintf(tw, "%s\t%s\t%.0f\t%.2f\t%.2f\t%d\t%s\t%s\t\n", r.Case, r.Server, r.PerSecond, r.P50ms, r.P99ms, r.Errors, ratio, p99)
	}
	tw.Flush()
	fmt.Fprintln(w, "\ngoal: ours ≥ 80 % of nginx's req/s and p99 ≤ 2× nginx's")
}
