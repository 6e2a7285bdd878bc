-- +goose Up
-- Named leases for work that one instance at a time does (the retention pass), with the
-- lease columns and rule of mail_outbox and webhook_events (store.leaseFree).
CREATE TABLE leases (
    name         TEXT PRIMARY KEY,
    locked_by    TEXT NOT NULL DEFAULT '',
    locked_until TIMESTAMP
);

-- Each delete of the retention pass finds its rows by an index on the instant they
-- finished (audit_logs_created_at serves the audit trail's). Partial where the column is
-- empty until then, so the queues' live rows are not in them.
CREATE INDEX rate_limits_window_start ON rate_limits (window_start);
CREATE INDEX mail_outbox_sent ON mail_outbox (sent_at) WHERE sent_at IS NOT NULL;
CREATE INDEX webhook_events_processed ON webhook_events (processed_at) WHERE processed_at IS NOT NULL;
CREATE INDEX one_time_tokens_expires ON one_time_tokens (expires_at);
CREATE INDEX one_time_tokens_used ON one_time_tokens (used_at) WHERE used_at IS NOT NULL;
CREATE INDEX sessions_expires ON sessions (expires_at);

-- The admin lists page backwards by (time, id); an index in exactly that order reads each
-- page without a sort, however far back it is.
DROP INDEX contact_submissions_submitted_at;
CREATE INDEX contact_submissions_submitted_at ON contact_submissions (submitted_at DESC, id DESC);
DROP INDEX rate_limits_created_at;
CREATE INDEX rate_limits_created_at ON rate_limits (created_at DESC, id DESC);
DROP INDEX user_roles_created_at;
CREATE INDEX user_roles_created_at ON user_roles (created_at DESC, id DESC);
DROP INDEX profiles_created_at;
CREATE INDEX profiles_created_at ON profiles (created_at DESC, id DESC);
DROP INDEX subscriptions_created_at;
CREATE INDEX subscriptions_created_at ON subscriptions (created_at DESC, id DESC);

-- +goose Down
DROP INDEX subscriptions_created_at;
CREATE INDEX subscriptions_created_at ON subscriptions (created_at DESC);
DROP INDEX profiles_created_at;
CREATE INDEX profiles_created_at ON profiles (created_at DESC);
DROP INDEX user_roles_created_at;
CREATE INDEX user_roles_created_at ON user_roles (created_at DESC);
DROP INDEX rate_limits_created_at;
CREATE INDEX rate_limits_created_at ON rate_limits (created_at DESC);
DROP INDEX contact_submissions_submitted_at;
CREATE INDEX contact_submissions_submitted_at ON contact_submissions (submitted_at DESC);
DROP INDEX sessions_expires;
DROP INDEX one_time_tokens_used;
DROP INDEX one_time_tokens_expires;
DROP INDEX webhook_events_processed;
DROP INDEX mail_outbox_sent;
DROP INDEX rate_limits_window_start;
DROP TABLE leases;
