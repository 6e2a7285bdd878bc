// Command homepage measures how fast `lexa serve` answers its home page,
// next to a minimal Go static file server sending the very same bytes, and
// how much memory lexa holds when idle. `make bench` runs it.
//
// The targets (lexa at least 0.80 of the static server's req/s, idle RSS at
// most 40 MB) are reported, never asserted: the numbers depend on the
// machine, so the bench fails only when something did not run.
package main

import (
	"bytes"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"syscall"
	"time"

	"lexa/internal/bench/load"
	"lexa/internal/process"
)

type options struct {
	lexa        string
	concurrency int
	rounds      int
	duration    time.Duration
	warmup      time.Duration
	idle        time.Duration
}

func main() {
	var o options
	flag.StringVar(&o.lexa, "lexa", "bin/lexa", "path to the lexa binary")
	flag.IntVar(&o.concurrency, "concurrency", 32, "concurrent keep-alive connections per server")
	flag.IntVar(&o.rounds, "rounds", 2, "measured rounds per server, interleaved lexa, static, lexa, ...")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "measured time per round")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "unmeasured load before each round")
	flag.DurationVar(&o.idle, "idle", 3*time.Second, "how long lexa idles before its RSS is read")
	staticDir := flag.String("serve-static", "", "internal: run as the static file server child for this directory")
	flag.Parse()

	if *staticDir != "" {
		if err := process.Serve(http.FileServer(http.Dir(*staticDir))); err != nil {
			fmt.Fprintln(os.Stderr, "static server:", err)
			os.Exit(1)
		}
		return
	}
	if o.concurrency < 1 || o.rounds < 1 || o.duration <= 0 || o.warmup < 0 || o.idle < 0 {
		fmt.Fprintln(os.Stderr, "bench: -concurrency, -rounds and -duration must be positive, -warmup and -idle not negative")
		os.Exit(2)
	}

	// Ctrl-C cancels ctx instead of killing the bench, so the deferred
	// cleanup in run still stops both servers and removes the temp dir.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, o)
	if cause := ctx.Err(); cause != nil { // checked before stop, which cancels ctx too
		if err == nil || err == cause {
			err = errors.New("interrupted")
		} else {
			err = fmt.Errorf("interrupted: %w", err)
		}
	}
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

// run does the whole bench. Every resource is released by a defer, in
// reverse order, so an error or an interrupt at any step still cleans up.
func run(ctx context.Context, o options) (err error) {
	lexaPath, err := filepath.Abs(o.lexa)
	if err != nil {
		return err
	}
	if _, err := os.Stat(lexaPath); err != nil {
		return fmt.Errorf("%w (build it with make build)", err)
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "lexa-bench-")
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, func() error { return os.RemoveAll(dir) })

	cmd := exec.Command(lexaPath, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), // later entries win over inherited ones
		"LISTEN_ADDR=127.0.0.1:0",
		"DATABASE_URL=sqlite:"+filepath.Join(dir, "lexa.db"),
		"LOG_FORMAT=json",
		"LOG_LEVEL=info", // the "listening" line is logged at info
	)
	lexa, lexaAddr, err := process.StartChild(ctx, "lexa serve", cmd)
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, lexa.Stop)

	// Idle memory comes first, before any request has grown the heap.
	select {
	case <-time.After(o.idle):
	case <-ctx.Done():
		return ctx.Err()
	}
	rss, err := process.RSSMB(cmd.Process.Pid)
	if err != nil {
		return err
	}

	// The static server gets lexa's uncompressed home page, byte for byte.
	lexaURL := "http://" + lexaAddr + "/"
	page, err := fetch(ctx, lexaURL)
	if err != nil {
		return fmt.Errorf("lexa: %w", err)
	}
	staticDir := filepath.Join(dir, "static")
	if err := os.MkdirAll(staticDir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(staticDir, "index.html"), page, 0o644); err != nil {
		return err
	}
	static, staticAddr, err := process.StartChild(ctx, "static server", exec.Command(self, "-serve-static", staticDir))
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, static.Stop)
	staticURL := "http://" + staticAddr + "/"
	if same, err := fetch(ctx, staticURL); err != nil {
		return fmt.Errorf("static server: %w", err)
	} else if !bytes.Equal(same, page) {
		return errors.New("static server: its / differs from lexa's home page")
	}

	fmt.Printf("home page on loopback: %d connections, %v per round after %v warm-up, %d rounds each, %d bytes per response, %d CPUs\n\n",
		o.concurrency, o.duration, o.warmup, o.rounds, len(page), runtime.NumCPU())
	fmt.Printf("%-6s %-8s %10s %9s %9s %7s\n", "round", "server", "req/s", "p50", "p99", "errors")
	best := map[string]load.Round{}
	var rounds []load.Round
	plan := load.Plan{Connections: o.concurrency, Warmup: o.warmup, Duration: o.duration}
	// Interleaving the servers spreads drift (thermal, other load) over both.
	for i := 1; i <= o.rounds; i++ {
		for _, s := range []struct{ name, url string }{{"lexa", lexaURL}, {"static", staticURL}} {
			r := load.Run(ctx, s.name, plan, getPage(s.url, int64(len(page))))
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Printf("%-6d %-8s %10s %9s %9s %7d\n", i, r.Name, load.Thousands(r.RPS), load.Ms(r.P50), load.Ms(r.P99), r.Errors)
			if r.RPS > best[r.Name].RPS {
				best[r.Name] = r
			}
			rounds = append(rounds, r)
		}
	}
	report(o, best["lexa"], best["static"], rss)
	return errors.Join(err, load.Failures(rounds))
}

