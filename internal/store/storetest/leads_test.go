package storetest

import (
	"context"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

func TestRateLimitWindow(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		for i := 1; i <= 5; i++ {
			if ok, _, err := db.HitRateLimit(ctx, "203.0.113.1", "contact_form", 5, 15*time.Minute); err != nil || !ok {
				t.Fatalf("request %d refused: %v", i, err)
			}
			clock.Advance(time.Minute)
		}
		ok, retry, err := db.HitRateLimit(ctx, "203.0.113.1", "contact_form", 5, 15*time.Minute)
		if err != nil || ok {
			t.Fatalf("6th request allowed (err %v)", err)
		}
		if retry != 10*time.Minute {
			t.Errorf("retry after %v, want 10m (the window began 5 minutes ago)", retry)
		}
		// Other addresses and other actions have their own counts.
		if ok, _, _ := db.HitRateLimit(ctx, "203.0.113.2", "contact_form", 5, 15*time.Minute); !ok {
			t.Error("another address was limited")
		}
		if ok, _, _ := db.HitRateLimit(ctx, "203.0.113.1", "demo_booking", 5, 15*time.Minute); !ok {
			t.Error("another action was limited")
		}
		clock.Advance(10 * time.Minute)
		if ok, _, _ := db.HitRateLimit(ctx, "203.0.113.1", "contact_form", 5, 15*time.Minute); !ok {
			t.Error("the window did not reset after 15 minutes")
		}
	})
}

// Concurrent requests through two handles (two instances) never let more than the
// limit through.
func TestRateLimitIsAtomicAcrossHandles(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		a, c := Open(t, url, clock), Open(t, url, clock)
		var allowed atomic.Int32
		var wg sync.WaitGroup
		for i := range 20 {
			db := a
			if i%2 == 1 {
				db = c
			}
			wg.Go(func() {
				ok, _, err := db.HitRateLimit(ctx, "198.51.100.9", "contact_form", 5, 15*time.Minute)
				if err != nil {
					t.Error(err)
				}
				if ok {
					allowed.Add(1)
				}
			})
		}
		wg.Wait()
		if allowed.Load() != 5 {
			t.Errorf("%d requests allowed, want 5", allowed.Load())
		}
	})
}

func contactFixture(now time.Time) lexa.ContactSubmission {
	return lexa.ContactSubmission{ID: lexa.NewID(), Name: "Jane", Email: "jane@example.com", Message: "Hi", SubmittedAt: now}
}

func TestContactIsStoredWithItsMail(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		mail := lexa.OutgoingMail{Kind: "contact_notification", Email: lexa.Email{To: []string{"sales@x.test"}, Subject: "New"}}
		if err := db.CreateContact(ctx, contactFixture(clock.Now()), []lexa.OutgoingMail{mail}); err != nil {
			t.Fatal(err)
		}
		if n, err := db.OutboxDepth(ctx); err != nil || n != 1 {
			t.Errorf("outbox depth %d (%v), want 1", n, err)
		}
		// A failure in the transaction keeps neither the row nor the mail.
		dup := contactFixture(clock.Now())
		dup.ID = "same-id"
		if err := db.CreateContact(ctx, dup, nil); err != nil {
			t.Fatal(err)
		}
		if err := db.CreateContact(ctx, dup, []lexa.OutgoingMail{mail}); err == nil {
			t.Fatal("duplicate id accepted")
		}
		if n, _ := db.OutboxDepth(ctx); n != 1 {
			t.Errorf("outbox depth %d after a failed transaction, want 1", n)
		}
	})
}

func bookingFixture(slot, now time.Time) (lexa.DemoBooking, lexa.ContactSubmission) {
	c := contactFixture(now)
	c.PreferredContact = "demo"
	return lexa.DemoBooking{ID: lexa.NewID(), Name: "Jane", Email: "jane@example.com", Company: "Acme", Phone: "555",
		Service: "voice-ai", SlotStart: slot, Status: "booked", CreatedAt: now}, c
}

func TestOneSlotOneBooking(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		url := b.NewURL(t)
		clock := NewClock()
		dbs := []*store.DB{Open(t, url, clock), Open(t, url, clock)}
		slot := time.Date(2026, 1, 7, 14, 0, 0, 0, time.UTC)
		var won, taken atomic.Int32
		var wg sync.WaitGroup
		for i := range 20 {
			wg.Go(func() {
				bk, c := bookingFixture(slot, clock.Now())
				_, hash := lexa.NewToken()
				err := dbs[i%2].CreateDemoBooking(ctx, bk, c, hash, nil)
				switch {
				case err == nil:
					won.Add(1)
				case err == lexa.ErrSlotTaken:
					taken.Add(1)
				default:
					t.Errorf("booking %d: %v", i, err)
				}
			})
		}
		wg.Wait()
		if won.Load() != 1 || taken.Load() != 19 {
			t.Errorf("%d bookings won and %d were told the slot is taken; want 1 and 19", won.Load(), taken.Load())
		}
		got, err := dbs[0].TakenDemoSlots(ctx, slot.Add(-time.Hour), slot.Add(time.Hour))
		if err != nil || len(got) != 1 || !got[0].Equal(slot) {
			t.Errorf("taken slots %v (%v)", got, err)
		}
	})
}

func TestCancelFreesTheSlotOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		slot := time.Date(2026, 1, 7, 14, 0, 0, 0, time.UTC)
		bk, c := bookingFixture(slot, clock.Now())
		token, hash := lexa.NewToken()
		if err := db.CreateDemoBooking(ctx, bk, c, hash, nil); err != nil {
			t.Fatal(err)
		}
		if got, err := db.DemoBookingByToken(ctx, lexa.HashToken(token)); err != nil || got.ID != bk.ID {
			t.Fatalf("by token: %+v %v", got, err)
		}
		compose := func(b lexa.DemoBooking) ([]lexa.OutgoingMail, error) {
			return []lexa.OutgoingMail{{Kind: "demo_cancellation", Email: lexa.Email{To: []string{b.Email}}}}, nil
		}
		cancelled, err := db.CancelDemoBooking(ctx, hash, compose)
		if err != nil || cancelled.Status != "cancelled" || cancelled.CancelledAt == nil {
			t.Fatalf("cancel: %+v %v", cancelled, err)
		}
		if _, err := db.CancelDemoBooking(ctx, hash, compose); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("second cancel: %v, want not found", err)
		}
		if n, _ := db.OutboxDepth(ctx); n != 1 {
			t.Errorf("outbox depth %d, want one cancellation", n)
		}
		// The slot can be booked again.
		again, c2 := bookingFixture(slot, clock.Now())
		_, hash2 := lexa.NewToken()
		if err := db.CreateDemoBooking(ctx, again, c2, hash2, nil); err != nil {
			t.Errorf("rebooking a cancelled slot: %v", err)
		}
	})
}
