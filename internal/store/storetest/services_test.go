package storetest

import (
	"cmp"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

func newService(t *testing.T, db *store.DB, userID string, serviceType lexa.ServiceType, name string) lexa.Service {
	t.Helper()
	s, err := db.CreateService(context.Background(), userID, lexa.ServiceInput{Type: serviceType, Name: name})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func activate(t *testing.T, db *store.DB, s lexa.Service) {
	t.Helper()
	active := lexa.ServiceActive
	if _, err := db.UpdateService(context.Background(), s.UserID, s.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
		t.Fatal(err)
	}
}

// activeVoiceService is a new customer with one active voice-ai service.
func activeVoiceService(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service) {
	t.Helper()
	u := subscribedUser(t, db, clock, email)
	s := newService(t, db, u.ID, "voice-ai", "Voice")
	activate(t, db, s)
	return u, s
}

// servicesJSONAt is a user's services as the API shows them at at, encoded by Go.
func servicesJSONAt(t *testing.T, db *store.DB, userID string, at time.Time) []lexa.ServiceJSON {
	t.Helper()
	services, err := db.UserServices(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]lexa.ServiceJSON, len(services))
	for i, s := range services {
		out[i] = s.JSON(at)
	}
	return out
}

func report(serviceID, key string, calls, leads, cents int64, at time.Time) lexa.UsageRecord {
	// Units as a voice-ai service counts them; the store keeps what it is given.
	return lexa.UsageRecord{ServiceID: serviceID, IdempotencyKey: key, Calls: calls, Leads: leads, RevenueCents: cents,
		OccurredAt: at, TimeGiven: true}.ForService("voice-ai")
}

func TestServicesBelongToTheirUser(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		ann := subscribedUser(t, db, clock, "ann@example.com")
		bob := subscribedUser(t, db, clock, "bob@example.com")
		first := newService(t, db, ann.ID, "voice-ai", "Front desk")
		clock.Advance(time.Second)
		second := newService(t, db, ann.ID, "payroll", "Payroll")
		if first.Status != lexa.ServicePaused || first.UsageLimit != 0 || first.UsageCurrent != 0 {
			t.Errorf("a new service: %+v", first)
		}

		list, err := db.UserServices(ctx, ann.ID)
		if err != nil || len(list) != 2 || list[0].ID != second.ID || list[1].ID != first.ID {
			t.Fatalf("ann's services, newest first: %+v %v", list, err)
		}
		if list, _ := db.UserServices(ctx, bob.ID); len(list) != 0 {
			t.Errorf("bob sees %d services", len(list))
		}
		active := lexa.ServiceActive
		if _, err := db.UpdateService(ctx, bob.ID, first.ID, lexa.ServiceUpdate{Status: &active}); err != lexa.ErrServiceNotFound {
			t.Errorf("bob updating ann's service: %v", err)
		}
		if _, err := db.UserService(ctx, bob.ID, first.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("bob reading ann's service: %v", err)
		}
		if _, err := db.CreateAPIKey(ctx, bob.ID, first.ID, "h", "lexa_x"); err != lexa.ErrServiceNotFound {
			t.Errorf("bob making a key for ann's service: %v", err)
		}
		if got, _ := db.UserService(ctx, ann.ID, first.ID); got.Status != lexa.ServicePaused {
			t.Error("bob's update changed ann's service")
		}
		name := "Reception"
		updated, err := db.UpdateService(ctx, ann.ID, first.ID, lexa.ServiceUpdate{Status: &active, Name: &name})
		if err != nil || updated.Status != lexa.ServiceActive || updated.Name != "Reception" || updated.Type != "voice-ai" {
			t.Errorf("ann's update: %+v %v", updated, err)
		}
	})
}

