package lexa

import (
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"
)

// A usage report is refused with field messages, or holds exactly the numbers written
// (never rounded, never more), within the limits, at a time within the allowed window.
func FuzzParseUsage(f *testing.F) {
	now := time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC)
	f.Add("k-1", "12", "3", "49.99", "2026-11-20T14:00:00Z", "12", "48")
	f.Add("  ", "", "", "", "", "", "")
	f.Add("k", "1.5", "1e3", "0.001", "2026-11-20", "-1", "0.5")
	f.Add("k", "1000000", "1000001", "10000000.00", "2026-11-20T15:04:59.9999999Z", "1000000", "1000001")
	f.Add("k", "-0", "007", "99999999.99", "2026-08-22T15:00:00+00:00", "0", "00")
	f.Add("k", "9223372036854775808", "0x10", ".5", "2026-11-20T15:05:01Z", "1E2", "+1")
	f.Fuzz(func(t *testing.T, key, calls, leads, revenue, occurredAt, units, minutes string) {
		in := UsageInput{IdempotencyKey: key, Calls: json.Number(calls), Leads: json.Number(leads),
			Revenue: json.Number(revenue), OccurredAt: occurredAt, Units: json.Number(units), MinutesSaved: json.Number(minutes)}
		r, err := ParseUsage(in, now)
		checkUserError(t, err, "idempotency_key", "calls", "leads", "revenue", "occurred_at", "units", "minutes_saved")
		if err != nil {
			return
		}
		if r.IdempotencyKey == "" || r.IdempotencyKey != strings.TrimSpace(key) || textLength(r.IdempotencyKey) > 100 {
			t.Fatalf("accepted the key %q", r.IdempotencyKey)
		}
		checkExact(t, "calls", calls, r.Calls, 1, maxUsageCount)
		checkExact(t, "leads", leads, r.Leads, 1, maxUsageCount)
		checkExact(t, "units", units, r.Units, 1, maxUsageCount)
		checkExact(t, "minutes_saved", minutes, r.MinutesSaved, 1, maxUsageCount)
		if r.UnitsGiven != (units != "") {
			t.Fatalf("units %q given: %v", units, r.UnitsGiven)
		}
		checkExact(t, "revenue", revenue, r.RevenueCents, 100, maxRevenueCents)
		if again, err := ParseUsage(UsageInput{IdempotencyKey: "k", Revenue: Dollars(r.RevenueCents)}, now); err != nil || again.RevenueCents != r.RevenueCents {
			t.Fatalf("%d cents shown as %s read back as %d, %v", r.RevenueCents, Dollars(r.RevenueCents), again.RevenueCents, err)
		}
		if r.TimeGiven != (occurredAt != "") || r.OccurredAt.After(now.Add(usageClockSkew)) ||
			r.OccurredAt.Before(now.Add(-usageBackdateLimit-time.Microsecond)) || r.OccurredAt.Location() != time.UTC {
			t.Fatalf("occurred_at %q accepted as %s (given %v)", occurredAt, r.OccurredAt, r.TimeGiven)
		}
	})
}

// checkExact fails unless got, in units of 1/scale, is exactly the decimal text written
// (0 when nothing was) and within 0..limit.
func checkExact(t *testing.T, field, written string, got, scale, limit int64) {
	t.Helper()
	want := new(big.Rat)
	if written != "" {
		if _, ok := want.SetString(written); !ok {
			t.Fatalf("%s: accepted %q, which is not a number", field, written)
		}
	}
	if want.Mul(want, big.NewRat(scale, 1)).Cmp(big.NewRat(got, 1)) != 0 || got < 0 || got > limit {
		t.Fatalf("%s: %q read as %d (1/%d units, limit %d)", field, written, got, scale, limit)
	}
}
