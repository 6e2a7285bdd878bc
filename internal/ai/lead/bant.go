package lead

import (
	"cmp"
	"context"
	"slices"
	"strings"

	"lexa/internal/ai/text"
)

// rating is how well one BANT criterion (or engagement) is established.
type rating int

const (
	ratingMissing rating = iota
	ratingPartial
	ratingStrong
)

func (r rating) String() string {
	return [...]string{"missing", "partial", "strong"}[r]
}

// finding is one rated criterion: the rating, the quoted evidence and a short note
// that says what the evidence means (or what is unknown).
type finding struct {
	rating   rating
	evidence []string
	note     string
}

// qualification is the whole judgement of a lead.
type qualification struct {
	budget, authority, need, timeline, engagement finding

	budgetInfo  budget   // parsed amount and plan fit, when one was stated
	approver    string   // who must sign off, when the text names one ("the CFO")
	authorityIs string   // the authority in a few words, for the profile ("decision maker")
	when        string   // the timeline in a few words, for the profile ("before March")
	pains       []string // pain phrases found ("missed calls")
	services    []string // our services the need maps to
	renewal     string   // "Q3" in "contract renews in Q3"
	incumbent   string   // tool they use today ("Zendesk")
	seats       string   // "50-seat", "200-employee"
	volume      string   // "500 calls a day"
	research    bool     // "just researching" and the like
	demoAsked   bool     // they asked for a demo
	cooling     string   // quoted negative engagement ("no reply since …")
	comparing   string   // quoted vendor comparison
}

// signalSkips are labels whose lines are contact data, not signals: "Phone: …" is not
// a need for a voice receptionist.
var signalSkips = map[string]bool{
	"name": true, "first name": true, "last name": true, "company": true, "email": true, "phone": true, "position": true,
	"size": true, "industry": true, "attendees": true, "from": true, "ours": true, "header": true,
}

// signals is the snippets that can carry buying signals.
func (f facts) signals() []snippet {
	out := make([]snippet, 0, len(f.snippets))
	for _, s := range f.snippets {
		if !signalSkips[s.label] {
			out = append(out, s)
		}
	}
	return out
}

