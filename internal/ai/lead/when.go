package lead

import (
	"strings"

	"lexa/internal/ai/text"
)

// When a lead wants to buy, in the few words a profile shows: "before March", "by Sept 1",
// "in 2 weeks", "before Cinco de Mayo", "Q3 2026", "in the fall".

const (
	monthExpr   = `(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.?`
	dayExpr     = `\s\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s\d{4})?`
	holidayExpr = `cinco de mayo|christmas|thanksgiving|new year(?:'s)?|easter|memorial day|labor day|black friday|halloween|valentine's day|mother's day|father's day`
	seasonExpr  = `(?:spring|summer|fall|autumn|winter|busy season|tax season|holiday season|peak season|back-to-school(?: rush| season)?|(?:q[1-4]|year-end) rush)`
	// What follows "in", "by", "before"…: a date, a duration, a season, an event.
	afterPrepExpr = `(?:the\s|their\s|our\s|this\s|next\s|mid-)?(?:` + monthExpr + `(?:` + dayExpr + `)?|` +
		`(?:end|start|beginning|middle) of (?:the |next |this )?(?:week|month|quarter|year|` + monthExpr + `)|` +
		`\d{1,3}\s?(?:-|–|to)\s?\d{1,3}\s(?:days|weeks|months)|(?:\d{1,3}|a|one|two|three|four|five|six|a few|a couple of)\s(?:days?|weeks?|months?|years?)|` +
		`q[1-4](?:\s\d{4})?|eoq|eoy|week|month|quarter|year|` + seasonExpr + `|` + holidayExpr + `)`
)

var (
	// whenPattern: a preposition and what follows it, or a date, quarter or holiday alone.
	whenPattern = text.MustSparse(`(?i)\b(?:(?:within|in|by|before|until|after|around|ahead of|starting|from|over)\s` + afterPrepExpr +
		`|` + monthExpr + dayExpr + `|q[1-4](?:\s\d{4})?\b|(?:this|next)\s(?:week|month|quarter|year|spring|summer|fall|autumn|winter)\b|asap|as soon as possible)`)
	// eventPattern: a named date or season to be ready by ("before Cinco de Mayo").
	eventPattern = text.MustSparse(`(?i)\b(?:before|by|ahead of)\s(?:the\s|their\s|our\s)?(?:` + holidayExpr + `|busy season|peak season|holiday season|back-to-school)`)
	// seasonPattern: a season as a time ("in the fall", "this winter").
	seasonPattern = text.MustSparse(`(?i)\b(?:in|by|this|next|after|before|until)\s(?:the\s)?(?:spring|summer|fall|autumn|winter)\b`)
)

// holidays are written as their names are.
var holidays = []struct{ lower, proper string }{
	{"cinco de mayo", "Cinco de Mayo"}, {"christmas", "Christmas"}, {"thanksgiving", "Thanksgiving"}, {"easter", "Easter"},
	{"memorial day", "Memorial Day"}, {"labor day", "Labor Day"}, {"black friday", "Black Friday"}, {"halloween", "Halloween"},
	{"new year", "New Year"},
}

// when returns the first time expression in a sentence ("before their busy season",
// "by Sept 1"), with a month or a season that closely follows it ("… season in March"),
// or "".
func when(s string) string {
	idx := whenPattern.FindStringIndex(s)
	if idx == nil {
		return ""
	}
	end := idx[1]
	// "before their busy season in March": keep the month that says when the season is.
	if rest := s[end:]; len(rest) > 0 && len(rest) < len(s) {
		if m := whenPattern.FindStringIndex(rest[:min(len(rest), 24)]); m != nil && m[0] <= 1 {
			end += m[1]
		}
	}
	when := strings.TrimRight(strings.TrimSpace(s[idx[0]:end]), ".,;:")
	lower := strings.ToLower(when)
	for _, h := range holidays {
		if i := strings.Index(lower, h.lower); i >= 0 && len(lower) == len(when) {
			when = when[:i] + h.proper + when[i+len(h.lower):]
			break
		}
	}
	return when
}
