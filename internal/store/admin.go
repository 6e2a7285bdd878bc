package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"lexa/internal/lexa"
)

// The admin dashboard's reads. They only read, and they return tables of plain values:
// the HTTP layer writes them as JSON or CSV.

type columnKind int

const (
	textColumn columnKind = iota
	intColumn
	timeColumn
	jsonColumn // a JSON object kept as text
)

type column struct {
	name string
	kind columnKind
}

// adminQuery is one list: its columns (the spec's, in its order, plus what helps) and
// how to read them, newest first.
type adminQuery struct {
	columns []column
	from    string // FROM … ORDER BY …
}

var adminQueries = map[string]adminQuery{
	"contacts": {columns: []column{{"id", textColumn}, {"name", textColumn}, {"email", textColumn}, {"company", textColumn},
		{"phone", textColumn}, {"service_interest", textColumn}, {"company_size", textColumn}, {"preferred_contact", textColumn},
		{"message", textColumn}, {"submitted_at", timeColumn}},
		from: "contact_submissions ORDER BY submitted_at DESC, id DESC"},
	"audit-logs": {columns: []column{{"id", intColumn}, {"action", textColumn}, {"table_name", textColumn}, {"ip_address", textColumn},
		{"created_at", timeColumn}, {"user_id", textColumn}, {"detail", jsonColumn}},
		from: "audit_logs ORDER BY created_at DESC, id DESC"},
	"rate-limits": {columns: []column{{"id", intColumn}, {"ip_address", textColumn}, {"action", textColumn}, {"count", intColumn},
		{"window_start", timeColumn}, {"created_at", timeColumn}},
		from: "rate_limits ORDER BY created_at DESC, id DESC"},
	"user-roles": {columns: []column{{"id", intColumn}, {"user_id", textColumn}, {"role", textColumn}, {"created_at", timeColumn}},
		from: "user_roles ORDER BY created_at DESC, id DESC"},
	"profiles": {columns: []column{{"id", textColumn}, {"full_name", textColumn}, {"company_name", textColumn}, {"phone", textColumn},
		{"subscription_tier", textColumn}, {"subscription_status", textColumn}, {"trial_ends_at", timeColumn}, {"created_at", timeColumn}},
		from: "profiles ORDER BY created_at DESC, id DESC"},
	"subscriptions": {columns: []column{{"id", textColumn}, {"plan_name", textColumn}, {"status", textColumn},
		{"stripe_customer_id", textColumn}, {"current_period_start", timeColumn}, {"current_period_end", timeColumn},
		{"cancel_at", timeColumn}, {"created_at", timeColumn}},
		from: "subscriptions ORDER BY created_at DESC, id DESC"},
}

// AdminTable reads one of lexa.AdminLists.
func (db *DB) AdminTable(ctx context.Context, list lexa.AdminList) (lexa.Table, error) {
	q, ok := adminQueries[list.Name]
	if !ok {
		return lexa.Table{}, fmt.Errorf("admin table %q: no such list", list.Name)
	}
	names := make([]string, len(q.columns))
	selects := make([]string, len(q.columns))
	for i, c := range q.columns {
		names[i], selects[i] = c.name, c.name
		if c.kind == jsonColumn {
			selects[i] = "CAST(" + c.name + " AS TEXT)"
		}
	}
	query := "SELECT " + strings.Join(selects, ", ") + " FROM " + q.from
	var args []any
	if list.Limit > 0 {
		query += " LIMIT ?"
		args = append(args, list.Limit)
	}
	rows, err := db.sql.QueryContext(ctx, db.rebind(query), args...)
	if err != nil {
		return lexa.Table{}, fmt.Errorf("admin table %s: %w", list.Name, err)
	}
	defer rows.Close()
	t := lexa.Table{Columns: names, Rows: [][]any{}}
	for rows.Next() {
		row, err := scanValues(rows, q.columns)
		if err != nil {
			return t, fmt.Errorf("admin table %s: %w", list.Name, err)
		}
		t.Rows = append(t.Rows, row)
	}
	if err := rows.Err(); err != nil {
		return t, fmt.Errorf("admin table %s: %w", list.Name, err)
	}
	return t, nil
}

