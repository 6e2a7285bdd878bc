-- +goose Up
-- A phone call the receptionist puts through to the front desk (a caller who asked for a
-- person while the office was open) ends 'transferred', as the call log already names it.
ALTER TABLE phone_calls DROP CONSTRAINT phone_calls_outcome_check;
ALTER TABLE phone_calls ADD CONSTRAINT phone_calls_outcome_check
    CHECK (outcome IN ('', 'booked', 'message', 'emergency', 'transferred'));

-- +goose Down
DELETE FROM phone_calls WHERE outcome = 'transferred';
ALTER TABLE phone_calls DROP CONSTRAINT phone_calls_outcome_check;
ALTER TABLE phone_calls ADD CONSTRAINT phone_calls_outcome_check
    CHECK (outcome IN ('', 'booked', 'message', 'emergency'));
