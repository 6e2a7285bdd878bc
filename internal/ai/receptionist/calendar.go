package receptionist

import (
	"time"

	"lexa/internal/lexa"
)

// When an appointment may start is lexa's rule (BusinessProfile.DaySlots and CheckStart,
// shared with the appointment book): on a day the business is open and not closed, on a
// step of SlotMinutes from a span's opening, ending by the span's close, and no sooner
// than LeadTimeHours after the call. The conversation reads it as minutes of the day.

// startsOn are the start times (minutes after midnight) of an appointment of duration
// minutes on date's day, in order; a time the clocks skip that day is not one.
func startsOn(p lexa.BusinessProfile, date time.Time, duration int) []int {
	slots := p.DaySlots(date, duration)
	out := make([]int, len(slots))
	for i, s := range slots {
		out[i] = minuteOfDay(s.Start)
	}
	return out
}

// earliestStart is the first moment the lead time allows.
func earliestStart(p lexa.BusinessProfile, local time.Time) time.Time {
	return p.Booking.EarliestStart(local)
}

// checkSlot says whether an appointment of duration minutes can start at minute on date.
func checkSlot(p lexa.BusinessProfile, local, date time.Time, minute, duration int) lexa.SlotProblem {
	return p.CheckStart(atMinute(date, minute), duration, earliestStart(p, local))
}

// firstFreeStart is the first start the lead time allows, on or after from's day, within
// two months; ok is false when there is none.
func firstFreeStart(p lexa.BusinessProfile, local, from time.Time, duration int) (time.Time, bool) {
	earliest := earliestStart(p, local)
	day := dayStart(from)
	for d := 0; d < 62; d++ {
		date := day.AddDate(0, 0, d)
		if p.Booking.ClosedOn(date) {
			continue
		}
		for _, m := range startsOn(p, date, duration) {
			if t := atMinute(date, m); !t.Before(earliest) && !t.Before(from) {
				return t, true
			}
		}
	}
	return time.Time{}, false
}

// freeStartsOn are date's starts the lead time allows, within part of the day ("morning"
// before noon, "afternoon" noon to 5 PM, "evening" after; "" for the whole day).
func freeStartsOn(p lexa.BusinessProfile, local, date time.Time, duration int, part string) []int {
	earliest := earliestStart(p, local)
	var out []int
	for _, m := range startsOn(p, date, duration) {
		if atMinute(date, m).Before(earliest) || !inPartOfDay(m, part) {
			continue
		}
		out = append(out, m)
	}
	return out
}

func inPartOfDay(minute int, part string) bool {
	switch part {
	case "morning":
		return minute < 12*60
	case "afternoon":
		return minute >= 12*60 && minute < 17*60
	case "evening":
		return minute >= 17*60
	}
	return true
}

// nearestStarts are the starts just before and just after minute on date (either may be
// missing), for a time between two starts.
func nearestStarts(p lexa.BusinessProfile, date time.Time, minute, duration int) []int {
	var before, after = -1, -1
	for _, s := range startsOn(p, date, duration) {
		if s < minute {
			before = s
		} else if after < 0 {
			after = s
		}
	}
	var out []int
	for _, s := range []int{before, after} {
		if s >= 0 {
			out = append(out, s)
		}
	}
	return out
}
