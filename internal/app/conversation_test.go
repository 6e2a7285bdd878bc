package app

import (
	"bytes"
	"context"
	"encoding/json"
	"strings"
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// The receptionist's conversation keeps what it takes (issue 30): bookings in the book,
// messages in the call log, each once per conversation with one e-mail to the owner, and
// says only what the book holds. The public demo has no book and says so.

type chatTurn = map[string]string

// chatTurnAnswer sends the conversation to a chat route and returns the answer's text.
func (v *visitor) chatTurnAnswer(t *testing.T, path string, history []chatTurn) string {
	t.Helper()
	raw, _ := json.Marshal(map[string]any{"messages": history})
	res, body := v.send("POST", path, bytes.NewReader(raw), "Content-Type", "application/json")
	if res.StatusCode != 200 {
		t.Fatalf("POST %s: %d %s", path, res.StatusCode, body)
	}
	return chatAnswer(t, body)
}

// converse plays the caller's lines, each answered in turn, and returns the conversation
// without its last answer (to send again) and that answer.
func (v *visitor) converse(t *testing.T, path string, lines ...string) ([]chatTurn, string) {
	t.Helper()
	var history []chatTurn
	answer := ""
	for i, line := range lines {
		if i > 0 {
			history = append(history, chatTurn{"role": "assistant", "content": answer})
		}
		history = append(history, chatTurn{"role": "user", "content": line})
		answer = v.chatTurnAnswer(t, path, history)
	}
	return history, answer
}

// receptionistWithMode is a voice-ai service of a new enterprise user with the dental
// clinic's profile in the booking mode given, at Monday 2026-03-02 09:00 in New York.
func receptionistWithMode(t *testing.T, s *accountSite, email, ip, mode string) (*visitor, string) {
	t.Helper()
	s.seedUser(email, "correct horse", true)
	v := s.visitor(ip)
	v.signIn(email, "correct horse")
	v.subscribeTo("enterprise")
	voice := v.activeService("voice-ai", "Front desk")
	saveMode(t, v, voice, mode)
	return v, voice
}

// ownerID is the id of the user whose service this is.
func (s *accountSite) ownerID(serviceID string) string {
	s.t.Helper()
	var id string
	if err := s.db.QueryRowForTest(context.Background(), `SELECT user_id FROM services WHERE id = ?`, serviceID).Scan(&id); err != nil {
		s.t.Fatal(err)
	}
	return id
}

func saveMode(t *testing.T, v *visitor, voice, mode string) {
	t.Helper()
	p := sampleProfile(t)
	p["booking"].(map[string]any)["mode"] = mode
	if res, body := v.do("PUT", "/api/services/"+voice+"/receptionist", p); res.StatusCode != 200 {
		t.Fatalf("save profile: %d %v", res.StatusCode, body)
	}
}

func TestConversationBooksInTheBook(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.80", "confirm")
		console := "/api/services/" + voice + "/receptionist/chat"
		appointments := func(status string) int {
			return s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND status = ?`, voice, status)
		}

		// Confirm mode: booked, and said so, once however often the turn is sent.
		history, answer := ann.converse(t, console, "I'd like to book a cleaning", "Wednesday at 10", "Sam Ortiz, 555-123-4567")
		if !strings.Contains(answer, "You're all set, Sam Ortiz") || !strings.Contains(answer, "booked for Wednesday, March 4 at 10:00 AM") {
			t.Errorf("confirm mode's answer: %q", answer)
		}
		if again := ann.chatTurnAnswer(t, console, history); again != answer {
			t.Errorf("the same turn again: %q, want %q", again, answer)
		}
		if n := appointments("confirmed"); n != 1 || s.count(`SELECT COUNT(*) FROM appointments WHERE source = 'console'`) != 1 {
			t.Errorf("%d confirmed console appointments, want 1", n)
		}
		mail := s.waitForMail("ann@example.com", 1)
		if !strings.Contains(mail.Subject, "New appointment: Cleaning and exam") || !strings.Contains(mail.Text, "/dashboard/services/"+voice+"?appointment=") {
			t.Errorf("owner's mail: %q %q", mail.Subject, mail.Text)
		}

		// Request mode: requested, and never "booked".
		saveMode(t, ann, voice, "request")
		_, answer = ann.converse(t, console, "Can I book a filling Wednesday at 11am? I'm Jo Park, 555-222-1111")
		if !strings.Contains(answer, "passed your request") || strings.Contains(strings.ToLower(answer), "booked") {
			t.Errorf("request mode's answer: %q", answer)
		}
		if n := appointments("requested"); n != 1 {
			t.Errorf("%d requested appointments, want 1", n)
		}

		// The book's times are not offered: 10:00–11:00 and 11:00–11:45 are held.
		_, answer = ann.converse(t, console, "Can I book a cleaning Wednesday morning?")
		if !strings.Contains(answer, "8:00 AM, 8:30 AM and 9:00 AM") || strings.Contains(answer, "10:00 AM") {
			t.Errorf("Wednesday morning's times: %q", answer)
		}

		// A time taken while the caller was deciding: the next free times instead.
		history, answer = ann.converse(t, console, "I'd like to book a cleaning Wednesday at 2pm")
		if !strings.Contains(answer, "2:00 PM is available") {
			t.Fatalf("before the race: %q", answer)
		}
		bookAt(t, bookingStore(t, s), s.ownerID(voice), voice, "Cleaning and exam", time.March, 4, 14, 0)
		history = append(history, chatTurn{"role": "assistant", "content": answer}, chatTurn{"role": "user", "content": "Lee Chan, 555-444-1212"})
		answer = ann.chatTurnAnswer(t, console, history)
		if !strings.Contains(answer, "already taken") || !strings.Contains(answer, "Wednesday, March 4 at 3:00 PM") {
			t.Errorf("the race's answer: %q", answer)
		}
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE caller_name = 'Lee Chan'`); n != 0 {
			t.Errorf("%d appointments for the caller who lost the race", n)
		}
		s.waitOutboxSent()
		if n := len(byRecipient(t, s.smtp.Messages(), "ann@example.com")); n != 2 {
			t.Errorf("%d mails to the owner, want 2 (one per booking)", n)
		}
	})
}

