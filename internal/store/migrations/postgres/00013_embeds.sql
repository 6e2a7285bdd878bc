-- +goose Up
-- Public links a customer puts on their own website (lexa.Embed): a voice-ai service's
-- text receptionist (/r/{token}) and a call-center service's lead form (/f/{token}). The
-- token is a public identifier, not a secret of the account, so it is kept as it is and
-- shown again; revoked_at closes the link. A user's or a service's links go with it.
CREATE TABLE embeds (
    id         TEXT PRIMARY KEY,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    kind       TEXT NOT NULL CHECK (kind IN ('widget', 'form')),
    token      TEXT NOT NULL UNIQUE,
    created_at TIMESTAMPTZ NOT NULL,
    revoked_at TIMESTAMPTZ
);
CREATE INDEX embeds_service ON embeds (service_id, created_at DESC);
CREATE INDEX embeds_user ON embeds (user_id);

-- +goose Down
DROP TABLE embeds;
