package storetest

import (
	"context"
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

const aDay = 24 * time.Hour

// prune runs every step of a retention pass at now to the end, batch rows at a time.
func prune(t *testing.T, db *store.DB, r lexa.Retention, now time.Time, batch int) map[string]int {
	t.Helper()
	deleted := map[string]int{}
	for _, step := range r.Steps(now) {
		for {
			n, err := db.PruneBatch(context.Background(), step, batch)
			if err != nil {
				t.Fatalf("prune %s: %v", step.Kind, err)
			}
			deleted[step.Table] += n
			if n < batch {
				break
			}
		}
	}
	return deleted
}

// sendMail queues a message and records it sent at the clock's time.
func sendMail(t *testing.T, db *store.DB, clock *Clock, i int) {
	t.Helper()
	ctx := context.Background()
	if err := db.EnqueueMail(ctx, fmt.Sprintf("kind_%d", i), testEmail(i)); err != nil {
		t.Fatal(err)
	}
	got, err := db.ClaimDueMail(ctx, "sender", clock.Now(), testLease, 1)
	if err != nil || len(got) != 1 {
		t.Fatalf("claim: %v %v", got, err)
	}
	if err := db.MarkMailSent(ctx, got[0].ID, "sender", clock.Now()); err != nil {
		t.Fatal(err)
	}
}

// receiveEvent stores a webhook event; applied, it is also completed at the clock's time.
func receiveEvent(t *testing.T, db *store.DB, clock *Clock, id string, applied bool) {
	t.Helper()
	ctx := context.Background()
	if _, err := db.ReceiveWebhookEvent(ctx, lexa.BillingEvent{ID: id, Type: lexa.EventSubscriptionUpdated,
		SubscriptionID: "sub_" + id, Created: clock.Now()}); err != nil {
		t.Fatal(err)
	}
	if !applied {
		return
	}
	// Pending events claimed beside it stay pending.
	got, err := db.ClaimWebhookEvents(ctx, "worker", clock.Now(), testLease, 10)
	if err != nil || !slices.ContainsFunc(got, func(e lexa.BillingEvent) bool { return e.ID == id }) {
		t.Fatalf("claim %s: %v %v", id, got, err)
	}
	if err := db.MarkWebhookEventSkipped(ctx, id, "worker", "test", clock.Now()); err != nil {
		t.Fatal(err)
	}
}

func audit(t *testing.T, db *store.DB, action string) {
	t.Helper()
	if _, err := db.AppendAudit(context.Background(), lexa.AuditEntry{Action: action, TableName: "test"}); err != nil {
		t.Fatal(err)
	}
}

// A pass deletes what is finished and long past in each table, and nothing else: rows
// that are old but still in use (unsent mail, a pending webhook event, a rate-limit
// window that started again, a live link or session) stay.
func TestRetentionDeletesFinishedRowsAndKeepsTheRest(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, p := newUser("kept@example.com", clock.Now())
		if err := db.CreateUser(ctx, u, p, nil, nil, nil); err != nil {
			t.Fatal(err)
		}
		token := func(name string, expires time.Time) string {
			hash := lexa.HashToken(name)
			if err := db.CreateOneTimeToken(ctx, lexa.OneTimeToken{Hash: hash, UserID: u.ID, Purpose: "verify_email", ExpiresAt: expires}, nil); err != nil {
				t.Fatal(err)
			}
			return hash
		}
		newSession := func(name string, expires time.Time) {
			if err := db.CreateSession(ctx, session(u.ID, clock.Now(), expires), lexa.HashToken(name)); err != nil {
				t.Fatal(err)
			}
		}
		hit := func(ip string) {
			if _, _, err := db.HitRateLimit(ctx, ip, "contact_form", 5, 15*time.Minute); err != nil {
				t.Fatal(err)
			}
		}
		job := func(done bool) {
			j, err := db.EnqueueJob(ctx, lexa.JobInput{UserID: u.ID, Kind: "test"})
			if err != nil {
				t.Fatal(err)
			}
			if !done {
				return
			}
			if _, err := db.ClaimDueJobs(ctx, "worker", clock.Now(), testLease, 10); err != nil {
				t.Fatal(err)
			}
			if err := db.CompleteJob(ctx, j.ID, "worker", nil); err != nil {
				t.Fatal(err)
			}
		}

		// Day 0: what will be long past, and what is old but still in use.
		start := clock.Now()
		hit("198.51.100.1")                                                 // its window is long over
		hit("198.51.100.2")                                                 // started again on day 31
		hit("198.51.100.3")                                                 // its window ended 30 hours before the pass
		sendMail(t, db, clock, 1)                                           // sent a month ago
		if err := db.EnqueueMail(ctx, "unsent", testEmail(2)); err != nil { // never sent
			t.Fatal(err)
		}
		receiveEvent(t, db, clock, "evt_old_applied", true)
		receiveEvent(t, db, clock, "evt_old_pending", false)
		token("expired", start.Add(time.Hour))
		newSession("expired", start.Add(time.Hour))
		newSession("live", start.Add(60*aDay))
		audit(t, db, "day_0")
		job(true)  // finished a month ago
		job(false) // queued a month ago and never run: stays

		clock.Advance(25 * aDay)
		audit(t, db, "day_25")
		sendMail(t, db, clock, 3) // sent six days before the pass

		clock.Advance(6*aDay - 30*time.Hour)
		hit("198.51.100.3")
		clock.Advance(30 * time.Hour)
		// Day 31, the pass: what is recent.
		hit("198.51.100.2")
		hit("198.51.100.4")
		receiveEvent(t, db, clock, "evt_new_applied", true)
		used := token("used", clock.Now().Add(aDay))
		if _, err := db.VerifyEmail(ctx, used); err != nil {
			t.Fatal(err)
		}
		live := token("live", clock.Now().Add(aDay))
		audit(t, db, "day_31")
		job(true) // finished just now
		clock.Advance(time.Minute)

		policy := lexa.Retention{LongestRateLimitWindow: 15 * time.Minute, Audit: 10 * aDay}
		deleted := prune(t, db, policy, clock.Now(), 500)
		want := map[string]int{"rate_limits": 2, "mail_outbox": 1, "webhook_events": 1, "one_time_tokens": 2, "sessions": 1, "audit_logs": 1, "jobs": 1, "phone_calls": 0}
		for table, n := range want {
			if deleted[table] != n {
				t.Errorf("%s: %d rows deleted, want %d (all: %v)", table, deleted[table], n, deleted)
			}
		}
		for _, c := range []struct {
			query string
			want  int
		}{
			{`SELECT COUNT(*) FROM rate_limits WHERE ip_address IN ('198.51.100.2', '198.51.100.4')`, 2},
			{`SELECT COUNT(*) FROM rate_limits`, 2},
			{`SELECT COUNT(*) FROM mail_outbox WHERE sent_at IS NULL`, 1},
			{`SELECT COUNT(*) FROM mail_outbox`, 2},
			{`SELECT COUNT(*) FROM webhook_events WHERE id IN ('evt_old_pending', 'evt_new_applied')`, 2},
			{`SELECT COUNT(*) FROM webhook_events`, 2},
			{`SELECT COUNT(*) FROM one_time_tokens WHERE token_hash = '` + live + `'`, 1},
			{`SELECT COUNT(*) FROM one_time_tokens`, 1},
			{`SELECT COUNT(*) FROM sessions WHERE token_hash = '` + lexa.HashToken("live") + `'`, 1},
			{`SELECT COUNT(*) FROM sessions`, 1},
			{`SELECT COUNT(*) FROM audit_logs WHERE action IN ('day_25', 'day_31')`, 2},
			{`SELECT COUNT(*) FROM audit_logs`, 2},
			{`SELECT COUNT(*) FROM jobs WHERE finished_at IS NULL`, 1},
			{`SELECT COUNT(*) FROM jobs`, 2},
		} {
			if n := CountRows(t, db, c.query); n != c.want {
				t.Errorf("%s: %d, want %d", c.query, n, c.want)
			}
		}
		// A second pass finds nothing more.
		if again := prune(t, db, policy, clock.Now(), 500); len(again) != len(want) || sum(again) != 0 {
			t.Errorf("second pass deleted %v", again)
		}

		// A limit counting in windows longer than a day keeps its rows that long: the
		// window that ended 30 hours ago started 30 h 15 min ago, inside a 48-hour window.
		hit("198.51.100.3")
		clock.Advance(31 * time.Hour)
		if deleted := prune(t, db, lexa.Retention{LongestRateLimitWindow: 48 * time.Hour}, clock.Now(), 500); deleted["rate_limits"] != 0 {
			t.Errorf("a 48-hour window's row deleted after 31 hours: %v", deleted)
		}
		// Without an audit retention the trail is kept for ever.
		if deleted := prune(t, db, lexa.Retention{}, clock.Now().Add(10000*aDay), 500); deleted["audit_logs"] != 0 {
			t.Errorf("audit entries deleted without an audit retention: %v", deleted)
		}
	})
}