func TestServiceLimitsFollowThePlan(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "lim@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Voice")
		recruiting := newService(t, db, u.ID, "recruitment", "Hiring")
		starter := trialing("sub_lim", u.ID, clock.Now())
		starter.PlanID, starter.PlanName = "starter", "Starter"
		apply(t, db, starter, 1)
		if got, _ := db.UserService(ctx, u.ID, voice.ID); got.UsageLimit != 500 {
			t.Errorf("voice on Starter: limit %d", got.UsageLimit)
		}
		if got, _ := db.UserService(ctx, u.ID, recruiting.ID); got.UsageLimit != 0 {
			t.Errorf("recruitment on Starter: limit %d", got.UsageLimit)
		}
		if later := newService(t, db, u.ID, "voice-ai", "Second line"); later.UsageLimit != 500 {
			t.Errorf("a voice service added on Starter: limit %d", later.UsageLimit)
		}
		pro := starter
		pro.PlanID, pro.PlanName = "professional", "Professional"
		apply(t, db, pro, 2)
		if got, _ := db.UserService(ctx, u.ID, voice.ID); got.UsageLimit != 0 {
			t.Errorf("voice on Professional: limit %d, want none", got.UsageLimit)
		}
	})
}

func TestUsageIsRecordedOncePerKey(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "use@example.com")
		s := newService(t, db, u.ID, "voice-ai", "Voice")
		at := clock.Now()
		if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k1", 1, 0, 0, at), lexa.RateLimit{}); err != lexa.ErrServicePaused {
			t.Fatalf("a paused service recorded usage: %v", err)
		}
		activate(t, db, s)
		WarmPool(t, db)

		const senders = 20
		var wg sync.WaitGroup
		var mu sync.Mutex
		created, replays := 0, 0
		for range senders {
			wg.Go(func() {
				_, usage, replayed, err := db.RecordUsage(ctx, report(s.ID, "k1", 3, 1, 4999, at), lexa.RateLimit{})
				mu.Lock()
				defer mu.Unlock()
				if err != nil || usage != 3 {
					t.Errorf("record: usage %d, %v", usage, err)
				}
				if replayed {
					replays++
				} else {
					created++
				}
			})
		}
		wg.Wait()
		if created != 1 || replays != senders-1 {
			t.Errorf("%d recorded, %d replays", created, replays)
		}
		if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k1", 4, 1, 4999, at), lexa.RateLimit{}); !errors.Is(err, lexa.ErrIdempotencyClash) {
			t.Errorf("another report under a used key: %v", err)
		}
		_, usage, _, err := db.RecordUsage(ctx, report(s.ID, "k2", 2, 0, 0, at), lexa.RateLimit{})
		if err != nil || usage != 5 {
			t.Errorf("second report: usage %d %v", usage, err)
		}
		// Last month's report is kept but does not count for this month.
		if _, usage, _, _ := db.RecordUsage(ctx, report(s.ID, "k3", 7, 0, 0, at.AddDate(0, -1, 0)), lexa.RateLimit{}); usage != 5 {
			t.Errorf("a report of last month moved this month's count to %d", usage)
		}
		// Paused again, a resent report is still answered, a new one refused.
		paused := lexa.ServicePaused
		db.UpdateService(ctx, u.ID, s.ID, lexa.ServiceUpdate{Status: &paused})
		if _, _, replayed, err := db.RecordUsage(ctx, report(s.ID, "k2", 2, 0, 0, at), lexa.RateLimit{}); err != nil || !replayed {
			t.Errorf("resending to a paused service: replayed %v %v", replayed, err)
		}
		if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k4", 1, 0, 0, at), lexa.RateLimit{}); err != lexa.ErrServicePaused {
			t.Errorf("new report to a paused service: %v", err)
		}
		// The count starts again with the next month.
		activate(t, db, s)
		clock.Advance(40 * 24 * time.Hour)
		if _, usage, _, _ := db.RecordUsage(ctx, report(s.ID, "k5", 1, 0, 0, clock.Now()), lexa.RateLimit{}); usage != 1 {
			t.Errorf("first report of a new month: usage %d", usage)
		}
	})
}

