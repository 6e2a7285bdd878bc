package cluster

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"syscall"

	"lexa/tools/process"
)

// Instance is one `lexa serve` of the cluster.
type Instance struct {
	Index int
	// Addr is where it listens. The first start picks a free port; a restart binds the
	// same one again, because nginx's upstream names it.
	Addr    string
	LogPath string // its whole stderr log, across restarts

	lexa, dir string
	env       []string

	mu    sync.Mutex
	child *process.Child // nil while stopped
	log   *os.File
}

// start runs lexa serve on listen and waits until it listens. lexa migrates before it
// listens, so a started instance has a migrated schema.
func (in *Instance) start(ctx context.Context, listen string) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.child != nil {
		return fmt.Errorf("instance %d is already running", in.Index)
	}
	log, err := os.OpenFile(in.LogPath, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return err
	}
	cmd := exec.Command(in.lexa, "serve")
	cmd.Dir = in.dir
	cmd.Env = append(append([]string(nil), in.env...), "LISTEN_ADDR="+listen)
	// Should the test or bench itself die, its instances die with it instead of holding
	// their ports and database connections.
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	child, addr, err := process.StartChildLog(ctx, fmt.Sprintf("lexa %d", in.Index), cmd, log)
	if err != nil {
		return errors.Join(err, log.Close())
	}
	in.child, in.log, in.Addr = child, log, addr
	return nil
}

// Stop ends the instance gracefully (SIGTERM: in-flight requests finish, the workers
// leave their work to the others). Stopping a stopped instance does nothing.
func (in *Instance) Stop() error {
	return in.end((*process.Child).Stop)
}

// Kill ends the instance at once with SIGKILL, as a crash would: no request finishes,
// no lease is handed back.
func (in *Instance) Kill() error {
	return in.end((*process.Child).Kill)
}

func (in *Instance) end(how func(*process.Child) error) error {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.child == nil {
		return nil
	}
	err := how(in.child)
	in.child = nil
	// The process is gone and its log copied out (Wait returns after the copy), so the
	// file can close.
	return errors.Join(err, in.log.Close())
}

// Restart stops the instance if it runs and starts it again on the same address.
func (in *Instance) Restart(ctx context.Context) error {
	if err := in.Stop(); err != nil {
		return err
	}
	return in.start(ctx, in.Addr)
}

// Running tells whether the process was started and has not exited.
func (in *Instance) Running() bool {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.child == nil {
		return false
	}
	select {
	case <-in.child.Done():
		return false
	default:
		return true
	}
}

// Pid is the running process's id, or 0 while it is stopped.
func (in *Instance) Pid() int {
	in.mu.Lock()
	defer in.mu.Unlock()
	if in.child == nil {
		return 0
	}
	return in.child.Pid()
}

// LogLine is one JSON line of an instance's log, with the fields the cluster's users read:
// msg and level on every line; the access-log fields on "request" lines; the number of
// migrations on the "database ready" line.
type LogLine struct {
	Msg               string `json:"msg"`
	Level             string `json:"level"`
	ID                string `json:"id"`
	Method            string `json:"method"`
	Path              string `json:"path"`
	Route             string `json:"route"`
	Status            int    `json:"status"`
	IP                string `json:"ip"`
	MigrationsApplied *int   `json:"migrations_applied"`
	Raw               string `json:"-"`
}

// Log reads every line the instance has logged so far, across restarts. A line that is
// not JSON (a Go runtime crash) is kept with only Raw set.
func (in *Instance) Log() ([]LogLine, error) {
	data, err := os.ReadFile(in.LogPath)
	if err != nil {
		return nil, err
	}
	var out []LogLine
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var l LogLine
		_ = json.Unmarshal(sc.Bytes(), &l) // not JSON: a line with only Raw
		l.Raw = sc.Text()
		out = append(out, l)
	}
	return out, sc.Err()
}

// Requests are the instance's access-log lines: one per request it answered.
func (in *Instance) Requests() ([]LogLine, error) {
	lines, err := in.Log()
	var out []LogLine
	for _, l := range lines {
		if l.Msg == "request" {
			out = append(out, l)
		}
	}
	return out, err
}
