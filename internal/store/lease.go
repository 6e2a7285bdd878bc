package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// leaseFree is the one rule of every lease in the database (a queued mail, a webhook
// event, a named lease in the leases table): a row is free when nobody took it or its
// holder's time ran out. A holder that stopped (crashed, lost the network) is thereby
// replaced once its time is up, without anyone releasing anything. Its ? is now.
const leaseFree = `(locked_until IS NULL OR locked_until < ?)`

// claimLocking ends the query that picks the rows a claim leases. On PostgreSQL it locks
// them as it picks them and passes over rows another transaction holds, so a claim never
// waits for a row lock and cannot be part of a deadlock; SQLite has one writer and no row
// locks. The pick is a WITH clause, which PostgreSQL runs once: as a subquery under IN,
// with the locking clause, it ran again for rows the update had changed and leased more
// rows than the limit.
var claimLocking = map[Dialect]string{SQLite: "", Postgres: " FOR UPDATE SKIP LOCKED"}

// ErrLeaseLost is returned by MarkMailSent, MarkMailFailed, MarkWebhookEventFailed,
// CompleteJob and FailJob when the caller no longer holds the row: its lease ran out and
// another instance took it over, or it was already marked. It is lexa.ErrLeaseLost, which
// the workers outside the store test for.
var ErrLeaseLost = lexa.ErrLeaseLost

// leasedQueue is a table of work that instances lease rows of, one holder at a time:
// the mail outbox, the received webhook events and the background jobs. Each of its rows
// has next_attempt_at, locked_by, locked_until and attempts, and a column that is set
// when its work is done. claimDue and releaseFailed are the rules all queues follow.
type leasedQueue struct {
	table   string
	done    string // set when a row's work is done: such a row is never claimed again
	order   string // the order rows are claimed in, oldest due first
	returns string // the columns a claim hands back
	claim   string // names a claim in errors
	item    string // names one row in errors
	// claimed and failed are further assignments of a claim and of a failed attempt
	// (", status = …"), empty for a queue without them; failed's one ? is now.
	claimed, failed string
	// onePerUser, when set, is the column naming a row's user: a claim passes over the
	// rows of a user who has one leased already (on any instance), so that one user's
	// slow work never holds up another's (decision 0054).
	onePerUser string
}

var mailQueue = leasedQueue{
	table:   "mail_outbox",
	done:    "sent_at",
	order:   "next_attempt_at, id",
	returns: "id, kind, message, attempts",
	claim:   "claim mail",
	item:    "mail",
}

var webhookQueue = leasedQueue{
	table:   "webhook_events",
	done:    "processed_at",
	order:   "next_attempt_at, created_at",
	returns: "id, type, subscription_id, customer_id, user_hint, created_at, attempts",
	claim:   "claim webhook events",
	item:    "webhook event",
}

// claimDue leases to owner, until now+lease, up to limit rows of q that are not done,
// are due and not leased by anyone else, picked in q.order, and counts the attempt; scan
// reads each row of q.returns.
//
// It is one conditional UPDATE, which is what makes it safe across instances: on SQLite
// the statement holds the write lock; on PostgreSQL a row another claimer changed
// meanwhile is re-checked against the WHERE clause, and its fresh lease excludes it. A
// claimer can therefore come back with fewer rows than are due (never the same row as
// another); the next poll gets the rest. On PostgreSQL the rows are picked FOR UPDATE
// SKIP LOCKED (claimLocking): without it, claimers locked their rows in the order of
// the table's tuples, which updates keep moving, and deadlocked each other and the
// worker marking a message sent (seen under load with three instances; a lost "sent"
// mark means the message goes out again after its lease). RETURNING has no order: the
// rows come back in any order.
func claimDue[T any](ctx context.Context, db *DB, q leasedQueue, owner string, now time.Time, lease time.Duration, limit int,
	scan func(scanner) (T, error)) ([]T, error) {
	if owner == "" || lease <= 0 || limit <= 0 {
		return nil, errors.New(q.claim + ": owner, a positive lease and a positive limit are required")
	}
	now = dbTime(now)
	due := q.done + ` IS NULL AND next_attempt_at <= ? AND ` + leaseFree
	pick, args := due, []any{now, now}
	if q.onePerUser != "" {
		pick += ` AND ` + q.onePerUser + ` NOT IN (SELECT ` + q.onePerUser + ` FROM ` + q.table +
			` WHERE ` + q.done + ` IS NULL AND locked_until >= ?)`
		args = append(args, now)
	}
	rows, err := db.sql.QueryContext(ctx, db.rebind(
		`WITH picked AS (
		     SELECT id FROM `+q.table+`
		     WHERE `+pick+`
		     ORDER BY `+q.order+`
		     LIMIT ?`+claimLocking[db.dialect]+`)
		 UPDATE `+q.table+`
		 SET locked_by = ?, locked_until = ?, attempts = attempts + 1`+q.claimed+`
		 WHERE id IN (SELECT id FROM picked)
		   AND `+due+`
		 RETURNING `+q.returns),
		append(args, limit, owner, now.Add(lease), now, now)...)
	out, err := scanAll(rows, err, scan)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", q.claim, err)
	}
	return out, nil
}

// maxLastError bounds last_error: an SMTP error can quote a whole server response.
const maxLastError = 1000

// releaseFailed records a failed attempt at row id of q, which owner holds: it keeps
// reason (at most maxLastError characters), releases the lease and makes the row due
// again at next. A row owner no longer holds gives ErrLeaseLost.
func (db *DB) releaseFailed(ctx context.Context, q leasedQueue, id any, owner, reason string, next time.Time) error {
	if r := []rune(reason); len(r) > maxLastError {
		reason = string(r[:maxLastError])
	}
	args := []any{reason, dbTime(next)}
	if q.failed != "" {
		args = append(args, dbTime(db.clock.Now()))
	}
	res, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE `+q.table+`
		SET last_error = ?, next_attempt_at = ?, locked_by = '', locked_until = NULL`+q.failed+`
		WHERE id = ? AND locked_by = ? AND `+q.done+` IS NULL`), append(args, id, owner)...)
	what := fmt.Sprintf("mark %s %v failed", q.item, id)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return oneRow(res, what)
}

// oneRow checks that an update of a leased row changed it: otherwise the caller no
// longer holds the lease (ErrLeaseLost).
func oneRow(res sql.Result, what string) error {
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	if n != 1 {
		return fmt.Errorf("%s: %w", what, ErrLeaseLost)
	}
	return nil
}

// TakeLease makes owner the holder of the lease called name until now+ttl, when the lease
// is free or owner holds it already (which extends it). held tells whether owner holds it
// after the call. Work that must run on one instance at a time (the retention pass) runs
// only while its lease is held; two callers at once never both get it: on SQLite the
// update holds the write lock, on PostgreSQL the second update waits for the first and
// then finds the lease taken.
func (db *DB) TakeLease(ctx context.Context, name, owner string, now time.Time, ttl time.Duration) (held bool, err error) {
	if name == "" || owner == "" || ttl <= 0 {
		return false, errors.New("take lease: a name, an owner and a positive ttl are required")
	}
	now = dbTime(now)
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO leases (name) VALUES (?) ON CONFLICT (name) DO NOTHING`), name); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE leases SET locked_by = ?, locked_until = ?
			WHERE name = ? AND (locked_by = ? OR `+leaseFree+`)`), owner, now.Add(ttl), name, owner, now)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		held = n == 1
		return err
	})
	if err != nil {
		return false, fmt.Errorf("take lease %s: %w", name, err)
	}
	return held, nil
}
