// Package weeklysummary queues the Monday e-mail of each user's usage in the week just
// over (units, minutes saved and revenue per service), for users who want it (the
// settings page). Every instance runs a Worker; the store queues one user's summary of
// one week once, whichever instance gets there first (store.QueueWeeklySummary), so a
// cluster mails it once.
package weeklysummary

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
)

// Store is what the worker needs from the database.
type Store interface {
	WeeklySummaryRecipients(ctx context.Context, week lexa.SummaryWeek, limit int) ([]lexa.SummaryRecipient, error)
	ServiceMetrics(ctx context.Context, userID string, w lexa.MetricsWindow) ([]lexa.ServiceMetrics, error)
	QueueWeeklySummary(ctx context.Context, userID string, week lexa.SummaryWeek, e lexa.Email) (bool, error)
}

// Compose writes a user's summary mail.
type Compose func(to lexa.SummaryRecipient, s lexa.WeeklySummary) (lexa.Email, error)

// Worker makes the passes that queue the summaries.
type Worker struct {
	store      Store
	compose    Compose
	logger     *slog.Logger
	clock      lexa.Clock
	mailQueued func()
	interval   time.Duration
	first      time.Duration
	batch      int
	onPass     func(queued int)
}

// Option adjusts a Worker; the defaults suit production.
type Option func(*Worker)

// WithInterval sets how often a pass runs (default 1 h): the summaries of a week go out
// within an interval of the week's end, or of the first start after it.
func WithInterval(d time.Duration) Option { return func(w *Worker) { w.interval = d } }

// WithFirstPassAfter sets how long after Run starts the first pass comes (default 2 min).
func WithFirstPassAfter(d time.Duration) Option { return func(w *Worker) { w.first = d } }

// WithPassHook is told after every pass how many summaries this worker queued (tests).
func WithPassHook(f func(queued int)) Option { return func(w *Worker) { w.onPass = f } }

// New returns a worker; mailQueued (may be nil) nudges the mail worker.
func New(store Store, compose Compose, logger *slog.Logger, clock lexa.Clock, mailQueued func(), opts ...Option) *Worker {
	w := &Worker{store: store, compose: compose, logger: logger, clock: clock, mailQueued: mailQueued,
		interval: time.Hour, first: 2 * time.Minute, batch: 100}
	for _, o := range opts {
		o(w)
	}
	return w
}

// Run makes a pass a little after it starts and then every interval, until ctx ends.
func (w *Worker) Run(ctx context.Context) {
	timer := time.NewTimer(w.first)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		}
		n, err := w.Pass(ctx)
		if err != nil && ctx.Err() == nil {
			w.logger.Warn("weekly summary pass failed", "err", err)
		}
		if w.onPass != nil {
			w.onPass(n)
		}
		timer.Reset(w.interval)
	}
}

// Pass queues the summaries of the last complete week (by the worker's clock) that are
// still due, and says how many this call queued. A user whose summary fails is logged
// and tried again on the next pass.
func (w *Worker) Pass(ctx context.Context) (queued int, err error) {
	week := lexa.LastCompleteWeek(w.clock.Now())
	var failed []error
	seen := map[string]bool{}
	for {
		due, err := w.store.WeeklySummaryRecipients(ctx, week, w.batch)
		if err != nil {
			return queued, err
		}
		progress := false
		for _, r := range due {
			if seen[r.UserID] {
				continue // failed earlier in this pass
			}
			seen[r.UserID], progress = true, true
			ok, err := w.queue(ctx, r, week)
			if err != nil {
				w.logger.Warn("weekly summary not queued", "user", r.UserID, "week", week.Key(), "err", err)
				failed = append(failed, err)
				continue
			}
			if ok {
				queued++
			}
		}
		if !progress || len(due) < w.batch {
			break
		}
	}
	if queued > 0 {
		w.logger.Info("weekly summaries queued", "week", week.Key(), "count", queued)
		if w.mailQueued != nil {
			w.mailQueued()
		}
	}
	return queued, errors.Join(failed...)
}

func (w *Worker) queue(ctx context.Context, r lexa.SummaryRecipient, week lexa.SummaryWeek) (bool, error) {
	services, err := w.store.ServiceMetrics(ctx, r.UserID, week.Window())
	if err != nil {
		return false, err
	}
	e, err := w.compose(r, lexa.WeeklySummary{Week: week, Services: services})
	if err != nil {
		return false, err
	}
	return w.store.QueueWeeklySummary(ctx, r.UserID, week, e)
}
