package cluster

import (
	"context"
	"strings"
	"text/template"

	"lexa/tools/process"
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
var nginxConfig = template.Must(template.New("nginx.conf").Parse(`# Written by tools/cluster for one run.
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

// startNginx runs nginx with the load balancer's configuration, listening on listen,
// until it accepts connections; its files go in dir.
func startNginx(ctx context.Context, bin, dir, listen string, upstreams []string) (*process.Nginx, error) {
	var conf strings.Builder
	err := nginxConfig.Execute(&conf, map[string]any{"Dir": dir, "Listen": listen, "Upstreams": upstreams})
	if err != nil {
		return nil, err
	}
	return process.StartNginx(ctx, bin, dir, conf.String(), listen)
}
