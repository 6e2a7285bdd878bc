package lead

import (
	"cmp"
	"strings"

	"lexa/internal/ai/text"
)

// knownPains are problems a lead can state; each is also how next steps name the pain.
var knownPains = []string{
	"missed calls", "missing calls", "miss calls", "dropped calls", "abandoned calls", "unanswered calls",
	"long hold times", "hold times", "on hold", "wait times", "after-hours", "after hours", "to voicemail", "currently voicemail",
	"can't answer", "cannot answer", "can't pick up", "nobody can pick up", "no one can pick up", "losing orders", "losing jobs",
	"loses jobs", "drowning", "hang up", "at night", "half the day on the phone", "all day on the phone", "errs", "eats",
	"slow response", "response time", "response times", "slow follow-up", "no follow-up", "lost leads", "losing leads",
	"manual work", "manual process", "manual processes", "manually", "by hand", "spreadsheets", "spreadsheet", "data entry",
	"backlog", "overwhelmed", "understaffed", "short-staffed", "can't keep up", "cannot keep up", "high volume",
	"call volume", "too many calls", "errors", "mistakes", "late payments", "turnover", "burnout", "no-shows",
	"complaints", "bottleneck", "time-consuming", "wasting time", "too expensive", "high costs", "rising costs",
	"hiring", "need to hire", "scaling", "growing fast",
}

// serviceCues maps each of our five services to the words that show interest in it.
var serviceCues = []struct {
	service string
	cues    []string
}{
	{"Voice AI Receptionists", []string{"receptionist", "receptionists", "voice ai", "answering service", "missed calls", "after-hours", "after hours", "appointments", "appointment booking", "scheduling", "phone calls", "ivr", "to voicemail", "phone answering", "answer the phone", "answers the phone", "calls answered", "on the phone", "ai assistant", "books jobs"}},
	{"Call Center & Lead Management", []string{"call center", "call centre", "contact center", "lead management", "lead scoring", "leads", "crm", "inbound", "outbound", "slow follow-up", "response time", "slow response", "support tickets", "customer support", "zendesk", "salesforce", "hubspot"}},
	{"AI Recruitment", []string{"hiring", "recruiting", "recruitment", "candidates", "resumes", "applicants", "screening", "open roles", "turnover", "hire", "applications"}},
	{"Payroll Automation", []string{"payroll", "invoice", "invoices", "invoicing", "accounts payable", "billing", "bookkeeping", "reconciliation", "expenses", "data entry"}},
	{"Content Marketing AI", []string{"content", "social media", "posts", "blog", "newsletter", "marketing", "seo", "campaigns"}},
}

// painNames names some pains the way next steps say them: "after hours" is about calls.
var painNames = map[string]string{
	"missing calls": "missed calls", "miss calls": "missed calls", "unanswered calls": "missed calls",
	"after-hours": "after-hours calls", "after hours": "after-hours calls", "hold times": "long hold times",
	"response times": "response time", "manually": "manual work", "by hand": "manual work",
	"manual process": "manual work", "manual processes": "manual work", "spreadsheet": "spreadsheets",
	"losing leads": "lost leads", "cannot keep up": "a team that can't keep up", "short-staffed": "understaffed",
	"overwhelmed": "overwhelmed staff", "understaffed": "understaffing", "turnover": "staff turnover",
	"burnout": "staff burnout", "complaints": "customer complaints", "bottleneck": "bottlenecks",
	"time-consuming": "time-consuming work", "wasting time": "wasted time", "on hold": "long hold times",
	"wait times": "long wait times", "to voicemail": "calls going to voicemail", "currently voicemail": "calls going to voicemail",
	"can't answer": "unanswered calls", "cannot answer": "unanswered calls", "can't pick up": "unanswered calls",
	"nobody can pick up": "unanswered calls", "no one can pick up": "unanswered calls", "losing orders": "lost orders",
	"losing jobs": "lost jobs", "loses jobs": "lost jobs", "drowning": "staff overload", "hang up": "callers hanging up",
	"can't keep up": "a team that can't keep up", "at night": "requests at night", "half the day on the phone": "staff tied up on the phone",
	"all day on the phone": "staff tied up on the phone", "need to hire": "hiring", "errs": "recurring errors", "eats": "time lost to manual work",
}

// missedCalls catches "we miss a lot of calls", which no fixed phrase covers; "we never
// miss a call" is no such pain.
func missedCalls(s snippet) bool {
	if firstPhrase(s.lower, []string{"calls", "call", "phone"}) == "" {
		return false
	}
	p, _ := positivePhrase(s, []string{"miss", "missed", "missing", "misses"})
	return p != ""
}

