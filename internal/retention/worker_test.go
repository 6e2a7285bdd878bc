package retention_test

import (
	"bytes"
	"context"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/retention"
	"lexa/internal/store"
	"lexa/internal/store/storetest"
)

const day = 24 * time.Hour

var policy = lexa.Retention{LongestRateLimitWindow: 15 * time.Minute, Audit: 10 * day}

// oldAudit writes n audit entries, then moves the clock a month on.
func oldAudit(t *testing.T, db *store.DB, clock *storetest.Clock, n int) {
	t.Helper()
	for i := range n {
		if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{Action: fmt.Sprintf("old_%d", i)}); err != nil {
			t.Fatal(err)
		}
	}
	clock.Advance(30 * day)
}

// A pass deletes in bounded batches, counts what it deleted per table (the hook the
// metrics use, and its report) and logs one line with the counts.
func TestPassDeletesInBatchesCountsAndLogs(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		db, clock := storetest.New(t, b)
		oldAudit(t, db, clock, 5)
		if _, _, err := db.HitRateLimit(context.Background(), "198.51.100.7", "login", 5, 15*time.Minute); err != nil {
			t.Fatal(err)
		}
		clock.Advance(2 * day)

		var logs bytes.Buffer
		var mu sync.Mutex
		hooked := map[string]int{}
		w := retention.New(db, policy, slog.New(slog.NewTextHandler(&logs, nil)), clock,
			retention.WithBatchSize(2), retention.WithPause(0), retention.WithOwner("solo"),
			retention.WithDeletedHook(func(table string, rows int) {
				mu.Lock()
				defer mu.Unlock()
				hooked[table] += rows
			}))
		rep, err := w.Pass(context.Background())
		if err != nil || !rep.Ran {
			t.Fatalf("pass: %+v %v", rep, err)
		}
		// Audit: 2, 2, 1; rate limits: 1; the seven other steps: one empty batch each.
		if rep.Deleted["audit_logs"] != 5 || rep.Deleted["rate_limits"] != 1 || rep.Batches != 3+1+7 {
			t.Errorf("report %+v, want 5 audit rows and 1 rate limit in 11 batches", rep)
		}
		if fmt.Sprint(hooked) != "map[audit_logs:5 rate_limits:1]" {
			t.Errorf("hook told %v", hooked)
		}
		line := logs.String()
		if strings.Count(line, "retention pass") != 1 || !strings.Contains(line, "audit_logs=5") ||
			!strings.Contains(line, "rate_limits=1") || !strings.Contains(line, "sessions=0") {
			t.Errorf("log: %s", line)
		}
	})
}

// Two workers at once, on two connections: exactly one makes the pass, and the other
// makes none until the lease the first took for an interval runs out.
func TestOneWorkerAtATimeMakesAPass(t *testing.T) {
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		url := b.NewURL(t)
		clock := storetest.NewClock()
		first := storetest.Open(t, url, clock)
		oldAudit(t, first, clock, 3)
		workers := []*retention.Worker{
			retention.New(first, policy, slog.New(slog.DiscardHandler), clock, retention.WithOwner("a"), retention.WithPause(0)),
			retention.New(storetest.Open(t, url, clock), policy, slog.New(slog.DiscardHandler), clock, retention.WithOwner("b"), retention.WithPause(0)),
		}
		reports := make([]retention.Report, len(workers))
		var wg sync.WaitGroup
		for i, w := range workers {
			wg.Go(func() {
				rep, err := w.Pass(context.Background())
				if err != nil {
					t.Error(err)
				}
				reports[i] = rep
			})
		}
		wg.Wait()
		if reports[0].Ran == reports[1].Ran {
			t.Fatalf("both or neither made a pass: %+v", reports)
		}
		for _, rep := range reports {
			if want := map[bool]int{true: 3, false: 0}[rep.Ran]; rep.Deleted["audit_logs"] != want {
				t.Errorf("%+v: want %d audit rows deleted", rep, want)
			}
		}
		winner, other := workers[0], workers[1]
		if reports[1].Ran {
			winner, other = other, winner
		}
		clock.Advance(59 * time.Minute)
		if rep, _ := other.Pass(context.Background()); rep.Ran {
			t.Error("the other worker made a pass within the winner's hour")
		}
		if rep, _ := winner.Pass(context.Background()); !rep.Ran {
			t.Error("the winner could not make its next pass")
		}
		clock.Advance(61 * time.Minute)
		if rep, _ := other.Pass(context.Background()); !rep.Ran {
			t.Error("the other worker did not take over once the winner's lease ran out")
		}
	})
}

// slowStore makes each batch take 40 minutes of the test's clock.
type slowStore struct {
	*store.DB
	clock *storetest.Clock
}

func (s slowStore) PruneBatch(ctx context.Context, step lexa.PruneStep, limit int) (int, error) {
	s.clock.Advance(40 * time.Minute)
	return s.DB.PruneBatch(ctx, step, limit)
}

// A pass that runs longer than half its lease extends it, so no other instance starts
// one beside it.
func TestALongPassKeepsItsLease(t *testing.T) {
	db, clock := storetest.New(t, storetest.Backends()[0])
	w := retention.New(slowStore{db, clock}, policy, slog.New(slog.DiscardHandler), clock, retention.WithOwner("slow"), retention.WithPause(0))
	started := clock.Now()
	if rep, err := w.Pass(context.Background()); err != nil || !rep.Ran {
		t.Fatalf("pass: %+v %v", rep, err)
	}
	// Seven batches of 40 minutes: the hour's lease taken at the start ended long ago.
	if clock.Now().Sub(started) < 4*time.Hour {
		t.Fatalf("the pass took %v", clock.Now().Sub(started))
	}
	if held, err := db.TakeLease(context.Background(), retention.LeaseName, "other", clock.Now(), time.Hour); err != nil || held {
		t.Errorf("another instance got the lease of a pass in progress: %v %v", held, err)
	}
}
