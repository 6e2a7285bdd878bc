package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// ApplySubscription stores u's description of a subscription unless a newer one (higher
// Seq) is stored already, in one transaction with all that follows from it: the owner's
// profile, an audit row when a person would notice the change, the mails mailer composes
// and, for an update from a webhook event, that event marked processed (so a redelivered
// or re-claimed event changes nothing). It returns the audit action of the change, ""
// when nothing noticeable changed or the update was older than what is stored.
func (db *DB) ApplySubscription(ctx context.Context, u lexa.SubscriptionUpdate, mailer lexa.SubscriptionMailer) (string, error) {
	if u.Subscription.ID == "" {
		return "", errors.New("apply subscription: the subscription id is required")
	}
	var action string
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		action, err = db.applySubscriptionTx(ctx, tx, u, mailer)
		return err
	})
	if err != nil {
		var e *lexa.Error
		if errors.As(err, &e) || errors.Is(err, lexa.ErrEventNotHeld) {
			return "", err
		}
		return "", fmt.Errorf("apply subscription %s: %w", u.Subscription.ID, err)
	}
	return action, nil
}

func (db *DB) applySubscriptionTx(ctx context.Context, tx *sql.Tx, u lexa.SubscriptionUpdate, mailer lexa.SubscriptionMailer) (string, error) {
	s := u.Subscription
	if err := db.lockKey(ctx, tx, "subscription:"+s.ID); err != nil {
		return "", err
	}
	if u.OnlyIfNoneOpen {
		if err := db.refuseSecondSubscription(ctx, tx, u.UserHint); err != nil {
			return "", err
		}
	}
	if u.Event != nil {
		if err := db.holdsEvent(ctx, tx, u.Event.ID, u.WorkerID); err != nil {
			return "", err
		}
	}
	prev, prevSeq, err := db.subscriptionByID(ctx, tx, s.ID)
	if err != nil {
		return "", err
	}
	action, outcome := "", "stale"
	owner := ""
	if prev != nil {
		owner = prev.UserID
	}
	if prev == nil || prevSeq <= u.Seq {
		outcome = "applied"
		if owner, err = db.subscriptionOwner(ctx, tx, u.UserHint, s.CustomerID, owner); err != nil {
			return "", err
		}
		s.UserID = owner
		action = lexa.SubscriptionChange(prev, s)
		if err := db.upsertSubscription(ctx, tx, s, u.Seq); err != nil {
			return "", err
		}
		if err := db.syncProfiles(ctx, tx, s.UserID, prev); err != nil {
			return "", err
		}
		if action != "" {
			if _, err := db.appendAudit(ctx, tx, subscriptionAudit(action, prev, s, u)); err != nil {
				return "", err
			}
		}
	}
	if err := db.subscriptionMails(ctx, tx, owner, u, mailer); err != nil {
		return "", err
	}
	if u.Event != nil {
		if err := db.completeEvent(ctx, tx, u.Event.ID, u.WorkerID, outcome); err != nil {
			return "", err
		}
	}
	return action, nil
}

// refuseSecondSubscription is the test-mode checkout's guard: one open subscription per
// user, decided under a per-user lock so two confirmations cannot both start one.
func (db *DB) refuseSecondSubscription(ctx context.Context, tx *sql.Tx, userID string) error {
	if err := db.lockKey(ctx, tx, "billing-user:"+userID); err != nil {
		return err
	}
	subs, err := db.userSubscriptions(ctx, tx, userID)
	if err != nil {
		return err
	}
	if _, open := lexa.OpenSubscription(subs); open {
		return lexa.ErrAlreadySubscribed
	}
	return nil
}

