-- +goose Up
-- The dashboard lists a user's services newest first with the id as tie-break; an index
-- in exactly that order lets the list be read without a sort.
DROP INDEX services_user;
CREATE INDEX services_user ON services (user_id, created_at DESC, id DESC);

-- +goose Down
DROP INDEX services_user;
CREATE INDEX services_user ON services (user_id, created_at DESC);
