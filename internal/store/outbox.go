package store

import (
	"cmp"
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"lexa/internal/lexa"
)

// ErrLeaseLost is returned by MarkMailSent and MarkMailFailed when the caller no longer
// holds the message: its lease ran out and another instance took it over, or it was
// already marked.
var ErrLeaseLost = errors.New("mail lease lost")

// maxMailError bounds last_error: an SMTP error can quote a whole server response.
const maxMailError = 1000

// enqueueMail queues e inside tx, so the mail exists exactly when the change that causes
// it is committed. It is due at once; the worker sends it on its next poll.
func (db *DB) enqueueMail(ctx context.Context, tx *sql.Tx, kind string, e lexa.Email) error {
	msg, err := outboxMessage(kind, e)
	if err != nil {
		return err
	}
	now := dbTime(db.clock.Now())
	_, err = tx.ExecContext(ctx, db.rebind(
		`INSERT INTO mail_outbox (kind, message, created_at, next_attempt_at) VALUES (?, ?, ?, ?)`),
		kind, msg, now, now)
	if err != nil {
		return fmt.Errorf("enqueue mail %s: %w", kind, err)
	}
	return nil
}

// outboxMessage checks a mail to queue and writes it as the outbox keeps it.
func outboxMessage(kind string, e lexa.Email) (string, error) {
	if kind == "" {
		return "", errors.New("enqueue mail: kind is required")
	}
	if len(e.To) == 0 {
		return "", fmt.Errorf("enqueue mail %s: no recipient", kind)
	}
	msg, err := json.Marshal(e)
	if err != nil {
		return "", fmt.Errorf("enqueue mail %s: %w", kind, err)
	}
	return string(msg), nil
}

// EnqueueMail queues e on its own. Changes that cause mail call enqueueMail inside their
// own transaction instead; this is for mail that follows from nothing stored.
func (db *DB) EnqueueMail(ctx context.Context, kind string, e lexa.Email) error {
	return db.inTx(ctx, func(tx *sql.Tx) error { return db.enqueueMail(ctx, tx, kind, e) })
}

// ClaimDueMail leases up to limit unsent messages that are due and not leased by anyone
// else, oldest due first, and counts the attempt.
//
// It is one conditional UPDATE, which is what makes it safe across instances: on SQLite
// the statement holds the write lock; on PostgreSQL a row another claimer changed
// meanwhile is re-checked against the WHERE clause, and its fresh lease excludes it. A
// claimer can therefore come back with fewer rows than are due (never the same row as
// another); the next poll gets the rest. On PostgreSQL the rows are picked FOR UPDATE
// SKIP LOCKED (claimLocking): without it, claimers locked their rows in the order of
// the table's tuples, which updates keep moving, and deadlocked each other and the
// worker marking a message sent (seen under load with three instances; a lost "sent"
// mark means the message goes out again after its lease).
func (db *DB) ClaimDueMail(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]lexa.OutboxMail, error) {
	if owner == "" || lease <= 0 || limit <= 0 {
		return nil, errors.New("claim mail: owner, a positive lease and a positive limit are required")
	}
	now = dbTime(now)
	rows, err := db.sql.QueryContext(ctx, db.rebind(
		`WITH picked AS (
		     SELECT id FROM mail_outbox
		     WHERE sent_at IS NULL AND next_attempt_at <= ? AND `+leaseFree+`
		     ORDER BY next_attempt_at, id
		     LIMIT ?`+claimLocking[db.dialect]+`)
		 UPDATE mail_outbox
		 SET locked_by = ?, locked_until = ?, attempts = attempts + 1
		 WHERE id IN (SELECT id FROM picked)
		   AND sent_at IS NULL AND next_attempt_at <= ? AND `+leaseFree+`
		 RETURNING id, kind, message, attempts`),
		now, now, limit, owner, now.Add(lease), now, now)
	if err != nil {
		return nil, fmt.Errorf("claim mail: %w", err)
	}
	defer rows.Close()
	var out []lexa.OutboxMail
	for rows.Next() {
		var m lexa.OutboxMail
		var msg []byte
		if err := rows.Scan(&m.ID, &m.Kind, &msg, &m.Attempts); err != nil {
			return nil, fmt.Errorf("claim mail: %w", err)
		}
		// A row that does not decode is still handed out, without recipients: the worker
		// then fails it like any undeliverable message (logged, backed off) instead of
		// one bad row making every claim of its batch fail.
		if err := json.Unmarshal(msg, &m.Email); err != nil {
			m.Email = lexa.Email{}
		}
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("claim mail: %w", err)
	}
	// RETURNING has no order; send the oldest first.
	slices.SortFunc(out, func(a, b lexa.OutboxMail) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// MarkMailSent records delivery of a message owner holds. The lease holder is kept in
// locked_by as a record of which instance sent it.
func (db *DB) MarkMailSent(ctx context.Context, id int64, owner string, at time.Time) error {
	res, err := db.sql.ExecContext(ctx, db.rebind(
		`UPDATE mail_outbox SET sent_at = ?, locked_until = NULL, last_error = ''
		 WHERE id = ? AND locked_by = ? AND sent_at IS NULL`),
		dbTime(at), id, owner)
	if err != nil {
		return fmt.Errorf("mark mail %d sent: %w", id, err)
	}
	return oneRow(res, fmt.Sprintf("mark mail %d sent", id))
}

// MarkMailFailed records a failed attempt of a message owner holds, releases the lease
// and makes it due again at next.
func (db *DB) MarkMailFailed(ctx context.Context, id int64, owner string, reason string, next time.Time) error {
	if r := []rune(reason); len(r) > maxMailError {
		reason = string(r[:maxMailError])
	}
	res, err := db.sql.ExecContext(ctx, db.rebind(
		`UPDATE mail_outbox SET last_error = ?, next_attempt_at = ?, locked_by = '', locked_until = NULL
		 WHERE id = ? AND locked_by = ? AND sent_at IS NULL`),
		reason, dbTime(next), id, owner)
	if err != nil {
		return fmt.Errorf("mark mail %d failed: %w", id, err)
	}
	return oneRow(res, fmt.Sprintf("mark mail %d failed", id))
}

// OutboxDepth counts the messages not yet sent, for monitoring: a depth that only grows
// means mail is not leaving.
func (db *DB) OutboxDepth(ctx context.Context) (int, error) {
	var n int
	if err := db.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL`).Scan(&n); err != nil {
		return 0, fmt.Errorf("count outbox: %w", err)
	}
	return n, nil
}

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

// dbTime is how every instant is stored: UTC, to the microsecond PostgreSQL keeps, so a
// value read back compares equal to the one written on both databases.
func dbTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// claimLocking ends the query that picks the rows a claim leases. On PostgreSQL it locks
// them as it picks them and passes over rows another transaction holds, so a claim never
// waits for a row lock and cannot be part of a deadlock; SQLite has one writer and no row
// locks. The pick is a WITH clause, which PostgreSQL runs once: as a subquery under IN,
// with the locking clause, it ran again for rows the update had changed and leased more
// rows than the limit.
var claimLocking = map[Dialect]string{SQLite: "", Postgres: " FOR UPDATE SKIP LOCKED"}
