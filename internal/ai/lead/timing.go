package lead

import (
	"cmp"
	"strconv"
	"strings"

	"lexa/internal/ai/text"
)

var (
	leadSoon = []string{
		"asap", "as soon as possible", "immediately", "immediate", "urgent", "urgently", "right away", "this month",
		"this quarter", "end of quarter", "end of the quarter", "end of month", "end of the month", "next month",
		"next week", "this week", "next few weeks", "coming weeks", "next quarter", "go live", "go-live", "deadline",
		"eoq", "end of next month",
	}
	leadLater = []string{
		"this year", "later this year", "next year", "end of year", "end of the year", "by year end", "year-end", "h1", "h2",
		"next fiscal year", "next budget cycle", "in the future", "eventually", "sometime", "within the year", "long term", "long-term",
	}
	leadResearching = []string{
		"just researching", "researching", "research phase", "just looking", "just browsing", "exploring options",
		"early stage", "early stages", "gathering information", "gathering info", "information gathering", "no timeline",
		"no rush", "not in a hurry", "no immediate plans", "not sure when", "no timeframe", "no plans yet", "fact-finding",
	}
	leadTimelineVague = []string{"tbd", "unknown", "n/a", "not sure", "?", "-", "none"}
	leadWordNumbers   = map[string]int{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "nine": 9, "twelve": 12, "a few": 3, "few": 3, "a couple of": 2, "couple of": 2}
	leadUnitDays      = map[string]int{"day": 1, "week": 7, "month": 30, "year": 365}
)

// leadRateTimeline looks for when they want to buy: a near date is strong, a far or vague
// one partial, "just researching" none. It also returns a contract renewal ("Q3"),
// whether the lead is only researching, and when in a few words ("before March") for the
// profile.
func leadRateTimeline(signals []leadSnippet) (leadFinding, string, bool, string) {
	var soon, later, research []string
	var whenSoon, whenLater, whenRenewal, whenResearch, labelled string
	renewal := ""
	for _, s := range signals {
		if leadAnyIn(s.lower, "renew", "expire", "ends", "is up") {
			if m := leadRenewalPattern.FindStringSubmatch(s.text); m != nil {
				if renewal == "" {
					renewal = leadRenewalName(m[1])
					whenRenewal = "by the " + renewal + " contract renewal"
					later = append(later, leadQuote(s, "renew"))
				}
				continue // "renews in Q3" is a deadline for the incumbent, not a purchase date
			}
		}
		if p := leadFirstPhrase(s.lower, leadResearching); p != "" {
			research = append(research, leadQuote(s, p))
			whenResearch = cmp.Or(whenResearch, leadWhen(s.text)) // "no rush — maybe after tax season"
			continue
		}
		if s.label == "timeline" {
			if leadTimelineIsVague(s.text) {
				research = append(research, leadQuote(s, ""))
				continue
			}
			labelled = cmp.Or(labelled, strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:]))
		}
		if s.label != "timeline" && leadAboutAContact(s.lower) {
			continue // "demo w/ her ops lead next week" is when we talk, not when they buy
		}
		near := false
		days := leadDurationDays(s.text)
		if days == 0 && s.label == "timeline" {
			days = leadBareDurationDays(s.text[strings.IndexByte(s.text, ':')+1:]) // "Timeline: 60 days"
		}
		switch {
		case days > 0 && days <= 90:
			near = true
		case days > 90:
		case leadFirstPhrase(s.lower, leadSoon) != "":
			near = true
		case leadMentionsDate(s.lower) && leadQuarterPattern.MatchString(s.text):
			near = true
		case leadAnyIn(s.lower, "before", "by ", "ahead of") && leadEventPattern.MatchString(s.text):
			near = true // "before Cinco de Mayo", "by our busy season"
		case leadFirstPhrase(s.lower, leadLater) != "" || leadSeasonPattern.MatchString(s.text):
		case s.label == "timeline": // a stated but unusual timeline
		default:
			continue
		}
		// The quote is cut around the time it names, so a long sentence keeps it.
		when := leadWhen(s.text)
		at := strings.ToLower(when)
		if len(at) != len(when) {
			at = ""
		}
		if near {
			soon = append(soon, leadQuote(s, cmp.Or(at, leadFirstPhrase(s.lower, leadSoon))))
			whenSoon = cmp.Or(whenSoon, when)
		} else {
			later = append(later, leadQuote(s, cmp.Or(at, leadFirstPhrase(s.lower, leadLater))))
			whenLater = cmp.Or(whenLater, when)
		}
	}
	switch {
	case len(soon) > 0 && len(research) > 0:
		return leadFinding{leadPartial, leadFirst2(append(soon, research...)), "a date is mentioned, but they describe themselves as researching"}, renewal, true, cmp.Or(labelled, whenSoon)
	case len(soon) > 0:
		return leadFinding{leadStrong, leadFirst2(soon), "a near-term buying window"}, renewal, false, cmp.Or(labelled, whenSoon)
	case len(later) > 0 && renewal != "" && len(later) == 1:
		return leadFinding{leadPartial, later, "no purchase date, but the " + renewal + " renewal sets a decision window"}, renewal, false, cmp.Or(labelled, whenRenewal)
	case len(later) > 0:
		return leadFinding{leadPartial, leadFirst2(later), "a timeframe, but not a near-term one"}, renewal, len(research) > 0, cmp.Or(labelled, whenLater, whenRenewal)
	case len(research) > 0:
		return leadFinding{leadMissing, leadFirst2(research), "early research, no buying timeline"}, renewal, true, whenResearch
	}
	return leadFinding{note: "no timeline mentioned"}, renewal, false, ""
}

