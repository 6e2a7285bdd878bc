// Command homepage measures how fast `lexa serve` answers its home page, next to
// nginx and a minimal Go server sending the very same bytes from memory, and how much
// memory lexa holds when idle. `make bench` runs it; wrk generates the load.
//
// The targets (lexa at least 0.80 of nginx's req/s, idle RSS at most 40 MB) are
// reported, never asserted: the numbers depend on the machine, so the bench fails only
// when something did not run.
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
	"strconv"
	"syscall"
	"time"

	"lexa/tools/bench/load"
	"lexa/tools/process"
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
	flag.IntVar(&o.rounds, "rounds", 3, "measured rounds per server, interleaved lexa, nginx, static, lexa, ...")
	flag.DurationVar(&o.duration, "duration", 10*time.Second, "measured time per round")
	flag.DurationVar(&o.warmup, "warmup", time.Second, "unmeasured load before each round")
	flag.DurationVar(&o.idle, "idle", 3*time.Second, "how long lexa idles before its RSS is read")
	staticDir := flag.String("serve-static", "", "internal: run as the minimal Go server child for this directory's index.html")
	flag.Parse()

	if *staticDir != "" {
		if err := serveFromMemory(filepath.Join(*staticDir, "index.html")); err != nil {
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
	// nginx's workers run as an unprivileged user when the bench runs as root: they must be
	// able to reach the page (MkdirTemp made dir for its owner only).
	if err := os.Chmod(dir, 0o755); err != nil {
		return err
	}
	if err := os.MkdirAll(staticDir, 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(staticDir, "index.html"), page, 0o644); err != nil {
		return err
	}
	static, staticAddr, err := process.StartChild(ctx, "minimal server", exec.Command(self, "-serve-static", staticDir))
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, static.Stop)
	staticURL := "http://" + staticAddr + "/"
	if same, err := fetch(ctx, staticURL); err != nil {
		return fmt.Errorf("minimal server: %w", err)
	} else if !bytes.Equal(same, page) {
		return errors.New("minimal server: its / differs from lexa's home page")
	}

	web, nginxAddr, err := startNginx(ctx, filepath.Join(dir, "nginx"), staticDir)
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, web.Stop)
	nginxURL := "http://" + nginxAddr + "/"
	if same, err := fetch(ctx, nginxURL); err != nil {
		return fmt.Errorf("nginx: %w", err)
	} else if !bytes.Equal(same, page) {
		return errors.New("nginx: its / differs from lexa's home page")
	}

	fmt.Printf("home page on loopback (wrk): %d connections, %v per round after %v warm-up, %d rounds each, %d bytes per response, %d CPUs\n\n",
		o.concurrency, o.duration, o.warmup, o.rounds, len(page), runtime.NumCPU())
	fmt.Printf("%-6s %-8s %10s %9s %9s %7s\n", "round", "server", "req/s", "p50", "p99", "errors")
	var rounds []load.Round
	byServer := map[string][]load.Round{}
	plan := load.Plan{Connections: o.concurrency, Warmup: o.warmup, Duration: o.duration}
	// Interleaving the servers spreads drift (thermal, other load) over all of them.
	for i := 1; i <= o.rounds; i++ {
		for _, s := range []struct{ name, url string }{{"lexa", lexaURL}, {"nginx", nginxURL}, {"go-min", staticURL}} {
			r := load.Wrk(ctx, s.name, plan, load.WrkTarget{URL: s.url})
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Printf("%-6d %-8s %10s %9s %9s %7d\n", i, r.Name, load.Thousands(r.RPS), load.Ms(r.P50), load.Ms(r.P99), r.Errors)
			byServer[r.Name] = append(byServer[r.Name], r)
			rounds = append(rounds, r)
		}
	}
	report(o, load.Median(byServer["lexa"]), load.Median(byServer["nginx"]), load.Median(byServer["go-min"]), rss)
	return errors.Join(err, load.Failures(rounds))
}

// report prints the median round of each server, the ratios and the idle RSS, then the
// same as a Markdown row for docs/performance.md.
func report(o options, lexa, nginx, static load.Round, rss float64) {
	ratio := func(of, to load.Round) float64 {
		if to.RPS == 0 {
			return 0
		}
		return of.RPS / to.RPS
	}
	fmt.Println()
	for _, r := range []load.Round{lexa, nginx, static} {
		fmt.Printf("median %-8s %10s req/s  p99 %s\n", r.Name, load.Thousands(r.RPS), load.Ms(r.P99))
	}
	fmt.Printf("ratio  lexa/nginx   %.2f  (target >= 0.80)\n", ratio(lexa, nginx))
	fmt.Printf("ratio  lexa/go-min  %.2f, go-min/nginx %.2f (net/http's floor)\n", ratio(lexa, static), ratio(static, nginx))
	fmt.Printf("idle RSS of lexa serve: %.1f MB after %v idle (target <= 40 MB)\n", rss, o.idle)

	fmt.Printf("\nFor docs/performance.md:\n\n")
	fmt.Println("| Command | Home page, lexa | Same bytes, nginx | Same bytes from memory, minimal Go net/http | lexa / nginx (target ≥ 0.80) | minimal Go / nginx | Idle RSS (target ≤ 40 MB) |")
	fmt.Println("|---|---|---|---|---|---|---|")
	fmt.Printf("| `make bench` (wrk, %d connections, %d CPUs), %s | %s req/s, p99 %s | %s req/s, p99 %s | %s req/s, p99 %s | %.2f | %.2f | %.1f MB |\n",
		o.concurrency, runtime.NumCPU(), time.Now().Format("2006-01-02"),
		load.Thousands(lexa.RPS), load.Ms(lexa.P99), load.Thousands(nginx.RPS), load.Ms(nginx.P99),
		load.Thousands(static.RPS), load.Ms(static.P99), ratio(lexa, nginx), ratio(static, nginx), rss)
}

// serveFromMemory is the floor of Go's net/http for this page: the plainest server that
// answers every request with the page's bytes from memory (the headers a browser needs,
// no log). What lexa does on top of it is what lexa costs; what it lacks against nginx is
// what net/http costs.
func serveFromMemory(file string) error {
	page, err := os.ReadFile(file)
	if err != nil {
		return err
	}
	length := []string{strconv.Itoa(len(page))}
	contentType := []string{"text/html; charset=utf-8"}
	return process.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h["Content-Type"], h["Content-Length"] = contentType, length
		_, _ = w.Write(page)
	}))
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
