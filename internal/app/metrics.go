package app

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"time"

	"lexa/internal/config"
	"lexa/internal/lexa"
	"lexa/internal/metrics"
	"lexa/internal/store"
)

// metricsGrace bounds how long a scrape in progress may run once the app stops.
const metricsGrace = 5 * time.Second

// metricsHooks feed the metrics what happens: every site request, and the rows each
// retention batch deleted.
type metricsHooks struct {
	observe func(route, method string, status int, d time.Duration)
	deleted func(table string, rows int)
}

// newMetricsServer prepares the operations listener's server when METRICS_ADDR is set,
// and the hooks that feed it. All are nil when it is not: the site then does no metrics
// work at all.
func newMetricsServer(cfg config.Config, logger *slog.Logger, db *store.DB) (*http.Server, metricsHooks) {
	if cfg.MetricsAddr == "" {
		return nil, metricsHooks{}
	}
	m := metrics.New(metrics.Config{Pool: db.Pool(), DBName: string(db.Dialect()), Backlog: db, Logger: logger,
		RetentionTables: lexa.RetentionTables()})
	return &http.Server{
		Handler:           m.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		ReadTimeout:       10 * time.Second,
		WriteTimeout:      30 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    16 << 10,
		ErrorLog:          slog.NewLogLogger(logger.Handler(), slog.LevelWarn),
	}, metricsHooks{observe: m.ObserveRequest, deleted: m.CountDeleted}
}

// listenMetrics binds METRICS_ADDR, when set, and says where.
func (a *App) listenMetrics() error {
	if a.metricsServer == nil {
		return nil
	}
	ln, err := net.Listen("tcp", a.cfg.MetricsAddr)
	if err != nil {
		return fmt.Errorf("listen for metrics (METRICS_ADDR): %w", err)
	}
	a.metricsListener = ln
	a.logger.Info("metrics listening", "addr", ln.Addr().String(), "path", "/metrics")
	return nil
}

// serveMetrics serves the metrics listener until the returned stop is called. A metrics
// listener that fails is logged, not fatal: the site matters more than its numbers, and
// the missing scrapes are what Prometheus alerts on (up == 0).
func (a *App) serveMetrics() (stop func()) {
	if a.metricsServer == nil {
		return func() {}
	}
	done := make(chan struct{})
	go func() {
		defer close(done)
		if err := a.metricsServer.Serve(a.metricsListener); !errors.Is(err, http.ErrServerClosed) {
			a.logger.Error("metrics listener stopped; the site keeps serving", "error", err)
		}
	}()
	return func() {
		ctx, cancel := context.WithTimeout(context.Background(), metricsGrace)
		defer cancel()
		if err := a.metricsServer.Shutdown(ctx); err != nil {
			a.metricsServer.Close()
		}
		<-done
	}
}
