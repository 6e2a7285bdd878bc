package lead

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"lexa/internal/ai/text"
)

// leadRating is how well one BANT criterion (or engagement) is established.
type leadRating int

const (
	leadMissing leadRating = iota
	leadPartial
	leadStrong
)

func (r leadRating) String() string {
	return [...]string{"missing", "partial", "strong"}[r]
}

// leadFinding is one rated criterion: the rating, the quoted evidence and a short note
// that says what the evidence means (or what is unknown).
type leadFinding struct {
	rating   leadRating
	evidence []string
	note     string
}

// leadQualification is the whole judgement of a lead.
type leadQualification struct {
	budget, authority, need, timeline, engagement leadFinding

	budgetInfo  leadBudget // parsed amount and plan fit, when one was stated
	approver    string     // who must sign off, when the text names one ("the CFO")
	authorityIs string     // the authority in a few words, for the profile ("decision maker")
	when        string     // the timeline in a few words, for the profile ("before March")
	pains       []string   // pain phrases found ("missed calls")
	services    []string   // our services the need maps to
	renewal     string     // "Q3" in "contract renews in Q3"
	incumbent   string     // tool they use today ("Zendesk")
	seats       string     // "50-seat", "200-employee"
	volume      string     // "500 calls a day"
	research    bool       // "just researching" and the like
	demoAsked   bool       // they asked for a demo
	cooling     string     // quoted negative engagement ("no reply since …")
	comparing   string     // quoted vendor comparison
}

// leadSignalSkips are labels whose lines are contact data, not signals: "Phone: …" is not
// a need for a voice receptionist.
var leadSignalSkips = map[string]bool{
	"name": true, "first name": true, "last name": true, "company": true, "email": true, "phone": true, "position": true,
	"size": true, "industry": true, "attendees": true, "from": true, "ours": true, "header": true,
}

// leadSignals is the snippets that can carry buying signals.
func (f leadFacts) leadSignals() []leadSnippet {
	out := make([]leadSnippet, 0, len(f.snippets))
	for _, s := range f.snippets {
		if !leadSignalSkips[s.label] {
			out = append(out, s)
		}
	}
	return out
}

// leadQualify rates each criterion from the facts and who the lead is.
// Each rating reads every snippet; the context is looked at between them.
func leadQualify(ctx context.Context, f leadFacts, p leadProfile) (leadQualification, error) {
	var q leadQualification
	signals := f.leadSignals()
	for _, rate := range []func(){
		func() { q.budget, q.budgetInfo = leadRateBudget(signals) },
		func() { q.authority, q.approver, q.authorityIs = leadRateAuthority(f, p) },
		func() { q.need, q.pains, q.services = leadRateNeed(signals, p.company) },
		func() { q.timeline, q.renewal, q.research, q.when = leadRateTimeline(signals) },
		func() { q.engagement, q.demoAsked, q.cooling = leadRateEngagement(signals) },
		func() { q.incumbent = leadFindIncumbent(signals) },
		func() { q.comparing = leadFindComparison(signals) },
		func() { q.seats, q.volume = leadFindSize(f) },
	} {
		if err := ctx.Err(); err != nil {
			return q, err
		}
		rate()
	}
	return q, nil
}

// Authority: titles by weight. The order matters: "vice president" before "president".
var (
	leadStrongTitles = []string{
		"chief executive officer", "chief operating officer", "chief financial officer", "chief technology officer",
		"chief marketing officer", "chief revenue officer", "chief", "ceo", "coo", "cfo", "cto", "cio", "cmo", "cro",
		"vice president", "svp", "evp", "vp", "managing director", "director", "head of", "general manager", "gm",
		"co-founder", "cofounder", "founder", "co-owner", "business owner", "owner", "president",
	}
	// leadLabelTitles are senior only in a Position line: in notes "partner" is rarely a title.
	leadLabelTitles  = append([]string{"partner", "principal", "proprietor"}, leadStrongTitles...)
	leadMiddleTitles = []string{"senior manager", "manager", "team lead", "supervisor", "controller", "administrator", "product owner"}
	leadJuniorTitles = []string{
		"analyst", "researcher", "research", "student", "intern", "assistant", "associate", "coordinator",
		"specialist", "consultant", "junior", "trainee", "receptionist",
	}
	leadDecider   = []string{"decision maker", "decision-maker", "final decision", "final say", "signing authority", "budget holder", "owns the budget", "economic buyer"}
	leadDependent = []string{
		"sign-off from", "sign off from", "signoff from", "approval from", "approved by", "needs approval", "needs sign-off",
		"reports to", "check with", "run it by", "run this by", "buy-in from", "committee", "board approval", "procurement",
		"not the decision maker", "not a decision maker", "not the decision-maker", "recommender",
	}
)

