package mail

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
)

// Worker drains the outbox: it claims due messages under a lease, sends them and records
// the outcome. Every instance runs one; the leases keep them from sending a message twice.
type Worker struct {
	outbox lexa.Outbox
	sender Sender
	logger *slog.Logger
	clock  lexa.Clock
	owner  string

	poll        time.Duration
	lease       time.Duration
	sendTimeout time.Duration
	batch       int
	baseDelay   time.Duration
	maxDelay    time.Duration
	alertAfter  int

	loop *poll.Loop
}

// WorkerOption adjusts a Worker; the defaults suit production.
type WorkerOption func(*Worker)

// WithPollInterval sets how often the outbox is checked without a Notify (default 2 s).
func WithPollInterval(d time.Duration) WorkerOption { return func(w *Worker) { w.poll = d } }

// WithLease sets how long a claimed batch is reserved (default 2 min). It must leave
// room for at least one send (see WithSendTimeout).
func WithLease(d time.Duration) WorkerOption { return func(w *Worker) { w.lease = d } }

// WithSendTimeout bounds one delivery (default 30 s).
func WithSendTimeout(d time.Duration) WorkerOption { return func(w *Worker) { w.sendTimeout = d } }

// WithBatchSize sets how many messages one claim takes (default 10).
func WithBatchSize(n int) WorkerOption { return func(w *Worker) { w.batch = n } }

// WithBackoff sets the retry delay after a failed attempt: base doubled per attempt,
// capped at max (default 30 s and 1 h).
func WithBackoff(base, max time.Duration) WorkerOption {
	return func(w *Worker) { w.baseDelay, w.maxDelay = base, max }
}

// WithOwner replaces the generated lease owner id (hostname, pid and a random part).
func WithOwner(id string) WorkerOption { return func(w *Worker) { w.owner = id } }

// NewWorker returns a worker that sends what outbox holds through sender.
func NewWorker(outbox lexa.Outbox, sender Sender, logger *slog.Logger, clock lexa.Clock, opts ...WorkerOption) *Worker {
	w := &Worker{
		outbox: outbox, sender: sender, logger: logger, clock: clock,
		owner:       poll.OwnerID(),
		poll:        2 * time.Second,
		lease:       2 * time.Minute,
		sendTimeout: 30 * time.Second,
		batch:       10,
		baseDelay:   30 * time.Second,
		maxDelay:    time.Hour,
		alertAfter:  10,
	}
	for _, o := range opts {
		o(w)
	}
	if w.sendTimeout >= w.lease {
		w.sendTimeout = w.lease / 2
	}
	w.loop = poll.NewLoop(w.poll)
	return w
}

// Notify asks the worker to look at the outbox now, e.g. after a commit that queued
// mail. It never blocks.
func (w *Worker) Notify() { w.loop.Notify() }

// Run sends mail until ctx is cancelled. A message being sent then is finished and
// recorded; the rest of its batch is handed back at once for another instance.
func (w *Worker) Run(ctx context.Context) {
	w.logger.Info("mail worker started", "owner", w.owner)
	w.loop.Run(ctx, w.drain)
	w.logger.Info("mail worker stopped", "owner", w.owner)
}

// drain claims and sends batches until a claim comes back short.
func (w *Worker) drain(ctx context.Context) {
	for ctx.Err() == nil {
		claimedAt := w.clock.Now()
		batch, err := w.outbox.ClaimDueMail(ctx, w.owner, claimedAt, w.lease, w.batch)
		if err != nil {
			if ctx.Err() == nil {
				w.logger.Warn("claim mail", "err", err)
			}
			return
		}
		// Stop sending while the lease still outlasts a whole send: past that point
		// another instance may take the message over, and it would go out twice.
		sendBy := claimedAt.Add(w.lease - w.sendTimeout)
		for i, m := range batch {
			if ctx.Err() != nil || w.clock.Now().After(sendBy) {
				w.release(ctx, batch[i:])
				return
			}
			w.deliver(ctx, m)
		}
		if len(batch) < w.batch {
			return
		}
	}
}

// deliver sends one message and records the outcome. Neither step is cut short by
// shutdown: a message that went out must be marked, or it would go out again.
func (w *Worker) deliver(ctx context.Context, m lexa.OutboxMail) {
	sendCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), w.sendTimeout)
	defer cancel()
	var err error
	if len(m.Email.To) == 0 {
		err = errors.New("message has no recipient (or its stored form is unreadable)")
	} else {
		err = w.sender.Send(sendCtx, m.Email)
	}
	now := w.clock.Now()
	// Recording gets its own time: a send that used up its timeout must still be marked.
	markCtx, cancelMark := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancelMark()
	logger := w.logger.With("mail_id", m.ID, "kind", m.Kind, "attempt", m.Attempts)
	if err == nil {
		if markErr := w.outbox.MarkMailSent(markCtx, m.ID, w.owner, now); markErr != nil {
			logger.Error("mail sent but not recorded; it may be sent again", "err", markErr)
			return
		}
		logger.Info("mail sent")
		return
	}
	delay := w.retryDelay(m.Attempts)
	if markErr := w.outbox.MarkMailFailed(markCtx, m.ID, w.owner, err.Error(), now.Add(delay)); markErr != nil {
		logger.Error("mail failed and the failure was not recorded", "err", err, "mark_err", markErr)
		return
	}
	level := slog.LevelWarn
	if m.Attempts >= w.alertAfter {
		// Still retried, but a message failing this long needs a person.
		level = slog.LevelError
	}
	logger.Log(markCtx, level, "mail not sent; will retry", "err", err, "retry_in", delay.Round(time.Second).String())
}

// release hands claimed but unsent messages back, due now, so another instance need not
// wait for the lease to end.
func (w *Worker) release(ctx context.Context, rest []lexa.OutboxMail) {
	markCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	now := w.clock.Now()
	for _, m := range rest {
		if err := w.outbox.MarkMailFailed(markCtx, m.ID, w.owner, "released unsent", now); err != nil {
			w.logger.Warn("release mail; it is sent when its lease ends", "mail_id", m.ID, "err", err)
		}
	}
}

// retryDelay is the pause after the attempts-th failure (see lexa.RetryDelay).
func (w *Worker) retryDelay(attempts int) time.Duration {
	return lexa.RetryDelay(attempts, w.baseDelay, w.maxDelay)
}
