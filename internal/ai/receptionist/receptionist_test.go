package receptionist

import (
	"context"
	"regexp"
	"strings"
	"testing"
	"time"

	"lexa/internal/lexa"
)

// t0 is a Tuesday morning on the business's clock, when every sample is open.
const t0 = "2026-03-10T10:00"

// tuesdayMorning is a moment every sample business is open: 11 AM in New York, 10 in
// Chicago, 9 in Denver.
var tuesdayMorning = time.Date(2026, time.March, 10, 15, 0, 0, 0, time.UTC)

func sample(id string) lexa.BusinessProfile {
	p, ok := lexa.SampleBusiness(id)
	if !ok {
		panic("no sample " + id)
	}
	return p
}

func dental() lexa.BusinessProfile { return sample("dental-clinic") }

// localAt is a local time ("2026-03-10T18:30") on the business's clock.
func localAt(p lexa.BusinessProfile, local string) time.Time {
	loc, err := time.LoadLocation(p.Timezone)
	if err != nil {
		panic(err)
	}
	t, err := time.ParseInLocation("2006-01-02T15:04", local, loc)
	if err != nil {
		panic(err)
	}
	return t
}

// talk plays the caller's lines to business id at the local time when, each answered by
// Reply, and returns the conversation with every answer.
func talk(when, id string, lines ...string) []lexa.ChatMessage {
	p := sample(id)
	var history []lexa.ChatMessage
	for _, line := range lines {
		history = append(history, lexa.ChatMessage{Role: "user", Content: line})
		answer, err := Reply(context.Background(), lexa.ChatCall{Business: p, At: localAt(p, when), Messages: history})
		if err != nil {
			panic(err)
		}
		history = append(history, lexa.ChatMessage{Role: "assistant", Content: answer})
	}
	return history
}

// last is the answer to the last line.
func last(when, id string, lines ...string) string {
	h := talk(when, id, lines...)
	return h[len(h)-1].Content
}

func wantAll(t *testing.T, got string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(got, w) {
			t.Errorf("the answer lacks %q:\n%s", w, got)
		}
	}
}

func wantNone(t *testing.T, got string, unwanted ...string) {
	t.Helper()
	for _, w := range unwanted {
		if strings.Contains(got, w) {
			t.Errorf("the answer says %q:\n%s", w, got)
		}
	}
}

// An emergency gets what to do and the emergency line at once, whatever else the message
// or the conversation is about.
func TestEmergencyComesFirst(t *testing.T) {
	tests := []struct {
		id    string
		lines []string
		want  []string
	}{
		{"dental-clinic", []string{"I have a toothache and my face is swelling"}, []string{"(555) 014-2299", "911"}},
		{"dental-clinic", []string{"My gums are bleeding and it won't stop"}, []string{"(555) 014-2299"}},
		{"dental-clinic", []string{"I've had a fever since my tooth started hurting"}, []string{"(555) 014-2299"}},
		{"dental-clinic", []string{"my son got hit in the mouth and a tooth is knocked out"}, []string{"(555) 014-2299"}},
		{"dental-clinic", []string{"I'd like to book a cleaning", "Actually my cheek is swollen now, is that bad?"}, []string{"(555) 014-2299"}},
		{"dental-clinic", []string{"How much is a filling? Also my jaw is swollen"}, []string{"(555) 014-2299"}},
		{"hvac-contractor", []string{"I smell gas in the basement"}, []string{"leave the house now", "(555) 013-4499"}},
		{"hvac-contractor", []string{"our CO alarm keeps going off"}, []string{"carbon monoxide", "(555) 013-4499"}},
		{"hvac-contractor", []string{"The furnace stopped last night and we have a newborn"}, []string{"(555) 013-4499", "technician today"}},
		{"hvac-contractor", []string{"there's water pouring out of the unit, the basement is flooding"}, []string{"(555) 013-4499"}},
		{"hvac-contractor", []string{"THIS IS RIDICULOUS, there are sparks coming from the furnace"}, []string{"call 911", "(555) 013-4499"}},
		{"law-office", []string{"My son was arrested last night"}, []string{"(555) 016-7799"}},
		{"law-office", []string{"I have a court hearing tomorrow and no lawyer"}, []string{"(555) 016-7799"}},
		{"law-office", []string{"my ex is threatening me and I need a protective order"}, []string{"call 911", "(555) 016-7799"}},
	}
	for _, tt := range tests {
		got := last(t0, tt.id, tt.lines...)
		wantAll(t, got, tt.want...)
		if phone := sample(tt.id).Emergency.Phone; strings.Index(got, phone) > 300 {
			t.Errorf("%q: the emergency line comes late:\n%s", tt.lines, got)
		}
		wantNone(t, got, "didn't quite catch")
	}
}