// leadRateAuthority rates whether the contact can buy: their title (the profile's), words that say they decide, and words that say someone else
// must approve ("needs sign-off from the CFO", "owner (her father) decides"). A decision
// maker who was not reached (only a receptionist was) is not yet authority. It returns the
// finding, who must approve, and the authority in a few words for the profile.
func leadRateAuthority(f leadFacts, p leadProfile) (leadFinding, string, string) {
	title, titleQuote, weight := p.role, "", leadMissing
	junior := false
	var dependency, approver, deciderQuote string
	for _, s := range f.snippets {
		if s.label == "email" || s.label == "phone" || s.label == "company" || s.label == "ours" || s.label == "header" {
			continue
		}
		if title != "" && titleQuote == "" {
			if s.label == "name" && strings.Contains(s.lower, strings.ToLower(title)) {
				// "Name: He's the owner": the value, not the label with a pronoun after it.
				value := strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:])
				titleQuote = leadQuote(leadSnippet{text: value, lower: strings.ToLower(value)}, strings.ToLower(title))
			} else if strings.Contains(s.lower, strings.ToLower(title)) {
				titleQuote = leadCellQuote(s, strings.ToLower(title))
			} else if p.roleAt != "" && leadHasPhrase(s.lower, p.roleAt) {
				titleQuote = leadQuote(s, p.roleAt) // "Kevin O'Brien owns O'Brien Plumbing"
			}
		}
		if p := leadFirstPhrase(s.lower, leadDependent); p != "" || leadNeedsApproval(s) || leadOtherDecides(s) != "" {
			if dependency == "" {
				dependency = leadQuote(s, p)
			}
			approver = cmp.Or(approver, leadFindApprover(s.text), leadOtherDecides(s))
			continue // a title in "needs sign-off from the CFO" is not the contact's
		}
		if p := leadFirstPhrase(s.lower, leadDecider); p != "" && deciderQuote == "" && !leadAnyIn(s.lower, "who decides", "decision maker is", "decision-maker is") {
			deciderQuote = leadQuote(s, p)
		}
	}
	lowerTitle := strings.ToLower(title)
	switch {
	case title == "":
	case leadFirstPhrase(lowerTitle, leadMiddleTitles) != "":
		weight = leadPartial // "product owner" is a manager, not an owner
	case leadFirstPhrase(lowerTitle, leadLabelTitles) != "":
		weight = leadStrong
	case leadFirstPhrase(lowerTitle, leadJuniorTitles) != "":
		junior = true
	default:
		weight = leadPartial
	}
	var out leadFinding
	for _, q := range []string{titleQuote, deciderQuote, dependency} {
		if q != "" && !slices.Contains(out.evidence, q) {
			out.evidence = append(out.evidence, q)
		}
	}
	summary := ""
	switch {
	case p.gatekeeper != "" && p.decider != "":
		out.rating, out.note = leadPartial, "the decision maker, "+p.decider+", has not been reached; we spoke with "+p.gatekeeper
		summary = "decision maker " + p.decider + " not reached yet"
	case dependency != "" && approver != "":
		out.rating, out.note = leadPartial, "a champion, but the purchase needs the approval of "+approver
		summary = "needs the approval of " + approver
	case dependency != "":
		out.rating, out.note = leadPartial, "someone else must approve the purchase"
		summary = "someone else must approve"
	case weight == leadStrong || deciderQuote != "":
		out.rating, out.note = leadStrong, "a senior buyer who can decide"
		summary = "decision maker"
	case weight == leadPartial:
		out.rating, out.note = leadPartial, "can recommend, but probably not sign alone"
		summary = "can recommend, may not sign alone"
	case junior:
		out.note = "not a buying role; the decision maker is unknown"
		summary = "not a buying role"
	default:
		out.note = "no title or decision maker named"
	}
	return out, approver, summary
}

// leadOtherDecidesPattern finds someone other than the contact who decides: "owner (her
// father) decides", "CEO = his dad (Ramon), signs >5k".
var leadOtherDecidesPattern = text.MustSparse(`(?i)\b(?:the\s+|her\s+|his\s+|their\s+)?(owner|ceo|cfo|coo|president|founder|partners?|board|boss|medical director|director)` +
	`\s*(?:\(([^()]{1,30})\)|=\s*([^,;.]{1,30}))?,?\s+(?:decides|signs|approves|has the final say|makes the call)\b`)

