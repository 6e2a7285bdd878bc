package store

import (
	"database/sql"
	"time"
)

// How instants go into the database and come out of it, in one file so that their
// differences show: dbTime, nullTimeAt and nullTimeOf truncate to the microsecond and
// nullTimeOf stores the zero time as NULL; nullTime keeps what it is given (in UTC) and
// stores a zero time as a value. Every instant read back is in UTC.

// dbTime is how every instant is stored: UTC, to the microsecond PostgreSQL keeps, so a
// value read back compares equal to the one written on both databases.
func dbTime(t time.Time) time.Time { return t.UTC().Truncate(time.Microsecond) }

// timePtr reads an optional instant: nil for NULL, else the time in UTC.
func timePtr(t sql.NullTime) *time.Time {
	if !t.Valid {
		return nil
	}
	u := t.Time.UTC()
	return &u
}

// nullTimeAt stores an optional instant as every billing time is stored (dbTime).
func nullTimeAt(t *time.Time) sql.NullTime {
	if t == nil {
		return sql.NullTime{}
	}
	return nullTimeOf(*t)
}

// nullTimeOf stores an instant, the zero time as NULL.
func nullTimeOf(t time.Time) sql.NullTime {
	if t.IsZero() {
		return sql.NullTime{}
	}
	return sql.NullTime{Time: dbTime(t), Valid: true}
}

// nullTime stores an optional instant in UTC, not truncated; nil as NULL.
func nullTime(t *time.Time) sql.NullTime {
	if t == nil {
		return sql.NullTime{}
	}
	return sql.NullTime{Time: t.UTC(), Valid: true}
}
