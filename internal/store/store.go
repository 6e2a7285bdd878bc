// Package store keeps Lexa's data in SQLite (the default, one file) or PostgreSQL (for
// several instances), chosen by DATABASE_URL. SQL is written once with ? placeholders and
// rebound for PostgreSQL; DDL lives in numbered migrations per dialect.
package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
	"lexa/internal/lexa"
	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// Dialect names the SQL dialect of the open database.
type Dialect string

// The supported dialects.
const (
	SQLite   Dialect = "sqlite"
	Postgres Dialect = "postgres"
)

// DB is the database handle. Each method is one transaction.
type DB struct {
	sql      *sql.DB
	dialect  Dialect
	clock    lexa.Clock
	path     string // SQLite file path, for backups
	stmts    statements
	usage    *usageWriter
	lists    *servicesCache
	keys     *apiKeyCache
	sessions *sessionCache
	live     *liveEvents
	files    fileStore // the bytes of uploaded documents
	// pgConfig is how to dial PostgreSQL, for the one connection that listens for live
	// events outside the pool; nil on SQLite.
	pgConfig *pgx.ConnConfig
}

// Open connects to the database that url names (sqlite:PATH or postgres://…) and
// checks it answers. It does not migrate; call Migrate.
func Open(ctx context.Context, rawURL string, clock lexa.Clock) (*DB, error) {
	db, err := open(rawURL)
	if err != nil {
		return nil, err
	}
	db.clock = clock
	db.files = dbFiles{db}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.sql.PingContext(pingCtx); err != nil {
		db.sql.Close()
		return nil, fmt.Errorf("connect to %s database: %w", db.dialect, err)
	}
	return db, nil
}

func open(rawURL string) (*DB, error) {
	switch {
	case strings.HasPrefix(rawURL, "sqlite:"):
		path := strings.TrimPrefix(rawURL, "sqlite:")
		if dir := filepath.Dir(path); dir != "." {
			if err := os.MkdirAll(dir, 0o750); err != nil {
				return nil, fmt.Errorf("create database directory: %w", err)
			}
		}
		conn, err := sql.Open("sqlite", sqliteDSN(path))
		if err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		// WAL lets readers run beside the one writer; more connections only queue on the lock.
		conn.SetMaxOpenConns(8)
		conn.SetMaxIdleConns(8)
		conn.SetConnMaxIdleTime(5 * time.Minute)
		return &DB{sql: conn, dialect: SQLite, path: path, usage: newUsageWriter(1), lists: newServicesCache(), keys: newAPIKeyCache(), sessions: newSessionCache(),
			live: newLiveEvents()}, nil
	case strings.HasPrefix(rawURL, "postgres://"), strings.HasPrefix(rawURL, "postgresql://"):
		conn, cfg, err := openPostgres(rawURL)
		if err != nil {
			return nil, err
		}
		conn.SetMaxOpenConns(20)
		conn.SetMaxIdleConns(10)
		conn.SetConnMaxLifetime(30 * time.Minute)
		conn.SetConnMaxIdleTime(5 * time.Minute)
		return &DB{sql: conn, dialect: Postgres, usage: newUsageWriter(usageWritersPostgres), lists: newServicesCache(), keys: newAPIKeyCache(), sessions: newSessionCache(),
			live: newLiveEvents(), pgConfig: cfg}, nil
	}
	return nil, errors.New("database URL must start with sqlite: or postgres://")
}

// sqliteDSN turns on what durability and concurrency need on every connection:
// foreign keys, WAL, a busy timeout instead of instant SQLITE_BUSY, synchronous=FULL, and
// BEGIN IMMEDIATE so a read-then-write transaction cannot deadlock on lock upgrade.
func sqliteDSN(path string) string {
	q := url.Values{}
	for _, p := range []string{"foreign_keys(1)", "journal_mode(WAL)", "busy_timeout(10000)", "synchronous(FULL)"} {
		q.Add("_pragma", p)
	}
	q.Set("_txlock", "immediate")
	q.Set("_time_format", "sqlite")
	return "file:" + path + "?" + q.Encode()
}

// Dialect tells which database is open.
func (db *DB) Dialect() Dialect { return db.dialect }

// Ping checks that the database answers.
func (db *DB) Ping(ctx context.Context) error { return db.sql.PingContext(ctx) }

// Close closes every connection; on SQLite the WAL is checkpointed into the main file.
// Usage reports already taken are committed first, and the live events of what was
// committed are sent (PostgreSQL).
func (db *DB) Close() error {
	db.closeUsageWriter()
	return errors.Join(db.flushLive(), db.closeStatements(), db.sql.Close())
}

// rebind turns ? placeholders into $1, $2, … for PostgreSQL, leaving quoted text alone.
func (db *DB) rebind(query string) string {
	if db.dialect != Postgres {
		return query
	}
	return rebindDollar(query)
}

func rebindDollar(query string) string {
	var b strings.Builder
	b.Grow(len(query) + 8)
	n := 0
	var quote byte
	for i := 0; i < len(query); i++ {
		ch := query[i]
		switch {
		case quote != 0:
			if ch == quote {
				quote = 0
			}
		case ch == '\'' || ch == '"':
			quote = ch
		case ch == '?':
			n++
			fmt.Fprintf(&b, "$%d", n)
			continue
		}
		b.WriteByte(ch)
	}
	return b.String()
}

// inTx runs fn in one transaction, committing when it returns nil. The live events fn
// announced leave once the commit succeeded, and are dropped otherwise.
func (db *DB) inTx(ctx context.Context, fn func(tx *sql.Tx) error) error {
	tx, err := db.sql.BeginTx(ctx, nil)
	if err != nil {
		return fmt.Errorf("begin: %w", err)
	}
	committed := false
	defer func() { db.settle(tx, committed) }()
	if err := fn(tx); err != nil {
		if rbErr := tx.Rollback(); rbErr != nil && !errors.Is(rbErr, sql.ErrTxDone) {
			return errors.Join(err, fmt.Errorf("rollback: %w", rbErr))
		}
		return err
	}
	if err := tx.Commit(); err != nil {
		return fmt.Errorf("commit: %w", err)
	}
	committed = true
	return nil
}

// QueryRowForTest runs a read-only query for tests that check what was stored.
func (db *DB) QueryRowForTest(ctx context.Context, query string, args ...any) *sql.Row {
	return db.sql.QueryRowContext(ctx, db.rebind(query), args...)
}

// ExecForTest changes the database behind the store's back, for tests that make a write
// fail to see that nothing else of its transaction stays.
func (db *DB) ExecForTest(ctx context.Context, query string, args ...any) error {
	_, err := db.sql.ExecContext(ctx, db.rebind(query), args...)
	db.sessions.forgetAll() // the statement may have changed a user or ended a session
	return err
}
