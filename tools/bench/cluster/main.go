// Command cluster is `make bench-load`: a load run against Lexa as it scales out (three
// `lexa serve` on one PostgreSQL behind nginx, tools/cluster), driven by k6 (pinned
// as a Go tool in tools/k6/go.mod, a module of its own so its dependencies stay out of
// lexa's go.mod), with faults during the run:
//
//   - about 20 s in, one instance is killed (SIGKILL) and restarted 10 s later;
//   - about 40 s in, PostgreSQL itself restarts (only as root, for a local server).
//
// It reports each endpoint's rate, latency and error rate (k6's summary), what failed
// during each fault and with which status, how long until requests succeeded again, and
// whether every acknowledged write (contacts, demo bookings, usage reports) is in the
// database afterwards. The numbers are reported; the run fails only on what must never
// happen: a lost acknowledged write, a stored refused write, a request left hanging, a
// failed request outside the faults, a failure during the kill other than nginx's 502
// for a request caught on the dead instance, anything but a clean 503 while the database
// restarts, an instance that does not serve again; and, without faults, an arrival rate
// the machine did not hold (the latencies would then describe an overload).
package main

import (
	"context"
	"database/sql"
	_ "embed"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"os"
	"os/signal"
	"path/filepath"
	"runtime"
	"strings"
	"syscall"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" driver
	"lexa/tools/bench/load"
	"lexa/tools/cluster"
)

//go:embed load.js
var loadScript []byte

type options struct {
	lexa, nginx, postgres, k6mod string
	users                        int
	rate, bookings, signins      int
	duration                     time.Duration
	faults                       bool
	at                           schedule
	keep                         bool
}

func main() {
	var o options
	flag.StringVar(&o.lexa, "lexa", "bin/lexa", "the lexa binary")
	flag.StringVar(&o.nginx, "nginx", os.Getenv("NGINX"), "the nginx binary (default: on PATH, then /usr/sbin/nginx)")
	flag.StringVar(&o.postgres, "postgres", os.Getenv("TEST_DATABASE_URL"), "PostgreSQL URL; the cluster gets a schema of its own, dropped afterwards")
	flag.StringVar(&o.k6mod, "k6-modfile", "tools/k6/go.mod", "the go.mod that pins k6 as a tool")
	flag.IntVar(&o.users, "users", 40, "prepared customers (account, session, active service, API key)")
	flag.IntVar(&o.rate, "rate", 150, "browse iterations a second (pages, slots, contacts, dashboards, usage reports)")
	flag.IntVar(&o.bookings, "bookings", 40, "demo bookings a minute (the calendar has 140 slots)")
	flag.IntVar(&o.signins, "signins", 60, "password sign-ins a minute (argon2id)")
	flag.DurationVar(&o.duration, "duration", 60*time.Second, "how long the load runs")
	flag.BoolVar(&o.faults, "faults", true, "kill and restart an instance, then restart PostgreSQL, during the run")
	flag.DurationVar(&o.at.Kill, "kill-at", 20*time.Second, "when an instance is killed")
	flag.DurationVar(&o.at.Restart, "restart-at", 30*time.Second, "when it is restarted")
	flag.DurationVar(&o.at.Postgres, "postgres-at", 40*time.Second, "when PostgreSQL restarts")
	flag.BoolVar(&o.keep, "keep", false, "keep the cluster's directory (logs, nginx.conf) and k6's files")
	flag.Parse()

	if o.postgres == "" {
		fmt.Fprintln(os.Stderr, "bench-load: TEST_DATABASE_URL is not set: the cluster needs PostgreSQL, e.g.\n"+
			"  TEST_DATABASE_URL='postgres://postgres@127.0.0.1:5432/test?sslmode=disable' make bench-load")
		os.Exit(2)
	}
	if o.faults && !(o.at.Kill < o.at.Restart && o.at.Restart < o.at.Postgres && o.at.Postgres < o.duration) {
		fmt.Fprintln(os.Stderr, "bench-load: want -kill-at < -restart-at < -postgres-at < -duration")
		os.Exit(2)
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench-load:", err)
		os.Exit(1)
	}
}

