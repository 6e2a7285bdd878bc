package receptionist

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// book is the dental clinic's book: Sam Ortiz's cleaning on Thursday at 10 (an hour,
// confirmed) and a cancelled one of his on Friday, Dana Lee's filling on Friday at 9 under
// the same number as Lee Wong's on Monday, and one of Sam's that is already over.
func book(p lexa.BusinessProfile) []lexa.Appointment {
	at := func(id, local, name, phone string, minutes int, status lexa.AppointmentStatus) lexa.Appointment {
		start := localAt(p, local)
		return lexa.Appointment{ID: id, ServiceName: "Cleaning and exam", Start: start, End: start.Add(time.Duration(minutes) * time.Minute),
			CallerName: name, Phone: phone, Status: status}
	}
	return []lexa.Appointment{
		at("past", "2026-03-09T10:00", "Sam Ortiz", "555-123-4567", 60, lexa.AppointmentConfirmed),
		at("sam", "2026-03-12T10:00", "Sam Ortiz", "555-123-4567", 60, lexa.AppointmentConfirmed),
		at("gone", "2026-03-13T10:00", "Sam Ortiz", "555-123-4567", 60, lexa.AppointmentCancelled),
		at("dana", "2026-03-13T09:00", "Dana Lee", "(555) 222-3333", 45, lexa.AppointmentRequested),
		at("lee", "2026-03-16T09:00", "Lee Wong", "+1 555 222 3333", 60, lexa.AppointmentConfirmed),
	}
}

// converse plays lines against a conversation with a book, as the console does, and
// returns the conversation and what its last line completed.
func converse(t *testing.T, p lexa.BusinessProfile, taken []lexa.Appointment, lines ...string) ([]lexa.ChatMessage, Conclusion) {
	t.Helper()
	var history []lexa.ChatMessage
	var c Conclusion
	for _, line := range lines {
		history = append(history, lexa.ChatMessage{Role: "user", Content: line})
		call := lexa.ChatCall{Business: p, At: localAt(p, t0), Messages: history, Taken: taken, HasBook: true}
		answer, err := Reply(context.Background(), call)
		if err != nil {
			t.Fatal(err)
		}
		if c, err = Conclude(context.Background(), call); err != nil {
			t.Fatal(err)
		}
		history = append(history, lexa.ChatMessage{Role: "assistant", Content: answer})
	}
	return history, c
}

func TestMoveFindsTheCallersAppointment(t *testing.T) {
	p := dental()
	h, c := converse(t, p, book(p), "I need to reschedule my appointment", "It's under Sam Ortiz, 555.123.4567", "Friday at 11")
	wantAll(t, h[1].Content, "I can move your appointment", askBookedNamePart+" and its phone number")
	wantAll(t, h[3].Content, "Which day and time would suit you instead?")
	if c.Change == nil || c.Booking != nil || c.Message != nil {
		t.Fatalf("conclusion = %+v, want a move", c)
	}
	// The day said is the new one, not the appointment's: the change names no day.
	if want := localAt(p, "2026-03-13T11:00"); c.Change.Cancel || !c.Change.Start.Equal(want) || c.Change.Phone != "555.123.4567" || c.Change.Day != "" {
		t.Errorf("change = %+v", *c.Change)
	}
	// The earlier turns changed nothing, and nothing says "moved" before the book did.
	for _, m := range h {
		wantNone(t, m.Content, confirmMoved)
	}

	// A move may overlap the time it leaves (10:00–11:00 to 10:30), not another's: Dana
	// Lee's filling holds Friday 9:00–9:45, so Friday at 9 is taken and the next free times
	// are offered; refused twice, a message is offered instead of more times.
	_, c = converse(t, p, book(p), "Can I move my appointment to Thursday at 10:30? I'm Sam Ortiz, my number is 555-123-4567")
	if c.Change == nil || !c.Change.Start.Equal(localAt(p, "2026-03-12T10:30")) {
		t.Errorf("a move within its own time: %+v", c)
	}
	h, c = converse(t, p, book(p), "I'd like to move my appointment to Friday at 9, this is Sam Ortiz, 555-123-4567",
		"Sunday at 10 then", "Yes please")
	wantAll(t, h[1].Content, "that time is already taken", "Friday, March 13 at 10:00 AM")
	wantAll(t, h[3].Content, "doesn't work either", "we're closed on Sundays", "Shall I pass on your name and number, Sam Ortiz on 555-123-4567?")
	if c.Message == nil || c.Message.Phone != "555-123-4567" || c.Message.Name != "Sam Ortiz" || c.Change != nil {
		t.Errorf("a yes to the message offered: %+v", c)
	}
}

func TestMoveAsksTheNameWhenANumberHasSeveral(t *testing.T) {
	p := dental()
	h, c := converse(t, p, book(p), "I need to change my appointment to next Tuesday at 9", "555-222-3333", "Lee Wong")
	wantAll(t, h[3].Content, askBookedNamePart)
	if c.Change == nil || c.Change.Name != "Lee Wong" || !c.Change.Start.Equal(localAt(p, "2026-03-17T09:00")) {
		t.Fatalf("conclusion = %+v", c)
	}
	a, err := lexa.FindCallerAppointment(book(p), *c.Change, p.Location(), localAt(p, t0))
	if err != nil || a.ID != "lee" {
		t.Errorf("found %q, %v; want Lee Wong's", a.ID, err)
	}
}

