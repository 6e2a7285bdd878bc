// Command api measures the customer API of `lexa serve` on loopback with wrk: GET
// /api/auth/session and GET /api/services for a signed-in user with 50 services, and POST
// /api/v1/usage with one API key, next to a minimal Go server sending the same JSON bytes
// as the session and services answers. `make bench` runs it.
//
// The targets (the session and services reads at least 0.3 of the minimal server's req/s,
// usage reports 0.2) are reported, never asserted: the numbers depend on the machine.
package main

import (
	"bytes"
	"context"
	"encoding/json"
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

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver, for -postgres
	"lexa/internal/auth"
	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/tools/bench/load"
	"lexa/tools/process"
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
	// The minimal server answers /services and /session with lexa's own answers, byte
	// for byte, so each comparison is of the same bytes.
	services, err := api.call(ctx, "GET", "/api/services", nil, "", http.StatusOK)
	if err != nil {
		return err
	}
	session, err := api.call(ctx, "GET", "/api/auth/session", nil, "", http.StatusOK)
	if err != nil {
		return err
	}
	files := filepath.Join(dir, "minimal")
	if err := os.MkdirAll(files, 0o755); err != nil {
		return err
	}
	for name, body := range map[string][]byte{"services": services, "session": session} {
		if err := os.WriteFile(filepath.Join(files, name), body, 0o644); err != nil {
			return err
		}
	}
	minimal, minimalAddr, err := process.StartChild(ctx, "json server", exec.Command(self, "-serve-json", files))
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, minimal.Stop)

	cookie := []string{"Cookie: " + api.cookie}
	targets := []struct {
		name   string
		target func(round int) load.WrkTarget
	}{
		{"session", fixed(load.WrkTarget{URL: api.base + "/api/auth/session", Headers: cookie})},
		{"services", fixed(load.WrkTarget{URL: api.base + "/api/services", Headers: cookie})},
		{"usage", api.reportUsage},
		{"min-session", fixed(load.WrkTarget{URL: "http://" + minimalAddr + "/session"})},
		{"min-services", fixed(load.WrkTarget{URL: "http://" + minimalAddr + "/services"})},
	}
	fmt.Printf("customer API on loopback (%s, wrk): %d connections, %v per round after %v warm-up, %d rounds each, %d services (%d bytes), session %d bytes, %d CPUs\n\n",
		database(o), o.plan.Connections, o.plan.Duration, o.plan.Warmup, o.rounds, o.services, len(services), len(session), runtime.NumCPU())
	fmt.Printf("%-6s %-12s %10s %9s %9s %7s\n", "round", "target", "req/s", "p50", "p99", "errors")
	byTarget := map[string][]load.Round{}
	var rounds []load.Round
	for i := 1; i <= o.rounds; i++ {
		for _, t := range targets {
			r := load.Wrk(ctx, t.name, o.plan, t.target(i))
			if err := ctx.Err(); err != nil {
				return err
			}
			fmt.Printf("%-6d %-12s %10s %9s %9s %7d\n", i, r.Name, load.Thousands(r.RPS), load.Ms(r.P50), load.Ms(r.P99), r.Errors)
			byTarget[r.Name] = append(byTarget[r.Name], r)
			rounds = append(rounds, r)
		}
	}
	median := map[string]load.Round{}
	for name, rs := range byTarget {
		median[name] = load.Median(rs)
	}
	report(o, median)
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
			"service_type": string(lexa.ServiceTypes[i%len(lexa.ServiceTypes)]), "service_name": fmt.Sprintf("Bench service %d", i+1)}, "", http.StatusCreated)
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

func fixed(t load.WrkTarget) func(int) load.WrkTarget { return func(int) load.WrkTarget { return t } }

// reportUsageScript sends a new report every time, as a busy automation would: each wrk
// thread numbers its own reports, and the round's nonce keeps keys new across rounds and
// their warm-ups.
const reportUsageScript = `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("id", threads)
end
local sent = 0
function request()
  sent = sent + 1
  return wrk.format("POST", nil, nil, '{"idempotency_key":"bench-%s-' .. id .. '-' .. sent .. '","calls":1,"leads":0,"revenue":1.5}')
end
`

func (c *client) reportUsage(round int) load.WrkTarget {
	return load.WrkTarget{
		URL:     c.base + "/api/v1/usage",
		Headers: []string{"Content-Type: application/json", "Authorization: Bearer " + c.secret},
		Script:  fmt.Sprintf(reportUsageScript, fmt.Sprintf("%d-%d", time.Now().UnixNano(), round)),
	}
}

// serveFile is the minimal JSON server: each file of dir, as JSON, at /NAME, from memory.
func serveFile(dir string) error {
	bodies := map[string][]byte{}
	for _, name := range []string{"services", "session"} {
		body, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			return err
		}
		if !json.Valid(body) {
			return fmt.Errorf("%s: not JSON", name)
		}
		bodies["/"+name] = body
	}
	return process.Serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, ok := bodies[r.URL.Path]
		if !ok {
			http.NotFound(w, r)
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=utf-8")
		_, _ = w.Write(body)
	}))
}

func report(o options, median map[string]load.Round) {
	ratio := func(r, to load.Round) float64 {
		if to.RPS == 0 {
			return 0
		}
		return r.RPS / to.RPS
	}
	session, services, usage := median["session"], median["services"], median["usage"]
	minSession, minServices := median["min-session"], median["min-services"]
	fmt.Println()
	for _, r := range []struct {
		r, to load.Round
	}{{session, minSession}, {services, minServices}, {usage, minServices}, {minSession, minSession}, {minServices, minServices}} {
		fmt.Printf("median %-12s %10s req/s  p99 %-9s ratio to %-12s %.2f\n", r.r.Name, load.Thousands(r.r.RPS), load.Ms(r.r.P99), r.to.Name, ratio(r.r, r.to))
	}
	fmt.Printf("\nFor docs/performance.md:\n\n")
	fmt.Println("| Database | `GET /api/auth/session` | `GET /api/services` (50 services) | `POST /api/v1/usage` (one key) | Minimal Go server: session JSON / services JSON | Ratios (targets ≥ 0.30 / 0.30 / 0.20) |")
	fmt.Println("|---|---|---|---|---|---|")
	fmt.Printf("| %s (wrk, %d connections, %d CPUs), %s | %s req/s, p99 %s | %s req/s, p99 %s | %s req/s, p99 %s | %s / %s req/s | %.2f / %.2f / %.2f |\n",
		database(o), o.plan.Connections, runtime.NumCPU(), time.Now().Format("2006-01-02"),
		load.Thousands(session.RPS), load.Ms(session.P99), load.Thousands(services.RPS), load.Ms(services.P99),
		load.Thousands(usage.RPS), load.Ms(usage.P99), load.Thousands(minSession.RPS), load.Thousands(minServices.RPS),
		ratio(session, minSession), ratio(services, minServices), ratio(usage, minServices))
}
