package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"time"
)

// k6Binary builds k6 from its own module (tools/k6/go.mod, which pins it as a Go tool)
// if the build cache lacks it, and returns the executable: `go tool -n` builds and prints
// the command instead of running it. The bench then runs k6 itself, as its own child, so
// a dying bench takes k6 with it (the go command in between could not pass that on).
func k6Binary(ctx context.Context, modfile string) (string, error) {
	abs, err := filepath.Abs(modfile)
	if err != nil {
		return "", err
	}
	cmd := exec.CommandContext(ctx, "go", "tool", "-modfile="+abs, "-n", "k6")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("build k6 (go tool -modfile=%s k6): %w\n%s", modfile, err, stderr.String())
	}
	bin := strings.TrimSpace(string(out))
	if _, err := os.Stat(bin); err != nil {
		return "", fmt.Errorf("k6 executable: %w", err)
	}
	return bin, nil
}

// k6Run is one run of load.js.
type k6Run struct {
	Script, Users  string // files
	Summary        string // --summary-export
	Requests       string // --console-output: one line per request
	Output         string // k6's own stdout and stderr
	Base           string
	Rate           int // browse iterations a second
	Bookings       int // a minute
	Signins        int // a minute
	Duration       time.Duration
	Started, Ended time.Time
}

// run runs k6 until the load is over. Its usage report (a call home) and its automatic
// extension resolution (a download) are both off: the bench talks to nothing but the
// cluster.
func (r *k6Run) run(ctx context.Context, bin string) error {
	out, err := os.Create(r.Output)
	if err != nil {
		return err
	}
	defer out.Close()
	cmd := exec.Command(bin, "run", "--no-usage-report", "--quiet", "--no-color",
		"--log-format", "json", "--console-output", r.Requests, "--summary-export", r.Summary, r.Script)
	cmd.Env = append(os.Environ(),
		"K6_NO_USAGE_REPORT=true", "K6_AUTO_EXTENSION_RESOLUTION=false",
		"BASE_URL="+r.Base, "USERS="+r.Users, "RATE="+strconv.Itoa(r.Rate),
		"BOOKINGS="+strconv.Itoa(r.Bookings), "SIGNINS="+strconv.Itoa(r.Signins),
		"DURATION="+fmt.Sprintf("%ds", int(r.Duration.Seconds())))
	cmd.Stdout, cmd.Stderr = out, out
	cmd.SysProcAttr = &syscall.SysProcAttr{Pdeathsig: syscall.SIGKILL}
	r.Started = time.Now()
	if err := cmd.Start(); err != nil {
		return fmt.Errorf("start k6: %w", err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err = <-done:
	case <-ctx.Done():
		_ = cmd.Process.Signal(syscall.SIGINT) // k6 stops its VUs and exits
		select {
		case <-done:
		case <-time.After(15 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
		r.Ended = time.Now()
		return fmt.Errorf("k6 stopped: %w", ctx.Err())
	}
	r.Ended = time.Now()
	if err != nil {
		tail, _ := os.ReadFile(r.Output)
		if len(tail) > 4000 {
			tail = tail[len(tail)-4000:]
		}
		return fmt.Errorf("k6: %w; the end of its output:\n%s", err, tail)
	}
	return nil
}

// waitForLoad waits until k6 has logged its first request, which is when the load (and
// the fault schedule) starts: k6 spends a moment on its virtual users first.
func waitForLoad(ctx context.Context, path string) (time.Time, error) {
	for {
		if st, err := os.Stat(path); err == nil && st.Size() > 0 {
			return time.Now(), nil
		}
		select {
		case <-ctx.Done():
			return time.Time{}, ctx.Err()
		case <-time.After(50 * time.Millisecond):
		}
	}
}

// request is one line of load.js's console output.
type request struct {
	Start, End time.Time
	Endpoint   string
	Status     int
	OK         bool   // a status the request expects
	Code       string // error.code, E<k6 code> without an answer, or ""
	Key, ID    string // for writes
}

// readRequests parses the console output: k6 writes each console.log as a JSON log line
// whose msg is load.js's line.
func readRequests(path string) ([]request, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []request
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var line struct{ Msg string }
		if err := json.Unmarshal(sc.Bytes(), &line); err != nil {
			return nil, fmt.Errorf("k6 console line %q: %w", sc.Text(), err)
		}
		f := strings.Fields(line.Msg)
		if len(f) != 8 {
			return nil, fmt.Errorf("k6 console line %q: want 8 fields", line.Msg)
		}
		start, err1 := strconv.ParseInt(f[0], 10, 64)
		end, err2 := strconv.ParseInt(f[1], 10, 64)
		status, err3 := strconv.Atoi(f[3])
		if err := errors.Join(err1, err2, err3); err != nil {
			return nil, fmt.Errorf("k6 console line %q: %w", line.Msg, err)
		}
		dash := func(s string) string {
			if s == "-" {
				return ""
			}
			return s
		}
		out = append(out, request{Start: time.UnixMilli(start), End: time.UnixMilli(end), Endpoint: f[2], Status: status,
			OK: f[4] == "1", Code: dash(f[5]), Key: dash(f[6]), ID: dash(f[7])})
	}
	return out, sc.Err()
}

// summary is what the bench reads of k6's summary export.
type summary struct {
	Metrics map[string]map[string]float64 `json:"metrics"`
}

func readSummary(path string) (summary, error) {
	var s summary
	data, err := os.ReadFile(path)
	if err != nil {
		return s, err
	}
	// Threshold results sit beside the numbers as objects; only numbers are wanted.
	var raw struct {
		Metrics map[string]map[string]json.RawMessage `json:"metrics"`
	}
	if err := json.Unmarshal(data, &raw); err != nil {
		return s, fmt.Errorf("k6 summary: %w", err)
	}
	s.Metrics = map[string]map[string]float64{}
	for name, fields := range raw.Metrics {
		m := map[string]float64{}
		for k, v := range fields {
			var f float64
			if json.Unmarshal(v, &f) == nil {
				m[k] = f
			}
		}
		s.Metrics[name] = m
	}
	return s, nil
}

// metric is one metric's numbers, tagged by endpoint when endpoint is not empty.
func (s summary) metric(name, endpoint string) map[string]float64 {
	if endpoint != "" {
		name += "{endpoint:" + endpoint + "}"
	}
	return s.Metrics[name]
}
