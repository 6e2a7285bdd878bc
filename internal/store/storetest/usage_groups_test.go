package storetest

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// Two instances on one database commit groups of reports side by side, over the same API
// keys, services and owners, each report sent to both: no group fails (a deadlock would
// answer an error), every report is stored exactly once and answered as stored by one
// instance and as a replay by the other, every sending counts against its key's limit,
// a tight limit lets through exactly as many as one-by-one sending would, and each
// service's count is the sum of its stored reports.
func TestGroupsOfTwoInstancesNeverDeadlock(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url, clock := b.NewURL(t), NewClock()
		instances := []*store.DB{Open(t, url, clock), Open(t, url, clock)}
		var services []lexa.Service
		for _, email := range []string{"ann@example.com", "bob@example.com"} {
			u := subscribedUser(t, instances[0], clock, email)
			for _, name := range []string{"Front desk", "Night line"} {
				s := newService(t, instances[0], u.ID, "voice-ai", name)
				activate(t, instances[0], s)
				services = append(services, s)
			}
		}
		for _, db := range instances {
			WarmPool(t, db)
		}
		limits := []lexa.RateLimit{
			{Key: "apikey:1", Action: "usage_report", Limit: 1 << 20, Window: time.Minute},
			{Key: "apikey:2", Action: "usage_report", Limit: 1 << 20, Window: time.Minute},
			{Key: "apikey:3", Action: "usage_report", Limit: 1 << 20, Window: time.Minute},
		}
		tight := lexa.RateLimit{Key: "apikey:tight", Action: "usage_report", Limit: 7, Window: time.Minute}

		const senders, reports, tightSenders = 12, 15, 20
		type sent struct {
			service string
			calls   int64
			limit   lexa.RateLimit
		}
		// The report sender g sends i-th, to both instances.
		reportOf := func(g, i int) sent {
			return sent{service: services[(g+i)%len(services)].ID, calls: int64(g + i + 1), limit: limits[(g*7+i)%len(limits)]}
		}
		var mu sync.Mutex
		stored := map[string]int{}       // answers stored (not replayed) per idempotency key
		replayed := map[string]int{}     // answers replayed per idempotency key
		tightCalls := map[string]int64{} // the calls of each tight-limit report stored, per service
		tightStored, tightRefused := 0, 0
		var wg sync.WaitGroup
		for h, db := range instances {
			for g := range senders {
				wg.Go(func() {
					for i := range reports {
						s, key := reportOf(g, i), fmt.Sprintf("g%d-%d", g, i)
						_, _, again, err := db.RecordUsage(ctx, report(s.service, key, s.calls, 0, 0, clock.Now()), s.limit)
						if err != nil {
							t.Errorf("instance %d, report %s: %v", h, key, err)
							continue
						}
						mu.Lock()
						if again {
							replayed[key]++
						} else {
							stored[key]++
						}
						mu.Unlock()
					}
				})
			}
		}
		for i := range tightSenders {
			wg.Go(func() {
				s := services[i%len(services)].ID
				_, _, _, err := instances[i%2].RecordUsage(ctx, report(s, fmt.Sprintf("t%d", i), 1, 0, 0, clock.Now()), tight)
				mu.Lock()
				defer mu.Unlock()
				switch e, _ := lexa.AsError(err); {
				case err == nil:
					tightStored++
					tightCalls[s]++
				case e != nil && e.Code == lexa.ERateLimited:
					tightRefused++
				default:
					t.Errorf("tight report %d: %v", i, err)
				}
			})
		}
		wg.Wait()
		if t.Failed() {
			return
		}

		want := map[string]int64{}                        // calls per service
		sentTo := map[string]int{tight.Key: tightSenders} // sendings per limit key
		for g := range senders {
			for i := range reports {
				s, key := reportOf(g, i), fmt.Sprintf("g%d-%d", g, i)
				want[s.service] += s.calls
				sentTo[s.limit.Key] += len(instances)
				if stored[key] != 1 || replayed[key] != len(instances)-1 {
					t.Errorf("report %s: answered stored %d times and replayed %d times, want 1 and %d", key, stored[key], replayed[key], len(instances)-1)
				}
			}
		}
		if tightStored != tight.Limit || tightRefused != tightSenders-tight.Limit {
			t.Errorf("tight limit: %d stored, %d refused; want %d and %d", tightStored, tightRefused, tight.Limit, tightSenders-tight.Limit)
		}
		if n := CountRows(t, instances[1], `SELECT COUNT(*) FROM usage_events`); n != senders*reports+tight.Limit {
			t.Errorf("%d usage rows, want %d", n, senders*reports+tight.Limit)
		}
		for _, s := range services {
			var count int64
			if err := instances[1].QueryRowForTest(ctx, `SELECT usage_current FROM services WHERE id = ?`, s.ID).Scan(&count); err != nil {
				t.Fatal(err)
			}
			if count != want[s.ID]+tightCalls[s.ID] {
				t.Errorf("service %s counts %d, its stored reports %d", s.Name, count, want[s.ID]+tightCalls[s.ID])
			}
		}
		for _, l := range append(limits, tight) {
			var counted int
			if err := instances[1].QueryRowForTest(ctx, `SELECT count FROM rate_limits WHERE ip_address = ?`, l.Key).Scan(&counted); err != nil {
				t.Fatal(err)
			}
			if want := sentTo[l.Key]; counted != want {
				t.Errorf("limit %s counted %d sendings, want %d", l.Key, counted, want)
			}
		}
	})
}
