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
// else, oldest due first, and counts the attempt (claimDue: safe across instances).
// They come back oldest first.
func (db *DB) ClaimDueMail(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]lexa.OutboxMail, error) {
	out, err := claimDue(ctx, db, mailQueue, owner, now, lease, limit, scanOutboxMail)
	if err != nil {
		return nil, err
	}
	slices.SortFunc(out, func(a, b lexa.OutboxMail) int { return cmp.Compare(a.ID, b.ID) })
	return out, nil
}

// scanOutboxMail reads a claimed message. A row that does not decode is still handed
// out, without recipients: the worker then fails it like any undeliverable message
// (logged, backed off) instead of one bad row making every claim of its batch fail.
func scanOutboxMail(row scanner) (lexa.OutboxMail, error) {
	var m lexa.OutboxMail
	var msg []byte
	if err := row.Scan(&m.ID, &m.Kind, &msg, &m.Attempts); err != nil {
		return m, err
	}
	if err := json.Unmarshal(msg, &m.Email); err != nil {
		m.Email = lexa.Email{}
	}
	return m, nil
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
	return db.releaseFailed(ctx, mailQueue, id, owner, reason, next)
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
