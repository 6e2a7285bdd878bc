package receptionist

import (
	"context"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// conclude plays the caller's lines like talk, with taken in the book, and returns the
// conversation and what its last line completed.
func conclude(t *testing.T, p lexa.BusinessProfile, when string, taken []lexa.Appointment, lines ...string) ([]lexa.ChatMessage, Conclusion) {
	t.Helper()
	var history []lexa.ChatMessage
	var c Conclusion
	for _, line := range lines {
		history = append(history, lexa.ChatMessage{Role: "user", Content: line})
		call := lexa.ChatCall{Business: p, At: localAt(p, when), Messages: history, Taken: taken}
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

func TestConcludeFindsTheCompletedBooking(t *testing.T) {
	p := dental()
	h, c := conclude(t, p, t0, nil, "I'd like to book a cleaning", "Thursday at 10", "Sam Ortiz, 555-123-4567")
	b := c.Booking
	if b == nil || c.Message != nil {
		t.Fatalf("conclusion = %+v, want a booking", c)
	}
	if want := localAt(p, "2026-03-12T10:00"); !b.Start.Equal(want) || b.Service != "Cleaning and exam" || b.CallerName != "Sam Ortiz" || b.Phone != "555-123-4567" {
		t.Errorf("booking = %+v", *b)
	}
	// The turns before the last completed nothing; Reply alone books nothing and says so.
	_, earlier := conclude(t, p, t0, nil, "I'd like to book a cleaning", "Thursday at 10")
	if earlier.Booking != nil {
		t.Errorf("a booking without the caller's details concluded: %+v", earlier.Booking)
	}
	wantAll(t, h[5].Content, demoNothingBooked)
	wantNone(t, h[5].Content, "all set", "is booked")
}

func TestBookedReplySaysWhatTheBookHolds(t *testing.T) {
	p := dental()
	at := localAt(p, t0)
	a := lexa.Appointment{ServiceName: "Cleaning and exam", Start: localAt(p, "2026-03-12T10:00"), CallerName: "Sam Ortiz",
		Phone: "555-123-4567", Status: lexa.AppointmentConfirmed}
	got := BookedReply(p, a, at)
	wantAll(t, got, "You're all set, Sam Ortiz", "is booked for Thursday, March 12 at 10:00 AM", "555-123-4567")

	a.Status = lexa.AppointmentRequested
	got = BookedReply(p, a, at)
	wantAll(t, got, "passed your request", "Thursday, March 12 at 10:00 AM", "the office", "confirm")
	if strings.Contains(strings.ToLower(got), "booked") || strings.Contains(got, "all set") {
		t.Errorf("a request reads as booked: %q", got)
	}
	// Either answer ends the booking: the next turn completes nothing again.
	for _, reply := range []string{BookedReply(p, a, at), got} {
		history := []lexa.ChatMessage{{Role: "user", Content: "I'd like to book a cleaning Thursday at 10, Sam Ortiz, 555-123-4567"},
			{Role: "assistant", Content: reply}, {Role: "user", Content: "thanks"}}
		c, err := Conclude(context.Background(), lexa.ChatCall{Business: p, At: at, Messages: history})
		if err != nil || c.Booking != nil {
			t.Errorf("after %q: conclusion %+v, %v", reply, c, err)
		}
	}
}

// taken holds Thursday 10:00–11:00 of the dental clinic's book.
func takenThursday(p lexa.BusinessProfile) []lexa.Appointment {
	start := localAt(p, "2026-03-12T10:00")
	return []lexa.Appointment{{Start: start, End: start.Add(time.Hour), Status: lexa.AppointmentConfirmed}}
}

func TestTakenTimesAreNotOffered(t *testing.T) {
	p := dental()
	taken := takenThursday(p)
	// Asked for a taken time, it says so and offers the next free ones.
	h, c := conclude(t, p, t0, taken, "I'd like to book a cleaning Thursday at 10", "Sam Ortiz, 555-123-4567")
	if c.Booking != nil {
		t.Fatalf("a taken time concluded: %+v", c.Booking)
	}
	wantAll(t, h[1].Content, "already taken", "Thursday, March 12 at 11:00 AM")
	wantNone(t, h[1].Content, "at 10:00 AM", "at 10:30 AM")
	// A day's free times leave the taken ones out; a cancelled appointment holds nothing.
	reply, err := Reply(context.Background(), lexa.ChatCall{Business: p, At: localAt(p, t0), Taken: taken,
		Messages: []lexa.ChatMessage{{Role: "user", Content: "Can I book a cleaning Thursday morning?"}}})
	if err != nil {
		t.Fatal(err)
	}
	wantAll(t, reply, "8:00 AM, 8:30 AM, 9:00 AM, 11:00 AM and 11:30 AM")
	taken[0].Status = lexa.AppointmentCancelled
	_, c = conclude(t, p, t0, taken, "I'd like to book a cleaning Thursday at 10", "Sam Ortiz, 555-123-4567")
	if c.Booking == nil {
		t.Error("a cancelled appointment's time was not free")
	}
}

func TestTakenReplyOffersTheNextFreeTimes(t *testing.T) {
	p := dental()
	in := lexa.AppointmentRequest{Service: "Cleaning and exam", Start: localAt(p, "2026-03-12T10:00")}
	got := TakenReply(lexa.ChatCall{Business: p, At: localAt(p, t0), Taken: takenThursday(p)}, in)
	wantAll(t, got, "Sorry, that time is already taken", "Thursday, March 12 at 11:00 AM", "Which would you like?")
	wantNone(t, got, "10:00 AM", "10:30 AM")
}

func TestAMessageIsTakenOnce(t *testing.T) {
	p := dental()
	h, c := conclude(t, p, t0, nil, "Can you take a message for Dr. Lee?", "This is Ana Ruiz, 555-333-2222, please call me about my bill")
	wantAll(t, h[1].Content, "your name and number")
	m := c.Message
	if m == nil || c.Booking != nil {
		t.Fatalf("conclusion = %+v, want a message", c)
	}
	if m.Name != "Ana Ruiz" || m.Phone != "555-333-2222" || !strings.Contains(m.Text, "about my bill") {
		t.Errorf("message = %+v", *m)
	}
	wantAll(t, h[3].Content, "demonstration", "no message was passed on")
	wantAll(t, MessageTakenReply(*m), "Thank you, Ana Ruiz", messagePassed, "555-333-2222")

	// A name alone gets a question for the number; the number then completes it.
	h, c = conclude(t, p, t0, nil, "could someone call me back?", "It's Ana Ruiz", "555-333-2222")
	wantAll(t, h[3].Content, askNumberText)
	if c.Message == nil || c.Message.Name != "Ana Ruiz" || c.Message.Phone != "555-333-2222" {
		t.Errorf("conclusion = %+v", c.Message)
	}
	// After it was passed on, a thank-you completes nothing.
	history := []lexa.ChatMessage{{Role: "user", Content: "take a message"}, {Role: "assistant", Content: askMessageText(toneOf(p))},
		{Role: "user", Content: "Ana Ruiz 555-333-2222"}, {Role: "assistant", Content: MessageTakenReply(*m)}, {Role: "user", Content: "thanks, 555-333-2222"}}
	if c, _ := Conclude(context.Background(), lexa.ChatCall{Business: p, At: localAt(p, t0), Messages: history}); c.Message != nil {
		t.Errorf("a second message from one: %+v", c.Message)
	}
}

func TestClaimsBooking(t *testing.T) {
	for reply, want := range map[string]bool{
		"Great, you're all set for Thursday at 10.":          true,
		"Your cleaning is booked for Thursday.":              true,
		"I've passed your message on to the team.":           true,
		"I've scheduled you for 10 AM.":                      true,
		"Which day and time would suit you?":                 false,
		"We have 9:00 AM and 10:00 AM free. Which suits?":    false,
		"Our cleanings take an hour and cost $120 per visit": false,
		"Of course, I'll put you through to Dr. Lee now.":    true,
		"Transferring you to the front desk.":                true,
		"I can't put you through from here.":                 false,
	} {
		if got := ClaimsBooking(reply); got != want {
			t.Errorf("ClaimsBooking(%q) = %v, want %v", reply, got, want)
		}
	}
}
