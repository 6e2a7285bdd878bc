package main

import (
	"context"
	"fmt"
	"net"
	"os"
	"runtime"

	"lexa/tools/process"
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

// startNginx runs nginx (the one `make nginx` installs) on a free loopback port, serving
// root, until it accepts connections; its files go in dir.
func startNginx(ctx context.Context, dir, root string) (*process.Nginx, string, error) {
	bin, err := process.FindNginx("")
	if err != nil {
		return nil, "", err
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
	n, err := process.StartNginx(ctx, bin, dir, fmt.Sprintf(nginxConfig, runtime.NumCPU(), dir, addr, root), addr)
	return n, addr, err
}