// qualify rates each criterion from the facts and who the lead is.
// Each rating reads every snippet; the context is looked at between them.
func qualify(ctx context.Context, f facts, p profile) (qualification, error) {
	var q qualification
	signals := f.signals()
	for _, rate := range []func(){
		func() { q.budget, q.budgetInfo = rateBudget(signals) },
		func() { q.authority, q.approver, q.authorityIs = rateAuthority(f, p) },
		func() { q.need, q.pains, q.services = rateNeed(signals, p.company) },
		func() { q.timeline, q.renewal, q.research, q.when = rateTimeline(signals) },
		func() { q.engagement, q.demoAsked, q.cooling = rateEngagement(signals) },
		func() { q.incumbent = findIncumbent(signals) },
		func() { q.comparing = findComparison(signals) },
		func() { q.seats, q.volume = findSize(f) },
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
	strongTitles = []string{
		"chief executive officer", "chief operating officer", "chief financial officer", "chief technology officer",
		"chief marketing officer", "chief revenue officer", "chief", "ceo", "coo", "cfo", "cto", "cio", "cmo", "cro",
		"vice president", "svp", "evp", "vp", "managing director", "director", "head of", "general manager", "gm",
		"co-founder", "cofounder", "founder", "co-owner", "business owner", "owner", "president",
	}
	// labelTitles are senior only in a Position line: in notes "partner" is rarely a title.
	labelTitles  = append([]string{"partner", "principal", "proprietor"}, strongTitles...)
	middleTitles = []string{"senior manager", "manager", "team lead", "supervisor", "controller", "administrator", "product owner"}
	juniorTitles = []string{
		"analyst", "researcher", "research", "student", "intern", "assistant", "associate", "coordinator",
		"specialist", "consultant", "junior", "trainee", "receptionist",
	}
	decider   = []string{"decision maker", "decision-maker", "final decision", "final say", "signing authority", "budget holder", "owns the budget", "economic buyer"}
	dependent = []string{
		"sign-off from", "sign off from", "signoff from", "approval from", "approved by", "needs approval", "needs sign-off",
		"reports to", "check with", "run it by", "run this by", "buy-in from", "committee", "board approval", "procurement",
		"recommender",
	}
	// notDecider is the contact saying they do not decide: no authority, whatever their title.
	notDecider = []string{
		"not the decision maker", "not a decision maker", "not the decision-maker", "not a decision-maker",
		"don't make the decision", "do not make the decision", "don't make decisions", "not my decision", "not my call",
		"don't decide", "do not decide", "no authority", "can't sign", "cannot sign", "not authorized to", "no say",
		"not the one who decides", "not in charge of",
	}
)

// rateAuthority rates whether the contact can buy: their title (the profile's), words that say they decide, and words that say someone else
// must approve ("needs sign-off from the CFO", "owner (her father) decides"). A decision
// maker who was not reached (only a receptionist was) is not yet authority. It returns the
// finding, who must approve, and the authority in a few words for the profile.
func rateAuthority(f facts, p profile) (finding, string, string) {
	title, titleQuote, weight := p.role, "", ratingMissing
	junior := false
	var dependency, approver, deciderQuote, denial string
	for _, s := range f.snippets {
		if s.label == "email" || s.label == "phone" || s.label == "company" || s.label == "ours" || s.label == "header" {
			continue
		}
		if title != "" && titleQuote == "" {
			if s.label == "name" && strings.Contains(s.lower, strings.ToLower(title)) {
				// "Name: He's the owner": the value, not the label with a pronoun after it.
				value := strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:])
				titleQuote = quote(snippet{text: value, lower: strings.ToLower(value)}, strings.ToLower(title))
			} else if strings.Contains(s.lower, strings.ToLower(title)) {
				titleQuote = cellQuote(s, strings.ToLower(title))
			} else if p.roleAt != "" && hasPhrase(s.lower, p.roleAt) {
				titleQuote = quote(s, p.roleAt) // "Kevin O'Brien owns O'Brien Plumbing"
			}
		}
		if p := firstPhrase(s.lower, dependent); p != "" || needsApproval(s) || otherDecides(s) != "" {
			if dependency == "" {
				dependency = quote(s, p)
			}
			approver = cmp.Or(approver, findApprover(s.text), otherDecides(s))
			continue // a title in "needs sign-off from the CFO" is not the contact's
		}
		deciding := cueIn(s, decider)
		if p := firstPhrase(s.lower, notDecider); p != "" || (deciding.phrase == "" && deciding.negated) {
			// "I'm not the decision maker", "I don't have the final say".
			if denial == "" {
				denial = quote(s, cmp.Or(p, "decision"))
			}
			approver = cmp.Or(approver, findApprover(s.text), otherDecides(s))
			continue
		}
		if p := deciding.phrase; p != "" && deciderQuote == "" && !anyIn(s.lower, "who decides", "decision maker is", "decision-maker is") {
			deciderQuote = quote(s, p)
		}
	}
	lowerTitle := strings.ToLower(title)
	switch {
	case title == "":
	case firstPhrase(lowerTitle, middleTitles) != "":
		weight = ratingPartial // "product owner" is a manager, not an owner
	case firstPhrase(lowerTitle, labelTitles) != "":
		weight = ratingStrong
	case firstPhrase(lowerTitle, juniorTitles) != "":
		junior = true
	default:
		weight = ratingPartial
	}
	var out finding
	for _, q := range []string{titleQuote, deciderQuote, dependency, denial} {
		if q != "" && !slices.Contains(out.evidence, q) {
			out.evidence = append(out.evidence, q)
		}
	}
	summary := ""
	switch {
	case denial != "" && approver != "":
		out.rating, out.note = ratingPartial, "they say they do not decide; the purchase needs the approval of "+approver
		summary = "not the decision maker; needs the approval of " + approver
	case denial != "":
		out.rating, out.note = ratingMissing, "they say they are not the decision maker; who decides is not known"
		summary = "not the decision maker"
	case p.gatekeeper != "" && p.decider != "":
		out.rating, out.note = ratingPartial, "the decision maker, "+p.decider+", has not been reached; we spoke with "+p.gatekeeper
		summary = "decision maker " + p.decider + " not reached yet"
	case dependency != "" && approver != "":
		out.rating, out.note = ratingPartial, "a champion, but the purchase needs the approval of "+approver
		summary = "needs the approval of " + approver
	case dependency != "":
		out.rating, out.note = ratingPartial, "someone else must approve the purchase"
		summary = "someone else must approve"
	case weight == ratingStrong || deciderQuote != "":
		out.rating, out.note = ratingStrong, "a senior buyer who can decide"
		summary = "decision maker"
	case weight == ratingPartial:
		out.rating, out.note = ratingPartial, "can recommend, but probably not sign alone"
		summary = "can recommend, may not sign alone"
	case junior:
		out.note = "not a buying role; the decision maker is unknown"
		summary = "not a buying role"
	default:
		out.note = "no title or decision maker named"
	}
	return out, approver, summary
}

