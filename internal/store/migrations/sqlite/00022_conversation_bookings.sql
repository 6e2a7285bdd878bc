-- +goose Up
-- The receptionist's conversation stores what it takes (issue 30; decision 0060, "The
-- conversation books").
-- A booking made by a conversation carries the conversation's key (a digest of it up to
-- the booking turn); one appointment per key and service, so the same conversation sent
-- twice books once. Bookings made otherwise have none (NULL, which a unique index never
-- compares equal).
ALTER TABLE appointments ADD COLUMN conversation_key TEXT;
CREATE UNIQUE INDEX appointments_conversation ON appointments (service_id, conversation_key);

-- A message or call-back request the receptionist took is a call with the outcome
-- 'message'. SQLite cannot change a CHECK constraint, so the table is rebuilt with the
-- new list and its rows and indexes copied over; nothing refers to calls.
CREATE TABLE calls_new (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id       TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    idempotency_key  TEXT NOT NULL,
    caller           TEXT NOT NULL,
    started_at       TIMESTAMP NOT NULL,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
    outcome          TEXT NOT NULL CHECK (outcome IN ('booked', 'answered', 'transferred', 'missed', 'emergency', 'message')),
    transcript       TEXT NOT NULL,
    created_at       TIMESTAMP NOT NULL,
    UNIQUE (service_id, idempotency_key)
);
INSERT INTO calls_new (id, user_id, service_id, idempotency_key, caller, started_at, duration_seconds, outcome, transcript, created_at)
    SELECT id, user_id, service_id, idempotency_key, caller, started_at, duration_seconds, outcome, transcript, created_at FROM calls;
DROP TABLE calls;
ALTER TABLE calls_new RENAME TO calls;
CREATE INDEX calls_service ON calls (service_id, started_at DESC, id DESC);
CREATE INDEX calls_user ON calls (user_id);

-- The owner's e-mail about each booking or message the receptionist took: a service
-- message about their own business, so it starts on.
ALTER TABLE profiles ADD COLUMN email_receptionist BOOLEAN NOT NULL DEFAULT TRUE;

-- +goose Down
ALTER TABLE profiles DROP COLUMN email_receptionist;
DELETE FROM calls WHERE outcome = 'message';
CREATE TABLE calls_old (
    id               TEXT PRIMARY KEY,
    user_id          TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id       TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    idempotency_key  TEXT NOT NULL,
    caller           TEXT NOT NULL,
    started_at       TIMESTAMP NOT NULL,
    duration_seconds INTEGER NOT NULL CHECK (duration_seconds BETWEEN 0 AND 86400),
    outcome          TEXT NOT NULL CHECK (outcome IN ('booked', 'answered', 'transferred', 'missed', 'emergency')),
    transcript       TEXT NOT NULL,
    created_at       TIMESTAMP NOT NULL,
    UNIQUE (service_id, idempotency_key)
);
INSERT INTO calls_old SELECT id, user_id, service_id, idempotency_key, caller, started_at, duration_seconds, outcome, transcript, created_at FROM calls;
DROP TABLE calls;
ALTER TABLE calls_old RENAME TO calls;
CREATE INDEX calls_service ON calls (service_id, started_at DESC, id DESC);
CREATE INDEX calls_user ON calls (user_id);
DROP INDEX appointments_conversation;
ALTER TABLE appointments DROP COLUMN conversation_key;
