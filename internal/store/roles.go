package store

import (
	"context"
	"fmt"
)

// HasRole tells whether the user holds role (the spec's has_role).
func (db *DB) HasRole(ctx context.Context, userID, role string) (bool, error) {
	var n int
	err := db.sql.QueryRowContext(ctx, db.rebind(
		`SELECT COUNT(*) FROM user_roles WHERE user_id = ? AND role = ?`), userID, role).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("has role: %w", err)
	}
	return n > 0, nil
}

// GrantRole gives the user role; granted is false when they already held it.
func (db *DB) GrantRole(ctx context.Context, userID, role string) (granted bool, err error) {
	res, err := db.sql.ExecContext(ctx, db.rebind(`INSERT INTO user_roles (user_id, role, created_at)
		VALUES (?, ?, ?) ON CONFLICT (user_id, role) DO NOTHING`), userID, role, db.clock.Now().UTC())
	if err != nil {
		return false, fmt.Errorf("grant %s: %w", role, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}

// RevokeRole takes role from the user; revoked is false when they did not hold it.
func (db *DB) RevokeRole(ctx context.Context, userID, role string) (revoked bool, err error) {
	res, err := db.sql.ExecContext(ctx, db.rebind(`DELETE FROM user_roles WHERE user_id = ? AND role = ?`), userID, role)
	if err != nil {
		return false, fmt.Errorf("revoke %s: %w", role, err)
	}
	n, err := res.RowsAffected()
	return n > 0, err
}
