package store

import (
	"context"
	"database/sql"
	"fmt"
	"slices"
	"strconv"
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

// A rate_limits key is a client address (or IPv6 prefix), "account:<id or e-mail>" or
// "apikey:<id>"; the Security list shows the two kinds in their own columns, so an
// "IP address" column never holds an account.
const rateLimitKeyIsAccount = "(ip_address LIKE 'account:%' OR ip_address LIKE 'apikey:%')"

// adminQuery is one list: its columns (the table's, in its order, plus what helps), its
// table, and the instant it is ordered by, newest first, with the id (always the first
// column) breaking ties so that pages never overlap or leave a row out.
type adminQuery struct {
	columns []column
	table   string
	at      string // the column the list is ordered by
	// computed holds the SQL of columns that are not the table's own, by name.
	computed map[string]string
}

var adminQueries = map[string]adminQuery{
	"contacts": {columns: []column{{"id", textColumn}, {"name", textColumn}, {"email", textColumn}, {"company", textColumn},
		{"phone", textColumn}, {"service_interest", textColumn}, {"company_size", textColumn}, {"preferred_contact", textColumn},
		{"message", textColumn}, {"submitted_at", timeColumn}},
		table: "contact_submissions", at: "submitted_at"},
	"audit-logs": {columns: []column{{"id", intColumn}, {"action", textColumn}, {"table_name", textColumn}, {"ip_address", textColumn},
		{"created_at", timeColumn}, {"user_id", textColumn}, {"detail", jsonColumn}},
		table: "audit_logs", at: "created_at"},
	"rate-limits": {columns: []column{{"id", intColumn}, {"ip_address", textColumn},
		{"address", textColumn}, {"account_key", textColumn}, {"action", textColumn}, {"count", intColumn}, {"window_start", timeColumn}, {"created_at", timeColumn}},
		table: "rate_limits", at: "created_at", computed: map[string]string{
			"address":     "CASE WHEN " + rateLimitKeyIsAccount + " THEN NULL ELSE ip_address END",
			"account_key": "CASE WHEN " + rateLimitKeyIsAccount + " THEN ip_address END",
		}},
	"user-roles": {columns: []column{{"id", intColumn}, {"user_id", textColumn}, {"role", textColumn}, {"created_at", timeColumn}},
		table: "user_roles", at: "created_at"},
	// The account's e-mail beside the profile fields: it is how an admin knows a user.
	"profiles": {columns: []column{{"id", textColumn}, {"email", textColumn}, {"full_name", textColumn}, {"company_name", textColumn}, {"phone", textColumn},
		{"subscription_tier", textColumn}, {"subscription_status", textColumn}, {"trial_ends_at", timeColumn}, {"created_at", timeColumn}},
		table: "profiles", at: "created_at", computed: map[string]string{
			"email": "(SELECT email FROM users WHERE users.id = profiles.id)",
		}},
	"subscriptions": {columns: []column{{"id", textColumn}, {"plan_name", textColumn}, {"status", textColumn},
		{"stripe_customer_id", textColumn}, {"current_period_start", timeColumn}, {"current_period_end", timeColumn},
		{"cancel_at", timeColumn}, {"created_at", timeColumn}},
		table: "subscriptions", at: "created_at"},
}

// AdminTable reads a page of one of lexa.AdminLists: the newest rows when before is nil,
// else the rows that come after the cursor, at most list.Limit of them (all when 0).
// next is where the following page starts, nil when no row is left.
func (db *DB) AdminTable(ctx context.Context, list lexa.AdminList, before *lexa.AdminCursor) (t lexa.Table, next *lexa.AdminCursor, err error) {
	q, query, args, err := db.adminSQL(list, before)
	if err != nil {
		return lexa.Table{}, nil, err
	}
	rows, err := db.sql.QueryContext(ctx, query, args...)
	if err != nil {
		return lexa.Table{}, nil, fmt.Errorf("admin table %s: %w", list.Name, err)
	}
	defer rows.Close()
	names := make([]string, len(q.columns))
	for i, c := range q.columns {
		names[i] = c.name
	}
	t = lexa.Table{Columns: names, Rows: [][]any{}}
	var last lexa.AdminCursor
	read := append(slices.Clip(q.columns), column{q.at, timeColumn})
	for rows.Next() {
		row, err := scanValues(rows, read)
		if err != nil {
			return t, nil, fmt.Errorf("admin table %s: %w", list.Name, err)
		}
		if list.Limit > 0 && len(t.Rows) == list.Limit {
			next = &last
			break
		}
		at, _ := row[len(q.columns)].(time.Time)
		last = lexa.AdminCursor{At: at, ID: fmt.Sprint(row[0])}
		t.Rows = append(t.Rows, row[:len(q.columns)])
	}
	if err := rows.Err(); err != nil {
		return t, nil, fmt.Errorf("admin table %s: %w", list.Name, err)
	}
	return t, next, nil
}

// adminSQL is AdminTable's query, in the open database's dialect: the list's columns and
// then its ordering instant once more, for the cursor.
func (db *DB) adminSQL(list lexa.AdminList, before *lexa.AdminCursor) (q adminQuery, query string, args []any, err error) {
	q, ok := adminQueries[list.Name]
	if !ok {
		return q, "", nil, fmt.Errorf("admin table %q: no such list", list.Name)
	}
	selects := make([]string, 0, len(q.columns)+1)
	for _, c := range q.columns {
		if expr, ok := q.computed[c.name]; ok {
			selects = append(selects, expr)
		} else if c.kind == jsonColumn {
			selects = append(selects, "CAST("+c.name+" AS TEXT)")
		} else {
			selects = append(selects, c.name)
		}
	}
	query = "SELECT " + strings.Join(append(selects, q.at), ", ") + " FROM " + q.table
	if before != nil {
		id, err := q.cursorID(before.ID)
		if err != nil {
			return q, "", nil, err
		}
		query += " WHERE (" + q.at + ", id) < (?, ?)"
		args = append(args, before.At.UTC(), id)
	}
	query += " ORDER BY " + q.at + " DESC, id DESC"
	if list.Limit > 0 {
		// One row more than the page says whether another page follows.
		query += " LIMIT ?"
		args = append(args, list.Limit+1)
	}
	return q, db.rebind(query), args, nil
}

// cursorID is a cursor's id as the list's id column holds it: a cursor whose id is not
// a number is refused for a list with numeric ids, not compared as text.
func (q adminQuery) cursorID(id string) (any, error) {
	if q.columns[0].kind != intColumn {
		return id, nil
	}
	n, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return nil, lexa.ErrBadCursor
	}
	return n, nil
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
