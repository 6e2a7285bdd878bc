-- +goose Up
-- The appointment book of a voice-ai service (issue 30; decision 0060). Start and end are
-- instants; the business's clock is its profile's time zone. No two appointments of one
-- service that are not cancelled overlap. SQLite has no exclusion constraint, so each
-- appointment that is not cancelled holds one row per minute it takes in
-- appointment_minutes, whose primary key (service, minute) refuses a second holder:
-- two half-open spans of whole minutes overlap exactly when they share a minute. The
-- triggers keep the rows in step with every insert and update of appointments, whoever
-- writes them, in the writing statement itself; deleting an appointment deletes its
-- minutes (foreign key).
CREATE TABLE appointments (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id   TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    service_name TEXT NOT NULL,
    start_at     TIMESTAMP NOT NULL,
    end_at       TIMESTAMP NOT NULL,
    caller_name  TEXT NOT NULL,
    phone        TEXT NOT NULL,
    notes        TEXT NOT NULL,
    source       TEXT NOT NULL CHECK (source IN ('phone', 'web', 'console')),
    status       TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'cancelled')),
    created_at   TIMESTAMP NOT NULL,
    updated_at   TIMESTAMP NOT NULL,
    -- Whole minutes, at most a day (1,440 rows of appointment_minutes).
    CONSTRAINT appointments_length CHECK (unixepoch(end_at) > unixepoch(start_at)
        AND unixepoch(end_at) - unixepoch(start_at) <= 86400
        AND unixepoch(start_at, 'subsec') = unixepoch(start_at) AND unixepoch(start_at) % 60 = 0
        AND unixepoch(end_at, 'subsec') = unixepoch(end_at) AND unixepoch(end_at) % 60 = 0)
);
-- The book by time, cancelled appointments included; a user's for the export.
CREATE INDEX appointments_service_start ON appointments (service_id, start_at, id);
CREATE INDEX appointments_user ON appointments (user_id);

-- minute counts whole minutes since 1970-01-01 UTC.
CREATE TABLE appointment_minutes (
    service_id     TEXT NOT NULL,
    minute         INTEGER NOT NULL,
    appointment_id TEXT NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
    PRIMARY KEY (service_id, minute)
) WITHOUT ROWID;
CREATE INDEX appointment_minutes_appointment ON appointment_minutes (appointment_id);

-- +goose StatementBegin
CREATE TRIGGER appointments_hold_minutes AFTER INSERT ON appointments WHEN NEW.status <> 'cancelled'
BEGIN
    INSERT INTO appointment_minutes (service_id, minute, appointment_id)
    WITH RECURSIVE held (minute) AS (
        SELECT unixepoch(NEW.start_at) / 60
        UNION ALL
        SELECT minute + 1 FROM held WHERE minute + 1 < unixepoch(NEW.end_at) / 60
    )
    SELECT NEW.service_id, minute, NEW.id FROM held;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER appointments_move_minutes AFTER UPDATE OF service_id, start_at, end_at, status ON appointments
BEGIN
    DELETE FROM appointment_minutes WHERE appointment_id = OLD.id;
    INSERT INTO appointment_minutes (service_id, minute, appointment_id)
    WITH RECURSIVE held (minute) AS (
        SELECT unixepoch(NEW.start_at) / 60
        UNION ALL
        SELECT minute + 1 FROM held WHERE minute + 1 < unixepoch(NEW.end_at) / 60
    )
    SELECT NEW.service_id, minute, NEW.id FROM held WHERE NEW.status <> 'cancelled';
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER appointments_move_minutes;
DROP TRIGGER appointments_hold_minutes;
DROP TABLE appointment_minutes;
DROP TABLE appointments;
