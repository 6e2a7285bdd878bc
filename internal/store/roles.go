package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// HasRole tells whether the user holds role (the admin check; docs/product.md, "Accounts
// and roles").
func (db *DB) HasRole(ctx context.Context, userID, role string) (bool, error) {
	var n int
	err := db.sql.QueryRowContext(ctx, db.rebind(
		`SELECT COUNT(*) FROM user_roles WHERE user_id = ? AND role = ?`), userID, role).Scan(&n)
	if err != nil {
		return false, fmt.Errorf("has role: %w", err)
	}
	return n > 0, nil
}

// ChangeRole grants or revokes a role and writes its audit row (c.Audit) in one
// transaction: every role change, whatever asked for it, goes through here or through
// changeRoleTx. changed is false when there was nothing to do (the role already held,
// or not held), and then no audit row is written.
func (db *DB) ChangeRole(ctx context.Context, c lexa.RoleChange) (changed bool, err error) {
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		changed, err = db.changeRoleTx(ctx, tx, c)
		return err
	})
	return changed, err
}

// changeRoleTx is ChangeRole inside a larger transaction (a new account's roles).
func (db *DB) changeRoleTx(ctx context.Context, tx *sql.Tx, c lexa.RoleChange) (changed bool, err error) {
	verb, query, args := "grant", `INSERT INTO user_roles (user_id, role, created_at)
		VALUES (?, ?, ?) ON CONFLICT (user_id, role) DO NOTHING`, []any{c.UserID, c.Role, db.clock.Now().UTC()}
	if c.Revoke {
		verb, query, args = "revoke", `DELETE FROM user_roles WHERE user_id = ? AND role = ?`, []any{c.UserID, c.Role}
	}
	res, err := tx.ExecContext(ctx, db.rebind(query), args...)
	if err != nil {
		return false, fmt.Errorf("%s %s: %w", verb, c.Role, err)
	}
	if n, err := res.RowsAffected(); err != nil || n == 0 {
		return false, err
	}
	if _, err := db.appendAudit(ctx, tx, c.Audit()); err != nil {
		return false, fmt.Errorf("%s %s: %w", verb, c.Role, err)
	}
	return true, nil
}
