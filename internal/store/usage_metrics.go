package store

import (
	"context"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// MetricsSummary sums a user's usage from the first day of the span (UTC) on, and counts
// their active services.
func (db *DB) MetricsSummary(ctx context.Context, userID string, from time.Time) (lexa.MetricsSummary, error) {
	m := lexa.MetricsSummary{From: from.Format(time.DateOnly)}
	err := db.sql.QueryRowContext(ctx, db.rebind(`SELECT
		COALESCE(SUM(calls), 0), COALESCE(SUM(leads), 0), COALESCE(SUM(revenue_cents), 0),
		(SELECT COUNT(*) FROM services WHERE user_id = ? AND status = 'active')
		FROM usage_events WHERE user_id = ? AND day >= ?`), userID, userID, m.From).
		Scan(&m.Calls, &m.Leads, &m.RevenueCents, &m.ActiveServices)
	if err != nil {
		return m, fmt.Errorf("metrics summary: %w", err)
	}
	return m, nil
}

// DailyUsage returns a user's usage per UTC day and service type from from to to
// (inclusive), every day present, oldest first.
func (db *DB) DailyUsage(ctx context.Context, userID string, from, to time.Time) ([]lexa.DailyUsage, error) {
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT day, service_type,
		SUM(calls), SUM(leads), SUM(revenue_cents), SUM(units), SUM(minutes_saved)
		FROM usage_events WHERE user_id = ? AND day >= ? AND day <= ? GROUP BY day, service_type`),
		userID, from.Format(time.DateOnly), to.Format(time.DateOnly))
	if err != nil {
		return nil, fmt.Errorf("daily usage: %w", err)
	}
	defer rows.Close()
	byDay := map[string]map[lexa.ServiceType]lexa.UsageTotals{}
	for rows.Next() {
		var day string
		var serviceType lexa.ServiceType
		var t lexa.UsageTotals
		if err := rows.Scan(&day, &serviceType, &t.Calls, &t.Leads, &t.RevenueCents, &t.Units, &t.MinutesSaved); err != nil {
			return nil, fmt.Errorf("daily usage: %w", err)
		}
		if byDay[day] == nil {
			byDay[day] = map[lexa.ServiceType]lexa.UsageTotals{}
		}
		byDay[day][serviceType] = t
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("daily usage: %w", err)
	}
	var out []lexa.DailyUsage
	for d := from; !d.After(to); d = d.AddDate(0, 0, 1) {
		day := d.Format(time.DateOnly)
		types := map[lexa.ServiceType]lexa.UsageTotals{}
		for _, t := range lexa.ServiceTypes {
			types[t] = byDay[day][t]
		}
		out = append(out, lexa.DailyUsage{Date: day, ByType: types})
	}
	return out, nil
}

// ServiceMetrics sums each of a user's services' usage in window w and in the window
// before it, in one read: every service is listed, newest first, with zeros where it
// reported nothing. Reports are counted by their UTC day, as the daily figures are; the
// sums are taken over the user's reports of both windows through the (user_id, day)
// index, then joined to the services.
func (db *DB) ServiceMetrics(ctx context.Context, userID string, w lexa.MetricsWindow) ([]lexa.ServiceMetrics, error) {
	from, to := w.From.Format(time.DateOnly), w.To.Format(time.DateOnly)
	prevFrom := w.PreviousFrom.Format(time.DateOnly)
	// Each sum takes the rows of its window: day >= from is the current one, the rest
	// (day from prevFrom to before from) the previous one.
	var sums, totals string
	var args []any
	for _, window := range []struct{ name, test string }{{"c", ">="}, {"p", "<"}} {
		for _, column := range []string{"calls", "leads", "revenue_cents", "units", "minutes_saved"} {
			sums += `, SUM(CASE WHEN day ` + window.test + ` ? THEN ` + column + ` ELSE 0 END) AS ` + window.name + `_` + column
			totals += `, COALESCE(a.` + window.name + `_` + column + `, 0)`
			args = append(args, from)
		}
	}
	args = append(args, userID, prevFrom, to, userID)
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT s.id, s.service_type, s.service_name, s.status`+totals+`
		FROM services s LEFT JOIN (SELECT service_id`+sums+` FROM usage_events
			WHERE user_id = ? AND day >= ? AND day <= ? GROUP BY service_id) a ON a.service_id = s.id
		WHERE s.user_id = ?
		ORDER BY s.created_at DESC, s.id DESC`), args...)
	metrics, err := scanAll(rows, err, func(row scanner) (lexa.ServiceMetrics, error) {
		var m lexa.ServiceMetrics
		c, p := &m.Current, &m.Previous
		err := row.Scan(&m.ServiceID, &m.Type, &m.Name, &m.Status,
			&c.Calls, &c.Leads, &c.RevenueCents, &c.Units, &c.MinutesSaved,
			&p.Calls, &p.Leads, &p.RevenueCents, &p.Units, &p.MinutesSaved)
		return m, err
	})
	if err != nil {
		return nil, fmt.Errorf("service metrics: %w", err)
	}
	return metrics, nil
}
