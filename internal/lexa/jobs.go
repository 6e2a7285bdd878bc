package lexa

import (
	"context"
	"encoding/json"
	"errors"
	"time"
)

// JobStatus is where a background job stands.
type JobStatus string

// The states of a job. queued → running → done; a failed attempt makes it failed (due
// again after a backoff, then running again), and the last allowed failure makes it dead.
// done and dead are final.
const (
	JobQueued  JobStatus = "queued"
	JobRunning JobStatus = "running"
	JobDone    JobStatus = "done"
	JobFailed  JobStatus = "failed" // will be retried
	JobDead    JobStatus = "dead"   // failed its last attempt; never retried
)

// DefaultJobAttempts is how many attempts a job gets unless its kind says otherwise.
const DefaultJobAttempts = 5

// Job is a unit of background work of a user's (the analysis of a document), run by
// any instance's job worker under a lease, once.
type Job struct {
	ID        string
	UserID    string
	ServiceID string // empty when the job belongs to no service
	Kind      string // names the handler that runs it
	Payload   json.RawMessage
	Status    JobStatus
	// Attempts counts the claims so far, the running one included.
	Attempts, MaxAttempts int
	NextAttemptAt         time.Time
	LastError             string
	Result                json.RawMessage // what the handler returned; nil until done
	CreatedAt             time.Time
	FinishedAt            *time.Time // when it became done or dead
}

// JobInput is a job to queue.
type JobInput struct {
	UserID, ServiceID, Kind string
	Payload                 json.RawMessage // JSON; empty means {}
	MaxAttempts             int             // 0 means DefaultJobAttempts
}

// NewJob checks in and makes the job it queues at now: due at once.
func NewJob(in JobInput, now time.Time) (Job, error) {
	if in.UserID == "" || in.Kind == "" {
		return Job{}, errors.New("new job: a user and a kind are required")
	}
	payload := in.Payload
	if len(payload) == 0 {
		payload = json.RawMessage(`{}`)
	}
	if !json.Valid(payload) {
		return Job{}, errors.New("new job " + in.Kind + ": the payload is not JSON")
	}
	attempts := in.MaxAttempts
	if attempts == 0 {
		attempts = DefaultJobAttempts
	}
	if attempts < 0 {
		return Job{}, errors.New("new job " + in.Kind + ": max attempts must be positive")
	}
	return Job{
		ID: NewID(), UserID: in.UserID, ServiceID: in.ServiceID, Kind: in.Kind, Payload: payload,
		Status: JobQueued, MaxAttempts: attempts, NextAttemptAt: now, CreatedAt: now,
	}, nil
}

// ErrLeaseLost is returned when a worker records the outcome of work it no longer holds:
// its lease ran out and another instance took the work over, or it was already recorded.
var ErrLeaseLost = errors.New("lease lost")

// JobQueue is the queue the job worker drains. Claims are leases, as for the mail outbox.
type JobQueue interface {
	// ClaimDueJobs leases up to limit due jobs to owner until now+lease; they are running.
	ClaimDueJobs(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]Job, error)
	// CompleteJob records a job owner holds as done with its result.
	CompleteJob(ctx context.Context, id, owner string, result json.RawMessage) error
	// FailJob records a failed attempt of a job owner holds: due again at next, or dead
	// when it was the last attempt.
	FailJob(ctx context.Context, id, owner, reason string, next time.Time) error
}
