package lead

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// What kind of message a lead is, read before anything is scored: a sales lead, or an
// opt-out, spam, a complaint, a job applicant, a vendor's pitch or something else
// (lexa.LeadKind). The wordings are in kind_cues.go; this file finds them, in the lead's
// own words only (not our side of a chat, not a quoted reply, not its contact fields), and
// reads each within its clause, so "I'm not looking for a job" is no applicant.

// kindVerdict is a message's kind and the quoted words that show it ("" for a lead).
type kindVerdict struct {
	kind     lexa.LeadKind
	evidence string
}

// cueTier is what a phrase found counts as.
type cueTier int

const (
	tierStrong cueTier = iota
	tierWeak
	tierCustomer
	tierBuyer
	tierFooter
)

// cueRef is one phrase of the lists, and what it counts for.
type cueRef struct {
	phrase string
	list   int // index in kindCueLists; -1 for the buyer's and the footers' phrases
	tier   cueTier
}

// cuesByFirstWord indexes every phrase by its first word, so a text is read once, word by
// word, whatever the number of phrases. Built on first use.
var cuesByFirstWord = sync.OnceValue(func() map[string][]cueRef {
	m := map[string][]cueRef{}
	add := func(phrase string, list int, tier cueTier) {
		first := phrase[:firstWordEnd(phrase, 0)]
		m[first] = append(m[first], cueRef{phrase, list, tier})
	}
	for i, l := range kindCueLists {
		for _, p := range l.strong {
			add(p, i, tierStrong)
		}
		for _, p := range l.weak {
			add(p, i, tierWeak)
		}
		for _, p := range l.customer {
			add(p, i, tierCustomer)
		}
	}
	for _, p := range buyerCues {
		add(p, -1, tierBuyer)
	}
	for _, p := range bulkFooters {
		add(p, -1, tierFooter)
	}
	return m
})

// isCueRune is a letter, a digit or an apostrophe: "don't" and "i'd" are one word.
func isCueRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '\'' }

// firstWordEnd is where the word starting at s[at] ends.
func firstWordEnd(s string, at int) int {
	for i, r := range s[at:] {
		if !isCueRune(r) {
			return at + i
		}
	}
	return len(s)
}

// kindCount is what one kind's phrases found in a message.
type kindCount struct {
	strong, weak, customer int
	evidence               string // the quote of its first strong cue, else its first weak one
	strongQuoted           bool
}

// classify reads what kind of message the lead is. A strong cue decides, in the order of
// kindCueLists; else the kind with the most weak cues, when no buyer's wording is beside
// them. empty tells a text with nothing of a lead in it, which is LeadKindOther unless a
// cue says more (a buyer's question alone keeps it a lead).
func classify(f facts, empty bool) kindVerdict {
	counts := make([]kindCount, len(kindCueLists))
	buyer := 0
	for _, s := range f.signals() {
		buyer += readKindCues(s, counts)
	}
	for i, l := range kindCueLists {
		if counts[i].strong > 0 {
			return kindVerdict{l.kind, counts[i].evidence}
		}
	}
	best := -1
	for i, l := range kindCueLists {
		c := counts[i]
		weakEnough := c.weak >= 2
		if l.customer != nil {
			weakEnough = c.weak >= 1 && c.customer >= 1
		}
		if weakEnough && buyer == 0 && (best < 0 || c.weak > counts[best].weak) {
			best = i
		}
	}
	switch {
	case best >= 0:
		return kindVerdict{kindCueLists[best].kind, counts[best].evidence}
	case empty && buyer == 0:
		return kindVerdict{kind: lexa.LeadKindOther}
	}
	return kindVerdict{kind: lexa.LeadKindLead}
}

