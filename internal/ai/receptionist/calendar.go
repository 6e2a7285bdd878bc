package receptionist

import (
	"time"

	"lexa/internal/lexa"
)

// When an appointment may start, by the profile's booking rules: on a day the business is
// open, on a step of SlotMinutes from a span's opening, ending by the span's close, and no
// sooner than LeadTimeHours after the call.

// slotProblem is why a day and time cannot be booked; slotOK when it can.
type slotProblem int

const (
	slotOK slotProblem = iota
	slotClosedDay
	slotOutsideHours // before opening, after closing, or ending after it
	slotOffStep      // within the hours, between two start times
	slotTooSoon      // sooner than the lead time allows
)

// startsOn are the start times (minutes after midnight) of an appointment of duration
// minutes on date's weekday, in order.
func startsOn(p lexa.BusinessProfile, date time.Time, duration int) []int {
	step := p.Booking.SlotMinutes
	if step <= 0 {
		step = 30
	}
	var out []int
	for _, s := range daySpans(p, date.Weekday()) {
		for t := s.open; t+duration <= s.close; t += step {
			out = append(out, t)
		}
	}
	return out
}

// earliestStart is the first moment the lead time allows.
func earliestStart(p lexa.BusinessProfile, local time.Time) time.Time {
	return local.Add(time.Duration(p.Booking.LeadTimeHours) * time.Hour)
}

// checkSlot says whether an appointment of duration minutes can start at minute on date.
func checkSlot(p lexa.BusinessProfile, local, date time.Time, minute, duration int) slotProblem {
	starts := startsOn(p, date, duration)
	if len(daySpans(p, date.Weekday())) == 0 {
		return slotClosedDay
	}
	for _, s := range starts {
		if s == minute {
			if atMinute(date, minute).Before(earliestStart(p, local)) {
				return slotTooSoon
			}
			return slotOK
		}
	}
	for _, s := range daySpans(p, date.Weekday()) {
		if minute >= s.open && minute+duration <= s.close {
			return slotOffStep
		}
	}
	return slotOutsideHours
}

// firstFreeStart is the first start the lead time allows, on or after from's day, within
// two months; ok is false when there is none.
func firstFreeStart(p lexa.BusinessProfile, local, from time.Time, duration int) (time.Time, bool) {
	earliest := earliestStart(p, local)
	day := dayStart(from)
	for d := 0; d < 62; d++ {
		date := day.AddDate(0, 0, d)
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
