// Package process starts servers as child processes and stops them: lexa, or a baseline
// server, each waited for until it logs "listening", stopped with SIGTERM or killed. The
// benchmarks (tools/bench/...) and the cluster test harness (tools/cluster) share it.
package process

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"time"
)

const (
	startTimeout = 30 * time.Second // lexa runs its migrations before listening
	stopTimeout  = 25 * time.Second // longer than lexa's 20 s shutdown grace
)

// Child is a server process started by a bench or a test harness. Servers run as
// separate processes so that neither shares a Go runtime (scheduler, GC,
// CPU accounting) with the load generator; otherwise the comparison would
// favour whichever server lived inside the bench.
type Child struct {
	name string
	cmd  *exec.Cmd
	log  *logWatcher
	done chan struct{} // closed once the process has exited
	err  error         // the result of cmd.Wait, valid after done
}

// StartChild starts cmd and waits for its "listening" log line. On any
// error the process has already been stopped, so callers only need to stop
// children that started successfully.
func StartChild(ctx context.Context, name string, cmd *exec.Cmd) (*Child, string, error) {
	return StartChildLog(ctx, name, cmd, nil)
}

// StartChildLog is StartChild that also copies the child's whole log (stderr) to
// logTo when it is not nil: the cluster harness keeps each instance's log in a file,
// where its access-log lines tell which instance served which request.
func StartChildLog(ctx context.Context, name string, cmd *exec.Cmd, logTo io.Writer) (*Child, string, error) {
	c := &Child{name: name, cmd: cmd, log: &logWatcher{addr: make(chan string, 1), tee: logTo}, done: make(chan struct{})}
	cmd.Stdout = io.Discard
	cmd.Stderr = c.log
	// A process group of its own keeps a terminal Ctrl-C away from the
	// child: the bench catches it and stops the children in order instead.
	// Attributes the caller set (a parent-death signal) are kept.
	if cmd.SysProcAttr == nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{}
	}
	cmd.SysProcAttr.Setpgid = true
	if err := cmd.Start(); err != nil {
		return nil, "", fmt.Errorf("start %s: %w", name, err)
	}
	go func() {
		c.err = cmd.Wait()
		close(c.done)
	}()

	var err error
	select {
	case addr := <-c.log.addr:
		return c, addr, nil
	case <-c.done:
		err = fmt.Errorf("%s exited before listening (%v); its log:\n%s", name, c.err, c.log.startupLog())
	case <-time.After(startTimeout):
		err = fmt.Errorf("%s did not log \"listening\" within %v; its log:\n%s", name, startTimeout, c.log.startupLog())
	case <-ctx.Done():
		err = ctx.Err()
	}
	_ = c.Stop()
	return nil, "", err
}

// Stop sends SIGTERM, waits for a graceful exit and kills the process only
// if it hangs. It reports a non-zero exit, including an earlier crash.
func (c *Child) Stop() error {
	select {
	case <-c.done:
	default:
		_ = c.cmd.Process.Signal(syscall.SIGTERM)
		select {
		case <-c.done:
		case <-time.After(stopTimeout):
			_ = c.cmd.Process.Kill()
			<-c.done
			return fmt.Errorf("%s did not stop within %v of SIGTERM and was killed", c.name, stopTimeout)
		}
	}
	if c.err != nil {
		return fmt.Errorf("%s: %w", c.name, c.err)
	}
	return c.log.teeError()
}

// Kill ends the process at once with SIGKILL, as a crash or the OOM killer would, and
// waits until it is gone. The exit by signal is what was asked for, so it is no error.
func (c *Child) Kill() error {
	select {
	case <-c.done:
		return nil
	default:
	}
	if err := c.cmd.Process.Kill(); err != nil && !errors.Is(err, os.ErrProcessDone) {
		return fmt.Errorf("kill %s: %w", c.name, err)
	}
	<-c.done
	return nil
}

// Done is closed once the process has exited, however it ended.
func (c *Child) Done() <-chan struct{} { return c.done }

