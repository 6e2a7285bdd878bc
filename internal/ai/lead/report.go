package lead

import (
	"fmt"
	"regexp"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// leadProfile is who the lead is, for the header and for addressing next steps.
type leadProfile struct {
	name, company, title, size string
	reachable                  bool // an e-mail or phone number is given
}

// leadFirstLinePattern reads an unlabelled first line such as "Jane Doe, Acme Corp" or
// "Jane Doe from Acme".
var leadFirstLinePattern = regexp.MustCompile(`^([A-Z][\pL'’-]+(?:\s+[A-Z][\pL'’-]+){1,2})\s*(?:,|-|–|—|\||\bfrom\b|\bat\b|@)\s*([A-Z][\w&.'’ -]{1,60})$`)

// leadNameOnlyPattern is a first line that is only a name: "Jane Doe".
var leadNameOnlyPattern = regexp.MustCompile(`^[A-Z][\pL'’-]+(?:\s+[A-Z][\pL'’-]+){1,2}$`)

// leadCompanyPattern finds the company after "@" or "at" in a contact line.
var leadCompanyPattern = regexp.MustCompile(`(?:@|\bat\b)\s*([A-Z][\w&.'’-]*(?:\s+[A-Z][\w&.'’-]*){0,3})`)

var leadContactPattern = regexp.MustCompile(`(?i)[\w.+-]+@[\w-]+\.[\w.]+|\+?\d[\d ().-]{6,}\d`)

func leadProfileOf(f leadFacts, q leadQualification) leadProfile {
	p := leadProfile{name: f.fields["name"], company: f.fields["company"], title: q.title, size: f.fields["size"]}
	// "Contact: Jane Doe, VP Sales @ Acme (12 clinics)": the name is the first part.
	if i := strings.IndexAny(p.name, ",(|@"); i > 0 {
		if m := leadCompanyPattern.FindStringSubmatch(p.name[i:]); m != nil && p.company == "" {
			p.company = strings.TrimSpace(m[1])
		}
		p.name = strings.TrimSpace(p.name[:i])
	}
	if p.name == "" && len(f.snippets) > 0 && f.snippets[0].label == "" {
		if first := f.snippets[0].text; leadNameOnlyPattern.MatchString(first) {
			p.name = first
		} else if m := leadFirstLinePattern.FindStringSubmatch(first); m != nil {
			p.name = m[1]
			if p.company == "" && leadFirstPhrase(strings.ToLower(m[2]), leadStrongTitles) == "" {
				p.company = strings.TrimSpace(m[2])
			}
		}
	}
	if f.fields["email"] != "" || f.fields["phone"] != "" {
		p.reachable = true
	}
	for _, s := range f.snippets {
		p.reachable = p.reachable || (strings.ContainsAny(s.text, "@0123456789") && leadContactPattern.MatchString(s.text))
	}
	return p
}

// who names the contact in next steps: "Jane Doe (VP of Operations)".
func (p leadProfile) who() string {
	switch {
	case p.name != "" && p.title != "":
		return p.name + " (" + p.title + ")"
	case p.name != "":
		return p.name
	case p.title != "" && !strings.Contains(p.title, " ") && strings.ToUpper(p.title) != p.title:
		return "the " + strings.ToLower(p.title) // "the owner", but "the CEO"
	case p.title != "":
		return "the " + p.title
	}
	return "the contact"
}

// first is how a step refers to the contact a second time.
func (p leadProfile) first() string {
	if fields := strings.Fields(p.name); len(fields) > 0 {
		return fields[0]
	}
	return "the contact"
}

// leadReport writes the assessment.
func leadReport(f leadFacts, q leadQualification, plans lexa.CatalogFigures) string {
	p := leadProfileOf(f, q)
	var b strings.Builder
	b.WriteString("Lead assessment\n")
	b.WriteString("Lead: " + leadHeadline(p) + "\n")
	if missing := leadMissingDetails(f, q, p); len(missing) > 0 {
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

func leadHeadline(p leadProfile) string {
	parts := []string{}
	if p.name != "" {
		parts = append(parts, p.name)
	}
	if p.title != "" {
		parts = append(parts, p.title)
	}
	line := strings.Join(parts, ", ")
	if p.company != "" {
		if line != "" {
			line += " at "
		}
		line += p.company
	}
	if line == "" {
		line = "not named"
	}
	if p.size != "" {
		line += " (company size: " + p.size + ")"
	}
	return line
}

// leadMissingDetails lists the profile fields the text does not give.
func leadMissingDetails(f leadFacts, q leadQualification, p leadProfile) []string {
	var out []string
	add := func(missing bool, name string) {
		if missing {
			out = append(out, name)
		}
	}
	add(p.name == "", "name")
	add(p.company == "", "company")
	add(p.title == "", "position")
	add(f.fields["email"] == "" && !p.reachable, "e-mail")
	add(f.fields["phone"] == "" && !p.reachable, "phone")
	add(f.fields["budget"] == "" && q.budget.rating == leadMissing && len(q.budget.evidence) == 0, "budget")
	add(f.fields["timeline"] == "" && q.timeline.rating == leadMissing && len(q.timeline.evidence) == 0, "timeline")
	add(p.size == "" && q.seats == "", "company size")
	return out
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