func sum(m map[string]int) int {
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// A batch deletes at most its limit, oldest first: 5 rows in batches of 2 take 3
// statements (2, 2, 1).
func TestPruneBatchIsBounded(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		for i := range 5 {
			audit(t, db, fmt.Sprintf("old_%d", i))
			clock.Advance(time.Second)
		}
		clock.Advance(2 * aDay)
		audit(t, db, "new")
		step := lexa.PruneStep{Kind: lexa.PruneAuditLogs, Table: "audit_logs", Before: clock.Now().Add(-aDay)}
		var got []int
		for {
			n, err := db.PruneBatch(context.Background(), step, 2)
			if err != nil {
				t.Fatal(err)
			}
			got = append(got, n)
			if n < 2 {
				break
			}
			if left := CountRows(t, db, `SELECT COUNT(*) FROM audit_logs WHERE action = ?`, fmt.Sprintf("old_%d", 2*len(got)-1)); left != 0 {
				t.Errorf("batch %d left the older row old_%d", len(got), 2*len(got)-1)
			}
		}
		if fmt.Sprint(got) != "[2 2 1]" {
			t.Errorf("batches deleted %v, want [2 2 1]", got)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM audit_logs`); n != 1 {
			t.Errorf("%d audit rows left, want the new one", n)
		}
		if _, err := db.PruneBatch(context.Background(), lexa.PruneStep{Kind: "everything", Table: "users"}, 2); err == nil {
			t.Error("an unknown kind of row was pruned")
		}
	})
}

// The named lease has one holder at a time: it is refused to others while held, extended
// by its holder, and taken over once its time is up. Of many takers at once, on separate
// connections, exactly one gets it.
func TestLeaseHasOneHolderAtATime(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		db := Open(t, url, clock)
		take := func(db *store.DB, owner string) bool {
			t.Helper()
			held, err := db.TakeLease(ctx, "retention", owner, clock.Now(), time.Hour)
			if err != nil {
				t.Fatal(err)
			}
			return held
		}
		if !take(db, "a") || take(db, "b") {
			t.Fatal("a free lease: a should get it, then b not")
		}
		clock.Advance(50 * time.Minute)
		if !take(db, "a") {
			t.Fatal("the holder could not extend its lease")
		}
		clock.Advance(50 * time.Minute)
		if take(db, "b") {
			t.Fatal("b took a lease that a extended")
		}
		clock.Advance(11 * time.Minute)
		if !take(db, "b") || take(db, "a") {
			t.Fatal("after a's time was up: b should get the lease, then a not")
		}
		if held, err := db.TakeLease(ctx, "other", "a", clock.Now(), time.Hour); err != nil || !held {
			t.Errorf("another lease is independent: %v %v", held, err)
		}

		clock.Advance(2 * time.Hour)
		const takers = 8
		handles := make([]*store.DB, takers)
		for i := range handles {
			handles[i] = Open(t, url, clock)
		}
		var wg sync.WaitGroup
		won := make([]bool, takers)
		for i := range takers {
			wg.Go(func() {
				held, err := handles[i].TakeLease(ctx, "retention", fmt.Sprintf("taker-%d", i), clock.Now(), time.Hour)
				if err != nil {
					t.Error(err)
				}
				won[i] = held
			})
		}
		wg.Wait()
		winners := 0
		for _, w := range won {
			if w {
				winners++
			}
		}
		if winners != 1 {
			t.Errorf("%d of %d takers at once got the lease, want 1", winners, takers)
		}
	})
}
