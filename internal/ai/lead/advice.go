package lead

import (
	"cmp"
	"fmt"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// item is a risk or a next step with its priority: lower comes first.
type item struct {
	priority int
	text     string
}

// top sorts items by priority (stable, so ties keep the order they were added in)
// and keeps at most n.
func top(items []item, n int) []string {
	sort.SliceStable(items, func(i, j int) bool { return items[i].priority < items[j].priority })
	out := make([]string, 0, n)
	for _, it := range items[:min(n, len(items))] {
		out = append(out, it.text)
	}
	return out
}

// risks lists what could stop the deal and the questions still open.
func risks(q qualification, p profile, plans lexa.CatalogFigures) []string {
	var items []item
	add := func(priority int, format string, args ...any) {
		items = append(items, item{priority, fmt.Sprintf(format, args...)})
	}
	switch {
	case q.cooling != "" && strings.Contains(strings.ToLower(q.cooling), "not interested"):
		add(1, "They say they are not interested (%s): do not push; ask whether and when to check back.", q.cooling)
	case q.cooling != "":
		add(1, "Outreach is going unanswered (%s): the lead may have gone cold.", q.cooling)
	}
	if belowCheapest(q.budgetInfo, plans) {
		cheapest := cheapestPlan(plans)
		add(2, "The stated budget (%s) is below the %s plan (%s a month).", q.budgetInfo.shown, cheapest.Name, lexa.FormatUSD(cheapest.Monthly))
	}
	switch q.budget.rating {
	case ratingMissing:
		if len(q.budget.evidence) > 0 {
			add(3, "No budget yet (%s): the deal may stall until one is approved.", q.budget.evidence[0])
		} else {
			add(4, "Budget is unknown: a proposal could go to a team that cannot fund it.")
		}
	case ratingPartial:
		add(6, "Budget is not confirmed: who approves the spend, and how much?")
	}
	switch {
	case p.gatekeeper != "" && p.decider != "":
		add(2, "Only %s has been reached: %s, who decides, has not been spoken to yet.", p.gatekeeper, p.decider)
	case q.approver != "":
		add(3, "%s not involved yet.", capitalize(withAside(q.approver, " must sign off and "+isAre(q.approver))))
	case q.authority.rating == ratingPartial:
		add(5, "%s may not be able to sign alone: who else decides?", capitalize(p.who()))
	case q.authority.rating == ratingMissing:
		add(4, "We do not know who decides: the deal can stall with someone who cannot buy.")
	}
	if q.need.rating == ratingMissing {
		add(5, "No pain point stated: without one there is no reason to change now.")
	}
	switch {
	case q.research:
		add(3, "They describe this as early research: expect a long cycle.")
	case q.timeline.rating == ratingMissing:
		add(6, "No timeline: the deal can drift without a date to work towards.")
	}
	if q.renewal != "" {
		add(2, "Their current contract renews %s %s: miss that window and they are locked in for another term.", onOrIn(q.renewal), q.renewal)
	}
	if q.incumbent != "" {
		add(4, "They use %s today: switching cost and how we work with %s will come up.", q.incumbent, q.incumbent)
	}
	if q.comparing != "" {
		add(4, "They are comparing vendors (%s).", q.comparing)
	}
	if !p.reachable() {
		add(2, "No e-mail or phone number: there is no way to follow up yet.")
	}
	if len(items) == 0 {
		return []string{"No major risks found; confirm budget and timeline in writing to keep it that way."}
	}
	return top(items, 5)
}

// nextSteps gives 3 to 5 steps tailored to what was found, most urgent first.
func nextSteps(q qualification, p profile, level string, plans lexa.CatalogFigures) []string {
	var items []item
	add := func(priority int, format string, args ...any) {
		items = append(items, item{priority, fmt.Sprintf(format, args...)})
	}
	focus := demoFocus(q)
	sparse := q.budget.rating+q.authority.rating+q.need.rating+q.timeline.rating+q.engagement.rating == 0

	switch {
	case sparse:
		company := cmp.Or(p.company, "the company")
		add(1, "Research %s: size, industry and who runs customer operations.", company)
		add(3, "Open with a short discovery call to learn their pain points, budget, decision process and timeline.")
	case p.gatekeeper != "" && p.decider != "":
		add(1, "Call %s again and ask %s 15 minutes with %s, who decides.", cmp.Or(p.company, "the office"), withAside(p.gatekeeper, " for"), p.decider)
	case q.demoAsked:
		add(1, "Reply within 24 hours to confirm the demo %s: offer two 30-minute slots this week%s.", p.intro(" asked for"), focus)
	case level == "Hot":
		add(1, "Book a 30-minute demo this week with %s.", p.intro(focus))
	case level == "Warm":
		add(2, "Call %s for a 15-minute discovery call, then book a demo%s.", p.intro(" within 2 business days"), focus)
	default:
		add(8, "Send %s a short case study%s and the pricing overview, and add them to a nurture sequence.", p.who(), topicOf(q))
	}
	if !p.reachable() {
		add(2, "Find a direct e-mail or phone number for %s: check the company website or LinkedIn.", cmp.Or(p.name, p.who()))
	}

	switch {
	case p.gatekeeper != "" && p.decider != "":
	case q.approver != "":
		add(3, "Ask %s to bring %s, and prepare a one-page business case for them to sign off.", p.first(), withAside(q.approver, " to the demo"))
	case q.authority.rating == ratingPartial:
		add(4, "Ask %s who signs off on the purchase and invite that person to the demo.", p.first())
	case q.authority.rating == ratingMissing && (!sparse || p.role != ""): // a junior contact: find the buyer
		add(4, "Find the decision maker at %s: ask %s who owns this area and who approves new tools.", cmp.Or(p.company, "the company"), p.first())
	}

	if q.renewal != "" {
		add(3, "Follow up well before the %s renewal (at least 60 days ahead) so the switch can be planned around it.", q.renewal)
	}

	switch plan, yearly, ok := planFit(q.budgetInfo, plans); {
	case ok && q.budget.rating == ratingStrong:
		add(5, "Propose the %s plan (%s a month, or %s a year): it fits the stated budget of %s%s.",
			plan.Name, lexa.FormatUSD(plan.Monthly), lexa.FormatUSD(plan.Annual), q.budgetInfo.shown, periodHint(yearly, q.budgetInfo.period))
	case belowCheapest(q.budgetInfo, plans):
		cheapest := cheapestPlan(plans)
		add(5, "Lead with the 30-day free trial and the %s plan (%s a month): the stated %s is below it.", cheapest.Name, lexa.FormatUSD(cheapest.Monthly), q.budgetInfo.shown)
	case q.budget.rating != ratingStrong && !sparse:
		add(6, "Qualify budget early: share the plans (%s a month) and ask which range they have set aside.", plansNamed(plans, monthlyAmount))
	}

	if q.need.rating == ratingMissing && !sparse {
		add(4, "Find the pain before any demo: ask %s what costs them most today (missed calls, slow follow-up, manual work).", p.first())
	}
	if q.need.rating != ratingMissing || q.seats != "" {
		add(5, "Send the ROI calculator worked out for %s (typically 60–85%% lower costs, full ROI within 30 days).", roiSubject(q, p))
	}
	if q.incumbent != "" {
		add(6, "Prepare a side-by-side with %s and a migration plan showing how we connect to or replace it.", q.incumbent)
	}
	if q.comparing != "" {
		add(7, "Ask which other vendors they are comparing and what would make them choose.")
	}
	switch {
	case q.research:
		add(7, "Check back in 30 days to see whether the research has turned into a project.")
	case q.timeline.rating == ratingMissing && !sparse:
		add(6, "Ask when they want a solution live and what is driving the timing.")
	}
	if q.cooling != "" {
		add(2, "Switch channel (a call instead of e-mail) with one short, specific question.")
	}
	// Always-useful steps, so there are at least three.
	add(9, "Log these BANT notes in the CRM and set a follow-up reminder.")
	add(10, "Send a short recap e-mail after each conversation so nothing is lost between calls.")
	return top(items, 5)
}

// demoFocus is ", focused on missed calls and slow response" or "".
func demoFocus(q qualification) string {
	switch {
	case len(q.pains) > 0:
		return ", focused on " + text.JoinAnd(q.pains[:min(2, len(q.pains))])
	case len(q.services) > 0:
		return ", focused on " + q.services[0]
	}
	return ""
}

// topicOf is " on Voice AI Receptionists" for a case study, or "".
func topicOf(q qualification) string {
	if len(q.services) > 0 {
		return " on " + q.services[0]
	}
	return ""
}

// roiSubject is "a 50-seat center handling 500 calls a day", "a company of 14
// employees" or "their team".
func roiSubject(q qualification, p profile) string {
	subject := "their team"
	switch {
	case strings.HasSuffix(q.seats, "-seat"):
		subject = article(q.seats) + " " + q.seats + " center"
	case p.size != "":
		subject = "a company of " + p.size
	case q.seats != "":
		subject = article(q.seats) + " " + q.seats + " company"
	}
	if q.volume != "" {
		subject += " handling " + q.volume
	}
	return subject
}

// withAside joins a name with an aside ("the owner, Dr. Raj Patel") to the rest of
// the sentence, closing the aside with a comma when the sentence goes on.
func withAside(s, rest string) string {
	if strings.Contains(s, ", ") && rest != "" && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, ".") {
		return s + "," + rest
	}
	return s + rest
}