// A trigger said with "no" or "don't" right before it is not an emergency; other urgent
// wording without a trigger is not one either.
func TestNegatedTriggersDoNotFire(t *testing.T) {
	for _, tt := range []struct{ id, line string }{
		{"dental-clinic", "No swelling, just a chipped tooth"},
		{"dental-clinic", "my gums are bleeding a little when I brush"},
		{"hvac-contractor", "I don't smell gas but the furnace is making a noise"},
		{"hvac-contractor", "our 30-year-old furnace stopped working"},
		{"law-office", "I want to talk about child custody"},
	} {
		if got := last(t0, tt.id, tt.line); strings.Contains(got, sample(tt.id).Emergency.Phone) {
			t.Errorf("%q treated as an emergency:\n%s", tt.line, got)
		}
	}
}

// amountPattern finds a dollar amount in an answer.
var amountPattern = regexp.MustCompile(`\$\d{1,3}(?:,\d{3})*(?:\.\d\d)?`)

// profileAmounts are the dollar amounts a profile holds: its prices and those in its answers.
func profileAmounts(p lexa.BusinessProfile) map[string]bool {
	out := map[string]bool{}
	for _, s := range p.Services {
		out[formatMoney(s.PriceCents)] = true
	}
	for _, f := range p.FAQ {
		for _, a := range amountPattern.FindAllString(f.Answer, -1) {
			out[a] = true
		}
	}
	return out
}

// The receptionist quotes its business's prices and no other: not Lexa's plans, whatever
// it is asked.
func TestPricesAreTheProfiles(t *testing.T) {
	for _, tt := range []struct {
		id, line string
		want     []string
	}{
		{"dental-clinic", "price of a filling?", []string{"filling is $185", "45 minutes"}},
		{"dental-clinic", "how much for a root canal", []string{"starts at $950", "depends on what's needed"}},
		{"dental-clinic", "What do cleanings cost?", []string{"$129"}},
		{"dental-clinic", "What are your prices?", []string{"$129", "$185"}},
		{"hvac-contractor", "how much is a tune-up", []string{"furnace tune-up is $129", "AC tune-up is $129"}},
		{"hvac-contractor", "What does a new furnace cost?", []string{"$3,900"}},
		{"law-office", "How much is a will?", []string{"simple will is $650"}},
		{"law-office", "what do you charge to review a lease?", []string{"$275 per hour"}},
		{"hvac-contractor", "how much do you charge after hours?", []string{"$149 for the call-out"}}, // the FAQ's price
	} {
		wantAll(t, last(t0, tt.id, tt.line), tt.want...)
	}
	lexaQuestions := []string{"How much does it cost?", "How much is the Professional plan?", "Is there a free trial?",
		"What do your plans cost per year?", "Do you have an Enterprise plan?", "What's the price of Starter?", "Tell me about Lexa"}
	for _, p := range lexa.SampleBusinesses() {
		amounts := profileAmounts(p)
		for _, q := range lexaQuestions {
			got := last(t0, p.ID, q)
			wantNone(t, got, "Starter", "Professional", "Enterprise", "Lexa", "free trial", "$299", "$699", "$1,499")
			for _, a := range amountPattern.FindAllString(got, -1) {
				if !amounts[a] {
					t.Errorf("%s, %q: %s is not one of the profile's amounts:\n%s", p.ID, q, a, got)
				}
			}
		}
	}
}

