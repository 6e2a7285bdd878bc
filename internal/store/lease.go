package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"
)

// leaseFree is the one rule of every lease in the database (a queued mail, a webhook
// event, a named lease in the leases table): a row is free when nobody took it or its
// holder's time ran out. A holder that stopped (crashed, lost the network) is thereby
// replaced once its time is up, without anyone releasing anything. Its ? is now.
const leaseFree = `(locked_until IS NULL OR locked_until < ?)`

// TakeLease makes owner the holder of the lease called name until now+ttl, when the lease
// is free or owner holds it already (which extends it). held tells whether owner holds it
// after the call. Work that must run on one instance at a time (the retention pass) runs
// only while its lease is held; two callers at once never both get it: on SQLite the
// update holds the write lock, on PostgreSQL the second update waits for the first and
// then finds the lease taken.
func (db *DB) TakeLease(ctx context.Context, name, owner string, now time.Time, ttl time.Duration) (held bool, err error) {
	if name == "" || owner == "" || ttl <= 0 {
		return false, errors.New("take lease: a name, an owner and a positive ttl are required")
	}
	now = dbTime(now)
	err = db.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, db.rebind(`INSERT INTO leases (name) VALUES (?) ON CONFLICT (name) DO NOTHING`), name); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx, db.rebind(`UPDATE leases SET locked_by = ?, locked_until = ?
			WHERE name = ? AND (locked_by = ? OR `+leaseFree+`)`), owner, now.Add(ttl), name, owner, now)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		held = n == 1
		return err
	})
	if err != nil {
		return false, fmt.Errorf("take lease %s: %w", name, err)
	}
	return held, nil
}
