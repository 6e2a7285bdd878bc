package config

import (
	"fmt"
	"slices"
	"strings"
	"time"
)

// setBookingClosedDates reads BOOKING_CLOSED_DATES: comma-separated YYYY-MM-DD dates on
// which no demo is offered, beside the federal holidays the calendar always closes
// (office parties, the days between Christmas and New Year). Every bad item is named, so
// one restart fixes them all.
func setBookingClosedDates(c *Config, v string) error {
	c.BookingClosedDates = nil
	var bad []string
	for item := range strings.SplitSeq(v, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		d, err := time.Parse(time.DateOnly, item)
		if err != nil {
			bad = append(bad, fmt.Sprintf("%q", item))
			continue
		}
		if date := d.Format(time.DateOnly); !slices.Contains(c.BookingClosedDates, date) {
			c.BookingClosedDates = append(c.BookingClosedDates, date)
		}
	}
	if len(bad) > 0 {
		return fmt.Errorf("%s: not a date in the form YYYY-MM-DD (e.g. 2026-12-24)", strings.Join(bad, ", "))
	}
	return nil
}