// leadAboutAContact reports a sentence about our next call or meeting, whose date is not
// a buying date.
func leadAboutAContact(lower string) bool {
	return leadAnyIn(lower, "this week", "next week") &&
		leadAnyIn(lower, "call", "demo", "meeting", "mtg", "send", "follow up", "f/u", "proposal", "expecting")
}

func leadTimelineIsVague(text string) bool {
	value := strings.ToLower(strings.TrimSpace(text[strings.IndexByte(text, ':')+1:]))
	for _, v := range leadTimelineVague {
		if value == v {
			return true
		}
	}
	return false
}

// leadDurationDays reads "within 30 days", "in 2-3 months" as days (the upper bound), or 0.
func leadDurationDays(text string) int {
	lower := strings.ToLower(text)
	if !leadAnyIn(lower, "day", "week", "month", "year") {
		return 0
	}
	m := leadDurationPattern.FindStringSubmatch(text)
	if m == nil {
		return 0
	}
	n, err := strconv.Atoi(m[2])
	if m[2] == "" || err != nil {
		if n, err = strconv.Atoi(m[1]); err != nil {
			n = leadWordNumbers[strings.ToLower(m[1])]
		}
	}
	return n * leadUnitDays[strings.ToLower(m[3])]
}

// leadBareDurationPattern reads a duration on its own, as a "Timeline:" field holds it: "60 days", "3-6 months".
var leadBareDurationPattern = text.Lazy(`(?i)^\s*~?(\d{1,4})\s*(?:(?:-|–|to)\s*(\d{1,4})\s*)?(day|week|month|year)s?\b`)

// leadBareDurationDays reads such a duration as days (the upper bound), or 0.
func leadBareDurationDays(value string) int {
	m := leadBareDurationPattern.FindStringSubmatch(value)
	if m == nil {
		return 0
	}
	n := text.SmallNumber(cmp.Or(m[2], m[1]))
	return n * leadUnitDays[strings.ToLower(m[3])]
}

