package lexa

import (
	"testing"
	"time"
)

// The expected dates are OPM's published federal holiday tables, written out by hand so
// that the rule is checked against the calendar, not against itself.
func TestFederalHolidaysObservedDates(t *testing.T) {
	want := map[int][]string{
		2026: {"2026-01-01", "2026-01-19", "2026-02-16", "2026-05-25", "2026-06-19",
			"2026-07-03", // July 4 is a Saturday
			"2026-09-07", "2026-10-12", "2026-11-11", "2026-11-26", "2026-12-25"},
		2027: {"2027-01-01", "2027-01-18", "2027-02-15", "2027-05-31",
			"2027-06-18", // June 19 is a Saturday
			"2027-07-05", // July 4 is a Sunday
			"2027-09-06", "2027-10-11", "2027-11-11", "2027-11-25",
			"2027-12-24"}, // December 25 is a Saturday
		2028: {"2027-12-31", // January 1, 2028 is a Saturday: observed in the year before
			"2028-01-17", "2028-02-21", "2028-05-29", "2028-06-19", "2028-07-04", "2028-09-04",
			"2028-10-09",
			"2028-11-10", // November 11 is a Saturday
			"2028-11-23", "2028-12-25"},
	}
	for year, dates := range want {
		got := FederalHolidays(year)
		if len(got) != len(dates) {
			t.Fatalf("%d: %d holidays, want %d", year, len(got), len(dates))
		}
		for i, h := range got {
			if d := h.Observed.Format(time.DateOnly); d != dates[i] {
				t.Errorf("%d %s observed %s, want %s", year, h.Name, d, dates[i])
			}
			if wd := h.Observed.Weekday(); wd == time.Saturday || wd == time.Sunday {
				t.Errorf("%d %s observed on a %s", year, h.Name, wd)
			}
		}
	}
}

func TestFederalHolidayOn(t *testing.T) {
	tests := []struct {
		date, want string
	}{
		{"2026-11-26", "Thanksgiving Day"},
		{"2027-12-31", "New Year's Day"}, // 2028's, observed the Friday before
		{"2027-12-24", "Christmas Day"},
		{"2026-07-03", "Independence Day"},
		{"2026-07-04", ""}, // the Saturday itself is a weekend, not the observed day
		{"2026-11-27", ""},
		{"not a date", ""},
	}
	for _, tt := range tests {
		got, ok := FederalHolidayOn(tt.date)
		if got != tt.want || ok != (tt.want != "") {
			t.Errorf("FederalHolidayOn(%s) = %q, %v; want %q", tt.date, got, ok, tt.want)
		}
	}
}
