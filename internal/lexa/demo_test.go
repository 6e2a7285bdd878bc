package lexa

import (
	"errors"
	"strings"
	"testing"
	"time"
)

func calendar(t *testing.T) DemoCalendar {
	t.Helper()
	c, err := NewDemoCalendar()
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestDemoDaysAreTheNextTwoWeeksWithoutWeekendsAndHolidays(t *testing.T) {
	// Friday 2026-11-20, 23:30 in New York (already Saturday in UTC).
	now := time.Date(2026, 11, 21, 4, 30, 0, 0, time.UTC)
	days := calendar(t).Days(now)
	// Thursday 2026-11-26 is Thanksgiving.
	want := []string{"2026-11-23", "2026-11-24", "2026-11-25", "2026-11-27",
		"2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"}
	if len(days) != len(want) {
		t.Fatalf("got %d days, want %d", len(days), len(want))
	}
	for i, d := range days {
		if d.Date != want[i] {
			t.Errorf("day %d = %s, want %s", i, d.Date, want[i])
		}
		if len(d.Slots) != 14 {
			t.Errorf("%s has %d slots, want 14", d.Date, len(d.Slots))
		}
	}
	if days[0].Label != "Monday, November 23" {
		t.Errorf("label %q", days[0].Label)
	}
	labels := []string{}
	for _, s := range days[0].Slots {
		labels = append(labels, s.Label)
	}
	wantLabels := "9:00 AM 9:30 AM 10:00 AM 10:30 AM 11:00 AM 11:30 AM 1:00 PM 1:30 PM 2:00 PM 2:30 PM 3:00 PM 3:30 PM 4:00 PM 4:30 PM"
	if got := strings.Join(labels, " "); got != wantLabels {
		t.Errorf("slots %s", got)
	}
}

// Slots are wall-clock times in New York, so their UTC instant moves by an hour across
// the daylight-saving changes (second Sunday of March, first Sunday of November).
func TestDemoSlotsAcrossDaylightSaving(t *testing.T) {
	c := calendar(t)
	tests := []struct {
		now            time.Time
		date, wantUTC9 string
	}{
		{time.Date(2026, 3, 6, 15, 0, 0, 0, time.UTC), "2026-03-06", ""},                     // today is not bookable
		{time.Date(2026, 3, 6, 15, 0, 0, 0, time.UTC), "2026-03-09", "2026-03-09T13:00:00Z"}, // EDT, after the change
		{time.Date(2026, 3, 4, 15, 0, 0, 0, time.UTC), "2026-03-06", "2026-03-06T14:00:00Z"}, // EST, before it
		{time.Date(2026, 10, 29, 15, 0, 0, 0, time.UTC), "2026-10-30", "2026-10-30T13:00:00Z"},
		{time.Date(2026, 10, 29, 15, 0, 0, 0, time.UTC), "2026-11-02", "2026-11-02T14:00:00Z"},
		{time.Date(2026, 10, 29, 15, 0, 0, 0, time.UTC), "2026-10-31", ""}, // Saturday
	}
	for _, tt := range tests {
		_, slot, ok := c.Slot(tt.now, tt.date, "09:00")
		if tt.wantUTC9 == "" {
			if ok {
				t.Errorf("%s bookable on %s", tt.date, tt.now)
			}
			continue
		}
		if !ok || slot.StartsAt.Format(time.RFC3339) != tt.wantUTC9 {
			t.Errorf("%s 9:00 AM = %v (%v), want %s", tt.date, slot.StartsAt, ok, tt.wantUTC9)
		}
	}
	if _, _, ok := c.Slot(time.Date(2026, 3, 4, 15, 0, 0, 0, time.UTC), "2026-03-06", "12:00"); ok {
		t.Error("the lunch hour is bookable")
	}
	if _, _, ok := c.Slot(time.Date(2026, 3, 4, 15, 0, 0, 0, time.UTC), "2026-03-25", "09:00"); ok {
		t.Error("a day past the 14-day window is bookable")
	}
}

// Closed dates (a federal holiday or one of BOOKING_CLOSED_DATES) are not offered, and a
// request for one is refused with a message that says why, not "choose an available date".
func TestDemoClosedDatesAreRefused(t *testing.T) {
	cal, err := NewDemoCalendar("2026-11-24")
	if err != nil {
		t.Fatal(err)
	}
	now := time.Date(2026, 11, 21, 15, 0, 0, 0, time.UTC) // Saturday
	for _, d := range cal.Days(now) {
		if d.Date == "2026-11-24" || d.Date == "2026-11-26" {
			t.Errorf("closed date %s offered", d.Date)
		}
	}
	in := DemoBookingInput{Name: "Jane Doe", Email: "jane@example.com", Company: "Acme", Phone: "+1 555 0100", TimeSlot: "09:00"}
	for date, want := range map[string]string{
		"2026-11-26": "We are closed on Thanksgiving Day. Please choose another date",
		"2026-11-24": "We are closed on that date. Please choose another date",
		"2026-11-29": "Please choose an available date", // a Sunday
	} {
		in.Date = date
		_, err := ParseDemoBooking(in, cal, now)
		var e *Error
		if !errors.As(err, &e) || e.Fields["date"] != want {
			t.Errorf("%s: %v, want the date error %q", date, err, want)
		}
	}
	in.Date = "2026-11-25"
	if _, err := ParseDemoBooking(in, cal, now); err != nil {
		t.Errorf("an open date is refused: %v", err)
	}
}
