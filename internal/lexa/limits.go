package lexa

import (
	"fmt"
	"time"
)

// Limit is how many requests of Action one key (a client's address, "account:<…>",
// "apikey:<id>") may make per Window. Every limit Lexa counts is one row of RateLimits.
type Limit struct {
	Action string
	Count  int
	Window time.Duration
}

// For is the limit as counted for key.
func (l Limit) For(key string) RateLimit {
	return RateLimit{Key: key, Action: l.Action, Limit: l.Count, Window: l.Window}
}

// RateLimit is a limit of Limit requests of Action by Key (an address, an account, a
// key) per Window: one row of RateLimits, counted for one key.
type RateLimit struct {
	Key, Action string
	Limit       int
	Window      time.Duration
}

// RateLimitedText is what a request over a limit is told (docs/product.md, "Rate limits").
const RateLimitedText = "Too many requests. Please try again later."

// ConfiguredLimits are the limits the operator sets rather than the spec.
type ConfiguredLimits struct {
	UsageReportsPerMinute int           // USAGE_REPORTS_PER_MINUTE, per API key
	DemoRequests          int           // AI_DEMO_LIMIT, per address and demo
	DemoWindow            time.Duration // AI_DEMO_WINDOW
}

// LiveDemos are the live AI demos' rate-limit names; each counts its own "ai_<name>"
// limit: each service type's demo (ServiceKind.Demo) and the voice page's transcription.
var LiveDemos = func() []string {
	var out []string
	for _, k := range serviceKinds {
		out = append(out, DemoLimitName(k.Demo))
	}
	return append(out, "transcribe")
}()

// formsWindow is the window of the public forms' limits (docs/product.md, "Rate limits"): 15 minutes.
const formsWindow = 15 * time.Minute

// RateLimits is the one table of the rate limits Lexa counts, by action: the spec's
// fixed ones and the configured ones. The handlers say only which key a request counts
// for; how many and how long is here, and so is the longest window the retention pass
// must keep counters for (LongestWindow).
func RateLimits(c ConfiguredLimits) map[string]Limit {
	table := []Limit{
		// Sign-in attempts, per address and per account: guessing one account's password
		// from many addresses hits the second. Deleting an account asks for the password
		// too, so it has the same limit.
		{Action: "login", Count: 10, Window: formsWindow},
		{Action: "account_delete", Count: 10, Window: formsWindow},
		// Changing the password asks for the current one: the same limit, per account.
		{Action: "password_change", Count: 10, Window: formsWindow},
		// Requests that create an account or mail a link, per address and per account.
		{Action: "signup", Count: 5, Window: formsWindow},
		{Action: "verify_resend", Count: 5, Window: formsWindow},
		{Action: "password_forgot", Count: 5, Window: formsWindow},
		{Action: "password_reset", Count: 5, Window: formsWindow},
		// The public forms, per address (docs/product.md, "Rate limits": 5 per 15 minutes).
		{Action: "contact_form", Count: 5, Window: formsWindow},
		{Action: "demo_booking", Count: 5, Window: formsWindow},
		// Checkout and portal sessions, per account: each is a call to Stripe, and no
		// person needs more.
		{Action: "billing", Count: 20, Window: formsWindow},
		// New services, per account.
		{Action: "service_create", Count: 60, Window: formsWindow},
		// Workspace uploads (each of up to ten files) and new jobs, per account.
		{Action: "document_upload", Count: 120, Window: formsWindow},
		{Action: "opening_create", Count: 60, Window: formsWindow},
		// Content drafts (each request up to five engine calls), per account.
		{Action: "post_generate", Count: 30, Window: formsWindow},
		// Inbox leads: per API key or per account by hand (each is stored and scored), and the public lead form
		// (/f/{token}) per address like the spec's other public forms.
		{Action: "inbox_lead", Count: 120, Window: time.Minute},
		{Action: "lead_form", Count: 5, Window: formsWindow},
		// Usage reports, per API key: a minute's worth, as configured.
		{Action: "usage_report", Count: c.UsageReportsPerMinute, Window: time.Minute},
		// The voice receptionist (issue 22): calls posted per API key, like usage reports;
		// the test console's messages per account; the public widget's per address (a
		// visitor of the customer's site types a few questions, a script types hundreds).
		{Action: "call_report", Count: c.UsageReportsPerMinute, Window: time.Minute},
		{Action: "receptionist_chat", Count: 60, Window: formsWindow},
		{Action: "widget_chat", Count: 30, Window: 10 * time.Minute},
		// The phone line (decision 0063): connecting a number (two calls to Twilio each)
		// per account, and Twilio's webhooks per connected number: a call makes a few a
		// minute, so 120 is a busy line's worth; a flood gets 429.
		{Action: "phone_connect", Count: 20, Window: formsWindow},
		{Action: "phone_webhook", Count: 120, Window: time.Minute},
	}
	for _, demo := range LiveDemos {
		table = append(table, Limit{Action: "ai_" + demo, Count: c.DemoRequests, Window: c.DemoWindow})
	}
	out := make(map[string]Limit, len(table))
	for _, l := range table {
		if _, twice := out[l.Action]; twice {
			panic(fmt.Sprintf("lexa.RateLimits: %q is limited twice", l.Action))
		}
		out[l.Action] = l
	}
	return out
}

// LongestWindow is the longest window of limits: a rate_limits row whose window started
// longer ago counts nothing any more, so the retention pass may delete it then.
func LongestWindow(limits map[string]Limit) time.Duration {
	var longest time.Duration
	for _, l := range limits {
		longest = max(longest, l.Window)
	}
	return longest
}
