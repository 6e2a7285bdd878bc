package billing

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
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
	owner  string

	poll, lease, readTimeout, baseDelay, maxDelay time.Duration
	batch                                         int
	loop                                          *poll.Loop
}

// WorkerOption adjusts a Worker; the defaults suit production.
type WorkerOption func(*Worker)

// WithWorkerPoll sets how often the inbox is checked without a Notify (default 2 s).
func WithWorkerPoll(d time.Duration) WorkerOption { return func(w *Worker) { w.poll = d } }

// WithWorkerBackoff sets the retry delay after a failed attempt (default 10 s doubling to 30 min).
func WithWorkerBackoff(base, max time.Duration) WorkerOption {
	return func(w *Worker) { w.baseDelay, w.maxDelay = base, max }
}

// NewWorker returns a worker that applies the events in store using reader.
func NewWorker(store WorkerStore, reader SubscriptionReader, mail PaymentMailer, logger *slog.Logger, clock lexa.Clock, opts ...WorkerOption) *Worker {
	w := &Worker{
		store: store, reader: reader, mail: mail, logger: logger, clock: clock, owner: poll.OwnerID(),
		poll: 2 * time.Second, lease: 2 * time.Minute, readTimeout: stripeTimeout + 5*time.Second,
		baseDelay: 10 * time.Second, maxDelay: 30 * time.Minute, batch: 10,
	}
	for _, o := range opts {
		o(w)
	}
	w.loop = poll.NewLoop(w.poll)
	return w
}

// Notify asks the worker to look at the inbox now (an event just arrived). It never blocks.
func (w *Worker) Notify() { w.loop.Notify() }

// Run applies events until ctx is cancelled; the event in hand is finished first.
func (w *Worker) Run(ctx context.Context) { w.loop.Run(ctx, w.drain) }

func (w *Worker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		events, err := w.store.ClaimWebhookEvents(ctx, w.owner, w.clock.Now(), w.lease, w.batch)
		if err != nil {
			if ctx.Err() == nil {
				w.logger.Warn("claim webhook events", "err", err)
			}
			return
		}
		for _, e := range events {
			w.apply(context.WithoutCancel(ctx), e)
		}
		if len(events) < w.batch {
			return
		}
	}
}

// apply handles one claimed event. Its ticket is taken before Stripe is asked, so of two
// reads of one subscription the later one is what stays stored.
func (w *Worker) apply(ctx context.Context, e lexa.BillingEvent) {
	ctx, cancel := context.WithTimeout(ctx, w.readTimeout)
	defer cancel()
	logger := w.logger.With("event_id", e.ID, "type", e.Type, "subscription_id", e.SubscriptionID, "attempt", e.Attempts)
	seq, err := w.store.NextBillingSeq(ctx)
	if err != nil {
		w.fail(ctx, logger, e, err)
		return
	}
	sub, hint, err := w.reader.Subscription(ctx, e.SubscriptionID)
	if errors.Is(err, ErrUnknownSubscription) {
		if err := w.store.MarkWebhookEventSkipped(ctx, e.ID, w.owner, "unknown subscription", w.clock.Now()); err != nil {
			logger.Warn("skip webhook event", "err", err)
		}
		logger.Warn("webhook event names a subscription Stripe does not know; skipped")
		return
	}
	if err != nil {
		w.fail(ctx, logger, e, err)
		return
	}
	if hint == "" {
		hint = e.UserHint
	}
	update := lexa.SubscriptionUpdate{Subscription: sub, Seq: seq, Source: lexa.SourceStripe, UserHint: hint, Event: &e, WorkerID: w.owner}
	action, err := w.store.ApplySubscription(ctx, update, w.mailFor(e))
	if errors.Is(err, lexa.ErrEventNotHeld) {
		logger.Info("webhook event was applied by another worker")
		return
	}
	if err != nil {
		w.fail(ctx, logger, e, err)
		return
	}
	logger.Info("webhook event applied", "change", action, "status", sub.Status)
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

func (w *Worker) fail(ctx context.Context, logger *slog.Logger, e lexa.BillingEvent, cause error) {
	delay := lexa.RetryDelay(e.Attempts, w.baseDelay, w.maxDelay)
	if err := w.store.MarkWebhookEventFailed(ctx, e.ID, w.owner, cause.Error(), w.clock.Now().Add(delay)); err != nil {
		logger.Error("webhook event failed and the failure was not recorded", "err", cause, "mark_err", err)
		return
	}
	logger.Warn("webhook event not applied; will retry", "err", cause, "retry_in", delay.Round(time.Second).String())
}