// Pid is the process id (for RSSMB, or a signal of the caller's choice).
func (c *Child) Pid() int { return c.cmd.Process.Pid }

// logWatcher is a child's stderr. It reads JSON log lines until the one
// whose msg is "listening" and hands over its addr; from then on it discards
// everything but error lines and the copy to tee (lexa writes an access-log line
// per request), so the child never blocks on a full pipe.
type logWatcher struct {
	addr chan string // receives the address once; buffered
	tee  io.Writer   // gets every byte too, when set

	mu      sync.Mutex
	found   bool
	lines   []string // the startup log, shown if the child fails to start
	partial []byte   // an incomplete last line
	errors  []string // the first error lines after start-up, to explain failed requests
	teeErr  error    // the first failed copy to tee; later copies are skipped
}

// maxErrorLines bounds what a child's error lines keep: the first few explain a failure.
const maxErrorLines = 5

func (w *logWatcher) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	// A failed copy is kept for Stop to report, never returned: an error here would
	// stop the pipe being read, and the child would block on its next log line.
	if w.tee != nil && w.teeErr == nil {
		if _, err := w.tee.Write(p); err != nil {
			w.teeErr = fmt.Errorf("copy the log: %w", err)
		}
	}
	if w.found {
		w.keepErrors(p)
		return len(p), nil
	}
	w.partial = append(w.partial, p...)
	for !w.found {
		line, rest, ok := bytes.Cut(w.partial, []byte("\n"))
		if !ok {
			break
		}
		w.partial = rest
		w.lines = append(w.lines, string(line))
		var rec struct{ Msg, Addr string }
		if json.Unmarshal(line, &rec) == nil && rec.Msg == "listening" && rec.Addr != "" {
			w.found = true
			w.partial = nil
			w.addr <- rec.Addr
		}
	}
	return len(p), nil
}

// keepErrors keeps the first error-level lines of a running child, cheaply: most lines
// are access-log lines, and the search must not slow the child down by blocking its pipe.
func (w *logWatcher) keepErrors(p []byte) {
	if len(w.errors) >= maxErrorLines || !bytes.Contains(p, []byte(`"level":"ERROR"`)) {
		return
	}
	for _, line := range bytes.Split(p, []byte("\n")) {
		if bytes.Contains(line, []byte(`"level":"ERROR"`)) && len(w.errors) < maxErrorLines {
			w.errors = append(w.errors, string(line))
		}
	}
}

// ErrorLines are the first error-level log lines the child wrote after it started.
func (c *Child) ErrorLines() []string {
	c.log.mu.Lock()
	defer c.log.mu.Unlock()
	return append([]string(nil), c.log.errors...)
}

func (w *logWatcher) teeError() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.teeErr
}

func (w *logWatcher) startupLog() string {
	w.mu.Lock()
	defer w.mu.Unlock()
	return strings.TrimSpace(strings.Join(w.lines, "\n") + "\n" + string(w.partial))
}

// Serve is the child side of a baseline server: the plainest Go server for handler on a
// free loopback port. It logs its address the way lexa does, so one log watcher serves
// every child, and stops on SIGTERM.
func Serve(handler http.Handler) error {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return err
	}
	srv := &http.Server{Handler: handler}
	slog.New(slog.NewJSONHandler(os.Stderr, nil)).Info("listening", "addr", ln.Addr().String())

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	return srv.Shutdown(shutdownCtx)
}

// RSSMB reads a process's resident set size from /proc (Linux only), in MB
// of 2^20 bytes, as top and ps count them.
func RSSMB(pid int) (float64, error) {
	status, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0, err
	}
	for line := range strings.Lines(string(status)) {
		if v, ok := strings.CutPrefix(line, "VmRSS:"); ok {
			fields := strings.Fields(v) // "18640 kB"
			if len(fields) == 2 && fields[1] == "kB" {
				kB, err := strconv.ParseFloat(fields[0], 64)
				return kB / 1024, err
			}
		}
	}
	return 0, fmt.Errorf("no VmRSS in /proc/%d/status", pid)
}
