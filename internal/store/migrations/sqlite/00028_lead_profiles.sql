-- +goose Up
-- The lead profile of a call-center service (issue 32, decision 0073): what the business
-- offers, where, what a customer is worth, its urgent signals and what is never a lead,
-- as the owner wrote it (JSON); its inbox scores leads by it and its public form is named
-- by it. A service without a row uses lexa.DefaultLeadProfile.
CREATE TABLE lead_profiles (
    service_id TEXT PRIMARY KEY REFERENCES services (id) ON DELETE CASCADE,
    user_id    TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    profile    TEXT NOT NULL,
    updated_at TIMESTAMP NOT NULL
);
CREATE INDEX lead_profiles_user ON lead_profiles (user_id);

-- +goose Down
DROP TABLE lead_profiles;