func run(ctx context.Context, o options) (err error) {
	// k6 first: its first build takes minutes, which must not eat into a running cluster.
	k6, err := k6Binary(ctx, o.k6mod)
	if err != nil {
		return err
	}
	sink, err := startMailSink()
	if err != nil {
		return err
	}
	defer load.Cleanup(&err, sink.Close)

	c, err := cluster.Start(ctx, cluster.Options{
		Lexa: o.lexa, Nginx: o.nginx, Postgres: o.postgres, Instances: 3, KeepDir: o.keep,
		Env: map[string]string{
			"SMTP_URL": "smtp://" + sink.Addr, "SALES_EMAIL": "sales@load.example.com",
			// A per-key limit: the load sends a few dozen reports a second over 40 keys,
			// far under it either way, but the bench measures the path, not the limit.
			"USAGE_REPORTS_PER_MINUTE": "1000000",
		},
	})
	if err != nil {
		return fmt.Errorf("start the cluster: %w", err)
	}
	// Registered first, so it runs after Close: the schema must be gone even if the
	// harness's drop used a connection the PostgreSQL restart had cut.
	defer load.Cleanup(&err, func() error { return dropLeftSchema(context.WithoutCancel(ctx), o.postgres, c.DatabaseURL) })
	defer load.Cleanup(&err, c.Close)
	// Runs before the cluster closes (dropping its schema needs the database).
	pgVersion, _ := localPostgres(o.postgres)
	if !o.faults {
		pgVersion = ""
	}
	defer load.Cleanup(&err, func() error { return ensurePostgres(context.WithoutCancel(ctx), o.postgres, pgVersion) })

	fmt.Printf("cluster: nginx on %s in front of %d instances; files in %s\n", c.URL, len(c.Instances()), c.Dir)
	began := time.Now()
	users, err := prepareUsers(ctx, c.DatabaseURL, c.URL, o.users)
	if err != nil {
		return fmt.Errorf("prepare: %w", err)
	}
	fmt.Printf("prepared %d customers (verified account, session, active service, API key) in %.1f s\n",
		len(users), time.Since(began).Seconds())

	dir, err := os.MkdirTemp("", "lexa-bench-load-")
	if err != nil {
		return err
	}
	if !o.keep {
		defer load.Cleanup(&err, func() error { return os.RemoveAll(dir) })
	}
	k := &k6Run{
		Script: filepath.Join(dir, "load.js"), Users: filepath.Join(dir, "users.json"),
		Summary: filepath.Join(dir, "summary.json"), Requests: filepath.Join(dir, "requests.log"),
		Output: filepath.Join(dir, "k6.out"), Base: c.URL,
		Rate: o.rate, Bookings: o.bookings, Signins: o.signins, Duration: o.duration,
	}
	usersJSON, _ := json.Marshal(users) // plain strings: Marshal cannot fail
	if err := errors.Join(os.WriteFile(k.Script, loadScript, 0o644), os.WriteFile(k.Users, usersJSON, 0o600)); err != nil {
		return err
	}

	fmt.Printf("k6: %d browse iterations/s, %d bookings/min, %d sign-ins/min for %v; faults %v; load average before: %s\n",
		o.rate, o.bookings, o.signins, o.duration, onOff(o.faults), loadAverage())
	k6ctx, cancelK6 := context.WithCancel(ctx)
	defer cancelK6()
	k6done := make(chan error, 1)
	go func() { k6done <- k.run(k6ctx, k6) }()
	var faults *faultLog
	var loadStart time.Time
	faultsDone := make(chan struct{})
	go func() {
		defer close(faultsDone)
		var werr error
		if loadStart, werr = waitForLoad(k6ctx, k.Requests); werr != nil || !o.faults {
			return
		}
		faults = inject(k6ctx, c, o.postgres, loadStart, o.at)
	}()
	err = <-k6done
	cancelK6()
	<-faultsDone
	if err != nil {
		return err
	}
	return analyze(ctx, o, c, sink, k, loadStart, faults)
}

// analyze reads what the run left (k6's files, the database, the instances' logs) and
// reports; it fails when a check does.
func analyze(ctx context.Context, o options, c *cluster.Cluster, sink *mailSink, k *k6Run, loadStart time.Time, faults *faultLog) error {
	reqs, err := readRequests(k.Requests)
	if err != nil {
		return err
	}
	sum, err := readSummary(k.Summary)
	if err != nil {
		return err
	}
	// A pool of its own, opened after the faults: nothing stale from before a restart.
	if err := pingPostgres(ctx, c.DatabaseURL, 30*time.Second); err != nil {
		return fmt.Errorf("the database after the run: %w", err)
	}
	db, err := sql.Open("pgx", c.DatabaseURL)
	if err != nil {
		return err
	}
	defer db.Close()
	writes, err := countWrites(ctx, db, reqs)
	if err != nil {
		return err
	}
	mail, err := waitForMail(ctx, db, sink, 20*time.Second)
	if err != nil {
		return err
	}
	r := &report{o: o, k: k, reqs: reqs, sum: sum, writes: writes, mail: mail, start: loadStart, faults: faults,
		date: time.Now().UTC(), cpus: runtime.NumCPU()}
	if r.logged, err = instanceErrors(c); err != nil {
		return err
	}
	if faults != nil && !faults.Restarted.IsZero() {
		in := c.Instances()[faults.Victim]
		if r.rejoinServed, r.rejoinFirst, err = rejoined(in, faults.RequestsBefore); err != nil {
			return err
		}
	}
	for _, in := range c.Instances() {
		if !in.Running() {
			r.notRunning = append(r.notRunning, in.Index)
		}
	}
	return r.print(os.Stdout)
}

// mailState is the outbox after the run.
type mailState struct {
	Queued, Sent, Unsent int
	Received             int64 // by the SMTP server
	Waited               time.Duration
}

// waitForMail waits (at most wait) for the outbox to be sent. Mail an instance had
// claimed when it was killed stays leased to it for two minutes, so a run with faults
// may end with a few unsent: they are reported, not lost.
func waitForMail(ctx context.Context, db *sql.DB, sink *mailSink, wait time.Duration) (mailState, error) {
	var m mailState
	began := time.Now()
	for {
		err := db.QueryRowContext(ctx, `SELECT COUNT(*), COUNT(sent_at) FROM mail_outbox`).Scan(&m.Queued, &m.Sent)
		if err != nil {
			return m, fmt.Errorf("mail outbox: %w", err)
		}
		m.Unsent = m.Queued - m.Sent
		if m.Unsent == 0 || time.Since(began) > wait {
			break
		}
		select {
		case <-ctx.Done():
			return m, ctx.Err()
		case <-time.After(250 * time.Millisecond):
		}
	}
	m.Waited = time.Since(began)
	m.Received = sink.Messages()
	return m, nil
}

// loadAverage is the machine's 1-minute load average: other work on a shared machine
// shows in the numbers, so the report says how busy it was.
func loadAverage() string {
	data, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return "unknown"
	}
	f := strings.Fields(string(data))
	if len(f) == 0 {
		return "unknown"
	}
	return f[0]
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}
