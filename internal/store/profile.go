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
		hourly_cost_cents = COALESCE(?, hourly_cost_cents), email_hot_leads = COALESCE(?, email_hot_leads),
		email_weekly_summary = COALESCE(?, email_weekly_summary), email_product_news = COALESCE(?, email_product_news),
		email_receptionist = COALESCE(?, email_receptionist), email_daily_calls = COALESCE(?, email_daily_calls)
		WHERE id = ? RETURNING `+profileColumns),
		optional(u.FullName), optional(u.CompanyName), optional(u.Phone), optional(u.HourlyCostCents),
		optional(u.EmailHotLeads), optional(u.EmailWeeklySummary), optional(u.EmailProductNews),
		optional(u.EmailReceptionist), optional(u.EmailDailyCalls), userID))
	db.sessions.forgetUser(userID) // the name the session's answer shows may have changed
	if err != nil && err != errNoUser {
		return p, fmt.Errorf("update profile: %w", err)
	}
	return p, err
}

// optional is NULL for an absent value, so COALESCE keeps what is stored.
func optional[T any](v *T) sql.Null[T] {
	if v == nil {
		return sql.Null[T]{}
	}
	return sql.Null[T]{V: *v, Valid: true}
}
