package storetest

import (
	"context"
	"encoding/json"
	"errors"
	"testing"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// inboxOwner is a customer with an active call-center service.
func inboxOwner(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service) {
	t.Helper()
	u := subscribedUser(t, db, clock, email)
	s := newService(t, db, u.ID, "call-center", "Calls")
	activate(t, db, s)
	return u, s
}

func parsedLead(t *testing.T, in lexa.InboxLeadInput) lexa.InboxLead {
	t.Helper()
	l, err := lexa.ParseInboxLead(in, lexa.LeadSourceAPI)
	if err != nil {
		t.Fatal(err)
	}
	return l
}

func TestInboxLeadIsStoredWithItsJobAndUsageOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := inboxOwner(t, db, clock, "inbox@example.com")
		l := parsedLead(t, lexa.InboxLeadInput{Name: "Ann", Notes: "budget", IdempotencyKey: "k1"})
		first, replayed, err := db.AddInboxLead(ctx, u.ID, s.ID, "", l)
		if err != nil || replayed || first.Scoring != lexa.LeadScoringQueued || first.JobID == "" {
			t.Fatalf("add: %+v %v %v", first, replayed, err)
		}
		again, replayed, err := db.AddInboxLead(ctx, u.ID, s.ID, "", l)
		if err != nil || !replayed || again.ID != first.ID {
			t.Errorf("replay: %+v %v %v", again, replayed, err)
		}
		other := parsedLead(t, lexa.InboxLeadInput{Name: "Bea", IdempotencyKey: "k1"})
		if _, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", other); err != lexa.ErrLeadIdempotentClash {
			t.Errorf("clash: %v", err)
		}
		// Form leads have no key: each is a lead of its own.
		form, _ := lexa.ParseInboxLead(lexa.InboxLeadInput{Name: "Cy"}, lexa.LeadSourceForm)
		for range 2 {
			if _, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", form); err != nil {
				t.Fatal(err)
			}
		}
		for q, want := range map[string]int{
			`SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`:                                   3,
			`SELECT COUNT(*) FROM jobs WHERE service_id = ? AND kind = 'score_lead'`:                  3,
			`SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND leads = 1 AND units = 1`:      3,
			`SELECT COALESCE(SUM(usage_current), 0) FROM services WHERE id = ? AND usage_current > 0`: 3,
		} {
			if n := CountRows(t, db, q, s.ID); n != want {
				t.Errorf("%s: %d, want %d", q, n, want)
			}
		}
		// Another user's service, another type, a paused one: nothing stored.
		stranger, _ := inboxOwner(t, db, clock, "stranger@example.com")
		if _, _, err := db.AddInboxLead(ctx, stranger.ID, s.ID, "", form); err != lexa.ErrServiceNotFound {
			t.Errorf("stranger: %v", err)
		}
		voice := newService(t, db, u.ID, "voice-ai", "Voice")
		if _, _, err := db.AddInboxLead(ctx, u.ID, voice.ID, "", form); err != lexa.ErrNoInboxLeads {
			t.Errorf("voice: %v", err)
		}
		paused := lexa.ServicePaused
		if _, err := db.UpdateService(ctx, u.ID, s.ID, lexa.ServiceUpdate{Status: &paused}); err != nil {
			t.Fatal(err)
		}
		if _, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", form); err != lexa.ErrServicePaused {
			t.Errorf("paused: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM inbox_leads WHERE service_id = ?`, s.ID); n != 3 {
			t.Errorf("%d leads after the refusals", n)
		}
	})
}

func TestLeadScoringQueuesTheHotMailOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := inboxOwner(t, db, clock, "hot@example.com")
		l, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Hal"}))
		if err != nil {
			t.Fatal(err)
		}
		in, err := db.StartLeadScoring(ctx, l.ID)
		if err != nil || in.OwnerEmail != "hot@example.com" || in.Lead.ID != l.ID {
			t.Fatalf("start: %+v %v", in, err)
		}
		out := lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringScored, Score: 90, Temperature: "hot", Reasons: []string{"why"},
			Profile: lexa.LeadProfile{Name: "Hal"}}
		calls := 0
		mail := func() (lexa.Email, error) {
			calls++
			return lexa.Email{To: []string{"hot@example.com"}, Subject: "Hot lead: Hal"}, nil
		}
		for range 2 {
			if _, err := db.FinishLeadScoring(ctx, l.ID, out, mail); err != nil {
				t.Fatal(err)
			}
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`); n != 1 || calls != 1 {
			t.Errorf("%d hot-lead mails queued (%d composed), want 1", n, calls)
		}
		got, err := db.InboxLead(ctx, u.ID, s.ID, l.ID)
		if err != nil || got.Score == nil || *got.Score != 90 || got.HotNotifiedAt == nil || got.Profile == nil || got.Profile.Name != "Hal" {
			t.Errorf("scored: %+v %v", got, err)
		}
		// A failed composition stores no score: the job tries again.
		l2, _, _ := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Ida"}))
		if _, err := db.FinishLeadScoring(ctx, l2.ID, out, func() (lexa.Email, error) { return lexa.Email{}, errors.New("boom") }); err == nil {
			t.Error("a failed mail did not fail the scoring")
		}
		if got, _ := db.InboxLead(ctx, u.ID, s.ID, l2.ID); got.Scoring != lexa.LeadScoringQueued {
			t.Errorf("half-written: %+v", got)
		}
	})
}

// A lead's kind and do-not-contact mark are stored with its score; an opt-out is never
// mailed as hot, whatever its score says; a lead not yet scored has no kind.
func TestLeadKindIsStoredAndAnOptOutIsNeverMailed(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := inboxOwner(t, db, clock, "optout@example.com")
		l, _, err := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Ona", Notes: "Do not call this number again."}))
		if err != nil {
			t.Fatal(err)
		}
		if got, _ := db.InboxLead(ctx, u.ID, s.ID, l.ID); got.Kind != "" || got.DoNotContact {
			t.Errorf("queued: kind %q, do not contact %v", got.Kind, got.DoNotContact)
		}
		// A score that would be hot, as if the rules had scored it: the mark alone stops the mail.
		out := lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringScored, Score: 95, Temperature: "hot", Kind: lexa.LeadKindOptOut,
			DoNotContact: true, Reasons: []string{"This is an opt-out: do not contact this person."}}
		mailed, err := db.FinishLeadScoring(ctx, l.ID, out, func() (lexa.Email, error) {
			t.Error("an opt-out's hot mail was composed")
			return lexa.Email{}, nil
		})
		if err != nil || mailed {
			t.Fatalf("finish: mailed %v, %v", mailed, err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM mail_outbox WHERE kind = 'hot_lead'`); n != 0 {
			t.Errorf("%d hot-lead mails queued for an opt-out", n)
		}
		got, err := db.InboxLead(ctx, u.ID, s.ID, l.ID)
		if err != nil || got.Kind != lexa.LeadKindOptOut || !got.DoNotContact || got.HotNotifiedAt != nil {
			t.Errorf("scored: kind %q, do not contact %v, notified %v, %v", got.Kind, got.DoNotContact, got.HotNotifiedAt, err)
		}
		listed, err := db.InboxLeads(ctx, u.ID, s.ID, lexa.InboxLeadFilter{})
		if err != nil || len(listed) != 1 || listed[0].Kind != lexa.LeadKindOptOut || !listed[0].DoNotContact {
			t.Errorf("listed: %+v %v", listed, err)
		}
		// A lead of kind "lead" keeps the mark off.
		l2, _, _ := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Lee"}))
		if _, err := db.FinishLeadScoring(ctx, l2.ID, lexa.LeadScoreOutcome{Scoring: lexa.LeadScoringScored, Score: 50,
			Temperature: "cold", Kind: lexa.LeadKindLead, Reasons: []string{}}, nil); err != nil {
			t.Fatal(err)
		}
		if got, _ := db.InboxLead(ctx, u.ID, s.ID, l2.ID); got.Kind != lexa.LeadKindLead || got.DoNotContact {
			t.Errorf("a lead: kind %q, do not contact %v", got.Kind, got.DoNotContact)
		}
	})
}

func TestWonLeadRecordsItsRevenueOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, s := inboxOwner(t, db, clock, "won@example.com")
		l, _, _ := db.AddInboxLead(ctx, u.ID, s.ID, "", parsedLead(t, lexa.InboxLeadInput{Name: "Wyn"}))
		stage := func(v string) *string { return &v }
		money := func(v string) *json.Number { n := json.Number(v); return &n }
		if _, err := db.MoveInboxLead(ctx, u.ID, s.ID, l.ID, lexa.InboxLeadChange{Stage: stage("qualified"), Revenue: money("5")}); lexa.ErrorCodeOf(err) != lexa.EInvalid {
			t.Errorf("revenue while qualified: %v", err)
		}
		won, err := db.MoveInboxLead(ctx, u.ID, s.ID, l.ID, lexa.InboxLeadChange{Stage: stage("won"), Revenue: money("2500.75")})
		if err != nil || won.RevenueCents != 250075 || won.RevenueRecordedAt == nil {
			t.Fatalf("won: %+v %v", won, err)
		}
		if _, err := db.MoveInboxLead(ctx, u.ID, s.ID, l.ID, lexa.InboxLeadChange{Stage: stage("lost")}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.MoveInboxLead(ctx, u.ID, s.ID, l.ID, lexa.InboxLeadChange{Stage: stage("won")}); err != nil {
			t.Fatal(err)
		}
		if _, err := db.MoveInboxLead(ctx, u.ID, s.ID, l.ID, lexa.InboxLeadChange{Revenue: money("1")}); err != lexa.ErrLeadRevenueRecorded {
			t.Errorf("changed revenue: %v", err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM usage_events WHERE service_id = ? AND revenue_cents = 250075`, s.ID); n != 1 {
			t.Errorf("%d revenue records, want 1", n)
		}
		stranger, _ := inboxOwner(t, db, clock, "other@example.com")
		if _, err := db.MoveInboxLead(ctx, stranger.ID, s.ID, l.ID, lexa.InboxLeadChange{Stage: stage("new")}); err != lexa.ErrServiceNotFound {
			t.Errorf("stranger: %v", err)
		}
	})
}
