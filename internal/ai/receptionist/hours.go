package receptionist

import (
	"strconv"
	"strings"
	"time"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// The business's opening hours, read against the moment of the call in its time zone.

// span is one stretch of opening hours in minutes after midnight.
type span struct{ open, close int }

// weekOrder is the order people say the week in.
var weekOrder = []time.Weekday{time.Monday, time.Tuesday, time.Wednesday, time.Thursday, time.Friday, time.Saturday, time.Sunday}

// localTime is the call's moment on the business's clock. Validate has checked the zone;
// a profile that skipped it is read in UTC rather than failing the call.
func localTime(p lexa.BusinessProfile, at time.Time) time.Time {
	loc, err := time.LoadLocation(p.Timezone)
	if err != nil {
		loc = time.UTC
	}
	return at.In(loc)
}

// daySpans are the spans of one weekday.
func daySpans(p lexa.BusinessProfile, d time.Weekday) []span {
	var out []span
	for _, s := range p.Hours.Day(d) {
		if open, close, ok := s.Minutes(); ok {
			out = append(out, span{open, close})
		}
	}
	return out
}

// minuteOfDay is how many minutes of its day t has had.
func minuteOfDay(t time.Time) int { return t.Hour()*60 + t.Minute() }

// dayStart is midnight of t's day, in t's zone.
func dayStart(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, t.Location())
}

// atMinute is minute of date's day (which may pass a change of clocks).
func atMinute(date time.Time, minute int) time.Time {
	y, m, d := date.Date()
	return time.Date(y, m, d, minute/60, minute%60, 0, 0, date.Location())
}

// formatClock writes a time of day as people say it: "8 AM", "5:30 PM", "noon", "midnight".
func formatClock(minute int) string {
	switch minute {
	case 12 * 60:
		return "noon"
	case 0, 24 * 60:
		return "midnight"
	}
	h, m := (minute/60)%24, minute%60
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	if h = h % 12; h == 0 {
		h = 12
	}
	if m == 0 {
		return strconv.Itoa(h) + " " + suffix
	}
	return strconv.Itoa(h) + ":" + twoDigits(m) + " " + suffix
}

// formatSlot writes a booking's start with its minutes, as a confirmation reads: "10:00 AM".
func formatSlot(minute int) string {
	h, m := (minute/60)%24, minute%60
	suffix := "AM"
	if h >= 12 {
		suffix = "PM"
	}
	if h = h % 12; h == 0 {
		h = 12
	}
	return strconv.Itoa(h) + ":" + twoDigits(m) + " " + suffix
}

func twoDigits(n int) string { return string(rune('0'+n/10)) + string(rune('0'+n%10)) }

// formatSpans writes a day's hours: "8 AM to 5 PM", "8:30 AM to noon and 1 PM to 5:30 PM".
func formatSpans(spans []span) string {
	parts := make([]string, len(spans))
	for i, s := range spans {
		parts[i] = formatClock(s.open) + " to " + formatClock(s.close)
	}
	return text.JoinAnd(parts)
}

// dayText writes a day of a booking from the call's day: "today, March 10", "tomorrow,
// March 11", "Thursday, March 12". The date is always said, so a caller can catch a
// misunderstanding ("next Tuesday").
func dayText(local, date time.Time) string {
	switch int(dayStart(date).Sub(dayStart(local)).Hours()+12) / 24 {
	case 0:
		return "today, " + date.Format("January 2")
	case 1:
		return "tomorrow, " + date.Format("January 2")
	}
	return date.Format("Monday, January 2")
}

// weeklyHours is the whole week, days with the same hours together: "Monday to
// Wednesday, 8 AM to 5 PM; Thursday, 8 AM to 7 PM; and Saturday, 9 AM to 1 PM. We're
// closed on Sundays."
func weeklyHours(p lexa.BusinessProfile) string {
	var groups []string
	var closed []string
	for i := 0; i < len(weekOrder); {
		hours := formatSpans(daySpans(p, weekOrder[i]))
		j := i + 1
		for j < len(weekOrder) && formatSpans(daySpans(p, weekOrder[j])) == hours {
			j++
		}
		days := weekOrder[i].String()
		switch j - i {
		case 1:
		case 2:
			days += " and " + weekOrder[j-1].String()
		default:
			days += " to " + weekOrder[j-1].String()
		}
		if hours == "" {
			for _, d := range weekOrder[i:j] {
				closed = append(closed, d.String()+"s")
			}
		} else {
			groups = append(groups, days+", "+hours)
		}
		i = j
	}
	out := "We're open " + strings.Join(groups, "; ") + "."
	if len(groups) > 1 {
		out = "We're open " + strings.Join(groups[:len(groups)-1], "; ") + "; and " + groups[len(groups)-1] + "."
	}
	if len(closed) > 0 {
		out += " We're closed on " + text.JoinAnd(closed) + "."
	}
	return out
}

