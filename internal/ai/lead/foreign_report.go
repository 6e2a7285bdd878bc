package lead

import (
	"cmp"
	"strings"

	"lexa/internal/ai/text"
)

// applyForeign puts what was read of a lead in Spanish, German or French into the profile
// and the ratings, where it says more than the English reading did: the English rules read
// "Budget: 5.000 €" as a budget word with no amount, and "Inhaberin" as no title.
func (r *reading) applyForeign() {
	f, q, p := r.foreign, &r.q, &r.who
	p.name = cmp.Or(p.name, f.name)
	p.company = cmp.Or(p.company, f.company)
	p.phone = cmp.Or(p.phone, f.phone)
	if p.role == "" {
		p.role = f.role
	}
	switch {
	case f.notDeciding != "":
		q.authority = finding{ratingMissing, []string{f.notDeciding}, "they say they do not decide; who does is not known"}
		q.authorityIs = "not the decision maker"
	case f.roleDecides && q.authority.rating != ratingStrong:
		q.authority = finding{ratingStrong, []string{f.roleQuote}, "the owner or a director, who can decide"}
		q.authorityIs = "decision maker"
	case f.role != "" && q.authority.rating == ratingMissing:
		q.authority = finding{ratingPartial, []string{f.roleQuote}, "can recommend, but probably not sign alone"}
		q.authorityIs = "can recommend, may not sign alone"
	}
	switch f.budgetStance {
	case stanceStated:
		q.budget = finding{ratingStrong, []string{f.budgetQuote}, "about " + f.budgetShown + periodSuffix(f.budgetPeriod)}
		q.budgetInfo = budget{shown: f.budgetShown, period: f.budgetPeriod}
	case stanceHedged:
		q.budget = finding{ratingPartial, []string{f.budgetQuote}, "about " + f.budgetShown + periodSuffix(f.budgetPeriod) + ", not confirmed"}
		q.budgetInfo = budget{shown: f.budgetShown, period: f.budgetPeriod}
	case stanceNegated:
		q.budget = finding{ratingMissing, []string{f.budgetQuote}, "no budget yet"}
		q.budgetInfo = budget{}
	}
	switch {
	case f.when != "" && f.whenNear:
		q.timeline = finding{ratingStrong, []string{f.whenQuote}, "a start date: " + f.when}
		q.when, q.research = f.when, false
	case f.when != "" && q.timeline.rating == ratingMissing:
		q.timeline = finding{ratingPartial, []string{f.whenQuote}, "a timeframe, but not a near-term one"}
		q.when = f.when
	}
	if q.need.rating == ratingMissing {
		q.need.note = "not read: the lead is in " + f.language + "; a person should read what they need"
	}
}

// languageLine says what was read of a lead that is not in English, or "" for English.
func (r reading) languageLine() string {
	if r.language.English() {
		return ""
	}
	var read []string
	if r.who.name != "" || r.who.email != "" || r.who.phone != "" {
		read = append(read, "the contact details")
	}
	if r.who.role != "" {
		read = append(read, "the role")
	}
	if r.q.budgetInfo.shown != "" || r.foreign.budgetStance == stanceNegated {
		read = append(read, "the budget")
	}
	if r.q.when != "" {
		read = append(read, "the start date")
	}
	what := "nothing I could be sure of"
	if len(read) > 0 {
		what = text.JoinAnd(read)
	}
	if !readsLanguage(r.language) {
		return "This message is in " + r.language.Name + ", which the built-in engine does not read: I read " + what +
			"; a person should read the rest."
	}
	return "This lead is in " + r.language.Name + ": I read " + what + "; a person should read the rest."
}

// unreadLanguageReport is the answer to a lead in a language or script the engine does
// not read: who it is, as far as the contact details tell, and the honest line; never
// a sales rating made of nothing.
func unreadLanguageReport(r reading) string {
	var b strings.Builder
	b.WriteString("Lead assessment\n")
	b.WriteString("Lead: " + headline(r.who) + "\n")
	b.WriteString("Language: " + r.languageLine() + "\n")
	if c := contactOf(r.who); c != "" {
		b.WriteString("Contact: " + c + "\n")
	}
	b.WriteString("Overall: Not assessed — the built-in engine cannot read budget, authority, need or timeline in this language.\n")
	b.WriteString("\nNext steps:\n")
	steps := []string{"Have someone who reads the message read it and note the budget, the decision maker, the need and the timeline."}
	if r.who.reachable() {
		steps = append(steps, "Reply in the lead's language to "+cmp.Or(r.who.name, "the sender")+" ("+contactOf(r.who)+").")
	} else {
		steps = append(steps, "Find a way to reach the sender: the message gives no e-mail address or phone number I could read.")
	}
	steps = append(steps, "Paste the notes in English, or set a model (AI_BASE_URL), to get a full assessment.")
	for i, s := range steps {
		b.WriteString(string(rune('1'+i)) + ". " + s + "\n")
	}
	return strings.TrimRight(b.String(), "\n")
}

// contactOf is "ana@panaderia.example, +34 612 345 678".
func contactOf(p profile) string {
	var parts []string
	for _, c := range []string{p.email, p.phone} {
		if c != "" {
			parts = append(parts, c)
		}
	}
	return strings.Join(parts, ", ")
}