// getPage fetches url and wants the page, whole.
func getPage(url string, wantLen int64) load.Request {
	return func(ctx context.Context, client *http.Client, _, _ int) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		resp, err := client.Do(req)
		return load.Check(resp, err, http.StatusOK, wantLen)
	}
}

// report prints the best round of each server, the ratio and the idle RSS,
// then the same as a Markdown table for the README.
func report(o options, lexa, static load.Round, rss float64) {
	ratio := 0.0
	if static.RPS > 0 {
		ratio = lexa.RPS / static.RPS
	}
	fmt.Println()
	fmt.Printf("best   %-8s %10s req/s  p99 %s\n", "lexa", load.Thousands(lexa.RPS), load.Ms(lexa.P99))
	fmt.Printf("best   %-8s %10s req/s  p99 %s\n", "static", load.Thousands(static.RPS), load.Ms(static.P99))
	fmt.Printf("ratio  lexa/static  %.2f  (target >= 0.80)\n", ratio)
	fmt.Printf("idle RSS of lexa serve: %.1f MB after %v idle (target <= 40 MB)\n", rss, o.idle)

	fmt.Printf("\nFor the README:\n\n")
	fmt.Println("| Command | Home page, lexa | Same bytes, minimal Go static server | Ratio (target ≥ 0.80) | Idle RSS (target ≤ 40 MB) |")
	fmt.Println("|---|---|---|---|---|")
	fmt.Printf("| `make bench` (%d connections, %d CPUs) | %s req/s, p99 %s | %s req/s, p99 %s | %.2f | %.1f MB |\n",
		o.concurrency, runtime.NumCPU(), load.Thousands(lexa.RPS), load.Ms(lexa.P99), load.Thousands(static.RPS), load.Ms(static.P99), ratio, rss)
}

// fetch GETs url once without Accept-Encoding, so the body is the
// uncompressed page that the load rounds also ask for.
func fetch(ctx context.Context, url string) ([]byte, error) {
	client := &http.Client{Transport: &http.Transport{DisableCompression: true}, Timeout: 10 * time.Second}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode != http.StatusOK || len(body) == 0 {
		return nil, fmt.Errorf("GET %s: status %d, %d bytes", url, resp.StatusCode, len(body))
	}
	return body, nil
}