// openNow says whether the business is open at local and, if so, until when today.
func openNow(p lexa.BusinessProfile, local time.Time) (open bool, until int) {
	now := minuteOfDay(local)
	for _, s := range daySpans(p, local.Weekday()) {
		if now >= s.open && now < s.close {
			return true, s.close
		}
	}
	return false, 0
}

// nextOpening is when the business next opens after local, within a week; ok is false
// for a profile that is never open.
func nextOpening(p lexa.BusinessProfile, local time.Time) (time.Time, bool) {
	today := dayStart(local)
	for d := 0; d <= 7; d++ {
		date := today.AddDate(0, 0, d)
		for _, s := range daySpans(p, date.Weekday()) {
			if start := atMinute(date, s.open); start.After(local) {
				return start, true
			}
		}
	}
	return time.Time{}, false
}

// whenFrom says a moment relative to local: "today at 1 PM", "tomorrow at 8 AM",
// "Monday at 8 AM".
func whenFrom(local, t time.Time) string {
	clock := formatClock(minuteOfDay(t))
	switch int(dayStart(t).Sub(dayStart(local)).Hours()+12) / 24 {
	case 0:
		return "today at " + clock
	case 1:
		return "tomorrow at " + clock
	}
	return t.Weekday().String() + " at " + clock
}

// closedNowText says the business is closed and when it opens again.
func closedNowText(p lexa.BusinessProfile, local time.Time) string {
	if next, ok := nextOpening(p, local); ok {
		return "Our office is closed right now; we open again " + whenFrom(local, next) + "."
	}
	return "Our office is closed right now."
}

// hoursReply answers a question about opening hours: a named day, today or now, or the
// whole week.
func hoursReply(p lexa.BusinessProfile, words []string, local time.Time) string {
	switch {
	case chatHasAny(words, []string{"weekend", "weekends"}):
		return dayHoursText(p, time.Saturday, "") + " " + dayHoursText(p, time.Sunday, "")
	case chatHasAny(words, []string{"tomorrow"}):
		return dayHoursText(p, local.AddDate(0, 0, 1).Weekday(), "tomorrow")
	case chatHasAny(words, []string{"now", "today", "tonight", "still open", "currently", "at the moment", "this morning", "this afternoon", "this evening"}):
		return nowHoursText(p, local)
	}
	if d, ok := namedWeekday(words); ok {
		return dayHoursText(p, d, "")
	}
	if chatHasAny(words, []string{"close", "closes", "closing", "open until", "what time do you open", "when do you open"}) {
		return todayHoursText(p, local)
	}
	return weeklyHours(p)
}

// dayHoursText answers "are you open on Saturday?"; when is "tomorrow" or "" for the
// weekday's name.
func dayHoursText(p lexa.BusinessProfile, d time.Weekday, when string) string {
	spans := daySpans(p, d)
	name := "on " + d.String() + "s"
	if when != "" {
		name = when
	}
	if len(spans) == 0 {
		return "No, we're closed " + name + ". " + nextOpenDayText(p, d)
	}
	return "Yes, " + name + " we're open " + formatSpans(spans) + "."
}

// nextOpenDayText names the first day after d the business opens: "We're open again on
// Monday, 8 AM to 5 PM."
func nextOpenDayText(p lexa.BusinessProfile, d time.Weekday) string {
	for i := 1; i <= 7; i++ {
		next := time.Weekday((int(d) + i) % 7)
		if spans := daySpans(p, next); len(spans) > 0 {
			return "We're open again on " + next.String() + ", " + formatSpans(spans) + "."
		}
	}
	return ""
}

// nowHoursText answers "are you open now?".
func nowHoursText(p lexa.BusinessProfile, local time.Time) string {
	if open, until := openNow(p, local); open {
		return "Yes, we're open right now, until " + formatClock(until) + " today."
	}
	return closedNowText(p, local)
}

// todayHoursText answers "what time do you close?".
func todayHoursText(p lexa.BusinessProfile, local time.Time) string {
	if spans := daySpans(p, local.Weekday()); len(spans) > 0 {
		return "Today we're open " + formatSpans(spans) + "."
	}
	return closedNowText(p, local)
}

// namedWeekday is the first weekday the words name ("sat", "Saturday", "saturdays").
func namedWeekday(words []string) (time.Weekday, bool) {
	for _, w := range words {
		if d, ok := chatWeekdayNames[strings.TrimSuffix(w, "s")]; ok {
			return d, true
		}
		if d, ok := chatWeekdayNames[w]; ok {
			return d, true
		}
	}
	return 0, false
}

var chatWeekdayNames = map[string]time.Weekday{
	"monday": time.Monday, "mon": time.Monday, "tuesday": time.Tuesday, "tue": time.Tuesday, "tues": time.Tuesday,
	"wednesday": time.Wednesday, "wed": time.Wednesday, "thursday": time.Thursday, "thu": time.Thursday,
	"thur": time.Thursday, "thurs": time.Thursday, "friday": time.Friday, "fri": time.Friday,
	"saturday": time.Saturday, "sat": time.Saturday, "sunday": time.Sunday, "sun": time.Sunday,
}
