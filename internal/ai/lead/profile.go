package lead

import (
	"cmp"
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
)

// profile is who the lead is: the person, their role and company, how to reach them.
// Every field is read by a rule below or left empty; the report, the next steps and the
// API's profile (ReadProfile) all take it from here.
type profile struct {
	name, role, company, size, email, phone string
	// decider is someone else named as the one who decides ("Robert Hale"), with their
	// role; gatekeeper the person actually reached when that was not the buyer ("the
	// receptionist, Megan").
	decider, deciderRole, gatekeeper string
	// roleAt is the word the role was read from when the role is not written as such
	// ("owns" for an owner), so the authority can quote it.
	roleAt string
}

var (
	// "Spoke with Dana Lee", "mtg w/ J. Alvarez", "call with Dr. Sarah Whitman".
	metPattern = text.MustSparse(`(?i:\b(?:spoke|talked|speaking|met|meeting|mtg|call|chatted)\s+(?:with|w/|to))\s+(` + personExpr + `)`)
	// "this is Tom Reyes", "my name is …", "name is Gary Dunn", "I'm Luis".
	introPattern = text.MustSparse(`(?i:\b(?:this is|my name is|name is|name's|i'm|i am))\s+(` + personExpr + `)`)
	// The same cues in a lower-case transcript, where the name is read word by word.
	lowerIntroPattern = text.MustSparse(`\b(?:this is|my name is|name is|name's)\s`)
	// "Luis Romero, I'm the GM at …": a sentence that opens with a name introducing itself.
	selfPattern = text.Lazy(`^(` + personExpr + `)\s*[,—–-]\s*(?i:i'm|i am|here)\b`)
	// "Kevin O'Brien owns O'Brien Plumbing & Drain".
	ownsPattern = text.MustSparse(`(` + personExpr + `)\s+(?:owns|runs|founded|started)\s+(` + companyExpr + `)`)
	// "I own Brandt Bakery & Café".
	iOwnPattern = text.MustSparse(`(?i:\b(?:i|we)\s+(?:own|run|founded|started))\s+(` + companyExpr + `)`)
	// "I'm the GM at Sparkle Clean", "He's the owner of Lakeside Auto Repair", "i'm the owner so …".
	isTitlePattern = text.MustSparse(`(?i:\b(?:i'm|i am|he's|she's|he is|she is)\s+(?:the|a|an|our|their)\s+)` +
		`([\p{L}/&. -]{1,40}?)(?:\s+(?i:at|of|for|with)\s+(` + companyExpr + `)|[,.;!?—–]|\s+(?i:so|and|but|who|here|there)\b|$)`)
	// "Partner who decides on vendors is Robert Hale", "decision maker is Ann Wu"; the
	// word before the cue (the role) is read by findDecider.
	deciderPattern = text.MustSparse(`(?i:who decides|who makes (?:the )?decisions|who signs|decision[- ]maker)` +
		`[^.;]{0,40}?\s(?i:is|=)\s+(` + personExpr + `)`)
	// "Got the receptionist, Megan": the person reached is not the buyer.
	gatekeeperPattern = text.MustSparse(`(?i:\b(?:got|reached|spoke with|talked to|talked with)\s+(?:the\s+)?(receptionist|front desk|office assistant|assistant|gatekeeper|voicemail))` +
		`(?:,?\s+(` + nameWord + `))?`)

	// After a name: ", ops manager at Ridgeway Dental Group", " (CFO) @ Alvarez Landscaping",
	// ", founder/managing partner — Park & Co. Bookkeeping".
	tailCompany = text.Lazy(`^\s*[,(]\s*([\p{L}][\p{L}/&.' -]{0,40}?)\s*\)?\s*(?:,\s*)?(?:(?i:at|@|from|with)\s+|[—–-]\s+|@\s*)(` + companyExpr + `)`)
	// After a name, a title alone: " (owner, DDS MS)", ", Office Manager".
	tailTitle    = text.Lazy(`^\s*[,(]\s*([\p{L}][\p{L}/&.' -]{0,40}?)\s*(?:[),.;]|$)`)
	companyWhole = text.Lazy(`^(` + companyExpr + `)$`)
	// "Rachel Osei · 2nd": a LinkedIn name with its connection degree.
	degreeSuffix = text.Lazy(`\s*[·•]\s*(?:1st|2nd|3rd\+?)\s*$`)
)

// readProfile reads who the lead is. The rules go from the most certain (a labelled
// field, a spreadsheet row) to the least (a name in a sentence); each fills only what is
// still empty.
func readProfile(f facts) profile {
	var p profile
	p.fromFields(f)
	for i, line := range f.lines {
		p.fromLine(f.lines, i, line)
	}
	for _, s := range f.snippets {
		if s.label == "" || s.label == "notes" || s.label == "name" || s.label == "attendees" {
			p.fromSentence(s)
		}
	}
	p.fromHeaders(f.lines)
	if p.role == "" {
		p.role = titleInNotes(f)
	}
	if p.name == "" && p.decider != "" {
		// Only the decision maker is named: the profile is theirs ("Robert Hale").
		p.name, p.role = p.decider, cmp.Or(p.role, p.deciderRole)
	}
	p.email, p.phone = contactDetails(f)
	p.size = companySize(f)
	return p
}

