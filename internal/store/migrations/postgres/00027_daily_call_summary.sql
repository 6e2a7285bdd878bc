-- +goose Up
-- The optional daily e-mail of a voice service's calls (issue 30, item 5): whether the
-- owner wants it (off until they turn it on), and the last local day of each service
-- whose summary was queued, so that a cluster queues one summary of one day once.
ALTER TABLE profiles ADD COLUMN email_daily_calls BOOLEAN NOT NULL DEFAULT FALSE;
ALTER TABLE services ADD COLUMN call_summary_day TEXT NOT NULL DEFAULT '';

-- +goose Down
ALTER TABLE services DROP COLUMN call_summary_day;
ALTER TABLE profiles DROP COLUMN email_daily_calls;
