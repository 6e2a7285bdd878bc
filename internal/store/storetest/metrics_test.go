package storetest

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// The metrics read the backlogs at each scrape: lexa_mail_outbox_depth counts every
// message not sent yet, whether due, being sent or waiting for a retry;
// lexa_webhook_events_pending and lexa_webhook_oldest_pending_seconds count events not
// applied yet, failing ones included, and the age of the oldest since it was received.
func TestBacklogsAsTheMetricsReadThem(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		if n, err := db.OutboxDepth(ctx); n != 0 || err != nil {
			t.Fatalf("outbox depth %d, %v on a new database", n, err)
		}
		if pending, oldest, err := db.WebhookBacklog(ctx); pending != 0 || oldest != 0 || err != nil {
			t.Fatalf("webhook backlog %d, oldest %v, %v on a new database; want 0, 0", pending, oldest, err)
		}

		for i := range 3 {
			if err := db.EnqueueMail(ctx, "metrics_test", testEmail(i)); err != nil {
				t.Fatal(err)
			}
		}
		ids := claimIDs(t, db, "a", clock.Now(), 2)
		if len(ids) != 2 {
			t.Fatalf("claimed %v, want two", ids)
		}
		if err := db.MarkMailSent(ctx, ids[0], "a", clock.Now()); err != nil {
			t.Fatal(err)
		}
		if err := db.MarkMailFailed(ctx, ids[1], "a", "421 try later", clock.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		// One sent; one waiting an hour for its retry; one due and now leased.
		if leased := claimIDs(t, db, "b", clock.Now(), 10); len(leased) != 1 {
			t.Fatalf("claimed %v, want the third message", leased)
		}
		if n, err := db.OutboxDepth(ctx); n != 2 || err != nil {
			t.Errorf("outbox depth %d, %v; want 2 (a retry waiting, a message being sent)", n, err)
		}

		for _, id := range []string{"evt_old", "evt_new"} {
			e := lexa.BillingEvent{ID: id, Type: lexa.EventInvoicePaymentFailed, SubscriptionID: "sub_" + id, Created: clock.Now()}
			if _, err := db.ReceiveWebhookEvent(ctx, e); err != nil {
				t.Fatal(err)
			}
			clock.Advance(30 * time.Second)
		}
		clock.Advance(30 * time.Second) // evt_old received 90 s ago, evt_new 60 s ago
		if pending, oldest, err := db.WebhookBacklog(ctx); pending != 2 || oldest != 90*time.Second || err != nil {
			t.Errorf("webhook backlog %d, oldest %v, %v; want 2, 1m30s", pending, oldest, err)
		}
		claimed, err := db.ClaimWebhookEvents(ctx, "w", clock.Now(), time.Minute, 10)
		if err != nil || len(claimed) != 2 || claimed[0].ID != "evt_old" {
			t.Fatalf("claimed %+v, %v; want both, the oldest first", claimed, err)
		}
		if err := db.MarkWebhookEventSkipped(ctx, "evt_old", "w", "unknown subscription", clock.Now()); err != nil {
			t.Fatal(err)
		}
		if err := db.MarkWebhookEventFailed(ctx, "evt_new", "w", "provider unreachable", clock.Now().Add(time.Hour)); err != nil {
			t.Fatal(err)
		}
		// The applied event drops out; the failing one still counts as lag.
		if pending, oldest, err := db.WebhookBacklog(ctx); pending != 1 || oldest != time.Minute || err != nil {
			t.Errorf("webhook backlog %d, oldest %v, %v; want 1, 1m0s", pending, oldest, err)
		}

		// The pool the metrics export is the store's own: configured, and in use.
		stats := db.Pool().Stats()
		if stats.MaxOpenConnections <= 0 || stats.OpenConnections < 1 {
			t.Errorf("pool stats %+v: want a connection limit and an open connection", stats)
		}
	})
}
