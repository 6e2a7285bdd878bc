package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// SignInWithGoogle finds or makes the account of a verified Google identity, in one
// transaction:
//   - the account already linked to this Google subject signs in;
//   - else the account with the same e-mail is linked. If that account had never proved
//     its address, whoever set its password did not own the address: the password and
//     any sessions are dropped, so a squatter cannot keep a way in (pre-account takeover);
//   - else newUser is created with its profile and roles.
//
// A different Google account already linked to the e-mail's account is a conflict.
func (db *DB) SignInWithGoogle(ctx context.Context, id lexa.GoogleIdentity, newUser lexa.User, p lexa.Profile, roles []lexa.RoleChange) (lexa.User, string, error) {
	var u lexa.User
	outcome := lexa.GoogleSignedIn
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		u, err = scanUser(tx.QueryRowContext(ctx, db.rebind(
			`SELECT `+userColumns+` FROM users u WHERE u.google_subject = ?`), id.Subject))
		if err != errNoUser {
			return err
		}
		u, err = scanUser(tx.QueryRowContext(ctx, db.rebind(
			`SELECT `+userColumns+` FROM users u WHERE lower(u.email) = ?`), lexa.CanonicalEmail(id.Email)))
		switch {
		case err == errNoUser:
			outcome, u = lexa.GoogleCreated, newUser
			return db.insertUserTx(ctx, tx, newUser, p, roles)
		case err != nil:
			return err
		case u.GoogleSubject != "":
			return &lexa.Error{Code: lexa.EConflict, Message: "Another Google account is linked to this e-mail address."}
		}
		outcome = lexa.GoogleLinked
		return db.linkGoogleTx(ctx, tx, &u, id, p.AvatarURL)
	})
	if err != nil {
		return u, "", fmt.Errorf("sign in with google: %w", err)
	}
	if outcome == lexa.GoogleLinked {
		db.sessions.forgetUser(u.ID) // its user row and avatar changed
	}
	return u, outcome, nil
}

func (db *DB) linkGoogleTx(ctx context.Context, tx *sql.Tx, u *lexa.User, id lexa.GoogleIdentity, avatar string) error {
	now := db.clock.Now().UTC()
	if u.EmailVerifiedAt == nil {
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM sessions WHERE user_id = ?`), u.ID); err != nil {
			return err
		}
		db.announce(tx, sessionEnded(u.ID))
		// The password the squatter chose goes, and with it any reset link they asked for.
		if err := db.endResetLinksTx(ctx, tx, u.ID); err != nil {
			return err
		}
		u.PasswordHash, u.EmailVerifiedAt = "", &now
	}
	u.GoogleSubject = id.Subject
	if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE users SET google_subject = ?, password_hash = ?, email_verified_at = ?
		WHERE id = ?`), id.Subject, nullString(u.PasswordHash), nullTime(u.EmailVerifiedAt), u.ID); err != nil {
		return err
	}
	_, err := tx.ExecContext(ctx, db.rebind(`UPDATE profiles SET avatar_url = ? WHERE id = ? AND avatar_url = ''`), avatar, u.ID)
	return err
}
