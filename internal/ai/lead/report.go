package lead

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// firstLinePattern reads an unlabelled first line such as "Jane Doe, Acme Corp" or
// "Jane Doe from Acme".
var firstLinePattern = text.Lazy(`^([A-Z][\pL'’-]+(?:\s+[A-Z][\pL'’-]+){1,2})\s*(?:,|-|–|—|\||\bfrom\b|\bat\b|@)\s*([A-Z][\w&.'’ -]{1,60})$`)

// reachable reports an e-mail address or a phone number to follow up on.
func (p profile) reachable() bool { return p.email != "" || p.phone != "" }

// who names the contact in next steps: "Jane Doe (VP of Operations)".
func (p profile) who() string {
	switch {
	case p.name != "" && p.role != "":
		return p.name + " (" + p.role + ")"
	case p.name != "":
		return p.name
	}
	return p.roleOr("the contact")
}

// roleOr is "the owner", "the CEO", or fallback when no role is known.
func (p profile) roleOr(fallback string) string {
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
func (p profile) intro(rest string) string {
	switch {
	case p.name == "" && p.company != "":
		return p.roleOr("the contact") + " at " + p.company + rest
	case p.name == "":
		return p.roleOr("the contact") + rest
	case p.role != "" && p.company != "":
		return withAside(p.name+", "+p.role+" at "+p.company, rest)
	case p.role != "":
		return withAside(p.name+", "+p.role, rest)
	case p.company != "":
		return p.name + " at " + p.company + rest
	}
	return p.name + rest
}

// first is how a step refers to the contact a second time.
func (p profile) first() string {
	if name := firstName(p.name); name != "" {
		return name
	}
	return "the contact"
}

// report writes the assessment.
func report(r reading, plans lexa.CatalogFigures) string {
	p, q := r.who, r.q
	var b strings.Builder
	b.WriteString("Lead assessment\n")
	b.WriteString("Lead: " + headline(p) + "\n")
	if line := r.languageLine(); line != "" {
		// The person who reads the rest replies to these: show them, not only say they were read.
		b.WriteString("Language: " + line + "\n")
		if c := contactOf(p); c != "" {
			b.WriteString("Contact: " + c + "\n")
		}
	}
	if missing := r.missing(); len(missing) > 0 {
		b.WriteString("Missing details: " + strings.Join(missing, ", ") + "\n")
	}
	level, reason := overall(q)
	b.WriteString("Overall: " + level + " lead — " + reason + "\n\n")
	for _, c := range []struct {
		name string
		f    finding
	}{{"Budget", q.budget}, {"Authority", q.authority}, {"Need", q.need}, {"Timeline", q.timeline}, {"Engagement", q.engagement}} {
		b.WriteString(findingLine(c.name, c.f) + "\n")
	}
	b.WriteString("\nRisks:\n")
	for _, r := range risks(q, p, plans) {
		b.WriteString("- " + r + "\n")
	}
	b.WriteString("\nNext steps:\n")
	steps := nextSteps(q, p, level, plans)
	if readsForeign(r.language) {
		// What the rules could not read is the person's to read first.
		steps = append([]string{"Have someone who reads " + r.language.Name + " read the whole message and reply in " +
			r.language.Name + ": I read only the details above."}, steps[:min(4, len(steps))]...)
	}
	for i, s := range steps {
		fmt.Fprintf(&b, "%d. %s\n", i+1, s)
	}
	return strings.TrimRight(b.String(), "\n")
}

// headline is "Dana Lee, ops manager at Ridgeway Dental Group (company size: about 40 staff)".
func headline(p profile) string {
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

func findingLine(name string, f finding) string {
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

// overall rates the lead hot, warm or cold from the five ratings and says why.
func overall(q qualification) (string, string) {
	bant := []struct {
		name string
		r    rating
	}{{"budget", q.budget.rating}, {"authority", q.authority.rating}, {"need", q.need.rating}, {"timeline", q.timeline.rating}}
	var strong, partial, missing []string
	points := int(q.engagement.rating)
	for _, c := range bant {
		points += int(c.r)
		switch c.r {
		case ratingStrong:
			strong = append(strong, c.name)
		case ratingPartial:
			partial = append(partial, c.name)
		default:
			missing = append(missing, c.name)
		}
	}
	// Hot needs BANT in place, not just a busy lead: nothing unknown, at least three of
	// the four confirmed, and some engagement (or all four confirmed).
	level := "Cold"
	switch {
	case len(missing) == 0 && (len(strong) == 4 || (len(strong) == 3 && q.engagement.rating != ratingMissing)):
		level = "Hot"
	case points >= 4:
		level = "Warm"
	}
	var good, bad []string
	if len(strong) > 0 {
		good = append(good, text.JoinAnd(strong)+verb(strong)+" confirmed")
	}
	if len(partial) > 0 {
		bad = append(bad, text.JoinAnd(partial)+verb(partial)+" only partly known")
	}
	if len(missing) > 0 {
		bad = append(bad, text.JoinAnd(missing)+verb(missing)+" unknown")
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
	case q.engagement.rating == ratingStrong:
		reason += ", and they are actively engaged"
	case q.engagement.rating == ratingMissing && level != "Cold":
		reason += ", with no engagement recorded yet"
	}
	return level, reason + "."
}

func verb(items []string) string {
	if len(items) == 1 {
		return " is"
	}
	return " are"
}
