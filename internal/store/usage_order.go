package store

import (
	"cmp"
	"context"
	"database/sql"
	"slices"

	"lexa/internal/lexa"
)

// The rows a group of usage reports locks, and the one order it locks them in. On
// PostgreSQL several groups commit side by side, from this instance and from others on
// the same database; two transactions deadlock only when each waits for a row the other
// holds, which cannot happen when every group takes its rows in the same global order:
//
//  1. the keys' rate-limit rows, by (key, action) (countGroupAgainstLimits);
//  2. the services' rows, by id, all at once (lockGroupServices): from here on no other
//     group writes reports of these services, and no one pauses them under us;
//  3. the new usage rows (and their calls), by (service id, idempotency key): their
//     unique index entries, which another group could only hold for a service of its
//     own, locked in step 2;
//  4. the owners' user rows (services_version, raised by a trigger when a service's count
//     goes up), by user id: the counts go up in (user id, service id) order.
//
// Only sorted slices decide an order, never a map's iteration. The order also makes a
// group's answers the same however its reports arrived.

// sortUsageGroup puts a group's reports in the order their rows are written: by service,
// then idempotency key; reports sent with the same key keep their arrival order, so the
// first one is stored and the others answered as its replays.
func sortUsageGroup(group []usageJob) {
	slices.SortStableFunc(group, func(a, b usageJob) int {
		return cmp.Or(cmp.Compare(a.r.ServiceID, b.r.ServiceID), cmp.Compare(a.r.IdempotencyKey, b.r.IdempotencyKey))
	})
}

// compareLimits orders rate-limit rows by their primary key, (key, action); a key sent
// with two different limits at once is counted twice, in a fixed order too.
func compareLimits(a, b lexa.RateLimit) int {
	return cmp.Or(cmp.Compare(a.Key, b.Key), cmp.Compare(a.Action, b.Action),
		cmp.Compare(a.Limit, b.Limit), cmp.Compare(a.Window, b.Window))
}

// lockGroupServices locks the rows of the services the group's reports still to be
// written belong to, sorted by id, in one statement (PostgreSQL; SQLite has one writer,
// which holds the whole database). Every report's insert then sees its service as it
// stays until the commit: a service paused a moment ago refuses its reports, and one
// paused later waits for the group, so the counts never meet a service paused between
// its reports' inserts and its count.
func (db *DB) lockGroupServices(ctx context.Context, tx *sql.Tx, group []usageJob, results []usageResult) error {
	if db.dialect != Postgres {
		return nil
	}
	var ids []string
	for i, j := range group { // sorted by service: equal ids are neighbours
		if results[i].err == nil && !j.countOnly && (len(ids) == 0 || ids[len(ids)-1] != j.r.ServiceID) {
			ids = append(ids, j.r.ServiceID)
		}
	}
	if len(ids) == 0 {
		return nil
	}
	rows, err := tx.QueryContext(ctx, `SELECT id FROM services WHERE id = ANY($1) ORDER BY id FOR NO KEY UPDATE`, ids)
	if err != nil {
		return err
	}
	for rows.Next() { // the rows are locked as they are read
	}
	if err := rows.Err(); err != nil {
		rows.Close()
		return err
	}
	return rows.Close()
}

// sortByOwner puts the services whose counts go up in (user id, service id) order, so
// their owners' rows (the services_version trigger) are locked in user id order.
func sortByOwner(services []string, ownerOf func(serviceID string) string) {
	slices.SortFunc(services, func(a, b string) int {
		return cmp.Or(cmp.Compare(ownerOf(a), ownerOf(b)), cmp.Compare(a, b))
	})
}
