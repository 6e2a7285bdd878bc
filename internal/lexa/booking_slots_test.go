package lexa

import (
	"slices"
	"testing"
	"time"
)

// bookProfile is a business in zone open every day over spans, with 30-minute steps, no
// lead time and one 60-minute service.
func bookProfile(zone string, spans ...OpenSpan) BusinessProfile {
	p := validProfile()
	p.Timezone = zone
	p.Hours = WeeklyHours{Monday: spans, Tuesday: spans, Wednesday: spans, Thursday: spans, Friday: spans,
		Saturday: spans, Sunday: spans}
	p.Services = []BusinessService{{Name: "Visit", Keywords: []string{"visit"}, DurationMinutes: 60}}
	p.Booking = BookingRules{SlotMinutes: 30, Collect: []string{"name", "phone"}}
	return p
}

func day(y int, m time.Month, d int) time.Time { return time.Date(y, m, d, 0, 0, 0, 0, time.UTC) }

func utc(y int, m time.Month, d, h, min int) time.Time {
	return time.Date(y, m, d, h, min, 0, 0, time.UTC)
}

// startsUTC are the slots' starts in UTC, as "15:04" on their UTC day, and whether every
// slot lasts length of real time.
func startsUTC(t *testing.T, slots []Slot, length time.Duration) []string {
	t.Helper()
	var out []string
	for _, s := range slots {
		if got := s.End.Sub(s.Start); got != length {
			t.Errorf("slot %v lasts %v, want %v", s.Start, got, length)
		}
		out = append(out, s.Start.UTC().Format("01-02 15:04"))
	}
	return out
}

// Nine o'clock is nine o'clock on the business's clock on either side of a change of
// clocks: New York in March and November, Berlin in March and October (2026).
func TestDaySlotsKeepTheClockAcrossDaylightSaving(t *testing.T) {
	for _, tc := range []struct {
		zone string
		day  time.Time
		want time.Time // the first slot's start
	}{
		{"America/New_York", day(2026, 3, 6), utc(2026, 3, 6, 14, 0)}, // EST, UTC-5
		{"America/New_York", day(2026, 3, 8), utc(2026, 3, 8, 13, 0)}, // the change's day, EDT from 2 AM
		{"America/New_York", day(2026, 3, 9), utc(2026, 3, 9, 13, 0)},
		{"America/New_York", day(2026, 10, 31), utc(2026, 10, 31, 13, 0)},
		{"America/New_York", day(2026, 11, 1), utc(2026, 11, 1, 14, 0)}, // EST again from 2 AM
		{"Europe/Berlin", day(2026, 3, 27), utc(2026, 3, 27, 8, 0)},     // CET, UTC+1
		{"Europe/Berlin", day(2026, 3, 30), utc(2026, 3, 30, 7, 0)},     // CEST, UTC+2
		{"Europe/Berlin", day(2026, 10, 23), utc(2026, 10, 23, 7, 0)},
		{"Europe/Berlin", day(2026, 10, 26), utc(2026, 10, 26, 8, 0)},
	} {
		p := bookProfile(tc.zone, OpenSpan{Open: "09:00", Close: "17:00"})
		slots := p.DaySlots(tc.day, 60)
		if len(slots) != 15 || !slots[0].Start.Equal(tc.want) {
			t.Errorf("%s %s: %d slots from %v, want 15 from %v", tc.zone, tc.day.Format(time.DateOnly), len(slots), slots[0].Start.UTC(), tc.want)
		}
		if got := slots[0].Start.Format("15:04 MST"); got[:5] != "09:00" || slots[0].Start.Location().String() != tc.zone {
			t.Errorf("%s: the first slot reads %s in %s", tc.zone, got, slots[0].Start.Location())
		}
		last := slots[len(slots)-1]
		if last.End.Format("15:04") != "17:00" {
			t.Errorf("%s: the last slot ends at %s, want the close", tc.zone, last.End.Format("15:04"))
		}
	}
}

