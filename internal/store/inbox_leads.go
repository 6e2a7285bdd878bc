package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"lexa/internal/lexa"
)

// The lead inbox of a call-center service (lexa.InboxLead; the scoring is in
// inbox_lead_scoring.go).

const inboxLeadColumns = `id, user_id, service_id, COALESCE(idempotency_key, ''), fingerprint, name, company, email, phone,
	source, notes, scoring, score, temperature, kind, do_not_contact, reasons, profile, analysis, stage, revenue_cents,
	revenue_recorded_at, hot_notified_at, job_id, created_at, updated_at, scored_at`

func scanInboxLead(row scanner) (lexa.InboxLead, error) {
	var l lexa.InboxLead
	var score sql.NullInt64
	var reasons, profile []byte
	var recorded, notified, scored sql.NullTime
	err := row.Scan(&l.ID, &l.UserID, &l.ServiceID, &l.IdempotencyKey, &l.Fingerprint, &l.Name, &l.Company, &l.Email,
		&l.Phone, &l.Source, &l.Notes, &l.Scoring, &score, &l.Temperature, &l.Kind, &l.DoNotContact, &reasons, &profile, &l.Analysis, &l.Stage,
		&l.RevenueCents, &recorded, &notified, &l.JobID, &l.CreatedAt, &l.UpdatedAt, &scored)
	if errors.Is(err, sql.ErrNoRows) {
		return l, lexa.ErrInboxLeadNotFound
	}
	if err != nil {
		return l, err
	}
	if score.Valid {
		n := int(score.Int64)
		l.Score = &n
	}
	l.Reasons = []string{}
	if len(reasons) > 0 {
		if err := json.Unmarshal(reasons, &l.Reasons); err != nil {
			return l, fmt.Errorf("lead %s reasons: %w", l.ID, err)
		}
	}
	if len(profile) > 0 {
		l.Profile = &lexa.LeadProfile{}
		if err := json.Unmarshal(profile, l.Profile); err != nil {
			return l, fmt.Errorf("lead %s profile: %w", l.ID, err)
		}
	}
	l.CreatedAt, l.UpdatedAt = l.CreatedAt.UTC(), l.UpdatedAt.UTC()
	l.RevenueRecordedAt, l.HotNotifiedAt, l.ScoredAt = timePtr(recorded), timePtr(notified), timePtr(scored)
	return l, nil
}

