package lexa

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The inbox's lead score, by the business's own lead profile (decision 0073): how well a
// message fits what the business offers and where, how soon the person wants it, how they
// can be reached, what it is worth and whether they decide. The public demo keeps the
// fixed rules of lead_score.go, which are for business-to-business sales; this one is for
// a business talking to its own customers, a dental clinic as much as an agency.
//
// Every mention is read as lead_score.go reads one: case-blind, and not counted where
// the words before it in its clause negate it ("I do NOT have a budget"). Words are
// matched whole here, so "vp" is not found in "MVP".

// LeadFit is a lead's score by a business's profile, its reasons in the business's own
// words, and what to do next.
type LeadFit struct {
	Score     int
	Kind      LeadKind
	Reasons   []string
	NextSteps []string
}

// The points of each part of the fit; a lead starts at baseFitScore and is held to 0–100.
const (
	baseFitScore      = 30
	offerPoints       = 20 // asks for what the business offers (or, with no offer written, says what it needs)
	otherNeedPoints   = 5  // asks for something, but nothing the business lists
	areaPoints        = 5
	urgentPoints      = 20
	timelinePoints    = 10
	contactPoints     = 10
	valueAbovePoints  = 15
	valueBelowPoints  = 5
	budgetPoints      = 10
	decidesPoints     = 10
	coolingPoints     = -10
	notALeadListScore = 10 // a message matching one of the owner's "not leads"
)

// The cues read in every lead, in English: the lead reader tells the kinds of a message in
// other languages too, and the few words of urgency that matter most are listed in Spanish,
// German and French as well.
var (
	fitNeedCues = []string{"need", "needs", "looking for", "interested in", "would like", "i'd like", "we'd like", "want",
		"wants", "require", "quote", "estimate", "appointment", "book", "booking", "price", "prices", "how much", "help with",
		"see me", "come in", "visit", "necesito", "brauche", "benötigen", "besoin"}
	fitUrgentCues = []string{"today", "tonight", "tomorrow", "this week", "asap", "as soon as possible", "urgent", "urgently",
		"emergency", "right away", "immediately", "right now", "this morning", "this afternoon", "ready to book",
		"ready to start", "ready to buy", "ready to sign", "hoy", "mañana", "urgente", "heute", "morgen", "dringend",
		"aujourd'hui", "demain"}
	fitTimelineCues = []string{"next week", "next month", "this month", "in two weeks", "in a few weeks", "within a week",
		"within a month", "timeline", "deadline", "by the end of", "q1", "q2", "q3", "q4", "soon", "this spring", "this summer",
		"this fall", "this autumn", "this winter"}
	fitCoolingCues = []string{"just browsing", "just looking", "just curious", "no rush", "not urgent", "next year",
		"maybe later", "not sure yet", "someday", "some day", "in the future"}
	fitDecidesCues = []string{"decision maker", "decision-maker", "i decide", "i make the decision", "owner", "ceo", "founder",
		"president", "vp", "vice president", "director", "head of", "sign off"}
	fitBudgetCues = []string{"budget", "presupuesto"}
	// fitPlainWords are the words of an offer or an area too common to tell anything.
	fitPlainWords = wordSet(`and or the for with our your you we all any of in on to at by from plus including include
		includes other more new free full general professional quality custom local family service services care work
		help solutions solution products product etc area areas county city town region within miles mile km around near
		greater metro only also same day days`)
)

// fitAmount finds an amount of money: a sign before or after the number, or a currency word after it.
var fitAmount = regexp.MustCompile(`([$€£])\s?(\d[\d,.]*)\s?(k|thousand)?\b|(\d[\d,.]*)\s?(k|thousand)?\s?(dollars|usd|euros?|eur|pounds|gbp)\b`)

