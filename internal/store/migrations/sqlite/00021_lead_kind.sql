-- +goose Up
-- What kind of message an inbox lead is (docs/api.md, "Lead inbox"; decision 0061): a
-- lead, or spam, an opt-out, a complaint, a job applicant, a vendor's pitch or something
-- else, read by the lead reader when the lead is scored. '' until then, and for the leads
-- scored before kinds were read (they were scored as leads; nothing read them as more).
-- do_not_contact is set for an opt-out: the lead is never mailed as hot, and the inbox
-- shows it. Existing leads keep false: none of them was read as an opt-out.
ALTER TABLE inbox_leads ADD COLUMN kind TEXT NOT NULL DEFAULT ''
    CHECK (kind IN ('', 'lead', 'spam', 'opt_out', 'complaint', 'applicant', 'vendor', 'other'));
ALTER TABLE inbox_leads ADD COLUMN do_not_contact BOOLEAN NOT NULL DEFAULT FALSE;

-- +goose Down
ALTER TABLE inbox_leads DROP COLUMN do_not_contact;
ALTER TABLE inbox_leads DROP COLUMN kind;
