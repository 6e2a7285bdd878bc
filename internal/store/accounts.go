package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// CreateUser stores a new account with its profile, roles (each with its audit row, as
// ChangeRole writes them) and mails (the verification e-mail) in one transaction. An e-mail already in use, in any case, is lexa.ErrEmailTaken.
func (db *DB) CreateUser(ctx context.Context, u lexa.User, p lexa.Profile, roles []lexa.RoleChange, token *lexa.OneTimeToken, mails []lexa.OutgoingMail) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.insertUserTx(ctx, tx, u, p, roles); err != nil {
			return err
		}
		if token != nil {
			if err := db.insertTokenTx(ctx, tx, *token); err != nil {
				return err
			}
		}
		return db.enqueueAll(ctx, tx, mails)
	})
}

func (db *DB) insertUserTx(ctx context.Context, tx *sql.Tx, u lexa.User, p lexa.Profile, roles []lexa.RoleChange) error {
	_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO users
		(id, email, password_hash, email_verified_at, provider, google_subject, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`),
		u.ID, u.Email, nullString(u.PasswordHash), nullTime(u.EmailVerifiedAt), u.Provider, nullString(u.GoogleSubject), u.CreatedAt.UTC())
	if isUniqueViolation(err) {
		return lexa.ErrEmailTaken
	}
	if err != nil {
		return fmt.Errorf("create user: %w", err)
	}
	if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO profiles
		(id, full_name, company_name, phone, avatar_url, created_at) VALUES (?, ?, ?, ?, ?, ?)`),
		u.ID, p.FullName, p.CompanyName, p.Phone, p.AvatarURL, u.CreatedAt.UTC()); err != nil {
		return fmt.Errorf("create profile: %w", err)
	}
	for _, c := range roles {
		c.UserID = u.ID // the account being made, whatever the change was written for
		if _, err := db.changeRoleTx(ctx, tx, c); err != nil {
			return err
		}
	}
	return nil
}

var errNoUser = &lexa.Error{Code: lexa.ENotFound, Message: "No such user."}

const userColumns = `u.id, u.email, u.password_hash, u.email_verified_at, u.provider, u.google_subject, u.created_at`

func scanUser(row interface{ Scan(...any) error }) (lexa.User, error) {
	var u lexa.User
	var hash, subject sql.NullString
	var verified sql.NullTime
	err := row.Scan(&u.ID, &u.Email, &hash, &verified, &u.Provider, &subject, &u.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return u, errNoUser
	}
	if err != nil {
		return u, err
	}
	u.PasswordHash, u.GoogleSubject, u.CreatedAt = hash.String, subject.String, u.CreatedAt.UTC()
	u.EmailVerifiedAt = timePtr(verified)
	return u, nil
}

// UserByEmail finds an account by e-mail in its canonical form (lexa.CanonicalEmail):
// stored addresses are ASCII (CheckEmailAddresses), so lower() means the same on both
// databases.
func (db *DB) UserByEmail(ctx context.Context, email string) (lexa.User, error) {
	u, err := scanUser(db.sql.QueryRowContext(ctx, db.rebind(
		`SELECT `+userColumns+` FROM users u WHERE lower(u.email) = ?`), lexa.CanonicalEmail(email)))
	if err != nil && err != errNoUser {
		return u, fmt.Errorf("user by email: %w", err)
	}
	return u, err
}

