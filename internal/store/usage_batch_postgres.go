package store

import (
	"context"
	"database/sql"
	"time"

	"lexa/internal/lexa"
)

// insertUsageBatchSQL is insertUsage for many reports at once (PostgreSQL): the same
// conditions per report (its service active, its API key in use, its idempotency key
// free), the rows inserted in the order given (ord), which is the group's lock order
// (usage_order.go). Two reports of the group under the same key: the first is inserted,
// the second finds it taken, as one by one.
const insertUsageBatchSQL = `INSERT INTO usage_events (service_id, user_id, service_type, idempotency_key,
	calls, leads, revenue_cents, units, minutes_saved, occurred_at, day, recorded_at)
SELECT s.id, s.user_id, s.service_type, v.idempotency_key, v.calls, v.leads, v.revenue_cents, v.units,
	v.minutes_saved, v.occurred_at, v.day, $11
FROM unnest($1::text[], $2::text[], $3::bigint[], $4::bigint[], $5::bigint[], $6::bigint[], $7::bigint[],
	$8::timestamptz[], $9::text[], $10::text[]) WITH ORDINALITY
	AS v(service_id, idempotency_key, calls, leads, revenue_cents, units, minutes_saved, occurred_at, day, key_id, ord)
JOIN services s ON s.id = v.service_id
WHERE s.status = 'active' AND (v.key_id = '' OR EXISTS (SELECT 1 FROM service_api_keys k
	WHERE k.id = v.key_id AND k.service_id = s.id AND k.revoked_at IS NULL))
ORDER BY v.ord
ON CONFLICT (service_id, idempotency_key) DO NOTHING
RETURNING id, service_id, idempotency_key, user_id, service_type`

// insertUsageBatch inserts the pending reports with one statement; see insertReports.
func insertUsageBatch(ctx context.Context, tx *sql.Tx, records []lexa.UsageRecord, pending []int) ([]bool, error) {
	n := len(pending)
	var (
		services, keys, days, apiKeys            = make([]string, n), make([]string, n), make([]string, n), make([]string, n)
		calls, leads, cents, units, minutesSaved = make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n), make([]int64, n)
		occurred                                 = make([]time.Time, n)
	)
	type report struct{ service, key string }
	first := make(map[report]int, n) // the group's first report under each key: the one inserted
	for k, i := range pending {
		r := records[i]
		services[k], keys[k], apiKeys[k] = r.ServiceID, r.IdempotencyKey, r.KeyID
		calls[k], leads[k], cents[k], units[k], minutesSaved[k] = r.Calls, r.Leads, r.RevenueCents, r.Units, r.MinutesSaved
		occurred[k], days[k] = r.OccurredAt, r.OccurredAt.Format(time.DateOnly)
		if _, seen := first[report{r.ServiceID, r.IdempotencyKey}]; !seen {
			first[report{r.ServiceID, r.IdempotencyKey}] = i
		}
	}
	rows, err := tx.QueryContext(ctx, insertUsageBatchSQL, services, keys, calls, leads, cents, units, minutesSaved,
		occurred, days, apiKeys, records[pending[0]].RecordedAt)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	inserted := make([]bool, len(records))
	for rows.Next() {
		var id int64
		var got report
		var userID string
		var serviceType lexa.ServiceType
		if err := rows.Scan(&id, &got.service, &got.key, &userID, &serviceType); err != nil {
			return nil, err
		}
		i := first[got]
		records[i].ID, records[i].UserID, records[i].ServiceType = id, userID, serviceType
		inserted[i] = true
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return inserted, rows.Close()
}
