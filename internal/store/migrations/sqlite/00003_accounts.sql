-- +goose Up
-- Accounts. E-mail is unique whatever its case; a Google-only account has no password.
CREATE TABLE users (
    id                TEXT PRIMARY KEY,
    email             TEXT NOT NULL,
    password_hash     TEXT,
    email_verified_at TIMESTAMP,
    provider          TEXT NOT NULL CHECK (provider IN ('email', 'google')),
    google_subject    TEXT UNIQUE,
    created_at        TIMESTAMP NOT NULL
);
CREATE UNIQUE INDEX users_email_ci ON users (lower(email));

CREATE TABLE profiles (
    id                  TEXT PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
    full_name           TEXT NOT NULL DEFAULT '',
    company_name        TEXT NOT NULL DEFAULT '',
    phone               TEXT NOT NULL DEFAULT '',
    avatar_url          TEXT NOT NULL DEFAULT '',
    subscription_tier   TEXT,
    subscription_status TEXT,
    trial_ends_at       TIMESTAMP,
    created_at          TIMESTAMP NOT NULL
);
CREATE INDEX profiles_created_at ON profiles (created_at DESC);

-- Only the SHA-256 of a session token is stored.
CREATE TABLE sessions (
    token_hash   TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at   TIMESTAMP NOT NULL,
    last_seen_at TIMESTAMP NOT NULL,
    expires_at   TIMESTAMP NOT NULL,
    ip_address   TEXT NOT NULL DEFAULT '',
    user_agent   TEXT NOT NULL DEFAULT ''
);
CREATE INDEX sessions_user ON sessions (user_id);

-- E-mail verification and password reset links: hashed, single use, expiring.
CREATE TABLE one_time_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    purpose    TEXT NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
    created_at TIMESTAMP NOT NULL,
    expires_at TIMESTAMP NOT NULL,
    used_at    TIMESTAMP
);
CREATE INDEX one_time_tokens_user ON one_time_tokens (user_id, purpose);

CREATE TABLE user_roles (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role       TEXT NOT NULL,
    created_at TIMESTAMP NOT NULL,
    UNIQUE (user_id, role)
);
CREATE INDEX user_roles_created_at ON user_roles (created_at DESC);

-- +goose Down
DROP TABLE user_roles;
DROP TABLE one_time_tokens;
DROP TABLE sessions;
DROP TABLE profiles;
DROP TABLE users;
