package lexa

import (
	"sync"
	"time"
)

// When an appointment may start, by a business profile: on a day it is open and not
// closed, on a step of SlotMinutes from a span's opening, ending by the span's close, no
// sooner than the lead time allows. This is the one home of the rule: the receptionist's
// conversation (internal/ai/receptionist) and the appointment book (bookings and moves)
// both ask here.
//
// Starts are wall-clock times on the business's calendar, turned into instants one by one
// in its time zone, so a day when the clocks change has the starts it really has: a start
// the clocks skip (02:30 on a spring-forward night) is not offered, a start they repeat
// (01:30 on a fall-back night) is offered once, at its first occurrence, and an
// appointment lasts its minutes of real time and must end by the span's real close.

// Slot is one time an appointment can take, on the business's clock.
type Slot struct {
	Start time.Time `json:"start"`
	End   time.Time `json:"end"`
}

// SlotProblem is why an appointment cannot start at a time; SlotOK when it can.
type SlotProblem int

// The slot problems, in the order CheckStart looks for them.
const (
	SlotOK           SlotProblem = iota
	SlotClosedDay                // the weekday has no opening hours
	SlotClosedDate               // one of the booking's closed dates
	SlotOutsideHours             // before opening, after closing, or ending after it
	SlotOffStep                  // within the hours, but between two start times
	SlotTooSoon                  // before the earliest start allowed (the lead time, or now)
)

// maxSlotDays bounds the days FreeSlots walks, whatever range it is asked for.
const maxSlotDays = 366

// Location is the profile's time zone. Validate has checked it; a profile that skipped
// Validate is read in UTC rather than failing.
func (p BusinessProfile) Location() *time.Location {
	if loc, ok := zones.Load(p.Timezone); ok {
		return loc.(*time.Location)
	}
	loc, err := time.LoadLocation(p.Timezone)
	if err != nil || p.Timezone == "" {
		return time.UTC
	}
	zones.Store(p.Timezone, loc)
	return loc
}

// zones keeps each time zone read (IANA name → *time.Location): time.LoadLocation reads
// the zone's file on every call, and a conversation asks for the slots of many days.
var zones sync.Map

// step is the minutes between two starts: SlotMinutes, or 30 for a profile that skipped
// Validate (a step of 0 would never end).
func (b BookingRules) step() int {
	if b.SlotMinutes <= 0 {
		return 30
	}
	return b.SlotMinutes
}

// EarliestStart is the first moment a caller asking at now may book: the lead time later.
func (b BookingRules) EarliestStart(now time.Time) time.Time {
	return now.Add(time.Duration(b.LeadTimeHours) * time.Hour)
}

// ClosedOn tells whether date's calendar day, as written in date's own zone, is one of
// ClosedDates.
func (b BookingRules) ClosedOn(date time.Time) bool {
	day := date.Format(time.DateOnly)
	for _, d := range b.ClosedDates {
		if d == day {
			return true
		}
	}
	return false
}

// DaySlots are the slots of an appointment of durationMinutes on date's calendar day (as
// written in date's own zone), by the hours and the step alone: closed dates, the lead
// time and the appointments already booked are not looked at.
func (p BusinessProfile) DaySlots(date time.Time, durationMinutes int) []Slot {
	return p.daySlots(p.Location(), civilDay(date), durationMinutes)
}

// FreeSlots are the slots of an appointment of durationMinutes on the calendar days from
// first to last (both included, as written in their own zones; at most a year of days),
// leaving out closed dates, starts sooner than the lead time allows after now, and slots
// that overlap one of taken that is not cancelled.
func (p BusinessProfile) FreeSlots(durationMinutes int, first, last, now time.Time, taken []Appointment) []Slot {
	loc, earliest := p.Location(), p.Booking.EarliestStart(now)
	var out []Slot
	day, end := civilDay(first), civilDay(last)
	for i := 0; i < maxSlotDays && !day.After(end); i, day = i+1, day.AddDate(0, 0, 1) {
		if p.Booking.ClosedOn(day) {
			continue
		}
		for _, s := range p.daySlots(loc, day, durationMinutes) {
			if !s.Start.Before(earliest) && !overlapsAny(s, taken) {
				out = append(out, s)
			}
		}
	}
	return out
}