func TestHours(t *testing.T) {
	tests := []struct {
		when, id, line string
		want           []string
	}{
		{t0, "dental-clinic", "Are you open Saturday?", []string{"Yes, on Saturdays we're open 9 AM to 1 PM."}},
		{t0, "dental-clinic", "are you open on sundays", []string{"No, we're closed on Sundays.", "Monday, 8 AM to 5 PM"}},
		{t0, "dental-clinic", "What are your hours?", []string{"Monday to Wednesday, 8 AM to 5 PM", "Thursday, 8 AM to 7 PM", "closed on Sundays"}},
		{t0, "dental-clinic", "Are you open now?", []string{"open right now, until 5 PM today"}},
		{"2026-03-10T20:30", "dental-clinic", "are you still open?", []string{"closed right now", "tomorrow at 8 AM"}},
		{"2026-03-14T15:00", "dental-clinic", "Are you open right now?", []string{"closed right now", "Monday at 8 AM"}},
		{t0, "dental-clinic", "are you open tomorrow?", []string{"Yes, tomorrow we're open 8 AM to 5 PM."}},
		{t0, "law-office", "What are your hours?", []string{"Monday to Friday, 8:30 AM to noon and 1 PM to 5:30 PM", "closed on Saturdays and Sundays"}},
		{t0, "law-office", "open on the weekend?", []string{"closed on Saturdays", "closed on Sundays"}},
		{t0, "hvac-contractor", "what time do you close?", []string{"Today we're open 7 AM to 6 PM."}},
	}
	for _, tt := range tests {
		wantAll(t, last(tt.when, tt.id, tt.line), tt.want...)
	}
}

// A booking asks for a day and time within the hours and lead time, then for what the
// profile collects, and says it all back; on its own (the demo) it says nothing was booked.
func TestBookingOverSeveralTurns(t *testing.T) {
	h := talk(t0, "dental-clinic", "I'd like to book a cleaning", "Thursday at 10", "Sam Ortiz, 555-123-4567")
	wantAll(t, h[1].Content, "Which day and time")
	wantAll(t, h[3].Content, "Thursday, March 12 at 10:00 AM is available", "your name", "phone number")
	wantAll(t, h[5].Content, demoNothingBooked, "Sam Ortiz", "cleaning and exam", "Thursday, March 12 at 10:00 AM", "555-123-4567")

	// The HVAC contractor collects the address of the visit.
	got := last(t0, "hvac-contractor", "My AC is not cooling, can you come out?", "Friday at 9", "Jo Park, 555-222-1111, 42 Oak Street, Riverton")
	wantAll(t, got, demoNothingBooked, "Jo Park", "diagnostic visit", "Friday, March 13 at 9:00 AM", "42 Oak Street, Riverton")

	// A "yes" to an offer books what was offered.
	got = last(t0, "law-office", "How much is a will?", "yes", "Thursday at 2pm, I'm Pat Green, 555-777-8888")
	wantAll(t, got, demoNothingBooked, "Pat Green", "simple will", "Thursday, March 12 at 2:00 PM")
}