// CreateSession stores a new session; only its token's hash is kept.
func (db *DB) CreateSession(ctx context.Context, sess lexa.Session, tokenHash string) error {
	_, err := db.sql.ExecContext(ctx, db.rebind(`INSERT INTO sessions
		(token_hash, user_id, auth_method, created_at, last_seen_at, expires_at, ip_address, user_agent)
		VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
		tokenHash, sess.UserID, sess.Method, sess.CreatedAt.UTC(), sess.CreatedAt.UTC(), sess.ExpiresAt.UTC(),
		sess.IPAddress, sess.UserAgent)
	if err != nil {
		return fmt.Errorf("create session: %w", err)
	}
	return nil
}

// sessionTouchEvery limits the writes activity causes: last_seen_at moves at most once a
// minute per session, which is all an idle timeout of days needs.
const sessionTouchEvery = time.Minute

// liveSession is the condition on sessions s that the session with a token hash is live
// at a time (its three parameters): until its absolute expiry, and while it was used
// since the time minus the idle timeout.
const liveSession = `s.token_hash = ? AND s.expires_at > ? AND s.last_seen_at > ?`

// SessionUser returns the user of a live session and the session, and extends its idle
// window. A session is live until its absolute expiry and while it was used within idle.
func (db *DB) SessionUser(ctx context.Context, tokenHash string, idle time.Duration) (lexa.User, lexa.Session, error) {
	now := db.clock.Now().UTC()
	if u, sess, ok := db.sessions.get(tokenHash, now, idle); ok {
		return u, sess, nil
	}
	gen := db.sessions.generation()
	var sess lexa.Session
	row := db.queryRow(ctx, `SELECT `+userColumns+`,
		s.auth_method, s.created_at, s.last_seen_at, s.expires_at, s.ip_address, s.user_agent
		FROM sessions s JOIN users u ON u.id = s.user_id
		WHERE `+liveSession, tokenHash, now, now.Add(-idle))
	u, err := scanUser(scannerWith(row, &sess.Method, &sess.CreatedAt, &sess.LastSeen, &sess.ExpiresAt, &sess.IPAddress, &sess.UserAgent))
	if err == errNoUser {
		return u, sess, lexa.ErrNoSession
	}
	if err != nil {
		return u, sess, fmt.Errorf("session user: %w", err)
	}
	sess.UserID = u.ID
	sess.CreatedAt, sess.LastSeen, sess.ExpiresAt = sess.CreatedAt.UTC(), sess.LastSeen.UTC(), sess.ExpiresAt.UTC()
	if now.Sub(sess.LastSeen) >= sessionTouchEvery {
		if _, err := db.sql.ExecContext(ctx, db.rebind(
			`UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?`), now, tokenHash); err != nil {
			return u, sess, fmt.Errorf("touch session: %w", err)
		}
		sess.LastSeen = now
	}
	db.sessions.put(tokenHash, gen, u, sess, now)
	return u, sess, nil
}

// DeleteSession ends one session (sign-out).
func (db *DB) DeleteSession(ctx context.Context, tokenHash string) error {
	var userID string
	err := db.sql.QueryRowContext(ctx, db.rebind(`DELETE FROM sessions WHERE token_hash = ? RETURNING user_id`), tokenHash).Scan(&userID)
	db.sessions.forgetToken(tokenHash) // ended here, or elsewhere already
	switch {
	case errors.Is(err, sql.ErrNoRows): // ended already
	case err != nil:
		return fmt.Errorf("delete session: %w", err)
	default:
		db.announce(nil, sessionEnded(userID))
	}
	return nil
}

// SessionLive tells whether a session is still live, without counting the question as
// use: an open live-updates stream asks it now and then, and an unattended open page
// must not keep its session from ending.
func (db *DB) SessionLive(ctx context.Context, tokenHash string, idle time.Duration) (bool, error) {
	now := db.clock.Now().UTC()
	var one int
	err := db.queryRow(ctx, `SELECT 1 FROM sessions s WHERE `+liveSession, tokenHash, now, now.Add(-idle)).Scan(&one)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	if err != nil {
		return false, fmt.Errorf("session live: %w", err)
	}
	return true, nil
}

// scannerWith appends extra destinations to a row's Scan, for queries that select a
// user's columns and then some.
func scannerWith(row *sql.Row, extra ...any) interface{ Scan(...any) error } {
	return scanFunc(func(dest ...any) error { return row.Scan(append(dest, extra...)...) })
}

type scanFunc func(dest ...any) error

func (f scanFunc) Scan(dest ...any) error { return f(dest...) }

const profileColumns = `id, full_name, company_name, phone, avatar_url,
	subscription_tier, subscription_status, trial_ends_at, hourly_cost_cents,
	email_hot_leads, email_weekly_summary, email_product_news, email_receptionist, email_daily_calls, created_at`

func scanProfile(row interface{ Scan(...any) error }) (lexa.Profile, error) {
	var p lexa.Profile
	var tier, status sql.NullString
	var trial sql.NullTime
	n := &p.Notifications
	err := row.Scan(&p.ID, &p.FullName, &p.CompanyName, &p.Phone, &p.AvatarURL, &tier, &status, &trial, &p.HourlyCostCents,
		&n.HotLeads, &n.WeeklySummary, &n.ProductNews, &n.Receptionist, &n.DailyCalls, &p.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return p, errNoUser
	}
	if err != nil {
		return p, err
	}
	p.SubscriptionTier, p.SubscriptionStatus, p.CreatedAt = tier.String, status.String, p.CreatedAt.UTC()
	p.TrialEndsAt = timePtr(trial)
	return p, nil
}

// NameAndAvatar is what every signed-in page shows of a profile (the session's answer):
// two columns rather than the whole profile, which parses two timestamps, kept for a
// second like the session (session_cache.go).
func (db *DB) NameAndAvatar(ctx context.Context, userID string) (fullName, avatarURL string, err error) {
	now := db.clock.Now().UTC()
	if fullName, avatarURL, ok := db.sessions.name(userID, now); ok {
		return fullName, avatarURL, nil
	}
	gen := db.sessions.generation()
	defer func() {
		if err == nil {
			db.sessions.putName(userID, gen, fullName, avatarURL, now)
		}
	}()
	err = db.queryRow(ctx, `SELECT full_name, avatar_url FROM profiles WHERE id = ?`, userID).Scan(&fullName, &avatarURL)
	if errors.Is(err, sql.ErrNoRows) {
		return "", "", errNoUser
	}
	if err != nil {
		return "", "", fmt.Errorf("profile: %w", err)
	}
	return fullName, avatarURL, nil
}

// Profile returns a user's profile.
func (db *DB) Profile(ctx context.Context, userID string) (lexa.Profile, error) {
	p, err := scanProfile(db.queryRow(ctx, `SELECT `+profileColumns+` FROM profiles WHERE id = ?`, userID))
	if err != nil && err != errNoUser {
		return p, fmt.Errorf("profile: %w", err)
	}
	return p, err
}

func (db *DB) insertTokenTx(ctx context.Context, tx *sql.Tx, t lexa.OneTimeToken) error {
	_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO one_time_tokens
		(token_hash, user_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)`),
		t.Hash, t.UserID, t.Purpose, db.clock.Now().UTC(), t.ExpiresAt.UTC())
	if err != nil {
		return fmt.Errorf("create %s token: %w", t.Purpose, err)
	}
	return nil
}

