// Package queue drains a leased queue: a table of work in the database that every
// instance claims from under leases (store.claimDue), so each item is worked once,
// by whichever instance claimed it. Runner is the loop (a poll interval, a Notify nudge,
// a claim, each item under a timeout, done or failed with a backoff, a stop on the
// context); Jobs runs the background jobs on it, by kind.
//
// It is not an adapter: it wraps nothing outside the process, and the adapters that
// drain a queue may build on it, as they build on internal/poll. It knows the store only
// through the functions and interfaces it is given.
package queue

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime/debug"
	"sync"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
)

// Work is one leased queue as the Runner drains it: T is one claimed item, R what its
// work produces for the record of it done.
type Work[T, R any] struct {
	// Name names the queue in logs: "job", "mail".
	Name string
	// Claim leases up to limit due items to owner until now+lease, counting the attempt.
	Claim func(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]T, error)
	// Process does an item's work; an error is a failed attempt.
	Process func(ctx context.Context, item T) (R, error)
	// Complete records an item owner holds as done. An error wrapping lexa.ErrLeaseLost
	// means another worker holds it now.
	Complete func(ctx context.Context, owner string, item T, result R) error
	// Fail records a failed attempt of an item owner holds, due again at next.
	Fail func(ctx context.Context, owner string, item T, reason string, next time.Time) error
	// Release hands an item owner claimed but did not start back, due now, so that
	// another instance need not wait for its lease to end. nil leaves it leased.
	Release func(ctx context.Context, owner string, item T) error
	// Attempts counts an item's attempts, the one in hand included: the backoff grows
	// with it.
	Attempts func(T) int
	// Final tells whether a failure of the item is its last (it will not be retried);
	// nil when every failure is retried.
	Final func(T) bool
	// Attrs name an item in logs.
	Attrs func(T) []any
	// Outcome describes in logs what an item's work came to; nil for nothing.
	Outcome func(R) []any
	// Done and Retry are the log messages of an item done and of one failed and retried;
	// by default Name+" done" and Name+" failed; will retry".
	Done, Retry string
}

// Config is how a Runner drains its queue; each queue has its defaults, and Options
// change them.
type Config struct {
	Owner string        // names this worker in leases; default poll.OwnerID()
	Poll  time.Duration // how often the queue is checked without a Notify
	Lease time.Duration // how long a claimed batch is reserved
	// Timeout bounds the work on one item; it is kept below Lease, so that an item is
	// done or given up before its lease could pass to another instance.
	Timeout time.Duration
	Batch   int // how many items one claim takes
	// Workers is how many items this instance works on at once (default 1), each worker
	// claiming its own.
	Workers             int
	BaseDelay, MaxDelay time.Duration
	// ShutdownGrace, when positive, is how long work in hand may go on once the runner's
	// context is cancelled (a shutdown); then its context ends too, and the attempt fails
	// and is retried. 0: work in hand is never cut short.
	ShutdownGrace time.Duration
	// AlertAfter is the attempt from which a failure is logged as an error: still
	// retried, but failing this long needs a person. 0 for never.
	AlertAfter int
	// Loop is the loop to run on; New makes one when it is nil. A worker that is nudged
	// before its runner is made passes its own.
	Loop *poll.Loop
}

// Option changes a Config.
type Option func(*Config)

// WithPollInterval sets how often the queue is checked without a Notify.
func WithPollInterval(d time.Duration) Option { return func(c *Config) { c.Poll = d } }

// WithLease sets how long a claim reserves its items.
func WithLease(d time.Duration) Option { return func(c *Config) { c.Lease = d } }

// WithTimeout bounds the work on one item.
func WithTimeout(d time.Duration) Option { return func(c *Config) { c.Timeout = d } }

// WithBackoff sets the retry delay after a failed attempt: base doubled per attempt,
// capped at max (lexa.RetryDelay).
func WithBackoff(base, max time.Duration) Option {
	return func(c *Config) { c.BaseDelay, c.MaxDelay = base, max }
}

// WithWorkers sets how many items the runner works on at once.
func WithWorkers(n int) Option { return func(c *Config) { c.Workers = n } }

// WithOwner replaces the generated lease owner id.
func WithOwner(id string) Option { return func(c *Config) { c.Owner = id } }

// markTimeout bounds recording an outcome, which gets its own time: work that used up
// its timeout must still be recorded.
const markTimeout = 10 * time.Second

// Runner drains one leased queue. Every instance runs one per queue; the leases keep
// two from working the same item.
type Runner[T, R any] struct {
	work   Work[T, R]
	cfg    Config
	logger *slog.Logger
	clock  lexa.Clock
}

// New returns a runner of work with the queue's defaults changed by opts.
func New[T, R any](work Work[T, R], logger *slog.Logger, clock lexa.Clock, defaults Config, opts ...Option) *Runner[T, R] {
	cfg := defaults
	for _, o := range opts {
		o(&cfg)
	}
	if cfg.Owner == "" {
		cfg.Owner = poll.OwnerID()
	}
	if cfg.Timeout <= 0 || cfg.Timeout >= cfg.Lease {
		cfg.Timeout = cfg.Lease / 2
	}
	if cfg.Loop == nil {
		cfg.Loop = poll.NewLoop(cfg.Poll)
	}
	cfg.Workers = max(cfg.Workers, 1)
	if work.Done == "" {
		work.Done = work.Name + " done"
	}
	if work.Retry == "" {
		work.Retry = work.Name + " failed; will retry"
	}
	return &Runner[T, R]{work: work, cfg: cfg, logger: logger, clock: clock}
}

