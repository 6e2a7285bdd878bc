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

// A caller's move or cancellation in the conversation changes the appointment under
// their number once per turn, with one e-mail, even when the same turn is sent eight
// times at once; a time another appointment holds changes nothing and mails nobody; a
// number without an upcoming appointment finds none; a cancelled turn sent again answers
// the cancellation rather than finding nothing left to cancel.
func TestConversationChangesOnce(t *testing.T) {
	t.Parallel()
	Each(t, func(t *testing.T, b Backend) {
		ctx := context.Background()
		db, clock := New(t, b)
		u, voice, _ := appointmentBook(t, db, clock, "change@example.com")
		var mailMu sync.Mutex
		var mails []lexa.AppointmentChangeKind
		mail := func(to lexa.Recipient, a, before lexa.Appointment, kind lexa.AppointmentChangeKind) (lexa.Email, error) {
			mailMu.Lock()
			defer mailMu.Unlock()
			mails = append(mails, kind)
			return lexa.Email{To: []string{to.Email}, Subject: string(kind) + ": " + a.CallerName}, nil
		}
		maria := cleaning(newYork(t, 7, 10, 0))
		maria.Source, maria.ConversationKey = lexa.SourceWeb, "booked-maria"
		mine, _, err := db.BookFromConversation(ctx, u.ID, voice.ID, maria, func(to lexa.Recipient, a lexa.Appointment) (lexa.Email, error) {
			return lexa.Email{To: []string{to.Email}, Subject: "Booking"}, nil
		})
		if err != nil {
			t.Fatal(err)
		}
		sam := cleaning(newYork(t, 7, 11, 0))
		sam.CallerName, sam.Phone = "Sam Ortiz", "555-999-8888"
		if _, err := db.BookAppointment(ctx, u.ID, voice.ID, sam); err != nil {
			t.Fatal(err)
		}

		// Into Sam's hour: refused by the database, nothing changed or mailed; before is
		// Maria's appointment, for the times offered instead.
		into := lexa.CallerChange{Phone: "(555) 010-2030", Start: newYork(t, 7, 11, 0), ConversationKey: "turn-into"}
		if _, before, _, _, err := db.ChangeFromConversation(ctx, u.ID, voice.ID, into, mail); err != lexa.ErrAppointmentTimeTaken || before.ID != mine.ID {
			t.Errorf("a move into a taken time: %v, before %q", err, before.ID)
		}

		move := lexa.CallerChange{Phone: "555.010.2030", Start: newYork(t, 8, 9, 0), ConversationKey: "turn-move"}
		var wg sync.WaitGroup
		moved := make([]lexa.Appointment, 8)
		replays := make([]bool, 8)
		errs := make([]error, 8)
		for i := range moved {
			wg.Go(func() {
				moved[i], _, _, replays[i], errs[i] = db.ChangeFromConversation(ctx, u.ID, voice.ID, move, mail)
			})
		}
		wg.Wait()
		fresh := 0
		for i := range moved {
			if errs[i] != nil || moved[i].ID != mine.ID || !moved[i].Start.Equal(newYork(t, 8, 9, 0)) {
				t.Fatalf("move %d: %+v %v", i, moved[i], errs[i])
			}
			if !replays[i] {
				fresh++
			}
		}
		if fresh != 1 || len(mails) != 1 || mails[0] != lexa.AppointmentWasMoved {
			t.Errorf("%d fresh moves, mails %v; want 1 move mailed", fresh, mails)
		}
		if moved[0].Status != lexa.AppointmentRequested || !moved[0].End.Equal(newYork(t, 8, 10, 0)) {
			t.Errorf("moved %+v", moved[0])
		}
		_, before, kind, replayed, err := db.ChangeFromConversation(ctx, u.ID, voice.ID, move, mail)
		if err != nil || !replayed || kind != lexa.AppointmentWasMoved || !before.Start.Equal(newYork(t, 7, 10, 0)) {
			t.Errorf("the move again: %v replayed %v %q, before %v", err, replayed, kind, before.Start)
		}

		cancel := lexa.CallerChange{Phone: "+1 555 010 2030", Name: "Maria", Cancel: true, ConversationKey: "turn-cancel"}
		for range 2 {
			a, _, kind, _, err := db.ChangeFromConversation(ctx, u.ID, voice.ID, cancel, mail)
			if err != nil || a.ID != mine.ID || a.Status != lexa.AppointmentCancelled || kind != lexa.AppointmentWasCancelled {
				t.Errorf("cancel: %+v %q %v", a, kind, err)
			}
		}
		if len(mails) != 2 {
			t.Errorf("mails %v, want the move and the cancellation", mails)
		}
		// Nothing left under Maria's number; Sam's is untouched.
		gone := lexa.CallerChange{Phone: "555-010-2030", Cancel: true, ConversationKey: "turn-gone"}
		if _, _, _, _, err := db.ChangeFromConversation(ctx, u.ID, voice.ID, gone, mail); err != lexa.ErrNoCallerAppointment {
			t.Errorf("a cancellation with nothing left: %v", err)
		}
		list, _, _ := db.Appointments(ctx, u.ID, voice.ID, newYork(t, 1, 0, 0), newYork(t, 31, 0, 0))
		for _, a := range list {
			if a.CallerName == "Sam Ortiz" && (a.Status == lexa.AppointmentCancelled || !a.Start.Equal(newYork(t, 7, 11, 0))) {
				t.Errorf("Sam's appointment changed: %+v", a)
			}
		}
		stranger, _ := jobOwner(t, db, clock, "stranger-change@example.com")
		if _, _, _, _, err := db.ChangeFromConversation(ctx, stranger.ID, voice.ID, cancel, mail); lexa.ErrorCodeOf(err) != lexa.ENotFound {
			t.Errorf("a change in another user's book: %v", err)
		}
	})
}
