package metrics_test

import (
	"context"
	"log/slog"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/metrics"
	"lexa/internal/retention"
	"lexa/internal/store/storetest"
)

// Every table the retention pass prunes has its counter from the start, at 0, and a pass
// adds what it deleted.
func TestRetentionDeletionsAreCountedPerTable(t *testing.T) {
	db, clock := storetest.New(t, storetest.Backends()[0])
	m := metrics.New(metrics.Config{Pool: db.Pool(), DBName: "sqlite", Backlog: db, Logger: slog.New(slog.DiscardHandler),
		RetentionTables: lexa.RetentionTables()})
	before := get(t, m.Handler(), 200)
	for _, table := range lexa.RetentionTables() {
		if !strings.Contains(before, `lexa_retention_deleted_total{table="`+table+`"} 0`) {
			t.Errorf("no zero counter for %s", table)
		}
	}

	for range 3 {
		if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{Action: "old"}); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(2 * 24 * time.Hour)
	w := retention.New(db, lexa.Retention{Audit: 24 * time.Hour}, slog.New(slog.DiscardHandler), clock,
		retention.WithBatchSize(2), retention.WithPause(0), retention.WithDeletedHook(m.CountDeleted))
	if _, err := w.Pass(context.Background()); err != nil {
		t.Fatal(err)
	}
	after := get(t, m.Handler(), 200)
	if !strings.Contains(after, `lexa_retention_deleted_total{table="audit_logs"} 3`) ||
		!strings.Contains(after, `lexa_retention_deleted_total{table="sessions"} 0`) {
		t.Errorf("after a pass that deleted 3 audit rows:\n%s", grepLines(after, "lexa_retention"))
	}
}

func grepLines(s, substr string) string {
	var out []string
	for _, l := range strings.Split(s, "\n") {
		if strings.Contains(l, substr) {
			out = append(out, l)
		}
	}
	return strings.Join(out, "\n")
}
