package store_test

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"lexa/internal/lexa"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
	"lexa/internal/waittest"
)

// isUnavailable tells whether ClassifyError made err the house 503.
func isUnavailable(db *store.DB, err error) bool {
	return lexa.ErrorCodeOf(db.ClassifyError(err)) == lexa.EUnavailable
}

// Failures to reach the database become lexa.ErrUnavailable; failures of a query do not.
func TestClassifyError(t *testing.T) {
	db := storetest.Open(t, storetest.SQLiteURL(t), storetest.NewClock())
	for _, tc := range []struct {
		name string
		err  error
		want bool
	}{
		{"a bad connection database/sql gave up on", fmt.Errorf("session user: %w", driver.ErrBadConn), true},
		{"a transaction whose connection went", fmt.Errorf("commit: %w", sql.ErrConnDone), true},
		{"PostgreSQL shutting down", &pgconn.PgError{Code: "57P01", Message: "terminating connection due to administrator command"}, true},
		{"PostgreSQL starting up", fmt.Errorf("x: %w", &pgconn.PgError{Code: "57P03"}), true},
		{"PostgreSQL out of connection slots", &pgconn.PgError{Code: "53300"}, true},
		{"a connection failure reported by the server", &pgconn.PgError{Code: "08006"}, true},
		{"a unique violation", &pgconn.PgError{Code: "23505"}, false},
		{"a statement timeout", &pgconn.PgError{Code: "57014"}, false},
		{"no row", fmt.Errorf("user: %w", sql.ErrNoRows), false},
		{"the client went away", context.Canceled, false},
		{"a plain bug", errors.New("scan: converting NULL to string"), false},
	} {
		if got := isUnavailable(db, tc.err); got != tc.want {
			t.Errorf("%s: unavailable = %v, want %v", tc.name, got, tc.want)
		}
	}
	if db.ClassifyError(nil) != nil {
		t.Error("nil became an error")
	}
	notFound := lexa.Errorf(lexa.ENotFound, "Service not found.")
	if got := db.ClassifyError(fmt.Errorf("x: %w", notFound)); !errors.Is(got, notFound) || lexa.ErrorCodeOf(got) != lexa.ENotFound {
		t.Errorf("a domain error was changed: %v", got)
	}
	cause := fmt.Errorf("rate limit: %w", driver.ErrBadConn)
	if got := db.ClassifyError(cause); !errors.Is(got, cause) || !errors.Is(got, lexa.ErrUnavailable) {
		t.Errorf("the classified error lost its cause or its meaning: %v", got)
	}
}

// A real connection refused by a PostgreSQL address where nothing listens.
func TestClassifyErrorConnectionRefused(t *testing.T) {
	db := storetest.Open(t, storetest.SQLiteURL(t), storetest.NewClock())
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_, err := store.Open(ctx, "postgres://lexa@127.0.0.1:1/lexa?sslmode=disable", lexa.SystemClock{})
	if err == nil {
		t.Fatal("connected to port 1")
	}
	if !isUnavailable(db, err) {
		t.Errorf("%v: not classified as unavailable", err)
	}
}

// SQLITE_BUSY reaches the store only when the write lock stayed taken for the whole busy
// timeout: the transaction was rolled back and a retry is safe, so it is a 503. The real
// error comes from a second connection that does not wait at all.
func TestClassifyErrorSQLiteBusy(t *testing.T) {
	path := filepath.Join(t.TempDir(), "lexa.db")
	db := storetest.Open(t, "sqlite:"+path, storetest.NewClock())
	ctx := context.Background()
	holder, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)&_txlock=immediate")
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	lock, err := holder.BeginTx(ctx, nil) // BEGIN IMMEDIATE: takes the write lock
	if err != nil {
		t.Fatal(err)
	}
	defer lock.Rollback()
	other, err := sql.Open("sqlite", "file:"+path+"?_pragma=busy_timeout(0)")
	if err != nil {
		t.Fatal(err)
	}
	defer other.Close()
	_, busy := other.ExecContext(ctx, `INSERT INTO audit_logs (action, created_at) VALUES ('x', '2026-01-01 00:00:00')`)
	if busy == nil {
		t.Fatal("wrote while another connection held the write lock")
	}
	if !isUnavailable(db, fmt.Errorf("append audit: %w", busy)) {
		t.Errorf("%v: not classified as unavailable", busy)
	}

	// A constraint failure is our bug or the user's input, never an outage.
	if err := lock.Rollback(); err != nil {
		t.Fatal(err)
	}
	_, dup := other.ExecContext(ctx, `INSERT INTO users (id) VALUES (NULL)`)
	if dup == nil || isUnavailable(db, dup) {
		t.Errorf("%v: a failed statement was classified as unavailable", dup)
	}
}

// PostgreSQL ends a backend (pg_terminate_backend, what a fast shutdown does to each):
// the next query on that connection fails, and the failure is an outage, not a bug.
func TestClassifyErrorPostgresTerminated(t *testing.T) {
	url := storetest.PostgresURL(t)
	db := storetest.Open(t, url, storetest.NewClock())
	ctx := context.Background()
	pool, err := sql.Open("pgx", url)
	if err != nil {
		t.Fatal(err)
	}
	defer pool.Close()
	conn, err := pool.Conn(ctx) // one connection, kept: database/sql may not swap it
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	var pid int
	if err := conn.QueryRowContext(ctx, "SELECT pg_backend_pid()").Scan(&pid); err != nil {
		t.Fatal(err)
	}
	if _, err := pool.ExecContext(ctx, "SELECT pg_terminate_backend($1)", pid); err != nil {
		t.Fatal(err)
	}
	var one int
	waittest.Eventually(t, 30*time.Second, func() error {
		if err = conn.QueryRowContext(ctx, "SELECT 1").Scan(&one); err == nil {
			return errors.New("the terminated connection still answers")
		}
		return nil
	})
	t.Logf("a terminated connection fails with: %v", err)
	if !isUnavailable(db, err) {
		t.Errorf("%v: not classified as unavailable", err)
	}
}
