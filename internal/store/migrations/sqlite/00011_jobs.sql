-- +goose Up
-- Background jobs (the analysis of a customer's document), a leased queue like
-- mail_outbox and webhook_events (store.jobQueue, store.claimDue): any instance claims a
-- due job, runs it once under its lease, and records it done, failed (due again at
-- next_attempt_at) or dead (its last attempt failed). finished_at is set when it is done
-- or dead, and such a job is never claimed again. A user's or a service's jobs go with it.
CREATE TABLE jobs (
    id              TEXT PRIMARY KEY,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id      TEXT REFERENCES services (id) ON DELETE CASCADE,
    kind            TEXT NOT NULL,
    payload         TEXT NOT NULL,
    status          TEXT NOT NULL CHECK (status IN ('queued', 'running', 'done', 'failed', 'dead')),
    attempts        INTEGER NOT NULL DEFAULT 0,
    max_attempts    INTEGER NOT NULL CHECK (max_attempts > 0),
    next_attempt_at TIMESTAMP NOT NULL,
    locked_by       TEXT NOT NULL DEFAULT '',
    locked_until    TIMESTAMP,
    last_error      TEXT NOT NULL DEFAULT '',
    result          TEXT,
    created_at      TIMESTAMP NOT NULL,
    finished_at     TIMESTAMP
);
-- The claim reads the due jobs in its order; the partial index holds only live ones.
CREATE INDEX jobs_due ON jobs (next_attempt_at, created_at, id) WHERE finished_at IS NULL;
-- A service's jobs, newest first; a user's for the export and the cascade of a deletion.
CREATE INDEX jobs_service ON jobs (service_id, created_at DESC, id DESC);
CREATE INDEX jobs_user ON jobs (user_id, created_at);
CREATE INDEX jobs_dead ON jobs (finished_at) WHERE status = 'dead';

-- +goose Down
DROP TABLE jobs;
