package billing

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
	"lexa/internal/queue"
)

// WorkerStore is what the webhook worker needs from the database.
type WorkerStore interface {
	lexa.BillingInbox
	NextBillingSeq(ctx context.Context) (int64, error)
	ApplySubscription(ctx context.Context, u lexa.SubscriptionUpdate, mailer lexa.SubscriptionMailer) (string, error)
}

// SubscriptionReader reads a subscription's current state from the provider (Stripe).
type SubscriptionReader interface {
	Subscription(ctx context.Context, id string) (lexa.Subscription, string, error)
}

// PaymentMailer writes the mail a failed payment sends.
type PaymentMailer interface {
	PaymentFailed(to lexa.User, s lexa.Subscription) (lexa.Email, error)
}

// Worker applies received webhook events: for each, it reads the subscription again
// from Stripe and stores that state, so events that arrive late, twice or out of order
// all end in Stripe's current state. Every instance runs one; leases keep two from
// applying the same event, and the store applies each event once.
type Worker struct {
	store  WorkerStore
	reader SubscriptionReader
	mail   PaymentMailer
	logger *slog.Logger
	clock  lexa.Clock
	cfg    queue.Config // how the inbox is drained; options change it
}

// WorkerOption adjusts a Worker; the defaults suit production.
type WorkerOption func(*Worker)

// WithWorkerPoll sets how often the inbox is checked without a Notify (default 2 s).
func WithWorkerPoll(d time.Duration) WorkerOption { return func(w *Worker) { w.cfg.Poll = d } }

// WithWorkerBackoff sets the retry delay after a failed attempt (default 10 s doubling to 30 min).
func WithWorkerBackoff(base, max time.Duration) WorkerOption {
	return func(w *Worker) { w.cfg.BaseDelay, w.cfg.MaxDelay = base, max }
}

// NewWorker returns a worker that applies the events in store using reader.
func NewWorker(store WorkerStore, reader SubscriptionReader, mail PaymentMailer, logger *slog.Logger, clock lexa.Clock, opts ...WorkerOption) *Worker {
	w := &Worker{
		store: store, reader: reader, mail: mail, logger: logger, clock: clock,
		cfg: queue.Config{
			Owner: poll.OwnerID(), Poll: 2 * time.Second, Lease: 2 * time.Minute, Timeout: stripeTimeout + 5*time.Second,
			BaseDelay: 10 * time.Second, MaxDelay: 30 * time.Minute, Batch: 10,
		},
	}
	for _, o := range opts {
		o(w)
	}
	w.cfg.Loop = poll.NewLoop(w.cfg.Poll)
	return w
}

// Notify asks the worker to look at the inbox now (an event just arrived). It never blocks.
func (w *Worker) Notify() { w.cfg.Loop.Notify() }

// Run applies events until ctx is cancelled; the event in hand is finished first, and
// the rest of its batch is handed back for another instance.
func (w *Worker) Run(ctx context.Context) { w.runner().Run(ctx) }

// applied is what applying one event came to.
type applied struct {
	skipped bool // Stripe does not know the subscription: nothing to apply
	notHeld bool // another worker applied it (its lease had run out)
	change  string
	status  string
}

// runner drains the inbox on the runner every leased queue shares (internal/queue).
// Applying an event records it processed in the same transaction (ApplySubscription), so
// only a skipped event is recorded after its work.
func (w *Worker) runner() *queue.Runner[lexa.BillingEvent, applied] {
	return queue.New(queue.Work[lexa.BillingEvent, applied]{
		Name:     "webhook event",
		Claim:    w.store.ClaimWebhookEvents,
		Process:  w.apply,
		Complete: w.complete,
		Fail: func(ctx context.Context, owner string, e lexa.BillingEvent, reason string, next time.Time) error {
			return w.store.MarkWebhookEventFailed(ctx, e.ID, owner, reason, next)
		},
		Release: func(ctx context.Context, owner string, e lexa.BillingEvent) error {
			return w.store.MarkWebhookEventFailed(ctx, e.ID, owner, "released unapplied", w.clock.Now())
		},
		Attempts: func(e lexa.BillingEvent) int { return e.Attempts },
		Attrs: func(e lexa.BillingEvent) []any {
			return []any{"event_id", e.ID, "type", e.Type, "subscription_id", e.SubscriptionID}
		},
		Outcome: func(a applied) []any {
			if a.skipped {
				return []any{"change", "skipped: unknown subscription"}
			}
			return []any{"change", a.change, "status", a.status}
		},
		Done:  "webhook event applied",
		Retry: "webhook event not applied; will retry",
	}, w.logger, w.clock, w.cfg)
}

// apply handles one claimed event. Its ticket is taken before Stripe is asked, so of two
// reads of one subscription the later one is what stays stored.
func (w *Worker) apply(ctx context.Context, e lexa.BillingEvent) (applied, error) {
	seq, err := w.store.NextBillingSeq(ctx)
	if err != nil {
		return applied{}, err
	}
	sub, hint, err := w.reader.Subscription(ctx, e.SubscriptionID)
	if errors.Is(err, ErrUnknownSubscription) {
		return applied{skipped: true}, nil
	}
	if err != nil {
		return applied{}, err
	}
	if hint == "" {
		hint = e.UserHint
	}
	update := lexa.SubscriptionUpdate{Subscription: sub, Seq: seq, Source: lexa.SourceStripe, UserHint: hint, Event: &e, WorkerID: w.cfg.Owner}
	action, err := w.store.ApplySubscription(ctx, update, w.mailFor(e))
	if errors.Is(err, lexa.ErrEventNotHeld) {
		return applied{notHeld: true}, nil
	}
	if err != nil {
		return applied{}, err
	}
	return applied{change: action, status: sub.Status}, nil
}

// complete records a skipped event; an applied one was recorded with its effect.
func (w *Worker) complete(ctx context.Context, owner string, e lexa.BillingEvent, a applied) error {
	switch {
	case a.notHeld:
		return fmt.Errorf("%w: %w", lexa.ErrLeaseLost, lexa.ErrEventNotHeld)
	case a.skipped:
		w.logger.Warn("webhook event names a subscription Stripe does not know; skipped", "event_id", e.ID, "subscription_id", e.SubscriptionID)
		return w.store.MarkWebhookEventSkipped(ctx, e.ID, owner, "unknown subscription", w.clock.Now())
	}
	return nil
}

// mailFor is what the event sends: a failed payment tells the customer.
func (w *Worker) mailFor(e lexa.BillingEvent) lexa.SubscriptionMailer {
	if e.Type != lexa.EventInvoicePaymentFailed {
		return nil
	}
	return func(owner *lexa.User, u lexa.SubscriptionUpdate) ([]lexa.OutgoingMail, error) {
		if owner == nil {
			return nil, nil
		}
		m, err := w.mail.PaymentFailed(*owner, u.Subscription)
		return []lexa.OutgoingMail{{Kind: "payment_failed", Email: m}}, err
	}
}
