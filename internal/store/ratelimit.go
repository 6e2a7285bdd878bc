package store

import (
	"context"
	"fmt"
	"time"

	"lexa/internal/lexa"
)

// HitRateLimit counts one request of action from ip and says whether it is within limit
// requests per window. One upsert does the check and the count, so instances sharing
// the database share the limit and two requests cannot both take the last place. A
// window starts with the first request after the previous one ended.
func (db *DB) HitRateLimit(ctx context.Context, ip, action string, limit int, window time.Duration) (allowed bool, retryAfter time.Duration, err error) {
	return db.hitRateLimit(ctx, db.sql, lexa.RateLimit{Key: ip, Action: action, Limit: limit, Window: window})
}

// hitRateLimit counts on its own (q is the database) or as part of a larger change (q is
// its transaction: one commit, one disk write, for both).
func (db *DB) hitRateLimit(ctx context.Context, q rowQuerier, l lexa.RateLimit) (allowed bool, retryAfter time.Duration, err error) {
	count, start, err := db.countRequests(ctx, q, l, 1)
	if err != nil || count <= l.Limit {
		return err == nil, 0, err
	}
	return false, retryAfterOf(start, l.Window, db.clock.Now()), nil
}

// countRequests counts n requests against l at once and returns the count after them and
// the start of the window they fell in. The i-th of the n (from 1) is request number
// count-n+i of the window: the same as n calls one after another.
func (db *DB) countRequests(ctx context.Context, q rowQuerier, l lexa.RateLimit, n int) (count int, start time.Time, err error) {
	now := db.clock.Now().UTC()
	expired := now.Add(-l.Window)
	err = q.QueryRowContext(ctx, db.rebind(`
		INSERT INTO rate_limits (ip_address, action, count, window_start, created_at)
		VALUES (?, ?, ?, ?, ?)
		ON CONFLICT (ip_address, action) DO UPDATE SET
			count = CASE WHEN rate_limits.window_start <= ? THEN excluded.count ELSE rate_limits.count + excluded.count END,
			window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
		RETURNING count, window_start`),
		l.Key, l.Action, n, now, now, expired, expired,
	).Scan(&count, &start)
	if err != nil {
		return 0, start, fmt.Errorf("rate limit %s: %w", l.Action, err)
	}
	return count, start, nil
}

func retryAfterOf(windowStart time.Time, window time.Duration, now time.Time) time.Duration {
	return windowStart.Add(window).Sub(now.UTC())
}
