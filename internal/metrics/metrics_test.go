package metrics_test

import (
	"bytes"
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"lexa/internal/metrics"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

// A database that cannot answer costs the scrape its backlog gauges only: the request
// and runtime metrics are still served, and the log says what failed.
func TestScrapeWithoutTheDatabaseKeepsTheRest(t *testing.T) {
	ctx := context.Background()
	db, err := store.Open(ctx, storetest.SQLiteURL(t), storetest.NewClock())
	if err != nil {
		t.Fatal(err)
	}
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatal(err)
	}
	var logs bytes.Buffer
	m := metrics.New(metrics.Config{Pool: db.Pool(), DBName: "sqlite", Backlog: db,
		Logger: slog.New(slog.NewTextHandler(&logs, nil))})
	m.ObserveRequest("GET /healthz", "GET", 200, 3*time.Millisecond)

	if body := get(t, m.Handler(), 200); !strings.Contains(body, "lexa_mail_outbox_depth 0") {
		t.Fatalf("healthy scrape lacks the outbox depth:\n%s", body)
	}
	db.Close()
	body := get(t, m.Handler(), 200)
	for _, want := range []string{`lexa_http_requests_total{code="200",method="GET",route="GET /healthz"} 1`, "go_goroutines", "go_sql_open_connections"} {
		if !strings.Contains(body, want) {
			t.Errorf("scrape without the database lacks %s", want)
		}
	}
	for _, gone := range []string{"lexa_mail_outbox_depth", "lexa_webhook_events_pending", "lexa_webhook_oldest_pending_seconds"} {
		if strings.Contains(body, gone) {
			t.Errorf("scrape without the database shows %s", gone)
		}
	}
	if !strings.Contains(logs.String(), "level=WARN") || !strings.Contains(logs.String(), "database is closed") {
		t.Errorf("the failure is not logged as a warning: %q", logs.String())
	}
}

func get(t *testing.T, h http.Handler, wantStatus int) string {
	t.Helper()
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, httptest.NewRequest("GET", "/metrics", nil))
	body, _ := io.ReadAll(rec.Body)
	if rec.Code != wantStatus {
		t.Fatalf("GET /metrics: %d, want %d\n%s", rec.Code, wantStatus, body)
	}
	return string(body)
}
