package lead

import (
	"cmp"
	"fmt"
	"strings"

	"lexa/internal/lexa"
)

// The answer to a message that is no lead: what it is and the words that show it, who
// sent it and how to reach them (a complaint needs a reply, an opt-out a record), and
// what to do instead of a sales follow-up. It never rates budget or urgency, and never
// proposes a plan: an opt-out, an unhappy customer or a job applicant gets no sales
// playbook.
//
//	Lead assessment
//	Lead: <who, where>
//	Kind: <what it is> — not a sales lead ("<the words that show it>").
//	Contact: <e-mail, phone>                          (when the text gives them)
//	Overall: Not a sales lead — <what to do, in one sentence>
//
//	Next steps:
//	1. …

// kindReport writes the answer for r, whose kind is not a lead.
func kindReport(r reading) string {
	rule, _ := r.kind.kind.RuleOf()
	var b strings.Builder
	b.WriteString("Lead assessment\n")
	b.WriteString("Lead: " + headline(r.who) + "\n")
	if line := r.languageLine(); line != "" {
		b.WriteString("Language: " + line + "\n")
	}
	kindLine := "Kind: " + rule.Name + " — not a sales lead"
	if r.kind.evidence != "" {
		kindLine += " (" + r.kind.evidence + ")"
	}
	b.WriteString(kindLine + ".\n")
	if c := contactOf(r.who); c != "" {
		b.WriteString("Contact: " + c + "\n")
	}
	b.WriteString("Overall: Not a sales lead — " + rule.Reason + "\n")
	b.WriteString("\nNext steps:\n")
	for i, s := range kindSteps(r.kind.kind, r.who) {
		fmt.Fprintf(&b, "%d. %s\n", i+1, s)
	}
	return strings.TrimRight(b.String(), "\n")
}

// kindSteps are what to do with a message of kind k from p, instead of selling to them.
func kindSteps(k lexa.LeadKind, p profile) []string {
	who := cmp.Or(p.name, "this sender")
	switch k {
	case lexa.LeadKindOptOut:
		steps := []string{
			"Do not call, text or e-mail " + who + " again: add them to your do-not-contact list today.",
			"Remove them from every call list, sequence and campaign, and keep a dated record of the request.",
			"Send no sales reply; if you confirm the removal, do it in one line and offer nothing.",
		}
		if c := contactOf(p); c != "" {
			steps[0] = "Do not call, text or e-mail " + who + " again: add " + c + " to your do-not-contact list today."
		}
		return steps
	case lexa.LeadKindSpam:
		return []string{
			"Do not reply, call back or open any link in it.",
			"Mark it as spam or delete it, and block the sender if it comes again.",
			"Keep it out of the sales pipeline.",
		}
	case lexa.LeadKindComplaint:
		return []string{
			"Pass this to support or the account's owner today: an existing customer has a problem to fix, not a purchase to make.",
			"Reply to " + who + " within one business day: acknowledge the problem, say who will fix it and by when.",
			"Settle any refund or credit they ask for before anything else, and keep sales offers out of the reply.",
		}
	case lexa.LeadKindApplicant:
		return []string{
			"Forward this to whoever hires: " + who + " is asking for a job, not buying.",
			"Reply with how to apply and when they will hear back.",
			"Keep it out of the sales pipeline.",
		}
	case lexa.LeadKindVendor:
		return []string{
			"No sales follow-up: this sender is selling to you, not buying.",
			"If the offer is of interest, pass it to whoever buys that kind of service; otherwise archive it or reply with a short no.",
			"Keep it out of the sales pipeline.",
		}
	}
	return []string{
		"Read it and answer it if it needs an answer: it asks for nothing to buy.",
		"Keep it out of the sales pipeline unless a reply turns up a need.",
		"If it was meant as a lead, ask the sender what they need, their budget and their timeline.",
	}
}
