package storetest

import (
	"context"
	"errors"
	"path/filepath"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

func TestBackupCopiesLiveSQLite(t *testing.T) {
	t.Parallel()
	ctx := context.Background()
	clock := NewClock()
	db := Open(t, SQLiteURL(t), clock)
	if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: "before_backup"}); err != nil {
		t.Fatal(err)
	}

	path := filepath.Join(t.TempDir(), "copy.db")
	if err := db.Backup(ctx, path); err != nil {
		t.Fatal(err)
	}
	// Writes after the backup do not reach the copy.
	if _, err := db.AppendAudit(ctx, lexa.AuditEntry{Action: "after_backup"}); err != nil {
		t.Fatal(err)
	}

	restored := Open(t, "sqlite:"+path, clock)
	got, err := restored.ListAudit(ctx, 10)
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 1 || got[0].Action != "before_backup" {
		t.Errorf("backup holds %+v, want only the entry written before it", got)
	}

	if err := db.Backup(ctx, path); err == nil {
		t.Error("backup overwrote an existing file")
	}
}

func TestBackupOnPostgresPointsToPgDump(t *testing.T) {
	t.Parallel()
	db := Open(t, PostgresURL(t), NewClock())
	if err := db.Backup(context.Background(), filepath.Join(t.TempDir(), "x")); !errors.Is(err, store.ErrBackupUnsupported) {
		t.Fatalf("got %v, want ErrBackupUnsupported", err)
	}
}
