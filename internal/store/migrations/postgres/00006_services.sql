-- +goose Up
-- A customer's automation services (the spec's services table). usage_current counts
-- the calls reported for usage_period (a month, "2006-01", UTC); usage_limit is the
-- plan's monthly allowance, 0 for none.
CREATE TABLE services (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_type  TEXT NOT NULL CHECK (service_type IN ('voice-ai', 'recruitment', 'payroll', 'call-center', 'content-marketing')),
    service_name  TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('active', 'paused')),
    usage_current BIGINT NOT NULL DEFAULT 0,
    usage_period  TEXT NOT NULL DEFAULT '',
    usage_limit   BIGINT NOT NULL DEFAULT 0,
    created_at    TIMESTAMPTZ NOT NULL,
    updated_at    TIMESTAMPTZ NOT NULL
);
CREATE INDEX services_user ON services (user_id, created_at DESC);

-- Keys the services report usage with; only the SHA-256 of a key is stored.
CREATE TABLE service_api_keys (
    id           TEXT PRIMARY KEY,
    service_id   TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key_hash     TEXT NOT NULL UNIQUE,
    prefix       TEXT NOT NULL,
    created_at   TIMESTAMPTZ NOT NULL,
    last_used_at TIMESTAMPTZ,
    revoked_at   TIMESTAMPTZ
);
CREATE INDEX service_api_keys_service ON service_api_keys (service_id, created_at DESC);

-- Every usage report once: (service, idempotency_key) is unique. day is occurred_at's UTC
-- date, so daily figures group the same on both databases.
CREATE TABLE usage_events (
    id              BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    service_id      TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    user_id         TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_type    TEXT NOT NULL,
    idempotency_key TEXT NOT NULL,
    calls           BIGINT NOT NULL DEFAULT 0,
    leads           BIGINT NOT NULL DEFAULT 0,
    revenue_cents   BIGINT NOT NULL DEFAULT 0,
    occurred_at     TIMESTAMPTZ NOT NULL,
    day             TEXT NOT NULL,
    recorded_at     TIMESTAMPTZ NOT NULL,
    UNIQUE (service_id, idempotency_key)
);
CREATE INDEX usage_events_user_day ON usage_events (user_id, day);

-- +goose Down
DROP TABLE usage_events;
DROP TABLE service_api_keys;
DROP TABLE services;
