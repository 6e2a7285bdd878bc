// Package callsummary queues the optional morning e-mail of each voice service's calls the
// day before, for owners who turned it on (the settings page): the day is the service's
// own, in its receptionist profile's time zone, so a clinic in New York hears about its
// Monday on Tuesday morning, New York time. Every instance runs a Worker; the store
// queues one service's summary of one day once, whichever instance gets there first
// (store.QueueDailyCallSummary), so a cluster mails it once.
package callsummary

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
)

// Store is what the worker needs from the database.
type Store interface {
	DailyCallServices(ctx context.Context, latest, after string, limit int) ([]lexa.CallSummaryService, error)
	DayOfCalls(ctx context.Context, serviceID string, from, to time.Time) (lexa.DayOfCalls, error)
	QueueDailyCallSummary(ctx context.Context, s lexa.CallSummaryService, day string, e *lexa.Email) (bool, error)
}

// Compose writes a service's summary mail.
type Compose func(to lexa.CallSummaryService, d lexa.DayOfCalls) (lexa.Email, error)

// dayKey is how a day is written in services.call_summary_day; later days sort after.
const dayKey = "2006-01-02"

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

// WithInterval sets how often a pass runs (default 15 min): a day's summary goes out
// within an interval of the day's end in the service's time zone.
func WithInterval(d time.Duration) Option { return func(w *Worker) { w.interval = d } }

// WithFirstPassAfter sets how long after Run starts the first pass comes (default 2 min).
func WithFirstPassAfter(d time.Duration) Option { return func(w *Worker) { w.first = d } }

// WithPassHook is told after every pass how many summaries this worker queued (tests).
func WithPassHook(f func(queued int)) Option { return func(w *Worker) { w.onPass = f } }

// New returns a worker; mailQueued (may be nil) nudges the mail worker.
func New(store Store, compose Compose, logger *slog.Logger, clock lexa.Clock, mailQueued func(), opts ...Option) *Worker {
	w := &Worker{store: store, compose: compose, logger: logger, clock: clock, mailQueued: mailQueued,
		interval: 15 * time.Minute, first: 2 * time.Minute, batch: 100}
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
			w.logger.Warn("daily call summary pass failed", "err", err)
		}
		if w.onPass != nil {
			w.onPass(n)
		}
		timer.Reset(w.interval)
	}
}

// Pass queues the summaries of each opted-in service's last complete local day that are
// still due, and says how many mails this call queued. A day without calls is marked
// done and mails nothing. A service whose summary fails is logged and tried again on
// the next pass.
func (w *Worker) Pass(ctx context.Context) (queued int, err error) {
	now := w.clock.Now()
	// No service's yesterday is later than UTC's today: the store's first cut.
	latest := now.UTC().Format(dayKey)
	var failed []error
	for after := ""; ; {
		due, err := w.store.DailyCallServices(ctx, latest, after, w.batch)
		if err != nil {
			return queued, errors.Join(append(failed, err)...)
		}
		for _, s := range due {
			after = s.ServiceID
			mailed, err := w.summarise(ctx, s, now)
			if err != nil {
				w.logger.Warn("daily call summary not queued", "service", s.ServiceID, "err", err)
				failed = append(failed, err)
				continue
			}
			if mailed {
				queued++
			}
		}
		if len(due) < w.batch {
			break
		}
	}
	if queued > 0 {
		w.logger.Info("daily call summaries queued", "count", queued)
		if w.mailQueued != nil {
			w.mailQueued()
		}
	}
	return queued, errors.Join(failed...)
}

// summarise queues s's summary of its yesterday, when not done yet, and reports whether
// a mail was queued.
func (w *Worker) summarise(ctx context.Context, s lexa.CallSummaryService, now time.Time) (bool, error) {
	loc, err := time.LoadLocation(s.Timezone)
	if err != nil {
		loc = time.UTC // a profile's zone is checked when saved; this is only a fallback
	}
	local := now.In(loc)
	today := time.Date(local.Year(), local.Month(), local.Day(), 0, 0, 0, 0, loc)
	yesterday := today.AddDate(0, 0, -1)
	day := yesterday.Format(dayKey)
	if s.LastDay >= day {
		return false, nil
	}
	calls, err := w.store.DayOfCalls(ctx, s.ServiceID, yesterday, today)
	if err != nil {
		return false, err
	}
	if calls.Total == 0 {
		_, err := w.store.QueueDailyCallSummary(ctx, s, day, nil)
		return false, err
	}
	e, err := w.compose(s, calls)
	if err != nil {
		return false, err
	}
	return w.store.QueueDailyCallSummary(ctx, s, day, &e)
}
