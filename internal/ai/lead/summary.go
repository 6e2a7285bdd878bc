package lead

import (
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// profile is the reading in the API's shape (lexa.LeadProfile): who the lead is, then
// budget, authority, need and timeline in a few words each, empty where the text says
// nothing.
func (r reading) profile() lexa.LeadProfile {
	return lexa.LeadProfile{
		Name:        r.who.name,
		Role:        r.who.role,
		Company:     r.who.company,
		CompanySize: r.who.size,
		Email:       r.who.email,
		Phone:       r.who.phone,
		Budget:      r.budgetText(),
		Authority:   r.q.authorityIs,
		Need:        r.needText(),
		Timeline:    r.q.when,
	}
}

// budgetText is the budget as written in a "Budget:" field, else the amount read from the
// notes ("$1,500 a month"), else whether one is approved; "" when none is stated. What
// they pay today for something else is not a budget.
func (r reading) budgetText() string {
	b := r.q.budgetInfo
	labelled := strings.TrimSpace(r.facts.fields["budget"])
	switch {
	case r.q.budget.rating == ratingMissing && (b.shown == "" || b.current):
		return ""
	case labelled != "" && !budgetIsVague(labelled):
		return labelled
	case b.shown != "" && !b.current:
		return b.shown + periodSuffix(b.period)
	case r.q.budget.rating == ratingStrong:
		return "approved, amount not stated"
	}
	return ""
}

// needText names the pains, else the services they asked about.
func (r reading) needText() string {
	switch {
	case len(r.q.pains) > 0:
		return text.JoinAnd(r.q.pains[:min(3, len(r.q.pains))])
	case len(r.q.services) > 0:
		return "interest in " + text.JoinAnd(r.q.services)
	}
	return ""
}

// missing lists the profile's fields the text does not give, as the report names them.
func (r reading) missing() []string {
	p := r.profile()
	var out []string
	for _, f := range []struct{ value, name string }{
		{p.Name, "name"}, {p.Company, "company"}, {p.Role, "position"}, {p.Email, "e-mail"}, {p.Phone, "phone"},
		{p.Budget, "budget"}, {p.Timeline, "timeline"}, {p.CompanySize, "company size"},
	} {
		if f.value == "" {
			out = append(out, f.name)
		}
	}
	return out
}

// empty reports a text with nothing of a lead in it: no one named, no way to reach them,
// and no word on budget, authority, need, timeline or engagement.
func (r reading) empty() bool {
	p := r.profile()
	q := r.q
	return p == lexa.LeadProfile{} && q.budget.rating+q.authority.rating+q.need.rating+q.timeline.rating+q.engagement.rating == 0 &&
		len(q.budget.evidence)+len(q.timeline.evidence)+len(q.engagement.evidence) == 0 && !q.research
}

// unreadable is the answer to a text with nothing of a lead in it: what the reader
// expected, never a made-up assessment.
const unreadable = `Lead assessment
No lead details found: this text names no one, no company and no way to reach them, and says nothing about budget, authority, need, timeline or engagement.

Paste what you know about the lead, for example:
- who they are: "Name: Dana Lee", "Position: Operations Manager", "Company: Ridgeway Dental Group"
- how to reach them: an e-mail address or a phone number
- what they said: "Budget: $1,500/month", "Timeline: before March", "They miss about 60 calls a week"
A call note in plain sentences works too ("Spoke with Dana Lee, ops manager at Ridgeway Dental…").`

// budgetIsVague reports a "Budget:" value that states no budget ("TBD", "Not yet
// determined").
func budgetIsVague(value string) bool {
	lower := strings.ToLower(strings.TrimSpace(value))
	for _, v := range budgetVague {
		if lower == v {
			return true
		}
	}
	return firstPhrase(lower, budgetNone) != "" || strings.HasPrefix(lower, "not yet") || strings.HasPrefix(lower, "no ")
}