// The public link stores with source "web" and mails the owner once; a message is one
// call with the outcome "message", one mail, found by the log's filter.
func TestPublicLinkKeepsBookingsAndMessages(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.81", "request")
		res, resp := ann.do("POST", "/api/services/"+voice+"/embeds", nil)
		if res.StatusCode != 201 {
			t.Fatalf("embed: %d %v", res.StatusCode, resp)
		}
		link := "/r/" + resp["embed"].(map[string]any)["token"].(string) + "/chat"
		guest := s.visitor("198.51.100.30")

		history, answer := guest.converse(t, link, "I'd like to book a cleaning Thursday at 10", "Maria Lopez, 555-010-2030")
		if !strings.Contains(answer, "passed your request") {
			t.Errorf("the link's answer: %q", answer)
		}
		guest.chatTurnAnswer(t, link, history)
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND source = 'web' AND status = 'requested'`, voice); n != 1 {
			t.Errorf("%d web appointments, want 1", n)
		}

		history, answer = guest.converse(t, link, "Can you take a message for the dentist?", "This is Ana Ruiz, 555-333-2222, please call me about my bill")
		if !strings.Contains(answer, "passed your message on") || !strings.Contains(answer, "555-333-2222") {
			t.Errorf("the message's answer: %q", answer)
		}
		guest.chatTurnAnswer(t, link, history)
		res, calls := ann.do("GET", "/api/services/"+voice+"/calls?outcome=message", nil)
		if list, _ := calls["calls"].([]any); res.StatusCode != 200 || len(list) != 1 {
			t.Errorf("the log's messages: %d %v", res.StatusCode, calls)
		}
		s.waitOutboxSent()
		mails := byRecipient(t, s.smtp.Messages(), "ann@example.com")
		subjects := []string{}
		for _, m := range mails {
			subjects = append(subjects, m.Subject)
		}
		if len(mails) != 2 || !strings.Contains(strings.Join(subjects, "|"), "Appointment request: Cleaning and exam") ||
			!strings.Contains(strings.Join(subjects, "|"), "Message from Ana Ruiz") {
			t.Errorf("owner's mails: %q", subjects)
		}
	})
}

// The public demo has no book: a completed booking says it is a demonstration, and
// nothing is stored, on the built-in engine and with a model that claims a booking.
func TestVoiceDemoBooksNothing(t *testing.T) {
	t.Parallel()
	lines := []string{"I'd like to book a cleaning", "Thursday at 10", "Sam Ortiz, 555-123-4567"}
	s := newAccountSite(t, storetest.Backends()[0], nil)
	_, answer := s.visitor("203.0.113.82").converse(t, "/api/ai/voice-chat", lines...)
	if !strings.Contains(answer, "This is a demonstration, so nothing was booked") {
		t.Errorf("the demo's answer: %q", answer)
	}
	if n := s.count(`SELECT COUNT(*) FROM appointments`); n != 0 {
		t.Errorf("the demo stored %d appointments", n)
	}

	u := newUpstream(t)
	u.chunks = []string{"You're all set", ", booked for Thursday!"}
	m := modelSite(t, u, nil)
	_, answer = m.visitor("203.0.113.83").converse(t, "/api/ai/voice-chat", lines...)
	if !strings.Contains(answer, "This is a demonstration, so nothing was booked") || strings.Contains(answer, "all set") {
		t.Errorf("the model demo's answer: %q", answer)
	}
}

// With a model, the server decides what is booked: the model's claim on a turn that
// completes nothing is replaced, and the completing turn is the server's sentence.
func TestModelConversationBooksByTheServer(t *testing.T) {
	t.Parallel()
	u := newUpstream(t)
	u.chunks = []string{"Great news", ", you're booked!"}
	s := modelSite(t, u, nil)
	s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
	ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.84", "confirm")
	console := "/api/services/" + voice + "/receptionist/chat"
	_, answer := ann.converse(t, console, "I'd like to book a cleaning")
	if strings.Contains(answer, "booked") {
		t.Errorf("a model's unchecked claim reached the caller: %q", answer)
	}
	_, answer = ann.converse(t, console, "Can I book a cleaning Wednesday at 10? I'm Sam Ortiz, 555-123-4567")
	if !strings.Contains(answer, "You're all set, Sam Ortiz") {
		t.Errorf("the completing turn: %q", answer)
	}
	if n := s.count(`SELECT COUNT(*) FROM appointments WHERE status = 'confirmed'`); n != 1 {
		t.Errorf("%d appointments, want 1", n)
	}
}

// A caller moves and cancels their appointment in the conversation (issue 30): the book
// changes before the answer says so, once however often the turn is sent, with one
// e-mail per change; a number with no appointment changes nothing and a message is kept;
// a request moved stays a request; the public demo changes nothing and says so.
func TestConversationMovesAndCancelsInTheBook(t *testing.T) {
	t.Parallel()
	storetest.Each(t, func(t *testing.T, b storetest.Backend) {
		s := newAccountSite(t, b, nil)
		s.clock.Advance(appointmentsMonday.Sub(s.clock.Now()))
		ann, voice := receptionistWithMode(t, s, "ann@example.com", "203.0.113.83", "confirm")
		console := "/api/services/" + voice + "/receptionist/chat"
		say := func(history []chatTurn, answer, line string) ([]chatTurn, string) {
			history = append(history, chatTurn{"role": "assistant", "content": answer}, chatTurn{"role": "user", "content": line})
			return history, ann.chatTurnAnswer(t, console, history)
		}
		starts := func() map[string]string {
			res, body := ann.do("GET", "/api/services/"+voice+"/appointments", nil)
			if res.StatusCode != 200 {
				t.Fatalf("GET appointments: %d %v", res.StatusCode, body)
			}
			out := map[string]string{}
			for _, a := range body["appointments"].([]any) {
				a := a.(map[string]any)
				out[a["caller_name"].(string)] = a["start"].(string) + " " + a["status"].(string)
			}
			return out
		}

		history, answer := ann.converse(t, console, "I'd like to book a cleaning", "Wednesday at 10", "Sam Ortiz, 555-123-4567")
		if !strings.Contains(answer, "You're all set") {
			t.Fatalf("the booking: %q", answer)
		}
		// The number and name given for the booking are not asked for again.
		history, answer = say(history, answer, "I need to reschedule my appointment")
		if !strings.Contains(answer, "Which day and time would suit you instead?") || strings.Contains(answer, "phone number") {
			t.Errorf("the move's question: %q", answer)
		}
		history, answer = say(history, answer, "Thursday at 2pm")
		if !strings.Contains(answer, "I've moved your appointment (your cleaning and exam) to Thursday, March 5 at 2:00 PM") {
			t.Errorf("the move's answer: %q", answer)
		}
		if again := ann.chatTurnAnswer(t, console, history); again != answer {
			t.Errorf("the move again: %q, want %q", again, answer)
		}
		if got := starts()["Sam Ortiz"]; got != "2026-03-05T14:00:00-05:00 confirmed" {
			t.Errorf("the book after the move: %q", got)
		}

		history, answer = say(history, answer, "Actually, please cancel my appointment")
		if !strings.Contains(answer, "I've cancelled your appointment") || !strings.Contains(answer, "Thursday, March 5 at 2:00 PM") {
			t.Errorf("the cancellation's answer: %q", answer)
		}
		if again := ann.chatTurnAnswer(t, console, history); again != answer {
			t.Errorf("the cancellation again: %q, want %q", again, answer)
		}
		if got := starts()["Sam Ortiz"]; got != "2026-03-05T14:00:00-05:00 cancelled" {
			t.Errorf("the book after the cancellation: %q", got)
		}
		// Audited once each, as the caller's, however often the turns were sent.
		if n := s.count(`SELECT COUNT(*) FROM audit_logs WHERE action IN ('appointment_moved', 'appointment_cancelled')`); n != 2 {
			t.Errorf("%d audited changes, want 2", n)
		}

		// A number without an appointment: nothing changes, and a message is kept.
		history, answer = ann.converse(t, console, "I want to cancel my appointment", "I'm Maria Lopez, my number is 555-999-0000")
		if !strings.Contains(answer, "couldn't find an upcoming appointment under 555-999-0000") || !strings.Contains(answer, "take a message") {
			t.Errorf("no appointment's answer: %q", answer)
		}
		_, answer = say(history, answer, "Yes please")
		if !strings.Contains(answer, "passed your message on") || !strings.Contains(answer, "555-999-0000") {
			t.Errorf("the message's answer: %q", answer)
		}
		if n := s.count(`SELECT COUNT(*) FROM calls WHERE service_id = ? AND outcome = 'message' AND caller = '555-999-0000'`, voice); n != 1 {
			t.Errorf("%d messages kept, want 1", n)
		}
		if n := s.count(`SELECT COUNT(*) FROM appointments WHERE service_id = ? AND status <> 'cancelled'`, voice); n != 0 {
			t.Errorf("%d appointments left, want none", n)
		}

		// Request mode: a moved request stays one and is never said to be confirmed.
		saveMode(t, ann, voice, "request")
		history, answer = ann.converse(t, console, "Can I book a filling Wednesday at 11am? I'm Jo Park, 555-222-1111")
		history, answer = say(history, answer, "Can I move my appointment to Friday at 9?")
		if !strings.Contains(answer, "I've moved your appointment request (your filling) to Friday, March 6 at 9:00 AM") ||
			strings.Contains(strings.ToLower(answer), "confirmed") || strings.Contains(strings.ToLower(answer), "booked") {
			t.Errorf("a moved request's answer: %q", answer)
		}
		if got := starts()["Jo Park"]; got != "2026-03-06T09:00:00-05:00 requested" {
			t.Errorf("the book after moving a request: %q", got)
		}

		s.waitOutboxSent()
		var subjects []string
		for _, m := range byRecipient(t, s.smtp.Messages(), "ann@example.com") {
			subjects = append(subjects, m.Subject)
		}
		joined := strings.Join(subjects, "|")
		if len(subjects) != 6 || !strings.Contains(joined, "Appointment moved: Cleaning and exam, Thu Mar 5, 2:00 PM") ||
			!strings.Contains(joined, "Appointment cancelled: Cleaning and exam") || !strings.Contains(joined, "Appointment moved: Filling") {
			t.Errorf("owner's mails: %q", subjects)
		}

		// The public demo has no book: it says so and changes nothing.
		_, answer = s.visitor("203.0.113.84").converse(t, "/api/ai/voice-chat", "I need to reschedule my appointment", "Jo Park, 555-222-1111, Friday at 10")
		if !strings.Contains(answer, "This is a demonstration, so nothing was changed") {
			t.Errorf("the demo's answer: %q", answer)
		}
		if got := starts()["Jo Park"]; got != "2026-03-06T09:00:00-05:00 requested" {
			t.Errorf("the demo changed the book: %q", got)
		}
	})
}
