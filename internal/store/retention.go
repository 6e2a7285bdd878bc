package store

import (
	"context"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// pruneColumns says, for each kind of finished row (lexa.PruneStep), the key that names a
// row and the instant from which the row counts as finished. Each instant column has an
// index (migration 00010), so a batch reads only the rows it deletes.
var pruneColumns = map[string]struct{ key, at string }{
	lexa.PruneRateLimits:      {"id", "window_start"},
	lexa.PruneSentMail:        {"id", "sent_at"},      // NULL while unsent: never matched
	lexa.PruneAppliedWebhooks: {"id", "processed_at"}, // NULL while pending: never matched
	lexa.PruneExpiredTokens:   {"token_hash", "expires_at"},
	lexa.PruneUsedTokens:      {"token_hash", "used_at"}, // NULL while unused: never matched
	lexa.PruneExpiredSessions: {"token_hash", "expires_at"},
	lexa.PruneAuditLogs:       {"id", "created_at"},
	lexa.PruneFinishedJobs:    {"id", "finished_at"}, // NULL until done or dead: never matched
}

// PruneBatch deletes at most limit rows of step's kind that were finished before
// step.Before, oldest first, and says how many went. Each call is one short statement,
// so no lock is held for long; the caller repeats it while it returns limit.
//
// The rows are picked in a WITH clause, like a queue claim, and deleted by their key. On
// PostgreSQL the pick locks them and passes over rows another transaction holds
// (claimLocking), so it never waits behind a request; a row that changed meanwhile (a
// rate-limit window that started again) is checked against the condition once more as
// it is locked, and kept. SQLite's one writer makes the statement atomic anyway.
func (db *DB) PruneBatch(ctx context.Context, step lexa.PruneStep, limit int) (int, error) {
	if step.Kind == lexa.PruneStalePhoneCalls {
		return db.closeStalePhoneCalls(ctx, step.Before, limit)
	}
	query, args, err := db.pruneSQL(step, limit)
	if err != nil {
		return 0, err
	}
	res, err := db.sql.ExecContext(ctx, query, args...)
	if err != nil {
		return 0, fmt.Errorf("prune %s: %w", step.Kind, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return 0, fmt.Errorf("prune %s: %w", step.Kind, err)
	}
	return int(n), nil
}

// pruneSQL is PruneBatch's statement, in the open database's dialect.
func (db *DB) pruneSQL(step lexa.PruneStep, limit int) (string, []any, error) {
	if step.Kind == lexa.PruneStalePhoneCalls {
		if limit <= 0 {
			return "", nil, errors.New("prune: a positive limit is required")
		}
		return db.rebind(staleCallsSQL), []any{dbTime(step.Before), limit}, nil
	}
	c, ok := pruneColumns[step.Kind]
	if !ok || step.Table == "" {
		return "", nil, fmt.Errorf("prune %q: no such kind of row", step.Kind)
	}
	if limit <= 0 {
		return "", nil, errors.New("prune: a positive limit is required")
	}
	before := dbTime(step.Before)
	query := `WITH doomed AS (
	     SELECT ` + c.key + ` FROM ` + step.Table + ` WHERE ` + c.at + ` < ?
	     ORDER BY ` + c.at + `
	     LIMIT ?` + claimLocking[db.dialect] + `)
	 DELETE FROM ` + step.Table + ` WHERE ` + c.key + ` IN (SELECT ` + c.key + ` FROM doomed)`
	return db.rebind(query), []any{before, limit}, nil
}
