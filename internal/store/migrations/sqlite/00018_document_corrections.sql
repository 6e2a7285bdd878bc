-- +goose Up
-- A person's corrections of a document's reading (docs/api.md, "PATCH
-- /api/services/{id}/documents/{docId}"; decision 0056), kept beside the reading, which
-- stays as it was read (documents.result): the corrected fields by name, each value in
-- its stored form, and the result with them applied, as the API shows it. One row per
-- corrected document, none when nothing is corrected; it goes with its document.
CREATE TABLE document_corrections (
    document_id TEXT PRIMARY KEY REFERENCES documents (id) ON DELETE CASCADE,
    user_id     TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    fields      TEXT NOT NULL,
    result      TEXT NOT NULL,
    updated_at  TIMESTAMP NOT NULL
);
-- A user's corrections, for the data export and the account's deletion.
CREATE INDEX document_corrections_user ON document_corrections (user_id);

-- +goose Down
DROP TABLE document_corrections;