// ScoreLeadForBusiness scores lead l, as the lead reader read it (r), by profile p. A
// message that is no lead gets its kind's fixed score; one that matches a phrase of the
// owner's "not leads" is LeadKindOther. Everything else is a lead scored by its fit.
func ScoreLeadForBusiness(l InboxLead, r LeadReading, p BusinessLeadProfile) LeadFit {
	lower := strings.ReplaceAll(strings.ToLower(l.Text()), "’", "'")
	kind := r.Kind
	if kind == "" {
		kind = LeadKindLead
	}
	if rule, ok := kind.RuleOf(); ok {
		return LeadFit{Score: rule.Score, Kind: kind, Reasons: []string{rule.Reason}, NextSteps: []string{rule.Reason}}
	}
	if phrase := firstMentioned(lower, p.NotLeads); phrase != "" {
		reason := "Matches “" + phrase + "”, which you listed as not a lead."
		return LeadFit{Score: notALeadListScore, Kind: LeadKindOther, Reasons: []string{reason},
			NextSteps: []string{"No follow-up needed: " + strings.ToLower(reason[:1]) + reason[1:]}}
	}
	f := fitReading{lead: l, reading: r, profile: p, lower: lower, score: baseFitScore, reasons: []string{}}
	f.signal = firstMentioned(lower, p.UrgentSignals)
	f.offer()
	f.area()
	f.timing()
	f.contact()
	f.value()
	f.decides()
	return LeadFit{Score: max(0, min(f.score, 100)), Kind: LeadKindLead, Reasons: f.reasons, NextSteps: f.nextSteps()}
}

// fitReading is one lead being scored: what was found so far.
type fitReading struct {
	lead    InboxLead
	reading LeadReading
	profile BusinessLeadProfile
	lower   string
	score   int
	reasons []string

	signal  string // the first of the owner's urgent signals the lead names
	offered string // the part of the offer asked for
	need    bool   // says what they need, offered or not
	urgent  string // the words of urgency
	when    string // a time, when not urgent
	phone   string
	email   string
}

func (f *fitReading) add(points int, reason string) {
	f.score += points
	sign := "+"
	if points < 0 {
		sign, points = "−", -points
	}
	f.reasons = append(f.reasons, reason+" ("+sign+strconv.Itoa(points)+")")
}

// offer: the part of the offer the lead asks for, or with no offer written, any need.
func (f *fitReading) offer() {
	need := firstMentioned(f.lower, fitNeedCues)
	f.need = need != "" || f.reading.Profile.Need != ""
	if f.profile.Offer == "" {
		if f.need {
			evidence := need
			if evidence == "" {
				evidence = f.reading.Profile.Need
			}
			f.add(offerPoints, "Says what they need: “"+evidence+"”")
		}
		return
	}
	if part := bestPart(f.lower, f.profile.Offer); part != "" {
		f.offered = part
		f.add(offerPoints, "Asks for "+part+", which you offer")
		return
	}
	// The owner's urgent signals are problems the business takes on: a lead naming one
	// fits, whatever words the offer uses ("flooding" for a plumber's "emergency plumbing").
	if f.signal != "" {
		f.add(offerPoints, "Names "+f.signal+", a problem you listed as urgent")
		return
	}
	if f.need {
		f.add(otherNeedPoints, "Asks for something, but names nothing you list as offered")
	}
}

// area: a place of the service area named in the lead.
func (f *fitReading) area() {
	if f.profile.ServiceArea == "" {
		return
	}
	if part := bestPart(f.lower, f.profile.ServiceArea); part != "" {
		f.add(areaPoints, "In your service area: "+part)
	}
}

// timing: how soon they want it, by the owner's urgent signals first.
func (f *fitReading) timing() {
	if f.signal != "" {
		f.urgent = f.signal
		f.add(urgentPoints, "Says “"+f.signal+"”, one of your urgent signals")
	}
	cooling := firstMentioned(f.lower, fitCoolingCues)
	if f.urgent == "" {
		if cue := firstMentioned(f.lower, fitUrgentCues); cue != "" {
			f.urgent = cue
			f.add(urgentPoints, "Wants it soon: “"+cue+"”")
		}
	}
	if f.urgent == "" && cooling == "" { // "next year, no rush" is no time to count on
		if t := f.reading.Profile.Timeline; t != "" && !negatedValue(t) {
			f.when = t // as the lead put it: "before March" rather than "timeline"
		} else if cue := firstMentioned(f.lower, fitTimelineCues); cue != "" {
			f.when = shown(cue)
		}
		if f.when != "" {
			f.add(timelinePoints, "Gives a time: “"+f.when+"”")
		}
	}
	if f.urgent == "" && cooling != "" {
		f.add(coolingPoints, "Not ready yet: “"+cooling+"”")
	}
}