// AddInboxLead stores a lead of one of a user's call-center services with its scoring
// job and its usage (one lead handled, idempotency key "lead:<id>"), all in one
// transaction. keyID is the API key that sent it, checked still in use in the same
// transaction ("" for the public form). A lead sent again under the same idempotency key
// answers the stored one (replayed); under the same key with another body,
// lexa.ErrLeadIdempotentClash. A paused service stores nothing: lexa.ErrServicePaused.
func (db *DB) AddInboxLead(ctx context.Context, userID, serviceID, keyID string, l lexa.InboxLead) (out lexa.InboxLead, replayed bool, err error) {
	now := dbTime(db.clock.Now())
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if err := db.lockKey(ctx, tx, "inbox_leads:"+serviceID); err != nil {
			return err
		}
		s, err := db.ownedService(ctx, tx, userID, serviceID, lexa.CallCenter)
		if err != nil {
			return err
		}
		if l.IdempotencyKey != "" {
			prior, err := scanInboxLead(db.txQueryRow(ctx, tx, `SELECT `+inboxLeadColumns+` FROM inbox_leads
				WHERE service_id = ? AND idempotency_key = ?`, serviceID, l.IdempotencyKey))
			switch {
			case err == nil && prior.Fingerprint == l.Fingerprint:
				out, replayed = prior, true
				return nil
			case err == nil:
				return lexa.ErrLeadIdempotentClash
			case err != lexa.ErrInboxLeadNotFound:
				return err
			}
		}
		if s.Status != lexa.ServiceActive {
			return lexa.ErrServicePaused
		}
		l.ID, l.UserID, l.ServiceID = lexa.NewID(), userID, serviceID
		l.Scoring, l.Stage, l.Reasons = lexa.LeadScoringQueued, lexa.LeadStages[0], []string{}
		l.CreatedAt, l.UpdatedAt = now, now
		payload, _ := json.Marshal(map[string]string{"lead_id": l.ID})
		job, err := db.enqueueJob(ctx, tx, lexa.JobInput{UserID: userID, ServiceID: serviceID, Kind: lexa.JobScoreLead, Payload: payload})
		if err != nil {
			return err
		}
		l.JobID = job.ID
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO inbox_leads (id, user_id, service_id, idempotency_key,
			fingerprint, name, company, email, phone, source, notes, scoring, stage, job_id, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`),
			l.ID, userID, serviceID, sql.NullString{String: l.IdempotencyKey, Valid: l.IdempotencyKey != ""}, l.Fingerprint,
			l.Name, l.Company, l.Email, l.Phone, l.Source, l.Notes, string(l.Scoring), l.Stage, l.JobID, now, now); err != nil {
			return err
		}
		out = l
		return db.recordLeadUsage(ctx, tx, lexa.UsageRecord{ServiceID: serviceID, KeyID: keyID,
			IdempotencyKey: "lead:" + l.ID, Leads: 1, Units: 1, UnitsGiven: true, OccurredAt: now, RecordedAt: now, TimeGiven: true})
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return out, false, fmt.Errorf("add inbox lead: %w", err)
	}
	return out, replayed, err
}

// recordLeadUsage writes a lead's usage report inside tx, as the usage API would (the
// service's monthly count, the live event once committed): a lead's arrival and its
// revenue when won are recorded with the change itself. A report already there (same
// idempotency key) adds nothing.
func (db *DB) recordLeadUsage(ctx context.Context, tx *sql.Tx, r lexa.UsageRecord) error {
	inserted, err := db.insertUsage(ctx, tx, &r)
	if err != nil {
		return err
	}
	if !inserted {
		if _, found, err := db.usageByKey(ctx, tx, r); err != nil || found {
			return err
		}
		refused, err := db.refusal(ctx, tx, r)
		if err != nil {
			return err
		}
		return refused
	}
	if _, err := db.countMonthlyUnits(ctx, tx, r.ServiceID, lexa.UsageMonth(db.clock.Now()), unitsIn(lexa.UsageMonth(db.clock.Now()), r)); err != nil {
		return err
	}
	db.announce(tx, lexa.LiveEvent{Kind: lexa.LiveUsage, UserID: r.UserID, ServiceID: r.ServiceID})
	return nil
}

// InboxLeads lists a call-center service's leads, newest first (lexa.MaxListedLeads at
// most).
func (db *DB) InboxLeads(ctx context.Context, userID, serviceID string, f lexa.InboxLeadFilter) ([]lexa.InboxLead, error) {
	if _, err := db.ownedService(ctx, db.sql, userID, serviceID, lexa.CallCenter); err != nil {
		return nil, err
	}
	where := ` WHERE service_id = ? AND user_id = ?`
	args := []any{serviceID, userID}
	if f.Stage != "" {
		where += ` AND stage = ?`
		args = append(args, f.Stage)
	}
	if q := strings.TrimSpace(f.Query); q != "" {
		where += ` AND (LOWER(name) LIKE ? ESCAPE '!' OR LOWER(company) LIKE ? ESCAPE '!' OR LOWER(email) LIKE ? ESCAPE '!' OR phone LIKE ? ESCAPE '!')`
		p := "%" + likeEscaper.Replace(strings.ToLower(q)) + "%"
		args = append(args, p, p, p, p)
	}
	args = append(args, lexa.MaxListedLeads)
	rows, err := db.query(ctx, `SELECT `+inboxLeadColumns+` FROM inbox_leads`+where+
		` ORDER BY created_at DESC, id DESC LIMIT ?`, args...)
	out, err := scanAll(rows, err, scanInboxLead)
	if err != nil {
		return nil, fmt.Errorf("inbox leads: %w", err)
	}
	return out, nil
}

// InboxLead is one lead of a user's call-center service.
func (db *DB) InboxLead(ctx context.Context, userID, serviceID, leadID string) (lexa.InboxLead, error) {
	l, err := scanInboxLead(db.queryRow(ctx, `SELECT `+inboxLeadColumns+` FROM inbox_leads
		WHERE id = ? AND service_id = ? AND user_id = ?`, leadID, serviceID, userID))
	if err != nil && err != lexa.ErrInboxLeadNotFound {
		return l, fmt.Errorf("inbox lead: %w", err)
	}
	return l, err
}

// MoveInboxLead changes a lead's stage and, when it is won, its revenue
// (lexa.CheckLeadChange). A won lead's revenue is recorded as usage once, in the same
// transaction (idempotency key "lead-won:<id>"): after that it cannot change, and a lead
// moved out of won keeps it (the sale happened; the usage stays, like any report).
func (db *DB) MoveInboxLead(ctx context.Context, userID, serviceID, leadID string, in lexa.InboxLeadChange) (lexa.InboxLead, error) {
	var out lexa.InboxLead
	now := dbTime(db.clock.Now())
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		s, err := db.ownedService(ctx, tx, userID, serviceID, lexa.CallCenter)
		if err != nil {
			return err
		}
		l, err := scanInboxLead(db.txQueryRow(ctx, tx, `SELECT `+inboxLeadColumns+` FROM inbox_leads
			WHERE id = ? AND service_id = ? AND user_id = ?`, leadID, serviceID, userID))
		if err != nil {
			return err
		}
		change, err := lexa.CheckLeadChange(in, l.Stage)
		if err != nil {
			return err
		}
		if change.Stage != "" {
			l.Stage = change.Stage
		}
		if c := change.RevenueCents; c != nil && *c != l.RevenueCents {
			if l.RevenueRecordedAt != nil {
				return lexa.ErrLeadRevenueRecorded
			}
			l.RevenueCents = *c
		}
		if l.Stage == lexa.LeadStageWon && l.RevenueCents > 0 && l.RevenueRecordedAt == nil {
			if s.Status != lexa.ServiceActive {
				return lexa.ErrLeadServicePaused
			}
			if err := db.recordLeadUsage(ctx, tx, lexa.UsageRecord{ServiceID: serviceID, UserID: userID,
				IdempotencyKey: "lead-won:" + l.ID, RevenueCents: l.RevenueCents, UnitsGiven: true,
				OccurredAt: now, RecordedAt: now, TimeGiven: true}); err != nil {
				return err
			}
			l.RevenueRecordedAt = &now
		}
		l.UpdatedAt = now
		if _, err := tx.ExecContext(ctx, db.rebind(`UPDATE inbox_leads SET stage = ?, revenue_cents = ?,
			revenue_recorded_at = ?, updated_at = ? WHERE id = ?`),
			l.Stage, l.RevenueCents, nullTimeAt(l.RevenueRecordedAt), now, l.ID); err != nil {
			return err
		}
		out = l
		return nil
	})
	if _, ok := lexa.AsError(err); err != nil && !ok {
		return out, fmt.Errorf("move inbox lead: %w", err)
	}
	return out, err
}

// DeleteInboxLead removes a lead and its scoring job if it has not run. Usage it
// recorded stays: the work was done.
func (db *DB) DeleteInboxLead(ctx context.Context, userID, serviceID, leadID string) error {
	return db.inTx(ctx, func(tx *sql.Tx) error {
		var jobID string
		err := db.txQueryRow(ctx, tx, `SELECT job_id FROM inbox_leads WHERE id = ? AND service_id = ? AND user_id = ?`,
			leadID, serviceID, userID).Scan(&jobID)
		if errors.Is(err, sql.ErrNoRows) {
			return lexa.ErrInboxLeadNotFound
		}
		if err != nil {
			return fmt.Errorf("delete inbox lead: %w", err)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM jobs WHERE id = ? AND finished_at IS NULL`), jobID); err != nil {
			return fmt.Errorf("delete inbox lead's job: %w", err)
		}
		if _, err := tx.ExecContext(ctx, db.rebind(`DELETE FROM inbox_leads WHERE id = ?`), leadID); err != nil {
			return fmt.Errorf("delete inbox lead: %w", err)
		}
		return nil
	})
}
