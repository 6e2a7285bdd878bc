-- +goose Up
-- How each session was started (password, email_link, google): deleting an account
-- without a password needs a recent Google sign-in.
ALTER TABLE sessions ADD COLUMN auth_method TEXT NOT NULL DEFAULT 'password';

-- +goose Down
ALTER TABLE sessions DROP COLUMN auth_method;
