package lexa

import (
	"encoding/json"
	"strings"
	"testing"
	"time"
)

func TestParseCallAndItsUsage(t *testing.T) {
	now := time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)
	in := CallInput{IdempotencyKey: " k ", Caller: "+1 (555) 010-2030", StartedAt: "2026-03-10T11:00:00Z",
		DurationSeconds: json.Number("61"), Outcome: "booked", Transcript: "<b>Hi</b>"}
	c, err := ParseCall(in, now)
	if err != nil || c.IdempotencyKey != "k" || c.Transcript != "Hi" || c.DurationSeconds != 61 {
		t.Fatalf("%+v %v", c, err)
	}
	if u := c.Usage(); u.Calls != 1 || u.Units != 1 || u.MinutesSaved != 2 || u.IdempotencyKey != "call:k" || !u.OccurredAt.Equal(c.StartedAt) {
		t.Errorf("usage: %+v", u)
	}
	// A message the receptionist took is an outcome of its own, for telephony and the
	// log's filter alike.
	msg := in
	msg.Outcome = "message"
	if c, err := ParseCall(msg, now); err != nil || c.Outcome != "message" {
		t.Errorf("a message call: %+v %v", c, err)
	}
	if q, err := ParseCallQuery("", "message", ""); err != nil || q.Outcome != "message" {
		t.Errorf("the message filter: %+v %v", q, err)
	}
	c.Outcome = "missed"
	if u := c.Usage(); u.Calls != 0 || u.Units != 0 || u.MinutesSaved != 0 {
		t.Errorf("a missed call's usage: %+v", u)
	}
	for field, edit := range map[string]func(*CallInput){
		"outcome":          func(i *CallInput) { i.Outcome = "voicemail" },
		"transcript":       func(i *CallInput) { i.Transcript = strings.Repeat("é", MaxTranscript+1) },
		"duration_seconds": func(i *CallInput) { i.DurationSeconds = "-1" },
		"started_at":       func(i *CallInput) { i.StartedAt = "2025-01-01T00:00:00Z" },
		"caller":           func(i *CallInput) { i.Caller = strings.Repeat("5", 41) },
		"idempotency_key":  func(i *CallInput) { i.IdempotencyKey = strings.Repeat("k", 101) },
	} {
		bad := in
		edit(&bad)
		if _, err := ParseCall(bad, now); err == nil {
			t.Errorf("%s: accepted", field)
		} else if e, _ := AsError(err); e.Fields[field] == "" {
			t.Errorf("%s: %v", field, err)
		}
	}
}

func TestReceptionistProfileHours(t *testing.T) {
	p, _ := SampleBusiness("dental-clinic")
	p.ID = "anything"
	for name, tc := range map[string]struct {
		spans []OpenSpan
		field string
	}{
		"overlap":      {[]OpenSpan{{"08:00", "12:00"}, {"11:30", "17:00"}}, "hours.monday[1]"},
		"out of order": {[]OpenSpan{{"13:00", "17:00"}, {"08:00", "12:00"}}, "hours.monday[1]"},
		"backwards":    {[]OpenSpan{{"17:00", "08:00"}}, "hours.monday[0]"},
		"no such time": {[]OpenSpan{{"08:00", "24:30"}}, "hours.monday[0]"},
		"too many":     {make([]OpenSpan, maxSpansPerDay+1), "hours.monday"},
	} {
		q := p
		q.Hours.Monday = tc.spans
		_, err := ParseReceptionistProfile(q)
		if e, ok := AsError(err); !ok || e.Fields[tc.field] == "" {
			t.Errorf("%s: %v, want a message for %s", name, err, tc.field)
		}
	}
	got, err := ParseReceptionistProfile(p)
	if err != nil || got.ID != ReceptionistProfileID {
		t.Errorf("the sample: %v %q", err, got.ID)
	}
	if err := StarterProfile("Desk").Validate(); err == nil {
		t.Error("the starter profile passes validation; it states no hours or services")
	}
}
