package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// subscribedUser stores an account and returns it.
func subscribedUser(t *testing.T, db *store.DB, clock *Clock, email string) lexa.User {
	t.Helper()
	u, p := newUser(email, clock.Now())
	if err := db.CreateUser(context.Background(), u, p, nil, nil, nil); err != nil {
		t.Fatal(err)
	}
	return u
}

func trialing(id, userID string, now time.Time) lexa.Subscription {
	end := now.AddDate(0, 0, 30)
	return lexa.Subscription{ID: id, UserID: userID, CustomerID: "cus_" + userID, PlanID: "professional", PlanName: "Professional",
		Interval: lexa.Monthly, PriceID: "price_pro_m", ProductID: "prod_pro", Status: lexa.StatusTrialing,
		CurrentPeriodStart: now, CurrentPeriodEnd: end, TrialEnd: &end, CreatedAt: now}
}

func apply(t *testing.T, db *store.DB, sub lexa.Subscription, seq int64) string {
	t.Helper()
	action, err := db.ApplySubscription(context.Background(), lexa.SubscriptionUpdate{Subscription: sub, Seq: seq, Source: "test", UserHint: sub.UserID}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return action
}

func TestSubscriptionUpdatesAreOrderedBySeq(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "jane@example.com")
		sub := trialing("sub_1", u.ID, clock.Now())

		if got := apply(t, db, sub, 2); got != lexa.AuditSubscriptionCreated {
			t.Errorf("first description: %q", got)
		}
		older := sub
		older.Status = lexa.StatusPastDue
		if got := apply(t, db, older, 1); got != "" {
			t.Errorf("an older read was applied: %q", got)
		}
		if got := apply(t, db, sub, 3); got != "" {
			t.Errorf("the same state again is a change: %q", got)
		}
		p, _ := db.Profile(ctx, u.ID)
		if p.SubscriptionTier != "professional" || p.SubscriptionStatus != lexa.StatusTrialing || p.TrialEndsAt == nil {
			t.Errorf("profile after the trial started: %+v", p)
		}

		canceled := sub
		now := clock.Now()
		canceled.Status, canceled.EndedAt = lexa.StatusCanceled, &now
		if got := apply(t, db, canceled, 4); got != lexa.AuditSubscriptionCanceled {
			t.Errorf("cancellation: %q", got)
		}
		subs, err := db.UserSubscriptions(ctx, u.ID)
		if err != nil || len(subs) != 1 || subs[0].Status != lexa.StatusCanceled || subs[0].EndedAt == nil ||
			!subs[0].CurrentPeriodEnd.Equal(sub.CurrentPeriodEnd) || subs[0].PlanName != "Professional" {
			t.Fatalf("stored %+v %v", subs, err)
		}
		p, _ = db.Profile(ctx, u.ID)
		if p.SubscriptionTier != "" || p.SubscriptionStatus != lexa.StatusCanceled || p.TrialEndsAt != nil {
			t.Errorf("profile after the end: %+v", p)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE table_name = 'subscriptions' AND user_id = ?`, u.ID); n != 2 {
			t.Errorf("%d audit rows, want created and canceled", n)
		}
	})
}

func TestSubscriptionOwnerAndAccountDeletion(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "sam@example.com")
		if got, err := db.SaveBillingCustomer(ctx, u.ID, "cus_first"); err != nil || got != "cus_first" {
			t.Fatalf("save customer: %q %v", got, err)
		}
		if got, _ := db.SaveBillingCustomer(ctx, u.ID, "cus_second"); got != "cus_first" {
			t.Errorf("a second customer replaced the first: %q", got)
		}

		// No user named (or a user that does not exist): the customer's owner.
		sub := trialing("sub_2", "", clock.Now())
		sub.CustomerID = "cus_first"
		if _, err := db.ApplySubscription(ctx, lexa.SubscriptionUpdate{Subscription: sub, Seq: 1, UserHint: "no-such-user"}, nil); err != nil {
			t.Fatal(err)
		}
		if subs, _ := db.UserSubscriptions(ctx, u.ID); len(subs) != 1 {
			t.Fatalf("the customer's owner has %d subscriptions", len(subs))
		}

		// A stranger's customer: stored without an account.
		stray := trialing("sub_3", "", clock.Now())
		stray.CustomerID = "cus_unknown"
		apply(t, db, stray, 2)
		if n := CountRows(t, db, `SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_3' AND user_id IS NULL`); n != 1 {
			t.Error("a subscription of an unknown customer was not kept")
		}

		// Deleting the account keeps its subscription as a billing record.
		if err := db.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_2' AND user_id IS NULL`); n != 1 {
			t.Error("the subscription went with the account")
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM billing_customers`); n != 0 {
			t.Errorf("%d billing customers left after the deletion", n)
		}
	})
}

func TestOneOpenSubscriptionPerUser(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "ana@example.com")
		WarmPool(t, db)
		const tries = 8
		var wg sync.WaitGroup
		errs := make(chan error, tries)
		for i := range tries {
			wg.Go(func() {
				sub := trialing(lexa.NewID(), u.ID, clock.Now())
				_, err := db.ApplySubscription(context.Background(), lexa.SubscriptionUpdate{
					Subscription: sub, Seq: int64(i + 1), UserHint: u.ID, OnlyIfNoneOpen: true}, nil)
				errs <- err
			})
		}
		wg.Wait()
		close(errs)
		ok, refused := 0, 0
		for err := range errs {
			switch {
			case err == nil:
				ok++
			case errors.Is(err, lexa.ErrAlreadySubscribed):
				refused++
			default:
				t.Errorf("unexpected: %v", err)
			}
		}
		if ok != 1 || refused != tries-1 {
			t.Errorf("%d started, %d refused; want 1 and %d", ok, refused, tries-1)
		}
	})
}

func TestBillingSeqOnlyGrows(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, _ := New(t, b)
		var mu sync.Mutex
		seen := map[int64]bool{}
		var wg sync.WaitGroup
		for range 4 {
			wg.Go(func() {
				last := int64(0)
				for range 25 {
					n, err := db.NextBillingSeq(context.Background())
					if err != nil || n <= last {
						t.Errorf("seq %d after %d: %v", n, last, err)
						return
					}
					last = n
					mu.Lock()
					seen[n] = true
					mu.Unlock()
				}
			})
		}
		wg.Wait()
		if len(seen) != 100 {
			t.Errorf("%d distinct tickets for 100 calls", len(seen))
		}
	})
}

func TestWebhookInboxAppliesEachEventOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "lee@example.com")
		e := lexa.BillingEvent{ID: "evt_1", Type: lexa.EventInvoicePaymentFailed, SubscriptionID: "sub_9", CustomerID: "cus_9", Created: clock.Now()}
		for i, wantNew := range []bool{true, false} {
			if isNew, err := db.ReceiveWebhookEvent(ctx, e); err != nil || isNew != wantNew {
				t.Fatalf("delivery %d: new=%v %v", i+1, isNew, err)
			}
		}
		claimed, err := db.ClaimWebhookEvents(ctx, "worker-a", clock.Now(), time.Minute, 10)
		if err != nil || len(claimed) != 1 || claimed[0].Attempts != 1 || claimed[0].SubscriptionID != "sub_9" {
			t.Fatalf("claim: %+v %v", claimed, err)
		}
		if other, _ := db.ClaimWebhookEvents(ctx, "worker-b", clock.Now(), time.Minute, 10); len(other) != 0 {
			t.Fatalf("a second worker claimed a leased event: %+v", other)
		}
		clock.Advance(time.Second)
		if pending, oldest, err := db.WebhookBacklog(ctx); pending != 1 || oldest != time.Second || err != nil {
			t.Errorf("backlog %d, oldest %v, %v", pending, oldest, err)
		}

		mailed := 0
		mailer := func(owner *lexa.User, u lexa.SubscriptionUpdate) ([]lexa.OutgoingMail, error) {
			mailed++
			if owner == nil {
				t.Error("the mailer got no owner")
				return nil, nil
			}
			return []lexa.OutgoingMail{{Kind: "payment_failed", Email: lexa.Email{To: []string{owner.Email}}}}, nil
		}
		sub := trialing("sub_9", u.ID, clock.Now())
		update := lexa.SubscriptionUpdate{Subscription: sub, Seq: 1, UserHint: u.ID, Event: &claimed[0], WorkerID: "worker-b"}
		if _, err := db.ApplySubscription(ctx, update, mailer); !errors.Is(err, lexa.ErrEventNotHeld) {
			t.Fatalf("applied by a worker that does not hold the event: %v", err)
		}
		update.WorkerID = "worker-a"
		if _, err := db.ApplySubscription(ctx, update, mailer); err != nil {
			t.Fatal(err)
		}
		if _, err := db.ApplySubscription(ctx, update, mailer); !errors.Is(err, lexa.ErrEventNotHeld) {
			t.Fatalf("applied twice: %v", err)
		}
		if depth, _ := db.OutboxDepth(ctx); depth != 1 || mailed != 1 {
			t.Errorf("outbox %d, mailer called %d times; want one mail", depth, mailed)
		}
		if pending, _, err := db.WebhookBacklog(ctx); pending != 0 || err != nil {
			t.Errorf("backlog %d after applying: %v", pending, err)
		}
		if again, _ := db.ClaimWebhookEvents(ctx, "worker-c", clock.Now().Add(time.Hour), time.Minute, 10); len(again) != 0 {
			t.Errorf("a processed event was claimed again: %+v", again)
		}
	})
}

func TestWebhookInboxRetriesAndSkips(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		for _, id := range []string{"evt_a", "evt_b"} {
			if _, err := db.ReceiveWebhookEvent(ctx, lexa.BillingEvent{ID: id, Type: lexa.EventSubscriptionUpdated, SubscriptionID: "sub_" + id, Created: clock.Now()}); err != nil {
				t.Fatal(err)
			}
		}
		claimed, _ := db.ClaimWebhookEvents(ctx, "w", clock.Now(), time.Minute, 10)
		if len(claimed) != 2 {
			t.Fatalf("claimed %d", len(claimed))
		}
		if err := db.MarkWebhookEventFailed(ctx, "evt_a", "w", "stripe down", clock.Now().Add(time.Minute)); err != nil {
			t.Fatal(err)
		}
		if err := db.MarkWebhookEventSkipped(ctx, "evt_b", "w", "unknown subscription", clock.Now()); err != nil {
			t.Fatal(err)
		}
		if err := db.MarkWebhookEventSkipped(ctx, "evt_b", "w", "again", clock.Now()); err == nil {
			t.Error("a processed event was skipped twice")
		}
		if due, _ := db.ClaimWebhookEvents(ctx, "w", clock.Now(), time.Minute, 10); len(due) != 0 {
			t.Errorf("a failed event came back before its retry time: %+v", due)
		}
		clock.Advance(2 * time.Minute)
		due, _ := db.ClaimWebhookEvents(ctx, "w", clock.Now(), time.Minute, 10)
		if len(due) != 1 || due[0].ID != "evt_a" || due[0].Attempts != 2 {
			t.Errorf("retry: %+v", due)
		}
	})
}

// Two workers applying events of one new subscription at once: one created row, one
// "created" in the audit trail, the newer description stored.
func TestConcurrentDescriptionsOfOneSubscription(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "race@example.com")
		WarmPool(t, db)
		var wg sync.WaitGroup
		for seq := range int64(10) {
			wg.Go(func() {
				sub := trialing("sub_race", u.ID, clock.Now())
				if seq%2 == 1 {
					sub.Status = lexa.StatusActive
				}
				if _, err := db.ApplySubscription(context.Background(), lexa.SubscriptionUpdate{Subscription: sub, Seq: seq + 1, UserHint: u.ID}, nil); err != nil {
					t.Error(err)
				}
			})
		}
		wg.Wait()
		if n := CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = 'subscription_created'`); n != 1 {
			t.Errorf("%d subscription_created audit rows", n)
		}
		// Seq 10 (odd index 9) described it active; it is the newest and must be what stays.
		if n := CountRows(t, db, `SELECT COUNT(*) FROM subscriptions WHERE id = 'sub_race' AND status = 'active' AND sync_seq = 10`); n != 1 {
			t.Error("the newest description is not the one stored")
		}
	})
}
