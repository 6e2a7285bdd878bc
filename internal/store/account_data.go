package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// The queries of a data export, one per section. Columns are named one by one so that no
// secret (password hash, token hashes) can slip in when a table grows.
var exportQueries = []struct {
	section string
	query   string
	byEmail bool // the rows are found by the account's e-mail rather than its id
}{
	{"account", `SELECT id, email, provider, email_verified_at, google_subject IS NOT NULL AS google_linked, created_at
		FROM users WHERE id = ?`, false},
	{"profile", `SELECT ` + profileColumns + ` FROM profiles WHERE id = ?`, false},
	{"roles", `SELECT role, created_at FROM user_roles WHERE user_id = ? ORDER BY created_at`, false},
	{"sessions", `SELECT auth_method, created_at, last_seen_at, expires_at, ip_address, user_agent
		FROM sessions WHERE user_id = ? ORDER BY created_at`, false},
	{"audit_logs", `SELECT action, table_name, ip_address, detail, created_at
		FROM audit_logs WHERE user_id = ? ORDER BY created_at, id`, false},
	{"contact_submissions", `SELECT id, name, email, company, phone, service_interest, company_size,
		preferred_contact, message, submitted_at FROM contact_submissions WHERE lower(email) = lower(?) ORDER BY submitted_at`, true},
	{"demo_bookings", `SELECT id, name, email, company, phone, employees, service, message, slot_start, status,
		created_at, cancelled_at FROM demo_bookings WHERE lower(email) = lower(?) ORDER BY created_at`, true},
	{"subscriptions", `SELECT id, plan_name, billing_interval, status, stripe_customer_id, current_period_start,
		current_period_end, trial_end, cancel_at, ended_at, created_at FROM subscriptions WHERE user_id = ? ORDER BY created_at`, false},
	{"services", `SELECT id, service_type, service_name, status, usage_current, usage_period, usage_limit, created_at
		FROM services WHERE user_id = ? ORDER BY created_at`, false},
	{"api_keys", `SELECT id, service_id, prefix, created_at, last_used_at, revoked_at
		FROM service_api_keys WHERE user_id = ? ORDER BY created_at`, false},
	{"usage", `SELECT service_id, service_type, idempotency_key, calls, leads, revenue_cents, occurred_at, recorded_at
		FROM usage_events WHERE user_id = ? ORDER BY occurred_at, id`, false},
	{"jobs", `SELECT id, service_id, kind, payload, status, attempts, last_error, result, created_at, finished_at
		FROM jobs WHERE user_id = ? ORDER BY created_at, id`, false},
	{"openings", `SELECT id, service_id, title, description, must_have, nice_to_have, location, created_at
		FROM openings WHERE user_id = ? ORDER BY created_at, id`, false},
	// A document's text and analysis, not its file's bytes: GET …/documents/{id}/file
	// gives each file back as it was uploaded.
	{"documents", `SELECT id, service_id, opening_id, name, media_type, size_bytes, state, reason, review, note,
		candidate, candidate_email, candidate_phone, score, vendor, body_text, result, created_at, analysed_at
		FROM documents WHERE user_id = ? ORDER BY created_at, id`, false},
	{"document_corrections", `SELECT document_id, fields, result, updated_at
		FROM document_corrections WHERE user_id = ? ORDER BY updated_at, document_id`, false},
	{"embeds", `SELECT id, service_id, kind, token, created_at, revoked_at FROM embeds WHERE user_id = ? ORDER BY created_at, id`, false},
	{"receptionist_profiles", `SELECT service_id, profile, updated_at FROM receptionist_profiles WHERE user_id = ? ORDER BY updated_at, service_id`, false},
	{"calls", `SELECT id, service_id, idempotency_key, caller, started_at, duration_seconds, outcome, transcript, created_at
		FROM calls WHERE user_id = ? ORDER BY started_at, id`, false},
	{"appointments", `SELECT id, service_id, service_name, start_at, end_at, caller_name, phone, notes, source, status,
		created_at, updated_at FROM appointments WHERE user_id = ? ORDER BY start_at, id`, false},
	{"phone_lines", `SELECT service_id, provider, account_sid, phone_number, connected_at
		FROM phone_lines WHERE user_id = ? ORDER BY connected_at, service_id`, false},
	{"brand_profiles", `SELECT service_id, tone, audience, keywords, banned_words, platforms, updated_at
		FROM brand_profiles WHERE user_id = ? ORDER BY service_id`, false},
	{"content_posts", `SELECT id, service_id, platform, content_type, topic, body, status, scheduled_for, created_at, updated_at
		FROM content_posts WHERE user_id = ? ORDER BY created_at, id`, false},
	{"inbox_leads", `SELECT id, service_id, idempotency_key, name, company, email, phone, source, notes, scoring, score,
		temperature, kind, do_not_contact, reasons, profile, analysis, stage, revenue_cents, revenue_recorded_at,
		hot_notified_at, created_at, updated_at, scored_at FROM inbox_leads WHERE user_id = ? ORDER BY created_at, id`, false},
	{"lead_profiles", `SELECT service_id, profile, updated_at FROM lead_profiles WHERE user_id = ? ORDER BY updated_at, service_id`, false},
}

