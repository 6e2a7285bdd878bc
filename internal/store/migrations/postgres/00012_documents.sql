-- +goose Up
-- The workspaces' documents (docs/api.md, "Workspaces: documents and jobs"): a
-- recruitment service's jobs (openings) and the resumes screened against them, a payroll
-- service's invoices. A document's row holds its extracted text and its analysis; its
-- file's bytes are in document_files (store.fileStore: the database by default). A user's,
-- a service's or an opening's documents go with it.
CREATE TABLE openings (
    id           TEXT PRIMARY KEY,
    user_id      TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id   TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    title        TEXT NOT NULL,
    description  TEXT NOT NULL,
    must_have    JSONB NOT NULL,
    nice_to_have JSONB NOT NULL,
    location     TEXT NOT NULL DEFAULT '',
    created_at   TIMESTAMPTZ NOT NULL
);
CREATE INDEX openings_service ON openings (service_id, created_at DESC, id DESC);
CREATE INDEX openings_user ON openings (user_id);

CREATE TABLE documents (
    id          TEXT PRIMARY KEY,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    service_id  TEXT NOT NULL REFERENCES services (id) ON DELETE CASCADE,
    opening_id  TEXT REFERENCES openings (id) ON DELETE CASCADE,
    name        TEXT NOT NULL,
    media_type  TEXT NOT NULL,
    size_bytes  BIGINT NOT NULL,
    state       TEXT NOT NULL CHECK (state IN ('queued', 'analysing', 'done', 'failed', 'no_text')),
    reason      TEXT NOT NULL DEFAULT '',
    review      TEXT NOT NULL,
    note        TEXT NOT NULL DEFAULT '',
    candidate   TEXT NOT NULL DEFAULT '',
    score       INTEGER,
    vendor      TEXT NOT NULL DEFAULT '',
    body_text   TEXT,
    result      JSONB,
    job_id      TEXT NOT NULL DEFAULT '',
    created_at  TIMESTAMPTZ NOT NULL,
    analysed_at TIMESTAMPTZ
);
-- A service's documents newest first; a job's candidates; a user's for the export.
CREATE INDEX documents_service ON documents (service_id, created_at DESC, id DESC);
CREATE INDEX documents_opening ON documents (opening_id, score DESC);
CREATE INDEX documents_user ON documents (user_id);

CREATE TABLE document_files (
    document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    body        BYTEA NOT NULL
);

-- +goose Down
DROP TABLE document_files;
DROP TABLE documents;
DROP TABLE openings;
