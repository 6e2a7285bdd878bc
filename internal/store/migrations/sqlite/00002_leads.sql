-- +goose Up
-- One row per (address, action): a fixed 15-minute window counted atomically by upsert.
CREATE TABLE rate_limits (
    id           INTEGER PRIMARY KEY AUTOINCREMENT,
    ip_address   TEXT NOT NULL,
    action       TEXT NOT NULL,
    count        INTEGER NOT NULL,
    window_start TIMESTAMP NOT NULL,
    created_at   TIMESTAMP NOT NULL,
    UNIQUE (ip_address, action)
);
CREATE INDEX rate_limits_created_at ON rate_limits (created_at DESC);

CREATE TABLE contact_submissions (
    id                TEXT PRIMARY KEY,
    name              TEXT NOT NULL,
    email             TEXT NOT NULL,
    company           TEXT NOT NULL DEFAULT '',
    phone             TEXT NOT NULL DEFAULT '',
    service_interest  TEXT NOT NULL DEFAULT '',
    company_size      TEXT NOT NULL DEFAULT '',
    preferred_contact TEXT NOT NULL DEFAULT '',
    message           TEXT NOT NULL,
    ip_address        TEXT NOT NULL DEFAULT '',
    submitted_at      TIMESTAMP NOT NULL
);
CREATE INDEX contact_submissions_submitted_at ON contact_submissions (submitted_at DESC);

-- A demo slot can be held by one active booking only: the partial unique index is what
-- makes two concurrent bookings of one slot end with exactly one winner.
CREATE TABLE demo_bookings (
    id                    TEXT PRIMARY KEY,
    contact_submission_id TEXT NOT NULL REFERENCES contact_submissions (id),
    name                  TEXT NOT NULL,
    email                 TEXT NOT NULL,
    company               TEXT NOT NULL,
    phone                 TEXT NOT NULL,
    employees             TEXT NOT NULL DEFAULT '',
    service               TEXT NOT NULL DEFAULT '',
    message               TEXT NOT NULL DEFAULT '',
    slot_start            TIMESTAMP NOT NULL,
    status                TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
    cancel_token_hash     TEXT NOT NULL UNIQUE,
    created_at            TIMESTAMP NOT NULL,
    cancelled_at          TIMESTAMP
);
CREATE UNIQUE INDEX demo_bookings_active_slot ON demo_bookings (slot_start) WHERE status = 'booked';

-- Mail is written here in the transaction that causes it and sent by a worker.
CREATE TABLE mail_outbox (
    id              INTEGER PRIMARY KEY AUTOINCREMENT,
    kind            TEXT NOT NULL,
    message         TEXT NOT NULL,
    created_at      TIMESTAMP NOT NULL,
    next_attempt_at TIMESTAMP NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    locked_by       TEXT NOT NULL DEFAULT '',
    locked_until    TIMESTAMP,
    sent_at         TIMESTAMP
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE demo_bookings;
DROP TABLE contact_submissions;
DROP TABLE rate_limits;
