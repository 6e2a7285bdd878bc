package lead

import (
	"context"
	"strings"
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

	budgetInfo leadBudget // parsed amount and plan fit, when one was stated
	title      string     // the contact's title, as written
	approver   string     // who must sign off, when the text names one ("the CFO")
	pains      []string   // pain phrases found ("missed calls")
	services   []string   // our services the need maps to
	renewal    string     // "Q3" in "contract renews in Q3"
	incumbent  string     // tool they use today ("Zendesk")
	seats      string     // "50-seat", "200-employee"
	volume     string     // "500 calls a day"
	research   bool       // "just researching" and the like
	demoAsked  bool       // they asked for a demo
	cooling    string     // quoted negative engagement ("no reply since …")
	comparing  string     // quoted vendor comparison
}

// leadSignalSkips are labels whose lines are contact data, not signals: "Phone: …" is not
// a need for a voice receptionist.
var leadSignalSkips = map[string]bool{
	"name": true, "company": true, "email": true, "phone": true, "position": true, "size": true, "industry": true,
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

// leadQualify rates each criterion from the facts.
// Each rating reads every snippet; the context is looked at between them.
func leadQualify(ctx context.Context, f leadFacts) (leadQualification, error) {
	var q leadQualification
	signals := f.leadSignals()
	for _, rate := range []func(){
		func() { q.budget, q.budgetInfo = leadRateBudget(signals) },
		func() { q.authority, q.title, q.approver = leadRateAuthority(f) },
		func() { q.need, q.pains, q.services = leadRateNeed(signals) },
		func() { q.timeline, q.renewal, q.research = leadRateTimeline(signals) },
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
		"vice president", "svp", "evp", "vp", "managing director", "director", "head of", "general manager",
		"co-founder", "cofounder", "founder", "co-owner", "business owner", "owner", "president",
	}
	// leadLabelTitles are senior only in a Position line: in notes "partner" is rarely a title.
	leadLabelTitles  = append([]string{"partner", "principal", "proprietor"}, leadStrongTitles...)
	leadMiddleTitles = []string{"senior manager", "manager", "team lead", "supervisor", "controller", "administrator", "product owner"}
	leadJuniorTitles = []string{
		"analyst", "researcher", "research", "student", "intern", "assistant", "associate", "coordinator",
		"specialist", "consultant", "junior", "trainee",
	}
	leadDecider   = []string{"decision maker", "decision-maker", "final decision", "final say", "signing authority", "budget holder", "owns the budget", "economic buyer"}
	leadDependent = []string{
		"sign-off from", "sign off from", "signoff from", "approval from", "approved by", "needs approval", "needs sign-off",
		"reports to", "check with", "run it by", "run this by", "buy-in from", "committee", "board approval", "procurement",
		"not the decision maker", "not a decision maker", "not the decision-maker",
	}
)

// leadRateAuthority finds the contact's title and whether they can buy alone.
func leadRateAuthority(f leadFacts) (leadFinding, string, string) {
	title, titleQuote, weight := "", "", leadMissing
	junior := false
	if pos := f.fields["position"]; pos != "" {
		title = pos
		for _, s := range f.snippets {
			if s.label == "position" {
				titleQuote = leadQuote(s, "")
				break
			}
		}
	}
	var dependency, approver string
	var deciderQuote string
	for _, s := range f.snippets {
		if s.label == "email" || s.label == "phone" || s.label == "company" {
			continue
		}
		if p := leadFirstPhrase(s.lower, leadDependent); p != "" || leadNeedsApproval(s) {
			if dependency == "" {
				dependency = leadQuote(s, p)
				approver = leadFindApprover(s.text)
			}
			continue // a title in "needs sign-off from the CFO" is not the contact's
		}
		if p := leadFirstPhrase(s.lower, leadDecider); p != "" && deciderQuote == "" {
			deciderQuote = leadQuote(s, p)
		}
		if title == "" && (s.label == "" || s.label == "name" || s.label == "notes") {
			for _, list := range [][]string{leadStrongTitles, leadMiddleTitles} {
				if p := leadFirstPhrase(s.lower, list); p != "" {
					title, titleQuote = leadTitleAround(s, p), leadQuote(s, p)
					break
				}
			}
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
	if titleQuote != "" {
		out.evidence = append(out.evidence, titleQuote)
	}
	if deciderQuote != "" {
		out.evidence = append(out.evidence, deciderQuote)
	}
	if dependency != "" {
		out.evidence = append(out.evidence, dependency)
	}
	switch {
	case dependency != "" && approver != "":
		out.rating, out.note = leadPartial, "a champion, but the purchase needs "+approver+"'s approval"
	case dependency != "":
		out.rating, out.note = leadPartial, "someone else must approve the purchase"
	case weight == leadStrong || deciderQuote != "":
		out.rating, out.note = leadStrong, "a senior buyer who can decide"
	case weight == leadPartial:
		out.rating, out.note = leadPartial, "can recommend, but probably not sign alone"
	case junior:
		out.note = "not a buying role; the decision maker is unknown"
	default:
		out.note = "no title or decision maker named"
	}
	return out, title, approver
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
