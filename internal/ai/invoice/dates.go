package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// numericDateRe finds all-number dates anywhere in the invoice, to learn which
// order its writer puts day and month in.
var numericDateRe = text.Lazy(`\b(\d{1,2})[/\-](\d{1,2})[/\-](?:\d{4}|\d{2})\b`)

// europeanWords mark a European invoice, where 05/03/2026 means 5 March.
var europeanWords = []string{"vat", "iban", "bic", "gmbh", "mwst", "ust", "sarl", "srl", "bv", "tva", "btw"}

// dayFirst decides how to read dates such as 05/03/2026 for the whole invoice: a
// date that can only be day first (25/03/2026) or only month first (03/25/2026) settles it,
// the majority wins, and otherwise European marks (€, £, VAT, IBAN) mean day first.
func dayFirst(lines []line) bool {
	dayFirst, monthFirst := 0, 0
	european := false
	for _, l := range lines {
		if strings.ContainsAny(l.text, "/-") {
			for _, m := range numericDateRe.FindAllStringSubmatch(l.text, -1) {
				first, second := text.SmallNumber(m[1]), text.SmallNumber(m[2])
				switch {
				case first > 31 || second > 31: // "12-34-56" is a bank sort code
				case first > 12 && second <= 12:
					dayFirst++
				case second > 12 && first <= 12:
					monthFirst++
				}
			}
		}
		european = european || strings.ContainsAny(l.text, "€£") || hasAnyWord(l.text, europeanWords)
	}
	if dayFirst != monthFirst {
		return dayFirst > monthFirst
	}
	return european
}

// hasAnyWord reports whether s has one of the lower-case words as a whole word, in
// any case; it is the cheap test the per-line scans need.
func hasAnyWord(s string, list []string) bool {
	start := -1
	for i := 0; i <= len(s); i++ {
		letter := i < len(s) && (s[i]|0x20 >= 'a' && s[i]|0x20 <= 'z')
		if letter && start < 0 {
			start = i
		}
		if letter || start < 0 {
			continue
		}
		word := s[start:i]
		start = -1
		if len(word) > 5 {
			continue
		}
		for _, w := range list {
			if strings.EqualFold(word, w) {
				return true
			}
		}
	}
	return false
}

// parseDateInOrder is parseDateAt with this invoice's day order for all-number dates
// whose parts could be either (parseDateAt reads those month first).
func parseDateInOrder(s string, dayFirst bool) (calendarDate, bool) {
	if dayFirst {
		if m := dateNumericRe.FindStringSubmatch(strings.TrimLeft(s, " \t")); m != nil && m[2] != "." {
			first, second, year := text.SmallNumber(m[1]), text.SmallNumber(m[3]), text.SmallNumber(m[4])
			if len(m[4]) == 2 {
				year += 2000
			}
			if first <= 12 && second <= 12 {
				return newCalendarDate(year, second, first)
			}
		}
	}
	d, _, ok := parseDateAt(s)
	return d, ok
}

// findDate reads a date at the start of a field's value, or after up to two leading
// words ("Thursday, 5 March 2026", "on 2026-03-05").
func findDate(value string, dayFirst bool) (calendarDate, bool) {
	value = strings.TrimSpace(value)
	for start, words := 0, 0; words < 3; words++ {
		if d, ok := parseDateInOrder(value[start:], dayFirst); ok {
			return d, true
		}
		next := strings.IndexAny(value[start:], " ,")
		if next < 0 {
			break
		}
		start += next
		for start < len(value) && (value[start] == ' ' || value[start] == ',') {
			start++
		}
	}
	return calendarDate{}, false
}

var (
	// "Net 30", "NET30", "net-15"
	netRe = text.Lazy(`(?i)\bnet\s*-?\s*(\d{1,3})\b`)
	// "30 days", "within 14 days", "in 30 days"
	daysRe = text.Lazy(`(?i)\b(\d{1,3})\s*(?:calendar\s+)?days?\b`)
	// "Due on receipt", "Payable upon receipt", "immediately"
	receiptRe = text.Lazy(`(?i)\b(?:on|upon|at)\s+receipt\b|\bimmediately\b|\bdue now\b`)
	// the same phrases anywhere in the text, where they must name the payment
	looseDaysRe    = text.Lazy(`(?i)\b(?:pay(?:ment|able)?|due)\b[^.\n]{0,30}?\b(?:within|in)\s+(\d{1,3})\s+days?\b`)
	looseReceiptRe = text.Lazy(`(?i)\b(?:due|payable|payment)\b[^.\n]{0,20}?\b(?:on|upon)\s+receipt\b`)
)

// netDays finds "Net N" in s. "Net 1.234,56" is a net amount, not terms.
func netDays(s string) int {
	for _, m := range netRe.FindAllStringSubmatchIndex(s, -1) {
		end := m[1]
		if end+1 < len(s) && (s[end] == '.' || s[end] == ',') && s[end+1] >= '0' && s[end+1] <= '9' {
			continue
		}
		if n := text.SmallNumber(s[m[2]:m[3]]); n > 0 && n <= 365 {
			return n
		}
	}
	return 0
}

// applyTerms reads payment terms ("Net 30", "30 days", "Due on receipt") from the value of
// a terms or due-date label and reports whether it found any.
func (r *reader) applyTerms(value string) bool {
	f := &r.facts
	if f.termsDays > 0 || f.dueOnReceipt {
		return netDays(value) > 0 || daysRe.MatchString(value) || receiptRe.MatchString(value)
	}
	if n := netDays(value); n > 0 {
		f.termsDays = n
		return true
	}
	if m := daysRe.FindStringSubmatch(value); m != nil {
		if n := text.SmallNumber(m[1]); n > 0 && n <= 365 {
			f.termsDays = n
			return true
		}
	}
	if receiptRe.MatchString(value) {
		f.dueOnReceipt = true
		return true
	}
	return false
}

// settleTerms looks for terms written in a sentence ("Payment is due within 14 days")
// when no label gave them, then computes the due date the invoice leaves unwritten.
func (r *reader) settleTerms(invoiceText string) {
	f := &r.facts
	if f.termsDays == 0 && !f.dueOnReceipt {
		// The case-blind patterns are slow on a long text; a lower-case look first is not.
		lower := strings.ToLower(invoiceText)
		if strings.Contains(lower, "net") {
			f.termsDays = netDays(invoiceText)
		}
		if f.termsDays == 0 && strings.Contains(lower, "day") {
			if m := looseDaysRe.FindStringSubmatch(invoiceText); m != nil && text.SmallNumber(m[1]) <= 365 {
				f.termsDays = text.SmallNumber(m[1])
			}
		}
		if f.termsDays == 0 && strings.Contains(lower, "receipt") {
			f.dueOnReceipt = looseReceiptRe.MatchString(invoiceText)
		}
	}
	if !f.due.isZero() || f.date.isZero() {
		return
	}
	switch {
	case f.termsDays > 0:
		f.due, f.dueComputed = f.date.addDays(f.termsDays), true
	case f.dueOnReceipt:
		f.due, f.dueComputed = f.date, true
	}
}
