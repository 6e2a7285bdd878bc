package app

import (
	"encoding/json"
	"fmt"
	"testing"
	"time"

	"lexa/internal/store/storetest"
)

// Closed dates from the environment and the federal holidays are neither offered by the
// slots list nor accepted by a booking, whatever the request says. The clock is fixed on
// Friday 2026-11-20 so that Thanksgiving (11-26) is inside the 14 bookable days.
func TestClosedDatesAreNotOfferedAndRefused(t *testing.T) {
	t.Parallel()
	clock := storetest.NewClockAt(time.Date(2026, 11, 20, 15, 0, 0, 0, time.UTC))
	env := map[string]string{"TRUSTED_PROXIES": "127.0.0.1/32", "BOOKING_CLOSED_DATES": "2026-11-24,2026-12-02"}
	base := startAppWith(t, env, WithClock(clock))

	_, body := fetch(t, "GET", base+"/api/demo/slots")
	var slots struct{ Days []struct{ Date string } }
	if err := json.Unmarshal([]byte(body), &slots); err != nil {
		t.Fatal(err)
	}
	var offered []string
	for _, d := range slots.Days {
		offered = append(offered, d.Date)
	}
	want := []string{"2026-11-23", "2026-11-25", "2026-11-27", "2026-11-30", "2026-12-01", "2026-12-03", "2026-12-04"}
	if len(offered) != len(want) {
		t.Fatalf("offered %v, want %v", offered, want)
	}
	for i := range want {
		if offered[i] != want[i] {
			t.Fatalf("offered %v, want %v", offered, want)
		}
	}

	for i, tt := range []struct{ date, message string }{
		{"2026-11-26", "We are closed on Thanksgiving Day. Please choose another date"},
		{"2026-11-24", "We are closed on that date. Please choose another date"},
		{"2026-12-02", "We are closed on that date. Please choose another date"},
	} {
		status, _, resp := post(t, base+"/api/demo/bookings", fmt.Sprintf("192.0.2.%d", i+1), booking(tt.date, "10:00"))
		if status != 400 || fieldsOf(resp)["date"] != tt.message {
			t.Errorf("booking on %s: %d %v, want 400 with the date error %q", tt.date, status, resp, tt.message)
		}
	}
	if status, _, resp := post(t, base+"/api/demo/bookings", "192.0.2.9", booking("2026-11-25", "10:00")); status != 201 {
		t.Errorf("booking on an open day: %d %v", status, resp)
	}
}
