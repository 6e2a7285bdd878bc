// Package retention deletes the rows Lexa no longer needs (lexa.Retention): rate-limit
// windows long over, sent mail, applied webhook events, used or expired links, expired
// sessions and old audit entries. Every instance runs a Worker; a lease in the database
// lets one of them at a time make a pass, so a cluster deletes once per interval.
package retention

import (
	"context"
	"errors"
	"log/slog"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
)

// Store is what the worker needs from the database.
type Store interface {
	// TakeLease makes owner the holder of the named lease until now+ttl when it is free
	// or owner's already, and says whether owner holds it.
	TakeLease(ctx context.Context, name, owner string, now time.Time, ttl time.Duration) (bool, error)
	// PruneBatch deletes at most limit finished rows of step's kind and says how many.
	PruneBatch(ctx context.Context, step lexa.PruneStep, limit int) (int, error)
}

// LeaseName is the lease a pass runs under.
const LeaseName = "retention"

// Worker runs retention passes.
type Worker struct {
	store     Store
	policy    lexa.Retention
	logger    *slog.Logger
	clock     lexa.Clock
	owner     string
	interval  time.Duration
	first     time.Duration
	batch     int
	pause     time.Duration
	onDeleted func(table string, rows int)
}

// Option adjusts a Worker; the defaults suit production.
type Option func(*Worker)

// WithInterval sets how often a pass runs (default 1 h). It is also the lease's length:
// the instance that made a pass is the only one that can make the next until it is up.
func WithInterval(d time.Duration) Option { return func(w *Worker) { w.interval = d } }

// WithFirstPassAfter sets how long after Run starts the first pass comes (default 1 min):
// start-up, when every instance of a deploy restarts, is busy enough.
func WithFirstPassAfter(d time.Duration) Option { return func(w *Worker) { w.first = d } }

// WithBatchSize bounds the rows one delete statement takes (default 500).
func WithBatchSize(n int) Option { return func(w *Worker) { w.batch = n } }

// WithPause sets the wait between two batches (default 20 ms; 0: none), in which
// requests waiting for the tables (SQLite's one writer) get their turn.
func WithPause(d time.Duration) Option { return func(w *Worker) { w.pause = d } }

// WithOwner replaces the generated lease owner id (hostname, pid and a random part).
func WithOwner(id string) Option { return func(w *Worker) { w.owner = id } }

// WithDeletedHook is told of every batch's deletions, by table, as they happen (the
// metrics' lexa_retention_deleted_total).
func WithDeletedHook(f func(table string, rows int)) Option {
	return func(w *Worker) { w.onDeleted = f }
}

// New returns a worker that keeps store's rows as policy says.
func New(store Store, policy lexa.Retention, logger *slog.Logger, clock lexa.Clock, opts ...Option) *Worker {
	w := &Worker{store: store, policy: policy, logger: logger, clock: clock, owner: poll.OwnerID(),
		interval: time.Hour, first: time.Minute, batch: 500, pause: 20 * time.Millisecond}
	for _, o := range opts {
		o(w)
	}
	return w
}

// Run makes a pass a little after it starts and then every interval, until ctx is
// cancelled; a batch in progress then finishes, and the rest waits for the next pass.
func (w *Worker) Run(ctx context.Context) {
	timer := time.NewTimer(w.first)
	defer timer.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-timer.C:
		}
		_, _ = w.Pass(ctx)
		timer.Reset(w.interval)
	}
}

// Report is what one pass did.
type Report struct {
	Ran     bool           // false: another instance holds the lease
	Deleted map[string]int // rows deleted per table
	Batches int            // delete statements run
}

// Pass makes one retention pass if this instance can take the lease, and logs a line
// with what it deleted. A step that fails is logged and the pass goes on to the next
// one; the errors are returned together.
func (w *Worker) Pass(ctx context.Context) (Report, error) {
	started := w.clock.Now()
	rep := Report{Deleted: map[string]int{}}
	held, err := w.store.TakeLease(ctx, LeaseName, w.owner, started, w.interval)
	if err != nil {
		if ctx.Err() == nil {
			w.logger.Warn("retention pass not started", "err", err)
		}
		return rep, err
	}
	if !held {
		w.logger.Debug("retention pass skipped: another instance holds the lease")
		return rep, nil
	}
	rep.Ran = true
	renewAt := started.Add(w.interval / 2)
	var errs []error
	for _, step := range w.policy.Steps(started) {
		for ctx.Err() == nil {
			// A pass longer than half the lease extends it, so no other instance starts one
			// beside it; one that lost its lease stops.
			if now := w.clock.Now(); now.After(renewAt) {
				if held, err := w.store.TakeLease(ctx, LeaseName, w.owner, now, w.interval); err != nil || !held {
					errs = append(errs, errors.Join(errors.New("retention lease lost"), err))
					return w.finish(ctx, rep, started, errs)
				}
				renewAt = now.Add(w.interval / 2)
			}
			n, err := w.store.PruneBatch(ctx, step, w.batch)
			rep.Batches++
			if err != nil {
				errs = append(errs, err)
				break
			}
			if n > 0 {
				rep.Deleted[step.Table] += n
				if w.onDeleted != nil {
					w.onDeleted(step.Table, n)
				}
			}
			if n < w.batch {
				break
			}
			w.wait(ctx)
		}
	}
	return w.finish(ctx, rep, started, errs)
}

// wait is the pause between two batches, cut short by ctx.
func (w *Worker) wait(ctx context.Context) {
	if w.pause <= 0 {
		return
	}
	t := time.NewTimer(w.pause)
	defer t.Stop()
	select {
	case <-ctx.Done():
	case <-t.C:
	}
}

// finish logs the pass's one line: the rows deleted from each table, in a fixed order.
func (w *Worker) finish(ctx context.Context, rep Report, started time.Time, errs []error) (Report, error) {
	attrs := []any{"owner", w.owner, "batches", rep.Batches, "took", w.clock.Now().Sub(started).String()}
	for _, table := range lexa.RetentionTables() {
		attrs = append(attrs, table, rep.Deleted[table])
	}
	err := errors.Join(errs...)
	switch {
	case err != nil && ctx.Err() == nil:
		w.logger.Warn("retention pass incomplete", append(attrs, "err", err)...)
	case ctx.Err() != nil:
		w.logger.Info("retention pass stopped by shutdown", attrs...)
	default:
		w.logger.Info("retention pass", attrs...)
	}
	return rep, err
}