// ExportAccount gathers everything stored about a user, in one read transaction so the
// sections agree with each other.
func (db *DB) ExportAccount(ctx context.Context, u lexa.User) (lexa.AccountExport, error) {
	out := lexa.AccountExport{ExportedAt: db.clock.Now().UTC()}
	sections := map[string]*[]lexa.Record{
		"roles": &out.Roles, "sessions": &out.Sessions, "audit_logs": &out.AuditLogs,
		"contact_submissions": &out.ContactSubmissions, "demo_bookings": &out.DemoBookings,
		"subscriptions": &out.Subscriptions, "services": &out.Services, "api_keys": &out.APIKeys, "usage": &out.Usage,
		"jobs": &out.Jobs, "openings": &out.Openings, "documents": &out.Documents,
		"document_corrections": &out.DocumentCorrections,
		"embeds":               &out.Embeds, "receptionist_profiles": &out.ReceptionistProfiles, "calls": &out.Calls,
		"appointments": &out.Appointments, "phone_lines": &out.PhoneLines,
		"brand_profiles": &out.BrandProfiles, "content_posts": &out.ContentPosts,
		"inbox_leads": &out.InboxLeads, "lead_profiles": &out.LeadProfiles,
	}
	err := db.inTx(ctx, func(tx *sql.Tx) error {
		for _, q := range exportQueries {
			key := u.ID
			if q.byEmail {
				key = u.Email
			}
			rows, err := records(ctx, tx, db.rebind(q.query), key)
			if err != nil {
				return fmt.Errorf("export %s: %w", q.section, err)
			}
			switch q.section {
			case "account", "profile":
				if len(rows) != 1 {
					return errNoUser
				}
				if q.section == "account" {
					out.Account = rows[0]
				} else {
					out.Profile = rows[0]
				}
			default:
				*sections[q.section] = rows
			}
		}
		return nil
	})
	return out, err
}

// records reads every row of a query as column → value. Times come out in UTC, text as
// strings, the audit detail and a job's payload and result as the JSON they hold.
func records(ctx context.Context, tx *sql.Tx, query string, args ...any) ([]lexa.Record, error) {
	rows, err := tx.QueryContext(ctx, query, args...)
	if err != nil {
		return nil, err
	}
	cols, err := rows.Columns()
	if err != nil {
		rows.Close()
		return nil, err
	}
	return scanAll(rows, nil, func(row scanner) (lexa.Record, error) {
		values := make([]any, len(cols))
		ptrs := make([]any, len(cols))
		for i := range values {
			ptrs[i] = &values[i]
		}
		if err := row.Scan(ptrs...); err != nil {
			return nil, err
		}
		rec := lexa.Record{}
		for i, c := range cols {
			rec[c] = exportValue(c, values[i])
		}
		return rec, nil
	})
}

// jsonColumns are the exported columns that hold JSON, shown as JSON rather than as text.
var jsonColumns = map[string]bool{"detail": true, "payload": true, "result": true,
	"keywords": true, "banned_words": true, "platforms": true}

func exportValue(column string, v any) any {
	switch x := v.(type) {
	case []byte:
		v = string(x)
	case time.Time:
		return x.UTC()
	case int64:
		if column == "google_linked" { // SQLite has no boolean type
			return x != 0
		}
	}
	if s, ok := v.(string); ok && jsonColumns[column] && json.Valid([]byte(s)) {
		return json.RawMessage(s)
	}
	return v
}

// DeleteUser removes an account with its profile, roles, sessions and links (by the
// foreign keys' ON DELETE CASCADE). The audit trail keeps its rows: it outlives accounts.
func (db *DB) DeleteUser(ctx context.Context, userID string) error {
	res, err := db.sql.ExecContext(ctx, db.rebind(`DELETE FROM users WHERE id = ?`), userID)
	if err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	n, err := res.RowsAffected()
	if err != nil {
		return fmt.Errorf("delete user: %w", err)
	}
	if n == 0 {
		return errNoUser
	}
	db.announce(nil, sessionEnded(userID)) // its sessions went with it
	return nil
}
