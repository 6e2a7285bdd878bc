package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// RecordUsage stores a usage report of a service once per idempotency key, and adds its
// units to the service's count for the month when the report falls in the current one.
// A report sent again answers the stored record with replayed true; a different report
// under a used key is lexa.ErrIdempotencyClash. A paused service records nothing
// (lexa.ErrServicePaused). usage is the service's units this month afterwards. r's
// units must be filled in (lexa.UsageRecord.ForService).
//
// The report counts against limit in the same transaction (one commit instead of two on
// the API's busiest path); over the limit nothing else happens and the error is
// rate_limited with its Retry-After. A zero limit counts nothing (lexa demo-data).
// Reports are committed in groups (see usageWriter); RecordUsage returns once its
// report's group is on disk.
func (db *DB) RecordUsage(ctx context.Context, r lexa.UsageRecord, limit lexa.RateLimit) (stored lexa.UsageRecord, usage int64, replayed bool, err error) {
	if !r.UnitsGiven {
		return r, 0, false, errUnitsUnknown
	}
	res := db.submitUsage(ctx, usageJob{r: r, limit: limit})
	if res.err == lexa.ErrInvalidAPIKey && r.KeyID != "" {
		db.keys.drop(r.KeyID) // revoked, or gone with its account, since it was kept
	}
	if _, ok := lexa.AsError(res.err); res.err != nil && !ok {
		res.err = fmt.Errorf("record usage: %w", res.err)
	}
	return res.stored, res.usage, res.replayed, res.err
}

// CountRefusedUsage counts a report the API refused before storing it (its fields were
// wrong) against limit, in the same groups and the same statement as RecordUsage counts
// the valid ones: one place counts a key's reports, whatever became of them. Over the
// limit the error is rate_limited with its Retry-After; nil otherwise.
func (db *DB) CountRefusedUsage(ctx context.Context, limit lexa.RateLimit) error {
	return db.submitUsage(ctx, usageJob{limit: limit, countOnly: true}).err
}

// writeReports stores the group's reports still to be answered (results[i].err nil),
// already counted against their limits, in three steps:
//   - each report is inserted, only while its service is active and its API key in use,
//     so a report refused for either wrote nothing and needs no savepoint of its own;
//   - each service's monthly count goes up once, by the calls of all its new reports in
//     the group, and each report is answered the count as it stood after its own calls;
//   - reports sent before are answered with the count after that.
//
// An error it returns is the database's; the group's transaction then commits nothing.
func (db *DB) writeReports(ctx context.Context, tx *sql.Tx, group []usageJob, results []usageResult) error {
	now := db.clock.Now()
	records := make([]lexa.UsageRecord, len(group))
	var pending []int // the reports to write, in the group's order
	for i, j := range group {
		if results[i].err != nil || j.countOnly {
			continue
		}
		r := j.r
		r.OccurredAt, r.RecordedAt = dbTime(r.OccurredAt), dbTime(now)
		records[i] = r
		pending = append(pending, i)
	}
	inserted, err := db.insertReports(ctx, tx, records, pending)
	if err != nil {
		return err
	}
	added := map[string][]int{} // the new reports of each service, in the group's order
	var services []string
	var replays []int
	for _, i := range pending {
		j, r := group[i], records[i]
		if inserted[i] && j.also != nil {
			if err := j.also(ctx, tx, r); err != nil {
				return err
			}
		}
		if inserted[i] {
			if _, seen := added[r.ServiceID]; !seen {
				services = append(services, r.ServiceID)
			}
			added[r.ServiceID] = append(added[r.ServiceID], i)
			results[i].stored = r
			continue
		}
		prior, found, err := db.usageByKey(ctx, tx, r)
		switch {
		case err != nil:
			return err
		case !found:
			if results[i].err, err = db.refusal(ctx, tx, r); err != nil {
				return err
			}
		case !r.SameReport(prior):
			results[i].err = lexa.ErrIdempotencyClash
		default:
			results[i] = usageResult{stored: prior, replayed: true}
			replays = append(replays, i)
		}
	}
	sortByOwner(services, func(serviceID string) string { return results[added[serviceID][0]].stored.UserID })
	month := lexa.UsageMonth(now)
	for _, serviceID := range services {
		reports := added[serviceID]
		var add int64
		for _, i := range reports {
			add += unitsIn(month, results[i].stored)
		}
		count, err := db.countMonthlyUnits(ctx, tx, serviceID, month, add)
		if err != nil {
			return err
		}
		for k := len(reports) - 1; k >= 0; k-- {
			results[reports[k]].usage = count
			count -= unitsIn(month, results[reports[k]].stored)
		}
	}
	for _, i := range replays {
		s, err := scanService(db.txQueryRow(ctx, tx, `SELECT `+serviceColumns+` FROM services WHERE id = ?`, group[i].r.ServiceID))
		if err != nil {
			return err
		}
		results[i].usage = s.UnitsThisMonth(now)
	}
	return nil
}

// unitsIn is what a report adds to its service's count for month: its units when it
// happened in that month, nothing for an earlier month's report.
func unitsIn(month string, r lexa.UsageRecord) int64 {
	if lexa.UsageMonth(r.OccurredAt) != month {
		return 0
	}
	return r.Units
}

