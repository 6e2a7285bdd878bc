package receptionist

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"time"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// A booking over several turns: the receptionist asks for a day and time within the
// business's hours and lead time, then for what the profile collects, and confirms. It
// keeps no state: each reply reads the conversation back to the message that started the
// booking, so the same conversation always gets the same reply.

type bookingKind int

const (
	kindBook bookingKind = iota
	kindReschedule
	kindCancel
)

var (
	chatBookTerms = []string{"book", "booking", "appointment", "appointments", "schedule", "scheduling", "come in",
		"come out", "come by", "send someone", "send a technician", "send a tech", "someone out", "availability",
		"next available", "slot", "slots"}
	// chatWantTerms with a service named ask for it: "I'd like a consultation".
	chatWantTerms = []string{"i'd like", "i would like", "i want", "i need", "can i get", "could i get", "can i have",
		"could i have", "can you do", "could you do"}
	chatRescheduleTerms = []string{"reschedule", "move my appointment", "move the appointment", "move my booking",
		"change my appointment", "change the appointment", "change my booking", "different time", "different day",
		"push my appointment", "push it back"}
	chatCancelTerms = []string{"cancel"}
	// chatSoftRescheduleTerms ask to move an appointment when no booking is in progress.
	chatSoftRescheduleTerms = []string{"change the time", "change the date", "change the day", "change my time",
		"another time", "another day", "move it", "can't make it", "cannot make it", "won't make it", "rebook"}
)

// The confirmations: a later turn with one of them ends the booking.
const (
	confirmBooked    = "You're all set"
	confirmMoved     = "I've moved your appointment"
	confirmCancelled = "I've cancelled your appointment"
	// proposeMarker ends a turn that proposes one day and time; a "yes" takes it.
	proposeMarker = "Would that work?"
)

// The questions a booking asks, which a bare answer is read against.
const (
	askNamePart       = "your name"
	askBookedNamePart = "the name the appointment is under"
	askAddressPart    = "the address for the visit"
	askReasonPart     = "the reason for the appointment"
	askTimePart       = "Which time would"
	askServicePart    = "which of our services it is for"
)

// askedIn is what an assistant turn asked for.
func askedIn(assistant string) asked {
	return asked{
		name:    strings.Contains(assistant, askNamePart) || strings.Contains(assistant, askBookedNamePart) || strings.Contains(assistant, "What name"),
		address: strings.Contains(assistant, askAddressPart),
		reason: strings.Contains(assistant, askReasonPart) || strings.Contains(assistant, "What is the appointment for") ||
			strings.Contains(assistant, askServicePart),
		time: strings.Contains(assistant, askTimePart) || strings.Contains(assistant, "Which would you like?"),
	}
}

func bookingKindOf(words []string) (bookingKind, bool) {
	switch {
	case chatHasAny(words, chatRescheduleTerms):
		return kindReschedule, true
	case chatHasAny(words, chatCancelTerms):
		return kindCancel, true
	case chatHasAny(words, chatBookTerms):
		return kindBook, true
	}
	return kindBook, false
}

func confirmed(assistant string) bool {
	for _, done := range []string{confirmBooked, confirmRequested, demoNothingBooked, confirmMoved, confirmCancelled,
		movedRequest, demoNothingChanged, noAppointmentPart} {
		if strings.Contains(assistant, done) {
			return true
		}
	}
	return false
}

// chatOffersBooking reports whether an assistant turn offered a booking, so that a plain
// "yes" starts one.
func chatOffersBooking(assistant string) bool {
	return strings.Contains(assistant, bookOffer) || strings.Contains(assistant, bookAgainOffer)
}

// bookingStart is the user message that started the booking in progress at last, and its
// kind; start is -1 when no booking is in progress (none started, or it was confirmed).
// A booking starts with words for one ("book", "reschedule", "cancel"), with a service
// asked for ("I'd like a consultation") or named with a day or time, and with a "yes" to
// an offer to book, or a day or time given in answer to one.
func bookingStart(p lexa.BusinessProfile, msgs []lexa.ChatMessage, last int) (start int, kind bookingKind) {
	for i := last; i >= 0; i-- {
		m := msgs[i]
		if m.Role != "user" {
			if confirmed(m.Content) {
				return -1, kindBook
			}
			continue
		}
		words := chatWords(m.Content)
		// "Can I change the time?" moves an appointment, unless a booking was in progress
		// when it was said: then it is about that booking's time.
		if chatHasAny(words, chatSoftRescheduleTerms) && !chatHasAny(words, chatRescheduleTerms) && !chatHasAny(words, chatCancelTerms) {
			if prior, _ := bookingStart(p, msgs, i-1); prior < 0 {
				return i, kindReschedule
			}
			continue
		}
		if k, ok := bookingKindOf(words); ok {
			return i, k
		}
		offered := i > 0 && chatOffersBooking(msgs[i-1].Content)
		if offered && isYes(words) {
			return i, kindBook
		}
		named := offered || len(matchServices(p, words)) > 0
		if named && (chatHasAny(words, chatWantTerms) || saysWhen(m.Content, words)) {
			return i, kindBook
		}
	}
	return -1, kindBook
}

