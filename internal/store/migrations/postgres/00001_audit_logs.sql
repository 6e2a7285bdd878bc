-- +goose Up
-- The append-only audit trail. user_id has no foreign key on purpose: the trail must
-- outlive the accounts it mentions.
CREATE TABLE audit_logs (
    id         BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    action     TEXT NOT NULL,
    table_name TEXT NOT NULL DEFAULT '',
    ip_address TEXT NOT NULL DEFAULT '',
    user_id    TEXT,
    detail     JSONB NOT NULL DEFAULT '{}',
    created_at TIMESTAMPTZ NOT NULL
);
CREATE INDEX audit_logs_created_at ON audit_logs (created_at DESC, id DESC);

-- +goose Down
DROP TABLE audit_logs;
