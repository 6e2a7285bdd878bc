package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"

	"lexa/internal/lexa"
)

// StartLeadScoring reads a lead to score, with its owner's e-mail address and name;
// lexa.ErrInboxLeadNotFound when it was deleted since.
func (db *DB) StartLeadScoring(ctx context.Context, leadID string) (lexa.LeadScoreInput, error) {
	var in lexa.LeadScoreInput
	l, err := scanInboxLead(db.queryRow(ctx, `SELECT `+inboxLeadColumns+` FROM inbox_leads WHERE id = ?`, leadID))
	if err != nil {
		if err == lexa.ErrInboxLeadNotFound {
			return in, err
		}
		return in, fmt.Errorf("start lead scoring: %w", err)
	}
	in.Lead = l
	var name sql.NullString
	err = db.queryRow(ctx, `SELECT u.email, p.full_name FROM users u LEFT JOIN profiles p ON p.id = u.id WHERE u.id = ?`, l.UserID).
		Scan(&in.OwnerEmail, &name)
	if errors.Is(err, sql.ErrNoRows) {
		return in, lexa.ErrInboxLeadNotFound // the account went just now
	}
	if err != nil {
		return in, fmt.Errorf("start lead scoring: %w", err)
	}
	in.OwnerName = name.String
	in.Business, _, err = db.LeadProfile(ctx, l.UserID, l.ServiceID)
	if err == lexa.ErrServiceNotFound {
		return in, lexa.ErrInboxLeadNotFound // the service went just now
	}
	return in, err
}

// FinishLeadScoring keeps a lead's score, kind, reasons and profile. A hot lead's mail
// (built by hotMail, called only when one is due) is queued in the same transaction, once
// per lead: hot_notified_at says it was; none when the owner turned hot-lead mail off, and
// never for a lead not to be contacted (an opt-out), whatever its score. A lead scored
// before is left as it is.
func (db *DB) FinishLeadScoring(ctx context.Context, leadID string, out lexa.LeadScoreOutcome, hotMail func() (lexa.Email, error)) (mailed bool, err error) {
	now := dbTime(db.clock.Now())
	reasons, _ := json.Marshal(out.Reasons)
	profile, _ := json.Marshal(out.Profile)
	var score sql.NullInt64
	if out.Scoring == lexa.LeadScoringScored {
		score = sql.NullInt64{Int64: int64(out.Score), Valid: true}
	}
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE inbox_leads SET scoring = ?, score = ?, temperature = ?, kind = ?,
			do_not_contact = ?, reasons = ?, profile = ?, analysis = ?, scored_at = ?, updated_at = ?
			WHERE id = ? AND scoring = 'queued'`),
			string(out.Scoring), score, out.Temperature, string(out.Kind), out.DoNotContact, string(reasons), string(profile),
			out.Analysis, now, now, leadID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err // deleted, or scored already
		}
		if out.Scoring != lexa.LeadScoringScored || out.Score < lexa.HotLeadScore || out.DoNotContact || hotMail == nil {
			return nil
		}
		// The owner may have turned hot-lead mail off on the settings page; read in the
		// transaction, so a change made while the lead was scored counts.
		var wanted bool
		if err := tx.QueryRowContext(ctx, db.rebind(`SELECT p.email_hot_leads FROM inbox_leads l
			JOIN profiles p ON p.id = l.user_id WHERE l.id = ?`), leadID).Scan(&wanted); err != nil {
			return err
		}
		if !wanted {
			return nil
		}
		res, err = tx.ExecContext(ctx, db.rebind(`UPDATE inbox_leads SET hot_notified_at = ? WHERE id = ? AND hot_notified_at IS NULL`), now, leadID)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		e, err := hotMail()
		if err != nil {
			return err
		}
		mailed = true
		return db.enqueueMail(ctx, tx, "hot_lead", e)
	})
	if err != nil {
		return false, fmt.Errorf("finish lead scoring: %w", err)
	}
	return mailed, nil
}
