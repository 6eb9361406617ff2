// Package siteserver runs apps/server's binary on a built site for the
// targets that need one served (the end-to-end tests, the audit), and finds
// free loopback ports.
package siteserver

import (
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"syscall"
	"time"
)

// Bin is where the targets that serve a built site (the end-to-end
// tests, the audit) build apps/server once.
var Bin = filepath.Join("build", "bin", "server")

// Server is apps/server's binary serving one built site on a loopback
// port, as the audit runs it: one process per site, each with its own
// database and log.
type Server struct {
	// URL is the server's origin, http://127.0.0.1:<port>.
	URL string
	// Log is the file the server writes its output to.
	Log string

	cmd    *exec.Cmd
	log    *os.File
	exited chan struct{}
	err    error // cmd.Wait's error, once exited is closed
}

// Start serves dist with the server binary bin on a free loopback
// port, with its database at prefix-leads.db and its output in
// prefix-server.log, and returns once the server answers its health check.
// A server that exits before that, or does not answer within wait, is an
// error that names its log (and is stopped).
func Start(bin, dist, prefix string, wait time.Duration) (*Server, error) {
	port, err := FreePort()
	if err != nil {
		return nil, err
	}
	log, err := os.Create(prefix + "-server.log")
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(port)
	cmd := exec.Command(bin, "-addr", addr, "-dist", dist, "-db", prefix+"-leads.db")
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		log.Close()
		return nil, fmt.Errorf("starting the server for %s: %w", dist, err)
	}
	s := &Server{URL: "http://" + addr, Log: log.Name(), cmd: cmd, log: log, exited: make(chan struct{})}
	go func() {
		s.err = cmd.Wait()
		close(s.exited)
	}()
	client := &http.Client{Timeout: time.Second}
	deadline := time.After(wait)
	for {
		if res, err := client.Get(s.URL + "/healthz"); err == nil {
			res.Body.Close()
			if res.StatusCode == http.StatusOK {
				return s, nil
			}
		}
		select {
		case <-s.exited:
			s.log.Close()
			return nil, fmt.Errorf("the server for %s exited before answering %s/healthz (%v; its log: %s)", dist, s.URL, s.err, s.Log)
		case <-deadline:
			s.Stop()
			return nil, fmt.Errorf("the server for %s did not answer %s/healthz within %s (its log: %s)", dist, s.URL, wait, s.Log)
		case <-time.After(100 * time.Millisecond):
		}
	}
}

// Stop ends the server the way an operator would (SIGTERM: it finishes the
// requests in flight), waits for it, and returns its exit error, if any.
func (s *Server) Stop() error {
	select {
	case <-s.exited:
	default:
		if err := s.cmd.Process.Signal(syscall.SIGTERM); err != nil && !errors.Is(err, os.ErrProcessDone) {
			s.cmd.Process.Kill()
		}
		<-s.exited
	}
	s.log.Close()
	return s.err
}

// FreePort asks the kernel for a loopback port nobody listens on.
func FreePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, err
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}
