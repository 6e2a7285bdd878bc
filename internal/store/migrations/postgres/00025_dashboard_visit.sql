-- +goose Up
-- When the user first opened the dashboard (issue 32, item 6; decision 0065): the first
-- visit says 'Welcome', every later one 'Welcome back'. Accounts that existed before count
-- as having visited.
ALTER TABLE profiles ADD COLUMN first_dashboard_at TIMESTAMPTZ;
UPDATE profiles SET first_dashboard_at = created_at;

-- +goose Down
ALTER TABLE profiles DROP COLUMN first_dashboard_at;
