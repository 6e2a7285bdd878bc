package store

import (
	"database/sql"
	"database/sql/driver"
	"errors"
	"fmt"
	"io"
	"net"
	"strings"

	"github.com/jackc/pgx/v5/pgconn"
	"lexa/internal/lexa"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// ClassifyError returns err marked as lexa.ErrUnavailable when it means the database
// could not be reached or could not take the work right now, and err unchanged
// otherwise. The HTTP layer calls it on every unexpected error, so an outage answers 503
// with Retry-After (the client may simply try again) instead of a 500 that says we have
// a bug. The original error stays in the chain for the log.
//
// This is the one place that knows what a connection failure looks like for each
// driver; nothing outside this package needs to import them.
func (db *DB) ClassifyError(err error) error {
	if err == nil {
		return nil
	}
	if _, ok := lexa.AsError(err); ok || !unreachable(err) { // a *lexa.Error already says what it is
		return err
	}
	return fmt.Errorf("%w: %w", lexa.ErrUnavailable, err)
}

// unreachable tells whether err is a connection-level failure: the database is down,
// restarting, refusing connections, or the network to it is cut. None of these leaves a
// half-done change behind: a transaction that did not commit is rolled back by the
// server when its connection goes.
func unreachable(err error) bool {
	switch {
	case errors.Is(err, driver.ErrBadConn), // database/sql gave up after retrying on fresh connections
		errors.Is(err, sql.ErrConnDone),      // the connection under a transaction went away
		errors.Is(err, pgconn.ErrConnClosed), // pgx: the connection was closed under us
		errors.Is(err, io.ErrUnexpectedEOF):  // the server hung up mid-answer
		return true
	}
	if _, ok := errors.AsType[*pgconn.ConnectError](err); ok {
		// Dial refused or timed out (connect_timeout), TLS or start-up failed: no
		// connection could be had. This includes a rotated password, which is also an
		// outage an operator must fix, and the log shows which.
		return true
	}
	if pgErr, ok := errors.AsType[*pgconn.PgError](err); ok {
		return unavailableSQLState(pgErr.Code)
	}
	if e, ok := errors.AsType[*sqlite.Error](err); ok {
		// SQLITE_BUSY (also SQLITE_LOCKED) only reaches us after the busy timeout: the
		// write lock stayed taken for 10 s. The transaction was rolled back, so trying
		// again is safe, and 503 says exactly that.
		code := e.Code() & 0xff // the primary code under any extended one
		return code == sqlite3.SQLITE_BUSY || code == sqlite3.SQLITE_LOCKED
	}
	if opErr, ok := errors.AsType[*net.OpError](err); ok {
		// A socket error that pgx did not wrap (reading from a connection that was cut).
		return opErr.Op == "dial" || opErr.Op == "read" || opErr.Op == "write"
	}
	return false
}

// unavailableSQLState tells whether a PostgreSQL error code means the server is going
// away or cannot take another connection, as opposed to a problem with our query.
func unavailableSQLState(code string) bool {
	switch code {
	case "57P01", // admin_shutdown: the server is stopping (or a restart)
		"57P02", // crash_shutdown: another backend crashed and the server is resetting
		"57P03", // cannot_connect_now: the server is starting or in recovery
		"53300": // too_many_connections: every slot is taken; a moment later one is free
		return true
	}
	return strings.HasPrefix(code, "08") // connection_exception and its subclasses
}
