package lexa

import (
	"testing"
	"time"
)

func TestRateLimitsTable(t *testing.T) {
	limits := RateLimits(ConfiguredLimits{UsageReportsPerMinute: 600, DemoRequests: 3, DemoWindow: time.Hour})
	for action, want := range map[string]Limit{
		"login":          {Action: "login", Count: 10, Window: 15 * time.Minute},
		"signup":         {Action: "signup", Count: 5, Window: 15 * time.Minute},
		"contact_form":   {Action: "contact_form", Count: 5, Window: 15 * time.Minute},
		"billing":        {Action: "billing", Count: 20, Window: 15 * time.Minute},
		"service_create": {Action: "service_create", Count: 60, Window: 15 * time.Minute},
		"usage_report":   {Action: "usage_report", Count: 600, Window: time.Minute},
		"ai_transcribe":  {Action: "ai_transcribe", Count: 3, Window: time.Hour},
	} {
		if limits[action] != want {
			t.Errorf("%s: %+v, want %+v", action, limits[action], want)
		}
	}
	for _, demo := range LiveDemos {
		if _, ok := limits["ai_"+demo]; !ok {
			t.Errorf("the %s demo has no limit", demo)
		}
	}
	if got := limits["login"].For("203.0.113.7"); got != (RateLimit{Key: "203.0.113.7", Action: "login", Limit: 10, Window: 15 * time.Minute}) {
		t.Errorf("login for an address: %+v", got)
	}
}

// The retention pass keeps counters as long as the longest window, whichever limit has it.
func TestLongestWindowIsTheTablesLongest(t *testing.T) {
	for _, c := range []struct {
		demoWindow, want time.Duration
	}{
		{time.Minute, 15 * time.Minute},  // the public forms
		{24 * time.Hour, 24 * time.Hour}, // the demos, configured longer
	} {
		limits := RateLimits(ConfiguredLimits{UsageReportsPerMinute: 1, DemoRequests: 1, DemoWindow: c.demoWindow})
		if got := LongestWindow(limits); got != c.want {
			t.Errorf("demo window %v: longest %v, want %v", c.demoWindow, got, c.want)
		}
	}
}