// fromFields takes the labelled fields: "Name:", "Company:", "Position:" and the rest. A
// "Contact:" that holds only an e-mail address gives no name; the next field may.
func (p *profile) fromFields(f facts) {
	p.company = cleanCompany(f.fields["company"])
	p.role = f.fields["position"]
	from, _, _ := strings.Cut(f.fields["from"], "<")
	for _, name := range []string{
		f.fields["name"],
		strings.TrimSpace(f.fields["first name"] + " " + f.fields["last name"]),
		strings.Trim(from, ` "'`),
		f.fields["attendees"],
	} {
		if name != "" && p.name == "" {
			p.fromNameAndTail(name, true)
		}
	}
}

// fromNameAndTail reads "Jennifer Walsh, Director of CX @ Harbor Health (11 clinics)": the
// name, then the title and company after it.
func (p *profile) fromNameAndTail(s string, single bool) {
	m := lineNamePattern.FindString(s)
	name := personName(m, single)
	if name == "" && single && !startsWithContact(s) {
		// A labelled name may be in small letters: up to the first separator.
		m = s
		if i := strings.IndexAny(s, ",(|@<;"); i >= 0 {
			m = s[:i]
		}
		name = labelledName(m)
	}
	if name == "" {
		name = nameFromCaps(strings.TrimSpace(strings.SplitN(s, "|", 2)[0]))
		m = ""
	}
	if name == "" || p.name != "" {
		return
	}
	p.name = name
	p.fromTail(s[len(m):])
}

// fromTail reads the title and company that follow a name.
func (p *profile) fromTail(tail string) {
	if m := tailCompany.FindStringSubmatch(tail); m != nil && isTitle(m[1]) {
		p.setRole(m[1])
		p.setCompany(m[2])
	} else if m := tailTitle.FindStringSubmatch(tail); m != nil && isTitle(m[1]) {
		p.setRole(m[1])
	}
}

// fromSentence reads a name, a title and a company out of a sentence of the notes. Each
// pattern runs only where its cue words are, and only while what it finds is still
// missing: a pattern that may start at any capital would otherwise try at each of a long
// text's capitals.
func (p *profile) fromSentence(s snippet) {
	if anyIn(s.lower, "referral from", "referred by", "recommended by", "introduced by") {
		return // the name in it is the referrer's, not the lead's
	}
	p.othersIn(s)
	if p.name == "" {
		p.nameIn(s)
	}
	if p.role == "" && anyIn(s.text, "owns", "runs", "founded", "started") {
		if m := ownsPattern.FindStringSubmatch(s.text); m != nil {
			if name := personName(m[1], false); name != "" && (p.name == "" || p.name == name) {
				p.name, p.role, p.roleAt = name, "owner", "owns"
				p.setCompany(m[2])
			}
		}
	}
	if p.role == "" && anyIn(s.lower, "i own", "we own", "i run", "we run", "founded", "started") {
		if m := iOwnPattern.FindStringSubmatch(s.text); m != nil {
			p.role, p.roleAt = "owner", "own"
			p.setCompany(m[1])
		}
	}
	if p.role == "" && anyIn(s.lower, "i'm", "i am", "he's", "she's", "he is", "she is") {
		if m := isTitlePattern.FindStringSubmatch(s.text); m != nil && isTitle(m[1]) {
			p.setRole(m[1])
			p.setCompany(m[2])
		}
	}
}

// othersIn reads the people who are not the contact: the gatekeeper who answered and the
// decision maker named.
func (p *profile) othersIn(s snippet) {
	if p.gatekeeper == "" && anyIn(s.lower, "receptionist", "front desk", "assistant", "gatekeeper", "voicemail") {
		if m := gatekeeperPattern.FindStringSubmatch(s.text); m != nil {
			p.gatekeeper = "the " + strings.ToLower(m[1])
			if who := personName(m[2], true); who != "" {
				p.gatekeeper += ", " + who
			}
		}
	}
	if p.decider == "" && anyIn(s.lower, "decide", "decision", "who signs", "who makes") {
		if m := findDecider(s.text); m != nil {
			if who := personName(m[2], false); who != "" {
				p.decider = who
				if isTitle(m[1]) {
					p.deciderRole = m[1]
				}
			}
		}
	}
}

// findDecider finds deciderPattern with the word before it: m[1] the word (the role, or
// ""), m[2] the person. The word is read looking back from the cue, as
// `(?:(\p{L}{2,20})\s+)?` before the cue would, so that the search starts only at a cue:
// with the word in the expression, a match could start at every letter of the text.
func findDecider(s string) []string {
	loc := deciderPattern.FindStringSubmatchIndex(s)
	if loc == nil {
		return nil
	}
	return []string{s[loc[0]:loc[1]], wordBefore(s[:loc[0]]), s[loc[2]:loc[3]]}
}