// otherDecidesPattern finds someone other than the contact who decides: "owner (her
// father) decides", "CEO = his dad (Ramon), signs >5k".
var otherDecidesPattern = text.MustSparse(`(?i)\b(?:the\s+|her\s+|his\s+|their\s+)?(owner|ceo|cfo|coo|president|founder|partners?|board|boss|medical director|director)` +
	`\s*(?:\(([^()]{1,30})\)|=\s*([^,;.]{1,30}))?,?\s+(?:decides|signs|approves|has the final say|makes the call)\b`)

// recommendForPattern finds whom the contact reports a choice to: "putting together
// options for our medical director", "the partners want a recommendation from me".
var recommendForPattern = text.MustSparse(`(?i)\b(?:options|recommendation|proposal|shortlist)\s+(?:for|to)\s+(?:our|the|my)\s+([\w-]+(?:\s[\w-]+)?)` +
	`|\b(?:the|our|my)\s+([\w-]+(?:\s[\w-]+)?)\s+wants?\s+(?:a\s+)?(?:recommendation|proposal|options)`)

// otherDecides returns who else decides, as the steps name them ("the owner (her
// father)", "their medical director"), or "".
func otherDecides(s snippet) string {
	if anyIn(s.lower, "decides", "signs", "approves", "final say", "makes the call") {
		if m := otherDecidesPattern.FindStringSubmatch(s.text); m != nil {
			who := "the " + roleName(m[1])
			if aside := strings.TrimSpace(cmp.Or(m[2], m[3])); aside != "" {
				who += " (" + strings.NewReplacer("(", "", ")", "").Replace(aside) + ")"
			}
			return who
		}
	}
	if anyIn(s.lower, "options", "recommendation", "proposal", "shortlist") {
		if m := recommendForPattern.FindStringSubmatch(s.text); m != nil {
			if role := cmp.Or(m[1], m[2]); isTitle(role) || anyIn(strings.ToLower(role), "board", "boss") {
				return "their " + roleName(role)
			}
		}
	}
	return ""
}

// roleName writes a role as a sentence names it: "CEO" stays, "Medical Director"
// becomes "medical director".
func roleName(role string) string {
	if strings.ToUpper(role) == role {
		return role
	}
	return strings.ToLower(role)
}

// titleAround cuts the title out of a sentence such as "Jane Doe, VP of Operations at
// Acme": from the title word to the next comma or " at ".
func titleAround(s snippet, phrase string) string {
	i := phraseIndex(s.lower, phrase)
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

// findApprover picks "the CFO" out of "needs sign-off from the CFO".
func findApprover(text string) string {
	m := approverPattern.FindStringSubmatch(text)
	if m == nil {
		// "needs CFO approval": the approver comes before the word.
		if a := approvalPattern.FindStringSubmatch(text); a != nil && a[2] != "" {
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

// cellQuote quotes the cell of a "|"-separated row that holds phrase ("General
// Manager"), not the whole row of fields; any other snippet as quote does.
func cellQuote(s snippet, phrase string) string {
	if !strings.Contains(s.text, "|") || len(s.lower) != len(s.text) {
		return quote(s, phrase)
	}
	for _, cell := range strings.Split(s.text, "|") {
		if cell = strings.TrimSpace(cell); strings.Contains(strings.ToLower(cell), phrase) {
			return quote(snippet{text: cell, lower: strings.ToLower(cell)}, phrase)
		}
	}
	return quote(s, phrase)
}
