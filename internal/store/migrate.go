package store

import (
	"context"
	"embed"
	"fmt"
	"io/fs"
	"time"

	"github.com/pressly/goose/v3"
	"github.com/pressly/goose/v3/lock"
)

//go:embed migrations
var migrations embed.FS

// MigrationStatus is one migration and whether it has been applied.
type MigrationStatus struct {
	Version   int64
	Name      string
	Applied   bool
	AppliedAt time.Time
}

func (db *DB) migrator() (*goose.Provider, error) {
	dir, err := fs.Sub(migrations, "migrations/"+string(db.dialect))
	if err != nil {
		return nil, err
	}
	opts := []goose.ProviderOption{goose.WithDisableGlobalRegistry(true)}
	dialect := goose.DialectSQLite3
	if db.dialect == Postgres {
		dialect = goose.DialectPostgres
		// Several instances starting together against one PostgreSQL take turns: a
		// session-level advisory lock is held while migrations run. Retry each second
		// for up to five minutes.
		locker, err := lock.NewPostgresSessionLocker(lock.WithLockTimeout(1, 300))
		if err != nil {
			return nil, err
		}
		opts = append(opts, goose.WithSessionLocker(locker))
	}
	return goose.NewProvider(dialect, db.sql, dir, opts...)
}

// Migrate applies every pending migration and returns how many ran.
func (db *DB) Migrate(ctx context.Context) (int, error) {
	return db.migrateUp(ctx, func(p *goose.Provider) ([]*goose.MigrationResult, error) { return p.Up(ctx) })
}

// MigrateTo applies the pending migrations up to version and no further: an upgrade
// test writes rows as an older Lexa did, then migrates the rest of the way.
func (db *DB) MigrateTo(ctx context.Context, version int64) error {
	_, err := db.migrateUp(ctx, func(p *goose.Provider) ([]*goose.MigrationResult, error) { return p.UpTo(ctx, version) })
	return err
}

func (db *DB) migrateUp(ctx context.Context, up func(*goose.Provider) ([]*goose.MigrationResult, error)) (int, error) {
	if db.dialect == SQLite {
		// goose has no lock for SQLite; instances sharing the file take turns through
		// an advisory lock on a file beside it.
		unlock, err := lockFile(db.path + ".migrate.lock")
		if err != nil {
			return 0, fmt.Errorf("migrate: %w", err)
		}
		defer unlock()
	}
	p, err := db.migrator()
	if err != nil {
		return 0, fmt.Errorf("migrate: %w", err)
	}
	results, err := up(p)
	if err != nil {
		return len(results), fmt.Errorf("migrate: %w", err)
	}
	return len(results), nil
}

// MigrationStatus lists every known migration, oldest first.
func (db *DB) MigrationStatus(ctx context.Context) ([]MigrationStatus, error) {
	p, err := db.migrator()
	if err != nil {
		return nil, fmt.Errorf("migration status: %w", err)
	}
	statuses, err := p.Status(ctx)
	if err != nil {
		return nil, fmt.Errorf("migration status: %w", err)
	}
	out := make([]MigrationStatus, len(statuses))
	for i, s := range statuses {
		out[i] = MigrationStatus{
			Version:   s.Source.Version,
			Name:      s.Source.Path,
			Applied:   s.State == goose.StateApplied,
			AppliedAt: s.AppliedAt,
		}
	}
	return out, nil
}