// wordBefore is the last 2–20 letters of s before the white space that ends it, or ""
// when s does not end in white space after at least two letters.
func wordBefore(s string) string {
	trimmed := strings.TrimRight(s, "\t\n\f\r ") // \s
	if len(trimmed) == len(s) {
		return ""
	}
	start, letters := len(trimmed), 0
	for start > 0 && letters < 20 {
		r, size := utf8.DecodeLastRuneInString(trimmed[:start])
		if !unicode.IsLetter(r) {
			break
		}
		start -= size
		letters++
	}
	if letters < 2 {
		return ""
	}
	return trimmed[start:]
}

// nameIn reads the contact's name from a sentence: "Spoke with Dana Lee, …", "name is Gary
// Dunn", "Luis Romero, I'm the GM …", "this is tom reyes from reyes family restaurants".
func (p *profile) nameIn(s snippet) {
	for _, re := range []*text.SparseRegexp{metPattern, introPattern} {
		if idx := re.FindStringSubmatchIndex(s.text); idx != nil {
			if name := personName(s.text[idx[2]:idx[3]], re == introPattern); name != "" {
				p.name = name
				p.fromTail(s.text[idx[3]:])
				return
			}
		}
	}
	if m := selfPattern.FindStringSubmatch(s.text); m != nil {
		if p.name = personName(m[1], true); p.name != "" {
			return
		}
	}
	if s.lower != s.text {
		return
	}
	// A transcript in small letters: the name word by word, then "from" and the company.
	if idx := lowerIntroPattern.FindStringIndex(s.text); idx != nil {
		rest := s.text[idx[1]:]
		if p.name = lowerName(rest); p.name != "" {
			after := strings.TrimSpace(rest[len(lowerNameWords(rest)):])
			if company, ok := strings.CutPrefix(after, "from "); ok {
				p.setCompany(lowerCompany(company))
			}
		}
	}
}

func (p *profile) setName(name string) {
	if p.name == "" {
		p.name = name
	}
}

func (p *profile) setRole(role string) {
	if role = strings.Trim(strings.TrimSpace(role), ",;:()"); p.role == "" && role != "" {
		p.role = role
	}
}

func (p *profile) setCompany(company string) {
	if company = cleanCompany(company); p.company == "" && company != "" {
		p.company = company
	}
}

// cleanCompany trims a company read from text: the sentence's full stop (but not
// "Co." or "Inc."), and a lone connector left at its end.
func cleanCompany(s string) string {
	s = strings.TrimSpace(strings.Trim(strings.TrimSpace(s), ",;:|"))
	if strings.HasSuffix(s, ".") && !abbreviationBefore(strings.TrimSuffix(s, ".")) {
		s = strings.TrimSuffix(s, ".")
	}
	for _, tail := range []string{" &", " of", " and"} {
		s = strings.TrimSuffix(s, tail)
	}
	return strings.TrimSpace(s)
}

// isTitle reports a short text with a job title in it ("ops manager", "GM",
// "Founder/Managing Partner").
func isTitle(s string) bool {
	lower := strings.ToLower(strings.TrimSpace(s))
	if lower == "" || len(lower) > 60 {
		return false
	}
	for _, list := range [][]string{labelTitles, middleTitles, juniorTitles, otherTitles} {
		if firstPhrase(lower, list) != "" {
			return true
		}
	}
	return false
}

// otherTitles are roles that are neither senior nor junior but are titles all the same.
var otherTitles = []string{"receptionist", "office administrator", "bookkeeper", "accountant", "dentist", "doctor", "attorney", "lawyer", "nurse", "engineer", "partners"}

// splitAny splits s at every one of seps.
func splitAny(s string, seps ...string) []string {
	parts := []string{s}
	for _, sep := range seps {
		var next []string
		for _, p := range parts {
			next = append(next, strings.Split(p, sep)...)
		}
		parts = next
	}
	return parts
}

// titleInNotes is a title the notes give without a name ("Owner.", "the VP of Sales
// called"), found by the authority's title words; a title in a sentence about someone
// else who approves ("needs sign-off from the CFO") is not the contact's.
func titleInNotes(f facts) string {
	for _, s := range f.snippets {
		if s.label != "" && s.label != "notes" {
			continue
		}
		if firstPhrase(s.lower, dependent) != "" || needsApproval(s) || otherDecides(s) != "" ||
			anyIn(s.lower, "who decides", "decision maker is", "decision-maker is") {
			continue
		}
		for _, list := range [][]string{strongTitles, middleTitles} {
			if p, _ := positivePhrase(s, list); p != "" { // "I'm not the owner" names no title
				return titleAround(s, p)
			}
		}
	}
	return ""
}

// startsWithContact reports a value that opens with an e-mail address or a phone
// number ("Contact: sarah@whitmanortho.example"): no name, whatever comes before the "@".
func startsWithContact(s string) bool {
	s = strings.TrimSpace(s)
	word, _, _ := strings.Cut(s, " ")
	return strings.Contains(word, "@") || strings.HasPrefix(s, "+") || strings.HasPrefix(s, "(") || (s != "" && s[0] >= '0' && s[0] <= '9')
}
