package lead

import (
	"strings"

	"lexa/internal/ai/text"
)

// The shapes of a lead that are whole lines: a row of "|" cells, a headline, a signature
// block, a line that opens with a name and a title, a record's header.

var (
	// A headline: "Practice Manager at Cedar Creek Animal Hospital".
	leadHeadlinePattern = text.Lazy(`^([\p{L}][\p{L}/&.' -]{0,40}?)\s+(?:at|@)\s+(` + leadCompanyExpr + `)`)
	// A line that opens with a name: "Jenna Park, …", "- Dana Lee (VP) …".
	leadLineNamePattern = text.Lazy(`^(` + leadPersonExpr + `)`)
)

// fromLine reads the shapes that are whole lines: a row of fields separated by "|", a
// headline, a signature block, a line that opens with a name and a title, the first
// line's "Jane Doe, Acme" and a record's header ("Demo follow-up — Whitman Orthodontics").
func (p *leadProfile) fromLine(lines []string, i int, line string) {
	bare := strings.TrimSpace(strings.TrimLeft(line, "-*•· \t"))
	if cells := strings.Split(bare, "|"); len(cells) >= 3 && len(leadFindLabels(bare)) == 0 {
		p.fromCells(cells)
		return
	}
	head := strings.TrimSpace(strings.SplitN(bare, "|", 2)[0])
	if m := leadHeadlinePattern.FindStringSubmatch(head); m != nil && leadIsTitle(m[1]) && leadPersonName(m[1], true) == "" {
		p.setRole(m[1])
		p.setCompany(m[2])
	}
	if name := leadPersonName(leadDegreeSuffix.ReplaceAllString(head, ""), false); name != "" && len(leadFindLabels(head)) == 0 {
		if i+1 < len(lines) && leadIsTitle(lines[i+1]) && len(strings.Fields(lines[i+1])) <= 6 && !strings.ContainsAny(lines[i+1], ".!?") {
			// A signature: the name, the title, then often the company.
			if p.name == "" || p.name == name || strings.HasPrefix(name, p.name) {
				p.name = name
				p.setRole(lines[i+1])
				if i+2 < len(lines) {
					if c, _, _ := strings.Cut(lines[i+2], ","); leadCompanyWhole.MatchString(strings.TrimSpace(c)) {
						p.setCompany(lines[i+2])
					}
				}
			}
		} else if i == 0 || strings.Contains(line, "·") {
			p.setName(name)
		}
	}
	if m := leadLineNamePattern.FindString(bare); m != "" && p.name == "" {
		if name := leadPersonName(m, false); name != "" {
			var q leadProfile
			q.fromTail(bare[len(m):])
			if q.role != "" {
				p.name = name
				p.setRole(q.role)
				p.setCompany(q.company)
			}
		}
	}
	if i == 0 {
		if m := leadFirstLinePattern.FindStringSubmatch(bare); m != nil && leadPersonName(m[1], false) != "" && p.name == "" {
			p.name = m[1]
			if leadFirstPhrase(strings.ToLower(m[2]), leadStrongTitles) == "" {
				p.setCompany(m[2])
			}
		}
	}
}

// fromHeaders is the last resort for the company: a record's header line names it as one
// of its parts ("Demo follow-up — Whitman Orthodontics", "Cold call 5/19 — Hillcrest
// Family Law, (555) 640-3318"), known from a business word and no digits.
func (p *leadProfile) fromHeaders(lines []string) {
	for _, line := range lines[:min(3, len(lines))] {
		for _, seg := range leadSplitAny(line, " — ", " – ", " - ", " | ") {
			seg, _, _ = strings.Cut(strings.TrimSpace(seg), ",")
			if leadCompanyWhole.MatchString(seg) && leadLooksLikeBusiness(seg) && !strings.ContainsAny(seg, "0123456789") {
				p.setCompany(seg)
			}
		}
	}
}

// fromCells reads a row of "|"-separated fields: a name (possibly "LAST, FIRST" in
// capitals), a title, the company, then addresses and contact details, which are skipped.
func (p *leadProfile) fromCells(cells []string) {
	name := leadPersonName(cells[0], false)
	if name == "" {
		name = leadNameFromCaps(cells[0])
	}
	if name == "" {
		return
	}
	p.setName(name)
	for _, c := range cells[1:] {
		c = strings.TrimSpace(c)
		switch {
		case c == "" || strings.ContainsAny(c, "@") || leadPhonePattern.MatchString(c):
		case leadIsTitle(c) && len(strings.Fields(c)) <= 5:
			p.setRole(c)
		case leadCompanyWhole.MatchString(c) && !strings.ContainsAny(c[:1], "0123456789"):
			p.setCompany(c)
		}
	}
}