func TestMetricsAreTheSumsOfReportedUsage(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "sum@example.com")
		other := subscribedUser(t, db, clock, "other@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Voice")
		center := newService(t, db, u.ID, "call-center", "Center")
		strangers := newService(t, db, other.ID, "voice-ai", "Not yours")
		for _, s := range []lexa.Service{voice, center, strangers} {
			activate(t, db, s)
		}
		now := clock.Now()
		today := lexa.FirstDay(now, 1)
		reports := []lexa.UsageRecord{
			report(voice.ID, "a", 10, 2, 1000, now),
			report(voice.ID, "b", 5, 1, 550, today.Add(-time.Second)), // yesterday, last second
			report(center.ID, "c", 20, 4, 12345, now.AddDate(0, 0, -29)),
			report(center.ID, "d", 100, 100, 100, now.AddDate(0, 0, -31)), // outside the 30 days
			report(strangers.ID, "e", 999, 999, 999, now),
		}
		for _, r := range reports {
			if _, _, _, err := db.RecordUsage(ctx, r, lexa.RateLimit{}); err != nil {
				t.Fatal(err)
			}
		}
		from := lexa.FirstDay(now, lexa.MetricsDays)
		m, err := db.MetricsSummary(ctx, u.ID, from)
		want := lexa.MetricsSummary{UsageTotals: lexa.UsageTotals{Calls: 35, Leads: 7, RevenueCents: 13895}, ActiveServices: 2, From: from.Format(time.DateOnly)}
		if err != nil || m != want {
			t.Errorf("summary %+v %v, want %+v", m, err, want)
		}

		daily, err := db.DailyUsage(ctx, u.ID, from, today)
		if err != nil || len(daily) != 30 || daily[0].Date != from.Format(time.DateOnly) || daily[29].Date != today.Format(time.DateOnly) {
			t.Fatalf("daily: %d days %v", len(daily), err)
		}
		var sum lexa.UsageTotals
		for _, d := range daily {
			if len(d.ByType) != len(lexa.ServiceTypes) {
				t.Errorf("%s names %d types", d.Date, len(d.ByType))
			}
			for _, v := range d.ByType {
				sum.Calls, sum.Leads, sum.RevenueCents = sum.Calls+v.Calls, sum.Leads+v.Leads, sum.RevenueCents+v.RevenueCents
			}
		}
		if sum != want.UsageTotals {
			t.Errorf("the days add up to %+v, the summary says %+v", sum, want.UsageTotals)
		}
		if got := daily[29].ByType["voice-ai"]; got != (lexa.UsageTotals{Calls: 10, Leads: 2, RevenueCents: 1000, Units: 10}) {
			t.Errorf("today's voice: %+v", got)
		}
		if got := daily[28].ByType["voice-ai"]; got.Calls != 5 {
			t.Errorf("yesterday's voice: %+v", got)
		}
		if got := daily[0].ByType["call-center"]; got.Calls != 20 {
			t.Errorf("the first day's calls: %+v", got)
		}
	})
}

func TestAPIKeys(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "key@example.com")
		s := newService(t, db, u.ID, "payroll", "Payroll")
		var keys []lexa.APIKey
		for i := range lexa.MaxAPIKeysPerService {
			_, hash, prefix := lexa.NewAPIKeySecret()
			k, err := db.CreateAPIKey(ctx, u.ID, s.ID, hash, prefix)
			if err != nil {
				t.Fatalf("key %d: %v", i+1, err)
			}
			keys = append(keys, k)
		}
		secret, hash, prefix := lexa.NewAPIKeySecret()
		if _, err := db.CreateAPIKey(ctx, u.ID, s.ID, hash, prefix); err != lexa.ErrTooManyAPIKeys {
			t.Fatalf("a sixth key: %v", err)
		}
		if _, err := db.RevokeAPIKey(ctx, u.ID, s.ID, keys[0].ID); err != nil {
			t.Fatal(err)
		}
		clock.Advance(time.Second)
		last, err := db.CreateAPIKey(ctx, u.ID, s.ID, hash, prefix)
		if err != nil {
			t.Fatalf("a key after revoking one: %v", err)
		}
		k, err := db.APIKeyInUse(ctx, lexa.HashToken(secret))
		if err != nil || k.ID != last.ID || k.ServiceID != s.ID || k.UserID != u.ID || k.Prefix != prefix || k.LastUsedAt == nil {
			t.Errorf("by secret: %+v %v", k, err)
		}
		if _, err := db.APIKeyInUse(ctx, lexa.HashToken("lexa_wrong")); err != lexa.ErrInvalidAPIKey {
			t.Errorf("an unknown secret: %v", err)
		}
		db.RevokeAPIKey(ctx, u.ID, s.ID, last.ID)
		if _, err := db.APIKeyInUse(ctx, hash); err != lexa.ErrInvalidAPIKey {
			t.Errorf("a revoked key: %v", err)
		}
		listed, err := db.ServiceAPIKeys(ctx, u.ID, s.ID)
		if err != nil || len(listed) != 6 || listed[0].ID != last.ID || listed[0].RevokedAt == nil {
			t.Errorf("listed %d keys: %v", len(listed), err)
		}
		other := subscribedUser(t, db, clock, "nokey@example.com")
		if _, err := db.ServiceAPIKeys(ctx, other.ID, s.ID); err != lexa.ErrServiceNotFound {
			t.Errorf("another user listing the keys: %v", err)
		}
		if _, err := db.RevokeAPIKey(ctx, other.ID, s.ID, keys[1].ID); err != lexa.ErrAPIKeyNotFound {
			t.Errorf("another user revoking a key: %v", err)
		}
	})
}

