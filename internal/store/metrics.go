package store

import "database/sql"

// The metrics read the mail and webhook backlogs through OutboxDepth (outbox.go) and
// WebhookBacklog (webhooks.go), which monitoring shares with the tests; both count rows
// through the partial indexes on unsent mail and unprocessed events, so a scrape stays
// cheap however much history the tables keep.

// Pool is the connection pool itself, for database/sql's statistics (open, in use and
// idle connections, waits), which the metrics export: client_golang's DBStats collector
// takes a *sql.DB, not the numbers. Queries go through DB's methods, never through Pool.
func (db *DB) Pool() *sql.DB { return db.sql }
