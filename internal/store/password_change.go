package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// ChangePassword replaces a signed-in user's password hash and, in the same
// transaction, uses up the account's reset links, ends every other session (the one
// with keepTokenHash stays: the user is using it) and queues the notice mail.
func (db *DB) ChangePassword(ctx context.Context, userID, keepTokenHash, passwordHash string, notice lexa.OutgoingMail) error {
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE users SET password_hash = ? WHERE id = ?`), passwordHash, userID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n != 1 {
			return firstErr(err, errNoUser)
		}
		if err := db.endResetLinksTx(ctx, tx, userID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?`),
			userID, keepTokenHash); err != nil {
			return err
		}
		// Open live-updates streams check their session again and the ended ones close.
		db.announce(tx, sessionEnded(userID))
		return db.enqueueMail(ctx, tx, notice.Kind, notice.Email)
	})
	if err != nil && err != errNoUser {
		return fmt.Errorf("change password: %w", err)
	}
	return err
}

func firstErr(errs ...error) error {
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
