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
-- 'message'.
ALTER TABLE calls DROP CONSTRAINT calls_outcome_check;
ALTER TABLE calls ADD CONSTRAINT calls_outcome_check
    CHECK (outcome IN ('booked', 'answered', 'transferred', 'missed', 'emergency', 'message'));

-- The owner's e-mail about each booking or message the receptionist took: a service
-- message about their own business, so it starts on.
ALTER TABLE profiles ADD COLUMN email_receptionist BOOLEAN NOT NULL DEFAULT TRUE;

-- +goose Down
ALTER TABLE profiles DROP COLUMN email_receptionist;
DELETE FROM calls WHERE outcome = 'message';
ALTER TABLE calls DROP CONSTRAINT calls_outcome_check;
ALTER TABLE calls ADD CONSTRAINT calls_outcome_check
    CHECK (outcome IN ('booked', 'answered', 'transferred', 'missed', 'emergency'));
DROP INDEX appointments_conversation;
ALTER TABLE appointments DROP COLUMN conversation_key;
