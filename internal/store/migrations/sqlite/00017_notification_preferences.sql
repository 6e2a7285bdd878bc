-- +goose Up
-- The settings page's notification preferences (docs/api.md, "Profile"), kept on the
-- profile. Hot-lead mail was always sent, so it stays on; the weekly usage summary is
-- about the customer's own account (a service message), so it starts on too; product
-- news is marketing, which needs the customer's yes, so it starts off.
ALTER TABLE profiles ADD COLUMN email_hot_leads BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE profiles ADD COLUMN email_weekly_summary BOOLEAN NOT NULL DEFAULT TRUE;
ALTER TABLE profiles ADD COLUMN email_product_news BOOLEAN NOT NULL DEFAULT FALSE;
-- The last ISO week ("2026-W47") whose usage summary was queued for the user. The
-- weekly job queues a summary with a conditional update of this column, so two
-- instances can never both queue one user's summary of one week.
ALTER TABLE profiles ADD COLUMN weekly_summary_week TEXT NOT NULL DEFAULT '';
-- The job's hourly question, who is still due this week, reads only the users not done.
CREATE INDEX profiles_weekly_summary_week ON profiles (weekly_summary_week);

-- +goose Down
DROP INDEX profiles_weekly_summary_week;
ALTER TABLE profiles DROP COLUMN weekly_summary_week;
ALTER TABLE profiles DROP COLUMN email_product_news;
ALTER TABLE profiles DROP COLUMN email_weekly_summary;
ALTER TABLE profiles DROP COLUMN email_hot_leads;
