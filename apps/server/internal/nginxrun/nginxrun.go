// Package nginxrun starts a real nginx as the current user on a loopback
// port, with its own prefix folder (pid, logs, temp files) and a main
// configuration that includes a server configuration, such as the
// nginx.conf the build generates. The semantic test of the static hosts and
// the server benchmark use it.
package nginxrun

import (
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// brotliModule is where Debian's libnginx-mod-http-brotli-static puts the
// module that serves .br files.
const brotliModule = "/usr/lib/nginx/modules/ngx_http_brotli_static_module.so"

// Find returns the nginx binary, or an error that says how to install it.
func Find() (string, error) {
	for _, p := range []string{"nginx", "/usr/sbin/nginx"} {
		if path, err := exec.LookPath(p); err == nil {
			return path, nil
		}
	}
	return "", errors.New("nginx is not installed (go run mage.go install installs it as root; Debian: apt-get install -y nginx libnginx-mod-http-brotli-static)")
}

// HasBrotli reports whether the ngx_brotli static module is installed.
func HasBrotli() bool {
	_, err := os.Stat(brotliModule)
	return err == nil
}

// Config is an nginx to start.
type Config struct {
	// Prefix is an empty folder for nginx's pid, logs and temp files.
	Prefix string
	// Include is the configuration for the http block, e.g. a generated
	// nginx.conf with its server block.
	Include string
	// Port is the port the included server listens on (to wait for).
	Port int
	// Workers is worker_processes (1 when 0).
	Workers int
	// HTTP is more configuration for the http block (access_log, sendfile…).
	HTTP string
	// Brotli loads the ngx_brotli static module.
	Brotli bool
}

// Nginx is a running nginx.
type Nginx struct {
	cmd    *exec.Cmd
	prefix string
	exited chan struct{} // closed when the master has exited
}

// Pid is the master process's id.
func (n *Nginx) Pid() int { return n.cmd.Process.Pid }

// ErrorLog returns what nginx logged.
func (n *Nginx) ErrorLog() string {
	data, _ := os.ReadFile(filepath.Join(n.prefix, "error.log"))
	return string(data)
}

// Start writes the main configuration into c.Prefix and starts nginx in
// the foreground; it returns once the port accepts connections.
func Start(c Config) (*Nginx, error) {
	bin, err := Find()
	if err != nil {
		return nil, err
	}
	workers := max(c.Workers, 1)
	var main strings.Builder
	if os.Geteuid() == 0 {
		main.WriteString("user root;\n") // else the workers would run as nobody, who cannot read a temp folder
	}
	if c.Brotli {
		fmt.Fprintf(&main, "load_module %s;\n", brotliModule)
	}
	fmt.Fprintf(&main, `worker_processes %[2]d;
daemon off;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log;
events { worker_connections 1024; }
http {
	client_body_temp_path %[1]s/body; proxy_temp_path %[1]s/proxy; fastcgi_temp_path %[1]s/fastcgi;
	uwsgi_temp_path %[1]s/uwsgi; scgi_temp_path %[1]s/scgi;
%[4]s
	include %[3]s;
}
`, c.Prefix, workers, c.Include, c.HTTP)
	conf := filepath.Join(c.Prefix, "main.conf")
	if err := os.WriteFile(conf, []byte(main.String()), 0o644); err != nil {
		return nil, err
	}
	n := &Nginx{prefix: c.Prefix, exited: make(chan struct{})}
	n.cmd = exec.Command(bin, "-p", c.Prefix, "-c", conf, "-e", filepath.Join(c.Prefix, "error.log"))
	n.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // so Stop reaches the workers too
	if err := n.cmd.Start(); err != nil {
		return nil, err
	}
	var waitErr error
	go func() { waitErr = n.cmd.Wait(); close(n.exited) }()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-n.exited:
			return nil, fmt.Errorf("nginx exited (%v):\n%s", waitErr, n.ErrorLog())
		default:
		}
		if conn, err := net.Dial("tcp", fmt.Sprintf("127.0.0.1:%d", c.Port)); err == nil {
			conn.Close()
			return n, nil
		}
		time.Sleep(20 * time.Millisecond)
	}
	n.Stop()
	return nil, fmt.Errorf("nginx did not listen on port %d:\n%s", c.Port, n.ErrorLog())
}

// Stop ends nginx and its workers: SIGTERM (fast shutdown), then SIGKILL.
func (n *Nginx) Stop() {
	pid := n.cmd.Process.Pid
	syscall.Kill(-pid, syscall.SIGTERM)
	select {
	case <-n.exited:
	case <-time.After(5 * time.Second):
		syscall.Kill(-pid, syscall.SIGKILL)
		<-n.exited
	}
}
