-- +goose Up
-- The appointment book of a voice-ai service (issue 30; decision 0060). Start and end are
-- instants; the business's clock is its profile's time zone. No two appointments of one
-- service that are not cancelled overlap: the exclusion constraint refuses the second
-- of two racing bookings even when both were checked free, and a cancelled row frees its
-- time. Comparing service_id with = inside a GiST index needs btree_gist, a trusted
-- extension the database owner may create; it is put in public so that it outlives any
-- one schema (the tests give each run a schema of its own and drop it).
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;

CREATE TABLE appointments (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id   TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    service_name TEXT NOT NULL,
    start_at     TIMESTAMPTZ NOT NULL,
    end_at       TIMESTAMPTZ NOT NULL,
    caller_name  TEXT NOT NULL,
    phone        TEXT NOT NULL,
    notes        TEXT NOT NULL,
    source       TEXT NOT NULL CHECK (source IN ('phone', 'web', 'console')),
    status       TEXT NOT NULL CHECK (status IN ('requested', 'confirmed', 'cancelled')),
    created_at   TIMESTAMPTZ NOT NULL,
    updated_at   TIMESTAMPTZ NOT NULL,
    -- Whole minutes, at most a day: the same rows SQLite's minute table can hold.
    CONSTRAINT appointments_length CHECK (end_at > start_at AND end_at - start_at <= INTERVAL '1 day'
        AND date_trunc('minute', start_at) = start_at AND date_trunc('minute', end_at) = end_at),
    CONSTRAINT appointments_no_overlap EXCLUDE USING gist
        (service_id WITH =, tstzrange(start_at, end_at, '[)') WITH &&) WHERE (status <> 'cancelled')
);
-- The book by time, cancelled appointments included; a user's for the export.
CREATE INDEX appointments_service_start ON appointments (service_id, start_at, id);
CREATE INDEX appointments_user ON appointments (user_id);

-- +goose Down
DROP TABLE appointments;
