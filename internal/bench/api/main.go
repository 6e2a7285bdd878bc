// Command api measures the customer API of `lexa serve` on loopback: GET /api/services
// for a signed-in user with 50 services, and POST /api/v1/usage with an API key, next to
// a minimal Go server sending the same JSON bytes as the services answer. `make bench`
// runs it.
//
// The target (each endpoint at least 0.3 of the minimal server's req/s) is reported,
// never asserted: the numbers depend on the machine.
package main

import (
	"bytes"
	"context"
	"encoding/json"
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
	"sync/atomic"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, for -postgres
	"lexa/internal/auth"
	"lexa/internal/bench/load"
	"lexa/internal/lexa"
	"lexa/internal/process"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

type options struct {
	lexa     string
	postgres string // a PostgreSQL URL to bench on instead of SQLite (a schema of its own)
	services int
	rounds   int
	plan     load.Plan
}

const (
	email    = "bench@example.com"
	password = "bench password"
	target   = 0.3
)

func main() {
	var o options
	flag.StringVar(&o.lexa, "lexa", "bin/lexa", "path to the lexa binary")
	flag.StringVar(&o.postgres, "postgres", "", "bench on this PostgreSQL (in a new schema, dropped afterwards) instead of SQLite")
	flag.IntVar(&o.services, "services", 50, "services of the signed-in user")
	flag.IntVar(&o.rounds, "rounds", 2, "measured rounds per target, interleaved")
	flag.IntVar(&o.plan.Connections, "concurrency", 32, "concurrent keep-alive connections")
	flag.DurationVar(&o.plan.Duration, "duration", 10*time.Second, "measured time per round")
	flag.DurationVar(&o.plan.Warmup, "warmup", time.Second, "unmeasured load before each round")
	serveJSON := flag.String("serve-json", "", "internal: run as the minimal JSON server child for this file")
	flag.Parse()

	if *serveJSON != "" {
		if err := serveFile(*serveJSON); err != nil {
			fmt.Fprintln(os.Stderr, "json server:", err)
			os.Exit(1)
		}
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) (err error) {
	lexaPath, err := filepath.Abs(o.lexa)
	if err != nil {
		return err
	}
	self, err := os.Executable()
	if err != nil {
		return err
	}
	dir, err := os.MkdirTemp("", "lexa-bench-api-")
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, func() error { return os.RemoveAll(dir) })
	dbURL := "sqlite:" + filepath.Join(dir, "lexa.db")
	if o.postgres != "" {
		var drop func() error
		if dbURL, drop, err = storetest.NewSchema(ctx, o.postgres, "lexa_bench_"); err != nil {
			return err
		}
		defer load.Cleanup(&err, drop)
	}
	if err := seedUser(ctx, dbURL); err != nil {
		return fmt.Errorf("seed: %w", err)
	}

	cmd := exec.Command(lexaPath, "serve")
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "LISTEN_ADDR=127.0.0.1:0", "DATABASE_URL="+dbURL, "LOG_FORMAT=json", "LOG_LEVEL=info",
		"USAGE_REPORTS_PER_MINUTE=1000000") // the limit guards production, not this measurement
	server, addr, err := process.StartChild(ctx, "lexa serve", cmd)
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, server.Stop)
	api := &client{base: "http://" + addr}
	if err := api.prepare(ctx, o.services); err != nil {
		return err
	}
	body, err := api.call(ctx, "GET", "/api/services", nil, "", http.StatusOK)
	if err != nil {
		return err
	}
	file := filepath.Join(dir, "services.json")
	if err := os.WriteFile(file, body, 0o644); err != nil {
		return err
	}
	minimal, minimalAddr, err := process.StartChild(ctx, "json server", exec.Command(self, "-serve-json", file))
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, minimal.Stop)

	targets := []struct {
		name    string
		request load.Request
	}{
		{"services", api.listServices()},
		{"usage", api.reportUsage()},
		{"minimal", getJSON("http://"+minimalAddr+"/", int64(len(body)))},
	}
	fmt.Printf("customer API on loopback (%s): %d connections, %v per round after %v warm-up, %d rounds each, %d services (%d bytes), %d CPUs\n\n",
		database(o), o.plan.Connections, o.plan.Duration, o.plan.Warmup, o.rounds, o.services, len(body), runtime.NumCPU())
	fmt.Printf("%-6s %-9s %10s %9s %9s %7s\n", "round", "target", "req/s", "p50", "p99", "errors")
	best := map[string]load.Round{}
	var rounds []load.Round
	for i := 1; i <= o.rounds; i++ {
		for _, t := range targets {
			r := load.Run(ctx, t.name, o.plan, t.request)
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Printf("%-6d %-9s %10s %9s %9s %7d\n", i, r.Name, load.Thousands(r.RPS), load.Ms(r.P50), load.Ms(r.P99), r.Errors)
			if r.RPS > best[r.Name].RPS {
				best[r.Name] = r
			}
			rounds = append(rounds, r)
		}
	}
	report(o, best)
	if err := load.Failures(rounds); err != nil {
		for _, line := range server.ErrorLines() {
			fmt.Fprintln(os.Stderr, "lexa:", line)
		}
		return err
	}
	return nil
}

func database(o options) string {
	if o.postgres != "" {
		return "PostgreSQL"
	}
	return "SQLite"
}

// seedUser stores a verified account straight into the database lexa will open.
func seedUser(ctx context.Context, dbURL string) error {
	db, err := store.Open(ctx, dbURL, lexa.SystemClock{})
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.Migrate(ctx); err != nil {
		return err
	}
	hash, err := auth.NewHasher().Hash(ctx, password)
	if err != nil {
		return err
	}
	now := time.Now().UTC()
	u := lexa.User{ID: lexa.NewID(), Email: email, PasswordHash: hash, Provider: "email", EmailVerifiedAt: &now, CreatedAt: now}
	return db.CreateUser(ctx, u, lexa.Profile{FullName: "Bench Mark"}, nil, nil, nil)
}

