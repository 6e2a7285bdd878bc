-- +goose Up
-- services_version changes in the same transaction as any change to a user's services, so
-- an instance may answer the services list from memory while the number it kept is the
-- number stored (store.servicesCache); a trigger cannot be forgotten by a new write path.
ALTER TABLE users ADD COLUMN services_version BIGINT NOT NULL DEFAULT 0;

-- +goose StatementBegin
CREATE FUNCTION bump_services_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP <> 'INSERT' THEN
        UPDATE users SET services_version = services_version + 1 WHERE id = OLD.user_id;
    END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.user_id <> OLD.user_id) THEN
        UPDATE users SET services_version = services_version + 1 WHERE id = NEW.user_id;
    END IF;
    RETURN NULL;
END;
$$;
-- +goose StatementEnd

CREATE TRIGGER services_version AFTER INSERT OR UPDATE OR DELETE ON services
    FOR EACH ROW EXECUTE FUNCTION bump_services_version();

-- +goose Down
DROP TRIGGER services_version ON services;
DROP FUNCTION bump_services_version();
ALTER TABLE users DROP COLUMN services_version;
