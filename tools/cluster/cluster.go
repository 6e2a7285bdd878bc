// Package cluster runs Lexa the way it scales out (DESIGN.md section 1): several
// `lexa serve` processes on one PostgreSQL, behind nginx as the load balancer. The
// cluster test, the load benchmark and the fault tests start one; each reaches the whole
// through nginx (URL), reads what every instance logged, and can stop, kill or restart
// one instance while the others keep serving.
//
// Everything is real: the built binary as child processes, Debian's nginx with a config
// of its own in a temporary directory, a fresh schema in the given PostgreSQL. Nothing
// here needs the testing package, so a benchmark binary can use it as well as a test.
package cluster

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"

	"lexa/internal/config"
	"lexa/internal/store/storetest"
	"lexa/tools/process"
)

// Options describes a cluster.
type Options struct {
	Lexa      string // the lexa binary, e.g. bin/lexa
	Nginx     string // the nginx binary; empty looks on PATH, then /usr/sbin/nginx
	Postgres  string // PostgreSQL URL; the cluster gets a schema of its own there
	Instances int    // how many `lexa serve`; 0 means 3
	// Env is added to every instance's environment (SMTP_URL, STRIPE_*, …). It may
	// replace the defaults below but not LISTEN_ADDR, BASE_URL or DATABASE_URL, which
	// the cluster owns.
	Env map[string]string
	// KeepDir leaves the directory (instance logs, nginx.conf and its logs) in place
	// after Close, to be read after a failed run.
	KeepDir bool
}

// Cluster is N instances of lexa on one schema, behind one nginx.
type Cluster struct {
	URL         string // nginx's origin; also every instance's BASE_URL
	DatabaseURL string // the cluster's schema, for checking rows
	Dir         string // logs and nginx files

	lexa      string
	env       []string // every instance's, but for LISTEN_ADDR
	instances []*Instance
	nginx     *process.Nginx
	drop      func() error
	keepDir   bool
}

// defaultEnv is what every instance gets unless Options.Env says otherwise: JSON logs,
// whose access lines say which instance served which request, and nginx on loopback as
// the proxy whose X-Forwarded-For (and X-Request-Id) lexa believes.
var defaultEnv = map[string]string{
	"LOG_FORMAT":      "json",
	"LOG_LEVEL":       "info",
	"TRUSTED_PROXIES": "127.0.0.1",
}

// owned are the variables the cluster sets itself for each instance.
var owned = []string{"LISTEN_ADDR", "BASE_URL", "DATABASE_URL"}

// Start makes a schema, starts every instance at the same moment (so their migrations
// race, as they would in a rolling deployment), then nginx in front of them. On error,
// whatever had started is stopped again.
func Start(ctx context.Context, o Options) (c *Cluster, err error) {
	if o.Instances == 0 {
		o.Instances = 3
	}
	for _, name := range owned {
		if _, ok := o.Env[name]; ok {
			return nil, fmt.Errorf("cluster: %s is set by the cluster, not by Options.Env", name)
		}
	}
	lexaBin, err := filepath.Abs(o.Lexa)
	if err != nil {
		return nil, err
	}
	if _, err := os.Stat(lexaBin); err != nil {
		return nil, fmt.Errorf("cluster: the lexa binary: %w (make build writes bin/lexa)", err)
	}
	nginxBin, err := process.FindNginx(o.Nginx)
	if err != nil {
		return nil, err
	}
	if o.Postgres == "" {
		return nil, errors.New("cluster: a PostgreSQL URL is required (instances share one database)")
	}

	c = &Cluster{keepDir: o.KeepDir, lexa: lexaBin}
	defer func() {
		if err != nil {
			err = errors.Join(err, c.Close())
			c = nil
		}
	}()
	if c.Dir, err = os.MkdirTemp("", "lexa-cluster-"); err != nil {
		return c, err
	}
	// nginx's workers drop root to nobody; they must reach their temporary files here.
	if err := os.Chmod(c.Dir, 0o755); err != nil {
		return c, err
	}
	if c.DatabaseURL, c.drop, err = storetest.NewSchema(ctx, o.Postgres, "lexa_cluster_"); err != nil {
		return c, err
	}
	listen, err := freeAddr()
	if err != nil {
		return c, err
	}
	c.URL = "http://" + listen

	c.env = instanceEnv(o.Env, map[string]string{"BASE_URL": c.URL, "DATABASE_URL": c.DatabaseURL})
	for i := range o.Instances {
		c.instances = append(c.instances, &Instance{
			Index: i, lexa: lexaBin, dir: c.Dir, env: c.env,
			LogPath: filepath.Join(c.Dir, fmt.Sprintf("lexa-%d.log", i)),
		})
	}
	if err := c.startAll(ctx); err != nil {
		return c, err
	}
	upstreams := make([]string, len(c.instances))
	for i, in := range c.instances {
		upstreams[i] = in.Addr
	}
	c.nginx, err = startNginx(ctx, nginxBin, c.Dir, listen, upstreams)
	return c, err
}

