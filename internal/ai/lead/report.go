package lead

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// leadFirstLinePattern reads an unlabelled first line such as "Jane Doe, Acme Corp" or
// "Jane Doe from Acme".
var leadFirstLinePattern = text.Lazy(`^([A-Z][\pL'’-]+(?:\s+[A-Z][\pL'’-]+){1,2})\s*(?:,|-|–|—|\||\bfrom\b|\bat\b|@)\s*([A-Z][\w&.'’ -]{1,60})$`)

// reachable reports an e-mail address or a phone number to follow up on.
func (p leadProfile) reachable() bool { return p.email != "" || p.phone != "" }

// who names the contact in next steps: "Jane Doe (VP of Operations)".
func (p leadProfile) who() string {
	switch {
	case p.name != "" && p.role != "":
		return p.name + " (" + p.role + ")"
	case p.name != "":
		return p.name
	}
	return p.roleOr("the contact")
}

// roleOr is "the owner", "the CEO", or fallback when no role is known.
func (p leadProfile) roleOr(fallback string) string {
	switch {
	case p.role == "":
		return fallback
	}
	// "Office Manager" reads "the office manager"; "VP", "CEO" and names stay.
	words := strings.Fields(p.role)
	for i, w := range words {
		if r, size := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && strings.ToLower(w[size:]) == w[size:] {
			words[i] = strings.ToLower(w)
		}
	}
	return "the " + strings.Join(words, " ")
}

// intro introduces the contact in the first step with what is known of them, followed
// by rest: "Dana Lee, ops manager at Ridgeway Dental Group, within 2 business days" (the
// comma closes the aside when the sentence goes on).
func (p leadProfile) intro(rest string) string {
	switch {
	case p.name == "" && p.company != "":
		return p.roleOr("the contact") + " at " + p.company + rest
	case p.name == "":
		return p.roleOr("the contact") + rest
	case p.role != "" && p.company != "":
		return leadWithAside(p.name+", "+p.role+" at "+p.company, rest)
	case p.role != "":
		return leadWithAside(p.name+", "+p.role, rest)
	case p.company != "":
		return p.name + " at " + p.company + rest
	}
	return p.name + rest
}

// first is how a step refers to the contact a second time.
func (p leadProfile) first() string {
	if name := leadFirstName(p.name); name != "" {
		return name
	}
	return "the contact"
}

// leadReport writes the assessment.
func leadReport(r leadReading, plans lexa.CatalogFigures) string {
	p, q := r.who, r.q
	var b strings.Builder
	b.WriteString("Lead assessment\n")
	b.WriteString("Lead: " + leadHeadline(p) + "\n")
	if missing := r.missing(); len(missing) > 0 {
		b.WriteString("Missing details: " + strings.Join(missing, ", ") + "\n")
	}
	level, reason := leadOverall(q)
	b.WriteString("Overall: " + level + " lead — " + reason + "\n\n")
	for _, c := range []struct {
		name string
		f    leadFinding
	}{{"Budget", q.budget}, {"Authority", q.authority}, {"Need", q.need}, {"Timeline", q.timeline}, {"Engagement", q.engagement}} {
		b.WriteString(leadFindingLine(c.name, c.f) + "\n")
	}
	b.WriteString("\nRisks:\n")
	for _, r := range leadRisks(q, p, plans) {
		b.WriteString("- " + r + "\n")
	}
	b.WriteString("\nNext steps:\n")
	for i, s := range leadNextSteps(q, p, level, plans) {
		fmt.Fprintf(&b, "%d. %s\n", i+1, s)
	}
	return strings.TrimRight(b.String(), "\n")
}

// leadHeadline is "Dana Lee, ops manager at Ridgeway Dental Group (company size: about 40 staff)".
func leadHeadline(p leadProfile) string {
	parts := []string{}
	if p.name != "" {
		parts = append(parts, p.name)
	}
	if p.role != "" {
		parts = append(parts, p.role)
	}
	line := strings.Join(parts, ", ")
	if p.company != "" {
		if line != "" {
			line += " at "
		}
		line += p.company
	}
	switch {
	case line == "":
		line = "not named"
	case p.name == "":
		line = "name not given, " + line // "name not given, Owner at Acme"
	}
	if p.size != "" {
		line += " (company size: " + p.size + ")"
	}
	return line
}

func leadFindingLine(name string, f leadFinding) string {
	line := name + ": " + f.rating.String() + " — "
	if len(f.evidence) > 0 {
		line += strings.Join(f.evidence, "; ")
		if f.note != "" {
			line += " (" + f.note + ")"
		}
		return line + "."
	}
	return line + f.note + "."
}

// leadOverall rates the lead hot, warm or cold from the five ratings and says why.
func leadOverall(q leadQualification) (string, string) {
	bant := []struct {
		name string
		r    leadRating
	}{{"budget", q.budget.rating}, {"authority", q.authority.rating}, {"need", q.need.rating}, {"timeline", q.timeline.rating}}
	var strong, partial, missing []string
	points := int(q.engagement.rating)
	for _, c := range bant {
		points += int(c.r)
		switch c.r {
		case leadStrong:
			strong = append(strong, c.name)
		case leadPartial:
			partial = append(partial, c.name)
		default:
			missing = append(missing, c.name)
		}
	}
	// Hot needs BANT in place, not just a busy lead: nothing unknown, at least three of
	// the four confirmed, and some engagement (or all four confirmed).
	level := "Cold"
	switch {
	case len(missing) == 0 && (len(strong) == 4 || (len(strong) == 3 && q.engagement.rating != leadMissing)):
		level = "Hot"
	case points >= 4:
		level = "Warm"
	}
	var good, bad []string
	if len(strong) > 0 {
		good = append(good, text.JoinAnd(strong)+leadVerb(strong)+" confirmed")
	}
	if len(partial) > 0 {
		bad = append(bad, text.JoinAnd(partial)+leadVerb(partial)+" only partly known")
	}
	if len(missing) > 0 {
		bad = append(bad, text.JoinAnd(missing)+leadVerb(missing)+" unknown")
	}
	reason := ""
	switch {
	case len(good) > 0 && len(bad) > 0:
		reason = good[0] + ", but " + text.JoinAnd(bad)
	case len(good) > 0:
		reason = strings.Replace(good[0], " are confirmed", " are all confirmed", 1)
	default:
		reason = strings.Replace(text.JoinAnd(bad), " are unknown", " are all unknown", 1)
	}
	switch {
	case q.research:
		reason += "; they describe this as early research"
	case q.engagement.rating == leadStrong:
		reason += ", and they are actively engaged"
	case q.engagement.rating == leadMissing && level != "Cold":
		reason += ", with no engagement recorded yet"
	}
	return level, reason + "."
}

func leadVerb(items []string) string {
	if len(items) == 1 {
		return " is"
	}
	return " are"
}
