package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

const jobColumns = `id, user_id, service_id, kind, payload, status, attempts, max_attempts, next_attempt_at,
	last_error, result, created_at, finished_at`

// jobQueue is the background jobs as a leasedQueue. A claim makes a job running; a failed
// attempt makes it failed, due again, or dead (final, with its reason) when it was the
// last attempt its max_attempts allowed.
var jobQueue = leasedQueue{
	table:   "jobs",
	done:    "finished_at",
	order:   "next_attempt_at, created_at, id",
	returns: jobColumns,
	claim:   "claim jobs",
	item:    "job",
	claimed: `, status = 'running'`,
	// One job at a time per account: a document that takes its whole time limit holds up
	// only its own account's other documents.
	onePerUser: "user_id",
	failed: `, status = CASE WHEN attempts >= max_attempts THEN 'dead' ELSE 'failed' END,
		finished_at = CASE WHEN attempts >= max_attempts THEN ? ELSE finished_at END`,
}

// abandonedReason is the last error of a job whose lease ran out during its last attempt.
const abandonedReason = "the worker stopped during the last attempt (its lease ran out)"

func scanJob(row scanner) (lexa.Job, error) {
	var j lexa.Job
	var service sql.NullString
	var payload, result []byte
	var finished sql.NullTime
	err := row.Scan(&j.ID, &j.UserID, &service, &j.Kind, &payload, &j.Status, &j.Attempts, &j.MaxAttempts,
		&j.NextAttemptAt, &j.LastError, &result, &j.CreatedAt, &finished)
	j.ServiceID = service.String
	j.Payload = json.RawMessage(payload)
	if result != nil {
		j.Result = json.RawMessage(result)
	}
	j.NextAttemptAt, j.CreatedAt, j.FinishedAt = j.NextAttemptAt.UTC(), j.CreatedAt.UTC(), timePtr(finished)
	return j, err
}

// enqueueJob queues a job inside tx, so it exists exactly when the change that causes it
// (a stored document) is committed. A service named must be the user's
// (lexa.ErrServiceNotFound otherwise). The job is due at once.
func (db *DB) enqueueJob(ctx context.Context, tx *sql.Tx, in lexa.JobInput) (lexa.Job, error) {
	j, err := lexa.NewJob(in, dbTime(db.clock.Now()))
	if err != nil {
		return j, err
	}
	var service sql.NullString
	if j.ServiceID != "" {
		var one int
		err := tx.QueryRowContext(ctx, db.rebind(`SELECT 1 FROM services WHERE id = ? AND user_id = ?`), j.ServiceID, j.UserID).Scan(&one)
		if errors.Is(err, sql.ErrNoRows) {
			return j, lexa.ErrServiceNotFound
		}
		if err != nil {
			return j, fmt.Errorf("enqueue job %s: %w", j.Kind, err)
		}
		service = sql.NullString{String: j.ServiceID, Valid: true}
	}
	_, err = tx.ExecContext(ctx, db.rebind(`INSERT INTO jobs (id, user_id, service_id, kind, payload, status,
		max_attempts, next_attempt_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`),
		j.ID, j.UserID, service, j.Kind, string(j.Payload), string(j.Status), j.MaxAttempts, j.NextAttemptAt, j.CreatedAt)
	if err != nil {
		return j, fmt.Errorf("enqueue job %s: %w", j.Kind, err)
	}
	return j, nil
}

// EnqueueJob queues a job on its own. A change that causes a job (a document upload)
// calls enqueueJob inside its own transaction instead.
func (db *DB) EnqueueJob(ctx context.Context, in lexa.JobInput) (lexa.Job, error) {
	var j lexa.Job
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		j, err = db.enqueueJob(ctx, tx, in)
		return err
	})
	return j, err
}

// ClaimDueJobs leases up to limit due jobs to owner, oldest due first, and counts the
// attempt; they are running (claimDue: safe across instances, each job to one of them).
// A job whose lease ran out during its last attempt (its worker crashed or was cut off)
// is claimed only to be made dead, and is not handed out: a job that kills its worker
// would otherwise be retried without end.
func (db *DB) ClaimDueJobs(ctx context.Context, owner string, now time.Time, lease time.Duration, limit int) ([]lexa.Job, error) {
	claimed, err := claimDue(ctx, db, jobQueue, owner, now, lease, limit, scanJob)
	if err != nil {
		return nil, err
	}
	out := claimed[:0]
	for _, j := range claimed {
		if j.Attempts <= j.MaxAttempts {
			out = append(out, j)
			continue
		}
		if err := db.releaseFailed(ctx, jobQueue, j.ID, owner, abandonedReason, now); err != nil {
			return nil, err
		}
	}
	return out, nil
}

// CompleteJob records a job owner holds as done with its result (nil for none), which
// must be JSON.
func (db *DB) CompleteJob(ctx context.Context, id, owner string, result json.RawMessage) error {
	what := "complete job " + id
	var stored sql.NullString
	if len(result) > 0 {
		if !json.Valid(result) {
			return errors.New(what + ": the result is not JSON")
		}
		stored = sql.NullString{String: string(result), Valid: true}
	}
	res, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE jobs
		SET status = ?, result = ?, finished_at = ?, locked_until = NULL, last_error = ''
		WHERE id = ? AND locked_by = ? AND finished_at IS NULL`),
		string(lexa.JobDone), stored, dbTime(db.clock.Now()), id, owner)
	if err != nil {
		return fmt.Errorf("%s: %w", what, err)
	}
	return oneRow(res, what)
}

// FailJob records a failed attempt of a job owner holds (releaseFailed): it is due again
// at next, or dead with reason when it was its last attempt.
func (db *DB) FailJob(ctx context.Context, id, owner, reason string, next time.Time) error {
	return db.releaseFailed(ctx, jobQueue, id, owner, reason, next)
}

// JobsOfService lists the jobs of one of a user's services, newest first; a service that
// is not the user's is lexa.ErrServiceNotFound.
func (db *DB) JobsOfService(ctx context.Context, userID, serviceID string) ([]lexa.Job, error) {
	if _, err := db.UserService(ctx, userID, serviceID); err != nil {
		return nil, err
	}
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT `+jobColumns+` FROM jobs
		WHERE service_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC`), serviceID, userID)
	jobs, err := scanAll(rows, err, scanJob)
	if err != nil {
		return nil, fmt.Errorf("jobs of service: %w", err)
	}
	return jobs, nil
}

// JobBacklog counts the jobs not yet finished (queued, running or waiting for a retry)
// and the dead ones, for monitoring: a backlog that only grows means jobs are not
// running, and dead jobs need a person.
func (db *DB) JobBacklog(ctx context.Context) (pending, dead int, err error) {
	err = db.sql.QueryRowContext(ctx, db.rebind(`SELECT
		(SELECT COUNT(*) FROM jobs WHERE finished_at IS NULL),
		(SELECT COUNT(*) FROM jobs WHERE status = 'dead')`)).Scan(&pending, &dead)
	if err != nil {
		return 0, 0, fmt.Errorf("job backlog: %w", err)
	}
	return pending, dead, nil
}