// refusal says why a report was neither stored nor found stored before: its API key is
// not in use (or its service is gone), or its service is paused.
func (db *DB) refusal(ctx context.Context, tx *sql.Tx, r lexa.UsageRecord) (refused, err error) {
	var status string
	err = db.txQueryRow(ctx, tx, `SELECT status FROM services WHERE id = ? AND `+keyInUse("services.id"),
		r.ServiceID, r.KeyID, r.KeyID).Scan(&status)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return lexa.ErrInvalidAPIKey, nil
	case err != nil:
		return nil, err
	case status != lexa.ServiceActive:
		return lexa.ErrServicePaused, nil
	}
	return nil, fmt.Errorf("usage report %q of active service %s neither stored nor found", r.IdempotencyKey, r.ServiceID)
}

// errUnitsUnknown is a caller's mistake: a report's units are filled in before it is
// stored (lexa.UsageRecord.ForService), or a report without them would count nothing.
var errUnitsUnknown = errors.New("record usage: the report's units are not filled in (lexa.UsageRecord.ForService)")

const usageColumns = `id, service_id, user_id, service_type, idempotency_key, calls, leads, revenue_cents,
	units, minutes_saved, occurred_at, recorded_at`

// usageByKey is the report stored under r's idempotency key, found only while r's API
// key is still in use.
func (db *DB) usageByKey(ctx context.Context, tx *sql.Tx, r lexa.UsageRecord) (lexa.UsageRecord, bool, error) {
	var u lexa.UsageRecord
	err := db.txQueryRow(ctx, tx, `SELECT `+usageColumns+` FROM usage_events
		WHERE service_id = ? AND idempotency_key = ? AND `+keyInUse("usage_events.service_id"),
		r.ServiceID, r.IdempotencyKey, r.KeyID, r.KeyID).Scan(&u.ID, &u.ServiceID, &u.UserID, &u.ServiceType,
		&u.IdempotencyKey, &u.Calls, &u.Leads, &u.RevenueCents, &u.Units, &u.MinutesSaved, &u.OccurredAt, &u.RecordedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return u, false, nil
	}
	u.OccurredAt, u.RecordedAt = u.OccurredAt.UTC(), u.RecordedAt.UTC()
	return u, err == nil, err
}

// keyInUse is the condition that the report's API key (the two parameters it takes)
// belongs to the service in column serviceID and is not revoked: checked in the
// transaction that writes, a key revoked a moment ago writes nothing.
func keyInUse(serviceID string) string {
	return `(? = '' OR EXISTS (SELECT 1 FROM service_api_keys k
		WHERE k.id = ? AND k.service_id = ` + serviceID + ` AND k.revoked_at IS NULL))`
}

// insertReports inserts the pending reports (indexes into records, in order) and says
// which were inserted, filling in their ids, owners and types. On PostgreSQL a group's
// reports go in one statement (one round trip instead of one each, which is most of a
// group's time there); on SQLite, where a statement is a call, one by one.
func (db *DB) insertReports(ctx context.Context, tx *sql.Tx, records []lexa.UsageRecord, pending []int) ([]bool, error) {
	if db.dialect == Postgres && len(pending) > 1 {
		return insertUsageBatch(ctx, tx, records, pending)
	}
	inserted := make([]bool, len(records))
	for _, i := range pending {
		ok, err := db.insertUsage(ctx, tx, &records[i])
		if err != nil {
			return nil, err
		}
		inserted[i] = ok
	}
	return inserted, nil
}

// insertUsage adds the report unless its idempotency key is taken, its service paused or
// its API key not in use, filling in its id and the service's owner and type (which
// never change) from the service row.
func (db *DB) insertUsage(ctx context.Context, tx *sql.Tx, r *lexa.UsageRecord) (bool, error) {
	err := db.txQueryRow(ctx, tx, `INSERT INTO usage_events (service_id, user_id, service_type, idempotency_key,
		calls, leads, revenue_cents, units, minutes_saved, occurred_at, day, recorded_at)
		SELECT id, user_id, service_type, ?, ?, ?, ?, ?, ?, ?, ?, ? FROM services
		WHERE id = ? AND status = 'active' AND `+keyInUse("services.id")+`
		ON CONFLICT (service_id, idempotency_key) DO NOTHING RETURNING id, user_id, service_type`,
		r.IdempotencyKey, r.Calls, r.Leads, r.RevenueCents, r.Units, r.MinutesSaved,
		r.OccurredAt, r.OccurredAt.Format(time.DateOnly), r.RecordedAt,
		r.ServiceID, r.KeyID, r.KeyID).Scan(&r.ID, &r.UserID, &r.ServiceType)
	if errors.Is(err, sql.ErrNoRows) {
		return false, nil
	}
	return err == nil, err
}

// countMonthlyUnits adds units to a service's count for month (a new month starts the
// count afresh) and returns the count. A service paused since its reports were inserted
// counts nothing: lexa.ErrServicePaused, and the transaction is undone. (The group locked
// its services before inserting, lockGroupServices, so this is a safety net.)
func (db *DB) countMonthlyUnits(ctx context.Context, tx *sql.Tx, serviceID, month string, units int64) (int64, error) {
	var count int64
	err := db.txQueryRow(ctx, tx, `UPDATE services SET
		usage_current = CASE WHEN usage_period = ? THEN usage_current + ? ELSE ? END, usage_period = ?
		WHERE id = ? AND status = 'active' RETURNING usage_current`,
		month, units, units, month, serviceID).Scan(&count)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, lexa.ErrServicePaused
	}
	return count, err
}
