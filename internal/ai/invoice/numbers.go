package invoice

import (
	"strings"

	"lexa/internal/lexa"
)

// number is one number token of an invoice line, read exactly.
type number struct {
	milli    int64 // the value in thousandths, so quantities such as 7.5 hours are exact too
	currency bool  // written with a currency mark: a price, never a quantity
	decimals int   // digits after the decimal separator
}

// moneyForm reports whether the number is written as money ("$40", "40.00"), which tells
// an amount from a quantity, a year or a ZIP code.
func (n number) moneyForm() bool { return n.currency || n.decimals == 2 }

// cents is the value in cents; it fails for a third decimal, which no amount has.
func (n number) cents() (int64, bool) { return n.milli / 10, n.milli%10 == 0 }

// rateSuffixes are "per" units written onto prices ("$120/hr"); they say nothing
// the amount check needs.
var rateSuffixes = []string{"/hr", "/h", "/hour", "/day", "/mo", "/month", "/unit", "/ea", "/each", "/item", "/pc"}

// parseNumber reads a token such as "$1,234.56", "1.234,56", "(50.00)", "7.5" or
// "$120/hr". Percentages, dates and phone numbers are not numbers here.
func parseNumber(tok string) (number, bool) {
	tok = strings.TrimRight(tok, ":;")
	if strings.Count(tok, "(") != strings.Count(tok, ")") {
		tok = strings.Trim(tok, "()")
	}
	lower := strings.ToLower(tok)
	for _, s := range rateSuffixes {
		if strings.HasSuffix(lower, s) {
			tok = tok[:len(tok)-len(s)]
			break
		}
	}
	if tok == "" || strings.ContainsAny(tok, "%/") {
		return number{}, false
	}
	a, ok := parseAmount(tok, 3)
	if !ok {
		return number{}, false
	}
	n := number{milli: a.value, currency: a.currency != ""}
	if a.hasDecimals {
		digits := strings.TrimRight(tok, "€£$¥￥円 ()-ADEGJPRSUBCYHF'")
		n.decimals = len(digits) - strings.LastIndexAny(digits, ".,") - 1
	}
	return n, true
}

// isCurrencyToken reports whether tok is a currency mark written apart from its
// number ("1.234,56 €", "USD 99").
func isCurrencyToken(tok string) bool {
	for _, c := range amountCurrencies {
		if tok == c {
			return true
		}
	}
	return false
}

// trailingNumbers splits a line's words into the label or description before them
// and the run of numbers that ends the line, skipping currency marks.
func trailingNumbers(tokens []string) (before []string, nums []number) {
	i := len(tokens)
	for i > 0 {
		tok := tokens[i-1]
		if isCurrencyToken(tok) {
			i--
			continue
		}
		n, ok := parseNumber(tok)
		if !ok {
			break
		}
		if i < len(tokens) && isCurrencyToken(tokens[i]) {
			n.currency = true
		}
		nums = append(nums, n)
		i--
	}
	for a, b := 0, len(nums)-1; a < b; a, b = a+1, b-1 {
		nums[a], nums[b] = nums[b], nums[a] // collected last first
	}
	return tokens[:i], nums
}

// currency is the currency the invoice's amounts are written in.
type currency struct {
	symbol  string // written before amounts in the report
	name    string // for the report's note; "" for US dollars
	code    string // ISO 4217
	written bool   // a mark of it is on the invoice; else US dollars are assumed
}

// currencies are the currencies told apart, with the marks that name them. A code
// counts only as a word of its own: "AVOCADOS" does not name Canadian dollars.
var currencies = []struct {
	cur          currency
	marks, codes []string
}{
	{currency{"€", "euros (EUR)", "EUR", true}, []string{"€"}, []string{"EUR"}},
	{currency{"£", "pounds sterling (GBP)", "GBP", true}, []string{"£"}, []string{"GBP"}},
	{currency{"$", "Canadian dollars (CAD)", "CAD", true}, []string{"C$"}, []string{"CAD"}},
	{currency{"$", "Australian dollars (AUD)", "AUD", true}, []string{"A$"}, []string{"AUD"}},
	{currency{"¥", "Japanese yen (JPY)", "JPY", true}, []string{"¥", "￥", "円"}, []string{"JPY"}},
	{currency{"CHF ", "Swiss francs (CHF)", "CHF", true}, nil, []string{"CHF"}},
}

// detectCurrency picks the currency most marks in the text name, US dollars when
// none does.
func detectCurrency(text string) currency {
	codes := map[string]int{}
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return r < 'A' || r > 'Z' }) {
		if len(w) == 3 {
			codes[w]++
		}
	}
	dollars := strings.Count(text, "$") - strings.Count(text, "C$") - strings.Count(text, "A$") + codes["USD"]
	best, bestN := currency{symbol: "$", code: "USD", written: dollars > 0}, dollars
	for _, c := range currencies {
		n := codes[c.codes[0]]
		for _, m := range c.marks {
			n += strings.Count(text, m)
		}
		if n > bestN {
			best, bestN = c.cur, n
		}
	}
	return best
}

// format writes cents (hundredths of the main unit) in this currency: "$1,234.56",
// "€1,234.56", and a currency without decimals without them: "¥84,504".
func (c currency) format(cents int64) string {
	s := formatUSD(cents)
	if lexa.CurrencyDigits(c.code) == 0 {
		s = formatUSD(lexa.MinorUnits(cents, c.code) * 100)
		s = s[:len(s)-len(".00")]
	}
	if c.symbol == "$" {
		return s
	}
	return strings.Replace(s, "$", c.symbol, 1)
}

// minor is cents (hundredths of the main unit, as the rules keep amounts) in the
// currency's smallest unit, as the structured reading hands amounts out.
func (c currency) minor(cents int64) int64 { return lexa.MinorUnits(cents, c.code) }
