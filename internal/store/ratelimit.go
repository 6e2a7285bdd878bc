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
	ip, action, limit, window := l.Key, l.Action, l.Limit, l.Window
	now := db.clock.Now().UTC()
	expired := now.Add(-window)
	var count int
	var start time.Time
	err = q.QueryRowContext(ctx, db.rebind(`
		INSERT INTO rate_limits (ip_address, action, count, window_start, created_at)
		VALUES (?, ?, 1, ?, ?)
		ON CONFLICT (ip_address, action) DO UPDATE SET
			count = CASE WHEN rate_limits.window_start <= ? THEN 1 ELSE rate_limits.count + 1 END,
			window_start = CASE WHEN rate_limits.window_start <= ? THEN excluded.window_start ELSE rate_limits.window_start END
		RETURNING count, window_start`),
		ip, action, now, now, expired, expired,
	).Scan(&count, &start)
	if err != nil {
		return false, 0, fmt.Errorf("rate limit %s: %w", action, err)
	}
	if count <= limit {
		return true, 0, nil
	}
	return false, start.Add(window).Sub(now), nil
}
