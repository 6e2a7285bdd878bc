package lead

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// budget is a money amount the lead stated.
type budget struct {
	shown   string  // "$25,000" or "$10,000–$15,000"
	low     float64 // the lower bound, in the stated currency
	period  string  // "month", "year" or "" when not said
	dollars bool    // stated in US dollars, so our plan prices compare
	current bool    // what they pay today for something else, not a budget for us
}

var (
	amountPattern = text.MustSparse(`(?i)(\$|usd ?|€|£)\s?(\d[\d,]*(?:\.\d+)?)\s*(?:(k|mm|m|thousand|million)\b)?` +
		`(?:\s*(?:-|–|—|to)\s*(?:\$|usd ?|€|£)?\s?(\d[\d,]*(?:\.\d+)?)\s*(?:(k|mm|m|thousand|million)\b)?)?`)
	approverPattern = text.MustSparse(`(?i:sign[- ]?off from|approval from|approved by|buy-in from|reports to|check with|run (?:it|this) by)\s+` +
		`(?i:(the|our|my|their|his|her)\s+)?([\w&-]+(?:\s+[A-Z][\w&-]*){0,2})(?:,\s(` + personExpr + `))?`)
	approvalPattern  = text.MustSparse(`(?i)\b(?:needs?|requires?|subject to|pending|waiting for|awaiting)\s+(?:(the|our|my|their|his|her)\s+)?(?:([\w&-]+)\s+)?(?:approval|sign-?off|buy-in)\b`)
	incumbentPattern = text.MustSparse(`(?i:currently using|currently use|currently on|switching from|replacing|moving off|move away from|unhappy with|frustrated with|using)\s+` +
		`([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})`)
	renewalPattern = text.MustSparse(`(?i)\b(?:renews?|renewal|expires?|ends|is up)\b(?:\s+(?:is|in|on|at|by|around|date|due|:))*\s+` +
		`((?:q[1-4]|h[12])\b(?:\s+\d{4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?:\s+\d{1,2}(?:st|nd|rd|th)?\b)?(?:,?\s+\d{4})?|(?:next|this)\s+(?:month|quarter|year)|\d+\s+(?:days|weeks|months))`)
	quarterPattern  = text.MustSparse(`(?i)\b(?:q[1-4])\b|\b(?:by|in|before|until|starting|from)\s+(?:mid-)?(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b`)
	durationPattern = text.MustSparse(`(?i)\b(?:within|in|over|next|in the next|within the next|over the next)\s+(\d+|a|one|two|three|four|five|six|nine|twelve|a few|few|a couple of|couple of)\s*(?:(?:-|to)\s*(\d+)\s*)?(day|week|month|year)s?\b`)
	seatsPattern    = text.MustSparse(`(?i)\b(\d[\d,]*)\s*\+?\s*[- ]?\s*(seats?|agents?|sales reps?|reps?|employees|staff|people|person|users|locations?|clinics?|stores?|offices|branch(?:es)?|sites)\b`).WholeRuns("0123456789,")
	volumePattern   = text.MustSparse(`(?i)\b(\d[\d,]*)\s*\+?\s*(?:inbound |outbound |incoming |phone )?calls?\s*(?:a|per|/|each)\s*(day|week|month)\b`).WholeRuns("0123456789,")
)

var (
	budgetApproved = []string{
		"budget approved", "approved budget", "budget is approved", "budget has been approved", "budget allocated",
		"allocated budget", "budget confirmed", "budget in place", "budget set aside", "has budget", "have budget",
		"funds allocated", "funding approved", "pre-approved", "budget signed off",
	}
	budgetNone = []string{"no budget", "not budgeted", "no funds", "no funding", "budget not approved", "without a budget", "zero budget",
		"didn't discuss budget", "did not discuss budget", "budget not discussed", "haven't discussed budget", "no budget number", "don't have a budget",
		"not approved", "not yet approved", "isn't approved", "unapproved"}
	budgetLabelYes = []string{"approved", "allocated", "confirmed", "in place", "yes", "secured"}
	budgetVague    = []string{"none", "n/a", "na", "unknown", "tbd", "not sure", "not disclosed", "undisclosed", "?", "-", "not yet", "not yet determined", "undetermined", "not determined", "to be determined"}
	budgetPartial  = []string{
		"budget pending", "pending approval", "seeking budget", "working on budget", "need to find budget", "needs budget",
		"limited budget", "tight budget", "small budget", "price sensitive", "price-sensitive", "cost-conscious",
		"budget next quarter", "budget next year", "flexible budget", "budget is flexible", "budget",
	}
	moneyBudgetCues = []string{"budget", "bdgt", "allocated", "approved", "signed off on", "invest", "set aside", "up to", "looking to spend",
		"can spend", "could spend", "could probably spend", "would spend", "willing to spend", "might have", "could do", "can afford", "could afford"}
	moneySpendCues = []string{"spend", "spending", "paying", "pay", "costs us", "cost us", "currently pay"}
)