func TestBookingKeepsToTheRules(t *testing.T) {
	tests := []struct {
		id    string
		lines []string
		want  []string
	}{
		{"dental-clinic", []string{"Can I book a cleaning for Sunday?"}, []string{"closed on Sundays", "The next free times are Monday, March 16 at 8:00 AM, 8:30 AM and 9:00 AM"}},
		{"dental-clinic", []string{"book a filling Monday at 10:15"}, []string{"10:15 AM isn't a start time", "10:00 AM or 10:30 AM"}},
		{"dental-clinic", []string{"book a filling Friday at 4pm"}, []string{"On Fridays we're open 8 AM to 2 PM, so 4:00 PM isn't available"}},
		{"dental-clinic", []string{"can I come in today at 10:30 for a cleaning?"}, []string{"at least 2 hours' notice", "today, March 10 at 12:00 PM", "Would that work?"}},
		{"law-office", []string{"I'd like a consultation tomorrow at 9:30"}, []string{"at least 24 hours' notice", "tomorrow, March 11 at 10:30 AM", "Would that work?"}},
		{"law-office", []string{"Book a consultation for Thursday at 11:30"}, []string{"8:30 AM to noon and 1 PM to 5:30 PM", "11:30 AM isn't available"}},
		{"hvac-contractor", []string{"schedule a tune-up next Monday morning"}, []string{"Monday, March 16", "7:00 AM, 9:00 AM and 11:00 AM"}},
	}
	for _, tt := range tests {
		wantAll(t, last(t0, tt.id, tt.lines...), tt.want...)
	}
	// A question about a service during a booking is answered, and the booking goes on.
	got := last(t0, "law-office", "Can I book for next Tuesday at 3?", "what about divorces?")
	wantAll(t, got, "uncontested divorce starts at $1,500", "Tuesday, March 17 at 3:00 PM is available", "your name")
	// A proposed time is taken with a "yes".
	got = last(t0, "law-office", "I'd like a consultation tomorrow at 9:30", "yes", "Chris Moore, 555-010-9999")
	wantAll(t, got, demoNothingBooked, "Chris Moore", "tomorrow, March 11 at 10:30 AM")
}

// A closed date in the profile (lexa's rule, shared with the appointment book) is said
// to be closed, and the first time offered after a too-soon request skips it.
func TestBookingSkipsClosedDates(t *testing.T) {
	p := dental()
	p.Booking.ClosedDates = []string{"2026-03-12", "2026-03-10"}
	when := t0
	reply := func(line string) string {
		got, err := Reply(context.Background(), lexa.ChatCall{Business: p, At: localAt(p, when),
			Messages: []lexa.ChatMessage{{Role: "user", Content: line}}})
		if err != nil {
			t.Fatal(err)
		}
		return got
	}
	wantAll(t, reply("Can I book a cleaning on Thursday at 10?"), "We're closed on Thursday, March 12", "The next free times are Friday, March 13 at 8:00 AM")
	wantAll(t, reply("can I come in today at 10:30 for a cleaning?"), "We're closed on Tuesday, March 10")
	// At 3:30 PM a filling at 4 is too soon; Wednesday is closed, so Thursday is the first.
	p.Booking.ClosedDates, when = []string{"2026-03-11"}, "2026-03-10T15:30"
	wantAll(t, reply("can I come in today at 4pm for a filling?"), "the earliest I can offer is Thursday, March 12 at 8:00 AM")
}

// The public demo has no book: a move or cancellation asks what it needs and then says
// that nothing was changed (the book's own dialogue is in change_test.go).
func TestReschedulingAndCancellingInTheDemo(t *testing.T) {
	h := talk(t0, "law-office", "I need to reschedule my appointment on Thursday", "Friday at 2 please, it's under Chris Moore", "555-010-9999")
	wantAll(t, h[1].Content, "I can move your appointment", askBookedNamePart+" and its phone number", "which day and time")
	wantAll(t, h[3].Content, "Friday, March 13 at 2:00 PM is available", askPhonePart)
	wantAll(t, h[5].Content, demoNothingChanged, "555-010-9999", "Friday, March 13 at 2:00 PM")
	wantNone(t, h[5].Content, confirmMoved)
	got := last(t0, "dental-clinic", "Can I move my appointment to Monday at 9am? I'm Dana Lee, my number is 555-123-4567")
	wantAll(t, got, demoNothingChanged, "Monday, March 16 at 9:00 AM")
	h = talk(t0, "dental-clinic", "I have to cancel my appointment", "It's under Lee Wong, 555-222-3333", "no thanks")
	wantAll(t, h[1].Content, askBookedNamePart+" and its phone number")
	wantAll(t, h[3].Content, demoNothingChanged, "would now be cancelled")
	wantNone(t, h[3].Content, confirmCancelled)
	wantAll(t, h[5].Content, "No problem")
}

