//go:build linux

// Package pgtest starts a throwaway PostgreSQL cluster for a package's
// tests: Debian's postgresql binaries, initdb into a temporary folder, the
// server on a free loopback port, one cluster per test binary, one fresh
// database per test. When the tests run as root (CI does) the cluster runs
// as the unprivileged user that Debian's package creates (postgres), or as
// nobody, since PostgreSQL refuses to run as root.
//
// Where PostgreSQL is not installed the tests that need it are skipped with
// a message saying how to install it (`go run mage.go test` installs it
// itself where it can); a cluster that is installed but does not start
// fails them.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
)

// Cluster is a running throwaway PostgreSQL server.
type Cluster struct {
	bin     string
	cred    *syscall.Credential
	dir     string
	port    int
	cmd     *exec.Cmd
	exited  chan struct{}
	logPath string
	dbs     atomic.Int64
}

// Lazy starts the package's cluster on first use; TestMain stops it.
type Lazy struct {
	once    sync.Once
	cluster *Cluster
	skip    string // why the tests that need PostgreSQL are skipped
	err     error
}

// Get returns the running cluster, starting it on the first call. It skips
// t when PostgreSQL is not installed and fails it when it does not start.
func (l *Lazy) Get(t testing.TB) *Cluster {
	t.Helper()
	l.once.Do(func() {
		bin, err := binDir()
		if err != nil {
			l.skip = err.Error()
			return
		}
		start := time.Now()
		l.cluster, l.err = start1(bin)
		if l.err == nil {
			fmt.Fprintf(os.Stderr, "pgtest: PostgreSQL cluster (%s) ready on 127.0.0.1:%d in %s\n", bin, l.cluster.port, time.Since(start).Round(time.Millisecond))
		}
	})
	switch {
	case l.skip != "":
		t.Skip(l.skip)
	case l.err != nil:
		t.Fatalf("starting the test PostgreSQL cluster: %v", l.err)
	}
	return l.cluster
}

// Stop stops the cluster if it was started and removes its folder.
func (l *Lazy) Stop() {
	if l.cluster != nil {
		l.cluster.stop()
	}
}

// binDir finds the folder of initdb and postgres: $PG_BIN, else the newest
// /usr/lib/postgresql/N/bin (Debian keeps them off PATH), else PATH.
func binDir() (string, error) {
	if dir := os.Getenv("PG_BIN"); dir != "" {
		return dir, nil
	}
	found, _ := filepath.Glob("/usr/lib/postgresql/*/bin/initdb")
	sort.Slice(found, func(i, j int) bool { return majorOf(found[i]) > majorOf(found[j]) })
	if len(found) > 0 {
		return filepath.Dir(found[0]), nil
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		return filepath.Dir(p), nil
	}
	return "", errors.New("PostgreSQL is not installed, so the PostgreSQL lead store tests are skipped: " +
		"install it (Debian: apt-get install -y postgresql; `go run mage.go test` does this when run as root) " +
		"or set PG_BIN to the folder holding initdb and postgres")
}

func majorOf(initdb string) int {
	n, _ := strconv.Atoi(filepath.Base(filepath.Dir(filepath.Dir(initdb))))
	return n
}

// runAs is the unprivileged user the cluster runs as when we are root.
func runAs() (*syscall.Credential, error) {
	if os.Geteuid() != 0 {
		return nil, nil
	}
	for _, name := range []string{"postgres", "nobody"} {
		u, err := user.Lookup(name)
		if err != nil {
			continue
		}
		uid, _ := strconv.Atoi(u.Uid)
		gid, _ := strconv.Atoi(u.Gid)
		return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid), NoSetGroups: true}, nil
	}
	return nil, errors.New("running as root and neither the postgres nor the nobody user exists to run PostgreSQL as")
}

func start1(bin string) (*Cluster, error) {
	cred, err := runAs()
	if err != nil {
		return nil, err
	}
	// Not t.TempDir: its parents are private to root, and the server's
	// user must reach its folder.
	dir, err := os.MkdirTemp("", "fl-pgtest-")
	if err != nil {
		return nil, err
	}
	if cred != nil {
		if err := os.Chown(dir, int(cred.Uid), int(cred.Gid)); err != nil {
			os.RemoveAll(dir)
			return nil, err
		}
	}
	data := filepath.Join(dir, "data")
	initdb := exec.Command(filepath.Join(bin, "initdb"), "-D", data, "-U", "postgres", "-A", "trust",
		"-E", "UTF8", "--locale=C", "--no-sync")
	initdb.SysProcAttr = &syscall.SysProcAttr{Credential: cred}
	if out, err := initdb.CombinedOutput(); err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("initdb: %v\n%s", err, out)
	}
	var lastErr error
	for range 3 { // a free port can be taken between asking and binding
		c := &Cluster{bin: bin, cred: cred, dir: dir, logPath: filepath.Join(dir, "postgres.log")}
		if lastErr = c.run(0); lastErr == nil {
			return c, nil
		}
	}
	os.RemoveAll(dir)
	return nil, lastErr
}