// startAll starts every instance at once: each waits at the same gate, and all pass it
// together.
func (c *Cluster) startAll(ctx context.Context) error {
	gate := make(chan struct{})
	errs := make([]error, len(c.instances))
	var wg sync.WaitGroup
	for i, in := range c.instances {
		wg.Go(func() {
			<-gate
			errs[i] = in.start(ctx, "127.0.0.1:0")
		})
	}
	close(gate)
	wg.Wait()
	return errors.Join(errs...)
}

// Instances are the instances in the order nginx's upstream lists them.
func (c *Cluster) Instances() []*Instance { return c.instances }

// ServedBy tells which instance's access log holds the request with this X-Request-Id
// (nginx passes the client's own on, or makes one), or -1 when none does yet: an
// instance writes the line just after the answer, so callers poll briefly.
func (c *Cluster) ServedBy(requestID string) (int, error) {
	for _, in := range c.instances {
		lines, err := in.Requests()
		if err != nil {
			return -1, err
		}
		for _, l := range lines {
			if l.ID == requestID {
				return in.Index, nil
			}
		}
	}
	return -1, nil
}

// Command runs a one-off lexa subcommand (migrate status, admin …) with the instances'
// environment, so against the cluster's schema, and returns what it printed.
func (c *Cluster) Command(ctx context.Context, args ...string) ([]byte, error) {
	cmd := exec.CommandContext(ctx, c.lexa, args...)
	cmd.Dir = c.Dir
	cmd.Env = c.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		return out, fmt.Errorf("lexa %s: %w\n%s", strings.Join(args, " "), err, out)
	}
	return out, nil
}

// NginxLogs are nginx's error log and access log (with the upstream of each request).
func (c *Cluster) NginxLogs() (errorLog, accessLog string) {
	e, _ := os.ReadFile(filepath.Join(c.Dir, "error.log"))
	a, _ := os.ReadFile(filepath.Join(c.Dir, "access.log"))
	return string(e), string(a)
}

// Close stops nginx, then every instance (gracefully), drops the schema and removes the
// directory unless KeepDir. It reports every failure, including an instance that had
// exited badly on its own.
func (c *Cluster) Close() error {
	var errs []error
	if c.nginx != nil {
		errs = append(errs, c.nginx.Stop())
		c.nginx = nil
	}
	stops := make([]error, len(c.instances))
	var wg sync.WaitGroup
	for i, in := range c.instances {
		wg.Go(func() { stops[i] = in.Stop() })
	}
	wg.Wait()
	errs = append(errs, stops...)
	if c.drop != nil {
		errs = append(errs, c.drop())
		c.drop = nil
	}
	if c.Dir != "" && !c.keepDir {
		errs = append(errs, os.RemoveAll(c.Dir))
	}
	return errors.Join(errs...)
}

// instanceEnv is the inherited environment without any of lexa's own variables (a
// developer's DATABASE_URL or STRIPE_SECRET_KEY must not leak into the cluster), then
// the defaults, the caller's and the cluster's.
func instanceEnv(extra, cluster map[string]string) []string {
	lexaVars := map[string]bool{}
	for _, v := range config.Vars() {
		lexaVars[v.Name] = true
	}
	var env []string
	for _, kv := range os.Environ() {
		name, _, _ := strings.Cut(kv, "=")
		if !lexaVars[name] {
			env = append(env, kv)
		}
	}
	for _, m := range []map[string]string{defaultEnv, extra, cluster} {
		for k, v := range m {
			env = append(env, k+"="+v) // exec keeps the last value of a repeated name
		}
	}
	return env
}

// freeAddr finds a loopback port nothing listens on. nginx's port must be known before
// the instances start (it is their BASE_URL), and nginx cannot be handed a socket, so
// the port is picked here and given back; another process taking it in between makes
// nginx fail to start with a clear "address in use".
func freeAddr() (string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	addr := ln.Addr().String()
	return addr, ln.Close()
}
