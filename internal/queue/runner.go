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
	"time"

	"lexa/internal/lexa"
	"lexa/internal/poll"
)

// Work is one leased queue as the Runner drains it; T is one claimed item.
type Work[T any] struct {
	// Name names the queue in logs: "job", "mail".
	Name string
	// Claim leases up to limit due items to owner until now+lease, counting the attempt.
	Claim func(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]T, error)
	// Process does an item's work and records it done. An error wrapping
	// lexa.ErrLeaseLost means another worker holds the item now; any other error is a
	// failed attempt.
	Process func(ctx context.Context, owner string, item T) error
	// Fail records a failed attempt of an item owner holds, due again at next.
	Fail func(ctx context.Context, owner string, item T, reason string, next time.Time) error
	// Attempts counts an item's attempts, the one in hand included: the backoff grows
	// with it.
	Attempts func(T) int
	// Final tells whether a failure of the item is its last (it will not be retried);
	// nil when every failure is retried.
	Final func(T) bool
	// Attrs name an item in logs.
	Attrs func(T) []any
}

// Config is how a Runner drains its queue; each queue has its defaults, and Options
// change them.
type Config struct {
	Owner string        // names this worker in leases; default poll.OwnerID()
	Poll  time.Duration // how often the queue is checked without a Notify
	Lease time.Duration // how long a claimed batch is reserved
	// Timeout bounds the work on one item; it is kept below Lease, so that an item is
	// done or given up before its lease could pass to another instance.
	Timeout             time.Duration
	Batch               int // how many items one claim takes
	BaseDelay, MaxDelay time.Duration
	// AlertAfter is the attempt from which a failure is logged as an error: still
	// retried, but failing this long needs a person.
	AlertAfter int
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

// WithOwner replaces the generated lease owner id.
func WithOwner(id string) Option { return func(c *Config) { c.Owner = id } }

// markTimeout bounds recording an outcome, which gets its own time: work that used up
// its timeout must still be recorded.
const markTimeout = 10 * time.Second

// Runner drains one leased queue. Every instance runs one per queue; the leases keep
// two from working the same item.
type Runner[T any] struct {
	work   Work[T]
	cfg    Config
	logger *slog.Logger
	clock  lexa.Clock
	loop   *poll.Loop
}

// New returns a runner of work with the queue's defaults changed by opts.
func New[T any](work Work[T], logger *slog.Logger, clock lexa.Clock, defaults Config, opts ...Option) *Runner[T] {
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
	return &Runner[T]{work: work, cfg: cfg, logger: logger, clock: clock, loop: poll.NewLoop(cfg.Poll)}
}

// Owner is the id this runner claims under.
func (r *Runner[T]) Owner() string { return r.cfg.Owner }

// Notify asks the runner to look at the queue now, e.g. after a commit that queued work.
// It never blocks.
func (r *Runner[T]) Notify() { r.loop.Notify() }

// Run drains the queue at once, then every poll interval and on every Notify, until ctx
// is cancelled. The item in hand is finished and recorded first; the rest of a batch
// stays leased until its lease ends.
func (r *Runner[T]) Run(ctx context.Context) {
	r.logger.Info(r.work.Name+" worker started", "owner", r.cfg.Owner)
	r.loop.Run(ctx, r.Drain)
	r.logger.Info(r.work.Name+" worker stopped", "owner", r.cfg.Owner)
}

// Drain claims and works batches until a claim comes back short or ctx is cancelled:
// one pass of Run, which tests call directly with their clock.
func (r *Runner[T]) Drain(ctx context.Context) {
	for ctx.Err() == nil {
		claimedAt := r.clock.Now()
		batch, err := r.work.Claim(ctx, r.cfg.Owner, claimedAt, r.cfg.Lease, r.cfg.Batch)
		if err != nil {
			if ctx.Err() == nil {
				r.logger.Warn("claim "+r.work.Name, "err", err)
			}
			return
		}
		// Start no item once the lease no longer outlasts a whole timeout: past that
		// point another instance may take it over, and it would be worked twice.
		startBy := claimedAt.Add(r.cfg.Lease - r.cfg.Timeout)
		for _, item := range batch {
			if ctx.Err() != nil || r.clock.Now().After(startBy) {
				return
			}
			r.handle(ctx, item)
		}
		if len(batch) < r.cfg.Batch {
			return
		}
	}
}

// handle works one item and records the outcome. Neither step is cut short by shutdown:
// work that was done must be recorded, or it would be done again.
func (r *Runner[T]) handle(ctx context.Context, item T) {
	workCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), r.cfg.Timeout)
	err := r.process(workCtx, item)
	cancel()
	attempt := r.work.Attempts(item)
	logger := r.logger.With(append(r.work.Attrs(item), "attempt", attempt)...)
	switch {
	case err == nil:
		logger.Info(r.work.Name + " done")
		return
	case errors.Is(err, lexa.ErrLeaseLost):
		logger.Warn(r.work.Name+" was taken over by another worker; its outcome here is dropped", "err", err)
		return
	}
	markCtx, cancelMark := context.WithTimeout(context.WithoutCancel(ctx), markTimeout)
	defer cancelMark()
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
	logger.Log(markCtx, level, r.work.Name+" failed; will retry", "err", err, "retry_in", delay.Round(time.Second).String())
}

// process runs the work on one item, turning a panic into a failed attempt: one bad item
// must not stop the process, nor the worker.
func (r *Runner[T]) process(ctx context.Context, item T) (err error) {
	defer func() {
		if p := recover(); p != nil {
			r.logger.Error(r.work.Name+" panicked", append(r.work.Attrs(item), "panic", fmt.Sprint(p), "stack", string(debug.Stack()))...)
			err = fmt.Errorf("%s panicked: %v", r.work.Name, p)
		}
	}()
	return r.work.Process(ctx, r.cfg.Owner, item)
}
