package main

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"syscall"
	"time"
)

// nginxConfig serves dir's index.html the way a plain nginx serves a static site: as
// many workers as lexa has CPUs (Go's default GOMAXPROCS), keep-alive, and an access-log
// line per request written to a file, as lexa writes one per request to its log.
// Everything nginx writes stays in dir; `daemon off` keeps the master our child.
const nginxConfig = `daemon off;
master_process on;
worker_processes %d;
pid %[2]s/nginx.pid;
error_log %[2]s/error.log warn;
events { worker_connections 1024; }
http {
    access_log %[2]s/access.log combined;
    client_body_temp_path %[2]s/client-body;
    proxy_temp_path %[2]s/proxy;
    fastcgi_temp_path %[2]s/fastcgi;
    uwsgi_temp_path %[2]s/uwsgi;
    scgi_temp_path %[2]s/scgi;
    default_type text/html;
    server {
        listen %[3]s;
        root %[4]s;
        index index.html;
    }
}
`

type nginx struct {
	cmd  *exec.Cmd
	done chan struct{}
}

// startNginx runs nginx (the one `make nginx` installs) on a free loopback port, serving
// root, until it accepts connections; its files go in dir.
func startNginx(ctx context.Context, dir, root string) (*nginx, string, error) {
	bin, err := exec.LookPath("nginx")
	if err != nil {
		if _, statErr := os.Stat("/usr/sbin/nginx"); statErr != nil {
			return nil, "", errors.New("nginx is not installed (make nginx installs Debian's)")
		}
		bin = "/usr/sbin/nginx"
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, "", err
	}
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	addr := l.Addr().String()
	l.Close() // nginx binds it next; nothing else here takes ports meanwhile
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, fmt.Appendf(nil, nginxConfig, runtime.NumCPU(), dir, addr, root), 0o644); err != nil {
		return nil, "", err
	}
	n := &nginx{cmd: exec.Command(bin, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "error.log")), done: make(chan struct{})}
	n.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := n.cmd.Start(); err != nil {
		return nil, "", fmt.Errorf("start nginx: %w", err)
	}
	go func() { _ = n.cmd.Wait(); close(n.done) }()
	deadline := time.Now().Add(10 * time.Second)
	for {
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			c.Close()
			return n, addr, nil
		}
		select {
		case <-n.done:
			log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			return nil, "", fmt.Errorf("nginx exited before listening: %s", log)
		case <-ctx.Done():
			return nil, "", errors.Join(ctx.Err(), n.Stop())
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			return nil, "", errors.Join(errors.New("nginx did not listen within 10 s"), n.Stop())
		}
	}
}

// Stop asks nginx for its fast shutdown and kills its process group if that hangs.
func (n *nginx) Stop() error {
	_ = n.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-n.done:
		return nil
	case <-time.After(10 * time.Second):
		_ = syscall.Kill(-n.cmd.Process.Pid, syscall.SIGKILL)
		<-n.done
		return errors.New("nginx did not quit within 10 s and was killed")
	}
}
