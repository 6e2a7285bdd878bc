package lead

import (
	"cmp"
	"strconv"
	"strings"

	"lexa/internal/ai/text"
)

var (
	soonCues = []string{
		"asap", "as soon as possible", "immediately", "immediate", "urgent", "urgently", "right away", "this month",
		"this quarter", "end of quarter", "end of the quarter", "end of month", "end of the month", "next month",
		"next week", "this week", "next few weeks", "coming weeks", "next quarter", "go live", "go-live", "deadline",
		"eoq", "end of next month",
	}
	laterCues = []string{
		"this year", "later this year", "next year", "end of year", "end of the year", "by year end", "year-end", "h1", "h2",
		"next fiscal year", "next budget cycle", "in the future", "eventually", "sometime", "within the year", "long term", "long-term",
	}
	researching = []string{
		"just researching", "researching", "research phase", "just looking", "just browsing", "exploring options",
		"early stage", "early stages", "gathering information", "gathering info", "information gathering", "no timeline",
		"no rush", "not in a hurry", "no immediate plans", "not sure when", "no timeframe", "no plans yet", "fact-finding",
		"no urgency", "not urgent", "no deadline",
	}
	timelineVague = []string{"tbd", "unknown", "n/a", "not sure", "?", "-", "none"}
	wordNumbers   = map[string]int{"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "nine": 9, "twelve": 12, "a few": 3, "few": 3, "a couple of": 2, "couple of": 2}
	unitDays      = map[string]int{"day": 1, "week": 7, "month": 30, "year": 365}
)

// rateTimeline looks for when they want to buy: a near date is strong, a far or vague
// one partial, "just researching" none. It also returns a contract renewal ("Q3"),
// whether the lead is only researching, and when in a few words ("before March") for the
// profile.
func rateTimeline(signals []snippet) (finding, string, bool, string) {
	var soon, later, research []string
	var whenSoon, whenLater, whenRenewal, whenResearch, labelled string
	renewal := ""
	for _, s := range signals {
		if anyIn(s.lower, "renew", "expire", "ends", "is up") {
			if m := renewalPattern.FindStringSubmatch(s.text); m != nil {
				if renewal == "" {
					renewal = renewalName(m[1])
					whenRenewal = "by the " + renewal + " contract renewal"
					later = append(later, quote(s, "renew"))
				}
				continue // "renews in Q3" is a deadline for the incumbent, not a purchase date
			}
		}
		if p := firstPhrase(s.lower, researching); p != "" {
			research = append(research, quote(s, p))
			whenResearch = cmp.Or(whenResearch, when(s.text)) // "no rush — maybe after tax season"
			continue
		}
		if s.label == "timeline" {
			if timelineIsVague(s.text) {
				research = append(research, quote(s, ""))
				continue
			}
			labelled = cmp.Or(labelled, strings.TrimSpace(s.text[strings.IndexByte(s.text, ':')+1:]))
		}
		if s.label != "timeline" && aboutAContact(s.lower) {
			continue // "demo w/ her ops lead next week" is when we talk, not when they buy
		}
		near := false
		days := durationDays(s.text)
		if days == 0 && s.label == "timeline" {
			days = bareDurationDays(s.text[strings.IndexByte(s.text, ':')+1:]) // "Timeline: 60 days"
		}
		soonCue := cueIn(s, soonCues)
		switch {
		case days > 0 && days <= 90:
			near = true
		case days > 90:
		case soonCue.phrase != "":
			near = true
		case mentionsDate(s.lower) && quarterPattern.MatchString(s.text):
			near = true
		case anyIn(s.lower, "before", "by ", "ahead of") && eventPattern.MatchString(s.text):
			near = true // "before Cinco de Mayo", "by our busy season"
		case firstPhrase(s.lower, laterCues) != "" || seasonPattern.MatchString(s.text) || anyIn(s.lower, "20") && yearPattern.MatchString(s.text):
		case soonCue.negated: // "not this quarter", "no urgency": a time, but not a near one
		case s.label == "timeline": // a stated but unusual timeline
		default:
			continue
		}
		if near && (soonCue.hedged || firstPhrase(s.lower, hedgePhrases) != "" || whenNegated(s, soonCue)) {
			near = false // "maybe this month", "not before March": not a near-term window
		}
		// The quote is cut around the time it names, so a long sentence keeps it.
		when := when(s.text)
		if when == "" && anyIn(s.lower, "20") {
			when = yearPattern.FindString(s.text) // "until 2027"
		}
		at := strings.ToLower(when)
		if len(at) != len(when) {
			at = ""
		}
		if near {
			soon = append(soon, quote(s, cmp.Or(at, firstPhrase(s.lower, soonCues))))
			whenSoon = cmp.Or(whenSoon, when)
		} else {
			later = append(later, quote(s, cmp.Or(at, firstPhrase(s.lower, laterCues))))
			whenLater = cmp.Or(whenLater, when)
		}
	}
	switch {
	case len(soon) > 0 && len(research) > 0:
		return finding{ratingPartial, first2(append(soon, research...)), "a date is mentioned, but they describe themselves as researching"}, renewal, true, cmp.Or(labelled, whenSoon)
	case len(soon) > 0:
		return finding{ratingStrong, first2(soon), "a near-term buying window"}, renewal, false, cmp.Or(labelled, whenSoon)
	case len(later) > 0 && renewal != "" && len(later) == 1:
		return finding{ratingPartial, later, "no purchase date, but the " + renewal + " renewal sets a decision window"}, renewal, false, cmp.Or(labelled, whenRenewal)
	case len(later) > 0:
		return finding{ratingPartial, first2(later), "a timeframe, but not a near-term one"}, renewal, len(research) > 0, cmp.Or(labelled, whenLater, whenRenewal)
	case len(research) > 0:
		return finding{ratingMissing, first2(research), "early research, no buying timeline"}, renewal, true, whenResearch
	}
	return finding{note: "no timeline mentioned"}, renewal, false, ""
}

// yearPattern is a year as a time: "in 2027", "until 2027", "not before 2028".
var yearPattern = text.MustSparse(`(?i)\b(?:in|by|until|till|before|after|from|starting|starting in|not before|not until)\s20\d\d\b`)

// whenNegated reports a sentence whose near-term time is negated: "not this month", "not
// within 30 days", "no deadline".
func whenNegated(s snippet, soon cueRead) bool {
	if soon.negated && soon.phrase == "" {
		return true
	}
	if m := durationPattern.FindStringIndex(s.text); m != nil && len(s.lower) == len(s.text) {
		return negatedAt(s.lower, m[0], m[1])
	}
	return false
}

// aboutAContact reports a sentence about our next call or meeting, whose date is not
// a buying date.
func aboutAContact(lower string) bool {
	return anyIn(lower, "this week", "next week") &&
		anyIn(lower, "call", "demo", "meeting", "mtg", "send", "follow up", "f/u", "proposal", "expecting")
}

func timelineIsVague(text string) bool {
	value := strings.ToLower(strings.TrimSpace(text[strings.IndexByte(text, ':')+1:]))
	for _, v := range timelineVague {
		if value == v {
			return true
		}
	}
	return false
}

// durationDays reads "within 30 days", "in 2-3 months" as days (the upper bound), or 0.
func durationDays(text string) int {
	lower := strings.ToLower(text)
	if !anyIn(lower, "day", "week", "month", "year") {
		return 0
	}
	m := durationPattern.FindStringSubmatch(text)
	if m == nil {
		return 0
	}
	n, err := strconv.Atoi(m[2])
	if m[2] == "" || err != nil {
		if n, err = strconv.Atoi(m[1]); err != nil {
			n = wordNumbers[strings.ToLower(m[1])]
		}
	}
	return n * unitDays[strings.ToLower(m[3])]
}

// bareDurationPattern reads a duration on its own, as a "Timeline:" field holds it: "60 days", "3-6 months".
var bareDurationPattern = text.Lazy(`(?i)^\s*~?(\d{1,4})\s*(?:(?:-|–|to)\s*(\d{1,4})\s*)?(day|week|month|year)s?\b`)

// bareDurationDays reads such a duration as days (the upper bound), or 0.
func bareDurationDays(value string) int {
	m := bareDurationPattern.FindStringSubmatch(value)
	if m == nil {
		return 0
	}
	n := text.SmallNumber(cmp.Or(m[2], m[1]))
	return n * unitDays[strings.ToLower(m[3])]
}

// mentionsDate is a cheap test for a quarter ("q3") or a month name before the regexp.
func mentionsDate(lower string) bool {
	return anyIn(lower, "q1", "q2", "q3", "q4", "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec")
}

// renewalName writes "q3" as "Q3" and "march" as "March".
func renewalName(s string) string {
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

// engagementCues are things the lead did, each with how the report names it.
var engagementCues = []struct {
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

var coolingCues = []string{
	"no response", "no reply", "didn't respond", "did not respond", "hasn't replied", "has not replied", "didn't reply",
	"unresponsive", "ghosted", "unsubscribed", "bounced", "not interested",
}

var repeatCues = []string{"twice", "two times", "three times", "multiple times", "several times", "again", "repeatedly"}

// rateEngagement lists what the lead has done; a demo request or two actions is strong.
func rateEngagement(signals []snippet) (finding, bool, string) {
	var done, quotes []string
	demo, repeat := false, false
	cooling := ""
	seen := map[string]bool{}
	for _, s := range signals {
		if p := firstPhrase(s.lower, coolingCues); p != "" {
			if cooling == "" {
				cooling = quote(s, p)
			}
			continue // "hasn't replied" is not a reply
		}
		for _, e := range engagementCues {
			p, _ := positivePhrase(s, e.cues) // "didn't request a demo", "never visited pricing"
			if p == "" || seen[e.name] {
				continue
			}
			seen[e.name] = true
			done = append(done, e.name)
			if q := quote(s, p); len(quotes) == 0 || quotes[len(quotes)-1] != q {
				quotes = append(quotes, q) // one quote per sentence, not per action
			}
			demo = demo || e.name == "requested a demo"
			repeat = repeat || firstPhrase(s.lower, repeatCues) != ""
		}
	}
	out := finding{evidence: first2(quotes)}
	switch {
	case demo || len(done) >= 2 || (len(done) == 1 && repeat):
		out.rating = ratingStrong
	case len(done) == 1:
		out.rating = ratingPartial
	case cooling != "" && strings.Contains(strings.ToLower(cooling), "not interested"):
		out.evidence, out.note = []string{cooling}, "they say they are not interested"
		return out, false, cooling
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
