package lead

import (
	"cmp"
	"slices"
	"strconv"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// leadBudget is a money amount the lead stated.
type leadBudget struct {
	shown   string  // "$25,000" or "$10,000–$15,000"
	low     float64 // the lower bound, in the stated currency
	period  string  // "month", "year" or "" when not said
	dollars bool    // stated in US dollars, so our plan prices compare
	current bool    // what they pay today for something else, not a budget for us
}

var (
	leadAmountPattern = text.MustSparse(`(?i)(\$|usd ?|€|£)\s?(\d[\d,]*(?:\.\d+)?)\s*(?:(k|mm|m|thousand|million)\b)?` +
		`(?:\s*(?:-|–|—|to)\s*(?:\$|usd ?|€|£)?\s?(\d[\d,]*(?:\.\d+)?)\s*(?:(k|mm|m|thousand|million)\b)?)?`)
	leadApproverPattern = text.MustSparse(`(?i:sign[- ]?off from|approval from|approved by|buy-in from|reports to|check with|run (?:it|this) by)\s+` +
		`(?i:(the|our|my|their|his|her)\s+)?([\w&-]+(?:\s+[A-Z][\w&-]*){0,2})`)
	leadApprovalPattern  = text.MustSparse(`(?i)\b(?:needs?|requires?|subject to|pending|waiting for|awaiting)\s+(?:(the|our|my|their|his|her)\s+)?(?:([\w&-]+)\s+)?(?:approval|sign-?off|buy-in)\b`)
	leadIncumbentPattern = text.MustSparse(`(?i:currently using|currently use|currently on|switching from|replacing|moving off|move away from|unhappy with|frustrated with|using)\s+` +
		`([A-Z][\w.&'-]*(?:\s+[A-Z][\w.&'-]*){0,2})`)
	leadRenewalPattern = text.MustSparse(`(?i)\b(?:renews?|renewal|expires?|ends|is up)\b(?:\s+(?:is|in|on|at|by|around|date|due|:))*\s+` +
		`((?:q[1-4]|h[12])\b(?:\s+\d{4})?|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b(?:\s+\d{4})?|(?:next|this)\s+(?:month|quarter|year)|\d+\s+(?:days|weeks|months))`)
	leadQuarterPattern  = text.MustSparse(`(?i)\b(?:q[1-4])\b|\b(?:by|in|before|until|starting|from)\s+(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec)\b`)
	leadDurationPattern = text.MustSparse(`(?i)\b(?:within|in|over|next|in the next|within the next|over the next)\s+(\d+|a|one|two|three|four|five|six|nine|twelve|a few|few|a couple of|couple of)\s*(?:(?:-|to)\s*(\d+)\s*)?(day|week|month|year)s?\b`)
	leadSeatsPattern    = text.MustSparse(`(?i)\b(\d[\d,]*)\s*\+?\s*[- ]?\s*(seats?|agents?|sales reps?|reps?|employees|staff|people|person|users|locations?|clinics?|stores?|offices|branch(?:es)?|sites)\b`).WholeRuns("0123456789,")
	leadVolumePattern   = text.MustSparse(`(?i)\b(\d[\d,]*)\s*\+?\s*(?:inbound |outbound |incoming |phone )?calls?\s*(?:a|per|/|each)\s*(day|week|month)\b`).WholeRuns("0123456789,")
)

var (
	leadBudgetApproved = []string{
		"budget approved", "approved budget", "budget is approved", "budget has been approved", "budget allocated",
		"allocated budget", "budget confirmed", "budget in place", "budget set aside", "has budget", "have budget",
		"funds allocated", "funding approved", "pre-approved", "budget signed off",
	}
	leadBudgetNone     = []string{"no budget", "not budgeted", "no funds", "no funding", "budget not approved", "without a budget", "zero budget"}
	leadBudgetLabelYes = []string{"approved", "allocated", "confirmed", "in place", "yes", "secured"}
	leadBudgetVague    = []string{"none", "n/a", "na", "unknown", "tbd", "not sure", "not disclosed", "undisclosed", "?", "-", "not yet"}
	leadBudgetPartial  = []string{
		"budget pending", "pending approval", "seeking budget", "working on budget", "need to find budget", "needs budget",
		"limited budget", "tight budget", "small budget", "price sensitive", "price-sensitive", "cost-conscious",
		"budget next quarter", "budget next year", "flexible budget", "budget is flexible", "budget",
	}
	leadMoneyBudgetCues = []string{"budget", "allocated", "approved", "invest", "set aside", "up to", "looking to spend", "can spend", "willing to spend"}
	leadMoneySpendCues  = []string{"spend", "spending", "paying", "pay", "costs us", "cost us", "currently pay"}
)

// leadRateBudget looks for an approved budget, a stated amount or a "no budget".
func leadRateBudget(signals []leadSnippet) (leadFinding, leadBudget) {
	var strong, partial, none []string
	var info leadBudget
	pending := false // an amount that still needs approval
	for _, s := range signals {
		amount, hasAmount := leadParseAmount(s)
		negative := leadFirstPhrase(s.lower, leadBudgetNone)
		match := s.lower
		if s.label == "budget" {
			value := strings.ToLower(strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:]))
			for _, v := range leadBudgetVague {
				if value == v && negative == "" {
					negative = "budget"
				}
			}
			// "Budget: approved" reads as "budget approved".
			match = "budget " + value
		}
		switch {
		case negative != "":
			none = append(none, leadQuote(s, negative))
			if hasAmount && info.shown == "" {
				info = amount
				partial = append(partial, leadQuote(s, ""))
			}
		case hasAmount && (s.label == "budget" || leadFirstPhrase(s.lower, leadMoneyBudgetCues) != ""):
			if info.shown == "" {
				info = amount
			}
			if leadNeedsApproval(s) {
				// "$3k/month, needs CFO approval": a figure, not yet a budget.
				partial = append(partial, leadQuote(s, "budget"))
				pending = true
				continue
			}
			strong = append(strong, leadQuote(s, "budget"))
		case leadFirstPhrase(match, leadBudgetApproved) != "" || (s.label == "budget" && leadFirstPhrase(match, leadBudgetLabelYes) != ""):
			strong = append(strong, leadQuote(s, "budget"))
		case hasAmount && leadFirstPhrase(s.lower, leadMoneySpendCues) != "":
			partial = append(partial, leadQuote(s, leadFirstPhrase(s.lower, leadMoneySpendCues)))
			if info.shown == "" {
				info = amount
				info.current = true
			}
		case leadFirstPhrase(s.lower, leadBudgetPartial) != "":
			partial = append(partial, leadQuote(s, leadFirstPhrase(s.lower, leadBudgetPartial)))
		}
	}
	var out leadFinding
	switch {
	case len(strong) > 0 && len(none) > 0:
		out = leadFinding{leadPartial, leadFirst2(append(none, strong...)), "a figure is mentioned, but the budget is not approved yet"}
	case len(strong) > 0:
		out = leadFinding{leadStrong, leadFirst2(strong), "budget is in place"}
		if info.shown != "" {
			out.note = "about " + info.shown + leadPeriodSuffix(info.period)
		}
	case len(partial) > 0:
		out = leadFinding{leadPartial, leadFirst2(append(partial, none...)), "budget is mentioned but not confirmed"}
		switch {
		case pending:
			out.note = "about " + info.shown + leadPeriodSuffix(info.period) + ", but not approved yet"
		case info.current:
			out.note = "they already spend " + info.shown + " on this today; no budget stated for a new solution"
		}
	case len(none) > 0:
		out = leadFinding{leadMissing, leadFirst2(none), "no budget yet"}
	default:
		out = leadFinding{note: "no budget or amount mentioned"}
	}
	return out, info
}