func (db *DB) subscriptionByID(ctx context.Context, tx *sql.Tx, id string) (*lexa.Subscription, int64, error) {
	s, seq, err := scanSubscription(tx.QueryRowContext(ctx, db.rebind(`SELECT `+subscriptionColumns+` FROM subscriptions WHERE id = ?`), id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, 0, nil
	}
	if err != nil {
		return nil, 0, err
	}
	return &s, seq, nil
}

// subscriptionOwner finds the account a subscription belongs to: the one the provider
// names, else the owner of its customer, else the one it had; "" when none exists.
func (db *DB) subscriptionOwner(ctx context.Context, tx *sql.Tx, hint, customerID, had string) (string, error) {
	candidates := []struct{ query, arg string }{
		{`SELECT id FROM users WHERE id = ?`, hint},
		{`SELECT user_id FROM billing_customers WHERE customer_id = ?`, customerID},
		{`SELECT id FROM users WHERE id = ?`, had},
	}
	for _, c := range candidates {
		if c.arg == "" {
			continue
		}
		var id string
		err := tx.QueryRowContext(ctx, db.rebind(c.query), c.arg).Scan(&id)
		if errors.Is(err, sql.ErrNoRows) {
			continue
		}
		if err != nil {
			return "", err
		}
		return id, nil
	}
	return "", nil
}

func (db *DB) upsertSubscription(ctx context.Context, tx *sql.Tx, s lexa.Subscription, seq int64) error {
	planName := s.PlanName
	if planName == "" {
		planName = s.PriceID // a price this installation does not sell any more
	}
	_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO subscriptions (id, user_id, plan_id, plan_name,
		billing_interval, price_id, product_id, status, stripe_customer_id, current_period_start, current_period_end,
		trial_end, cancel_at, ended_at, created_at, updated_at, sync_seq)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
		ON CONFLICT (id) DO UPDATE SET user_id = excluded.user_id, plan_id = excluded.plan_id,
			plan_name = excluded.plan_name, billing_interval = excluded.billing_interval,
			price_id = excluded.price_id, product_id = excluded.product_id, status = excluded.status,
			stripe_customer_id = excluded.stripe_customer_id, current_period_start = excluded.current_period_start,
			current_period_end = excluded.current_period_end, trial_end = excluded.trial_end,
			cancel_at = excluded.cancel_at, ended_at = excluded.ended_at, updated_at = excluded.updated_at,
			sync_seq = excluded.sync_seq`),
		s.ID, nullString(s.UserID), s.PlanID, planName, string(s.Interval), s.PriceID, s.ProductID, s.Status,
		s.CustomerID, nullTimeOf(s.CurrentPeriodStart), nullTimeOf(s.CurrentPeriodEnd), nullTimeAt(s.TrialEnd),
		nullTimeAt(s.CancelAt), nullTimeAt(s.EndedAt), dbTime(s.CreatedAt), dbTime(db.clock.Now()), seq)
	return err
}

// syncProfiles keeps profiles.subscription_tier, subscription_status and trial_ends_at,
// and the usage limits of the services, in step with the owner's subscriptions (and the
// previous owner's, if it changed).
func (db *DB) syncProfiles(ctx context.Context, tx *sql.Tx, owner string, prev *lexa.Subscription) error {
	users := []string{owner}
	if prev != nil && prev.UserID != owner {
		users = append(users, prev.UserID)
	}
	for _, id := range users {
		if id == "" {
			continue
		}
		subs, err := db.userSubscriptions(ctx, tx, id)
		if err != nil {
			return err
		}
		var tier, status sql.NullString
		var trial sql.NullTime
		if cur, ok := lexa.CurrentSubscription(subs, db.clock.Now()); ok {
			tier, status = nullString(cur.PlanID), nullString(cur.Status)
			if cur.Status == lexa.StatusTrialing {
				trial = nullTime(cur.TrialEnd)
			}
		} else if len(subs) > 0 {
			status = nullString(subs[0].Status)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE profiles SET subscription_tier = ?, subscription_status = ?,
			trial_ends_at = ? WHERE id = ?`), tier, status, trial, id); err != nil {
			return err
		}
		if err := db.syncUsageLimits(ctx, tx, id, tier.String); err != nil {
			return err
		}
	}
	return nil
}

func subscriptionAudit(action string, prev *lexa.Subscription, s lexa.Subscription, u lexa.SubscriptionUpdate) lexa.AuditEntry {
	detail := map[string]string{"subscription_id": s.ID, "plan": s.PlanID, "status": s.Status, "source": u.Source}
	if prev != nil && prev.Status != s.Status {
		detail["previous_status"] = prev.Status
	}
	if prev != nil && prev.PriceID != s.PriceID {
		detail["previous_plan"] = prev.PlanID
	}
	if s.CancelAt != nil {
		detail["cancel_at"] = s.CancelAt.UTC().Format("2006-01-02T15:04:05Z")
	}
	if u.Event != nil {
		detail["event_id"] = u.Event.ID
	}
	return lexa.AuditEntry{Action: action, TableName: "subscriptions", IPAddress: u.IP, UserID: s.UserID, Detail: detail}
}

// subscriptionMails queues what mailer composes for the update, addressed by the owner.
func (db *DB) subscriptionMails(ctx context.Context, tx *sql.Tx, owner string, u lexa.SubscriptionUpdate, mailer lexa.SubscriptionMailer) error {
	if mailer == nil {
		return nil
	}
	var user *lexa.User
	if owner != "" {
		found, err := scanUser(tx.QueryRowContext(ctx, db.rebind(`SELECT `+userColumns+` FROM users u WHERE u.id = ?`), owner))
		if err != nil && err != errNoUser {
			return err
		}
		if err == nil {
			user = &found
		}
	}
	mails, err := mailer(user, u)
	if err != nil {
		return err
	}
	return db.enqueueAll(ctx, tx, mails)
}
