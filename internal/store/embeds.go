package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

const embedColumns = `e.id, e.service_id, e.kind, e.token, e.created_at, e.revoked_at, e.user_id, s.service_type, s.status`

func scanEmbed(row scanner) (lexa.Embed, error) {
	var e lexa.Embed
	var revoked sql.NullTime
	err := row.Scan(&e.ID, &e.ServiceID, &e.Kind, &e.Token, &e.CreatedAt, &revoked, &e.UserID, &e.ServiceType, &e.ServiceStatus)
	if errors.Is(err, sql.ErrNoRows) {
		return e, lexa.ErrEmbedRevoked
	}
	e.CreatedAt, e.RevokedAt = e.CreatedAt.UTC(), timePtr(revoked)
	return e, err
}

// CreateEmbed adds a public link to one of a user's services (a voice-ai or call-center
// one), unless it has lexa.MaxEmbedsPerService links open already.
func (db *DB) CreateEmbed(ctx context.Context, userID, serviceID string) (lexa.Embed, error) {
	s, err := db.ownedServiceThat(ctx, db.sql, userID, serviceID, lexa.ServiceType.HasPublicLink, lexa.ErrNoEmbeds)
	if err != nil {
		return lexa.Embed{}, err
	}
	e := lexa.Embed{ID: lexa.NewID(), ServiceID: s.ID, Kind: s.Type.Kind().PublicLink, Token: lexa.NewEmbedToken(),
		CreatedAt: dbTime(db.clock.Now()), UserID: userID, ServiceType: s.Type, ServiceStatus: s.Status}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "embeds:"+serviceID); err != nil {
			return err
		}
		var n int
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT COUNT(*) FROM embeds WHERE service_id = ? AND revoked_at IS NULL`), serviceID).Scan(&n); err != nil {
			return err
		}
		if n >= lexa.MaxEmbedsPerService {
			return lexa.ErrTooManyEmbeds
		}
		_, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO embeds (id, user_id, service_id, kind, token, created_at)
			VALUES (?, ?, ?, ?, ?, ?)`), e.ID, userID, serviceID, e.Kind, e.Token, e.CreatedAt)
		return err
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return e, fmt.Errorf("create embed: %w", err)
	}
	return e, err
}

// Embeds lists a service's public links, open and revoked, newest first.
func (db *DB) Embeds(ctx context.Context, userID, serviceID string) ([]lexa.Embed, error) {
	if _, err := db.ownedServiceThat(ctx, db.sql, userID, serviceID, lexa.ServiceType.HasPublicLink, lexa.ErrNoEmbeds); err != nil {
		return nil, err
	}
	rows, err := db.query(ctx, `SELECT `+embedColumns+` FROM embeds e JOIN services s ON s.id = e.service_id
		WHERE e.service_id = ? AND e.user_id = ? ORDER BY e.created_at DESC, e.id DESC`, serviceID, userID)
	out, err := scanAll(rows, err, scanEmbed)
	if err != nil {
		return nil, fmt.Errorf("embeds: %w", err)
	}
	return out, nil
}

// RevokeEmbed closes one of a service's public links; it stays listed as revoked.
// Revoking it again changes nothing.
func (db *DB) RevokeEmbed(ctx context.Context, userID, serviceID, embedID string) (lexa.Embed, error) {
	if _, err := db.ownedServiceThat(ctx, db.sql, userID, serviceID, lexa.ServiceType.HasPublicLink, lexa.ErrNoEmbeds); err != nil {
		return lexa.Embed{}, err
	}
	if _, err := db.sql.ExecContext(ctx, db.rebind(`UPDATE embeds SET revoked_at = ?
		WHERE id = ? AND service_id = ? AND user_id = ? AND revoked_at IS NULL`), dbTime(db.clock.Now()), embedID, serviceID, userID); err != nil {
		return lexa.Embed{}, fmt.Errorf("revoke embed: %w", err)
	}
	e, err := scanEmbed(db.queryRow(ctx, `SELECT `+embedColumns+` FROM embeds e JOIN services s ON s.id = e.service_id
		WHERE e.id = ? AND e.service_id = ? AND e.user_id = ?`, embedID, serviceID, userID))
	if err != nil && err != lexa.ErrEmbedRevoked {
		return e, fmt.Errorf("revoke embed: %w", err)
	}
	return e, err
}

// EmbedByToken is the open public link of kind with token, with its service's owner,
// type and status; lexa.ErrEmbedNotFound when there is none or it was revoked.
func (db *DB) EmbedByToken(ctx context.Context, kind, token string) (lexa.Embed, error) {
	e, err := scanEmbed(db.queryRow(ctx, `SELECT `+embedColumns+` FROM embeds e JOIN services s ON s.id = e.service_id
		WHERE e.token = ? AND e.kind = ? AND e.revoked_at IS NULL`, token, kind))
	switch {
	case err == lexa.ErrEmbedRevoked:
		return e, lexa.ErrEmbedNotFound
	case err != nil:
		return e, fmt.Errorf("embed by token: %w", err)
	}
	return e, nil
}
