package storetest

import (
	"context"
	"fmt"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// A call and its usage are stored together or not at all; the log pages newest first
// with a cursor; profiles and calls are the owner's only, in the export, and go with
// their service.
func TestCallsAreStoredWithTheirUsageAndPaged(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, _ := jobOwner(t, db, clock, "calls@example.com")
		other, _ := jobOwner(t, db, clock, "other-calls@example.com")
		voice := newService(t, db, u.ID, "voice-ai", "Desk")
		active := lexa.ServiceActive
		if _, err := db.UpdateService(ctx, u.ID, voice.ID, lexa.ServiceUpdate{Status: &active}); err != nil {
			t.Fatal(err)
		}
		start := clock.Now().Add(-2 * time.Hour).UTC().Truncate(time.Second)
		call := func(i int) lexa.Call {
			return lexa.Call{ServiceID: voice.ID, IdempotencyKey: fmt.Sprintf("k%d", i), Caller: "5550100",
				StartedAt: start.Add(time.Duration(i) * time.Minute), DurationSeconds: 90, Outcome: "answered", Transcript: "hello"}
		}

		// A call the database refuses (a duration its CHECK forbids) leaves no usage behind.
		broken := call(999)
		broken.DurationSeconds = 100_000
		if _, _, err := db.RecordCall(ctx, broken, "", lexa.RateLimit{}); err == nil {
			t.Fatal("a call over the CHECK was stored")
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM usage_events`); n != 0 {
			t.Errorf("the refused call left %d usage rows", n)
		}

		for i := range lexa.CallsPageSize + 1 {
			if _, replayed, err := db.RecordCall(ctx, call(i), "", lexa.RateLimit{}); err != nil || replayed {
				t.Fatalf("call %d: %v %v", i, replayed, err)
			}
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM usage_events WHERE minutes_saved = 2 AND units = 1`); n != lexa.CallsPageSize+1 {
			t.Errorf("%d usage rows, want one per call", n)
		}
		page, next, err := db.Calls(ctx, u.ID, voice.ID, lexa.CallQuery{})
		if err != nil || len(page) != lexa.CallsPageSize || next == "" || page[0].IdempotencyKey != fmt.Sprintf("k%d", lexa.CallsPageSize) {
			t.Fatalf("first page: %d %q %v", len(page), next, err)
		}
		rest, last, err := db.Calls(ctx, u.ID, voice.ID, lexa.CallQuery{Before: next})
		if err != nil || len(rest) != 1 || last != "" || rest[0].IdempotencyKey != "k0" {
			t.Errorf("second page: %+v %q %v", rest, last, err)
		}
		if _, _, err := db.Calls(ctx, other.ID, voice.ID, lexa.CallQuery{}); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's log: %v", err)
		}
		if _, err := db.Call(ctx, other.ID, voice.ID, page[0].ID); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's call: %v", err)
		}

		p, _ := lexa.SampleBusiness("dental-clinic")
		if err := db.SaveReceptionistProfile(ctx, u.ID, voice.ID, p); err != nil {
			t.Fatal(err)
		}
		if got, saved, err := db.ReceptionistProfile(ctx, u.ID, voice.ID); err != nil || !saved || got.Name != p.Name || len(got.Services) != len(p.Services) {
			t.Errorf("profile: %v %v", saved, err)
		}
		export, err := db.ExportAccount(ctx, u)
		if err != nil || len(export.Calls) != lexa.CallsPageSize+1 || len(export.ReceptionistProfiles) != 1 {
			t.Errorf("export: %d calls, %d profiles, %v", len(export.Calls), len(export.ReceptionistProfiles), err)
		}
		if err := db.ExecForTest(ctx, `DELETE FROM services WHERE id = ?`, voice.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM calls`) + CountRows(t, db, `SELECT COUNT(*) FROM receptionist_profiles`); n != 0 {
			t.Errorf("%d rows outlived their service", n)
		}
	})
}