func TestCancelAndNoAppointment(t *testing.T) {
	p := dental()
	h, c := converse(t, p, book(p), "I have to cancel my appointment", "555-123-4567", "Sam")
	wantAll(t, h[1].Content, "cancel it for you", askBookedNamePart+" and its phone number")
	wantAll(t, h[3].Content, askBookedNamePart)
	if c.Change == nil || !c.Change.Cancel || c.Change.Phone != "555-123-4567" {
		t.Fatalf("conclusion = %+v, want a cancellation", c)
	}
	a, err := lexa.FindCallerAppointment(book(p), *c.Change, p.Location(), localAt(p, t0))
	if err != nil || a.ID != "sam" {
		t.Errorf("found %q, %v; want the upcoming one not cancelled", a.ID, err)
	}

	// A number is not enough: the name must be the appointment's too.
	_, c = converse(t, p, book(p), "I have to cancel my appointment", "I'm Chris Moore, 555-123-4567")
	if _, err := lexa.FindCallerAppointment(book(p), *c.Change, p.Location(), localAt(p, t0)); err != lexa.ErrNoCallerAppointment {
		t.Errorf("another name at Sam's number: %v", err)
	}

	// No appointment under the number: the change is concluded for the server to say so
	// (it knows whether this very turn, sent again, made it already), plainly, with a
	// message offered; a yes completes it with the name and number given.
	h, c = converse(t, p, book(p), "I want to cancel my appointment", "I'm Maria Lopez, my number is 555-999-0000")
	wantAll(t, h[3].Content, noAppointmentPart+" 555-999-0000", "nothing was changed", askMessageMarker, "Maria Lopez on 555-999-0000?")
	if c.Change == nil || c.Change.Phone != "555-999-0000" {
		t.Errorf("a number without an appointment concluded %+v", c)
	}
	if _, err := lexa.FindCallerAppointment(book(p), *c.Change, p.Location(), localAt(p, t0)); err != lexa.ErrNoCallerAppointment {
		t.Errorf("the store's finding: %v", err)
	}
	_, c = converse(t, p, book(p), "I need to reschedule my appointment", "Maria Lopez, 555-999-0000")
	if c.Change == nil || c.Change.Cancel || !c.Change.Start.IsZero() {
		t.Errorf("a move without an appointment concluded %+v", c)
	}
	h, c = converse(t, p, book(p), "I want to cancel my appointment", "I'm Maria Lopez, my number is 555-999-0000", "yes please")
	if c.Message == nil || c.Message.Phone != "555-999-0000" || c.Message.Name != "Maria Lopez" {
		t.Errorf("the message after no appointment: %+v", c)
	}
	wantAll(t, h[5].Content, "This is a demonstration, so no message was passed on")
}

func TestChangedRepliesSayWhatTheBookHolds(t *testing.T) {
	p := dental()
	at := localAt(p, t0)
	a := book(p)[1]
	a.Start, a.End = localAt(p, "2026-03-13T11:00"), localAt(p, "2026-03-13T12:00")
	got := ChangedReply(p, a, lexa.AppointmentWasMoved, at)
	wantAll(t, got, "Done, Sam Ortiz", confirmMoved, "cleaning and exam", "Friday, March 13 at 11:00 AM")
	a.Status = lexa.AppointmentRequested
	got = ChangedReply(p, a, lexa.AppointmentWasMoved, at)
	wantAll(t, got, movedRequest, "Friday, March 13 at 11:00 AM", "the office", "confirm the new time")
	for _, w := range []string{"confirmed", "booked", "all set"} {
		if strings.Contains(strings.ToLower(got), w) {
			t.Errorf("a moved request says %q: %s", w, got)
		}
	}
	a.Status = lexa.AppointmentCancelled
	got = ChangedReply(p, a, lexa.AppointmentWasCancelled, at)
	wantAll(t, got, confirmCancelled, "free again", bookAgainOffer)
	// Each answer ends the change: the next turn concludes nothing again.
	for _, reply := range []string{got, ChangedReply(p, book(p)[1], lexa.AppointmentWasMoved, at), NoAppointmentReply(p, "555-999-0000", "")} {
		history := []lexa.ChatMessage{{Role: "user", Content: "cancel my appointment, 555-123-4567"},
			{Role: "assistant", Content: reply}, {Role: "user", Content: "thanks"}}
		c, err := Conclude(context.Background(), lexa.ChatCall{Business: p, At: at, Messages: history, Taken: book(p), HasBook: true})
		if err != nil || c != (Conclusion{}) {
			t.Errorf("after %q: conclusion %+v, %v", reply, c, err)
		}
	}
	// A model's answer claiming a change is caught like one claiming a booking.
	for _, claim := range []string{"I've moved your appointment to Friday.", "I have cancelled your appointment.", "Your appointment has been rescheduled."} {
		if !ClaimsBooking(claim) {
			t.Errorf("ClaimsBooking(%q) = false", claim)
		}
	}
}

// A closed day gets the next free times once; a second refusal offers a message rather
// than going round again (issue 30, item 3).
func TestClosedDayOffersTimesOnceThenAMessage(t *testing.T) {
	h := talk(t0, "dental-clinic", "Hi, I'm Maria Lopez, my number is 555-123-4567", "I'd like to book a cleaning",
		"Sunday at 10", "Sunday then at 11?", "yes")
	wantAll(t, h[5].Content, "We're closed on Sundays", "The next free times are Monday, March 16 at 8:00 AM")
	wantAll(t, h[7].Content, "doesn't work either", "take a message", "Maria Lopez on 555-123-4567")
	wantNone(t, h[7].Content, "next free times")
	wantAll(t, h[9].Content, "no message was passed on", "555-123-4567")
}
