package siteserver_test

import (
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/freightlane/website/packages/sitegen/siteserver"
)

// repoRoot is the repository's root, three folders above this package.
const repoRoot = "../../.."

var (
	serverOnce sync.Once
	serverBin  string
	serverErr  error
)

// realServer builds apps/server once for these tests: the real binary the
// audit starts.
func realServer(t *testing.T) string {
	t.Helper()
	serverOnce.Do(func() {
		dir, err := os.MkdirTemp("", "siteserver")
		if err != nil {
			serverErr = err
			return
		}
		serverBin = filepath.Join(dir, "server")
		out, err := exec.Command("go", "build", "-o", serverBin, filepath.Join(repoRoot, "apps", "server")).CombinedOutput()
		if err != nil {
			serverErr = err
			serverBin = string(out)
		}
	})
	if serverErr != nil {
		t.Fatalf("building apps/server: %v\n%s", serverErr, serverBin)
	}
	return serverBin
}

func TestMain(m *testing.M) {
	code := m.Run()
	if serverBin != "" && serverErr == nil {
		os.RemoveAll(filepath.Dir(serverBin))
	}
	os.Exit(code)
}

func TestSiteServerServesTheSiteUntilStopped(t *testing.T) {
	dist := filepath.Join(repoRoot, "apps", "server", "testdata", "site")
	prefix := filepath.Join(t.TempDir(), "site")
	s, err := siteserver.Start(realServer(t), dist, prefix, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(s.URL, "http://127.0.0.1:") {
		t.Errorf("URL = %q, want a loopback address", s.URL)
	}
	want, err := os.ReadFile(filepath.Join(dist, "about", "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	res, err := http.Get(s.URL + "/about")
	if err != nil {
		t.Fatal(err)
	}
	body, _ := io.ReadAll(res.Body)
	res.Body.Close()
	title := regexp.MustCompile(`<title>[^<]+</title>`).Find(want)
	if title == nil {
		t.Fatal("the fixture's about page has no title")
	}
	if res.StatusCode != http.StatusOK || !strings.Contains(string(body), string(title)) {
		t.Errorf("GET /about = %d %.80q, want 200 with the fixture's about page", res.StatusCode, body)
	}
	if err := s.Stop(); err != nil {
		t.Errorf("Stop: the server did not exit cleanly on SIGTERM: %v", err)
	}
	if _, err := http.Get(s.URL + "/healthz"); err == nil {
		t.Error("the server still answers after Stop")
	}
	for _, file := range []string{prefix + "-leads.db", s.Log} {
		if _, err := os.Stat(file); err != nil {
			t.Errorf("%s: %v", file, err)
		}
	}
	if s.Log != prefix+"-server.log" {
		t.Errorf("Log = %q, want %q", s.Log, prefix+"-server.log")
	}
}

func TestSiteServerThatExitsIsReportedAtOnceWithItsLog(t *testing.T) {
	prefix := filepath.Join(t.TempDir(), "missing")
	start := time.Now()
	_, err := siteserver.Start(realServer(t), filepath.Join(t.TempDir(), "no-such-dist"), prefix, 2*time.Minute)
	if err == nil {
		t.Fatal("a server without its site folder started")
	}
	for _, want := range []string{"exited before answering", prefix + "-server.log"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q does not say %q", err, want)
		}
	}
	if took := time.Since(start); took > 30*time.Second {
		t.Errorf("the exit was reported after %s: it waited for the deadline", took)
	}
	log, _ := os.ReadFile(prefix + "-server.log")
	if !strings.Contains(string(log), "no-such-dist") {
		t.Errorf("the server's log does not say why it exited: %q", log)
	}
}

func TestSiteServerThatNeverAnswersTimesOutAndIsStopped(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "pid")
	// A real process that takes the server's flags and never listens.
	script := filepath.Join(dir, "silent-server")
	if err := os.WriteFile(script, []byte("#!/bin/sh\necho $$ > "+pidFile+"\nexec sleep 60\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	_, err := siteserver.Start(script, dir, filepath.Join(dir, "silent"), 500*time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "did not answer") || !strings.Contains(err.Error(), "within 500ms") {
		t.Fatalf("err = %v, want a timeout after 500ms", err)
	}
	raw, readErr := os.ReadFile(pidFile)
	if readErr != nil {
		t.Fatal(readErr)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(raw)))
	if pid == 0 {
		t.Fatalf("pid file %q", raw)
	}
	if err := syscall.Kill(pid, 0); err != syscall.ESRCH {
		t.Errorf("the silent server (pid %d) still runs after the timeout: kill 0 = %v", pid, err)
	}
}

func TestFreePortIsFreeToListenOn(t *testing.T) {
	port, err := siteserver.FreePort()
	if err != nil {
		t.Fatal(err)
	}
	if port <= 0 || port > 65535 {
		t.Fatalf("port %d", port)
	}
	s := &http.Server{Addr: "127.0.0.1:" + strconv.Itoa(port)}
	errs := make(chan error, 1)
	go func() { errs <- s.ListenAndServe() }()
	time.Sleep(50 * time.Millisecond)
	s.Close()
	if err := <-errs; err != http.ErrServerClosed {
		t.Errorf("listening on the free port %d: %v", port, err)
	}
}
