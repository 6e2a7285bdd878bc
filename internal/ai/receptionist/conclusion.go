package receptionist

import (
	"context"
	"regexp"
	"strings"
	"time"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// What a conversation completes, and what the receptionist says once it is stored. The
// engine keeps nothing and knows no book: it finds that the caller's last message
// completed a booking (a service, a free time and what the profile collects) or a
// message for the team, and the server stores it before it answers, with the sentences
// below, which say only what the store did. "Booked" is said only of an appointment
// confirmed in the book.

// Conclusion is what the caller's last message completed; both nil when nothing.
type Conclusion = lexa.ChatConclusion

// Message is a message or call-back request the caller left for the team.
type Message = lexa.CallerMessage

// Conclude is what the caller's last message in call completed, read as Reply reads it
// (the same call always concludes the same). A booking's time is one the book had free
// by call.Taken; the database has the last word when it is stored.
func Conclude(ctx context.Context, call lexa.ChatCall) (Conclusion, error) {
	t, err := respond(ctx, call)
	return t.Conclusion, err
}

// The sentences that end a booking; confirmed() reads each as the end of one.
const (
	// confirmRequested opens the answer to a booking the office has still to confirm.
	confirmRequested = "I've passed your request"
	// demoNothingBooked opens the answer where there is no book (Reply on its own).
	demoNothingBooked = "This is a demonstration, so nothing was booked"
)

// BookedReply answers the caller once a is in the book: "You're all set … booked for …"
// when a is confirmed; when it is only requested, that the request was passed on and
// the office will confirm it, without the word "booked". at is the moment of the call.
func BookedReply(p lexa.BusinessProfile, a lexa.Appointment, at time.Time) string {
	local := localTime(p, at)
	start := a.Start.In(local.Location())
	when := dayText(local, start) + " at " + formatSlot(minuteOfDay(start))
	d := details{name: a.CallerName, phone: a.Phone, service: a.ServiceName}
	if a.Status == lexa.AppointmentConfirmed {
		return confirmation(p, d, when)
	}
	out := "Thank you, " + cmpOr(a.CallerName, "thank you") + ". " + confirmRequested + " for your " +
		chatLowerFirst(a.ServiceName) + " on " + when + " to the office, and they'll confirm it with you"
	if a.Phone != "" {
		out += " on " + a.Phone
	}
	return out + ". " + anythingElse
}

// TakenReply answers a booking whose time another appointment took while the caller was
// deciding (the store refused it): call.Taken must hold the book as it is now. It offers
// the next free times from the one asked for.
func TakenReply(call lexa.ChatCall, in lexa.AppointmentRequest) string {
	p := call.Business
	duration := p.Booking.SlotMinutes
	if s, ok := serviceNamed(p, in.Service); ok {
		duration = s.DurationMinutes
	}
	local := localTime(p, call.At)
	return takenText(p, local, in.Start.In(local.Location()), duration, call.Taken)
}

// takenText says a time is already taken in the book and offers the next free ones.
func takenText(p lexa.BusinessProfile, local, at time.Time, duration int, taken []lexa.Appointment) string {
	next := nextFreeStarts(p, local, at, duration, taken, 3)
	if len(next) == 0 {
		return "Sorry, that time is already taken, and I have no free time in the next two months. " + askMessageText(toneOf(p))
	}
	return "Sorry, that time is already taken. The next free times are " + timesText(local, next) + ". Which would you like?"
}

// timesText lists times in order, each day said once: "tomorrow, March 11 at 4:00 PM,
// and Thursday, March 12 at 8:00 AM and 8:30 AM".
func timesText(local time.Time, times []time.Time) string {
	var days []string
	for i := 0; i < len(times); {
		var slots []string
		j := i
		for ; j < len(times) && dayStart(times[j]).Equal(dayStart(times[i])); j++ {
			slots = append(slots, formatSlot(minuteOfDay(times[j])))
		}
		days = append(days, dayText(local, times[i])+" at "+text.JoinAnd(slots))
		i = j
	}
	if len(days) == 1 {
		return days[0]
	}
	return strings.Join(days[:len(days)-1], ", ") + ", and " + days[len(days)-1]
}

// demoBookingText is Reply's answer to a completed booking: it has no book, so it says
// nothing was booked and what a real line would have done.
func demoBookingText(p lexa.BusinessProfile, local time.Time, in lexa.AppointmentRequest, address string) string {
	start := in.Start.In(local.Location())
	what := "your appointment"
	if in.Service != "" {
		what = "your " + chatLowerFirst(in.Service)
	}
	out := demoNothingBooked + ". On " + p.Name + "'s own line, " + cmpOr(in.CallerName, "thank you") + ", " + what +
		" for " + dayText(local, start) + " at " + formatSlot(minuteOfDay(start)) + " would now go into the appointment book"
	if address != "" {
		out += ", for a visit at " + address
	}
	if in.Phone != "" {
		out += ", and the office would reach you on " + in.Phone
	}
	return out + ". " + anythingElse
}

// MessageTakenReply answers the caller once their message is in the call log; a caller
// who wrote in a language it has lines in (languageLines) hears it in theirs first.
func MessageTakenReply(m Message) string {
	out := "Thank you" + nameSuffix(m.Name) + ". " + messagePassed + " to the team"
	if m.Phone != "" {
		out += ", and someone will call you back on " + m.Phone
	}
	out += ". " + anythingElse
	if l, ok := languageLines[text.DetectLanguage(m.Text).Code]; ok {
		return l.taken(nameSuffix(m.Name), m.Phone) + " " + out
	}
	return out
}

// demoMessageText is Reply's answer to a completed message: nothing was passed on.
func demoMessageText(m Message) string {
	return "This is a demonstration, so no message was passed on: on a real line, the team would get your message and call you back on " +
		m.Phone + ". " + anythingElse
}

const messagePassed = "I've passed your message on"

func nameSuffix(name string) string {
	if name == "" {
		return ""
	}
	return ", " + name
}

// chatMessageTerms ask the receptionist to take a message.
var chatMessageTerms = []string{"take a message", "leave a message", "pass on a message", "pass a message", "call me back",
	"callback", "call back", "have someone call me", "get back to me"}

// askMessageMarker is in every question that asks for a message's name and number
// (askMessageText, and the hand-overs that ask the caller to leave them).
const askMessageMarker = "your name and number"

// askMessageText asks for what a message needs.
func askMessageText(t tone) string {
	return t.sure + " I can take a message for the team. Please tell me " + askMessageMarker +
		" and what it's about, and someone will call you back."
}

// askNumberText asks for the number a message is missing.
const askNumberText = "Thank you. What number can we call you back on?"

// readMessage reads a message the caller leaves in answer to a request for their name
// and number: complete (m) once it has a phone number; reply asks for the number when
// only a name came. ok is false when the last message is no such answer.
func readMessage(msgs []lexa.ChatMessage, last int, previous string) (m *Message, reply string, ok bool) {
	lowerPrevious := strings.ToLower(previous)
	if !strings.Contains(lowerPrevious, askMessageMarker) && previous != askNumberText {
		return nil, "", false
	}
	message := msgs[last].Content
	d := readDetails(lexa.BusinessProfile{}, message, asked{name: true})
	if d.phone == "" {
		// A number the caller gave earlier in the conversation is not asked for again: a
		// "yes" or a name completes the message with it.
		if isYes(chatWords(message)) || d.name != "" {
			for i := last - 1; i >= 0 && d.phone == ""; i-- {
				if msgs[i].Role == "user" {
					earlier := readDetails(lexa.BusinessProfile{}, msgs[i].Content, asked{})
					d.phone, d.name = earlier.phone, cmpOr(d.name, earlier.name)
				}
			}
		}
		if d.phone == "" && d.name == "" {
			return nil, "", false
		}
		if d.phone == "" {
			return nil, askNumberText, true
		}
	}
	name := d.name
	var said []string
	// The name may have come in the message before the number was asked for.
	for i := last; i >= 0 && i >= last-2; i-- {
		if msgs[i].Role == "user" {
			said = append([]string{msgs[i].Content}, said...)
			if name == "" {
				name = readDetails(lexa.BusinessProfile{}, msgs[i].Content, asked{name: true}).name
			}
		}
	}
	m = &Message{Name: name, Phone: d.phone, Text: strings.Join(said, "\n")}
	if lang := text.DetectLanguage(m.Text); !lang.English() {
		m.Language = lang.Name
	}
	return m, "", true
}

// claimPattern finds a sentence that says something was booked, scheduled, confirmed,
// moved, cancelled or passed on, or that the caller is being put through: what only the
// server may say, after it stored it or where its line dials a person.
var claimPattern = regexp.MustCompile(`(?i)\b(booked|all set|confirmed|scheduled you|i've scheduled|i have scheduled|reserved|passed (?:your|it|the) (?:message|request)|passed on|(?:i've|i have|been|is|was) (?:moved|cancell?ed|canceled|rescheduled)|(?:i'll|i will|i'm going to|let me) (?:put you through|transfer you)|putting you through|transferring you)\b`)

// ClaimsBooking reports whether a reply (a model's) says a booking or message was made or
// passed on.
func ClaimsBooking(reply string) bool { return claimPattern.MatchString(reply) }

// Conversations is this package as a server's handlers use it, through a small interface
// of their own (the HTTP layer does not import the engines; main wires this in).
type Conversations struct{}

// Conclude is the package's Conclude.
func (Conversations) Conclude(ctx context.Context, call lexa.ChatCall) (Conclusion, error) {
	return Conclude(ctx, call)
}

// Reply is the built-in engine's answer (the package's Reply), unpaced.
func (Conversations) Reply(ctx context.Context, call lexa.ChatCall) (string, error) {
	return Reply(ctx, call)
}

// BookedReply is the package's BookedReply.
func (Conversations) BookedReply(p lexa.BusinessProfile, a lexa.Appointment, at time.Time) string {
	return BookedReply(p, a, at)
}

// TakenReply is the package's TakenReply.
func (Conversations) TakenReply(call lexa.ChatCall, in lexa.AppointmentRequest) string {
	return TakenReply(call, in)
}

// MessageTakenReply is the package's MessageTakenReply.
func (Conversations) MessageTakenReply(m Message) string { return MessageTakenReply(m) }

// ClaimsBooking is the package's ClaimsBooking.
func (Conversations) ClaimsBooking(reply string) bool { return ClaimsBooking(reply) }

// ChangedReply is the package's ChangedReply.
func (Conversations) ChangedReply(p lexa.BusinessProfile, a lexa.Appointment, kind lexa.AppointmentChangeKind, at time.Time) string {
	return ChangedReply(p, a, kind, at)
}

// NoAppointmentReply is the package's NoAppointmentReply.
func (Conversations) NoAppointmentReply(p lexa.BusinessProfile, phone, name string) string {
	return NoAppointmentReply(p, phone, name)
}

// SeveralAppointmentsReply is the package's SeveralAppointmentsReply.
func (Conversations) SeveralAppointmentsReply() string { return SeveralAppointmentsReply() }

// MoveRefusedReply is the package's MoveRefusedReply.
func (Conversations) MoveRefusedReply(call lexa.ChatCall, c lexa.CallerChange, before lexa.Appointment, problem string) string {
	return MoveRefusedReply(call, c, before, problem)
}

// Emergency is what the receptionist says when said fires one of p's emergency triggers
// (the phone then dials p's emergency number); ok is false when it fires none.
func (Conversations) Emergency(p lexa.BusinessProfile, said string) (reply string, ok bool) {
	if p.Emergency.Phone == "" {
		return "", false
	}
	return emergencyAnswer(p, said)
}

// Farewell tells whether the caller's last message in call ends the call: a goodbye, or a
// no to "anything else?". On the phone the receptionist then hangs up.
func (Conversations) Farewell(call lexa.ChatCall) bool {
	msgs := call.Messages
	if len(msgs) == 0 || msgs[len(msgs)-1].Role != "user" {
		return false
	}
	words := chatWords(msgs[len(msgs)-1].Content)
	if chatHasAny(words, chatByeTerms) {
		return true
	}
	return isNo(words) && len(msgs) > 1 && strings.HasSuffix(strings.TrimSpace(msgs[len(msgs)-2].Content), anythingElse)
}

// FarewellReply is the receptionist's last words on a call.
func (Conversations) FarewellReply(p lexa.BusinessProfile) string {
	return byeReply(p, toneOf(p))
}