// saysWhen reports whether a message names a day, a time or a part of the day.
func saysWhen(message string, words []string) bool {
	if chatHasAny(words, []string{"morning", "afternoon", "evening", "tonight", "noon"}) || readDay(message, words).kind != dayNone {
		return true
	}
	_, _, ok := chatReadTime(strings.ToLower(message), words)
	return ok
}

// readBooking gathers the details from start to last, later ones over earlier ones, and a
// name or phone number the caller gave earlier in the call. ctx is looked at before each
// message, which may hold 4,000 characters.
func readBooking(ctx context.Context, p lexa.BusinessProfile, msgs []lexa.ChatMessage, start, last int, kind bookingKind) (details, error) {
	var d details
	for i := start; i <= last; i++ {
		if err := ctx.Err(); err != nil {
			return d, err
		}
		if msgs[i].Role != "user" {
			continue
		}
		prev := ""
		if i > 0 && msgs[i-1].Role == "assistant" {
			prev = msgs[i-1].Content
		}
		n := readDetails(p, msgs[i].Content, askedIn(prev))
		if i == start && kind == kindReschedule {
			n = newTimeOnly(p, msgs[i].Content, n)
		}
		if words := chatWords(msgs[i].Content); isYes(words) || chatOffersBooking(prev) {
			if strings.Contains(prev, proposeMarker) && isYes(words) {
				offered := readDetails(p, prev, asked{})
				n.day, n.minute, n.hasTime = offered.day, offered.minute, offered.hasTime
			}
			if i == start && n.service == "" {
				if named := matchServices(p, chatWords(prev)); len(named) > 0 {
					n.service = named[0].Name
				}
			}
		}
		d.merge(n)
	}
	// What the caller said before asking to book still counts: their name and number, and
	// a service they asked about, when it was only one.
	for i := start - 1; i >= 0 && (d.name == "" || d.phone == "" || d.service == ""); i-- {
		if err := ctx.Err(); err != nil {
			return d, err
		}
		if msgs[i].Role == "user" {
			// Read as it was said: a bare "Sam Ortiz" in answer to "May I have your name?".
			var a asked
			if i > 0 && msgs[i-1].Role == "assistant" {
				a = asked{name: askedIn(msgs[i-1].Content).name}
			}
			earlier := readDetails(p, msgs[i].Content, a)
			d.name, d.phone = cmpOr(d.name, earlier.name), cmpOr(d.phone, earlier.phone)
			if named := matchServices(p, chatWords(msgs[i].Content)); d.service == "" && len(named) == 1 {
				d.service = named[0].Name
			}
		}
	}
	if !p.Booking.Collects("address") {
		d.address = ""
	}
	return d, nil
}

// newTimeOnly keeps, of a message asking to move an appointment, only the new day and time:
// "my appointment on Thursday to Friday at 2" moves it to Friday; without " to " the day
// named is the old appointment's.
func newTimeOnly(p lexa.BusinessProfile, message string, d details) details {
	lower := strings.ToLower(message)
	// Only a " to " after the words asking to move counts: "I need to reschedule" is none.
	from := 0
	for _, term := range chatRescheduleTerms {
		if i := strings.LastIndex(lower, term); i >= 0 {
			from = max(from, i+len(term))
		}
	}
	cut := max(strings.LastIndex(lower[from:], " to "), strings.LastIndex(lower[from:], " instead"))
	if cut >= 0 {
		cut += from
	}
	if cut < 0 {
		d.day, d.hasTime, d.badTime, d.minute, d.partOfDay = daySpec{}, false, false, 0, ""
		return d
	}
	tail := readDetails(p, message[cut:], asked{})
	d.day, d.hasTime, d.badTime, d.minute, d.partOfDay = tail.day, tail.hasTime, tail.badTime, tail.minute, tail.partOfDay
	return d
}