// leadRecommendForPattern finds whom the contact reports a choice to: "putting together
// options for our medical director", "the partners want a recommendation from me".
var leadRecommendForPattern = text.MustSparse(`(?i)\b(?:options|recommendation|proposal|shortlist)\s+(?:for|to)\s+(?:our|the|my)\s+([\w-]+(?:\s[\w-]+)?)` +
	`|\b(?:the|our|my)\s+([\w-]+(?:\s[\w-]+)?)\s+wants?\s+(?:a\s+)?(?:recommendation|proposal|options)`)

// leadOtherDecides returns who else decides, as the steps name them ("the owner (her
// father)", "their medical director"), or "".
func leadOtherDecides(s leadSnippet) string {
	if leadAnyIn(s.lower, "decides", "signs", "approves", "final say", "makes the call") {
		if m := leadOtherDecidesPattern.FindStringSubmatch(s.text); m != nil {
			who := "the " + leadRoleName(m[1])
			if aside := strings.TrimSpace(cmp.Or(m[2], m[3])); aside != "" {
				who += " (" + strings.NewReplacer("(", "", ")", "").Replace(aside) + ")"
			}
			return who
		}
	}
	if leadAnyIn(s.lower, "options", "recommendation", "proposal", "shortlist") {
		if m := leadRecommendForPattern.FindStringSubmatch(s.text); m != nil {
			if role := cmp.Or(m[1], m[2]); leadIsTitle(role) || leadAnyIn(strings.ToLower(role), "board", "boss") {
				return "their " + leadRoleName(role)
			}
		}
	}
	return ""
}

// leadRoleName writes a role as a sentence names it: "CEO" stays, "Medical Director"
// becomes "medical director".
func leadRoleName(role string) string {
	if strings.ToUpper(role) == role {
		return role
	}
	return strings.ToLower(role)
}

// leadTitleAround cuts the title out of a sentence such as "Jane Doe, VP of Operations at
// Acme": from the title word to the next comma or " at ".
func leadTitleAround(s leadSnippet, phrase string) string {
	i := leadPhraseIndex(s.lower, phrase)
	if i < 0 || len(s.lower) != len(s.text) {
		return phrase
	}
	rest := s.text[i:]
	end := len(rest)
	for _, stop := range []string{",", " at ", " @ ", " from ", ".", ";", "(", " who ", " and "} {
		if j := strings.Index(strings.ToLower(rest), stop); j > 0 && j < end {
			end = j
		}
	}
	// Include a preceding "Senior", "Regional" and the like.
	start := i
	if k := strings.LastIndexAny(s.text[:i], ",:;("); k >= 0 && i-k < 20 {
		start = k + 1
	} else if i > 0 && i < 20 && !strings.ContainsAny(s.text[:i], ",:;(") {
		start = 0
	}
	return strings.TrimSpace(s.text[start : i+end])
}

// leadFindApprover picks "the CFO" out of "needs sign-off from the CFO".
func leadFindApprover(text string) string {
	m := leadApproverPattern.FindStringSubmatch(text)
	if m == nil {
		// "needs CFO approval": the approver comes before the word.
		if a := leadApprovalPattern.FindStringSubmatch(text); a != nil && a[2] != "" {
			m = []string{a[0], a[1], a[2]}
		} else {
			return ""
		}
	}
	who := strings.TrimSpace(m[2])
	if len(m) > 3 && m[3] != "" {
		who += ", " + m[3] // "the owner, Dr. Raj Patel"
	}
	det := strings.ToLower(strings.TrimSpace(m[1]))
	switch det {
	case "our", "my", "their":
		return "their " + who
	case "his", "her", "the":
		return det + " " + who
	}
	if who == strings.ToUpper(who) {
		return "the " + who // "CFO" reads as "the CFO"
	}
	return who
}

// leadCellQuote quotes the cell of a "|"-separated row that holds phrase ("General
// Manager"), not the whole row of fields; any other snippet as leadQuote does.
func leadCellQuote(s leadSnippet, phrase string) string {
	if !strings.Contains(s.text, "|") || len(s.lower) != len(s.text) {
		return leadQuote(s, phrase)
	}
	for _, cell := range strings.Split(s.text, "|") {
		if cell = strings.TrimSpace(cell); strings.Contains(strings.ToLower(cell), phrase) {
			return leadQuote(leadSnippet{text: cell, lower: strings.ToLower(cell)}, phrase)
		}
	}
	return leadQuote(s, phrase)
}
