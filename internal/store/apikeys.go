package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

const apiKeyColumns = `id, service_id, user_id, prefix, created_at, last_used_at, revoked_at`

func scanAPIKey(row interface{ Scan(...any) error }) (lexa.APIKey, error) {
	var k lexa.APIKey
	var used, revoked sql.NullTime
	if err := row.Scan(&k.ID, &k.ServiceID, &k.UserID, &k.Prefix, &k.CreatedAt, &used, &revoked); err != nil {
		return k, err
	}
	k.CreatedAt, k.LastUsedAt, k.RevokedAt = k.CreatedAt.UTC(), timePtr(used), timePtr(revoked)
	return k, nil
}

// CreateAPIKey stores a new key (its hash) for one of a user's services, unless the
// service has MaxAPIKeysPerService keys in use.
func (db *DB) CreateAPIKey(ctx context.Context, userID, serviceID, hash, prefix string) (lexa.APIKey, error) {
	k := lexa.APIKey{ID: lexa.NewID(), ServiceID: serviceID, UserID: userID, Prefix: prefix, CreatedAt: dbTime(db.clock.Now())}
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "service-keys:"+serviceID); err != nil {
			return err
		}
		var owned, inUse int
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT
			(SELECT COUNT(*) FROM services WHERE id = ? AND user_id = ?),
			(SELECT COUNT(*) FROM service_api_keys WHERE service_id = ? AND revoked_at IS NULL)`),
			serviceID, userID, serviceID).Scan(&owned, &inUse); err != nil {
			return err
		}
		if owned == 0 {
			return lexa.ErrServiceNotFound
		}
		if inUse >= lexa.MaxAPIKeysPerService {
			return lexa.ErrTooManyAPIKeys
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO service_api_keys (id, service_id, user_id, key_hash, prefix, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`), k.ID, serviceID, userID, hash, prefix, k.CreatedAt)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return k, fmt.Errorf("create api key: %w", err)
	}
	return k, err
}

// ServiceAPIKeys lists the keys of one of a user's services, newest first.
func (db *DB) ServiceAPIKeys(ctx context.Context, userID, serviceID string) ([]lexa.APIKey, error) {
	if _, err := db.UserService(ctx, userID, serviceID); err != nil {
		return nil, err
	}
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT `+apiKeyColumns+` FROM service_api_keys
		WHERE service_id = ? AND user_id = ? ORDER BY created_at DESC, id DESC`), serviceID, userID)
	keys, err := scanAll(rows, err, scanAPIKey)
	if err != nil {
		return nil, fmt.Errorf("list api keys: %w", err)
	}
	return keys, nil
}

// RevokeAPIKey stops a key of one of a user's services from working; revoking it again
// changes nothing.
func (db *DB) RevokeAPIKey(ctx context.Context, userID, serviceID, keyID string) (lexa.APIKey, error) {
	k, err := scanAPIKey(db.sql.QueryRowContext(ctx, db.rebind(`UPDATE service_api_keys
		SET revoked_at = COALESCE(revoked_at, ?) WHERE id = ? AND service_id = ? AND user_id = ? RETURNING `+apiKeyColumns),
		dbTime(db.clock.Now()), keyID, serviceID, userID))
	if errors.Is(err, sql.ErrNoRows) {
		return k, lexa.ErrAPIKeyNotFound
	}
	if err != nil {
		return k, fmt.Errorf("revoke api key: %w", err)
	}
	db.keys.drop(k.ID)
	return k, nil
}

// apiKeyTouchEvery limits the writes that using a key causes to one a minute.
const apiKeyTouchEvery = time.Minute

// APIKeyInUse is the key with that hash unless it was revoked (else
// lexa.ErrInvalidAPIKey), with what a usage report needs: its id, prefix, service, the
// service's type, owner and last use (CreatedAt is left out: the busiest path of the API
// has no use for it).
// A key used before comes from db.keys: the report's own write checks it again. It notes
// the key's use at most once a minute.
func (db *DB) APIKeyInUse(ctx context.Context, hash string) (lexa.APIKey, error) {
	now := dbTime(db.clock.Now())
	k, ok := db.keys.get(hash)
	if !ok {
		var used sql.NullTime
		err := db.queryRow(ctx, `SELECT k.id, k.service_id, k.user_id, s.service_type, k.prefix, k.last_used_at
			FROM service_api_keys k JOIN services s ON s.id = k.service_id
			WHERE k.key_hash = ? AND k.revoked_at IS NULL`, hash).Scan(&k.ID, &k.ServiceID, &k.UserID, &k.ServiceType, &k.Prefix, &used)
		if errors.Is(err, sql.ErrNoRows) {
			return k, lexa.ErrInvalidAPIKey
		}
		if err != nil {
			return k, fmt.Errorf("api key: %w", err)
		}
		k.LastUsedAt = timePtr(used)
	}
	if k.LastUsedAt == nil || now.Sub(*k.LastUsedAt) >= apiKeyTouchEvery {
		if _, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE service_api_keys SET last_used_at = ? WHERE id = ? AND revoked_at IS NULL`), now, k.ID); err != nil {
			return k, fmt.Errorf("touch api key: %w", err)
		}
		k.LastUsedAt, ok = &now, false
	}
	if !ok {
		db.keys.put(hash, k)
	}
	return k, nil
}
