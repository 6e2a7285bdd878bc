package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"time"
)

// statements keeps the hot queries prepared for the life of the database handle.
// SQLite (modernc) would otherwise parse the SQL of every query anew, a tenth of a
// signed-in request's time; database/sql prepares each statement once per connection.
type statements struct {
	mu        sync.Mutex
	bySQL     map[string]*sql.Stmt
	preparing map[string]bool // being prepared beside a transaction
	besides   sync.WaitGroup  // those preparations, waited for by Close
	closed    bool
}

// prepareBesideTimeout bounds a preparation nobody waits for (the database may be down).
const prepareBesideTimeout = 10 * time.Second

var errStatementsClosed = errors.New("the database is closed")

// cached is the statement for query if it was prepared already.
func (db *DB) cached(query string) *sql.Stmt {
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	return db.stmts.bySQL[query]
}

// prepared returns the statement for query (already rebound), preparing it on first use.
// Preparing takes a connection from the pool, so no lock is held meanwhile: a caller
// waiting for a connection must not hold up callers that would give one back.
func (db *DB) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	if s := db.cached(query); s != nil {
		return s, nil
	}
	s, err := db.sql.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
	}
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	if db.stmts.closed {
		return nil, errors.Join(errStatementsClosed, s.Close())
	}
	if prior, ok := db.stmts.bySQL[query]; ok { // prepared meanwhile by another caller
		return prior, s.Close()
	}
	if db.stmts.bySQL == nil {
		db.stmts.bySQL = map[string]*sql.Stmt{}
	}
	db.stmts.bySQL[query] = s
	return s, nil
}

// queryRow runs a hot single-row query as a prepared statement.
func (db *DB) queryRow(ctx context.Context, query string, args ...any) *sql.Row {
	s, err := db.prepared(ctx, db.rebind(query))
	if err != nil {
		// A statement that does not prepare fails the same way when run; let the
		// row carry that error to the caller's Scan.
		return db.sql.QueryRowContext(ctx, db.rebind(query), args...)
	}
	return s.QueryRowContext(ctx, args...)
}

// query runs a hot multi-row query as a prepared statement.
func (db *DB) query(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	s, err := db.prepared(ctx, db.rebind(query))
	if err != nil {
		return nil, err
	}
	return s.QueryContext(ctx, args...)
}

// closeStatements closes the prepared statements once no preparation is under way: one
// still running after Close would hold locks in a database its owner thinks it left.
func (db *DB) closeStatements() error {
	db.stmts.mu.Lock()
	db.stmts.closed = true // no new preparation starts
	db.stmts.mu.Unlock()
	db.stmts.besides.Wait()
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	var err error
	for _, s := range db.stmts.bySQL {
		err = errors.Join(err, s.Close())
	}
	db.stmts.bySQL, db.stmts.closed = nil, true
	return err
}

// txQueryRow runs a hot single-row query inside tx as a prepared statement; tx.StmtContext
// reuses the statement already prepared on tx's connection.
func (db *DB) txQueryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	return preparedTx{db, tx}.QueryRowContext(ctx, db.rebind(query), args...)
}

// txExec runs a hot statement inside tx as a prepared statement.
func (db *DB) txExec(ctx context.Context, tx *sql.Tx, query string, args ...any) error {
	query = db.rebind(query)
	if s := db.txStatement(query); s != nil {
		_, err := tx.StmtContext(ctx, s).ExecContext(ctx, args...)
		return err
	}
	_, err := tx.ExecContext(ctx, query, args...)
	return err
}

// preparedTx is a transaction as a rowQuerier whose queries (already rebound) run prepared.
type preparedTx struct {
	db *DB
	tx *sql.Tx
}

func (p preparedTx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	if s := p.db.txStatement(query); s != nil {
		return p.tx.StmtContext(ctx, s).QueryRowContext(ctx, args...)
	}
	return p.tx.QueryRowContext(ctx, query, args...)
}

// txStatement is query's prepared statement for use inside a transaction, or nil the
// first time: preparing needs a second connection, and a transaction waiting for one
// while every connection is held by transactions doing the same would never get it. The
// statement is prepared beside the transaction instead, for the next ones.
func (db *DB) txStatement(query string) *sql.Stmt {
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	if s := db.stmts.bySQL[query]; s != nil || db.stmts.closed || db.stmts.preparing[query] {
		return s
	}
	if db.stmts.preparing == nil {
		db.stmts.preparing = map[string]bool{}
	}
	db.stmts.preparing[query] = true
	db.stmts.besides.Go(func() {
		ctx, cancel := context.WithTimeout(context.Background(), prepareBesideTimeout)
		defer cancel()
		_, _ = db.prepared(ctx, query) // a failure shows when the query runs
		db.stmts.mu.Lock()
		delete(db.stmts.preparing, query)
		db.stmts.mu.Unlock()
	})
	return nil
}