func cmpOr(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// serviceNamed is the profile's service of that name.
func serviceNamed(p lexa.BusinessProfile, name string) (lexa.BusinessService, bool) {
	for _, s := range p.Services {
		if s.Name == name {
			return s, true
		}
	}
	return lexa.BusinessService{}, false
}

// bookingReply moves the booking on: it says why a day or time cannot be had and offers
// one that can, asks for what is still missing, or, with all of it, completes it: a new
// booking comes back as the request to store, a move or cancellation as the change to
// make (the reply then says only that this conversation stored nothing: the server that
// stores it answers in its place). refusals is how many times the booking was already
// refused a day or time: the second refusal offers a message instead of more times.
func bookingReply(call lexa.ChatCall, local time.Time, kind bookingKind, d details, t tone, refusals int) (string, *lexa.AppointmentRequest, *lexa.CallerChange) {
	p := call.Business
	if kind == kindCancel {
		reply, change := cancelTurn(call, local, d, t)
		return reply, nil, change
	}
	duration, taken := p.Booking.SlotMinutes, call.Taken
	if s, ok := serviceNamed(p, d.service); ok {
		duration = s.DurationMinutes
	}
	var need []string
	if kind == kindReschedule {
		old := d
		old.day = daySpec{} // the day said is the new one
		own, found, needs, none := changeNeeds(call, old)
		if none {
			// The server answers (changeNeeds); no time is asked for a move of nothing.
			c := &lexa.CallerChange{Phone: d.phone, Name: d.name}
			return NoAppointmentReply(p, d.phone, d.name), nil, c
		}
		if found {
			duration, taken = int(own.End.Sub(own.Start)/time.Minute), without(call.Taken, own)
		}
		need = needs
	} else {
		need = missingDetails(p, d)
	}
	reply := bookingTurn(p, local, kind, d, t, duration, taken, need, refusals)
	if reply != readyMarker {
		return reply, nil, nil
	}
	date, _ := d.day.resolve(local)
	if kind == kindReschedule {
		c := &lexa.CallerChange{Phone: d.phone, Name: d.name, Start: atMinute(date, d.minute)}
		return demoMoveText(p, local, *c), nil, c
	}
	in := &lexa.AppointmentRequest{Service: bookedService(p, d), Start: atMinute(date, d.minute), CallerName: d.name,
		Phone: d.phone, Notes: bookingNotes(d)}
	return demoBookingText(p, local, *in, d.address), in, nil
}

// readyMarker is bookingTurn's sign that a booking or move has all it needs; it never
// reaches a caller (bookingReply answers in its place).
const readyMarker = "\x00ready"

// bookingTurn is bookingReply's sentence, for an appointment of duration minutes among
// taken; need is what the caller has still to say once the time is right.
func bookingTurn(p lexa.BusinessProfile, local time.Time, kind bookingKind, d details, t tone, duration int,
	taken []lexa.Appointment, need []string, refusals int) string {
	date, hasDate := d.day.resolve(local)
	if hasDate && date.Before(dayStart(local)) {
		hasDate = false
	}
	// A refused day or time offers the next free times once; refused again, a message.
	refused := func(reply string) string {
		if refusals >= 1 {
			return giveUpText(reply, d, t)
		}
		return reply
	}
	switch {
	case d.badTime:
		return "Sorry, I didn't catch that time. Which time would suit you?"
	case hasDate && len(daySpans(p, date.Weekday())) == 0:
		return refused("We're closed on " + date.Weekday().String() + "s. " +
			nextTimesText(p, local, date, duration, taken, nextOpenDayText(p, date.Weekday())+" Which day would suit you instead?"))
	case hasDate && p.Booking.ClosedOn(date):
		return refused("We're closed on " + date.Format("Monday, January 2") + ". " +
			nextTimesText(p, local, date, duration, taken, "Which other day would suit you?"))
	case hasDate && d.hasTime:
		if reply, ok := slotReply(p, local, date, d.minute, duration, taken); !ok {
			if isRefusal(reply) {
				return refused(reply)
			}
			return reply
		}
	case hasDate:
		return dayReply(p, local, date, duration, d.partOfDay, taken)
	case d.hasTime:
		return formatSlot(d.minute) + " works for us on most days. Which day would you like?"
	default:
		return openingQuestion(p, kind, d, t, need)
	}
	when := dayText(local, date) + " at " + formatSlot(d.minute)
	if len(need) > 0 {
		thanks := ""
		if kind == kindReschedule && d.name != "" {
			thanks = "Thank you, " + d.name + ". "
		}
		return thanks + when + " is available. May I have " + text.JoinAnd(need) + "?"
	}
	return readyMarker
}

// The sentences that refuse a day or time the caller asked for; a booking refused twice
// offers a message.
var refusalParts = []string{"We're closed on", "isn't available", "is already taken"}

func isRefusal(assistant string) bool {
	for _, r := range refusalParts {
		if strings.Contains(assistant, r) {
			return true
		}
	}
	return false
}

// nextTimesText offers the next free times after a closed day, or, when the book has
// none in two months, asks as otherwise.
func nextTimesText(p lexa.BusinessProfile, local, date time.Time, duration int, taken []lexa.Appointment, otherwise string) string {
	next := nextFreeStarts(p, local, date, duration, taken, 3)
	if len(next) == 0 {
		return otherwise
	}
	return "The next free times are " + timesText(local, next) + ". Which would you like?"
}

// giveUpText answers a day or time refused a second time: why, in the refusal's first
// sentence, and an offer to take a message rather than go round again; with the caller's
// name and number known, a "yes" is enough.
func giveUpText(refusal string, d details, t tone) string {
	why := refusal
	if i := strings.Index(why, ". "); i >= 0 {
		why = why[:i+1]
	}
	out := "Sorry, that doesn't work either: " + chatLowerFirst(why) + " I can take a message for the team instead, and someone will call you back to find a time"
	if d.phone != "" && d.name != "" {
		return out + ". Shall I pass on " + askMessageMarker + ", " + d.name + " on " + d.phone + "?"
	}
	return out + ": please tell me " + askMessageMarker + "."
}

// bookedService is the profile's service the booking is for: the one named, or the
// business's only one.
func bookedService(p lexa.BusinessProfile, d details) string {
	if d.service == "" && len(p.Services) == 1 {
		return p.Services[0].Name
	}
	return d.service
}

// bookingNotes are what the office should know beyond the service and the time.
func bookingNotes(d details) string {
	var notes []string
	if d.reason != "" {
		notes = append(notes, "Reason: "+d.reason)
	}
	if d.address != "" {
		notes = append(notes, "Address: "+d.address)
	}
	return strings.Join(notes, "\n")
}

// slotReply explains why a time cannot be booked, offering what can; ok when it can.
func slotReply(p lexa.BusinessProfile, local, date time.Time, minute, duration int, taken []lexa.Appointment) (string, bool) {
	switch checkSlot(p, local, date, minute, duration) {
	case lexa.SlotOutsideHours:
		return "On " + date.Weekday().String() + "s we're open " + formatSpans(daySpans(p, date.Weekday())) + ", so " +
			formatSlot(minute) + " isn't available. Which time would suit you?", false
	case lexa.SlotOffStep:
		near := nearestStarts(p, date, minute, duration)
		times := make([]string, len(near))
		for i, m := range near {
			times[i] = formatSlot(m)
		}
		return "Appointments start " + everyText(p.Booking.SlotMinutes) + ", so " + formatSlot(minute) +
			" isn't a start time we have; " + joinOr(times) + " would work. Which would you like?", false
	case lexa.SlotTooSoon:
		return tooSoonReply(p, local, date, duration, taken), false
	}
	if isTaken(taken, date, minute, duration) {
		return takenText(p, local, atMinute(date, minute), duration, taken), false
	}
	return "", true
}

// tooSoonReply says the notice the business needs and proposes the first time it allows.
func tooSoonReply(p lexa.BusinessProfile, local, from time.Time, duration int, taken []lexa.Appointment) string {
	notice := "We need at least " + text.CountNoun(p.Booking.LeadTimeHours, "hour's", "hours'") + " notice"
	if p.Booking.LeadTimeHours == 0 {
		notice = "That time has already passed"
	}
	first, ok := firstFreeStart(p, local, from, duration, taken)
	if !ok {
		return notice + ". Which other day would suit you?"
	}
	return notice + ", so the earliest I can offer is " + dayText(local, first) + " at " + formatSlot(minuteOfDay(first)) + ". " + proposeMarker
}

// dayReply answers a day without a time: the times free that day (or that morning).
func dayReply(p lexa.BusinessProfile, local, date time.Time, duration int, part string, taken []lexa.Appointment) string {
	free := freeStartsOn(p, local, date, duration, part, taken)
	if len(free) == 0 && len(freeStartsOn(p, local, date, duration, "", taken)) == 0 {
		if len(freeStartsOn(p, local, date, duration, "", nil)) > 0 {
			return takenText(p, local, atMinute(date, 0), duration, taken)
		}
		return tooSoonReply(p, local, date, duration, taken)
	}
	on := chatUpperFirst(dayText(local, date))
	if !strings.HasPrefix(on, "Today") && !strings.HasPrefix(on, "Tomorrow") {
		on = "On " + on
	}
	if part != "" {
		on += " in the " + part
	}
	if len(free) == 0 {
		return on + " we have no times: we're open " + formatSpans(daySpans(p, date.Weekday())) + " that day. Which time would suit you?"
	}
	return on + " we have " + startsText(free) + ". Which time would you like?"
}

// startsText lists start times, or their range when there are many: "9:00 AM, 11:00 AM
// and 1:00 PM", "times from 8:00 AM to 11:30 AM".
func startsText(starts []int) string {
	if len(starts) > 5 {
		return "times from " + formatSlot(starts[0]) + " to " + formatSlot(starts[len(starts)-1])
	}
	parts := make([]string, len(starts))
	for i, m := range starts {
		parts[i] = formatSlot(m)
	}
	return text.JoinAnd(parts)
}

// openingQuestion starts a booking that has no day yet; a move asks for what else it
// needs (need) at the same time.
func openingQuestion(p lexa.BusinessProfile, kind bookingKind, d details, t tone, need []string) string {
	if kind == kindReschedule {
		if len(need) > 0 {
			return t.sure + " I can move your appointment. May I have " + text.JoinAnd(need) + ", and which day and time would suit you instead?"
		}
		return t.sure + " I can move your appointment. Which day and time would suit you instead?"
	}
	if d.service == "" && p.Booking.Collects("service") {
		return t.sure + " I'd be happy to book that for you. What is the appointment for, and which day and time would suit you?"
	}
	return t.sure + " I'd be happy to book that for you. Which day and time would suit you?"
}

// missingDetails are what the profile collects and the caller has not said yet, as the
// question asks for them.
func missingDetails(p lexa.BusinessProfile, d details) []string {
	var out []string
	for _, c := range p.Booking.Collect {
		switch {
		case c == "name" && d.name == "":
			out = append(out, askNamePart)
		case c == "phone" && d.phone == "":
			out = append(out, "a phone number we can reach you on")
		case c == "address" && d.address == "":
			out = append(out, askAddressPart)
		case c == "service" && d.service == "" && d.reason == "":
			out = append(out, askReasonPart)
		}
	}
	// The book keeps each appointment under one of the business's services.
	if bookedService(p, d) == "" && !slices.Contains(out, askReasonPart) {
		out = append(out, askServicePart)
	}
	return out
}

// confirmation repeats a booking confirmed in the book back in the caller's words.
func confirmation(p lexa.BusinessProfile, d details, when string) string {
	what := "your appointment"
	switch {
	case d.service != "":
		what = "your " + chatLowerFirst(d.service)
	case d.reason != "":
		what = "your appointment (" + d.reason + ")"
	}
	out := confirmBooked + ", " + cmpOr(d.name, "thank you") + ": " + what + " is booked for " + when + "."
	if d.address != "" {
		out += " We'll come to " + d.address + "."
	}
	if d.phone != "" {
		out += " We'll call " + d.phone + " if anything changes."
	}
	if p.Booking.Note != "" {
		out += " " + p.Booking.Note
	}
	return out
}

// bookAgainOffer follows a cancellation.
const bookAgainOffer = "Would you like to book a new time?"

// everyText is how often appointments start: "every 30 minutes", "every hour", "every 2
// hours".
func everyText(minutes int) string {
	switch {
	case minutes == 60:
		return "every hour"
	case minutes%60 == 0:
		return "every " + strconv.Itoa(minutes/60) + " hours"
	}
	return "every " + strconv.Itoa(minutes) + " minutes"
}

// joinOr is "a or b".
func joinOr(items []string) string {
	if len(items) == 2 {
		return items[0] + " or " + items[1]
	}
	return strings.Join(items, ", ")
}
