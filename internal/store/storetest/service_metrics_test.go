package storetest

import (
	"context"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// usageOf is a report of a service of serviceType at at; units < 0 leaves them to the
// type's default.
func usageOf(serviceType lexa.ServiceType, serviceID, key string, at time.Time, calls, leads, cents, units, minutes int64) lexa.UsageRecord {
	r := lexa.UsageRecord{ServiceID: serviceID, IdempotencyKey: key, Calls: calls, Leads: leads, RevenueCents: cents,
		MinutesSaved: minutes, OccurredAt: at, TimeGiven: true}
	if units >= 0 {
		r.Units, r.UnitsGiven = units, true
	}
	return r.ForService(serviceType)
}

func record(t *testing.T, db *store.DB, reports ...lexa.UsageRecord) {
	t.Helper()
	for _, r := range reports {
		if _, _, _, err := db.RecordUsage(context.Background(), r, lexa.RateLimit{}); err != nil {
			t.Fatalf("record %s: %v", r.IdempotencyKey, err)
		}
	}
}

func serviceMetrics(t *testing.T, db *store.DB, userID string, w lexa.MetricsWindow) map[string]lexa.ServiceMetrics {
	t.Helper()
	list, err := db.ServiceMetrics(context.Background(), userID, w)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]lexa.ServiceMetrics{}
	for _, m := range list {
		out[m.ServiceID] = m
	}
	if len(out) != len(list) {
		t.Fatalf("a service is listed twice: %+v", list)
	}
	return out
}

// Two services of different types with reports in both windows, at their edges and
// outside them: each sum is the hand-computed one, and another user's reports count
// nowhere.
func TestServiceMetricsSumEachServiceInBothWindows(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "owner@example.com")
		other, strangers := activeVoiceService(t, db, clock, "other@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Front desk")
		clock.Advance(time.Second) // newest first: the lead desk, then the front desk
		center := newService(t, db, u.ID, "call-center", "Lead desk")
		activate(t, db, voice)
		activate(t, db, center)

		now := clock.Now() // Monday 2026-01-05 14:00 UTC
		w := lexa.NewMetricsWindow(now, 7)
		if got := [4]string{day(w.From), day(w.To), day(w.PreviousFrom), day(w.PreviousTo)}; got != [4]string{"2025-12-30", "2026-01-05", "2025-12-23", "2025-12-29"} {
			t.Fatalf("window %v", got)
		}
		record(t, db,
			usageOf("voice-ai", voice.ID, "v-now", now, 10, 1, 10_000, -1, 40),
			usageOf("voice-ai", voice.ID, "v-first", w.From, 5, 0, 50, 4, 20),
			usageOf("voice-ai", voice.ID, "v-prev-last", w.From.Add(-time.Second), 7, 0, 0, -1, 28),
			usageOf("voice-ai", voice.ID, "v-prev-first", w.PreviousFrom, 1, 0, 0, -1, 0),
			usageOf("voice-ai", voice.ID, "v-older", w.PreviousFrom.Add(-time.Second), 1000, 1000, 1000, -1, 1000),
			usageOf("call-center", center.ID, "c-now", now.AddDate(0, 0, -1), 0, 8, 123_456, -1, 96),
			usageOf("call-center", center.ID, "c-prev", w.PreviousTo, 2, 3, 1_000, -1, 36),
			usageOf("voice-ai", strangers.ID, "s-now", now, 999, 999, 999, -1, 999),
		)

		list, err := db.ServiceMetrics(ctx, u.ID, w)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].ServiceID != center.ID || list[1].ServiceID != voice.ID {
			t.Fatalf("want the lead desk, then the front desk: %+v", list)
		}
		want := map[string]lexa.ServiceMetrics{
			voice.ID: {ServiceID: voice.ID, Type: "voice-ai", Name: "Front desk", Status: lexa.ServiceActive,
				Current:  lexa.UsageTotals{Calls: 15, Leads: 1, RevenueCents: 10_050, Units: 14, MinutesSaved: 60},
				Previous: lexa.UsageTotals{Calls: 8, Units: 8, MinutesSaved: 28}},
			center.ID: {ServiceID: center.ID, Type: "call-center", Name: "Lead desk", Status: lexa.ServiceActive,
				Current:  lexa.UsageTotals{Leads: 8, RevenueCents: 123_456, Units: 8, MinutesSaved: 96},
				Previous: lexa.UsageTotals{Calls: 2, Leads: 3, RevenueCents: 1_000, Units: 3, MinutesSaved: 36}},
		}
		for id, got := range serviceMetrics(t, db, u.ID, w) {
			if got != want[id] {
				t.Errorf("%s:\n got %+v\nwant %+v", got.Name, got, want[id])
			}
		}

		// A late report of a day in the previous window moves only the previous sums.
		record(t, db, usageOf("call-center", center.ID, "c-late", w.PreviousFrom.Add(3*time.Hour), 0, 5, 500, -1, 60))
		got := serviceMetrics(t, db, u.ID, w)[center.ID]
		if got.Current != want[center.ID].Current {
			t.Errorf("the current window moved: %+v", got.Current)
		}
		if prev := (lexa.UsageTotals{Calls: 2, Leads: 8, RevenueCents: 1_500, Units: 8, MinutesSaved: 96}); got.Previous != prev {
			t.Errorf("previous %+v, want %+v", got.Previous, prev)
		}

		// The other user has a voice-ai service only, and sees only that.
		theirs := serviceMetrics(t, db, other.ID, w)
		if len(theirs) != 1 || theirs[strangers.ID].Type != "voice-ai" || theirs[strangers.ID].Current.Calls != 999 {
			t.Errorf("the other user sees %+v", theirs)
		}
		// A service without reports is listed with zeros; a paused one keeps its sums.
		quiet := newService(t, db, u.ID, "content-marketing", "Posts")
		paused := lexa.ServicePaused
		if _, err := db.UpdateService(ctx, u.ID, voice.ID, lexa.ServiceUpdate{Status: &paused}); err != nil {
			t.Fatal(err)
		}
		all := serviceMetrics(t, db, u.ID, w)
		if q := all[quiet.ID]; q.Type != "content-marketing" || q.Current != (lexa.UsageTotals{}) || q.Previous != (lexa.UsageTotals{}) {
			t.Errorf("a service without reports: %+v", q)
		}
		if v := all[voice.ID]; v.Status != lexa.ServicePaused || v.Current != want[voice.ID].Current {
			t.Errorf("the paused front desk: %+v", v)
		}
	})
}

