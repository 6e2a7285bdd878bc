-- +goose Up
-- A content-marketing service's workspace (docs/api.md, "Workspaces: content
-- calendar"): its brand profile, and its posts, drafts the engine wrote and the
-- customer edits, schedules and marks published. They go with their service and user.
CREATE TABLE brand_profiles (
    service_id   TEXT PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tone         TEXT NOT NULL,
    audience     TEXT NOT NULL DEFAULT '',
    keywords     TEXT NOT NULL,
    banned_words TEXT NOT NULL,
    platforms    TEXT NOT NULL,
    updated_at   TIMESTAMP NOT NULL
);
CREATE INDEX brand_profiles_user ON brand_profiles (user_id);

CREATE TABLE content_posts (
    id            TEXT PRIMARY KEY,
    user_id       TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id    TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    platform      TEXT NOT NULL,
    content_type  TEXT NOT NULL,
    topic         TEXT NOT NULL,
    body          TEXT NOT NULL,
    status        TEXT NOT NULL CHECK (status IN ('draft', 'scheduled', 'published')),
    scheduled_for TIMESTAMP,
    created_at    TIMESTAMP NOT NULL,
    updated_at    TIMESTAMP NOT NULL
);
-- The calendar: a service's posts by time; the undated drafts; a user's for the export.
CREATE INDEX content_posts_calendar ON content_posts (service_id, scheduled_for);
CREATE INDEX content_posts_user ON content_posts (user_id);

-- +goose Down
DROP TABLE content_posts;
DROP TABLE brand_profiles;
