package lexa

import (
	"testing"
	"time"
)

func TestLastCompleteWeek(t *testing.T) {
	for _, c := range []struct {
		now        time.Time
		start, key string
	}{
		// A Monday morning: the week that ended at midnight.
		{time.Date(2026, 1, 12, 0, 30, 0, 0, time.UTC), "2026-01-05", "2026-W02"},
		// A Sunday night: still the week before this one.
		{time.Date(2026, 1, 18, 23, 59, 0, 0, time.UTC), "2026-01-05", "2026-W02"},
		// Across a year: 2026-01-01 is a Thursday, in ISO week 2026-W01 (from 2025-12-29).
		{time.Date(2026, 1, 7, 9, 0, 0, 0, time.UTC), "2025-12-29", "2026-W01"},
		// Another zone counts by its UTC day.
		{time.Date(2026, 1, 12, 1, 0, 0, 0, time.FixedZone("NY", -5*3600)), "2026-01-05", "2026-W02"},
	} {
		w := LastCompleteWeek(c.now)
		if got := w.Start.Format(time.DateOnly); got != c.start || w.Key() != c.key {
			t.Errorf("%v: %s %s, want %s %s", c.now, got, w.Key(), c.start, c.key)
		}
		if win := w.Window(); !win.To.Equal(w.End().AddDate(0, 0, -1)) || !win.PreviousTo.Equal(w.Start.AddDate(0, 0, -1)) {
			t.Errorf("window %+v", win)
		}
	}
}

func TestParsePasswordChangeUsesTheSignupRules(t *testing.T) {
	err := ParsePasswordChange(PasswordChange{CurrentPassword: "", NewPassword: "12345"})
	f := err.(*Error).Fields
	if f["current_password"] != "Password is required" || f["new_password"] != "Password must be at least 6 characters" {
		t.Errorf("fields %v", f)
	}
	if err := ParsePasswordChange(PasswordChange{CurrentPassword: "x", NewPassword: string(make([]rune, 129))}); err == nil {
		t.Error("a 129-character password passed")
	}
	if err := ParsePasswordChange(PasswordChange{CurrentPassword: "old", NewPassword: "good enough"}); err != nil {
		t.Error(err)
	}
}