// readKindCues counts the cues of one snippet into counts and returns its buyer's cues.
func readKindCues(s snippet, counts []kindCount) (buyer int) {
	folded := text.Fold(s.text)
	if optOutWords(folded) {
		counts[0].strong++ // kindCueLists[0] is the opt-out
		counts[0].note(s, "", true)
		return 0
	}
	index := cuesByFirstWord()
	footer := false
	var hits []cueHit
	for at := 0; at < len(folded); {
		r, size := utf8.DecodeRuneInString(folded[at:])
		if !isCueRune(r) {
			at += size
			continue
		}
		end := firstWordEnd(folded, at)
		for _, ref := range index[folded[at:end]] {
			stop := at + len(ref.phrase)
			if strings.HasPrefix(folded[at:], ref.phrase) && boundaryAfter(folded, stop) {
				hits = append(hits, cueHit{ref, at, stop})
				footer = footer || ref.tier == tierFooter
			}
		}
		at = end
	}
	for _, h := range hits {
		switch {
		case h.ref.tier == tierBuyer:
			if !insideAnother(h.at, h.end, hits) { // "would you be interested in" is a pitch's question
				buyer++
			}
			continue
		case h.ref.tier == tierFooter:
			// A mass mailing: a weak sign of spam and of a pitch alike.
			for i, l := range kindCueLists {
				if l.kind == lexa.LeadKindSpam || l.kind == lexa.LeadKindVendor {
					counts[i].weak++
				}
			}
			continue
		case negatedAt(folded, h.at, h.end):
			continue // "I'm not looking for a job", "no complaints so far"
		}
		l := kindCueLists[h.ref.list]
		if l.kind == lexa.LeadKindOptOut && (footer || onlyHowToCall(folded, h.ref.phrase, h.end)) {
			continue
		}
		c := &counts[h.ref.list]
		switch h.ref.tier {
		case tierStrong:
			c.strong++
			c.note(s, h.ref.phrase, true)
		case tierWeak:
			c.weak++
			c.note(s, h.ref.phrase, false)
		case tierCustomer:
			c.customer++
		}
	}
	return buyer
}

// cueHit is a phrase found at folded[at:end].
type cueHit struct {
	ref     cueRef
	at, end int
}

// insideAnother reports a span that lies within a longer phrase of a kind found there.
func insideAnother(at, end int, hits []cueHit) bool {
	for _, h := range hits {
		if h.ref.tier != tierBuyer && h.at <= at && end <= h.end && h.end-h.at > end-at {
			return true
		}
	}
	return false
}

// note keeps the quote of a kind's first strong cue, else of its first weak one.
func (c *kindCount) note(s snippet, phrase string, strong bool) {
	if c.strongQuoted || (c.evidence != "" && !strong) {
		return
	}
	if len(text.Fold(s.text)) != len(s.lower) {
		phrase = "" // the offsets differ: quote from the start
	}
	c.evidence, c.strongQuoted = quote(s, phrase), strong
}

// onlyHowToCall reports a "don't call" that says how or when to call instead ("don't call
// before 5", "don't call my cell, use the office"), or that names the do-not-call
// registry, from the words after it in its clause.
func onlyHowToCall(folded, phrase string, end int) bool {
	isChannel := false
	for _, p := range optOutChannel {
		if p == phrase {
			isChannel = true
			break
		}
	}
	if !isChannel {
		return false
	}
	// The clause after it, or the next one when it ends right there: "please don't call,
	// e-mail me instead".
	start, stop := clauseAround(folded, end, end)
	if strings.TrimSpace(folded[end:stop]) == "" && stop < len(folded) {
		if e, ok := clauseBreak(folded, stop); ok {
			start, stop = clauseAround(folded, e, e)
		}
	}
	return firstPhrase(folded[max(end, start):stop], optOutExceptions) != ""
}

// optOutWords reports a message that is only a request to stop: "STOP", "Unsubscribe",
// "Please stop.", as a reply to a text message is.
func optOutWords(folded string) bool {
	words := text.Words(folded)
	if len(words) == 0 || len(words) > 4 {
		return false
	}
	keyword := false
	for _, w := range words {
		switch {
		case optOutKeywords[w]:
			keyword = true
		case !optOutKeywordAid[w]:
			return false
		}
	}
	return keyword
}