func day(t time.Time) string { return t.Format(time.DateOnly) }

// A service's monthly usage counts its own unit: a call-center service its leads, a
// recruitment service the candidates a report names, and a report's units replace the
// default.
func TestMonthlyUsageCountsEachTypesUnit(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "units@example.com")
		center := newService(t, db, u.ID, "call-center", "Leads")
		hiring := newService(t, db, u.ID, "recruitment", "Hiring")
		activate(t, db, center)
		activate(t, db, hiring)
		now := clock.Now()
		steps := []struct {
			r    lexa.UsageRecord
			want int64
		}{
			{usageOf("call-center", center.ID, "a", now, 50, 6, 0, -1, 0), 6},   // leads handled, not calls
			{usageOf("call-center", center.ID, "b", now, 50, 6, 0, 2, 0), 8},    // named units win
			{usageOf("recruitment", hiring.ID, "c", now, 40, 40, 0, -1, 0), 0},  // no default unit
			{usageOf("recruitment", hiring.ID, "d", now, 0, 0, 0, 12, 240), 12}, // candidates screened
		}
		for _, s := range steps {
			stored, usage, _, err := db.RecordUsage(ctx, s.r, lexa.RateLimit{})
			if err != nil || usage != s.want || stored.Units != s.r.Units || stored.MinutesSaved != s.r.MinutesSaved {
				t.Errorf("%s: usage %d (want %d), stored %+v, %v", s.r.IdempotencyKey, usage, s.want, stored, err)
			}
		}
		// The same report again is a replay; other units under its key are a clash.
		again := usageOf("recruitment", hiring.ID, "d", now, 0, 0, 0, 12, 240)
		if _, usage, replayed, err := db.RecordUsage(ctx, again, lexa.RateLimit{}); err != nil || !replayed || usage != 12 {
			t.Errorf("replay: usage %d replayed %v %v", usage, replayed, err)
		}
		for _, clash := range []lexa.UsageRecord{
			usageOf("recruitment", hiring.ID, "d", now, 0, 0, 0, 13, 240),
			usageOf("recruitment", hiring.ID, "d", now, 0, 0, 0, 12, 241),
		} {
			if _, _, _, err := db.RecordUsage(ctx, clash, lexa.RateLimit{}); err != lexa.ErrIdempotencyClash {
				t.Errorf("units %d minutes %d under a used key: %v", clash.Units, clash.MinutesSaved, err)
			}
		}
		// A report whose units were never filled in is refused, not counted as none.
		raw := lexa.UsageRecord{ServiceID: hiring.ID, IdempotencyKey: "e", Calls: 1, OccurredAt: now}
		if _, _, _, err := db.RecordUsage(ctx, raw, lexa.RateLimit{}); err == nil {
			t.Error("a report without its units was stored")
		}
		for _, s := range servicesJSONAt(t, db, u.ID, now) {
			if want := map[string]int64{center.ID: 8, hiring.ID: 12}[s.ID]; s.UsageCurrent != want {
				t.Errorf("%s usage_current %d, want %d", s.Name, s.UsageCurrent, want)
			}
		}
	})
}

