package lexa

import (
	"fmt"
	"time"
	_ "time/tzdata" // demo slots are New York times, also on hosts without a zone database
)

// DemoTimeZone is where demo slots are defined (docs/product.md, "Contact form and
// demo booking"), shown as "EST".
const (
	DemoTimeZone      = "America/New_York"
	DemoTimeZoneLabel = "EST"
	demoBookableDays  = 14
)

// demoSlotTimes are the half-hour starts of each bookable day: 9:00–12:00 and 13:00–17:00,
// nothing in the lunch hour. 14 slots.
var demoSlotTimes = func() []string {
	var out []string
	for _, span := range [][2]int{{9, 12}, {13, 17}} {
		for h := span[0]; h < span[1]; h++ {
			out = append(out, fmt.Sprintf("%02d:00", h), fmt.Sprintf("%02d:30", h))
		}
	}
	return out
}()

// DemoSlot is one bookable half hour.
type DemoSlot struct {
	Time     string    // "09:00", wall-clock time in DemoTimeZone
	Label    string    // "9:00 AM"
	StartsAt time.Time // UTC
}

// DemoDay is a bookable date and its slots.
type DemoDay struct {
	Date  string // "2026-11-23"
	Label string // "Monday, November 23"
	Slots []DemoSlot
}

// DemoCalendar computes bookable days in the demo time zone.
type DemoCalendar struct {
	loc *time.Location
	// closedDates are the operator's extra closed days ("2026-12-24"), beside the
	// federal holidays, which are always closed.
	closedDates map[string]bool
}

// NewDemoCalendar loads the demo time zone (the binary embeds the zone database).
// closedDates ("YYYY-MM-DD", from BOOKING_CLOSED_DATES) are never offered.
func NewDemoCalendar(closedDates ...string) (DemoCalendar, error) {
	loc, err := time.LoadLocation(DemoTimeZone)
	if err != nil {
		return DemoCalendar{}, fmt.Errorf("demo calendar: %w", err)
	}
	closed := make(map[string]bool, len(closedDates))
	for _, d := range closedDates {
		closed[d] = true
	}
	return DemoCalendar{loc: loc, closedDates: closed}, nil
}

// ClosedReason says why a date is not offered although it is a weekday: the federal
// holiday observed on it, or "" for one of the operator's closed dates.
func (c DemoCalendar) ClosedReason(date string) (holiday string, closed bool) {
	if name, ok := FederalHolidayOn(date); ok {
		return name, true
	}
	return "", c.closedDates[date]
}

// Days lists the bookable days as of now: the next 14 calendar days starting tomorrow
// (in New York), weekends and closed dates (federal holidays, BOOKING_CLOSED_DATES)
// excluded. Slot instants come from the wall-clock time on each date, so they stay
// right across daylight-saving changes.
func (c DemoCalendar) Days(now time.Time) []DemoDay { return c.days(now, false) }

// days lists the weekdays of the bookable window, with or without the closed ones.
func (c DemoCalendar) days(now time.Time, withClosed bool) []DemoDay {
	local := now.In(c.loc)
	var days []DemoDay
	for i := 1; i <= demoBookableDays; i++ {
		d := time.Date(local.Year(), local.Month(), local.Day()+i, 12, 0, 0, 0, c.loc)
		if d.Weekday() == time.Saturday || d.Weekday() == time.Sunday {
			continue
		}
		if _, closed := c.ClosedReason(d.Format(time.DateOnly)); closed && !withClosed {
			continue
		}
		day := DemoDay{Date: d.Format(time.DateOnly), Label: d.Format("Monday, January 2")}
		for _, hm := range demoSlotTimes {
			var h, m int
			fmt.Sscanf(hm, "%d:%d", &h, &m)
			start := time.Date(d.Year(), d.Month(), d.Day(), h, m, 0, 0, c.loc)
			day.Slots = append(day.Slots, DemoSlot{Time: hm, Label: start.Format("3:04 PM"), StartsAt: start.UTC()})
		}
		days = append(days, day)
	}
	return days
}

// Slot finds a bookable slot by date and time as of now.
func (c DemoCalendar) Slot(now time.Time, date, hm string) (DemoDay, DemoSlot, bool) {
	for _, d := range c.Days(now) {
		if d.Date != date {
			continue
		}
		for _, s := range d.Slots {
			if s.Time == hm {
				return d, s, true
			}
		}
	}
	return DemoDay{}, DemoSlot{}, false
}

// Local returns t in the demo time zone.
func (c DemoCalendar) Local(t time.Time) time.Time { return t.In(c.loc) }
