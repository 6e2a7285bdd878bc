package lexa

import (
	"encoding/json"
	"regexp"
	"strconv"
	"strings"
	"time"
)

// Call is one phone call a customer's receptionist took, as their telephony posts it
// (POST /api/v1/calls): who called, when, how long, how it ended and what was said.
type Call struct {
	ID              string    `json:"id"`
	ServiceID       string    `json:"service_id"`
	IdempotencyKey  string    `json:"idempotency_key"`
	Caller          string    `json:"caller"`
	StartedAt       time.Time `json:"started_at"`
	DurationSeconds int       `json:"duration_seconds"`
	Outcome         string    `json:"outcome"`
	Transcript      string    `json:"transcript,omitempty"`
	CreatedAt       time.Time `json:"created_at"`
	UserID          string    `json:"-"`
}

// CallOutcomes are how a call may end.
//
// "message" is a message or call-back request the receptionist took for the team (the
// console's or public link's conversation stores one; telephony may post one too).
var CallOutcomes = []string{"booked", "answered", "transferred", "missed", "emergency", "message"}

// The limits of a call report.
const (
	MaxTranscript      = 20_000
	MaxCallSeconds     = 86_400
	maxCallerLength    = 40
	maxIdempotencyKey  = 100
	CallsPageSize      = 50
	maxCallSearchQuery = 100
)

// CallInput is a call report as it arrives; the duration stays a JSON number until
// checked, so 1.5 seconds is refused rather than rounded.
type CallInput struct {
	IdempotencyKey  string      `json:"idempotency_key"`
	Caller          string      `json:"caller"`
	StartedAt       string      `json:"started_at"`
	DurationSeconds json.Number `json:"duration_seconds"`
	Outcome         string      `json:"outcome"`
	Transcript      string      `json:"transcript"`
}

// callerPattern is a phone number as telephony writes it ("+1 (555) 010-2030"), or
// "anonymous" for a withheld one.
var callerPattern = regexp.MustCompile(`^(anonymous|\+?[0-9][0-9 ()./-]*)$`)

// ParseCall checks a call report against the rules of docs/api.md ("POST /api/v1/calls")
// and returns the call to store, its texts sanitised, or every problem by field.
func ParseCall(in CallInput, now time.Time) (Call, error) {
	f := fieldErrors{}
	c := Call{IdempotencyKey: strings.TrimSpace(in.IdempotencyKey), Caller: strings.ToLower(Sanitize(in.Caller)),
		Outcome: strings.TrimSpace(in.Outcome), Transcript: Sanitize(in.Transcript)}
	if c.IdempotencyKey == "" {
		f.add("idempotency_key", "Idempotency key is required")
	}
	f.maxLen("idempotency_key", c.IdempotencyKey, maxIdempotencyKey, "Idempotency key must be at most 100 characters")
	if textLength(c.Caller) > maxCallerLength || !callerPattern.MatchString(c.Caller) {
		f.add("caller", "Caller must be a phone number of at most 40 characters, or anonymous")
	}
	at, err := time.Parse(time.RFC3339Nano, strings.TrimSpace(in.StartedAt))
	switch {
	case err != nil:
		f.add("started_at", "started_at must be an RFC 3339 time, e.g. 2026-11-23T14:00:00Z")
	case at.After(now.Add(usageClockSkew)) || at.Before(now.Add(-usageBackdateLimit)):
		f.add("started_at", "started_at must be within the last 90 days and not in the future")
	default:
		c.StartedAt = at.UTC().Truncate(time.Microsecond)
	}
	d, err := strconv.Atoi(in.DurationSeconds.String())
	if in.DurationSeconds == "" || !wholeNumber.MatchString(in.DurationSeconds.String()) || err != nil || d > MaxCallSeconds {
		f.add("duration_seconds", "duration_seconds must be a whole number from 0 to 86,400")
	}
	c.DurationSeconds = d
	if !validOutcome(c.Outcome) {
		f.add("outcome", "Outcome must be one of "+strings.Join(CallOutcomes, ", "))
	}
	f.maxLen("transcript", c.Transcript, MaxTranscript, "Transcript must be at most 20,000 characters")
	return c, f.err()
}

func validOutcome(s string) bool {
	for _, o := range CallOutcomes {
		if s == o {
			return true
		}
	}
	return false
}

// SameCall tells whether c, sent again under prior's idempotency key, is the same report.
func (c Call) SameCall(prior Call) bool {
	return c.Caller == prior.Caller && c.StartedAt.Equal(prior.StartedAt) && c.DurationSeconds == prior.DurationSeconds &&
		c.Outcome == prior.Outcome && c.Transcript == prior.Transcript
}

// Usage is what the call adds to its service's usage: a call answered and the minutes it
// took (rounded up: a 61-second call took two minutes of someone's time), unless it was
// missed, which answered nothing and saved no one any time. Its idempotency key is the
// call's, in a namespace of its own ("call:…") so it never meets a usage report's.
func (c Call) Usage() UsageRecord {
	r := UsageRecord{ServiceID: c.ServiceID, IdempotencyKey: "call:" + c.IdempotencyKey, OccurredAt: c.StartedAt,
		TimeGiven: true, UnitsGiven: true}
	if c.Outcome != "missed" {
		r.Calls, r.Units, r.MinutesSaved = 1, 1, int64((c.DurationSeconds+59)/60)
	}
	return r
}

// CallQuery is a page of a service's call log: calls whose caller or transcript contain
// Search, of Outcome when set, older than the call Before when set.
type CallQuery struct {
	Search  string
	Outcome string
	Before  string
}

// ParseCallQuery checks the log's filters.
func ParseCallQuery(search, outcome, before string) (CallQuery, error) {
	f := fieldErrors{}
	q := CallQuery{Search: strings.TrimSpace(search), Outcome: strings.TrimSpace(outcome), Before: strings.TrimSpace(before)}
	f.maxLen("q", q.Search, maxCallSearchQuery, "Search for at most 100 characters")
	if q.Outcome != "" && !validOutcome(q.Outcome) {
		f.add("outcome", "Outcome must be one of "+strings.Join(CallOutcomes, ", "))
	}
	f.maxLen("before", q.Before, 64, "Not a page of this log")
	return q, f.err()
}