// contact: a phone number or an e-mail address, in the lead's fields or its text.
func (f *fitReading) contact() {
	_, inNotes := CandidateContacts(f.lead.Notes) // a number written in the message, as a resume's is read
	f.phone = firstNonEmpty(f.lead.Phone, f.reading.Profile.Phone, inNotes)
	f.email = firstNonEmpty(f.lead.Email, f.reading.Profile.Email)
	switch {
	case f.phone != "" && f.email != "":
		f.add(contactPoints, "Can be reached by phone and e-mail")
	case f.phone != "":
		f.add(contactPoints, "Can be reached by phone: "+f.phone)
	case f.email != "":
		f.add(contactPoints, "Can be reached by e-mail: "+f.email)
	}
}

// value: an amount of money named (the largest one not negated) against the typical value.
func (f *fitReading) value() {
	amount, text, usd := largestAmount(f.lower)
	typical := f.profile.TypicalValue
	switch {
	case text != "" && usd && typical > 0 && amount >= typical:
		f.add(valueAbovePoints, "Mentions "+text+", at or above your typical "+FormatUSD(int(typical)))
	case text != "" && usd && typical > 0:
		f.add(valueBelowPoints, "Mentions "+text+", below your typical "+FormatUSD(int(typical)))
	case text != "":
		f.add(budgetPoints, "Mentions an amount: "+text)
	case firstMentioned(f.lower, fitBudgetCues) != "" || (f.reading.Profile.Budget != "" && !negatedValue(f.reading.Profile.Budget)):
		f.add(budgetPoints, "A budget is mentioned")
	}
}

// decides: the person says they make the decision, or holds a title that does.
func (f *fitReading) decides() {
	if cue := firstMentioned(f.lower, fitDecidesCues); cue != "" {
		f.add(decidesPoints, "Can decide: “"+shown(cue)+"”")
	} else if a := f.reading.Profile.Authority; a != "" && !negatedValue(a) {
		f.add(decidesPoints, "Can decide: “"+a+"”")
	}
}

// shown is a cue as a reason quotes it: a short one is an abbreviation ("VP", "CEO", "Q3").
func shown(cue string) string {
	if len(cue) <= 3 {
		return strings.ToUpper(cue)
	}
	return cue
}

// nextSteps are what a business does with such a lead, in the order to do them.
func (f *fitReading) nextSteps() []string {
	who := firstNonEmpty(f.lead.Name, f.reading.Profile.Name, "them")
	var steps []string
	switch temperature := LeadTemperature(max(0, min(f.score, 100))); {
	case f.phone != "" && temperature != "cold":
		steps = append(steps, "Call "+who+" back today on "+f.phone+".")
	case f.email != "" && temperature != "cold":
		steps = append(steps, "Reply to "+who+" today at "+f.email+".")
	case f.phone != "" || f.email != "":
		steps = append(steps, "Reply to "+who+" when you can.")
	default:
		steps = append(steps, "The message gives no phone number or e-mail: reply where it came from, if you can.")
	}
	switch {
	case f.urgent != "":
		steps = append(steps, "Offer the first free slot: they said “"+f.urgent+"”.")
	case f.when == "":
		steps = append(steps, "Ask when they would like it.")
	}
	switch {
	case f.offered != "" && f.profile.TypicalValue > 0:
		steps = append(steps, "Have the price of "+f.offered+" ready.")
	case f.offered == "" && f.profile.Offer != "":
		steps = append(steps, "Ask what they need: the message names nothing you offer.")
	case f.offered == "" && !f.need:
		steps = append(steps, "Ask what they need.")
	}
	return steps
}

// Analysis is the fit as the inbox shows it under a lead: the steps, numbered.
func (fit LeadFit) Analysis() string {
	var b strings.Builder
	b.WriteString("Next steps:")
	for i, s := range fit.NextSteps {
		b.WriteString("\n" + strconv.Itoa(i+1) + ". " + s)
	}
	return b.String()
}

// bestPart is the part of list (an offer or an area, its parts split at commas, "and",
// "or" …) with the most words found in lower, as the owner wrote it; "" when none is. Of
// two parts with as many words found, the one more of whose words were found wins: a
// "dental cleaning" is "Cleanings" rather than "Dental implants".
func bestPart(lower, list string) string {
	words := leadWords(lower)
	best, bestFound, bestOf := "", 0, 1
	for _, part := range listParts(list) {
		found, of := 0, 0
		for _, w := range scoreWords(strings.ToLower(part)) {
			if fitPlainWords[w] || utf8.RuneCountInString(w) < 3 {
				continue
			}
			of++
			if words[stem(w)] {
				found++
			}
		}
		if found > bestFound || (found == bestFound && found > 0 && found*bestOf > bestFound*of) {
			best, bestFound, bestOf = part, found, of
		}
	}
	return best
}

