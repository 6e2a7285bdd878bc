-- +goose Up
-- One row per (address, action): a fixed 15-minute window counted atomically by upsert.
CREATE TABLE rate_limits (
    id           BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    ip_address   TEXT NOT NULL,
    action       TEXT NOT NULL,
    count        INTEGER NOT NULL,
    window_start TIMESTAMPTZ NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
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
    submitted_at      TIMESTAMPTZ NOT NULL
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
    slot_start            TIMESTAMPTZ NOT NULL,
    status                TEXT NOT NULL DEFAULT 'booked' CHECK (status IN ('booked', 'cancelled')),
    cancel_token_hash     TEXT NOT NULL UNIQUE,
    created_at            TIMESTAMPTZ NOT NULL,
    cancelled_at          TIMESTAMPTZ
);
CREATE UNIQUE INDEX demo_bookings_active_slot ON demo_bookings (slot_start) WHERE status = 'booked';

-- Mail is written here in the transaction that causes it and sent by a worker.
CREATE TABLE mail_outbox (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind            TEXT NOT NULL,
    message         JSONB NOT NULL,
    created_at      TIMESTAMPTZ NOT NULL,
    next_attempt_at TIMESTAMPTZ NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    last_error      TEXT NOT NULL DEFAULT '',
    locked_by       TEXT NOT NULL DEFAULT '',
    locked_until    TIMESTAMPTZ,
    sent_at         TIMESTAMPTZ
);
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE sent_at IS NULL;

-- +goose Down
DROP TABLE mail_outbox;
DROP TABLE demo_bookings;
DROP TABLE contact_submissions;
DROP TABLE rate_limits;