// client is the signed-in user and the service key the bench loads lexa with.
type client struct {
	base, cookie, secret string
}

// prepare signs in, adds the services, activates the first and makes its API key.
func (c *client) prepare(ctx context.Context, services int) error {
	req, _ := http.NewRequestWithContext(ctx, "POST", c.base+"/api/auth/signin",
		bytes.NewReader([]byte(`{"email":"`+email+`","password":"`+password+`"}`)))
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return err
	}
	res.Body.Close()
	for _, ck := range res.Cookies() {
		if ck.Name == "lexa_session" {
			c.cookie = ck.Name + "=" + ck.Value
		}
	}
	if c.cookie == "" {
		return fmt.Errorf("sign-in answered %d without a session", res.StatusCode)
	}
	var first string
	for i := range services {
		body, err := c.call(ctx, "POST", "/api/services", map[string]string{
			"service_type": lexa.ServiceTypes[i%len(lexa.ServiceTypes)], "service_name": fmt.Sprintf("Bench service %d", i+1)}, "", http.StatusCreated)
		if err != nil {
			return err
		}
		if first == "" {
			var created struct{ Service struct{ ID string } }
			if err := json.Unmarshal(body, &created); err != nil {
				return err
			}
			first = created.Service.ID
		}
	}
	if _, err := c.call(ctx, "PATCH", "/api/services/"+first, map[string]string{"status": "active"}, "", http.StatusOK); err != nil {
		return err
	}
	body, err := c.call(ctx, "POST", "/api/services/"+first+"/keys", nil, "", http.StatusCreated)
	if err != nil {
		return err
	}
	var key struct{ Secret string }
	if err := json.Unmarshal(body, &key); err != nil {
		return err
	}
	c.secret = key.Secret
	return nil
}

// call sends one request as the user (or with bearer, as the service) and wants status.
func (c *client) call(ctx context.Context, method, path string, body any, bearer string, status int) ([]byte, error) {
	var reader io.Reader
	if body != nil {
		raw, _ := json.Marshal(body)
		reader = bytes.NewReader(raw)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, reader)
	if err != nil {
		return nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	if bearer != "" {
		req.Header.Set("Authorization", "Bearer "+bearer)
	} else {
		req.Header.Set("Cookie", c.cookie)
	}
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return nil, err
	}
	defer res.Body.Close()
	data, err := io.ReadAll(res.Body)
	if err == nil && res.StatusCode != status {
		err = fmt.Errorf("%s %s: status %d, want %d: %s", method, path, res.StatusCode, status, data)
	}
	return data, err
}

// listServices is the dashboard's read. Its length is not checked: the usage rounds
// change the first service's count.
func (c *client) listServices() load.Request {
	return func(ctx context.Context, client *http.Client, _, _ int) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+"/api/services", nil)
		if err != nil {
			return err
		}
		req.Header.Set("Cookie", c.cookie)
		resp, err := client.Do(req)
		return load.Check(resp, err, http.StatusOK, -1)
	}
}

// reportUsage sends a new report every time (a fresh idempotency key, across rounds
// too), as a busy automation would.
func (c *client) reportUsage() load.Request {
	var sent atomic.Int64
	return func(ctx context.Context, client *http.Client, _, _ int) error {
		body := fmt.Sprintf(`{"idempotency_key":"bench-%d","calls":1,"leads":0,"revenue":1.5}`, sent.Add(1))
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.base+"/api/v1/usage", bytes.NewReader([]byte(body)))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Authorization", "Bearer "+c.secret)
		resp, err := client.Do(req)
		return load.Check(resp, err, http.StatusCreated, -1)
	}
}

func getJSON(url string, wantLen int64) load.Request {
	return func(ctx context.Context, client *http.Client, _, _ int) error {
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
		if err != nil {
			return err
		}
		resp, err := client.Do(req)
		return load.Check(resp, err, http.StatusOK, wantLen)
	}
}

// serveFile is the minimal JSON server: the file's bytes, as JSON, for every request.
func serveFile(path string) error {
	body, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	if !json.Valid(body) {
		return errors.New("not JSON")
	}
	return process.Serve(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) {
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(body)
	}))
}

func report(o options, best map[string]load.Round) {
	minimal := best["minimal"]
	ratio := func(r load.Round) float64 {
		if minimal.RPS == 0 {
			return 0
		}
		return r.RPS / minimal.RPS
	}
	fmt.Println()
	for _, name := range []string{"services", "usage", "minimal"} {
		r := best[name]
		fmt.Printf("best   %-9s %10s req/s  p99 %s  ratio %.2f\n", name, load.Thousands(r.RPS), load.Ms(r.P99), ratio(r))
	}
	fmt.Printf("\nFor the README:\n\n")
	fmt.Println("| Database | `GET /api/services` (50 services) | `POST /api/v1/usage` | Same services JSON, minimal Go server | Ratios (target ≥ 0.30) |")
	fmt.Println("|---|---|---|---|---|")
	s, u := best["services"], best["usage"]
	fmt.Printf("| %s (%d connections, %d CPUs) | %s req/s, p99 %s | %s req/s, p99 %s | %s req/s, p99 %s | %.2f / %.2f |\n",
		database(o), o.plan.Connections, runtime.NumCPU(), load.Thousands(s.RPS), load.Ms(s.P99), load.Thousands(u.RPS), load.Ms(u.P99),
		load.Thousands(minimal.RPS), load.Ms(minimal.P99), ratio(s), ratio(u))
}
