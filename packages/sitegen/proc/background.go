// Package proc runs the commands the mage targets start: in the foreground
// with their output passed through (Run), in the background with their
// output in a log (StartBackground), and says how busy the machine was
// meanwhile (ReadCPUTimes, BusySince).
package proc

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

// Background is a command that runs while the caller does other work, with
// its output in a log file: mage test starts the builds that its later suites
// need this way, so they use the CPU the earlier suites leave idle, and a
// suite that needs one waits for it.
type Background struct {
	// Name says what the command does ("site build").
	Name string
	// Log is the file that holds the command's output.
	Log string

	cmd   *exec.Cmd
	start time.Time
	took  time.Duration
	done  chan struct{}
	err   error
}

// StartBackground starts a command (with env added to ours) in a process
// group of its own, writing its output to log.
func StartBackground(name, log string, env []string, command string, args ...string) (*Background, error) {
	if err := os.MkdirAll(filepath.Dir(log), 0o755); err != nil {
		return nil, err
	}
	out, err := os.Create(log)
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(command, args...)
	cmd.Stdout, cmd.Stderr, cmd.Stdin = out, out, nil
	cmd.Env = append(os.Environ(), env...)
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	b := &Background{Name: name, Log: log, cmd: cmd, start: time.Now(), done: make(chan struct{})}
	if err := cmd.Start(); err != nil {
		out.Close()
		return nil, fmt.Errorf("%s: %s %s: %w", name, command, strings.Join(args, " "), err)
	}
	go func() {
		err := cmd.Wait()
		out.Close()
		b.took = time.Since(b.start)
		if err != nil {
			b.err = fmt.Errorf("%s (%s %s): %w", name, command, strings.Join(args, " "), err)
		}
		close(b.done)
	}()
	return b, nil
}

// Wait waits for the command. A failure is an error that names the command
// and holds the last lines of its log.
func (b *Background) Wait() error {
	<-b.done
	if b.err == nil {
		return nil
	}
	return fmt.Errorf("%w; the end of its log (%s):\n%s", b.err, b.Log, tail(b.Log, 40))
}

// Took is how long the command ran (zero while it runs).
func (b *Background) Took() time.Duration {
	select {
	case <-b.done:
		return b.took
	default:
		return 0
	}
}

// Stop ends the command and everything it started (SIGTERM to its process
// group) if it still runs, and waits for it.
func (b *Background) Stop() {
	select {
	case <-b.done:
		return
	default:
	}
	if err := syscall.Kill(-b.cmd.Process.Pid, syscall.SIGTERM); err != nil && !errors.Is(err, syscall.ESRCH) {
		b.cmd.Process.Kill()
	}
	select {
	case <-b.done:
	case <-time.After(10 * time.Second):
		syscall.Kill(-b.cmd.Process.Pid, syscall.SIGKILL)
		<-b.done
	}
}

// tail is the last n lines of a file.
func tail(path string, n int) string {
	data, err := os.ReadFile(path)
	if err != nil {
		return err.Error()
	}
	lines := bytes.Split(bytes.TrimRight(data, "\n"), []byte("\n"))
	if len(lines) > n {
		lines = lines[len(lines)-n:]
	}
	return string(bytes.Join(lines, []byte("\n")))
}
