package invoice

import (
	"strconv"
	"strings"
)

// Money is always kept as an integer count of a small unit, read digit by digit from the text:
// binary floating point cannot hold 0.10 exactly, and an invoice check that is off by a
// rounding error would report a mismatch that is not on the invoice.

// parsedAmount is a money-looking token read exactly.
type parsedAmount struct {
	value       int64  // the amount times 10^scale (the scale asked of parseAmount)
	currency    string // the symbol or code written with it ("$", "€", "USD"), or ""
	hasDecimals bool   // written with a decimal part, as prices are
}

// amountCurrencies are the currency marks recognised before or after a number; longer ones
// come first so "US$" is not read as "$".
var amountCurrencies = []string{"US$", "USD", "CAD", "AUD", "EUR", "GBP", "JPY", "CHF", "C$", "A$", "$", "€", "£", "¥", "￥", "円"}

// parseAmount reads a whole token such as "$1,234.56", "(50.00)", "-$12", "1.234,50 €" or
// "USD 99" and returns its value times 10^scale. Parentheses, a leading or trailing minus and
// the Unicode minus make it negative. The decimal separator is told from the thousands one by
// position: a ',' followed by exactly three digits groups thousands; otherwise the last
// separator is the decimal one. More decimals than scale cannot be held exactly and fail.
func parseAmount(s string, scale int) (parsedAmount, bool) {
	var a parsedAmount
	s = strings.TrimSpace(s)
	neg := false
	if strings.HasPrefix(s, "(") && strings.HasSuffix(s, ")") {
		neg, s = true, strings.TrimSpace(s[1:len(s)-1])
	}
	s, neg = trimAmountSign(s, neg)
	for _, c := range amountCurrencies {
		if strings.HasPrefix(s, c) {
			a.currency, s = c, strings.TrimSpace(s[len(c):])
			break
		}
		if strings.HasSuffix(s, c) {
			a.currency, s = c, strings.TrimSpace(s[:len(s)-len(c)])
			break
		}
	}
	s, neg = trimAmountSign(s, neg)
	if strings.HasSuffix(s, "-") {
		neg, s = true, s[:len(s)-1]
	}
	if strings.ContainsAny(s, "'’") {
		s = withoutApostropheGroups(s) // the Swiss 1'250.00
	}
	intPart, fracPart, ok := splitAmountDigits(s)
	if !ok || len(fracPart) > scale || len(intPart) > 13 {
		return parsedAmount{}, false
	}
	a.hasDecimals = fracPart != ""
	var v int64
	for i := 0; i < len(intPart); i++ {
		v = v*10 + int64(intPart[i]-'0')
	}
	for i := 0; i < scale; i++ {
		v *= 10
		if i < len(fracPart) {
			v += int64(fracPart[i] - '0')
		}
	}
	if neg {
		v = -v
	}
	a.value = v
	return a, true
}

// withoutApostropheGroups removes the apostrophes that group thousands ("1'250.00" →
// "1250.00"); an apostrophe anywhere else is left, so the amount fails to parse.
func withoutApostropheGroups(s string) string {
	s = strings.ReplaceAll(s, "’", "'")
	whole, frac, hasFrac := strings.Cut(s, ".")
	groups := strings.Split(whole, "'")
	if len(groups[0]) == 0 || len(groups[0]) > 3 {
		return s
	}
	for _, g := range groups[1:] {
		if len(g) != 3 {
			return s
		}
	}
	if hasFrac {
		return strings.Join(groups, "") + "." + frac
	}
	return strings.Join(groups, "")
}

func trimAmountSign(s string, neg bool) (string, bool) {
	for _, minus := range []string{"-", "\u2212", "\u2013"} {
		if strings.HasPrefix(s, minus) {
			return strings.TrimSpace(s[len(minus):]), true
		}
	}
	return strings.TrimPrefix(s, "+"), neg
}

// splitAmountDigits splits "1,234.56" into "1234" and "56" (and "1.234,56" the same way),
// checking that thousands groups have three digits. It fails on anything but digits and
// separators.
func splitAmountDigits(s string) (intPart, fracPart string, ok bool) {
	if s == "" || s[0] < '0' || s[0] > '9' {
		return "", "", false
	}
	last := strings.LastIndexAny(s, ".,")
	if last < 0 {
		return s, "", allDigits(s)
	}
	sep := s[last]
	after := s[last+1:]
	groupSep := sep // the thousands separator
	if len(after) != 3 || sep == '.' && strings.Count(s, ".") == 1 {
		// The last separator is the decimal one; thousands use the other mark.
		fracPart, s = after, s[:last]
		if !allDigits(fracPart) || strings.IndexByte(s, sep) >= 0 {
			return "", "", false
		}
		groupSep = ','
		if sep == ',' {
			groupSep = '.'
		}
	}
	groups := strings.Split(s, string(groupSep))
	if len(groups) > 1 && len(groups[0]) > 3 {
		return "", "", false
	}
	for i, g := range groups {
		if i > 0 && len(g) != 3 || !allDigits(g) {
			return "", "", false
		}
	}
	return strings.Join(groups, ""), fracPart, true
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

// parseMoney reads a money token such as "$1,234.56" as a whole number of cents. Amounts with
// more than two decimals are refused rather than rounded.
func parseMoney(s string) (cents int64, ok bool) {
	a, ok := parseAmount(s, 2)
	return a.value, ok
}

// formatUSD writes cents as "$1,234.56" (and "-$12.00" when negative).
func formatUSD(cents int64) string {
	sign := ""
	if cents < 0 {
		sign, cents = "-", -cents
	}
	whole, frac := cents/100, cents%100
	digits := strconv.FormatInt(whole, 10)
	var b strings.Builder
	b.WriteString(sign + "$")
	for i := 0; i < len(digits); i++ {
		if i > 0 && (len(digits)-i)%3 == 0 {
			b.WriteByte(',')
		}
		b.WriteByte(digits[i])
	}
	b.WriteByte('.')
	b.WriteByte(byte('0' + frac/10))
	b.WriteByte(byte('0' + frac%10))
	return b.String()
}