// The list the API sends is built by the database; it must say what Go's encoding of
// lexa.ServiceJSON says, down to the text of each time.
func TestServicesJSONIsTheGoEncoding(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "list@example.com")
		if list, err := db.UserServicesJSON(ctx, u.ID, clock.Now()); err != nil || string(list) != "[]" {
			t.Fatalf("no services: %s %v", list, err)
		}
		// Whole seconds, trailing zeros in the fraction, a full fraction; names with
		// quotes, markup and accents; usage from this month and from the last one.
		for i, step := range []time.Duration{0, 120 * time.Millisecond, 654321 * time.Microsecond, 10 * time.Microsecond} {
			clock.Advance(step + time.Second)
			s := newService(t, db, u.ID, lexa.ServiceTypes[i], []string{`Front "desk"`, "<b>Payroll</b> & co", "Réception ☎", `back\slash`}[i])
			activate(t, db, s)
			if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k", int64(i+1), 0, 0, clock.Now()), lexa.RateLimit{}); err != nil {
				t.Fatal(err)
			}
		}
		for _, at := range []time.Time{clock.Now(), clock.Now().AddDate(0, 1, 0)} {
			wantJSON, _ := json.Marshal(servicesJSONAt(t, db, u.ID, at))
			got, err := db.UserServicesJSON(ctx, u.ID, at)
			if err != nil {
				t.Fatal(err)
			}
			var gotValue, wantValue any
			if err := json.Unmarshal(got, &gotValue); err != nil {
				t.Fatalf("not JSON: %s", got)
			}
			_ = json.Unmarshal(wantJSON, &wantValue)
			if !reflect.DeepEqual(gotValue, wantValue) {
				t.Errorf("at %v the database says\n%s\nGo says\n%s", at, got, wantJSON)
			}
		}
	})
}

// Reports sent at once are committed in one group, and counted against their key's limit
// with one statement; exactly as many pass as one-by-one sending would let through, and
// every one of them counts.
func TestReportsSentAtOnceKeepTheLimit(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		_, s := activeVoiceService(t, db, clock, "burst@example.com")
		limit := lexa.RateLimit{Key: "apikey:burst", Action: "usage_report", Limit: 7, Window: time.Minute}
		const senders = 20
		var wg sync.WaitGroup
		var mu sync.Mutex
		recorded, refused := 0, 0
		for i := range senders {
			wg.Go(func() {
				_, _, _, err := db.RecordUsage(ctx, report(s.ID, fmt.Sprintf("k%d", i), 1, 0, 0, clock.Now()), limit)
				mu.Lock()
				defer mu.Unlock()
				switch e, _ := lexa.AsError(err); {
				case err == nil:
					recorded++
				case e != nil && e.Code == lexa.ERateLimited && e.RetryAfter > 0:
					refused++
				default:
					t.Errorf("record: %v", err)
				}
			})
		}
		wg.Wait()
		counted, stored := countedAndStored(t, db, limit.Key)
		if recorded != 7 || refused != senders-7 || counted != senders || stored != 7 {
			t.Errorf("%d recorded, %d refused, %d counted, %d stored; want 7, %d, %d, 7", recorded, refused, counted, stored, senders-7, senders)
		}
	})
}