// run starts postgres on port, or on a free port when port is 0, and waits
// until it accepts connections.
func (c *Cluster) run(port int) error {
	if port == 0 {
		ln, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		port = ln.Addr().(*net.TCPAddr).Port
		ln.Close()
	}
	c.port = port
	logFile, err := os.OpenFile(c.logPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o600)
	if err != nil {
		return err
	}
	defer logFile.Close()
	// fsync off: a test may kill the cluster (Kill) but never the machine,
	// so the operating system keeps what postgres wrote. Commits stay
	// synchronous: an asynchronous one lives in shared memory for a
	// moment, which a kill would lose.
	c.cmd = exec.Command(filepath.Join(c.bin, "postgres"), "-D", filepath.Join(c.dir, "data"),
		"-p", strconv.Itoa(c.port), "-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories=",
		"-c", "fsync=off", "-c", "full_page_writes=off",
		"-c", "max_connections=200", "-c", "shared_buffers=32MB")
	c.cmd.Stdout, c.cmd.Stderr = logFile, logFile
	// Pdeathsig: a test binary that is killed takes its cluster with it.
	c.cmd.SysProcAttr = &syscall.SysProcAttr{Credential: c.cred, Setpgid: true, Pdeathsig: syscall.SIGQUIT}
	if err := c.cmd.Start(); err != nil {
		return err
	}
	c.exited = make(chan struct{})
	go func() { c.cmd.Wait(); close(c.exited) }()
	deadline := time.Now().Add(90 * time.Second) // initdb and start take seconds on a loaded machine
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
		conn, err := pgx.Connect(ctx, c.url("postgres"))
		cancel()
		if err == nil {
			conn.Close(context.Background())
			return nil
		}
		select {
		case <-c.exited:
			log, _ := os.ReadFile(c.logPath)
			return fmt.Errorf("postgres exited while starting:\n%s", log)
		default:
		}
		if time.Now().After(deadline) {
			c.stop()
			return fmt.Errorf("postgres did not accept connections within 90 s: %v", err)
		}
		time.Sleep(50 * time.Millisecond) // polling another process's readiness
	}
}

func (c *Cluster) url(db string) string {
	return fmt.Sprintf("postgres://postgres@127.0.0.1:%d/%s?sslmode=disable", c.port, db)
}

// Addr is the cluster's host:port.
func (c *Cluster) Addr() string { return "127.0.0.1:" + strconv.Itoa(c.port) }

// NewDatabase returns the URL of an empty database for one test: a schema
// of its own in the cluster's one database, named in the URL's search_path
// (creating a schema takes milliseconds, a database seconds).
func (c *Cluster) NewDatabase(t testing.TB) string {
	t.Helper()
	name := fmt.Sprintf("t%d_%s", c.dbs.Add(1), strings.ToLower(strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return '_'
	}, t.Name())))
	if len(name) > 60 {
		name = name[:60]
	}
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, c.url("postgres"))
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+pgx.Identifier{name}.Sanitize()); err != nil {
		t.Fatal(err)
	}
	return c.url("postgres") + "&search_path=" + name
}

// Kill kills the cluster's processes with SIGKILL, as a crash would, and
// waits for them to be gone; Restart brings it back. The backends are not
// in the postmaster's process group (each calls setsid), so they are found
// by their parent.
func (c *Cluster) Kill() {
	procs := append([]int{c.cmd.Process.Pid}, childrenOf(c.cmd.Process.Pid)...)
	for _, pid := range procs {
		syscall.Kill(pid, syscall.SIGKILL)
	}
	<-c.exited
	// Their shared memory would make a new postmaster refuse to start.
	for _, pid := range procs[1:] {
		for alive(pid) {
			time.Sleep(10 * time.Millisecond) // polling: another process's children send no signal
		}
	}
}

// childrenOf lists the processes whose parent is pid, from /proc.
func childrenOf(pid int) []int {
	entries, _ := os.ReadDir("/proc")
	var out []int
	for _, e := range entries {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		if ppid, _, ok := procStat(child); ok && ppid == pid {
			out = append(out, child)
		}
	}
	return out
}

// alive reports whether pid runs: a zombie (which nobody may reap in a
// container) counts as gone.
func alive(pid int) bool {
	_, state, ok := procStat(pid)
	return ok && state != "Z" && state != "X"
}

// procStat reads a process's parent and state from /proc/<pid>/stat.
func procStat(pid int) (ppid int, state string, ok bool) {
	data, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0, "", false
	}
	// pid (comm) state ppid …; comm may hold spaces and parentheses.
	i := strings.LastIndexByte(string(data), ')')
	fields := strings.Fields(string(data[i+1:]))
	if len(fields) < 2 {
		return 0, "", false
	}
	ppid, err = strconv.Atoi(fields[1])
	return ppid, fields[0], err == nil
}

// Restart starts the killed cluster again on the same port and data (it
// recovers from its write-ahead log) and waits until it accepts
// connections.
func (c *Cluster) Restart() error {
	return c.run(c.port)
}

func (c *Cluster) stop() {
	if c.cmd != nil && c.cmd.Process != nil {
		c.cmd.Process.Signal(syscall.SIGQUIT) // immediate shutdown: the data is thrown away
		select {
		case <-c.exited:
		case <-time.After(10 * time.Second):
			c.cmd.Process.Kill()
			<-c.exited
		}
	}
	os.RemoveAll(c.dir)
}