func TestPeopleRobotsAndOffTopic(t *testing.T) {
	for _, tt := range []struct {
		when, id, line string
		want           []string
	}{
		{t0, "law-office", "Are you a robot?", []string{"Harper & Cole Law Office's virtual receptionist, an AI", "someone on our team"}},
		{t0, "dental-clinic", "Am I talking to a real person?", []string{"virtual receptionist, an AI", "not a person"}},
		{t0, "hvac-contractor", "Is this a real person?", []string{"virtual receptionist, an AI", "not a person"}},
		{t0, "dental-clinic", "This is ridiculous, nobody called me back!", []string{"I'm so sorry", "can't put you through from here", "(555) 014-2200", "call you back today"}},
		{t0, "law-office", "I WANT TO SPEAK TO SOMEONE NOW", []string{"I apologize", "member of our team"}},
		{"2026-03-10T21:00", "hvac-contractor", "I've been waiting all day and nobody showed up", []string{"I'm really sorry", "closed right now", "call you back first thing"}},
		{t0, "dental-clinic", "Can I talk to a real person?", []string{"I can't put you through from here", "(555) 014-2200", askMessageMarker}},
		{"2026-03-10T20:30", "dental-clinic", "can I speak to someone?", []string{"closed right now", "tomorrow at 8 AM", "(555) 014-2299"}},
		{t0, "hvac-contractor", "Who won the game last night?", []string{"I'm sorry, I can't help with that", "Northwind Heating & Cooling's virtual receptionist"}},
		{t0, "law-office", "Can I sue my neighbor over a fence?", []string{"not able to give legal advice"}},
		{t0, "dental-clinic", "Do you take Delta Dental?", []string{"in network with Delta Dental PPO"}},
		{t0, "hvac-contractor", "Do you service Maple Grove?", []string{"We serve Riverton"}},
		{t0, "dental-clinic", "Where are you located?", []string{"214 Elm Street"}},
		{t0, "dental-clinic", "Hello", []string{"Thank you for calling Brightsmile Family Dental!"}},
		{t0, "law-office", "thanks, bye", []string{"Thank you for calling Harper & Cole Law Office."}},
	} {
		wantAll(t, last(tt.when, tt.id, tt.line), tt.want...)
	}
}

func TestReplyMatchesWholeWordsOnly(t *testing.T) {
	for _, tt := range []struct{ id, line, mustNot string }{
		{"dental-clinic", "Do you have demographic data?", "book that for you"},
		{"dental-clinic", "I will be late", "will"},
		{"law-office", "I will call back later", "simple will"},
		{"hvac-contractor", "I'm repeating myself: the thermostat", "put you through"},
	} {
		if got := last(t0, tt.id, tt.line); strings.Contains(got, tt.mustNot) {
			t.Errorf("%q matched a keyword inside a word:\n%s", tt.line, got)
		}
	}
}

func TestReplyEmptyHistoryGreets(t *testing.T) {
	p := dental()
	for _, history := range [][]lexa.ChatMessage{nil, {}, {{Role: "assistant", Content: "Hello"}}, {{Role: "user", Content: "   "}}} {
		if got, _ := Reply(context.Background(), lexa.ChatCall{Business: p, At: tuesdayMorning, Messages: history}); got != p.Greeting {
			t.Errorf("Reply(%v) = %q, want the greeting", history, got)
		}
	}
}

func TestReplyIsDeterministic(t *testing.T) {
	lines := []string{"Hi", "What does a filling cost?", "yes", "Thursday at 10, I'm Ada, 555-010-2020"}
	want := talk(t0, "dental-clinic", lines...)
	for range 5 {
		if again := talk(t0, "dental-clinic", lines...); again[len(again)-1] != want[len(want)-1] {
			t.Fatalf("two answers for one conversation")
		}
	}
}

func BenchmarkReply(b *testing.B) {
	history := talk(t0, "dental-clinic", "Hi, I'm Sarah", "What services do you offer?", "How much is a crown?", "I'd like to book one")
	history = append(history, lexa.ChatMessage{Role: "user", Content: "Thursday at 10 works for me"})
	call := lexa.ChatCall{Business: dental(), At: tuesdayMorning, Messages: history}
	for b.Loop() {
		_, _ = Reply(context.Background(), call)
	}
}
