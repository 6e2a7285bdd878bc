package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// ReceiveWebhookEvent stores a verified event once, due for the billing worker at once.
// A redelivery of an event already stored changes nothing; isNew tells which it was.
func (db *DB) ReceiveWebhookEvent(ctx context.Context, e lexa.BillingEvent) (isNew bool, err error) {
	now := dbTime(db.clock.Now())
	res, err := db.sql.ExecContext(ctx, db.rebind(`INSERT INTO webhook_events
		(id, type, subscription_id, customer_id, user_hint, created_at, received_at, next_attempt_at)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING`),
		e.ID, e.Type, e.SubscriptionID, e.CustomerID, e.UserHint, dbTime(e.Created), now, now)
	if err != nil {
		return false, fmt.Errorf("receive webhook event %s: %w", e.ID, err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("receive webhook event %s: %w", e.ID, err)
	}
	return n == 1, nil
}

// ClaimWebhookEvents leases up to limit unprocessed events that are due, oldest first,
// and counts the attempt. Like ClaimDueMail it is claimDue, so two instances never hold
// the same event.
func (db *DB) ClaimWebhookEvents(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]lexa.BillingEvent, error) {
	return claimDue(ctx, db, webhookQueue, owner, now, lease, limit, func(row scanner) (lexa.BillingEvent, error) {
		var e lexa.BillingEvent
		err := row.Scan(&e.ID, &e.Type, &e.SubscriptionID, &e.CustomerID, &e.UserHint, &e.Created, &e.Attempts)
		e.Created = e.Created.UTC()
		return e, err
	})
}

// MarkWebhookEventFailed records a failed attempt of an event owner holds, releases it
// and makes it due again at next.
func (db *DB) MarkWebhookEventFailed(ctx context.Context, id, owner, reason string, next time.Time) error {
	return db.releaseFailed(ctx, webhookQueue, id, owner, reason, next)
}

// MarkWebhookEventSkipped completes an event owner holds without any effect (the
// subscription it names does not exist at the provider), recording why.
func (db *DB) MarkWebhookEventSkipped(ctx context.Context, id, owner, reason string, at time.Time) error {
	res, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE webhook_events
		SET processed_at = ?, outcome = ?, locked_until = NULL
		WHERE id = ? AND locked_by = ? AND processed_at IS NULL`), dbTime(at), "skipped: "+reason, id, owner)
	if err != nil {
		return fmt.Errorf("mark webhook event %s skipped: %w", id, err)
	}
	return oneRow(res, "mark webhook event "+id+" skipped")
}

// WebhookBacklog counts the received events not yet applied and says how long the
// oldest has waited, for monitoring and for tests that wait for the worker.
func (db *DB) WebhookBacklog(ctx context.Context) (pending int, oldest time.Duration, err error) {
	if err := db.sql.QueryRowContext(ctx, `SELECT COUNT(*) FROM webhook_events WHERE processed_at IS NULL`).Scan(&pending); err != nil {
		return 0, 0, fmt.Errorf("webhook backlog: %w", err)
	}
	if pending == 0 {
		return 0, 0, nil
	}
	// Not MIN(received_at): SQLite would hand an aggregate back as text, not a time.
	var first time.Time
	err = db.sql.QueryRowContext(ctx, `SELECT received_at FROM webhook_events WHERE processed_at IS NULL
		ORDER BY received_at LIMIT 1`).Scan(&first)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, 0, nil
	}
	if err != nil {
		return 0, 0, fmt.Errorf("webhook backlog: %w", err)
	}
	return pending, db.clock.Now().Sub(first), nil
}

// holdsEvent checks, inside the transaction that would apply it, that owner still holds
// the event and it is not processed: otherwise its effect belongs to someone else.
func (db *DB) holdsEvent(ctx context.Context, tx *sql.Tx, id, owner string) error {
	var lockedBy string
	var processed sql.NullTime
	err := tx.QueryRowContext(ctx, db.rebind(`SELECT locked_by, processed_at FROM webhook_events WHERE id = ?`), id).Scan(&lockedBy, &processed)
	if errors.Is(err, sql.ErrNoRows) || (err == nil && (processed.Valid || lockedBy != owner)) {
		return lexa.ErrEventNotHeld
	}
	return err
}

func (db *DB) completeEvent(ctx context.Context, tx *sql.Tx, id, owner, outcome string) error {
	res, err := tx.ExecContext(ctx, db.rebind(`UPDATE webhook_events
		SET processed_at = ?, outcome = ?, locked_until = NULL, last_error = ''
		WHERE id = ? AND locked_by = ? AND processed_at IS NULL`), dbTime(db.clock.Now()), outcome, id, owner)
	if err != nil {
		return err
	}
	if n, err := res.RowsAffected(); err != nil || n != 1 {
		return errors.Join(lexa.ErrEventNotHeld, err)
	}
	return nil
}
