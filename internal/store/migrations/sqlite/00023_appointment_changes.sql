-- +goose Up
-- A caller's move or cancellation of their appointment in the receptionist's conversation
-- (issue 30; decision 0060, "Later: the conversation moves and cancels"), one row per
-- conversation turn that made one: the same turn sent again finds its row and changes
-- nothing more (a second move would undo a later one; a second cancellation would find
-- nothing left to cancel and answer otherwise).
CREATE TABLE appointment_changes (
    service_id       TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    conversation_key TEXT NOT NULL,
    appointment_id   TEXT NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
    kind             TEXT NOT NULL CHECK (kind IN ('appointment_moved', 'appointment_cancelled')),
    previous_start   TIMESTAMP NOT NULL,
    created_at       TIMESTAMP NOT NULL,
    PRIMARY KEY (service_id, conversation_key)
);
CREATE INDEX appointment_changes_appointment ON appointment_changes (appointment_id);

-- +goose Down
DROP TABLE appointment_changes;