// The services list is kept in memory between requests; after every kind of change, made
// through this handle or through another one on the same database (another instance),
// the list read next is the stored one.
func TestServicesListIsNeverStale(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		db, other := Open(t, url, clock), Open(t, url, clock)
		u := subscribedUser(t, db, clock, "fresh@example.com")
		current := func(step string) {
			t.Helper()
			at := clock.Now()
			for range 2 { // the first read may build the list, the second is from memory
				want := servicesJSONAt(t, db, u.ID, at)
				var got []lexa.ServiceJSON
				list, err := db.UserServicesJSON(ctx, u.ID, at)
				if err != nil || json.Unmarshal(list, &got) != nil || !reflect.DeepEqual(got, want) {
					t.Fatalf("after %s, at %v: the list is\n%s (%v)\nthe services are\n%+v", step, at, list, err, want)
				}
			}
		}
		current("nothing")
		voice := newService(t, db, u.ID, "voice-ai", "Voice")
		current("a service added")
		newService(t, other, u.ID, "recruitment", "Hiring")
		current("a service added elsewhere")
		if _, err := other.UpdateService(ctx, u.ID, voice.ID, lexa.ServiceUpdate{Name: new("Front desk")}); err != nil {
			t.Fatal(err)
		}
		current("a rename elsewhere")
		if _, _, _, err := other.RecordUsage(ctx, report(voice.ID, "paused", 5, 0, 0, clock.Now()), lexa.RateLimit{}); err == nil {
			t.Fatal("a paused service took a report")
		}
		current("a refused report")
		activate(t, other, voice)
		current("activated elsewhere")
		for i, h := range []*store.DB{db, other, other} {
			if _, _, _, err := h.RecordUsage(ctx, report(voice.ID, "k", 7, 0, 0, clock.Now()), lexa.RateLimit{}); err != nil {
				t.Fatal(err)
			}
			current(fmt.Sprintf("report %d (a replay after the first)", i))
		}
		if _, _, _, err := other.RecordUsage(ctx, report(voice.ID, "k2", 3, 0, 0, clock.Now()), lexa.RateLimit{}); err != nil {
			t.Fatal(err)
		}
		current("a second report elsewhere")
		starter := trialing("sub_fresh", u.ID, clock.Now())
		starter.PlanID, starter.PlanName = "starter", "Starter"
		apply(t, other, starter, 1)
		current("a plan with a limit, elsewhere")
		clock.Advance(32 * 24 * time.Hour)
		current("a new month")
		if err := other.DeleteUser(ctx, u.ID); err != nil {
			t.Fatal(err)
		}
		if list, err := db.UserServicesJSON(ctx, u.ID, clock.Now()); err != nil || string(list) != "[]" {
			t.Errorf("after the account went elsewhere: %s %v", list, err)
		}
	})
}