// leadParseAmount reads the first money amount (or range) in a snippet.
func leadParseAmount(s leadSnippet) (leadBudget, bool) {
	if !strings.ContainsAny(s.text, "$€£") && !strings.Contains(s.lower, "usd") {
		return leadBudget{}, false
	}
	m := leadAmountPattern.FindStringSubmatch(s.text)
	if m == nil {
		return leadBudget{}, false
	}
	symbol := strings.TrimSpace(m[1])
	dollars := symbol == "$" || strings.EqualFold(symbol, "usd")
	low := leadNumber(m[2], cmp.Or(m[3], m[5]))
	b := leadBudget{low: low, dollars: dollars, shown: leadMoney(symbol, low)}
	if m[4] != "" {
		b.shown += "–" + leadMoney(symbol, leadNumber(m[4], m[5]))
	}
	switch {
	case leadFirstPhrase(s.lower, []string{"/mo", "/month", "per month", "a month", "monthly", "mo"}) != "":
		b.period = "month"
	case leadFirstPhrase(s.lower, []string{"/yr", "/year", "per year", "a year", "annual", "annually", "yearly", "per annum"}) != "":
		b.period = "year"
	}
	return b, low > 0
}

func leadNumber(digits, scale string) float64 {
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

// leadMoney writes 25000 as "$25,000".
func leadMoney(symbol string, v float64) string {
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

func leadPeriodSuffix(period string) string {
	switch period {
	case "month":
		return " a month"
	case "year":
		return " a year"
	}
	return ""
}

// leadPlanFit names the largest plan the budget covers. An amount without a period is read
// as yearly when it is at least a year of the cheapest plan, else as monthly: B2B budgets
// are mostly stated per year, small figures mostly per month.
func leadPlanFit(b leadBudget, plans lexa.CatalogFigures) (plan lexa.PlanFigures, yearly, ok bool) {
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

// leadNeedsApproval reports "needs CFO approval" and the like.
func leadNeedsApproval(s leadSnippet) bool {
	return leadAnyIn(s.lower, "approval", "sign-off", "signoff", "sign off", "buy-in") && leadApprovalPattern.MatchString(s.text)
}

// leadBelowCheapest reports a stated dollar budget too small for any plan.
func leadBelowCheapest(b leadBudget, plans lexa.CatalogFigures) bool {
	_, _, fits := leadPlanFit(b, plans)
	return b.dollars && !b.current && b.low > 0 && !fits
}

func leadFirst2(items []string) []string {
	return items[:min(2, len(items))]
}
