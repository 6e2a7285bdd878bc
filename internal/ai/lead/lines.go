package lead

import (
	"strings"

	"lexa/internal/ai/text"
)

// The shapes of a lead that are whole lines: a row of "|" cells, a headline, a signature
// block, a line that opens with a name and a title, a record's header.

var (
	// A headline: "Practice Manager at Cedar Creek Animal Hospital".
	headlinePattern = text.Lazy(`^([\p{L}][\p{L}/&.' -]{0,40}?)\s+(?:at|@)\s+(` + companyExpr + `)`)
	// A line that opens with a name: "Jenna Park, …", "- Dana Lee (VP) …".
	lineNamePattern = text.Lazy(`^(` + personExpr + `)`)
)

// fromLine reads the shapes that are whole lines: a row of fields separated by "|", a
// headline, a signature block, a line that opens with a name and a title, the first
// line's "Jane Doe, Acme" and a record's header ("Demo follow-up — Whitman Orthodontics").
func (p *profile) fromLine(lines []string, i int, line string) {
	bare := strings.TrimSpace(strings.TrimLeft(line, "-*•· \t"))
	if cells := strings.Split(bare, "|"); len(cells) >= 3 && len(findLabels(bare)) == 0 {
		p.fromCells(cells)
		return
	}
	head := strings.TrimSpace(strings.SplitN(bare, "|", 2)[0])
	if m := headlinePattern.FindStringSubmatch(head); m != nil && isTitle(m[1]) && personName(m[1], true) == "" {
		p.setRole(m[1])
		p.setCompany(m[2])
	}
	if name := personName(degreeSuffix.ReplaceAllString(head, ""), false); name != "" && len(findLabels(head)) == 0 {
		if i+1 < len(lines) && isTitle(lines[i+1]) && len(strings.Fields(lines[i+1])) <= 6 && !strings.ContainsAny(lines[i+1], ".!?") {
			// A signature: the name, the title, then often the company.
			if p.name == "" || p.name == name || strings.HasPrefix(name, p.name) {
				p.name = name
				p.setRole(lines[i+1])
				if i+2 < len(lines) {
					if c, _, _ := strings.Cut(lines[i+2], ","); companyWhole.MatchString(strings.TrimSpace(c)) {
						p.setCompany(lines[i+2])
					}
				}
			}
		} else if i == 0 || strings.Contains(line, "·") {
			p.setName(name)
		}
	}
	if m := lineNamePattern.FindString(bare); m != "" && p.name == "" {
		if name := personName(m, false); name != "" {
			var q profile
			q.fromTail(bare[len(m):])
			if q.role != "" {
				p.name = name
				p.setRole(q.role)
				p.setCompany(q.company)
			}
		}
	}
	if i == 0 {
		if m := firstLinePattern.FindStringSubmatch(bare); m != nil && personName(m[1], false) != "" && p.name == "" {
			p.name = m[1]
			if firstPhrase(strings.ToLower(m[2]), strongTitles) == "" {
				p.setCompany(m[2])
			}
		}
	}
}

// fromHeaders is the last resort for the company: a record's header line names it as one
// of its parts ("Demo follow-up — Whitman Orthodontics", "Cold call 5/19 — Hillcrest
// Family Law, (555) 640-3318"), known from a business word and no digits.
func (p *profile) fromHeaders(lines []string) {
	for _, line := range lines[:min(3, len(lines))] {
		for _, seg := range splitAny(line, " — ", " – ", " - ", " | ") {
			seg, _, _ = strings.Cut(strings.TrimSpace(seg), ",")
			if companyWhole.MatchString(seg) && looksLikeBusiness(seg) && !strings.ContainsAny(seg, "0123456789") {
				p.setCompany(seg)
			}
		}
	}
}

// fromCells reads a row of "|"-separated fields: a name (possibly "LAST, FIRST" in
// capitals), a title, the company, then addresses and contact details, which are skipped.
func (p *profile) fromCells(cells []string) {
	name := personName(cells[0], false)
	if name == "" {
		name = nameFromCaps(cells[0])
	}
	if name == "" {
		return
	}
	p.setName(name)
	for _, c := range cells[1:] {
		c = strings.TrimSpace(c)
		switch {
		case c == "" || strings.ContainsAny(c, "@") || phonePattern.MatchString(c):
		case isTitle(c) && len(strings.Fields(c)) <= 5:
			p.setRole(c)
		case companyWhole.MatchString(c) && !strings.ContainsAny(c[:1], "0123456789"):
			p.setCompany(c)
		}
	}
}