// CheckStart says whether an appointment of durationMinutes can start at start: on an
// open day that is not a closed date, at one of DaySlots' starts, and not before
// earliest (EarliestStart for a caller; now for the owner moving one).
func (p BusinessProfile) CheckStart(start time.Time, durationMinutes int, earliest time.Time) SlotProblem {
	loc := p.Location()
	local := start.In(loc)
	spans := p.openSpans(local.Weekday())
	switch {
	case len(spans) == 0:
		return SlotClosedDay
	case p.Booking.ClosedOn(local):
		return SlotClosedDate
	}
	for _, s := range p.daySlots(loc, civilDay(local), durationMinutes) {
		if s.Start.Equal(start) {
			if start.Before(earliest) {
				return SlotTooSoon
			}
			return SlotOK
		}
	}
	minute := local.Hour()*60 + local.Minute()
	for _, s := range spans {
		if minute >= s.open && minute+durationMinutes <= s.close {
			return SlotOffStep
		}
	}
	return SlotOutsideHours
}

// openSpan is one valid span of opening hours in minutes after midnight.
type openSpan struct{ open, close int }

// openSpans are a weekday's valid spans, in order.
func (p BusinessProfile) openSpans(d time.Weekday) []openSpan {
	var out []openSpan
	for _, s := range p.Hours.Day(d) {
		if open, close, ok := s.Minutes(); ok {
			out = append(out, openSpan{open, close})
		}
	}
	return out
}

// daySlots walks each span of day (a civilDay) in steps from its opening: a start that
// loc's clocks skip is left out, and an appointment must end by the span's close in real
// time, not only on the clock face.
func (p BusinessProfile) daySlots(loc *time.Location, day time.Time, durationMinutes int) []Slot {
	length := time.Duration(durationMinutes) * time.Minute
	var out []Slot
	for _, s := range p.openSpans(day.Weekday()) {
		closesAt := closingInstant(day, s.close, loc)
		for m := s.open; m+durationMinutes <= s.close; m += p.Booking.step() {
			at := instantsOf(day, m, loc)
			if len(at) == 0 {
				continue // the clocks skip this start
			}
			start := at[0] // a start the clocks repeat: its first occurrence
			if end := start.Add(length); !end.After(closesAt) {
				out = append(out, Slot{Start: start, End: end.In(loc)})
			}
		}
	}
	return out
}

// overlapsAny tells whether s overlaps an appointment of taken that is not cancelled.
func overlapsAny(s Slot, taken []Appointment) bool {
	for _, a := range taken {
		if a.Overlaps(s.Start, s.End) {
			return true
		}
	}
	return false
}

// civilDay is t's calendar day as written in t's own zone, as midnight UTC: a value to
// count days with and to read the weekday of, never an instant.
func civilDay(t time.Time) time.Time {
	y, m, d := t.Date()
	return time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
}

// instantsOf are the instants at which loc's clocks show minute (after midnight; 1440 is
// the next midnight) of day, a civilDay, earliest first: none when the clocks skip that
// time, two when they show it twice, one otherwise. The zone's offsets a day either side
// are tried, so a change of clocks between them is seen whatever its size.
func instantsOf(day time.Time, minute int, loc *time.Location) []time.Time {
	wall := day.Add(time.Duration(minute) * time.Minute) // the clock face, written as UTC
	var out []time.Time
	for _, probe := range []time.Duration{-24 * time.Hour, 0, 24 * time.Hour} {
		_, offset := wall.Add(probe).In(loc).Zone()
		at := wall.Add(-time.Duration(offset) * time.Second).In(loc)
		if sameClockFace(at, wall) && (len(out) == 0 || !out[len(out)-1].Equal(at)) {
			out = append(out, at)
		}
	}
	if len(out) == 2 && out[1].Before(out[0]) {
		out[0], out[1] = out[1], out[0]
	}
	return out
}

// closingInstant is when a span closing at minute of day closes: the last instant the
// clocks show that time (the business stays open through a repeated hour), or, when the
// clocks skip it, the moment they jump past it.
func closingInstant(day time.Time, minute int, loc *time.Location) time.Time {
	for m := minute; m < minute+24*60; m++ {
		if at := instantsOf(day, m, loc); len(at) > 0 {
			return at[len(at)-1]
		}
	}
	return day.Add(time.Duration(minute) * time.Minute) // no zone skips a whole day twice
}

// sameClockFace tells whether local shows the date and time that wall (UTC) is written with.
func sameClockFace(local, wall time.Time) bool {
	y1, m1, d1 := local.Date()
	y2, m2, d2 := wall.Date()
	return y1 == y2 && m1 == m2 && d1 == d2 && local.Hour() == wall.Hour() && local.Minute() == wall.Minute() &&
		local.Second() == wall.Second()
}
