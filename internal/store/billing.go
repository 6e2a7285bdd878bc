package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// BillingCustomer is the payment provider's customer of a user, or "" when there is none yet.
func (db *DB) BillingCustomer(ctx context.Context, userID string) (string, error) {
	var id string
	err := db.sql.QueryRowContext(ctx, db.rebind(`SELECT customer_id FROM billing_customers WHERE user_id = ?`), userID).Scan(&id)
	if errors.Is(err, sql.ErrNoRows) {
		return "", nil
	}
	if err != nil {
		return "", fmt.Errorf("billing customer: %w", err)
	}
	return id, nil
}

// SaveBillingCustomer records the user's customer unless one is recorded already, and
// returns the one that is: of two requests that created a customer at once, one wins.
func (db *DB) SaveBillingCustomer(ctx context.Context, userID, customerID string) (string, error) {
	var stored string
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO billing_customers (user_id, customer_id, created_at)
			VALUES (?, ?, ?) ON CONFLICT (user_id) DO NOTHING`), userID, customerID, dbTime(db.clock.Now())); err != nil {
			return err
		}
		return tx.QueryRowContext(ctx, db.rebind(`SELECT customer_id FROM billing_customers WHERE user_id = ?`), userID).Scan(&stored)
	})
	if err != nil {
		return "", fmt.Errorf("save billing customer: %w", err)
	}
	return stored, nil
}

// userSubscriptionsLimit bounds how many of a user's subscriptions are read: the newest
// decide everything, and a user rarely has more than a few.
const userSubscriptionsLimit = 20

// UserSubscriptions returns a user's subscriptions, newest first.
func (db *DB) UserSubscriptions(ctx context.Context, userID string) ([]lexa.Subscription, error) {
	subs, err := db.userSubscriptions(ctx, db.sql, userID)
	if err != nil {
		return nil, fmt.Errorf("user subscriptions: %w", err)
	}
	return subs, nil
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

func (db *DB) userSubscriptions(ctx context.Context, q querier, userID string) ([]lexa.Subscription, error) {
	rows, err := q.QueryContext(ctx, db.rebind(`SELECT `+subscriptionColumns+`
		FROM subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?`), userID, userSubscriptionsLimit)
	return scanAll(rows, err, func(row scanner) (lexa.Subscription, error) {
		s, _, err := scanSubscription(row)
		return s, err
	})
}

const subscriptionColumns = `id, user_id, plan_id, plan_name, billing_interval, price_id, product_id, status,
	stripe_customer_id, current_period_start, current_period_end, trial_end, cancel_at, ended_at, created_at, sync_seq`

func scanSubscription(row interface{ Scan(...any) error }) (lexa.Subscription, int64, error) {
	var s lexa.Subscription
	var userID sql.NullString
	var start, end, trial, cancelAt, ended sql.NullTime
	var interval string
	var seq int64
	err := row.Scan(&s.ID, &userID, &s.PlanID, &s.PlanName, &interval, &s.PriceID, &s.ProductID, &s.Status,
		&s.CustomerID, &start, &end, &trial, &cancelAt, &ended, &s.CreatedAt, &seq)
	if err != nil {
		return s, 0, err
	}
	s.UserID, s.Interval = userID.String, lexa.BillingInterval(interval)
	s.CurrentPeriodStart, s.CurrentPeriodEnd = start.Time.UTC(), end.Time.UTC()
	s.TrialEnd, s.CancelAt, s.EndedAt = timePtr(trial), timePtr(cancelAt), timePtr(ended)
	s.CreatedAt = s.CreatedAt.UTC()
	return s, seq, nil
}

// NextBillingSeq hands out the next ticket for SubscriptionUpdate.Seq; tickets only grow,
// across every instance sharing the database.
func (db *DB) NextBillingSeq(ctx context.Context) (int64, error) {
	var seq int64
	query := `UPDATE billing_sync SET seq = seq + 1 WHERE id = 1 RETURNING seq`
	if db.dialect == Postgres {
		query = `SELECT nextval('billing_sync_seq')`
	}
	if err := db.sql.QueryRowContext(ctx, query).Scan(&seq); err != nil {
		return 0, fmt.Errorf("next billing seq: %w", err)
	}
	return seq, nil
}

// lockKey serialises the transactions that name the same key until they end. SQLite
// needs nothing: its write transactions (BEGIN IMMEDIATE) run one at a time anyway.
func (db *DB) lockKey(ctx context.Context, tx *sql.Tx, key string) error {
	if db.dialect != Postgres {
		return nil
	}
	if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(hashtextextended($1, 0))`, key); err != nil {
		return fmt.Errorf("lock %s: %w", key, err)
	}
	return nil
}