// isAre agrees with who: "their partners are", "the owner is".
func isAre(who string) string {
	if last := who[strings.LastIndexByte(who, ' ')+1:]; strings.HasSuffix(last, "s") && !strings.HasSuffix(last, "ss") {
		return "are"
	}
	return "is"
}

// onOrIn is "on" before a day ("on July 1"), else "in" ("in Q3", "in March").
func onOrIn(when string) string {
	if strings.ContainsAny(when, "0123456789") && !strings.HasPrefix(strings.ToUpper(when), "Q") && !strings.HasPrefix(strings.ToUpper(when), "H") {
		return "on"
	}
	return "in"
}

// periodHint says how an amount without a period was read.
func periodHint(yearly bool, period string) string {
	switch {
	case period == "month" || period == "year":
		return periodSuffix(period)
	case yearly:
		return ", read as a yearly budget"
	}
	return ", read as a monthly budget"
}

// capitalize upper-cases the first letter, whole: names quoted from the lead may
// start with any letter ("élodie"), not only an ASCII one.
func capitalize(s string) string {
	r, size := utf8.DecodeRuneInString(s)
	if size == 0 {
		return s
	}
	return string(unicode.ToUpper(r)) + s[size:]
}

// article is "an" before a number said with a vowel sound ("an 11-seat", "an 80-seat").
func article(number string) string {
	if strings.HasPrefix(number, "8") || strings.HasPrefix(number, "11-") || strings.HasPrefix(number, "18-") ||
		strings.HasPrefix(number, "11,") || strings.HasPrefix(number, "18,") {
		return "an"
	}
	return "a"
}