// rateBudget looks for an approved budget, a stated amount or a "no budget". A cue the
// sentence negates ("we don't have budget", "not willing to spend $5k") is no budget, and
// one it hedges ("we might have $500", "maybe a budget next year") is only partial
// (negation.go).
func rateBudget(signals []snippet) (finding, budget) {
	var strong, partial, none []string
	var info budget
	pending := false // an amount that still needs approval
	maybe := false   // an amount said as a possibility ("might have $500")
	for _, s := range signals {
		amount, hasAmount := parseAmount(s)
		negative := firstPhrase(s.lower, budgetNone)
		match := s
		if s.label == "budget" {
			value := strings.ToLower(strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:]))
			for _, v := range budgetVague {
				if value == v && negative == "" {
					negative = "budget"
				}
			}
			// "Budget: approved" reads as "budget approved".
			match = snippet{text: "budget " + value, lower: "budget " + value, label: s.label}
		}
		var money cueRead
		if hasAmount {
			money = cueIn(s, moneyBudgetCues)
		}
		approved := cueIn(match, budgetApproved)
		if approved.phrase == "" && s.label == "budget" {
			approved = cueIn(match, budgetLabelYes)
		}
		moneyCue := money.phrase
		hedged := money.hedged || approved.hedged
		if !hedged && (moneyCue != "" || approved.phrase != "") {
			hedged = firstPhrase(s.lower, hedgePhrases) != "" // "if budget allows, $5k"
		}
		refused := false // an amount they say they will not spend
		if negative == "" && moneyCue == "" && approved.phrase == "" && (money.negated || approved.negated) {
			negative, refused = "budget", money.negated // "we don't have budget", "not willing to spend $5k"
		}
		switch {
		case negative != "":
			none = append(none, quote(s, negative))
			if hasAmount && info.shown == "" && !refused {
				info = amount
				partial = append(partial, quote(s, ""))
			}
		case hasAmount && (s.label == "budget" || moneyCue != ""):
			if info.shown == "" {
				info = amount
			}
			if needsApproval(s) || hedged {
				// "$3k/month, needs CFO approval", "might have $500": a figure, not yet a budget.
				partial = append(partial, quote(s, "budget"))
				pending, maybe = pending || !hedged, maybe || hedged
				continue
			}
			strong = append(strong, quote(s, "budget"))
		case approved.phrase != "" && hedged:
			partial = append(partial, quote(s, "budget"))
		case approved.phrase != "":
			strong = append(strong, quote(s, "budget"))
		case hasAmount && firstPhrase(s.lower, moneySpendCues) != "":
			partial = append(partial, quote(s, firstPhrase(s.lower, moneySpendCues)))
			if info.shown == "" {
				info = amount
				info.current = true
			}
		default:
			if c := cueIn(s, budgetPartial); c.phrase != "" {
				partial = append(partial, quote(s, c.phrase))
			} else if c.negated {
				none = append(none, quote(s, "budget")) // "we don't have any budget"
			}
		}
	}
	var out finding
	switch {
	case len(strong) > 0 && len(none) > 0:
		out = finding{ratingPartial, first2(append(none, strong...)), "a figure is mentioned, but the budget is not approved yet"}
	case len(strong) > 0:
		out = finding{ratingStrong, first2(strong), "budget is in place"}
		if info.shown != "" {
			out.note = "about " + info.shown + periodSuffix(info.period)
		}
	case len(partial) > 0:
		out = finding{ratingPartial, first2(append(partial, none...)), "budget is mentioned but not confirmed"}
		switch {
		case pending:
			out.note = "about " + info.shown + periodSuffix(info.period) + ", but not approved yet"
		case maybe:
			out.note = "about " + info.shown + periodSuffix(info.period) + ", said as a possibility, not confirmed"
		case info.current:
			out.note = "they already spend " + info.shown + " on this today; no budget stated for a new solution"
		}
	case len(none) > 0:
		out = finding{ratingMissing, first2(none), "no budget yet"}
	default:
		out = finding{note: "no budget or amount mentioned"}
	}
	return out, info
}

// parseAmount reads a snippet's money amount (or range): the first one stated per
// month or year ("$5k one-time setup + monthly OK if under $600" is $600 a month), else
// the first. Without a currency sign it reads an amount in words ("two thousand a month")
// and, where the snippet is about a budget, a bare "10k".
func parseAmount(s snippet) (budget, bool) {
	var found []budget
	if strings.ContainsAny(s.text, "$€£") || strings.Contains(s.lower, "usd") {
		for _, m := range amountPattern.FindAllStringSubmatchIndex(s.text, 8) {
			sub := func(i int) string {
				if m[2*i] < 0 {
					return ""
				}
				return s.text[m[2*i]:m[2*i+1]]
			}
			symbol := strings.TrimSpace(sub(1))
			low := number(sub(2), cmp.Or(sub(3), sub(5)))
			b := budget{low: low, dollars: symbol == "$" || strings.EqualFold(symbol, "usd"), shown: money(symbol, low)}
			if sub(4) != "" {
				b.shown += "–" + money(symbol, number(sub(4), sub(5)))
			}
			b.period = periodNear(s, m[0], m[1])
			found = append(found, b)
		}
	} else if anyIn(s.lower, "hundred", "thousand", "grand") {
		if m := wordAmountPattern.FindStringSubmatchIndex(s.lower); m != nil {
			low := float64(text.SmallNumber(s.lower[m[2]:m[3]])) * wordScales[s.lower[m[4]:m[5]]]
			found = append(found, budget{low: low, dollars: true, shown: money("$", low), period: periodNear(s, m[0], m[1])})
		}
	} else if anyIn(s.lower, "budget", "bdgt") {
		if m := bareThousandsPattern.FindStringSubmatchIndex(s.text); m != nil {
			low := number(s.text[m[2]:m[3]], "k")
			found = append(found, budget{low: low, dollars: true, shown: money("$", low), period: periodNear(s, m[0], m[1])})
		}
	}
	if len(found) == 0 {
		return budget{}, false
	}
	b := found[0]
	for _, f := range found {
		if f.period == "month" || f.period == "year" {
			b = f
			break
		}
	}
	if b.period == "one-time" {
		b.period = ""
	}
	return b, b.low > 0
}

