package config

import (
	"slices"
	"strings"
	"testing"
)

func TestBookingClosedDates(t *testing.T) {
	c, err := Load(env(map[string]string{"BOOKING_CLOSED_DATES": " 2026-12-24, 2026-12-31,,2026-12-24 "}), false)
	if err != nil {
		t.Fatal(err)
	}
	if want := []string{"2026-12-24", "2026-12-31"}; !slices.Equal(c.BookingClosedDates, want) {
		t.Errorf("closed dates %v, want %v", c.BookingClosedDates, want)
	}
	if c, _ := Load(env(nil), false); len(c.BookingClosedDates) != 0 {
		t.Errorf("default closed dates %v, want none", c.BookingClosedDates)
	}
}

func TestBadBookingClosedDatesStopStartUpNamingEachOne(t *testing.T) {
	for _, tt := range []struct{ value, want string }{
		{"2026-02-30", `BOOKING_CLOSED_DATES: "2026-02-30": not a date in the form YYYY-MM-DD`},
		{"2026-12-24,24/12/2026,tomorrow", `BOOKING_CLOSED_DATES: "24/12/2026", "tomorrow": not a date`},
		{"2026-1-5", `"2026-1-5": not a date`},
		{"2026-12-24 2026-12-31", `"2026-12-24 2026-12-31": not a date`}, // a space is not a separator
	} {
		_, err := Load(env(map[string]string{"BOOKING_CLOSED_DATES": tt.value}), false)
		if err == nil || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%q: error %v, want it to contain %q", tt.value, err, tt.want)
		}
	}
}
