package store

import (
	"context"
	"errors"
	"fmt"
	"os"
)

// ErrBackupUnsupported is returned by Backup on PostgreSQL, whose own tool does it better.
var ErrBackupUnsupported = errors.New("lexa backup copies SQLite databases; for PostgreSQL use pg_dump (e.g. pg_dump --format=custom \"$DATABASE_URL\" > lexa.dump)")

// Backup writes a consistent copy of the live SQLite database to path, which must not
// exist. VACUUM INTO reads one snapshot, so writers carry on while it runs.
func (db *DB) Backup(ctx context.Context, path string) error {
	if db.dialect != SQLite {
		return ErrBackupUnsupported
	}
	if _, err := os.Stat(path); err == nil {
		return fmt.Errorf("backup: %s already exists", path)
	}
	if _, err := db.sql.ExecContext(ctx, "VACUUM INTO ?", path); err != nil {
		return fmt.Errorf("backup: %w", err)
	}
	return nil
}