// An instance keeps the keys it has seen; a key revoked on another instance still writes
// nothing there, new report or resent one, and is then refused before any write.
func TestARevokedKeyWritesNothing(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		db, other := Open(t, url, clock), Open(t, url, clock)
		u, s := activeVoiceService(t, db, clock, "revoked@example.com")
		secret, hash, prefix := lexa.NewAPIKeySecret()
		created, err := db.CreateAPIKey(ctx, u.ID, s.ID, hash, prefix)
		if err != nil {
			t.Fatal(err)
		}
		send := func(idempotencyKey string) error {
			k, err := db.APIKeyInUse(ctx, lexa.HashToken(secret))
			if err != nil {
				return err
			}
			r := report(s.ID, idempotencyKey, 1, 0, 0, clock.Now())
			r.KeyID = k.ID
			_, _, _, err = db.RecordUsage(ctx, r, lexa.RateLimit{})
			return err
		}
		if err := send("first"); err != nil {
			t.Fatal(err)
		}
		if _, err := other.RevokeAPIKey(ctx, u.ID, s.ID, created.ID); err != nil {
			t.Fatal(err)
		}
		for _, key := range []string{"second", "first"} {
			if err := send(key); err != lexa.ErrInvalidAPIKey {
				t.Errorf("report %q with the revoked key: %v", key, err)
			}
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM usage_events WHERE service_id = ?`, s.ID); n != 1 {
			t.Errorf("%d reports stored, want the one sent before the key was revoked", n)
		}
		if _, err := db.APIKeyInUse(ctx, hash); err != lexa.ErrInvalidAPIKey {
			t.Errorf("the revoked key after its refusal: %v", err)
		}
	})
}

// Reports sent at once are counted together (one update of the service per group): each
// new one is still answered the count as it stood after its own calls, as if they had
// come one by one, and an earlier month's report adds nothing.
func TestReportsSentAtOnceEachSeeTheirOwnCount(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := activeVoiceService(t, db, clock, "together@example.com")
		WarmPool(t, db)
		type answer struct{ calls, usage int64 }
		var mu sync.Mutex
		var answers []answer
		var wg sync.WaitGroup
		const senders = 30
		for i := range senders {
			wg.Go(func() {
				at, calls := clock.Now(), int64(i+1)
				if i == 0 {
					at = at.AddDate(0, -1, 0) // last month's: counted then, not now
				}
				_, usage, replayed, err := db.RecordUsage(ctx, report(s.ID, fmt.Sprintf("k%d", i), calls, 0, 0, at), lexa.RateLimit{})
				if err != nil || replayed {
					t.Errorf("report %d: %v (replayed %v)", i, err, replayed)
					return
				}
				if i == 0 {
					calls = 0
				}
				mu.Lock()
				answers = append(answers, answer{calls, usage})
				mu.Unlock()
			})
		}
		wg.Wait()
		// In the order they were counted: by count, and the one that added calls before
		// the one that added none (last month's) when both saw the same count.
		slices.SortFunc(answers, func(a, b answer) int { return cmp.Or(cmp.Compare(a.usage, b.usage), cmp.Compare(b.calls, a.calls)) })
		var before int64
		for _, a := range answers {
			if a.usage != before+a.calls {
				t.Fatalf("answered counts %v: each should be the one before plus its own calls", answers)
			}
			before = a.usage
		}
		if want := int64(senders*(senders+1)/2 - 1); before != want {
			t.Errorf("last count %d, want %d", before, want)
		}
		if got, _ := db.UserService(ctx, u.ID, s.ID); got.UsageCurrent != before {
			t.Errorf("stored count %d, answered %d", got.UsageCurrent, before)
		}
	})
}

// A report the API refused (CountRefusedUsage) and a valid one count against the same
// limit in the same place: refused ones use it up, and over it the valid one is
// refused too, while the refused ones store nothing.
func TestRefusedReportsCountWhereValidOnesDo(t *testing.T) {
	t.Parallel()
	limit := lexa.RateLimit{Key: "apikey:mixed", Action: "usage_report", Limit: 3, Window: time.Minute}
	Each(t, func(t *testing.T, b Backend) {
		db, clock := New(t, b)
		_, s := activeVoiceService(t, db, clock, "mixed@example.com")
		ctx := context.Background()
		for i := range 2 {
			if err := db.CountRefusedUsage(ctx, limit); err != nil {
				t.Fatalf("refused report %d: %v", i+1, err)
			}
		}
		if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k1", 1, 0, 0, clock.Now()), limit); err != nil {
			t.Fatalf("third report: %v", err)
		}
		if e, _ := lexa.AsError(db.CountRefusedUsage(ctx, limit)); e == nil || e.Code != lexa.ERateLimited || e.RetryAfter <= 0 {
			t.Errorf("a refused report over the limit: %v", e)
		}
		if _, _, _, err := db.RecordUsage(ctx, report(s.ID, "k2", 1, 0, 0, clock.Now()), limit); lexa.ErrorCodeOf(err) != lexa.ERateLimited {
			t.Errorf("a valid report over the limit: %v", err)
		}
		if err := db.CountRefusedUsage(ctx, lexa.RateLimit{}); err != nil {
			t.Errorf("no limit: %v", err)
		}
		counted, stored := countedAndStored(t, db, limit.Key)
		if counted != 5 || stored != 1 {
			t.Errorf("%d counted, %d stored; want 5, 1", counted, stored)
		}
		clock.Advance(time.Minute)
		if err := db.CountRefusedUsage(ctx, limit); err != nil {
			t.Errorf("a minute later: %v", err)
		}
	})
}

// countedAndStored is how many reports key's limit counted, and how many reports were
// stored.
func countedAndStored(t *testing.T, db *store.DB, key string) (counted, stored int) {
	t.Helper()
	ctx := context.Background()
	if err := db.QueryRowForTest(ctx, `SELECT count FROM rate_limits WHERE ip_address = ?`, key).Scan(&counted); err != nil {
		t.Fatal(err)
	}
	if err := db.QueryRowForTest(ctx, `SELECT COUNT(*) FROM usage_events`).Scan(&stored); err != nil {
		t.Fatal(err)
	}
	return counted, stored
}
