package mail

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
	"lexa/internal/queue"
)

// Worker drains the outbox: it claims due messages under a lease, sends them and records
// the outcome. Every instance runs one; the leases keep them from sending a message twice.
type Worker struct {
	outbox lexa.Outbox
	sender Sender
	logger *slog.Logger
	clock  lexa.Clock
	cfg    queue.Config // how the outbox is drained; options change it
}

// WorkerOption adjusts a Worker; the defaults suit production.
type WorkerOption func(*Worker)

// WithPollInterval sets how often the outbox is checked without a Notify (default 2 s).
func WithPollInterval(d time.Duration) WorkerOption { return func(w *Worker) { w.cfg.Poll = d } }

// WithLease sets how long a claimed batch is reserved (default 2 min). It must leave
// room for at least one send (see WithSendTimeout).
func WithLease(d time.Duration) WorkerOption { return func(w *Worker) { w.cfg.Lease = d } }

// WithSendTimeout bounds one delivery (default 30 s).
func WithSendTimeout(d time.Duration) WorkerOption { return func(w *Worker) { w.cfg.Timeout = d } }

// WithBatchSize sets how many messages one claim takes (default 10).
func WithBatchSize(n int) WorkerOption { return func(w *Worker) { w.cfg.Batch = n } }

// WithBackoff sets the retry delay after a failed attempt: base doubled per attempt,
// capped at max (default 30 s and 1 h).
func WithBackoff(base, max time.Duration) WorkerOption {
	return func(w *Worker) { w.cfg.BaseDelay, w.cfg.MaxDelay = base, max }
}

// WithOwner replaces the generated lease owner id (hostname, pid and a random part).
func WithOwner(id string) WorkerOption { return func(w *Worker) { w.cfg.Owner = id } }

// NewWorker returns a worker that sends what outbox holds through sender.
func NewWorker(outbox lexa.Outbox, sender Sender, logger *slog.Logger, clock lexa.Clock, opts ...WorkerOption) *Worker {
	w := &Worker{
		outbox: outbox, sender: sender, logger: logger, clock: clock,
		cfg: queue.Config{
			Poll:       2 * time.Second,
			Lease:      2 * time.Minute,
			Timeout:    30 * time.Second,
			Batch:      10,
			BaseDelay:  30 * time.Second,
			MaxDelay:   time.Hour,
			AlertAfter: 10,
		},
	}
	for _, o := range opts {
		o(w)
	}
	// The runner is made when Run starts; the loop exists now, so Notify works before.
	w.cfg.Loop = poll.NewLoop(w.cfg.Poll)
	return w
}

// Notify asks the worker to look at the outbox now, e.g. after a commit that queued
// mail. It never blocks.
func (w *Worker) Notify() { w.cfg.Loop.Notify() }

// Run sends mail until ctx is cancelled. A message being sent then is finished and
// recorded; the rest of its batch is handed back at once for another instance.
func (w *Worker) Run(ctx context.Context) { w.runner().Run(ctx) }

// runner drains the outbox on the runner every leased queue shares (internal/queue),
// with the worker's settings as they are when it starts: claim under a lease, send, mark
// sent or failed with a backoff, hand the unsent rest of a batch back on shutdown. It
// stops sending while the lease still outlasts a whole send: past that point another
// instance may take the message over, and it would go out twice.
func (w *Worker) runner() *queue.Runner[lexa.OutboxMail, struct{}] {
	return queue.New(queue.Work[lexa.OutboxMail, struct{}]{
		Name:    "mail",
		Claim:   w.outbox.ClaimDueMail,
		Process: w.send,
		Complete: func(ctx context.Context, owner string, m lexa.OutboxMail, _ struct{}) error {
			return w.outbox.MarkMailSent(ctx, m.ID, owner, w.clock.Now())
		},
		Fail: func(ctx context.Context, owner string, m lexa.OutboxMail, reason string, next time.Time) error {
			return w.outbox.MarkMailFailed(ctx, m.ID, owner, reason, next)
		},
		Release: func(ctx context.Context, owner string, m lexa.OutboxMail) error {
			return w.outbox.MarkMailFailed(ctx, m.ID, owner, "released unsent", w.clock.Now())
		},
		Attempts: func(m lexa.OutboxMail) int { return m.Attempts },
		Attrs:    func(m lexa.OutboxMail) []any { return []any{"mail_id", m.ID, "kind", m.Kind} },
		Done:     "mail sent",
		Retry:    "mail not sent; will retry",
	}, w.logger, w.clock, w.cfg)
}

// send delivers one message, within the send timeout the runner's ctx carries.
func (w *Worker) send(ctx context.Context, m lexa.OutboxMail) (struct{}, error) {
	if len(m.Email.To) == 0 {
		return struct{}{}, errors.New("message has no recipient (or its stored form is unreadable)")
	}
	return struct{}{}, w.sender.Send(ctx, m.Email)
}

// retryDelay is the pause after the attempts-th failure (see lexa.RetryDelay).
func (w *Worker) retryDelay(attempts int) time.Duration {
	return lexa.RetryDelay(attempts, w.cfg.BaseDelay, w.cfg.MaxDelay)
}
