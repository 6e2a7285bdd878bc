package lead

import (
	"strings"
	"testing"
)

func snip(text string) snippet { return snippet{text: text, lower: strings.ToLower(text)} }

// Each wording of negation.go on its own: a negation reaches its cue across small words
// only and within its clause; a hedge makes the cue of its clause hedged.
func TestStanceOfACue(t *testing.T) {
	for _, c := range []struct {
		text, phrase string
		want         stance
	}{
		{"we have an approved budget", "approved budget", stanceStated},
		{"we don't have an approved budget", "approved budget", stanceNegated},
		{"no budget", "budget", stanceNegated},
		{"We don’t have budget", "have budget", stanceNegated}, // a typographic apostrophe
		{"not really interested in voice AI", "voice ai", stanceNegated},
		{"I'm not the decision maker", "decision maker", stanceNegated},
		{"we never miss calls", "miss", stanceNegated},
		{"no one here misses calls", "misses", stanceNegated},
		{"No, we have a budget", "budget", stanceStated},                                // a comma ends the clause
		{"No budget yet, but the VP approved a pilot", "approved", stanceStated},        // so does "but"
		{"we don't have a CRM and calls go to voicemail", "to voicemail", stanceStated}, // "crm" is no small word
		{"maybe next year", "next year", stanceHedged},
		{"next year, maybe", "next year", stanceHedged},
		{"hopefully this quarter", "this quarter", stanceHedged},
		{"we might have $500", "might have", stanceHedged},
		{"in May we start", "we start", stanceStated}, // "May" is a month, not a hedge
		{"no budget this year, a budget of $5k next year", "budget", stanceStated},
		{"nous n'avons pas de budget", "budget", stanceNegated},
		{"no tenemos presupuesto", "presupuesto", stanceNegated},
		{"wir haben kein Budget", "budget", stanceNegated},
		{"vielleicht im März", "im märz", stanceHedged},
		{"budget", "timeline", stanceAbsent},
	} {
		if got := stanceOf(snip(c.text), c.phrase); got != c.want {
			t.Errorf("stanceOf(%q, %q) = %d, want %d", c.text, c.phrase, got, c.want)
		}
	}
}

// The lead's ratings read negation and hedging (issue 31): "no budget", "not interested",
// "next year", "not the decision maker" never count as budget, interest, urgency or
// authority. Each case is one rule; "want" is the rating's line prefix.
func TestRatingsReadNegationAndHedging(t *testing.T) {
	for _, c := range []struct {
		name, lead, want string
	}{
		{"no budget", "Name: Jo Park\nNotes: No budget.", "Budget: missing"},
		{"no budget until a year", "Name: Jo Park\nNotes: No budget until 2027.", "Budget: missing"},
		{"a year is no near date", "Name: Jo Park\nNotes: No budget until 2027.", "Timeline: partial"},
		{"don't have budget", "Name: Jo Park\nNotes: We don't have budget for this.", "Budget: missing"},
		{"not approved", "Name: Jo Park\nNotes: Budget is not approved.", "Budget: missing"},
		{"an amount not willing to spend", "Name: Jo Park\nNotes: We are not willing to spend $5,000 a month.", "Budget: missing"},
		{"an amount said as a maybe", "Name: Jo Park\nNotes: We might have $500 a month.", "Budget: partial"},
		{"budget stated (control)", "Name: Jo Park\nNotes: Budget approved, $2,000 a month.", "Budget: strong"},
		{"not interested in a product", "Name: Jo Park\nNotes: Not interested in voice AI.", "Need: missing"},
		{"a pain denied", "Name: Jo Park\nNotes: We never miss calls.", "Need: missing"},
		{"a pain stated (control)", "Name: Jo Park\nNotes: We miss calls every lunch hour.", "Need: strong"},
		{"next year", "Name: Jo Park\nNotes: Looking at next year.", "Timeline: partial"},
		{"maybe next year", "Name: Jo Park\nNotes: Maybe next year.", "Timeline: partial"},
		{"maybe this month", "Name: Jo Park\nNotes: Maybe this month, if the owner agrees.", "Timeline: partial"},
		{"not this quarter", "Name: Jo Park\nNotes: Not this quarter.", "Timeline: partial"},
		{"no urgency", "Name: Jo Park\nNotes: No urgency on our side.", "Timeline: missing"},
		{"this month (control)", "Name: Jo Park\nNotes: We want it live this month.", "Timeline: strong"},
		{"not the decision maker", "Name: Jo Park\nNotes: I'm not the decision maker.", "Authority: missing"},
		{"no final say", "Name: Jo Park\nNotes: I don't have the final say.", "Authority: missing"},
		{"not the decision maker, an approver named", "Name: Jo Park\nNotes: I'm not the decision maker; needs sign-off from the CFO.", "Authority: partial"},
		{"not the owner", "Name: Jo Park\nNotes: I'm not the owner.", "Authority: missing"},
		{"decision maker (control)", "Name: Jo Park\nNotes: I'm the decision maker.", "Authority: strong"},
		{"no demo asked", "Name: Jo Park\nNotes: Didn't request a demo.", "Engagement: missing"},
		{"demo asked (control)", "Name: Jo Park\nNotes: Requested a demo.", "Engagement: strong"},
	} {
		answer := analyzeLead(c.lead, specPlans)
		if line := testLine(t, answer, strings.SplitN(c.want, ":", 2)[0]+":"); !strings.HasPrefix(line, c.want+" — ") {
			t.Errorf("%s: %q, want %s", c.name, line, c.want)
		}
	}
}

// "Not interested" is said, not a reply that never came.
func TestNotInterestedIsNotUnanswered(t *testing.T) {
	answer := analyzeLead("Name: Jo Park\nNotes: Not interested right now, maybe next year.", specPlans)
	if !strings.Contains(answer, "(they say they are not interested)") || strings.Contains(answer, "unanswered") ||
		!strings.Contains(answer, "They say they are not interested") {
		t.Errorf("%s", answer)
	}
}
