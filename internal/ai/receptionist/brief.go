package receptionist

import (
	"fmt"
	"strings"
	"time"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// Brief is the business's profile as plain text for a model's instructions: every fact the
// built-in engine answers from, in the words the engine says it (hours, prices, times),
// and the moment of the call on the business's clock, so that a model can say whether the
// office is open and which times are far enough ahead.
func Brief(p lexa.BusinessProfile, at time.Time) string {
	local := localTime(p, at)
	var b strings.Builder
	fmt.Fprintf(&b, "Business: %s (%s).\nAddress: %s. Front desk: %s.\n", p.Name, p.Kind, p.Address, p.Phone)
	fmt.Fprintf(&b, "Now: %s at %s (%s).\n", local.Format("Monday, January 2, 2006"), formatClock(minuteOfDay(local)), p.Timezone)
	fmt.Fprintf(&b, "Opening hours: %s\n", weeklyHours(p))
	if open, until := openNow(p, local); open {
		fmt.Fprintf(&b, "The office is open now, until %s.\n", formatClock(until))
	} else {
		fmt.Fprintf(&b, "%s\n", closedNowText(p, local))
	}

	b.WriteString("\nServices, with the only prices you may quote:\n")
	for _, s := range p.Services {
		fmt.Fprintf(&b, "- %s: %s, about %s.\n", s.Name, priceText(s), durationText(s.DurationMinutes))
	}
	if len(p.FAQ) > 0 {
		b.WriteString("\nAnswers to common questions:\n")
		for _, f := range p.FAQ {
			fmt.Fprintf(&b, "- %s %s\n", f.Question, f.Answer)
		}
	}

	b.WriteString("\nBooking: appointments start " + everyText(p.Booking.SlotMinutes) + " from opening and must end by closing")
	if p.Booking.LeadTimeHours > 0 {
		fmt.Fprintf(&b, ", at least %s from now", text.CountNoun(p.Booking.LeadTimeHours, "hour", "hours"))
	}
	b.WriteString(". Ask for a day and a time")
	if len(p.Booking.Collect) > 0 {
		b.WriteString(", then for " + text.JoinAnd(collectNames(p.Booking.Collect)))
	}
	b.WriteString(", and confirm the weekday, date and time back.")
	if p.Booking.Note != "" {
		b.WriteString(" With every confirmation say: " + p.Booking.Note)
	}

	fmt.Fprintf(&b, "\n\nEmergency line: %s. Emergencies:\n", p.Emergency.Phone)
	for _, t := range p.Emergency.Triggers {
		fmt.Fprintf(&b, "- When the caller mentions %s", strings.Join(quoted(t.Any), " or "))
		if len(t.With) > 0 {
			fmt.Fprintf(&b, " together with %s", strings.Join(quoted(t.With), " or "))
		}
		fmt.Fprintf(&b, ": %s\n", cmpOr(t.Message, p.Emergency.Message))
	}
	return b.String()
}

func collectNames(collect []string) []string {
	names := map[string]string{"name": "their name", "phone": "a phone number", "service": "the service they need", "address": "the address for the visit"}
	out := make([]string, len(collect))
	for i, c := range collect {
		out[i] = cmpOr(names[c], c)
	}
	return out
}

func quoted(phrases []string) []string {
	out := make([]string, len(phrases))
	for i, s := range phrases {
		out[i] = `"` + strings.TrimSuffix(s, "*") + `"`
	}
	return out
}
