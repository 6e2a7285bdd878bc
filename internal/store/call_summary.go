package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// DailyCallServices lists up to limit voice services, by id after the id after, whose
// owner wants the daily call summary (profiles.email_daily_calls) and whose last summed
// day is before latest: which of them are due depends on each one's time zone, so the
// caller decides (callsummary).
func (db *DB) DailyCallServices(ctx context.Context, latest, after string, limit int) ([]lexa.CallSummaryService, error) {
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT s.id, s.service_name, u.id, u.email, p.full_name,
			COALESCE(r.profile, ''), s.call_summary_day
		FROM services s JOIN users u ON u.id = s.user_id JOIN profiles p ON p.id = u.id
		LEFT JOIN receptionist_profiles r ON r.service_id = s.id
		WHERE s.service_type = ? AND p.email_daily_calls = ? AND s.call_summary_day < ? AND s.id > ?
		ORDER BY s.id LIMIT ?`), string(lexa.VoiceAI), true, latest, after, limit)
	starterZone := lexa.StarterProfile("").Timezone // a service without a saved profile's
	out, err := scanAll(rows, err, func(row scanner) (lexa.CallSummaryService, error) {
		var c lexa.CallSummaryService
		var profile string
		if err := row.Scan(&c.ServiceID, &c.ServiceName, &c.UserID, &c.Email, &c.FullName, &profile, &c.LastDay); err != nil {
			return c, err
		}
		c.Timezone = starterZone
		var p struct {
			Timezone string `json:"timezone"`
		}
		if profile != "" && json.Unmarshal([]byte(profile), &p) == nil && p.Timezone != "" {
			c.Timezone = p.Timezone
		}
		return c, nil
	})
	if err != nil {
		return nil, fmt.Errorf("daily call services: %w", err)
	}
	return out, nil
}

// DayOfCalls reads a service's calls that started in [from, to): all of them counted by
// outcome, the first lexa.MaxDailySummaryCalls listed without their transcripts.
func (db *DB) DayOfCalls(ctx context.Context, serviceID string, from, to time.Time) (lexa.DayOfCalls, error) {
	d := lexa.DayOfCalls{Day: from, ByOutcome: map[string]int{}}
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT outcome, COUNT(*) FROM calls
		WHERE service_id = ? AND started_at >= ? AND started_at < ? GROUP BY outcome`), serviceID, dbTime(from), dbTime(to))
	type count struct {
		outcome string
		n       int
	}
	counts, err := scanAll(rows, err, func(row scanner) (count, error) {
		var c count
		return c, row.Scan(&c.outcome, &c.n)
	})
	if err != nil {
		return d, fmt.Errorf("day of calls: %w", err)
	}
	for _, c := range counts {
		d.ByOutcome[c.outcome], d.Total = c.n, d.Total+c.n
	}
	if d.Total == 0 {
		return d, nil
	}
	rows, err = db.sql.QueryContext(ctx, db.rebind(`SELECT id, caller, started_at, duration_seconds, outcome FROM calls
		WHERE service_id = ? AND started_at >= ? AND started_at < ? ORDER BY started_at, id LIMIT ?`),
		serviceID, dbTime(from), dbTime(to), lexa.MaxDailySummaryCalls)
	d.Calls, err = scanAll(rows, err, func(row scanner) (lexa.Call, error) {
		c := lexa.Call{ServiceID: serviceID}
		err := row.Scan(&c.ID, &c.Caller, &c.StartedAt, &c.DurationSeconds, &c.Outcome)
		c.StartedAt = c.StartedAt.UTC()
		return c, err
	})
	if err != nil {
		return d, fmt.Errorf("day of calls: %w", err)
	}
	return d, nil
}

// QueueDailyCallSummary marks day as summed for the service and queues e (when not nil:
// a day without calls is marked and mails nothing), once: the conditional update of
// services.call_summary_day claims the day for one caller, whichever instance it runs
// on, and the mail is queued in the same transaction. queued is false when another
// caller did it already or the owner turned the summary off meanwhile.
func (db *DB) QueueDailyCallSummary(ctx context.Context, s lexa.CallSummaryService, day string, e *lexa.Email) (queued bool, err error) {
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE services SET call_summary_day = ?
			WHERE id = ? AND call_summary_day < ?
			  AND EXISTS (SELECT 1 FROM profiles p WHERE p.id = services.user_id AND p.email_daily_calls = ?)`),
			day, s.ServiceID, day, true)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil || n == 0 {
			return err
		}
		queued = true
		if e == nil {
			return nil
		}
		return db.enqueueMail(ctx, tx, "daily_calls", *e)
	})
	if err != nil {
		return false, fmt.Errorf("queue daily call summary: %w", err)
	}
	return queued, nil
}
