package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// UpdateProfile replaces the fields of the profile that u sets and returns the result.
func (db *DB) UpdateProfile(ctx context.Context, userID string, u lexa.ProfileUpdate) (lexa.Profile, error) {
	p, err := scanProfile(db.sql.QueryRowContext(ctx, db.rebind(`UPDATE profiles SET
		full_name = COALESCE(?, full_name), company_name = COALESCE(?, company_name), phone = COALESCE(?, phone),
		hourly_cost_cents = COALESCE(?, hourly_cost_cents)
		WHERE id = ? RETURNING `+profileColumns),
		optional(u.FullName), optional(u.CompanyName), optional(u.Phone), optionalInt(u.HourlyCostCents), userID))
	if err != nil && err != errNoUser {
		return p, fmt.Errorf("update profile: %w", err)
	}
	return p, err
}

// optionalInt is NULL for an absent number, so COALESCE keeps what is stored.
func optionalInt(n *int64) sql.NullInt64 {
	if n == nil {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: *n, Valid: true}
}

// optional is NULL for an absent value, so COALESCE keeps what is stored.
func optional(s *string) sql.NullString {
	if s == nil {
		return sql.NullString{}
	}
	return sql.NullString{String: *s, Valid: true}
}