// On the night the clocks change, a start the clocks skip is not offered, a start they
// show twice is offered once (its first occurrence), and an appointment lasts its real
// minutes and must end by the real close.
func TestDaySlotsOnTheNightTheClocksChange(t *testing.T) {
	night := OpenSpan{Open: "00:00", Close: "04:00"}
	for _, tc := range []struct {
		name     string
		zone     string
		day      time.Time
		minutes  int
		wantUTC  []string
		rejected string // a start the clocks skip or show twice, by CheckStart's answer
	}{
		// New York, 2026-03-08: 02:00 EST becomes 03:00 EDT. 02:00 and 02:30 do not exist;
		// 01:30 EST + 60 min is 03:30 EDT, before the close.
		{"new york spring, 60 min", "America/New_York", day(2026, 3, 8), 60,
			[]string{"03-08 05:00", "03-08 05:30", "03-08 06:00", "03-08 06:30", "03-08 07:00"}, ""},
		// With 120 minutes, 01:30 EST would end at 04:30 EDT, after the close: only the
		// starts that end by 04:00 EDT (08:00 UTC) stay.
		{"new york spring, 120 min", "America/New_York", day(2026, 3, 8), 120,
			[]string{"03-08 05:00", "03-08 05:30", "03-08 06:00"}, ""},
		// New York, 2026-11-01: 02:00 EDT becomes 01:00 EST; 01:00 and 01:30 are offered
		// once, in EDT, and the hour they repeat is not.
		{"new york autumn, 30 min", "America/New_York", day(2026, 11, 1), 30,
			[]string{"11-01 04:00", "11-01 04:30", "11-01 05:00", "11-01 05:30", "11-01 07:00", "11-01 07:30", "11-01 08:00", "11-01 08:30"},
			"2026-11-01T01:30:00-05:00"},
		// Berlin, 2026-03-29: 02:00 CET becomes 03:00 CEST.
		{"berlin spring, 30 min", "Europe/Berlin", day(2026, 3, 29), 30,
			[]string{"03-28 23:00", "03-28 23:30", "03-29 00:00", "03-29 00:30", "03-29 01:00", "03-29 01:30"}, ""},
		// Berlin, 2026-10-25: 03:00 CEST becomes 02:00 CET; 02:00 and 02:30 once, in CEST.
		{"berlin autumn, 30 min", "Europe/Berlin", day(2026, 10, 25), 30,
			[]string{"10-24 22:00", "10-24 22:30", "10-24 23:00", "10-24 23:30", "10-25 00:00", "10-25 00:30", "10-25 02:00", "10-25 02:30"},
			"2026-10-25T02:30:00+01:00"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			p := bookProfile(tc.zone, night)
			got := startsUTC(t, p.DaySlots(tc.day, tc.minutes), time.Duration(tc.minutes)*time.Minute)
			if !slices.Equal(got, tc.wantUTC) {
				t.Errorf("starts (UTC) %v, want %v", got, tc.wantUTC)
			}
			if tc.rejected != "" {
				at, _ := time.Parse(time.RFC3339, tc.rejected)
				if problem := p.CheckStart(at, tc.minutes, at.Add(-time.Hour)); problem != SlotOffStep {
					t.Errorf("the repeated hour's %s: %v, want SlotOffStep", tc.rejected, problem)
				}
			}
		})
	}
	// The Berlin slots are shown on Berlin's clock.
	p := bookProfile("Europe/Berlin", night)
	var local []string
	for _, s := range p.DaySlots(day(2026, 3, 29), 30) {
		local = append(local, s.Start.Format("15:04 MST"))
	}
	if want := []string{"00:00 CET", "00:30 CET", "01:00 CET", "01:30 CET", "03:00 CEST", "03:30 CEST"}; !slices.Equal(local, want) {
		t.Errorf("Berlin's clock: %v, want %v", local, want)
	}
}

// A span that closes at a time the clocks skip closes when they jump past it.
func TestDaySlotsCloseAtASkippedTime(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "01:00", Close: "02:30"})
	got := startsUTC(t, p.DaySlots(day(2026, 3, 8), 30), 30*time.Minute)
	// 01:00 and 01:30 EST; 02:00 does not exist. The close is 03:00 EDT (07:00 UTC).
	if want := []string{"03-08 06:00", "03-08 06:30"}; !slices.Equal(got, want) {
		t.Errorf("starts %v, want %v", got, want)
	}
}

// FreeSlots leaves out closed dates, starts inside the lead time, and what live
// appointments hold; a cancelled appointment holds nothing.
func TestFreeSlots(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "09:00", Close: "12:00"})
	p.Booking.LeadTimeHours = 2
	p.Booking.ClosedDates = []string{"2026-03-10"}
	now := time.Date(2026, 3, 9, 9, 15, 0, 0, p.Location()) // Monday 09:15: 11:15 is the earliest
	at := func(d, h, m int) time.Time { return time.Date(2026, 3, d, h, m, 0, 0, p.Location()) }
	taken := []Appointment{
		{Start: at(11, 9, 30), End: at(11, 10, 30), Status: AppointmentConfirmed},
		{Start: at(11, 11, 0), End: at(11, 12, 0), Status: AppointmentCancelled},
	}
	var got []string
	for _, s := range p.FreeSlots(60, day(2026, 3, 9), day(2026, 3, 11), now, taken) {
		got = append(got, s.Start.Format("01-02 15:04"))
	}
	// Monday's last start (11:00) is before 11:15; Tuesday is closed; on Wednesday 09:00 to
	// 10:00 overlap the confirmed 09:30–10:30, and the cancelled 11:00 holds nothing.
	want := []string{"03-11 10:30", "03-11 11:00"}
	if !slices.Equal(got, want) {
		t.Errorf("free %v, want %v", got, want)
	}
}

// CheckStart names each reason a time cannot be booked, in order.
func TestCheckStart(t *testing.T) {
	p := bookProfile("America/New_York", OpenSpan{Open: "09:00", Close: "12:00"})
	p.Hours.Sunday = nil
	p.Booking.ClosedDates = []string{"2026-12-24"}
	at := func(m time.Month, d, h, min int) time.Time { return time.Date(2026, m, d, h, min, 0, 0, p.Location()) }
	earliest := at(12, 1, 0, 0)
	for _, tc := range []struct {
		start time.Time
		want  SlotProblem
	}{
		{at(12, 22, 9, 0), SlotOK},
		{at(12, 22, 11, 0), SlotOK},            // ends at the close
		{at(12, 22, 11, 30), SlotOutsideHours}, // would end after it
		{at(12, 22, 8, 0), SlotOutsideHours},
		{at(12, 22, 9, 15), SlotOffStep},
		{at(12, 22, 9, 0).Add(time.Second), SlotOffStep},
		{at(12, 20, 9, 0), SlotClosedDay}, // a Sunday
		{at(12, 24, 9, 0), SlotClosedDate},
		{at(11, 30, 9, 0), SlotTooSoon},
		{at(12, 22, 9, 0).In(time.UTC), SlotOK}, // an instant is an instant, whatever its zone
	} {
		if got := p.CheckStart(tc.start, 60, earliest); got != tc.want {
			t.Errorf("%v: %v, want %v", tc.start, got, tc.want)
		}
	}
}
