// Package metrics exports Lexa's operational numbers in the Prometheus text format:
// HTTP requests by route, the mail, webhook and job backlogs, the rows the retention pass
// deleted, the database pool, the Go runtime and the process. It wraps prometheus/client_golang with a registry of its
// own, so nothing a library registers globally leaks into the output. The handler is
// meant for a listener of its own (METRICS_ADDR), never the public site.
package metrics

import (
	"context"
	"database/sql"
	"log/slog"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
)

// Backlog is the part of the database the backlog gauges read at scrape time.
type Backlog interface {
	// OutboxDepth counts the mail messages not yet sent.
	OutboxDepth(ctx context.Context) (int, error)
	// WebhookBacklog counts the webhook events not yet applied and how long the oldest
	// has waited (0 when none).
	WebhookBacklog(ctx context.Context) (pending int, oldest time.Duration, err error)
	// JobBacklog counts the background jobs not yet finished and the dead ones.
	JobBacklog(ctx context.Context) (pending, dead int, err error)
}

// Config is what the metrics read besides the requests they are told about.
type Config struct {
	Pool    *sql.DB // the database pool whose statistics are exported
	DBName  string  // the db_name label of the pool's metrics ("sqlite", "postgres")
	Backlog Backlog
	Logger  *slog.Logger
	// RetentionTables are the tables the retention pass deletes from; each has its
	// lexa_retention_deleted_total series from the start, at 0.
	RetentionTables []string
}

// Metrics holds the registry and the request metrics the HTTP layer feeds.
type Metrics struct {
	registry *prometheus.Registry
	requests *prometheus.CounterVec
	duration *prometheus.HistogramVec
	deleted  *prometheus.CounterVec
	logger   *slog.Logger
}

// New registers every collector on a fresh registry.
func New(cfg Config) *Metrics {
	m := &Metrics{
		registry: prometheus.NewRegistry(),
		logger:   cfg.Logger,
		requests: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "lexa_http_requests_total",
			Help: "HTTP requests served by the site, by matched route pattern, method and status code.",
		}, []string{"route", "method", "code"}),
		// The default buckets (5 ms to 10 s) cover pages, API calls and model answers;
		// longer streams land in +Inf, which is what an alert on the tail wants anyway.
		duration: prometheus.NewHistogramVec(prometheus.HistogramOpts{
			Name:    "lexa_http_request_duration_seconds",
			Help:    "Time to handle an HTTP request, from routing to the last byte written, by matched route pattern and method.",
			Buckets: prometheus.DefBuckets,
		}, []string{"route", "method"}),
		deleted: prometheus.NewCounterVec(prometheus.CounterOpts{
			Name: "lexa_retention_deleted_total",
			Help: "Rows the retention pass of this instance deleted, by table.",
		}, []string{"table"}),
	}
	for _, table := range cfg.RetentionTables {
		m.deleted.WithLabelValues(table)
	}
	m.registry.MustRegister(
		m.requests,
		m.duration,
		m.deleted,
		newBacklogCollector(cfg.Backlog),
		collectors.NewDBStatsCollector(cfg.Pool, cfg.DBName),
		collectors.NewGoCollector(),
		collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}),
	)
	return m
}

// unmatchedRoute labels requests that never reached a route: refused before routing
// (a cross-site POST) or cut short by a panic. The router's own answers (redirects to a
// clean path, 405) carry the pattern they concern, so they are routes like the others.
const unmatchedRoute = "unmatched"

// ObserveRequest counts one finished request. route is the matched pattern, so label
// values stay as few as the route table's entries whatever paths clients send.
func (m *Metrics) ObserveRequest(route, method string, status int, d time.Duration) {
	if route == "" {
		route = unmatchedRoute
	}
	method = methodLabel(method)
	m.requests.WithLabelValues(route, method, strconv.Itoa(status)).Inc()
	m.duration.WithLabelValues(route, method).Observe(d.Seconds())
}

// methodLabel keeps the standard methods and folds any other token a client invents
// into "other": the method is as free-form as the path.
func methodLabel(method string) string {
	switch method {
	case http.MethodGet, http.MethodHead, http.MethodPost, http.MethodPut, http.MethodPatch,
		http.MethodDelete, http.MethodOptions, http.MethodConnect, http.MethodTrace:
		return method
	}
	return "other"
}

// CountDeleted counts rows the retention pass deleted from table. Only the instance that
// holds the pass's lease deletes, so sum the counter across instances.
func (m *Metrics) CountDeleted(table string, rows int) {
	m.deleted.WithLabelValues(table).Add(float64(rows))
}

// Handler serves the registry at GET /metrics and nothing else.
func (m *Metrics) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /metrics", promhttp.HandlerFor(m.registry, promhttp.HandlerOpts{
		ErrorLog: slog.NewLogLogger(m.logger.Handler(), slog.LevelWarn),
		// A failing collector (the database is down) drops its own metrics, and the
		// absence is the signal; the runtime and request metrics are still served.
		ErrorHandling: promhttp.ContinueOnError,
		// A scrape is bounded and so are scrapes at once, so a stuck database query
		// cannot pile them up.
		Timeout:             scrapeTimeout,
		MaxRequestsInFlight: 4,
	}))
	return mux
}
