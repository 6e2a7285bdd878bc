package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"time"

	"lexa/tools/cluster"
)

// schedule is when the faults happen, counted from the load's first request.
type schedule struct {
	Kill, Restart, Postgres time.Duration
}

// faultLog is what happened, with wall-clock times to lay over the request log.
type faultLog struct {
	Victim          int // the instance killed and restarted
	Killed          time.Time
	Restarted       time.Time // when the restarted instance listened again
	RequestsBefore  int       // the victim's access-log lines when it was restarted
	PostgresSkipped string    // why the PostgreSQL restart did not happen, if it did not
	PGRestartBegan  time.Time
	PGRestartEnded  time.Time // pg_ctlcluster returned (a while after the server is back)
	PGOutage        outage    // as new connections saw it
	PGVersion       string
	Errors          []error
}

// inject runs the faults on c at the schedule's times after start and returns what it
// did. It gives up (recording why) when ctx ends first.
func inject(ctx context.Context, c *cluster.Cluster, postgres string, start time.Time, s schedule) *faultLog {
	f := &faultLog{Victim: 1}
	victim := c.Instances()[f.Victim]
	if !sleepUntil(ctx, start.Add(s.Kill)) {
		return f
	}
	f.Killed = time.Now()
	if err := victim.Kill(); err != nil {
		f.Errors = append(f.Errors, fmt.Errorf("kill instance %d: %w", f.Victim, err))
		return f
	}
	if !sleepUntil(ctx, start.Add(s.Restart)) {
		return f
	}
	lines, err := victim.Requests()
	f.RequestsBefore = len(lines)
	if err := errors.Join(err, victim.Restart(ctx)); err != nil {
		f.Errors = append(f.Errors, fmt.Errorf("restart instance %d: %w", f.Victim, err))
	}
	f.Restarted = time.Now()

	version, why := localPostgres(postgres)
	if why != "" {
		f.PostgresSkipped = why
		return f
	}
	if !sleepUntil(ctx, start.Add(s.Postgres)) {
		return f
	}
	f.PGVersion = version
	probe := make(chan outage, 1)
	probeCtx, stopProbe := context.WithTimeout(ctx, time.Minute)
	defer stopProbe()
	go func() { probe <- watchPostgres(probeCtx, postgres) }()
	f.PGRestartBegan = time.Now()
	out, err := exec.CommandContext(ctx, "pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "restart").CombinedOutput()
	f.PGRestartEnded = time.Now()
	if err != nil {
		f.Errors = append(f.Errors, fmt.Errorf("pg_ctlcluster %s main restart: %w: %s", version, err, out))
	}
	f.PGOutage = <-probe
	if f.PGOutage.Down.IsZero() || f.PGOutage.Up.IsZero() {
		f.Errors = append(f.Errors, errors.New("the probe saw no PostgreSQL outage, or none that ended within a minute"))
	}
	return f
}

// outage is when a new connection to PostgreSQL first failed, and when the first
// attempt that worked again began and got its connection (the server accepts
// connections again at Up; under the instances' reconnecting, a connection may take a
// while to come).
type outage struct{ Down, Up, Connected time.Time }

// watchPostgres opens a new connection every 50 ms until one has failed and a later one
// worked, or ctx ends: pg_ctlcluster returns seconds after the server accepts
// connections again, so its return is not the end of the outage. Each attempt may take
// 5 s, lexa's own connect timeout.
func watchPostgres(ctx context.Context, postgres string) outage {
	var o outage
	db, err := sql.Open("pgx", postgres)
	if err != nil {
		return o
	}
	defer db.Close()
	db.SetMaxIdleConns(0) // every ping dials: a kept connection would say nothing of new ones
	for ctx.Err() == nil {
		began := time.Now()
		pctx, cancel := context.WithTimeout(ctx, 5*time.Second)
		err := db.PingContext(pctx)
		cancel()
		switch {
		case err != nil && o.Down.IsZero():
			o.Down = time.Now()
		case err == nil && !o.Down.IsZero():
			o.Up, o.Connected = began, time.Now()
			return o
		}
		select {
		case <-ctx.Done():
		case <-time.After(50 * time.Millisecond):
		}
	}
	return o
}

// localPostgres returns the version of the local PostgreSQL cluster the bench may
// restart, or why it may not: only as root, only for a server on this machine that
// pg_ctlcluster manages (Debian's layout), only when there is exactly one version.
func localPostgres(postgres string) (version, why string) {
	if os.Geteuid() != 0 {
		return "", "not running as root"
	}
	u, err := url.Parse(postgres)
	if err != nil {
		return "", "the PostgreSQL URL does not parse"
	}
	switch u.Hostname() {
	case "127.0.0.1", "localhost", "::1", "":
	default:
		return "", "PostgreSQL is not on this machine (" + u.Hostname() + ")"
	}
	if _, err := exec.LookPath("pg_ctlcluster"); err != nil {
		return "", "pg_ctlcluster is not installed"
	}
	dirs, err := filepath.Glob("/etc/postgresql/*/main")
	if err != nil || len(dirs) != 1 {
		return "", fmt.Sprintf("want one cluster under /etc/postgresql/*/main, found %d", len(dirs))
	}
	return filepath.Base(filepath.Dir(dirs[0])), ""
}

// ensurePostgres starts the local cluster again if it is not answering after the run
// (a restart that did not come back), so the machine is left as it was found.
func ensurePostgres(ctx context.Context, postgres, version string) error {
	if version == "" || pingPostgres(ctx, postgres, 10*time.Second) == nil {
		return nil
	}
	out, err := exec.CommandContext(ctx, "pg_ctlcluster", "--skip-systemctl-redirect", version, "main", "start").CombinedOutput()
	if err != nil {
		return fmt.Errorf("PostgreSQL did not come back, and starting it failed: %w: %s", err, out)
	}
	return pingPostgres(ctx, postgres, 30*time.Second)
}

// pingPostgres waits until a new connection to postgres answers, for at most wait.
func pingPostgres(ctx context.Context, postgres string, wait time.Duration) error {
	db, err := sql.Open("pgx", postgres)
	if err != nil {
		return err
	}
	defer db.Close()
	deadline := time.Now().Add(wait)
	for {
		pctx, cancel := context.WithTimeout(ctx, 2*time.Second)
		err = db.PingContext(pctx)
		cancel()
		if err == nil || time.Now().After(deadline) || ctx.Err() != nil {
			return err
		}
		time.Sleep(200 * time.Millisecond)
	}
}

// dropLeftSchema drops the cluster's schema (named by dbURL's search_path) if it is still
// there after the cluster closed, and says so: Close should have dropped it.
func dropLeftSchema(ctx context.Context, postgres, dbURL string) error {
	u, err := url.Parse(dbURL)
	if err != nil {
		return errors.New("the cluster's database URL does not parse")
	}
	schema := u.Query().Get("search_path")
	if !strings.HasPrefix(schema, "lexa_cluster_") {
		return nil
	}
	db, err := sql.Open("pgx", postgres)
	if err != nil {
		return err
	}
	defer db.Close()
	var left bool
	if err := db.QueryRowContext(ctx, `SELECT EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = $1)`, schema).Scan(&left); err != nil || !left {
		return err
	}
	if _, err := db.ExecContext(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
		return fmt.Errorf("drop the schema %s the cluster left: %w", schema, err)
	}
	fmt.Fprintf(os.Stderr, "bench-load: the cluster left its schema %s; dropped it\n", schema)
	return nil
}

func sleepUntil(ctx context.Context, t time.Time) bool {
	select {
	case <-ctx.Done():
		return false
	case <-time.After(time.Until(t)):
		return true
	}
}

// rejoined reads the victim's log after the restart: how many requests it answered, and
// when the first of them came.
func rejoined(in *cluster.Instance, before int) (served int, first time.Time, err error) {
	lines, err := in.Requests()
	if err != nil {
		return 0, time.Time{}, err
	}
	if len(lines) <= before {
		return 0, time.Time{}, nil
	}
	after := lines[before:]
	var l struct{ Time time.Time }
	_ = json.Unmarshal([]byte(after[0].Raw), &l) // a request line is JSON; no time leaves it zero
	return len(after), l.Time, nil
}

// instanceErrors are the warnings and errors the instances logged, grouped by level,
// message and error text (cut short), for the report.
func instanceErrors(c *cluster.Cluster) (map[string]int, error) {
	out := map[string]int{}
	for _, in := range c.Instances() {
		lines, err := in.Log()
		if err != nil {
			return out, err
		}
		for _, l := range lines {
			if l.Level != "ERROR" && l.Level != "WARN" && l.Level != "" {
				continue
			}
			if l.Level == "" { // not JSON: a crash trace or a panic
				if strings.TrimSpace(l.Raw) != "" {
					out["(not JSON) "+cut(l.Raw, 100)]++
				}
				continue
			}
			var e struct {
				Error string `json:"error"`
				Err   string `json:"err"` // the mail worker's name for it
			}
			_ = json.Unmarshal([]byte(l.Raw), &e)
			out[l.Level+" "+l.Msg+": "+cut(normalise(e.Error+e.Err), 150)]++
		}
	}
	return out, nil
}

var (
	unavailablePrefix = regexp.MustCompile(`^unavailable: .*?moment\.: `)
	socketPair        = regexp.MustCompile(`\d+\.\d+\.\d+\.\d+:\d+->\d+\.\d+\.\d+\.\d+:\d+`)
)

// normalise makes errors that differ only in the sockets they name group together, and
// drops the user-facing text an unavailable error starts with.
func normalise(s string) string {
	return strings.ReplaceAll(socketPair.ReplaceAllString(unavailablePrefix.ReplaceAllString(s, ""), "…"), "\n", " / ")
}

func cut(s string, n int) string {
	if len(s) > n {
		return s[:n] + "…"
	}
	return s
}
