package queue

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"sync"
	"time"

	"lexa/internal/lexa"
)

// Handler does the work of one job kind and returns its result (JSON, or nil for none).
// An error is a failed attempt, retried after a backoff until the job's attempts are
// used up. ctx ends at the job's timeout.
type Handler func(ctx context.Context, job lexa.Job) (result json.RawMessage, err error)

// jobDefaults suit the analysis of a document: minutes of work at most, retried for about
// an hour. Jobs are claimed one at a time, so a job is never held unstarted behind a
// long one (and its attempt counted) while another instance is idle.
var jobDefaults = Config{
	Poll:      2 * time.Second,
	Lease:     10 * time.Minute,
	Timeout:   5 * time.Minute,
	BaseDelay: 30 * time.Second,
	MaxDelay:  30 * time.Minute,
	// A document's reader may take a minute: at shutdown it gets a few seconds, then is
	// killed and its job tried again by the next instance, so that a stop is not held up.
	ShutdownGrace: 5 * time.Second,
}

// Jobs runs the background jobs of lexa.JobQueue on a Runner, each by the Handler
// registered for its kind. Every instance runs one; a job runs on one of them at a time.
type Jobs struct {
	*Runner[lexa.Job, json.RawMessage]
	mu       sync.RWMutex
	handlers map[string]Handler
}

// NewJobs returns the job worker of store. Register the handlers before Run.
func NewJobs(store lexa.JobQueue, logger *slog.Logger, clock lexa.Clock, opts ...Option) *Jobs {
	j := &Jobs{handlers: map[string]Handler{}}
	work := Work[lexa.Job, json.RawMessage]{
		Name:    "job",
		Claim:   store.ClaimDueJobs,
		Process: j.process,
		Complete: func(ctx context.Context, owner string, job lexa.Job, result json.RawMessage) error {
			return store.CompleteJob(ctx, job.ID, owner, result)
		},
		Fail: func(ctx context.Context, owner string, job lexa.Job, reason string, next time.Time) error {
			return store.FailJob(ctx, job.ID, owner, reason, next)
		},
		Attempts: func(job lexa.Job) int { return job.Attempts },
		Final:    func(job lexa.Job) bool { return job.Attempts >= job.MaxAttempts },
		Attrs:    func(job lexa.Job) []any { return []any{"job_id", job.ID, "kind", job.Kind} },
	}
	j.Runner = New(work, logger, clock, jobDefaults, append(opts, func(c *Config) { c.Batch = 1 })...)
	return j
}

// Register makes h the handler of kind. A kind has one handler: registering it twice is
// a wiring mistake and panics.
func (j *Jobs) Register(kind string, h Handler) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if kind == "" || h == nil {
		panic("queue: a job handler needs a kind and a function")
	}
	if _, ok := j.handlers[kind]; ok {
		panic("queue: job kind " + kind + " registered twice")
	}
	j.handlers[kind] = h
}

// process runs a job's handler. A kind without a handler fails the job, retried like any
// failure: during a rolling deploy, an instance of the newer version may know it.
func (j *Jobs) process(ctx context.Context, job lexa.Job) (json.RawMessage, error) {
	j.mu.RLock()
	h := j.handlers[job.Kind]
	j.mu.RUnlock()
	if h == nil {
		return nil, fmt.Errorf("no handler for job kind %q on this instance", job.Kind)
	}
	result, err := h(ctx, job)
	if err != nil {
		return nil, err
	}
	if len(result) > 0 && !json.Valid(result) {
		return nil, fmt.Errorf("the handler of job kind %q returned a result that is not JSON", job.Kind)
	}
	return result, nil
}