// Each service's usage limit is its owner's plan's allowance of its type, kept when the
// plan changes and set again at start-up (SyncUsageLimits) when the stored one differs.
func TestUsageLimitsFollowThePlan(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "limits@example.com")
		services := map[lexa.ServiceType]lexa.Service{}
		for _, typ := range lexa.ServiceTypes {
			services[typ] = newService(t, db, u.ID, typ, string(typ))
		}
		// The limits as the services list shows them; -1 for a type the plan leaves out.
		limits := func() map[lexa.ServiceType]int64 {
			out := map[lexa.ServiceType]int64{}
			for _, s := range servicesJSONAt(t, db, u.ID, clock.Now()) {
				out[s.Type] = s.UsageLimit
				if !s.UsageIncluded {
					out[s.Type] = -1
				}
			}
			return out
		}
		none := map[lexa.ServiceType]int64{"voice-ai": -1, "recruitment": -1, "payroll": -1, "call-center": -1, "content-marketing": -1}
		if got := limits(); !mapsEqual(got, none) {
			t.Errorf("without a plan: %v", got)
		}
		apply(t, db, trialing("sub_limits", u.ID, clock.Now()), 1) // Professional
		professional := map[lexa.ServiceType]int64{"voice-ai": 0, "recruitment": 1_000, "payroll": -1, "call-center": 5_000, "content-marketing": -1}
		if got := limits(); !mapsEqual(got, professional) {
			t.Errorf("on Professional: %v", got)
		}

		// A limit stored by an older release is set to today's allowance at start-up.
		var one int
		for _, stale := range []struct {
			typ lexa.ServiceType
			set string
		}{{"recruitment", "usage_limit = 7"}, {"payroll", "usage_included = TRUE"}} {
			if err := db.QueryRowForTest(ctx, `UPDATE services SET `+stale.set+` WHERE id = ? RETURNING 1`, services[stale.typ].ID).Scan(&one); err != nil {
				t.Fatal(err)
			}
		}
		if n, err := db.SyncUsageLimits(ctx); err != nil || n != 2 {
			t.Errorf("sync changed %d, %v; want 2", n, err)
		}
		if n, err := db.SyncUsageLimits(ctx); err != nil || n != 0 {
			t.Errorf("a second sync changed %d, %v; want 0", n, err)
		}
		if got := limits(); !mapsEqual(got, professional) {
			t.Errorf("after the sync: %v", got)
		}
	})
}

func mapsEqual[K comparable](a, b map[K]int64) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

