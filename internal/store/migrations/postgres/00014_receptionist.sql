-- +goose Up
-- A voice-ai service's receptionist (issue 22): the business profile its owner edits
-- (lexa.BusinessProfile as JSON, one per service) and the calls their telephony posts
-- (POST /api/v1/calls), each once per idempotency key. A user's or a service's go with it.
CREATE TABLE receptionist_profiles (
    service_id TEXT PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    profile    TEXT NOT NULL,
    updated_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX receptionist_profiles_user ON receptionist_profiles (user_id);

CREATE TABLE calls (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id       TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    idempotency_key  TEXT NOT NULL,
    caller           TEXT NOT NULL,
    started_at       TIMESTAMPTZ NOT NULL,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
    outcome          TEXT NOT NULL CHECK (outcome IN ('booked', 'answered', 'transferred', 'missed', 'emergency')),
    transcript       TEXT NOT NULL,
    created_at       TIMESTAMPTZ NOT NULL,
    UNIQUE (service_id, idempotency_key)
);
-- The log, newest first, of each service; a user's calls for the export.
CREATE INDEX calls_service ON calls (service_id, started_at DESC, id DESC);
CREATE INDEX calls_user ON calls (user_id);

-- +goose Down
DROP TABLE calls;
DROP TABLE receptionist_profiles;
