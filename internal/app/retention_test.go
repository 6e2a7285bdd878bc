package app

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/retention"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// The app runs the retention pass with AUDIT_RETENTION and counts what it deleted in the
// metrics: audit entries older than the retention go, the newer stay.
func TestAppPrunesOldRowsAndCountsThem(t *testing.T) {
	t.Parallel()
	dbURL := "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
	clock := storetest.NewClockAt(time.Now().UTC().Truncate(time.Second))
	db := storetest.Open(t, dbURL, clock)
	for range 3 {
		if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{Action: "old_entry"}); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(3 * 24 * time.Hour)
	if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{Action: "new_entry"}); err != nil {
		t.Fatal(err)
	}

	env := map[string]string{"METRICS_ADDR": "127.0.0.1:0", "DATABASE_URL": dbURL, "AUDIT_RETENTION": "2d"}
	_, logs := startAppLogged(t, env, WithClock(clock), WithRetention(retention.WithFirstPassAfter(0)))
	waittest.Eventually(t, 30*time.Second, func() error {
		if !strings.Contains(logs.String(), `"msg":"retention pass"`) {
			return fmt.Errorf("no retention pass logged:\n%s", logs)
		}
		return nil
	})
	if !strings.Contains(logs.String(), `"audit_logs":3`) {
		t.Errorf("the pass's log line lacks the count:\n%s", logs)
	}
	if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'old_entry'`); n != 0 {
		t.Errorf("%d old entries left", n)
	}
	if n := storetest.CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'new_entry'`); n != 1 {
		t.Errorf("the new entry went: %d left", n)
	}
	fams := scrape(t, "http://"+loggedMetricsAddr(t, logs)+"/metrics")
	if got := counter(fams, "lexa_retention_deleted_total", "table", "audit_logs"); got != 3 {
		t.Errorf("lexa_retention_deleted_total{table=audit_logs} %v, want 3", got)
	}
	if find(fams, "lexa_retention_deleted_total", "table", "sessions") == nil {
		t.Error("no lexa_retention_deleted_total{table=sessions}")
	}
}
