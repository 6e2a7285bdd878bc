package load

import (
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// WrkTarget is what a wrk round loads: a URL, request headers ("Name: value"), and
// optionally a Lua script (a POST whose body differs per request).
type WrkTarget struct {
	URL     string
	Headers []string
	Script  string
}

// Wrk loads a target with wrk (Debian's package; `make wrk` installs it): a load
// generator in C that takes a fraction of the CPU Go's HTTP client needs per request, so
// on a small machine shared by server and generator the servers are what is measured
// (the Go client's own work flattened the gaps between servers). p.Warmup runs first,
// unmeasured; wrk counts only non-2xx/3xx answers and socket errors as errors, so
// callers check a sample answer's body before the rounds.
func Wrk(ctx context.Context, name string, p Plan, t WrkTarget) Round {
	r := Round{Name: name}
	bin, err := exec.LookPath("wrk")
	if err != nil {
		r.Errors, r.FirstErr = 1, errors.New("wrk is not installed (make wrk installs Debian's)")
		return r
	}
	// A slow answer is measured, not failed (wrk's default of 2 s would count a stall as an
	// error; Go's client, used before, waited as long as it took): 30 s.
	args := []string{"-t", strconv.Itoa(max(1, min(runtime.NumCPU(), p.Connections))), "-c", strconv.Itoa(p.Connections),
		"--latency", "--timeout", "30s"}
	for _, h := range t.Headers {
		args = append(args, "-H", h)
	}
	if t.Script != "" {
		dir, err := os.MkdirTemp("", "lexa-wrk-")
		if err != nil {
			r.Errors, r.FirstErr = 1, err
			return r
		}
		defer os.RemoveAll(dir)
		script := filepath.Join(dir, "script.lua")
		if err := os.WriteFile(script, []byte(t.Script), 0o644); err != nil {
			r.Errors, r.FirstErr = 1, err
			return r
		}
		args = append(args, "-s", script)
	}
	run := func(d time.Duration) (string, error) {
		secs := strconv.Itoa(max(1, int(math.Ceil(d.Seconds()))))
		out, err := exec.CommandContext(ctx, bin, append(append([]string{}, args...), "-d", secs+"s", t.URL)...).CombinedOutput()
		if err != nil {
			return "", fmt.Errorf("wrk: %w: %s", err, out)
		}
		return string(out), nil
	}
	if p.Warmup > 0 {
		if _, err := run(p.Warmup); err != nil {
			r.Errors, r.FirstErr = 1, err
			return r
		}
	}
	out, err := run(p.Duration)
	if err != nil {
		r.Errors, r.FirstErr = 1, err
		return r
	}
	if err := parseWrk(out, &r); err != nil {
		r.Errors, r.FirstErr = r.Errors+1, err
	}
	return r
}

var (
	wrkRequests = regexp.MustCompile(`(\d+) requests in ([\d.]+)(us|ms|s|m),`)
	wrkRate     = regexp.MustCompile(`Requests/sec:\s+([\d.]+)`)
	wrkLatency  = regexp.MustCompile(`(?m)^\s+(50|99)(?:\.000)?%\s+([\d.]+)(us|ms|s)\s*$`)
	wrkNon2xx   = regexp.MustCompile(`Non-2xx or 3xx responses: (\d+)`)
	wrkSocket   = regexp.MustCompile(`Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)`)
)

// parseWrk reads wrk's report (with --latency) into r.
func parseWrk(out string, r *Round) error {
	m := wrkRequests.FindStringSubmatch(out)
	rate := wrkRate.FindStringSubmatch(out)
	if m == nil || rate == nil {
		return fmt.Errorf("wrk: no totals in its report:\n%s", out)
	}
	r.Requests, _ = strconv.Atoi(m[1])
	r.RPS, _ = strconv.ParseFloat(rate[1], 64)
	for _, l := range wrkLatency.FindAllStringSubmatch(out, -1) {
		d := wrkDuration(l[2], l[3])
		if l[1] == "50" {
			r.P50 = d
		} else {
			r.P99 = d
		}
	}
	if e := wrkNon2xx.FindStringSubmatch(out); e != nil {
		n, _ := strconv.Atoi(e[1])
		r.Errors += n
		if n > 0 && r.FirstErr == nil {
			r.FirstErr = fmt.Errorf("%d answers were not 2xx or 3xx", n)
		}
	}
	if e := wrkSocket.FindStringSubmatch(out); e != nil {
		sum := 0
		for _, s := range e[1:] {
			n, _ := strconv.Atoi(s)
			sum += n
		}
		r.Errors += sum
		if sum > 0 && r.FirstErr == nil {
			r.FirstErr = errors.New(strings.TrimSpace(e[0]))
		}
	}
	return nil
}

func wrkDuration(v, unit string) time.Duration {
	f, _ := strconv.ParseFloat(v, 64)
	switch unit {
	case "us":
		return time.Duration(f * float64(time.Microsecond))
	case "ms":
		return time.Duration(f * float64(time.Millisecond))
	default:
		return time.Duration(f * float64(time.Second))
	}
}