// CreateOneTimeToken stores a new link token with its mail (a resent verification).
func (db *DB) CreateOneTimeToken(ctx context.Context, t lexa.OneTimeToken, mails []lexa.OutgoingMail) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.insertTokenTx(ctx, tx, t); err != nil {
			return err
		}
		return db.enqueueAll(ctx, tx, mails)
	})
}

// consumeTokenTx marks a live token of purpose used and returns its user, once.
func (db *DB) consumeTokenTx(ctx context.Context, tx *sql.Tx, tokenHash, purpose string) (string, error) {
	now := db.clock.Now().UTC()
	var userID string
	err := tx.QueryRowContext(ctx, db.rebind(`UPDATE one_time_tokens SET used_at = ?
		WHERE token_hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ? RETURNING user_id`),
		now, tokenHash, purpose, now).Scan(&userID)
	if errors.Is(err, sql.ErrNoRows) {
		return "", lexa.ErrLinkExpired
	}
	if err != nil {
		return "", fmt.Errorf("use %s token: %w", purpose, err)
	}
	return userID, nil
}

// endResetLinksTx uses up every reset link of an account whose password just changed:
// an older link, in a mailbox someone else may read, must not change it again.
func (db *DB) endResetLinksTx(ctx context.Context, tx *sql.Tx, userID string) error {
	_, err := tx.ExecContext(ctx, db.rebind(`UPDATE one_time_tokens SET used_at = ?
		WHERE user_id = ? AND purpose = 'reset_password' AND used_at IS NULL`), db.clock.Now().UTC(), userID)
	return err
}

// VerifyEmail uses a verification token: the address is confirmed and the user returned.
func (db *DB) VerifyEmail(ctx context.Context, tokenHash string) (lexa.User, error) {
	var u lexa.User
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		userID, err := db.consumeTokenTx(ctx, tx, tokenHash, "verify_email")
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.rebind(
			`UPDATE users SET email_verified_at = ? WHERE id = ? AND email_verified_at IS NULL`),
			db.clock.Now().UTC(), userID); err != nil {
			return fmt.Errorf("verify email: %w", err)
		}
		u, err = scanUser(tx.QueryRowContext(ctx, db.rebind(`SELECT `+userColumns+` FROM users u WHERE u.id = ?`), userID))
		return err
	})
	if err == nil {
		db.sessions.forgetUser(u.ID) // a kept session would still say unverified
	}
	return u, err
}

// ResetPassword uses a reset token: the password hash is replaced, every other reset
// token of the account is used up, and every session of
// the user ends, in one transaction.
func (db *DB) ResetPassword(ctx context.Context, tokenHash, passwordHash string) (lexa.User, error) {
	var u lexa.User
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		userID, err := db.consumeTokenTx(ctx, tx, tokenHash, "reset_password")
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE users SET password_hash = ? WHERE id = ?`), passwordHash, userID); err != nil {
			return fmt.Errorf("reset password: %w", err)
		}
		if err := db.endResetLinksTx(ctx, tx, userID); err != nil {
			return fmt.Errorf("reset password: %w", err)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM sessions WHERE user_id = ?`), userID); err != nil {
			return fmt.Errorf("reset password: %w", err)
		}
		db.announce(tx, sessionEnded(userID))
		u, err = scanUser(tx.QueryRowContext(ctx, db.rebind(`SELECT `+userColumns+` FROM users u WHERE u.id = ?`), userID))
		return err
	})
	if err == nil {
		db.sessions.forgetUser(u.ID) // a kept session would still say unverified
	}
	return u, err
}

// FirstDashboardVisit records the user's dashboard visit and reports whether it was the
// first (decision 0065): the one UPDATE that finds first_dashboard_at still empty wins, so
// two tabs opened together cannot both be told it is the first.
func (db *DB) FirstDashboardVisit(ctx context.Context, userID string) (bool, error) {
	res, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE profiles SET first_dashboard_at = ? WHERE id = ? AND first_dashboard_at IS NULL`),
		db.clock.Now().UTC(), userID)
	if err != nil {
		return false, fmt.Errorf("first dashboard visit: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return false, fmt.Errorf("first dashboard visit: %w", err)
	}
	return n == 1, nil
}
