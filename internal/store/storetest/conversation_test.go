package storetest

import (
	"context"
	"sync"
	"testing"

	"lexa/internal/lexa"
)

// A booking the conversation takes is stored once per conversation key, with one e-mail
// to the owner, even when the same conversation is sent twice at once; a taken time
// stores nothing and mails nobody; the owner's setting turns the mail off.
func TestConversationBooksOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, voice, _ := appointmentBook(t, db, clock, "conversation@example.com")
		mailed := 0
		var mailMu sync.Mutex
		mail := func(to lexa.Recipient, a lexa.Appointment) (lexa.Email, error) {
			mailMu.Lock()
			defer mailMu.Unlock()
			mailed++
			return lexa.Email{To: []string{to.Email}, Subject: "Booking: " + a.CallerName}, nil
		}
		in := cleaning(newYork(t, 7, 10, 0))
		in.Source, in.ConversationKey = lexa.SourceWeb, "conversation-1"

		var wg sync.WaitGroup
		results := make([]lexa.Appointment, 8)
		replays := make([]bool, 8)
		errs := make([]error, 8)
		for i := range results {
			wg.Go(func() { results[i], replays[i], errs[i] = db.BookFromConversation(ctx, u.ID, voice.ID, in, mail) })
		}
		wg.Wait()
		fresh := 0
		for i := range results {
			if errs[i] != nil || results[i].ID != results[0].ID {
				t.Fatalf("booking %d: %+v %v", i, results[i], errs[i])
			}
			if !replays[i] {
				fresh++
			}
		}
		if fresh != 1 || mailed != 1 {
			t.Errorf("%d fresh bookings and %d mails, want 1 and 1", fresh, mailed)
		}
		if n, _ := db.OutboxDepth(ctx); n != 1 {
			t.Errorf("outbox holds %d, want 1", n)
		}
		if a := results[0]; a.Source != lexa.SourceWeb || a.Status != lexa.AppointmentRequested || a.ConversationKey != "conversation-1" {
			t.Errorf("booked %+v", a)
		}

		// Another conversation for an overlapping time: refused, nothing stored or mailed.
		other := cleaning(newYork(t, 7, 10, 30))
		other.Source, other.ConversationKey = lexa.SourceConsole, "conversation-2"
		if _, _, err := db.BookFromConversation(ctx, u.ID, voice.ID, other, mail); err != lexa.ErrAppointmentTimeTaken {
			t.Errorf("an overlapping conversation booking: %v", err)
		}
		list, _, _ := db.Appointments(ctx, u.ID, voice.ID, newYork(t, 1, 0, 0), newYork(t, 31, 0, 0))
		if len(list) != 1 || mailed != 1 {
			t.Errorf("%d appointments, %d mails after a refused booking", len(list), mailed)
		}

		// Turned off on the settings page, the booking is kept and nobody is mailed.
		off := false
		if _, err := db.UpdateProfile(ctx, u.ID, lexa.ProfileUpdate{EmailReceptionist: &off}); err != nil {
			t.Fatal(err)
		}
		other.Start = newYork(t, 7, 14, 0)
		if _, replayed, err := db.BookFromConversation(ctx, u.ID, voice.ID, other, mail); err != nil || replayed || mailed != 1 {
			t.Errorf("booking with mail off: replayed %v, %v, %d mails", replayed, err, mailed)
		}
	})
}

// A message the conversation takes is a call with the outcome "message", once per key,
// with one e-mail; the log's outcome filter finds it.
func TestConversationMessageIsKeptOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, voice, _ := appointmentBook(t, db, clock, "message@example.com")
		mailed := 0
		mail := func(to lexa.Recipient, c lexa.Call) (lexa.Email, error) {
			mailed++
			return lexa.Email{To: []string{to.Email}, Subject: "Message from " + c.Caller}, nil
		}
		c := lexa.Call{IdempotencyKey: "conversation:abc", Caller: "555-333-2222", StartedAt: clock.Now(), Outcome: "message",
			Transcript: "Caller: please call me about my bill"}
		first, replayed, err := db.RecordMessage(ctx, u.ID, voice.ID, c, mail)
		if err != nil || replayed {
			t.Fatalf("first message: %+v %v %v", first, replayed, err)
		}
		again, replayed, err := db.RecordMessage(ctx, u.ID, voice.ID, c, mail)
		if err != nil || !replayed || again.ID != first.ID || mailed != 1 {
			t.Errorf("again: %+v replayed %v, %v, %d mails", again, replayed, err, mailed)
		}
		q, err := lexa.ParseCallQuery("", "message", "")
		if err != nil {
			t.Fatal(err)
		}
		calls, _, err := db.Calls(ctx, u.ID, voice.ID, q)
		if err != nil || len(calls) != 1 || calls[0].Outcome != "message" {
			t.Errorf("the log's messages: %+v %v", calls, err)
		}
		stranger, _ := jobOwner(t, db, clock, "stranger@example.com")
		if _, _, err := db.RecordMessage(ctx, stranger.ID, voice.ID, c, mail); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("a message into another user's log: %v", err)
		}
	})
}
