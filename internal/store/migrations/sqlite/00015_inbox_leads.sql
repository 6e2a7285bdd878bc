-- +goose Up
-- A call-center service's lead inbox (docs/api.md, "Lead inbox"): leads sent by the
-- customer's systems (POST /api/v1/leads) or the public form (/f/{token}), each scored
-- once by a background job (score_lead) and moved through the pipeline's stages. Not the
-- site's own contact form (contact_submissions). A user's or a service's leads go with it.
-- idempotency_key is NULL for a form lead (NULLs never clash in a UNIQUE index);
-- fingerprint tells a retry of the same lead from another lead under the same key.
CREATE TABLE inbox_leads (
    id                  TEXT PRIMARY KEY,
    user_id             TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id          TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    idempotency_key     TEXT,
    fingerprint         TEXT NOT NULL,
    name                TEXT NOT NULL DEFAULT '',
    company             TEXT NOT NULL DEFAULT '',
    email               TEXT NOT NULL DEFAULT '',
    phone               TEXT NOT NULL DEFAULT '',
    source              TEXT NOT NULL DEFAULT '',
    notes               TEXT NOT NULL DEFAULT '',
    scoring             TEXT NOT NULL CHECK (scoring IN ('queued', 'scored', 'failed')),
    score               INTEGER,
    temperature         TEXT NOT NULL DEFAULT '',
    reasons             TEXT,
    profile             TEXT,
    analysis            TEXT NOT NULL DEFAULT '',
    stage               TEXT NOT NULL CHECK (stage IN ('new', 'contacted', 'qualified', 'won', 'lost')),
    revenue_cents       BIGINT NOT NULL DEFAULT 0 CHECK (revenue_cents >= 0),
    revenue_recorded_at TIMESTAMP,
    hot_notified_at     TIMESTAMP,
    job_id              TEXT NOT NULL DEFAULT '',
    created_at          TIMESTAMP NOT NULL,
    updated_at          TIMESTAMP NOT NULL,
    scored_at           TIMESTAMP
);
CREATE UNIQUE INDEX inbox_leads_idempotency ON inbox_leads (service_id, idempotency_key);
-- The board: a service's leads newest first, all or one stage's.
CREATE INDEX inbox_leads_service ON inbox_leads (service_id, created_at DESC, id DESC);
CREATE INDEX inbox_leads_stage ON inbox_leads (service_id, stage, created_at DESC);
CREATE INDEX inbox_leads_user ON inbox_leads (user_id);

-- +goose Down
DROP TABLE inbox_leads;
