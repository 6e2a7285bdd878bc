package store

import (
	"context"
	"database/sql"
	"fmt"

	"lexa/internal/lexa"
)

// WeeklySummaryRecipients lists up to limit users due the usage summary of week: they
// want it, have a service, had their account before the week ended, and have no
// summary of this week or a later one queued (profiles.weekly_summary_week).
func (db *DB) WeeklySummaryRecipients(ctx context.Context, week lexa.SummaryWeek, limit int) ([]lexa.SummaryRecipient, error) {
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT u.id, u.email, p.full_name, p.hourly_cost_cents
		FROM profiles p JOIN users u ON u.id = p.id
		WHERE p.email_weekly_summary = ? AND p.weekly_summary_week < ? AND u.created_at < ?
		  AND EXISTS (SELECT 1 FROM services s WHERE s.user_id = u.id)
		ORDER BY u.id LIMIT ?`), true, week.Key(), dbTime(week.End()), limit)
	out, err := scanAll(rows, err, func(row scanner) (lexa.SummaryRecipient, error) {
		var r lexa.SummaryRecipient
		return r, row.Scan(&r.UserID, &r.Email, &r.FullName, &r.HourlyCostCents)
	})
	if err != nil {
		return nil, fmt.Errorf("weekly summary recipients: %w", err)
	}
	return out, nil
}

// QueueWeeklySummary queues a user's usage summary of week, once: the conditional
// update of profiles.weekly_summary_week claims the week for one caller, whichever
// instance it runs on, and the mail is queued in the same transaction. queued is false
// when another caller did it already or the user turned the summary off meanwhile.
func (db *DB) QueueWeeklySummary(ctx context.Context, userID string, week lexa.SummaryWeek, e lexa.Email) (queued bool, err error) {
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE profiles SET weekly_summary_week = ?
			WHERE id = ? AND weekly_summary_week < ? AND email_weekly_summary = ?`), week.Key(), userID, week.Key(), true)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		queued = true
		return db.enqueueMail(ctx, tx, "weekly_summary", e)
	})
	if err != nil {
		return false, fmt.Errorf("queue weekly summary: %w", err)
	}
	return queued, nil
}
