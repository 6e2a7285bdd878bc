-- +goose Up
-- The receptionist's phone line (issue 30, item 4; decision 0063). A voice-ai service has
-- at most one connected number. The account's auth token and the webhook token are kept
-- sealed with SECRETS_KEY (AES-256-GCM); the webhooks find their line by the token's
-- SHA-256, so a copy of the database names no working webhook URL.
CREATE TABLE phone_lines (
    service_id           TEXT PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
    user_id              TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    provider             TEXT NOT NULL CHECK (provider IN ('twilio')),
    account_sid          TEXT NOT NULL,
    phone_number         TEXT NOT NULL,
    auth_token_sealed    TEXT NOT NULL,
    webhook_token_hash   TEXT NOT NULL UNIQUE,
    webhook_token_sealed TEXT NOT NULL,
    connected_at         TIMESTAMPTZ NOT NULL
);
CREATE INDEX phone_lines_user ON phone_lines (user_id);

-- A call in progress: the conversation so far (JSON, both sides), kept per CallSid so
-- that any instance answers the next webhook of the call; what it came to (outcome,
-- the appointment it booked). The status callback puts it in the call log.
CREATE TABLE phone_calls (
    service_id     TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    call_sid       TEXT NOT NULL,
    caller         TEXT NOT NULL,
    started_at     TIMESTAMPTZ NOT NULL,
    messages       TEXT NOT NULL,
    outcome        TEXT NOT NULL CHECK (outcome IN ('', 'booked', 'message', 'emergency')),
    appointment_id TEXT,
    updated_at     TIMESTAMPTZ NOT NULL,
    PRIMARY KEY (service_id, call_sid)
);
CREATE INDEX phone_calls_updated ON phone_calls (updated_at);

-- What became of the text message confirming a phone booking to the caller: NULL (none
-- is sent), queued, sent, or refused with Twilio's reason (a number that replied STOP).
ALTER TABLE appointments ADD COLUMN text_status TEXT CHECK (text_status IN ('queued', 'sent', 'refused'));
ALTER TABLE appointments ADD COLUMN text_error TEXT;

-- +goose Down
ALTER TABLE appointments DROP COLUMN text_error;
ALTER TABLE appointments DROP COLUMN text_status;
DROP TABLE phone_calls;
DROP TABLE phone_lines;
