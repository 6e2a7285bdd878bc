package lexa

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestLeadTemperature(t *testing.T) {
	for score, want := range map[int]string{100: "hot", HotLeadScore: "hot", HotLeadScore - 1: "warm", WarmLeadScore: "warm", WarmLeadScore - 1: "cold", 0: "cold"} {
		if got := LeadTemperature(score); got != want {
			t.Errorf("LeadTemperature(%d) = %s, want %s", score, got, want)
		}
	}
}

func TestParseInboxLead(t *testing.T) {
	for _, c := range []struct {
		in     InboxLeadInput
		fields map[string]string
	}{
		{InboxLeadInput{}, map[string]string{"name": "Give a name, an email address or a phone number"}},
		{InboxLeadInput{Name: "<b></b>"}, map[string]string{"name": "Give a name, an email address or a phone number"}},
		{InboxLeadInput{Email: "x@"}, map[string]string{"email": "Invalid email address"}},
		{InboxLeadInput{Phone: "1", Notes: strings.Repeat("𝄞", MaxLeadNotes/2+1)}, map[string]string{"notes": "Notes must be at most 10,000 characters"}},
		{InboxLeadInput{Phone: "1", IdempotencyKey: strings.Repeat("k", 101)}, map[string]string{"idempotency_key": "idempotency_key must be at most 100 characters"}},
		{InboxLeadInput{Phone: "1", Notes: strings.Repeat("a", MaxLeadNotes)}, nil},
	} {
		_, err := ParseInboxLead(c.in, LeadSourceAPI)
		e, _ := AsError(err)
		switch {
		case c.fields == nil && err != nil:
			t.Errorf("%+v: %v", c.in, err)
		case c.fields != nil && (e == nil || len(e.Fields) != len(c.fields)):
			t.Errorf("%+v: %v, want %v", c.in, err, c.fields)
		case e != nil:
			for f, m := range c.fields {
				if e.Fields[f] != m {
					t.Errorf("%+v: %s = %q, want %q", c.in, f, e.Fields[f], m)
				}
			}
		}
	}
	a, _ := ParseInboxLead(InboxLeadInput{Name: "Al <script>x</script>", Notes: "hi", IdempotencyKey: "1"}, LeadSourceAPI)
	b, _ := ParseInboxLead(InboxLeadInput{Name: "Al", Notes: "hi", IdempotencyKey: "2"}, LeadSourceAPI)
	if a.Name != "Al" || a.Source != LeadSourceAPI || a.Fingerprint != b.Fingerprint {
		t.Errorf("sanitised %+v, fingerprints %s %s", a, a.Fingerprint, b.Fingerprint)
	}
	f, _ := ParseInboxLead(InboxLeadInput{Name: "Fo", Source: "crm", IdempotencyKey: "k"}, LeadSourceForm)
	if f.Source != LeadSourceForm || f.IdempotencyKey != "" {
		t.Errorf("form lead: %+v", f)
	}
}

func TestCheckLeadChange(t *testing.T) {
	won, lost := "won", "lost"
	amount := json.Number("10.5")
	if _, err := CheckLeadChange(InboxLeadChange{}, "new"); ErrorCodeOf(err) != EInvalid {
		t.Errorf("empty: %v", err)
	}
	if c, err := CheckLeadChange(InboxLeadChange{Stage: &won, Revenue: &amount}, "new"); err != nil || *c.RevenueCents != 1050 {
		t.Errorf("won: %+v %v", c, err)
	}
	if c, err := CheckLeadChange(InboxLeadChange{Revenue: &amount}, "won"); err != nil || c.Stage != "" {
		t.Errorf("revenue of a won lead: %+v %v", c, err)
	}
	if _, err := CheckLeadChange(InboxLeadChange{Stage: &lost, Revenue: &amount}, "won"); ErrorCodeOf(err) != EInvalid {
		t.Errorf("revenue when lost: %v", err)
	}
}