// leadMentionsDate is a cheap test for a quarter ("q3") or a month name before the regexp.
func leadMentionsDate(lower string) bool {
	return leadAnyIn(lower, "q1", "q2", "q3", "q4", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
}

// leadRenewalName writes "q3" as "Q3" and "march" as "March".
func leadRenewalName(s string) string {
	s = strings.TrimSpace(s)
	if len(s) == 2 && (s[0] == 'q' || s[0] == 'Q' || s[0] == 'h' || s[0] == 'H') {
		return strings.ToUpper(s)
	}
	if len(s) > 2 && (s[0] == 'q' || s[0] == 'h') && s[2] == ' ' {
		return strings.ToUpper(s[:2]) + s[2:]
	}
	lower := strings.ToLower(s)
	if strings.HasPrefix(lower, "next") || strings.HasPrefix(lower, "this") || lower[0] >= '0' && lower[0] <= '9' {
		return lower // "next quarter", "90 days"
	}
	return strings.ToUpper(s[:1]) + lower[1:] // a month
}

// leadEngagementCues are things the lead did, each with how the report names it.
var leadEngagementCues = []struct {
	name string
	cues []string
}{
	{"requested a demo", []string{"requested a demo", "asked for a demo", "demo request", "requested demo", "wants a demo", "booked a demo", "scheduled a demo", "demo requested", "asked for demo", "requested a call"}},
	{"asked for pricing or a contract", []string{"asked for the contract", "asked for a contract", "asked for pricing", "asked for a quote", "requested pricing", "requested a quote"}},
	{"visited the pricing page", []string{"visited pricing", "visited the pricing", "viewed pricing", "pricing page", "looked at pricing", "checked pricing"}},
	{"replied to outreach", []string{"replied", "responded", "called back", "returned our call", "answered our email"}},
	{"downloaded content", []string{"downloaded"}},
	{"attended a webinar", []string{"webinar"}},
	{"started a trial", []string{"free trial", "started a trial", "signed up"}},
	{"contacted us", []string{"contact form", "filled out", "inquiry", "enquiry", "reached out", "inbound call", "called about", "called us", "called in", "inbound via"}},
	{"opened our e-mails", []string{"opened", "clicked"}},
	{"came by referral", []string{"referral", "referred by"}},
}

var leadCooling = []string{
	"no response", "no reply", "didn't respond", "did not respond", "hasn't replied", "has not replied", "didn't reply",
	"unresponsive", "ghosted", "unsubscribed", "bounced", "not interested",
}

var leadRepeat = []string{"twice", "two times", "three times", "multiple times", "several times", "again", "repeatedly"}

// leadRateEngagement lists what the lead has done; a demo request or two actions is strong.
func leadRateEngagement(signals []leadSnippet) (leadFinding, bool, string) {
	var done, quotes []string
	demo, repeat := false, false
	cooling := ""
	seen := map[string]bool{}
	for _, s := range signals {
		if p := leadFirstPhrase(s.lower, leadCooling); p != "" {
			if cooling == "" {
				cooling = leadQuote(s, p)
			}
			continue // "hasn't replied" is not a reply
		}
		for _, e := range leadEngagementCues {
			p := leadFirstPhrase(s.lower, e.cues)
			if p == "" || seen[e.name] {
				continue
			}
			seen[e.name] = true
			done = append(done, e.name)
			if q := leadQuote(s, p); len(quotes) == 0 || quotes[len(quotes)-1] != q {
				quotes = append(quotes, q) // one quote per sentence, not per action
			}
			demo = demo || e.name == "requested a demo"
			repeat = repeat || leadFirstPhrase(s.lower, leadRepeat) != ""
		}
	}
	out := leadFinding{evidence: leadFirst2(quotes)}
	switch {
	case demo || len(done) >= 2 || (len(done) == 1 && repeat):
		out.rating = leadStrong
	case len(done) == 1:
		out.rating = leadPartial
	case cooling != "":
		out.evidence, out.note = []string{cooling}, "no engagement; outreach is going unanswered"
		return out, false, cooling
	default:
		out.note = "no activity recorded (site visits, replies, demo requests)"
		return out, false, ""
	}
	out.note = text.JoinAnd(done)
	if repeat {
		out.note += "; repeat visits"
	}
	return out, demo, cooling
}
