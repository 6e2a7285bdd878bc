package storetest

import (
	"context"
	"errors"
	"sync"
	"testing"
	"time"

	"lexa/internal/lexa"
	"lexa/internal/store"
)

// appointmentBook is a voice-ai service of a new user with the dental clinic's profile
// saved (New York; Monday to Wednesday 08:00–17:00, 30-minute steps, 2 hours' notice).
// The store's clock is NewClock's: Monday 2026-01-05, 09:00 in New York.
func appointmentBook(t *testing.T, db *store.DB, clock *Clock, email string) (lexa.User, lexa.Service, lexa.BusinessProfile) {
	t.Helper()
	u, _ := jobOwner(t, db, clock, email)
	voice := newService(t, db, u.ID, lexa.VoiceAI, "Front desk")
	p, _ := lexa.SampleBusiness("dental-clinic")
	p, err := lexa.ParseReceptionistProfile(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := db.SaveReceptionistProfile(context.Background(), u.ID, voice.ID, p); err != nil {
		t.Fatal(err)
	}
	return u, voice, p
}

// newYork is a wall-clock time in New York in January 2026.
func newYork(t *testing.T, day, hour, minute int) time.Time {
	t.Helper()
	loc, err := time.LoadLocation("America/New_York")
	if err != nil {
		t.Fatal(err)
	}
	return time.Date(2026, time.January, day, hour, minute, 0, 0, loc)
}

func cleaning(start time.Time) lexa.AppointmentRequest {
	return lexa.AppointmentRequest{Service: "Cleaning and exam", Start: start, CallerName: "Maria Lopez",
		Phone: "+1 555 010 2030", Source: lexa.SourcePhone}
}

// The book on each database: bookings by the profile's rules, overlaps refused whoever
// writes them, confirm, cancel (which frees the time) and move (checked again), the owner
// only, in the export, gone with the service.
func TestAppointmentBook(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, voice, p := appointmentBook(t, db, clock, "book@example.com")
		other, _ := jobOwner(t, db, clock, "other-book@example.com")
		hiring := newService(t, db, u.ID, lexa.Recruitment, "Hiring")
		bare := newService(t, db, u.ID, lexa.VoiceAI, "No profile yet")

		if _, err := db.BookAppointment(ctx, u.ID, bare.ID, cleaning(newYork(t, 7, 10, 0))); err != lexa.ErrBookWithoutProfile {
			t.Errorf("booking before a profile is saved: %v", err)
		}
		first, err := db.BookAppointment(ctx, u.ID, voice.ID, cleaning(newYork(t, 7, 10, 0)))
		if err != nil || first.Status != lexa.AppointmentRequested || !first.Start.Equal(newYork(t, 7, 10, 0)) ||
			!first.End.Equal(newYork(t, 7, 11, 0)) || first.ServiceName != "Cleaning and exam" {
			t.Fatalf("first booking: %+v %v", first, err)
		}
		filling := cleaning(newYork(t, 7, 10, 30))
		filling.Service = "Filling"
		if _, err := db.BookAppointment(ctx, u.ID, voice.ID, filling); err != lexa.ErrAppointmentTimeTaken {
			t.Errorf("an overlapping booking: %v", err)
		}
		filling.Start = newYork(t, 7, 11, 0) // touching the first is not overlapping it
		second, err := db.BookAppointment(ctx, u.ID, voice.ID, filling)
		if err != nil || second.End.Sub(second.Start) != 45*time.Minute {
			t.Fatalf("second booking: %+v %v", second, err)
		}
		if _, err := db.BookAppointment(ctx, u.ID, voice.ID, cleaning(newYork(t, 5, 10, 0))); lexa.ErrorCodeOf(err) != lexa.EInvalid {
			t.Errorf("a booking inside the lead time: %v", err)
		}

		// The database itself refuses an overlap, whoever writes it.
		err = db.ExecForTest(ctx, `INSERT INTO appointments (id, user_id, service_id, service_name, start_at, end_at,
			caller_name, phone, notes, source, status, created_at, updated_at)
			VALUES ('sneaky', ?, ?, 'Filling', ?, ?, '', '', '', 'console', 'confirmed', ?, ?)`,
			u.ID, voice.ID, newYork(t, 7, 10, 15).UTC(), newYork(t, 7, 10, 45).UTC(), clock.Now(), clock.Now())
		if err == nil {
			t.Error("the database took an overlapping row written behind the store's back")
		}

		list, truncated, err := db.Appointments(ctx, u.ID, voice.ID, newYork(t, 7, 0, 0), newYork(t, 8, 0, 0))
		if err != nil || truncated || len(list) != 2 || list[0].ID != first.ID || list[1].ID != second.ID {
			t.Fatalf("the day's book: %+v %v %v", list, truncated, err)
		}
		if list, _, err := db.Appointments(ctx, u.ID, voice.ID, newYork(t, 8, 0, 0), newYork(t, 9, 0, 0)); err != nil || len(list) != 0 {
			t.Errorf("the next day's book: %+v %v", list, err)
		}

		// Confirm; confirming again changes nothing.
		confirmed, kind, err := db.UpdateAppointment(ctx, u.ID, voice.ID, first.ID, lexa.AppointmentChange{Status: lexa.AppointmentConfirmed})
		if err != nil || kind != lexa.AppointmentWasConfirmed || confirmed.Status != lexa.AppointmentConfirmed {
			t.Errorf("confirm: %v %v %v", confirmed.Status, kind, err)
		}
		if _, kind, err := db.UpdateAppointment(ctx, u.ID, voice.ID, first.ID, lexa.AppointmentChange{Status: lexa.AppointmentConfirmed}); kind != "" || err != nil {
			t.Errorf("confirm again: %v %v", kind, err)
		}

		// Move: onto the first is refused and changes nothing; off the hours' steps is
		// refused; to a free time keeps the length.
		move := func(start time.Time) (lexa.Appointment, lexa.AppointmentChangeKind, error) {
			return db.UpdateAppointment(ctx, u.ID, voice.ID, second.ID, lexa.AppointmentChange{Start: start})
		}
		if _, _, err := move(newYork(t, 7, 10, 30)); err != lexa.ErrAppointmentTimeTaken {
			t.Errorf("moving onto another appointment: %v", err)
		}
		if _, _, err := move(newYork(t, 7, 10, 15)); lexa.ErrorCodeOf(err) != lexa.EInvalid {
			t.Errorf("moving between two start times: %v", err)
		}
		list, _, _ = db.Appointments(ctx, u.ID, voice.ID, newYork(t, 7, 0, 0), newYork(t, 8, 0, 0))
		if len(list) != 2 || !list[1].Start.Equal(newYork(t, 7, 11, 0)) {
			t.Errorf("a refused move changed the book: %+v", list)
		}
		moved, kind, err := move(newYork(t, 7, 13, 0))
		if err != nil || kind != lexa.AppointmentWasMoved || !moved.End.Equal(newYork(t, 7, 13, 45)) {
			t.Errorf("move: %+v %v %v", moved, kind, err)
		}

		// Cancelling frees the time for a new booking; a cancelled appointment stays so.
		cancelled, kind, err := db.UpdateAppointment(ctx, u.ID, voice.ID, first.ID, lexa.AppointmentChange{Status: lexa.AppointmentCancelled})
		if err != nil || kind != lexa.AppointmentWasCancelled || cancelled.Status != lexa.AppointmentCancelled {
			t.Errorf("cancel: %v %v %v", cancelled.Status, kind, err)
		}
		again, err := db.BookAppointment(ctx, u.ID, voice.ID, cleaning(newYork(t, 7, 10, 0)))
		if err != nil {
			t.Errorf("booking a cancelled appointment's time: %v", err)
		}
		if _, _, err := db.UpdateAppointment(ctx, u.ID, voice.ID, first.ID, lexa.AppointmentChange{Status: lexa.AppointmentConfirmed}); err != lexa.ErrAppointmentCancelled {
			t.Errorf("confirming a cancelled appointment: %v", err)
		}
		if _, _, err := db.UpdateAppointment(ctx, u.ID, voice.ID, "no-such-id", lexa.AppointmentChange{Status: lexa.AppointmentConfirmed}); err != lexa.ErrAppointmentNotFound {
			t.Errorf("an unknown appointment: %v", err)
		}

		// The owner only; another type of service has no book.
		if _, _, err := db.Appointments(ctx, other.ID, voice.ID, newYork(t, 7, 0, 0), newYork(t, 8, 0, 0)); err != lexa.ErrServiceNotFound {
			t.Errorf("another user's book: %v", err)
		}
		if _, err := db.BookAppointment(ctx, other.ID, voice.ID, cleaning(newYork(t, 8, 10, 0))); err != lexa.ErrServiceNotFound {
			t.Errorf("booking in another user's book: %v", err)
		}
		if _, _, err := db.UpdateAppointment(ctx, other.ID, voice.ID, again.ID, lexa.AppointmentChange{Status: lexa.AppointmentCancelled}); err != lexa.ErrServiceNotFound {
			t.Errorf("cancelling in another user's book: %v", err)
		}
		if _, _, err := db.Appointments(ctx, u.ID, hiring.ID, newYork(t, 7, 0, 0), newYork(t, 8, 0, 0)); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("a recruitment service's book: %v", err)
		}

		// Booking straight in.
		p.Booking.Mode = lexa.BookingModeConfirm
		if err := db.SaveReceptionistProfile(ctx, u.ID, voice.ID, p); err != nil {
			t.Fatal(err)
		}
		if a, err := db.BookAppointment(ctx, u.ID, voice.ID, cleaning(newYork(t, 8, 9, 0))); err != nil || a.Status != lexa.AppointmentConfirmed {
			t.Errorf("mode confirm: %v %v", a.Status, err)
		}

		// SQLite holds one row per minute of each live appointment: 60 (again) + 45
		// (moved) + 60 (Thursday); the cancelled one holds none.
		if b.Name == "sqlite" {
			if n := CountRows(t, db, `SELECT COUNT(*) FROM appointment_minutes`); n != 165 {
				t.Errorf("%d minutes held, want 165", n)
			}
		}
		export, err := db.ExportAccount(ctx, u)
		if err != nil || len(export.Appointments) != 4 {
			t.Errorf("export: %d appointments, %v", len(export.Appointments), err)
		}
		if err := db.ExecForTest(ctx, `DELETE FROM services WHERE id = ?`, voice.ID); err != nil {
			t.Fatal(err)
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM appointments`); n != 0 {
			t.Errorf("%d appointments outlived their service", n)
		}
	})
}

// Twenty bookings racing for one time: exactly one wins and the others are told the time
// is taken; then twenty racing for times that overlap without being equal, the same.
func TestAppointmentBookingRace(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, voice, _ := appointmentBook(t, db, clock, "race@example.com")
		for _, round := range []struct {
			name  string
			start func(i int) time.Time
		}{
			{"one time", func(int) time.Time { return newYork(t, 7, 14, 0) }},
			{"overlapping times", func(i int) time.Time { return newYork(t, 8, 9, 0).Add(time.Duration(i%2) * 30 * time.Minute) }},
		} {
			const racers = 20
			var wg sync.WaitGroup
			errs := make([]error, racers)
			ready := make(chan struct{})
			for i := range racers {
				wg.Go(func() {
					<-ready
					_, errs[i] = db.BookAppointment(ctx, u.ID, voice.ID, cleaning(round.start(i)))
				})
			}
			close(ready)
			wg.Wait()
			won := 0
			for i, err := range errs {
				switch {
				case err == nil:
					won++
				case !errors.Is(err, lexa.ErrAppointmentTimeTaken):
					t.Errorf("%s: racer %d: %v, want the time taken", round.name, i, err)
				}
			}
			if won != 1 {
				t.Errorf("%s: %d bookings won, want exactly one", round.name, won)
			}
		}
		if n := CountRows(t, db, `SELECT COUNT(*) FROM appointments`); n != 2 {
			t.Errorf("%d appointments stored, want 2", n)
		}
	})
}

// An appointment booked across the change of clocks keeps its wall-clock time: 9:00 on
// the Monday after New York's spring change is 13:00 UTC, and reads back so.
func TestAppointmentAcrossDaylightSaving(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		clock.Advance(time.Date(2026, 3, 6, 15, 0, 0, 0, time.UTC).Sub(clock.Now())) // Friday, EST
		u, voice, p := appointmentBook(t, db, clock, "dst@example.com")
		monday := time.Date(2026, 3, 9, 9, 0, 0, 0, p.Location())
		a, err := db.BookAppointment(ctx, u.ID, voice.ID, cleaning(monday))
		if err != nil || !a.Start.Equal(time.Date(2026, 3, 9, 13, 0, 0, 0, time.UTC)) {
			t.Fatalf("booking: %v %v", a.Start, err)
		}
		list, _, err := db.Appointments(ctx, u.ID, voice.ID, time.Date(2026, 3, 9, 0, 0, 0, 0, p.Location()), time.Date(2026, 3, 10, 0, 0, 0, 0, p.Location()))
		if err != nil || len(list) != 1 || list[0].InZone(p.Location()).Start.Format("15:04 MST") != "09:00 EDT" {
			t.Errorf("read back: %+v %v", list, err)
		}
	})
}
