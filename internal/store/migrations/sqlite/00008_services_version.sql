-- +goose Up
-- services_version changes in the same transaction as any change to a user's services, so
-- an instance may answer the services list from memory while the number it kept is the
-- number stored (store.servicesCache); a trigger cannot be forgotten by a new write path.
ALTER TABLE users ADD COLUMN services_version INTEGER NOT NULL DEFAULT 0;

-- +goose StatementBegin
CREATE TRIGGER services_version_insert AFTER INSERT ON services BEGIN
    UPDATE users SET services_version = services_version + 1 WHERE id = NEW.user_id;
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER services_version_update AFTER UPDATE ON services BEGIN
    UPDATE users SET services_version = services_version + 1 WHERE id IN (OLD.user_id, NEW.user_id);
END;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE TRIGGER services_version_delete AFTER DELETE ON services BEGIN
    UPDATE users SET services_version = services_version + 1 WHERE id = OLD.user_id;
END;
-- +goose StatementEnd

-- +goose Down
DROP TRIGGER services_version_delete;
DROP TRIGGER services_version_update;
DROP TRIGGER services_version_insert;
ALTER TABLE users DROP COLUMN services_version;
