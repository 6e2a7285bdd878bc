package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
)

// A service's profile that its owner writes whole, kept as JSON, one row per service
// (receptionist_profiles, lead_profiles: service_id, user_id, profile, updated_at). The
// callers check the owner first; a table name here is always one of those constants.

// serviceProfile reads the profile of serviceID from table, in q, into v; found is false
// when its owner has saved none.
func (db *DB) serviceProfile(ctx context.Context, q rowQuerier, table, serviceID string, v any) (found bool, err error) {
	var raw string
	err = q.QueryRowContext(ctx, db.rebind(`SELECT profile FROM `+table+` WHERE service_id = ?`), serviceID).Scan(&raw)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return false, nil
	case err != nil:
		return false, fmt.Errorf("read %s: %w", table, err)
	}
	if err := json.Unmarshal([]byte(raw), v); err != nil {
		return false, fmt.Errorf("read %s: %w", table, err)
	}
	return true, nil
}

// saveServiceProfile stores v as the profile of one of userID's services in table,
// replacing the one before. A service deleted since the caller's owner check leaves
// nothing behind: its foreign key refuses the row.
func (db *DB) saveServiceProfile(ctx context.Context, table, userID, serviceID string, v any) error {
	raw, err := json.Marshal(v)
	if err != nil {
		return fmt.Errorf("save %s: %w", table, err)
	}
	_, err = db.sql.ExecContext(ctx, db.rebind(`INSERT INTO `+table+` (service_id, user_id, profile, updated_at)
		VALUES (?, ?, ?, ?) ON CONFLICT (service_id) DO UPDATE SET profile = excluded.profile, updated_at = excluded.updated_at`),
		serviceID, userID, string(raw), dbTime(db.clock.Now()))
	if err != nil {
		return fmt.Errorf("save %s: %w", table, err)
	}
	return nil
}
