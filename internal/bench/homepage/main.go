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
		if err := serveStatic(*staticDir); err != nil {
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
	defer cleanup(&err, func() error { return os.RemoveAll(dir) })

	cmd := exec.Command(lexaPath, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), // later entries win over inherited ones
		"LISTEN_ADDR=127.0.0.1:0",
		"DATABASE_URL=sqlite:"+filepath.Join(dir, "lexa.db"),
		"LOG_FORMAT=json",
		"LOG_LEVEL=info", // the "listening" line is logged at info
	)
	lexa, lexaAddr, err := startChild(ctx, "lexa serve", cmd)
	if err != nil {
		return err
	}
	defer cleanup(&err, lexa.stop)

	// Idle memory comes first, before any request has grown the heap.
	select {
	case <-time.After(o.idle):
	case <-ctx.Done():
		return ctx.Err()
	}
	rss, err := rssMB(cmd.Process.Pid)
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
	static, staticAddr, err := startChild(ctx, "static server", exec.Command(self, "-serve-static", staticDir))
	if err != nil {
		return err
	}
	defer cleanup(&err, static.stop)
	staticURL := "http://" + staticAddr + "/"
	if same, err := fetch(ctx, staticURL); err != nil {
		return fmt.Errorf("static server: %w", err)
	} else if !bytes.Equal(same, page) {
		return errors.New("static server: its / differs from lexa's home page")
	}

	fmt.Printf("home page on loopback: %d connections, %v per round after %v warm-up, %d rounds each, %d bytes per response, %d CPUs\n\n",
		o.concurrency, o.duration, o.warmup, o.rounds, len(page), runtime.NumCPU())
	fmt.Printf("%-6s %-8s %10s %9s %9s %7s\n", "round", "server", "req/s", "p50", "p99", "errors")
	best := map[string]round{}
	var failed []round
	// Interleaving the servers spreads drift (thermal, other load) over both.
	for i := 1; i <= o.rounds; i++ {
		for _, s := range []struct{ name, url string }{{"lexa", lexaURL}, {"static", staticURL}} {
			r := runRound(ctx, s.name, s.url, int64(len(page)), o)
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Printf("%-6d %-8s %10s %9s %9s %7d\n", i, r.server, thousands(r.rps), ms(r.p50), ms(r.p99), r.errors)
			if r.rps > best[r.server].rps {
				best[r.server] = r
			}
			if r.errors > 0 {
				failed = append(failed, r)
			}
		}
	}
	report(o, best["lexa"], best["static"], rss)

	for _, r := range failed {
		err = errors.Join(err, fmt.Errorf("%s: %d failed requests, the first: %v", r.server, r.errors, r.firstErr))
	}
	return err
}

// cleanup runs f, typically deferred, and adds its error to *err. It leaves
// *err as it was when f succeeds, so main can still recognise an interrupt.
func cleanup(err *error, f func() error) {
	if e := f(); e != nil {
		*err = errors.Join(*err, e)
	}
}

// report prints the best round of each server, the ratio and the idle RSS,
// then the same as a Markdown table for the README.
func report(o options, lexa, static round, rss float64) {
	ratio := 0.0
	if static.rps > 0 {
		ratio = lexa.rps / static.rps
	}
	fmt.Println()
	fmt.Printf("best   %-8s %10s req/s  p99 %s\n", "lexa", thousands(lexa.rps), ms(lexa.p99))
	fmt.Printf("best   %-8s %10s req/s  p99 %s\n", "static", thousands(static.rps), ms(static.p99))
	fmt.Printf("ratio  lexa/static  %.2f  (target >= 0.80)\n", ratio)
	fmt.Printf("idle RSS of lexa serve: %.1f MB after %v idle (target <= 40 MB)\n", rss, o.idle)

	fmt.Printf("\nFor the README:\n\n")
	fmt.Println("| Command | Home page, lexa | Same bytes, minimal Go static server | Ratio (target ≥ 0.80) | Idle RSS (target ≤ 40 MB) |")
	fmt.Println("|---|---|---|---|---|")
	fmt.Printf("| `make bench` (%d connections, %d CPUs) | %s req/s, p99 %s | %s req/s, p99 %s | %.2f | %.1f MB |\n",
		o.concurrency, runtime.NumCPU(), thousands(lexa.rps), ms(lexa.p99), thousands(static.rps), ms(static.p99), ratio, rss)
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

// thousands formats a rate as a whole number with comma separators.
func thousands(v float64) string {
	s := fmt.Sprintf("%.0f", v)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

func ms(d time.Duration) string {
	return fmt.Sprintf("%.2fms", float64(d)/float64(time.Millisecond))
}
