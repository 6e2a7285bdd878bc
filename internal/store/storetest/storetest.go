// Package storetest gives tests fresh, migrated databases: SQLite always, and PostgreSQL
// when TEST_DATABASE_URL is set (each test then gets its own schema, dropped afterwards).
// Its suite (the _test files here) is the behaviour both databases must show.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"lexa/internal/lexa"
	"lexa/internal/store"
)

// Backend is one kind of database a test can run against.
type Backend struct {
	Name string
	// NewURL returns the DATABASE_URL of a new, empty database that is removed when t ends.
	NewURL func(t testing.TB) string
}

// Backends lists SQLite, and PostgreSQL when TEST_DATABASE_URL is set.
func Backends() []Backend {
	out := []Backend{{Name: "sqlite", NewURL: SQLiteURL}}
	if os.Getenv("TEST_DATABASE_URL") != "" {
		out = append(out, Backend{Name: "postgres", NewURL: PostgresURL})
	}
	return out
}

// Each runs fn as a subtest once per backend, the backends side by side: each subtest has a
// database of its own (decision 0052).
func Each(t *testing.T, fn func(t *testing.T, b Backend)) {
	for _, b := range Backends() {
		t.Run(b.Name, func(t *testing.T) {
			t.Parallel()
			fn(t, b)
		})
	}
}

// SQLiteURL returns the URL of a new SQLite file in the test's temporary directory.
func SQLiteURL(t testing.TB) string {
	return "sqlite:" + filepath.Join(t.TempDir(), "lexa.db")
}

// PostgresURL creates a fresh schema in the TEST_DATABASE_URL database and returns a
// URL whose connections use it. The schema is dropped when t ends.
func PostgresURL(t testing.TB) string {
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Skip("TEST_DATABASE_URL is not set")
	}
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	schema := "lexa_test_" + randomHex(t, 8)
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	if _, err := admin.ExecContext(ctx, "CREATE SCHEMA "+schema); err != nil {
		admin.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		defer admin.Close()
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		if _, err := admin.ExecContext(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Errorf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// Open opens and migrates the database at url, closing it when t ends.
func Open(t testing.TB, url string, clock *Clock) *store.DB {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, url, clock)
	if err != nil {
		t.Fatalf("open %s: %v", url, err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := db.Migrate(ctx); err != nil {
		t.Fatalf("migrate: %v", err)
	}
	return db
}

// New opens a fresh, migrated database of backend b.
func New(t testing.TB, b Backend) (*store.DB, *Clock) {
	clock := NewClock()
	return Open(t, b.NewURL(t), clock), clock
}

func randomHex(t testing.TB, n int) string {
	buf := make([]byte, n)
	if _, err := rand.Read(buf); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(buf)
}

// Clock is a settable clock for tests. It starts at a fixed instant.
type Clock struct {
	mu  sync.Mutex
	now time.Time
}

// NewClock returns a clock at 2026-01-05 14:00 UTC (a Monday).
func NewClock() *Clock {
	return &Clock{now: time.Date(2026, 1, 5, 14, 0, 0, 0, time.UTC)}
}

// NewClockAt returns a clock at t, for tests whose times meet real ones (cookie expiry
// in an HTTP client, tokens signed by another server).
func NewClockAt(t time.Time) *Clock {
	return &Clock{now: t}
}

// Now returns the clock's time.
func (c *Clock) Now() time.Time {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.now
}

// Advance moves the clock forward by d.
func (c *Clock) Advance(d time.Duration) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = c.now.Add(d)
}

// WarmPool opens the connections that concurrent requests of a test will use. On a cold
// pool each request first waits for a new connection (PostgreSQL: tens of milliseconds),
// so the first is done before the others start and a race under test never happens.
func WarmPool(t testing.TB, db *store.DB) {
	t.Helper()
	var wg sync.WaitGroup
	for range 20 {
		wg.Go(func() {
			if _, err := db.NextBillingSeq(context.Background()); err != nil {
				t.Error(err)
			}
		})
	}
	wg.Wait()
}

// CountRows runs a COUNT(*) query (? placeholders) against db.
func CountRows(t testing.TB, db *store.DB, query string, args ...any) int {
	t.Helper()
	var n int
	if err := db.QueryRowForTest(context.Background(), query, args...).Scan(&n); err != nil {
		t.Fatalf("%s: %v", query, err)
	}
	return n
}

// JobOf reads job id back through the listing of its service, failing t when it is not
// listed there.
func JobOf(t testing.TB, db *store.DB, userID, serviceID, id string) lexa.Job {
	t.Helper()
	jobs, err := db.JobsOfService(context.Background(), userID, serviceID)
	if err != nil {
		t.Fatal(err)
	}
	for _, j := range jobs {
		if j.ID == id {
			return j
		}
	}
	t.Fatalf("job %s is not listed", id)
	return lexa.Job{}
}