// leadWords are the stems of the words of lower that no word before them in their clause negates.
func leadWords(lower string) map[string]bool {
	words := map[string]bool{}
	start := -1
	for i, r := range lower + " " {
		inWord := unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\''
		switch {
		case inWord && start < 0:
			start = i
		case !inWord && start >= 0:
			if !negatedMention(lower, start, i) {
				words[stem(lower[start:i])] = true
			}
			start = -1
		}
	}
	return words
}

// stem is a word without a plural's ending: "implants" → "implant", "batteries" → "battery".
func stem(w string) string {
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4:
		return w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && len(w) > 3:
		return w[:len(w)-1]
	}
	return w
}

// listParts splits an owner's list into its parts, each trimmed.
func listParts(list string) []string {
	list = strings.NewReplacer(" and ", ",", " or ", ",", " & ", ",", ";", ",", "/", ",", "\n", ",", ".", ",").Replace(list)
	var parts []string
	for _, p := range strings.Split(list, ",") {
		if p = strings.TrimSpace(p); p != "" {
			parts = append(parts, p)
		}
	}
	return parts
}

// mentionedWord reports whether lower holds phrase as whole words, once at least where
// the words before it do not negate it.
func mentionedWord(lower, phrase string) bool {
	if phrase == "" {
		return false
	}
	for from := 0; ; {
		i := strings.Index(lower[from:], phrase)
		if i < 0 {
			return false
		}
		start, end := from+i, from+i+len(phrase)
		if wordEdge(lower, start, end) && !negatedMention(lower, start, end) {
			return true
		}
		from = start + 1
	}
}

// wordEdge reports whether lower[start:end] begins and ends at word boundaries.
func wordEdge(lower string, start, end int) bool {
	before, _ := utf8.DecodeLastRuneInString(lower[:start])
	after, _ := utf8.DecodeRuneInString(lower[end:])
	isWord := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	return (start == 0 || !isWord(before)) && (end == len(lower) || !isWord(after))
}

// firstMentioned is the first of phrases mentioned in lower, as written (an owner's phrase
// keeps its capitals in a reason), or "".
func firstMentioned(lower string, phrases []string) string {
	for _, p := range phrases {
		if mentionedWord(lower, strings.ToLower(p)) {
			return p
		}
	}
	return ""
}

// negatedValue reports whether a value the lead reader read says there is none ("not the
// decision maker", "no budget").
func negatedValue(v string) bool {
	words := scoreWords(strings.ToLower(v))
	return len(words) > 0 && (leadScoreNegations[words[0]] || leadScoreNoneValues[words[0]])
}

// largestAmount is the largest amount of money in lower that is not negated: its value in
// whole units, as written, and whether it is in PlanCurrency (dollars).
func largestAmount(lower string) (amount int64, text string, usd bool) {
	for _, m := range fitAmount.FindAllStringSubmatchIndex(lower, 50) {
		if negatedMention(lower, m[0], m[1]) {
			continue
		}
		sign, number, thousand, currency := group(lower, m, 1), group(lower, m, 2), group(lower, m, 3), group(lower, m, 6)
		if number == "" {
			number, thousand = group(lower, m, 4), group(lower, m, 5)
		}
		cents, ok := ParseAmount(strings.TrimRight(number, ".,"))
		if !ok {
			continue
		}
		whole := cents / 100
		if thousand != "" {
			whole *= 1000
		}
		isUSD := sign == "$" || currency == "dollars" || currency == "usd"
		if whole > amount {
			amount, usd = whole, isUSD
			text = strings.TrimSpace(lower[m[0]:m[1]])
			if isUSD {
				text = FormatUSD(int(whole))
			}
		}
	}
	return amount, text, usd
}

func group(s string, m []int, n int) string {
	if m[2*n] < 0 {
		return ""
	}
	return s[m[2*n]:m[2*n+1]]
}

func firstNonEmpty(values ...string) string {
	for _, v := range values {
		if v != "" {
			return v
		}
	}
	return ""
}