// scanValues reads one row into plain values; NULL becomes nil.
func scanValues(rows *sql.Rows, columns []column) ([]any, error) {
	dest := make([]any, len(columns))
	for i, c := range columns {
		switch c.kind {
		case intColumn:
			dest[i] = new(sql.NullInt64)
		case timeColumn:
			dest[i] = new(sql.NullTime)
		default:
			dest[i] = new(sql.NullString)
		}
	}
	if err := rows.Scan(dest...); err != nil {
		return nil, err
	}
	out := make([]any, len(columns))
	for i, c := range columns {
		switch v := dest[i].(type) {
		case *sql.NullInt64:
			if v.Valid {
				out[i] = v.Int64
			}
		case *sql.NullTime:
			if v.Valid {
				out[i] = v.Time.UTC()
			}
		case *sql.NullString:
			if v.Valid && c.kind == jsonColumn {
				out[i] = []byte(v.String)
			} else if v.Valid {
				out[i] = v.String
			}
		}
	}
	return out, nil
}

// dayOf is the UTC date of a stored instant, as text, in each dialect. SQLite keeps
// instants as UTC text ("2006-01-02 15:04:05…+00:00").
var dayOf = map[Dialect]string{
	SQLite:   "substr(%s, 1, 10)",
	Postgres: "to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD')",
}

// AdminOverview counts what the overview shows at now, and sign-ups and contacts per UTC
// day for the last lexa.AdminOverviewDays days (today included, oldest first).
func (db *DB) AdminOverview(ctx context.Context, now time.Time) (lexa.AdminOverview, error) {
	now = now.UTC()
	var o lexa.AdminOverview
	c := &o.Counts
	err := db.sql.QueryRowContext(ctx, db.rebind(`SELECT
		(SELECT COUNT(*) FROM users),
		(SELECT COUNT(*) FROM users WHERE email_verified_at IS NOT NULL),
		(SELECT COUNT(*) FROM subscriptions WHERE status = 'active'),
		(SELECT COUNT(*) FROM subscriptions WHERE status = 'trialing'),
		(SELECT COUNT(*) FROM contact_submissions WHERE submitted_at >= ?),
		(SELECT COUNT(*) FROM contact_submissions WHERE submitted_at >= ?),
		(SELECT COUNT(*) FROM demo_bookings WHERE created_at >= ?),
		(SELECT COUNT(*) FROM demo_bookings WHERE created_at >= ?),
		(SELECT COUNT(*) FROM audit_logs WHERE action LIKE '%block%' AND created_at >= ?)`),
		now.AddDate(0, 0, -7), now.AddDate(0, 0, -30), now.AddDate(0, 0, -7), now.AddDate(0, 0, -30), now.Add(-24*time.Hour),
	).Scan(&c.Users, &c.VerifiedUsers, &c.ActiveSubscriptions, &c.TrialingSubscriptions,
		&c.Contacts7d, &c.Contacts30d, &c.DemoBookings7d, &c.DemoBookings30d, &c.RateLimitBlocks24h)
	if err != nil {
		return o, fmt.Errorf("admin overview: %w", err)
	}
	first := lexa.FirstDay(now, lexa.AdminOverviewDays)
	signups, err := db.perDay(ctx, "users", "created_at", first)
	if err != nil {
		return o, err
	}
	contacts, err := db.perDay(ctx, "contact_submissions", "submitted_at", first)
	if err != nil {
		return o, err
	}
	for d := first; !d.After(now); d = d.AddDate(0, 0, 1) {
		day := d.Format(time.DateOnly)
		o.Daily = append(o.Daily, lexa.AdminDay{Date: day, Signups: signups[day], Contacts: contacts[day]})
	}
	return o, nil
}

// perDay counts a table's rows per UTC day of column, from the day from on.
func (db *DB) perDay(ctx context.Context, table, column string, from time.Time) (map[string]int64, error) {
	day := fmt.Sprintf(dayOf[db.dialect], column)
	rows, err := db.sql.QueryContext(ctx, db.rebind(`SELECT `+day+`, COUNT(*) FROM `+table+
		` WHERE `+column+` >= ? GROUP BY 1`), from)
	if err != nil {
		return nil, fmt.Errorf("admin overview %s: %w", table, err)
	}
	defer rows.Close()
	out := map[string]int64{}
	for rows.Next() {
		var d string
		var n int64
		if err := rows.Scan(&d, &n); err != nil {
			return nil, fmt.Errorf("admin overview %s: %w", table, err)
		}
		out[d] = n
	}
	return out, rows.Err()
}
