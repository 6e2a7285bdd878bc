package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// RequestLink records a request for an e-mailed link (a password reset, a new
// confirmation link) in one transaction that does the same work whether or not the
// address has an account that may have one: the token t and its mail m are inserted
// only for the account t.UserID names (none when it is empty), by the same statements
// either way, and the audit entry e always. So the time to answer does not tell whether
// an account exists (issue 18).
func (db *DB) RequestLink(ctx context.Context, t lexa.OneTimeToken, m lexa.OutgoingMail, e lexa.AuditEntry) error {
	msg, err := outboxMessage(m.Kind, m.Email)
	if err != nil {
		return err
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		now := dbTime(db.clock.Now())
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO one_time_tokens (token_hash, user_id, purpose, created_at, expires_at)
			SELECT ?, id, ?, ?, ? FROM users WHERE id = ?`), t.Hash, t.Purpose, now, dbTime(t.ExpiresAt), t.UserID); err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO mail_outbox (kind, message, created_at, next_attempt_at)
			SELECT ?, ?, ?, ? FROM users WHERE id = ?`), m.Kind, msg, now, now, t.UserID); err != nil {
			return err
		}
		_, err := db.appendAudit(ctx, tx, e)
		return err
	})
	if err != nil {
		return fmt.Errorf("request %s link: %w", t.Purpose, err)
	}
	return nil
}
