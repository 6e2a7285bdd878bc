-- +goose Up
-- The payment provider's customer for each user: created once, on the first checkout.
CREATE TABLE billing_customers (
    user_id     TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    customer_id TEXT NOT NULL UNIQUE,
    created_at  TIMESTAMP NOT NULL
);

-- Subscriptions as the provider last described them. A subscription outlives its account
-- (user_id becomes NULL): it is the business's billing record. sync_seq orders the
-- descriptions of one subscription, so an older read never overwrites a newer one.
CREATE TABLE subscriptions (
    id                   TEXT PRIMARY KEY,
    user_id              TEXT REFERENCES users (id) ON DELETE SET NULL,
    plan_id              TEXT NOT NULL DEFAULT '',
    plan_name            TEXT NOT NULL,
    billing_interval     TEXT NOT NULL DEFAULT '',
    price_id             TEXT NOT NULL DEFAULT '',
    product_id           TEXT NOT NULL DEFAULT '',
    status               TEXT NOT NULL,
    stripe_customer_id   TEXT NOT NULL,
    current_period_start TIMESTAMP,
    current_period_end   TIMESTAMP,
    trial_end            TIMESTAMP,
    cancel_at            TIMESTAMP,
    ended_at             TIMESTAMP,
    created_at           TIMESTAMP NOT NULL,
    updated_at           TIMESTAMP NOT NULL,
    sync_seq             INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX subscriptions_user ON subscriptions (user_id, created_at DESC);
CREATE INDEX subscriptions_created_at ON subscriptions (created_at DESC);

-- Verified webhook events, stored once by id when they arrive and applied by a worker
-- (leases as in mail_outbox); processed_at is set in the transaction of the effect.
CREATE TABLE webhook_events (
    id              TEXT PRIMARY KEY,
    type            TEXT NOT NULL,
    subscription_id TEXT NOT NULL,
    customer_id     TEXT NOT NULL DEFAULT '',
    user_hint       TEXT NOT NULL DEFAULT '',
    created_at      TIMESTAMP NOT NULL,
    received_at     TIMESTAMP NOT NULL,
    processed_at    TIMESTAMP,
    outcome         TEXT NOT NULL DEFAULT '',
    attempts        INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TIMESTAMP NOT NULL,
    locked_by       TEXT NOT NULL DEFAULT '',
    locked_until    TIMESTAMP,
    last_error      TEXT NOT NULL DEFAULT ''
);
CREATE INDEX webhook_events_due ON webhook_events (next_attempt_at) WHERE processed_at IS NULL;

-- Tickets for subscriptions.sync_seq, taken before the provider is asked (SQLite has no
-- sequences: one counter row).
CREATE TABLE billing_sync (
    id  INTEGER PRIMARY KEY CHECK (id = 1),
    seq INTEGER NOT NULL
);
INSERT INTO billing_sync (id, seq) VALUES (1, 0);

-- +goose Down
DROP TABLE billing_sync;
DROP TABLE webhook_events;
DROP TABLE subscriptions;
DROP TABLE billing_customers;