var (
	// "two thousand", "fifteen hundred": an amount said in words, as a transcript writes it.
	wordAmountPattern = text.MustSparse(`\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty)\s(hundred|thousand|grand)\b`)
	wordScales        = map[string]float64{"hundred": 100, "thousand": 1000, "grand": 1000}
	// "~10k/yr" in a budget line: thousands without a currency sign.
	bareThousandsPattern = text.MustSparse(`(?i)(?:^|[\s~(])(\d{1,4}(?:\.\d)?)\s?k\b`)
)

// periodNear says whether the amount at text[start:end] is per "month", per "year" or
// "one-time", from the words right after it ("$800/mo", "$5k one-time") or just before
// ("monthly OK if under $600"), else from anywhere in the snippet; "" when none says.
func periodNear(s snippet, start, end int) string {
	if len(s.lower) != len(s.text) {
		start, end = 0, len(s.lower)
	}
	after := s.lower[end:min(len(s.lower), end+16)]
	before := s.lower[max(0, start-24):start]
	for _, window := range []string{after, before, s.lower} {
		switch {
		case window != s.lower && firstPhrase(window, []string{"one-time", "one time", "setup", "set-up", "upfront"}) != "":
			return "one-time"
		case firstPhrase(window, []string{"/mo", "/month", "per month", "a month", "monthly", "mo"}) != "":
			return "month"
		case firstPhrase(window, []string{"/yr", "/year", "per year", "a year", "annual", "annually", "yearly", "per annum"}) != "":
			return "year"
		}
	}
	return ""
}

func number(digits, scale string) float64 {
	v, err := strconv.ParseFloat(strings.ReplaceAll(digits, ",", ""), 64)
	if err != nil {
		return 0
	}
	switch strings.ToLower(scale) {
	case "k", "thousand":
		v *= 1e3
	case "m", "mm", "million":
		v *= 1e6
	}
	return v
}

// money writes 25000 as "$25,000".
func money(symbol string, v float64) string {
	if strings.EqualFold(symbol, "usd") {
		symbol = "$"
	}
	digits := strconv.FormatInt(int64(v+0.5), 10)
	var b strings.Builder
	for i, d := range digits {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteRune(d)
	}
	return symbol + b.String()
}

func periodSuffix(period string) string {
	switch period {
	case "month":
		return " a month"
	case "year":
		return " a year"
	}
	return ""
}

// planFit names the largest plan the budget covers. An amount without a period is read
// as yearly when it is at least a year of the cheapest plan, else as monthly: B2B budgets
// are mostly stated per year, small figures mostly per month.
func planFit(b budget, plans lexa.CatalogFigures) (plan lexa.PlanFigures, yearly, ok bool) {
	if !b.dollars || b.low <= 0 || b.current || len(plans.Plans) == 0 {
		return lexa.PlanFigures{}, false, false
	}
	yearly = b.period == "year" || (b.period == "" && b.low >= float64(cheapestPlan(plans).Annual))
	// Dearest first, so the first plan covered is the largest.
	byPrice := slices.Clone(plans.Plans)
	slices.SortStableFunc(byPrice, func(x, y lexa.PlanFigures) int { return y.Monthly - x.Monthly })
	for _, p := range byPrice {
		if (yearly && b.low >= float64(p.Annual)) || (!yearly && b.low >= float64(p.Monthly)) {
			return p, yearly, true
		}
	}
	return lexa.PlanFigures{}, yearly, false
}

// needsApproval reports "needs CFO approval" and the like.
func needsApproval(s snippet) bool {
	return anyIn(s.lower, "approval", "sign-off", "signoff", "sign off", "buy-in") && approvalPattern.MatchString(s.text)
}

// belowCheapest reports a stated dollar budget too small for any plan.
func belowCheapest(b budget, plans lexa.CatalogFigures) bool {
	_, _, fits := planFit(b, plans)
	return b.dollars && !b.current && b.low > 0 && !fits
}

func first2(items []string) []string {
	return items[:min(2, len(items))]
}
