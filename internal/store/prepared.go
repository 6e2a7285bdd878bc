package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

// statements keeps the hot queries prepared for the life of the database handle.
// SQLite (modernc) would otherwise parse the SQL of every query anew, a tenth of a
// signed-in request's time; database/sql prepares each statement once per connection.
type statements struct {
	mu    sync.Mutex
	bySQL map[string]*sql.Stmt
}

// prepared returns the statement for query (already rebound), preparing it on first use.
func (db *DB) prepared(ctx context.Context, query string) (*sql.Stmt, error) {
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	if s, ok := db.stmts.bySQL[query]; ok {
		return s, nil
	}
	s, err := db.sql.PrepareContext(ctx, query)
	if err != nil {
		return nil, err
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

func (db *DB) closeStatements() error {
	db.stmts.mu.Lock()
	defer db.stmts.mu.Unlock()
	var err error
	for _, s := range db.stmts.bySQL {
		err = errors.Join(err, s.Close())
	}
	db.stmts.bySQL = nil
	return err
}

// txQueryRow runs a hot single-row query inside tx as a prepared statement; tx.StmtContext
// reuses the statement already prepared on tx's connection.
func (db *DB) txQueryRow(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	return preparedTx{db, tx}.QueryRowContext(ctx, db.rebind(query), args...)
}

// txExec runs a hot statement inside tx as a prepared statement.
func (db *DB) txExec(ctx context.Context, tx *sql.Tx, query string, args ...any) error {
	s, err := db.prepared(ctx, db.rebind(query))
	if err != nil {
		return err
	}
	_, err = tx.StmtContext(ctx, s).ExecContext(ctx, args...)
	return err
}

// preparedTx is a transaction as a rowQuerier whose queries (already rebound) run prepared.
type preparedTx struct {
	db *DB
	tx *sql.Tx
}

func (p preparedTx) QueryRowContext(ctx context.Context, query string, args ...any) *sql.Row {
	s, err := p.db.prepared(ctx, query)
	if err != nil {
		return p.tx.QueryRowContext(ctx, query, args...)
	}
	return p.tx.StmtContext(ctx, s).QueryRowContext(ctx, args...)
}
