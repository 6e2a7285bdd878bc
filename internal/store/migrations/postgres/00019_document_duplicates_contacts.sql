-- +goose Up
-- Duplicates and contact details (docs/api.md, "Workspaces: documents and jobs";
-- decision 0057). file_sha256 is the hex SHA-256 of the file's bytes, written at upload;
-- invoice_key an invoice's vendor and number without case, spaces or punctuation
-- (lexa.InvoiceKey), written when it is read. A document's duplicate_of is found from
-- them when it is read, so it never names a deleted document. Documents stored before
-- this migration have neither and match nothing.
ALTER TABLE documents ADD COLUMN file_sha256 TEXT NOT NULL DEFAULT '';
ALTER TABLE documents ADD COLUMN invoice_key TEXT NOT NULL DEFAULT '';
-- The e-mail address and phone number a resume gives (lexa.CandidateContacts).
ALTER TABLE documents ADD COLUMN candidate_email TEXT NOT NULL DEFAULT '';
ALTER TABLE documents ADD COLUMN candidate_phone TEXT NOT NULL DEFAULT '';
-- A service's earlier documents with the same file or the same invoice, oldest first.
CREATE INDEX documents_service_file ON documents (service_id, file_sha256, created_at, id) WHERE file_sha256 <> '';
CREATE INDEX documents_service_invoice_key ON documents (service_id, invoice_key, created_at, id) WHERE invoice_key <> '';

-- +goose Down
DROP INDEX documents_service_invoice_key;
DROP INDEX documents_service_file;
ALTER TABLE documents DROP COLUMN candidate_phone;
ALTER TABLE documents DROP COLUMN candidate_email;
ALTER TABLE documents DROP COLUMN invoice_key;
ALTER TABLE documents DROP COLUMN file_sha256;