// rateNeed finds stated pains and the services they point to. Pains are quoted
// before mere product mentions, because a pain is the stronger evidence. A line labelled
// "Pain:" is a pain whatever its words. The company's own name is not read for cues:
// "Park & Co. Bookkeeping" is no interest in bookkeeping automation.
func rateNeed(signals []snippet, company string) (finding, []string, []string) {
	var pains, services, painQuotes, interestQuotes []string
	seen := map[string]bool{}
	addPain := func(s snippet, phrase, name string, quoted *bool) {
		if seen[name] {
			return
		}
		seen[name] = true
		pains = append(pains, name)
		if !*quoted {
			painQuotes, *quoted = append(painQuotes, quote(s, phrase)), true
		}
	}
	labelled := false
	// A snippet can hold only the phrases the whole text holds: a lead of thousands of
	// short lines is read against those few, not against every list.
	all := joinLower(signals)
	painsHere := inText(all, knownPains)
	cuesHere := make([][]string, len(serviceCues))
	for i, sc := range serviceCues {
		cuesHere[i] = inText(all, sc.cues)
	}
	for _, s := range signals {
		quoted := false
		if c := strings.ToLower(company); c != "" && len(s.lower) == len(s.text) {
			s.lower = strings.ReplaceAll(s.lower, c, strings.Repeat(" ", len(c)))
		}
		if s.label == "pain" && !labelled {
			labelled, quoted = true, true
			painQuotes = append(painQuotes, quote(s, ""))
		}
		if missedCalls(s) {
			addPain(s, "calls", "missed calls", &quoted)
			if !seen["Voice AI Receptionists"] { // missed calls are what a receptionist answers
				seen["Voice AI Receptionists"] = true
				services = append(services, "Voice AI Receptionists")
			}
		}
		if anyIn(s.lower, "got the receptionist", "reached the receptionist", "spoke with the receptionist", "talked to the receptionist") {
			continue // who answered the phone, not what they need
		}
		for _, p := range painsHere {
			// "We don't have a backlog" is no pain.
			if hasPhrase(s.lower, p) && stanceOf(s, p) != stanceNegated {
				addPain(s, p, cmp.Or(painNames[p], p), &quoted)
			}
		}
		for i, sc := range serviceCues {
			if seen[sc.service] || len(cuesHere[i]) == 0 {
				continue
			}
			// "Not interested in voice AI" is no interest in it.
			if p, _ := positivePhrase(s, cuesHere[i]); p != "" {
				seen[sc.service] = true
				services = append(services, sc.service)
				if !quoted {
					interestQuotes, quoted = append(interestQuotes, quote(s, p)), true
				}
			}
		}
	}
	out := finding{evidence: first2(append(painQuotes, interestQuotes...))}
	painCount := len(pains)
	if labelled {
		painCount++
	}
	switch {
	case painCount >= 2 || (painCount == 1 && len(services) > 0):
		out.rating = ratingStrong
	case painCount == 1 || len(services) > 0:
		out.rating = ratingPartial
	default:
		out.note = "no pain point or product interest stated"
		return out, nil, nil
	}
	if len(services) > 0 {
		out.note = "fits " + text.JoinAnd(services[:min(2, len(services))])
	} else {
		out.note = "a pain point, but no product interest yet"
	}
	if painCount == 0 {
		out.note += "; interest, but no pain point stated"
	}
	return out, pains, services
}

// findIncumbent names the tool the lead uses today ("Zendesk").
func findIncumbent(signals []snippet) string {
	for _, s := range signals {
		if !anyIn(s.lower, "using", "currently", "switching", "replacing", "moving off", "move away", "unhappy", "frustrated") {
			continue
		}
		if m := incumbentPattern.FindStringSubmatch(s.text); m != nil {
			return strings.TrimRight(m[1], ".,;")
		}
	}
	return ""
}

var comparisonCues = []string{
	"evaluating", "comparing", "also talking to", "shortlist", "short list", "other vendors", "competitor", "competitors",
	"alternatives", "rfp", "request for proposal", "getting quotes", "other quotes",
}

// findComparison quotes a sign that the lead is comparing vendors.
func findComparison(signals []snippet) string {
	for _, s := range signals {
		if p := firstPhrase(s.lower, comparisonCues); p != "" {
			return quote(s, p)
		}
	}
	return ""
}

// findSize reads the team size ("50-seat", "200-employee") and the call volume
// ("500 calls a day") that an ROI estimate needs. Seats and agents win over employees:
// a call center's cost scales with its seats.
func findSize(f facts) (seats, volume string) {
	other := ""
	for _, s := range f.snippets {
		if s.label == "email" || s.label == "phone" {
			continue
		}
		if !strings.ContainsAny(s.text, "0123456789") {
			continue // sizes and volumes are numbers
		}
		if volume == "" {
			if m := volumePattern.FindStringSubmatch(s.text); m != nil {
				volume = m[1] + " calls a " + strings.ToLower(m[2])
			}
		}
		for _, idx := range seatsPattern.FindAllStringSubmatchIndex(s.text, -1) {
			m := []string{s.text[idx[0]:idx[1]], s.text[idx[2]:idx[3]], s.text[idx[4]:idx[5]]}
			if anyIn(strings.ToLower(s.text[max(0, idx[0]-12):idx[0]]), "hire", "hiring") {
				continue // "hire 12 people" is a plan, not the size
			}
			unit := seatWord(strings.ToLower(m[2]))
			switch {
			case unit == "seat" && seats == "":
				seats = m[1] + "-seat"
			case unit != "seat" && other == "":
				other = m[1] + "-" + unit
			}
		}
	}
	if seats == "" && f.fields["size"] != "" {
		seats = strings.TrimSpace(strings.TrimSuffix(strings.ToLower(f.fields["size"]), "employees")) + "-employee"
	}
	if seats == "" {
		seats = other
	}
	return seats, volume
}

// seatWord turns "agents" into the adjective form used in "a 50-seat center".
func seatWord(unit string) string {
	switch {
	case strings.HasPrefix(unit, "seat"), strings.HasPrefix(unit, "agent"), strings.Contains(unit, "rep"):
		return "seat"
	case strings.HasPrefix(unit, "location"):
		return "location"
	case unit == "users":
		return "user"
	case strings.HasPrefix(unit, "clinic"), strings.HasPrefix(unit, "store"), strings.HasPrefix(unit, "office"),
		strings.HasPrefix(unit, "branch"), strings.HasPrefix(unit, "site"):
		return "location"
	}
	return "employee"
}