// Notify asks the runner to look at the queue now, e.g. after a commit that queued work.
// It never blocks.
func (r *Runner[T, R]) Notify() { r.cfg.Loop.Notify() }

// Run drains the queue at once, then every poll interval and on every Notify, until ctx
// is cancelled, with Config.Workers workers. The items in hand are finished and recorded
// first; the rest of their batches are released (Work.Release) or stay leased until
// their leases end.
func (r *Runner[T, R]) Run(ctx context.Context) {
	r.logger.Info(r.work.Name+" worker started", "owner", r.cfg.Owner, "workers", r.cfg.Workers)
	var workers sync.WaitGroup
	for range r.cfg.Workers {
		workers.Go(func() { r.cfg.Loop.Run(ctx, r.Drain) })
	}
	workers.Wait()
	r.logger.Info(r.work.Name+" worker stopped", "owner", r.cfg.Owner)
}

// Drain claims and works batches until a claim comes back short or ctx is cancelled:
// one pass of Run, which tests call directly with their clock.
func (r *Runner[T, R]) Drain(ctx context.Context) {
	for ctx.Err() == nil {
		claimedAt := r.clock.Now()
		batch, err := r.work.Claim(ctx, r.cfg.Owner, claimedAt, r.cfg.Lease, r.cfg.Batch)
		if err != nil {
			if ctx.Err() == nil {
				r.logger.Warn("claim "+r.work.Name, "err", err)
			}
			return
		}
		if len(batch) == r.cfg.Batch && r.cfg.Workers > 1 {
			r.Notify() // more may be due: an idle worker takes the next while this one works
		}
		// Start no item once the lease no longer outlasts a whole timeout: past that
		// point another instance may take it over, and it would be worked twice.
		startBy := claimedAt.Add(r.cfg.Lease - r.cfg.Timeout)
		for i, item := range batch {
			if ctx.Err() != nil || r.clock.Now().After(startBy) {
				r.release(ctx, batch[i:])
				return
			}
			r.handle(ctx, item)
		}
		if len(batch) < r.cfg.Batch {
			return
		}
	}
}

// handle works one item and records the outcome. Neither step is cut short by shutdown
// (but for ShutdownGrace): work that was done must be recorded, or it would be done again.
func (r *Runner[T, R]) handle(ctx context.Context, item T) {
	workCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.cfg.Timeout)
	if r.cfg.ShutdownGrace > 0 {
		stop := context.AfterFunc(ctx, func() { time.AfterFunc(r.cfg.ShutdownGrace, cancel) })
		defer stop()
	}
	result, err := r.process(workCtx, item)
	cancel()
	attempt := r.work.Attempts(item)
	logger := r.logger.With(append(r.work.Attrs(item), "attempt", attempt)...)
	markCtx, cancelMark := context.WithTimeout(context.WithoutCancel(ctx), markTimeout)
	defer cancelMark()
	if err == nil {
		switch markErr := r.work.Complete(markCtx, r.cfg.Owner, item, result); {
		case errors.Is(markErr, lexa.ErrLeaseLost):
			logger.Warn(r.work.Name+" was taken over by another worker (its lease ran out); it may be done twice", "err", markErr)
		case markErr != nil:
			logger.Error(r.work.Name+" done but not recorded; it may be done again", "err", markErr)
		case r.work.Outcome != nil:
			logger.Info(r.work.Done, r.work.Outcome(result)...)
		default:
			logger.Info(r.work.Done)
		}
		return
	}
	delay := lexa.RetryDelay(attempt, r.cfg.BaseDelay, r.cfg.MaxDelay)
	if markErr := r.work.Fail(markCtx, r.cfg.Owner, item, err.Error(), r.clock.Now().Add(delay)); markErr != nil {
		logger.Error(r.work.Name+" failed and the failure was not recorded", "err", err, "mark_err", markErr)
		return
	}
	if r.work.Final != nil && r.work.Final(item) {
		logger.Error(r.work.Name+" failed its last attempt; it is not retried", "err", err)
		return
	}
	level := slog.LevelWarn
	if r.cfg.AlertAfter > 0 && attempt >= r.cfg.AlertAfter {
		level = slog.LevelError
	}
	logger.Log(markCtx, level, r.work.Retry, "err", err, "retry_in", delay.Round(time.Second).String())
}

// release hands claimed but unstarted items back, due now, when the queue can.
func (r *Runner[T, R]) release(ctx context.Context, rest []T) {
	if r.work.Release == nil {
		return
	}
	markCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), markTimeout)
	defer cancel()
	for _, item := range rest {
		if err := r.work.Release(markCtx, r.cfg.Owner, item); err != nil {
			r.logger.Warn("release "+r.work.Name+"; it is worked when its lease ends", append(r.work.Attrs(item), "err", err)...)
		}
	}
}

// process runs the work on one item, turning a panic into a failed attempt: one bad item
// must not stop the process, nor the worker.
func (r *Runner[T, R]) process(ctx context.Context, item T) (result R, err error) {
	defer func() {
		if p := recover(); p != nil {
			r.logger.Error(r.work.Name+" panicked", append(r.work.Attrs(item), "panic", fmt.Sprint(p), "stack", string(debug.Stack()))...)
			err = fmt.Errorf("%s panicked: %v", r.work.Name, p)
		}
	}()
	return r.work.Process(ctx, item)
}
