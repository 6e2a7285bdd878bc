-- +goose Up
-- A phone call the receptionist puts through to the front desk (a caller who asked for a
-- person while the office was open) ends 'transferred', as the call log already names it.
-- SQLite cannot change a CHECK constraint, so the table of calls in progress is rebuilt
-- with the new list and its rows and index copied over; nothing refers to it.
CREATE TABLE phone_calls_new (
    service_id     TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    call_sid       TEXT NOT NULL,
    caller         TEXT NOT NULL,
    started_at     TIMESTAMP NOT NULL,
    messages       TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('', 'booked', 'message', 'emergency', 'transferred')),
    appointment_id TEXT,
    updated_at     TIMESTAMP NOT NULL,
    PRIMARY KEY (service_id, call_sid)
);
INSERT INTO phone_calls_new (service_id, call_sid, caller, started_at, messages, outcome, appointment_id, updated_at)
    SELECT service_id, call_sid, caller, started_at, messages, outcome, appointment_id, updated_at FROM phone_calls;
DROP TABLE phone_calls;
ALTER TABLE phone_calls_new RENAME TO phone_calls;
CREATE INDEX phone_calls_updated ON phone_calls (updated_at);

-- +goose Down
DELETE FROM phone_calls WHERE outcome = 'transferred';
CREATE TABLE phone_calls_old (
    service_id     TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    call_sid       TEXT NOT NULL,
    caller         TEXT NOT NULL,
    started_at     TIMESTAMP NOT NULL,
    messages       TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('', 'booked', 'message', 'emergency')),
    appointment_id TEXT,
    updated_at     TIMESTAMP NOT NULL,
    PRIMARY KEY (service_id, call_sid)
);
INSERT INTO phone_calls_old SELECT service_id, call_sid, caller, started_at, messages, outcome, appointment_id, updated_at FROM phone_calls;
DROP TABLE phone_calls;
ALTER TABLE phone_calls_old RENAME TO phone_calls;
CREATE INDEX phone_calls_updated ON phone_calls (updated_at);
