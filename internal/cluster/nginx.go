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
	"syscall"
	"text/template"
	"time"
)

// nginxConfig is the load balancer: round robin over the instances, with what a
// production proxy in front of lexa needs (docs: TRUSTED_PROXIES, X-Request-Id).
//
//   - Every path of nginx (pid, logs, temporary files) is in the cluster's directory,
//     and `daemon off` keeps the master our child: nothing touches the system nginx.
//   - The upstream has a shared zone, so both workers take turns from one round robin
//     (without it each worker keeps its own, and a light load is not spread evenly).
//   - A connection refused or timed out goes to the next instance (proxy_next_upstream),
//     and an instance that failed is left out for fail_timeout, so a killed instance is
//     skipped and a restarted one is back within two seconds. nginx never resends a
//     request an instance may have started on (POST is not retried once sent).
//   - Host passes as the client sent it (port included): lexa compares it with Origin.
//   - X-Request-Id passes the client's own, or nginx's $request_id, so one id names the
//     request in nginx's access log and in the instance's.
//   - Bodies up to 2 MiB pass: lexa's own limits (1 MiB at most) answer in JSON.
var nginxConfig = template.Must(template.New("nginx.conf").Parse(`# Written by internal/cluster for one run.
daemon off;
master_process on;
worker_processes 2;
pid {{.Dir}}/nginx.pid;
error_log {{.Dir}}/error.log warn;

events {
    worker_connections 1024;
}

http {
    log_format upstream '$remote_addr [$time_local] "$request" $status $body_bytes_sent '
                        'upstream=$upstream_addr upstream_status=$upstream_status '
                        'time=$request_time id=$lexa_request_id';
    access_log {{.Dir}}/access.log upstream;

    client_body_temp_path {{.Dir}}/nginx-client-body;
    proxy_temp_path       {{.Dir}}/nginx-proxy;
    fastcgi_temp_path     {{.Dir}}/nginx-fastcgi;
    uwsgi_temp_path       {{.Dir}}/nginx-uwsgi;
    scgi_temp_path        {{.Dir}}/nginx-scgi;
    client_max_body_size  2m;

    map $http_x_request_id $lexa_request_id {
        ""      $request_id;
        default $http_x_request_id;
    }

    upstream lexa {
        zone lexa 64k;
{{- range .Upstreams}}
        server {{.}} max_fails=1 fail_timeout=2s;
{{- end}}
        keepalive 32;
    }

    server {
        listen {{.Listen}};

        location / {
            proxy_pass http://lexa;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $http_host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            proxy_set_header X-Request-Id $lexa_request_id;
            proxy_connect_timeout 2s;
            proxy_next_upstream error timeout;
            proxy_next_upstream_tries {{len .Upstreams}};
        }
    }
}
`))

const (
	nginxStartTimeout = 10 * time.Second
	nginxStopTimeout  = 10 * time.Second
)

// nginx is the load balancer's master process.
type nginx struct {
	cmd  *exec.Cmd
	done chan struct{} // closed when the master has exited
	err  error         // its exit, valid after done
	log  string        // the error log
}

// startNginx writes the config into dir and runs nginx on listen until it accepts
// connections.
func startNginx(ctx context.Context, bin, dir, listen string, upstreams []string) (*nginx, error) {
	var conf strings.Builder
	err := nginxConfig.Execute(&conf, map[string]any{"Dir": dir, "Listen": listen, "Upstreams": upstreams})
	if err != nil {
		return nil, err
	}
	confPath := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(confPath, []byte(conf.String()), 0o644); err != nil {
		return nil, err
	}
	n := &nginx{done: make(chan struct{}), log: filepath.Join(dir, "error.log")}
	// What nginx says on stderr before it opens its error log goes to the same file.
	stderr, err := os.OpenFile(n.log, os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	if err != nil {
		return nil, err
	}
	defer stderr.Close() // the child holds its own copy
	n.cmd = exec.Command(bin, "-p", dir, "-c", confPath, "-e", n.log)
	n.cmd.Stdout, n.cmd.Stderr = stderr, stderr
	// A group of its own, so the workers can be killed with the master; and the master
	// dies with the test if the test dies first.
	n.cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := n.cmd.Start(); err != nil {
		return nil, fmt.Errorf("start nginx: %w", err)
	}
	go func() {
		n.err = n.cmd.Wait()
		close(n.done)
	}()

	deadline := time.Now().Add(nginxStartTimeout)
	for {
		conn, err := net.DialTimeout("tcp", listen, 200*time.Millisecond)
		if err == nil {
			conn.Close()
			return n, nil
		}
		var failure error
		select {
		case <-n.done:
			failure = fmt.Errorf("nginx exited before listening (%v)", n.err)
		case <-ctx.Done():
			failure = ctx.Err()
		case <-time.After(20 * time.Millisecond):
			if time.Now().After(deadline) {
				failure = fmt.Errorf("nginx did not listen on %s within %v", listen, nginxStartTimeout)
			}
		}
		if failure != nil {
			log, _ := os.ReadFile(n.log)
			return nil, errors.Join(fmt.Errorf("%w; its error log:\n%s", failure, log), n.stop())
		}
	}
}

// stop asks for nginx's fast shutdown (SIGTERM) and kills the whole process group if
// even that takes too long. Not the graceful SIGQUIT: that waits for every client
// connection, including ones an HTTP client opened and left unused, up to a minute. An
// earlier exit of nginx's own is reported.
func (n *nginx) stop() error {
	select {
	case <-n.done:
		if n.err != nil {
			return fmt.Errorf("nginx had exited: %w", n.err)
		}
		return nil
	default:
	}
	_ = n.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-n.done:
		if n.err != nil {
			return fmt.Errorf("nginx: %w", n.err)
		}
		return nil
	case <-time.After(nginxStopTimeout):
		_ = syscall.Kill(-n.cmd.Process.Pid, syscall.SIGKILL)
		<-n.done
		return fmt.Errorf("nginx did not quit within %v and was killed", nginxStopTimeout)
	}
}