// The hourly cost starts at $25, changes only when given, and stays in cents.
func TestProfileHourlyCost(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u := subscribedUser(t, db, clock, "cost@example.com")
		p, err := db.Profile(ctx, u.ID)
		if err != nil || p.HourlyCostCents != lexa.DefaultHourlyCostCents {
			t.Fatalf("new profile: %d %v", p.HourlyCostCents, err)
		}
		cost := int64(3_750)
		if p, err = db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{HourlyCostCents: &cost}); err != nil || p.HourlyCostCents != 3_750 {
			t.Fatalf("update: %d %v", p.HourlyCostCents, err)
		}
		name := "Pat Lee"
		if p, err = db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{FullName: &name}); err != nil || p.HourlyCostCents != 3_750 || p.FullName != name {
			t.Errorf("a name change moved the cost: %+v %v", p, err)
		}
	})
}

// Reports stored before units existed count in units after the upgrade: a voice-ai
// report's calls, a call-center report's leads; this month's usage is summed again.
func TestUpgradeGivesOldReportsTheirUnits(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		clock := NewClock()
		db, err := store.Open(ctx, b.NewURL(t), clock)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { db.Close() })
		if err := db.MigrateTo(ctx, 8); err != nil {
			t.Fatal(err)
		}
		exec := func(query string, args ...any) {
			t.Helper()
			var one int
			if err := db.QueryRowForTest(ctx, query+` RETURNING 1`, args...).Scan(&one); err != nil {
				t.Fatalf("%s: %v", query, err)
			}
		}
		now := clock.Now()
		exec(`INSERT INTO users (id, email, provider, created_at) VALUES ('u1', 'old@example.com', 'email', ?)`, now)
		exec(`INSERT INTO profiles (id, created_at) VALUES ('u1', ?)`, now)
		for _, s := range [][2]string{{"v", "voice-ai"}, {"c", "call-center"}, {"p", "payroll"}} {
			exec(`INSERT INTO services (id, user_id, service_type, service_name, status, usage_current, usage_period, created_at, updated_at)
				VALUES (?, 'u1', ?, ?, 'active', 30, '2026-01', ?, ?)`, s[0], s[1], s[1], now, now)
		}
		old := func(id, service, typ, day string, calls, leads int64) {
			exec(`INSERT INTO usage_events (service_id, user_id, service_type, idempotency_key, calls, leads, revenue_cents, occurred_at, day, recorded_at)
				VALUES (?, 'u1', ?, ?, ?, ?, 0, ?, ?, ?)`, service, typ, id, calls, leads, now, day, now)
		}
		old("1", "v", "voice-ai", "2026-01-04", 20, 2)
		old("2", "v", "voice-ai", "2026-01-05", 10, 1)
		old("3", "v", "voice-ai", "2025-12-31", 99, 9) // last month: not in this month's count
		old("4", "c", "call-center", "2026-01-05", 30, 4)
		old("5", "p", "payroll", "2026-01-05", 30, 4)
		if _, err := db.Migrate(ctx); err != nil {
			t.Fatal(err)
		}
		units := map[string]int64{}
		for _, id := range []string{"1", "2", "3", "4", "5"} {
			var n int64
			if err := db.QueryRowForTest(ctx, `SELECT units FROM usage_events WHERE idempotency_key = ?`, id).Scan(&n); err != nil {
				t.Fatal(err)
			}
			units[id] = n
		}
		if want := map[string]int64{"1": 20, "2": 10, "3": 99, "4": 4, "5": 0}; !mapsEqual(units, want) {
			t.Errorf("units %v, want %v", units, want)
		}
		for id, want := range map[string]int64{"v": 30, "c": 4, "p": 0} {
			var n int64
			if err := db.QueryRowForTest(ctx, `SELECT usage_current FROM services WHERE id = ?`, id).Scan(&n); err != nil || n != want {
				t.Errorf("service %s usage_current %d %v, want %d", id, n, err, want)
			}
		}
		if p, err := db.Profile(ctx, "u1"); err != nil || p.HourlyCostCents != lexa.DefaultHourlyCostCents {
			t.Errorf("an existing profile's hourly cost: %d %v", p.HourlyCostCents, err)
		}
	})
}
