package store

import (
	"fmt"
	"slices"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	"lexa/internal/lexa"
)

// However a group's reports arrived, they are written (and their rows locked) in the same
// order: by service, then idempotency key, reports under one key in arrival order.
func TestGroupOrderDoesNotDependOnArrival(t *testing.T) {
	job := func(service, key string, calls int64) usageJob {
		return usageJob{r: lexa.UsageRecord{ServiceID: service, IdempotencyKey: key, Calls: calls}}
	}
	arrived := []usageJob{job("s2", "b", 1), job("s1", "z", 2), job("s2", "a", 3), job("s1", "a", 4), job("s2", "b", 5)}
	want := []string{"s1/a/4", "s1/z/2", "s2/a/3", "s2/b/1", "s2/b/5"}
	for _, rotate := range []int{0, 1, 3} {
		group := append(slices.Clone(arrived[rotate:]), arrived[:rotate]...)
		// the two s2/b reports keep their arrival order: find which came first
		wantHere := slices.Clone(want)
		if slices.IndexFunc(group, func(j usageJob) bool { return j.r.Calls == 5 }) < slices.IndexFunc(group, func(j usageJob) bool { return j.r.Calls == 1 }) {
			wantHere[3], wantHere[4] = "s2/b/5", "s2/b/1"
		}
		sortUsageGroup(group)
		var got []string
		for _, j := range group {
			got = append(got, fmt.Sprintf("%s/%s/%d", j.r.ServiceID, j.r.IdempotencyKey, j.r.Calls))
		}
		if !slices.Equal(got, wantHere) {
			t.Errorf("rotated by %d: %v, want %v", rotate, got, wantHere)
		}
	}
	limits := []lexa.RateLimit{{Key: "b", Action: "x"}, {Key: "a", Action: "y"}, {Key: "a", Action: "x", Limit: 2}, {Key: "a", Action: "x", Limit: 1, Window: time.Second}}
	slices.SortFunc(limits, compareLimits)
	if limits[0].Limit != 1 || limits[1].Limit != 2 || limits[2].Action != "y" || limits[3].Key != "b" {
		t.Errorf("limits in the order %v", limits)
	}
}

// Only a transaction PostgreSQL undid as a whole for a deadlock or a serialization
// failure is tried again.
func TestOnlyDeadlocksAndSerializationFailuresAreRetried(t *testing.T) {
	for code, want := range map[string]bool{"40P01": true, "40001": true, "23505": false, "57014": false} {
		if got := retryableTxError(fmt.Errorf("commit: %w", &pgconn.PgError{Code: code})); got != want {
			t.Errorf("%s: retried %v, want %v", code, got, want)
		}
	}
	if retryableTxError(nil) || retryableTxError(lexa.ErrServicePaused) {
		t.Error("a non-database error is retried")
	}
}
