package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// invoiceTotalKind is which amount of the totals block a label names.
type invoiceTotalKind int

const (
	invoiceNotATotal invoiceTotalKind = iota
	invoiceSubtotalLine
	invoiceTaxLine
	invoiceDiscountLine
	invoiceShippingLine
	invoiceChargeLine // a surcharge or fee added to the bill
	invoicePaidLine
	invoiceBalanceLine
	invoiceTotalLine
)

// invoiceTotalPhrases are read in order, so "total due" is a balance before it is a total
// and "subtotal" is not taken for "total". Only the first few words of a label are read.
var invoiceTotalPhrases = []struct {
	kind    invoiceTotalKind
	phrases []string
}{
	{invoiceNotATotal, []string{"hours", "hrs", "qty", "quantity", "items", "units", "weight", "pages", "words", "tax id", "vat id", "vat no", "vat number", "vat reg"}},
	{invoiceSubtotalLine, []string{"subtotal", "sub total", "net total", "total net", "net amount", "total excl", "excl", "before tax", "pre tax", "taxable amount",
		"merchandise", "merchandise total", "total merchandise", "items total"}},
	{invoiceDiscountLine, []string{"discount", "rebate", "coupon", "promo"}},
	{invoiceShippingLine, []string{"shipping", "freight", "delivery", "postage", "handling", "s h"}},
	{invoiceChargeLine, []string{"surcharge", "service charge", "finance charge", "processing fee", "convenience fee", "card fee", "late fee"}},
	// A card or cash payment closes a till receipt; a credit or prepayment is taken off a balance.
	{invoicePaidLine, []string{"amount paid", "paid", "payment received", "payments", "deposit", "less payment", "prepayment", "retainer",
		"prepaid", "credit", "credit applied", "visa", "mastercard", "amex", "discover", "debit", "card payment", "cash tendered", "tendered"}},
	{invoiceBalanceLine, []string{"total due", "amount due", "balance due", "balance", "amount payable", "total payable", "please pay", "pay this amount", "outstanding", "amount owing", "now due"}},
	{invoiceTaxLine, []string{"tax", "vat", "gst", "hst", "pst", "qst", "mwst", "iva"}},
	{invoiceTotalLine, []string{"total", "grand total", "invoice total", "gross amount", "amount"}},
}

// invoiceExactTotals are the labels trusted even with a bare number ("Total: 500") or
// with a quantity column beside the amount ("Total  10  $1,500.00").
var invoiceExactTotals = map[string]invoiceTotalKind{
	"total": invoiceTotalLine, "grand total": invoiceTotalLine, "invoice total": invoiceTotalLine,
	"subtotal": invoiceSubtotalLine, "sub total": invoiceSubtotalLine,
	"total due": invoiceBalanceLine, "amount due": invoiceBalanceLine, "balance due": invoiceBalanceLine,
	"tax amount": invoiceTaxLine, "vat amount": invoiceTaxLine,
	"total credit": invoiceTotalLine, "credit total": invoiceTotalLine,
}

// invoiceTaxAfterWords may follow a tax's name in its label: "Sales tax reversed" is the
// tax, where "Tax preparation" is an item.
var invoiceTaxAfterWords = invoiceWordSet(`reversed refunded credited amount total due charged collected exempt`)

// invoiceCardPaymentRe marks a payment taken at the till: a card or cash.
var invoiceCardPaymentRe = text.Lazy(`(?i)\b(?:visa|mastercard|amex|discover|debit|card|cash|tendered)\b`)

var (
	invoiceRateRe  = text.Lazy(`(\d{1,3}(?:[.,]\d{1,4})?)\s*%`)
	invoiceParenRe = text.Lazy(`\([^)]*\)`)
)

// invoiceTotalKindOf names the amount a label introduces. oneMoneyNumber is whether the
// line ends in a single amount written as money; anything looser must be an exact label.
// Labels of more than three words are item descriptions ("Website delivery and launch").
func invoiceTotalKindOf(label string, oneMoneyNumber bool) invoiceTotalKind {
	if !invoiceMayBeTotal(strings.ToLower(label)) {
		return invoiceNotATotal
	}
	norm := invoiceTotalLabel(label)
	if kind, ok := invoiceExactTotals[norm]; ok || !oneMoneyNumber {
		return kind
	}
	letterWords := 0
	for _, w := range strings.Fields(norm) {
		if strings.Trim(w, "0123456789#") != "" {
			letterWords++
		}
	}
	if letterWords == 0 || letterWords > 3 {
		return invoiceNotATotal
	}
	padded := " " + norm + " "
	for _, group := range invoiceTotalPhrases {
		for _, p := range group.phrases {
			if !strings.Contains(padded, " "+p+" ") {
				continue
			}
			switch {
			case group.kind == invoiceTaxLine && strings.Contains(padded, " incl"):
				return invoiceTotalLine // "Total incl. VAT"
			case group.kind == invoiceTaxLine && !strings.HasSuffix(padded, " "+p+" ") && !invoiceTaxAfterWords[invoiceWordAfter(padded, p)]:
				return invoiceNotATotal // "Tax preparation": an item, not the tax
			}
			return group.kind
		}
	}
	return invoiceNotATotal
}

// invoiceWordAfter is the word after phrase p in padded (" sales tax reversed " → "reversed").
func invoiceWordAfter(padded, p string) string {
	_, after, _ := strings.Cut(padded, " "+p+" ")
	w, _, _ := strings.Cut(after, " ")
	return w
}

// invoiceTotalLabel normalises a totals label to its words: "Sales Tax (8.25%):" →
// "sales tax", "TOTAL (USD)" → "total", "Less: Deposit" → "deposit".
func invoiceTotalLabel(label string) string {
	if strings.Contains(label, "%") {
		label = invoiceRateRe.ReplaceAllString(label, " ")
	}
	if strings.Contains(label, "(") {
		label = invoiceParenRe.ReplaceAllString(label, " ")
	}
	var kept []string
	for _, w := range strings.Fields(invoiceNormLabel(label)) {
		switch w {
		case "usd", "eur", "gbp", "cad", "aud":
		default:
			kept = append(kept, w)
		}
	}
	if len(kept) > 0 && kept[0] == "less" {
		kept = kept[1:]
	}
	return strings.Join(kept, " ")
}

// invoiceTotalStems are in every label of invoiceTotalPhrases and invoiceExactTotals; a
// label with none of them is an item, and the costlier reading is skipped.
var invoiceTotalStems = []string{"total", "tax", "vat", "gst", "hst", "pst", "qst", "mwst", "iva", "ship",
	"freight", "deliver", "postage", "handling", "s&h", "s/h", "discount", "rebate", "coupon", "promo", "paid",
	"payment", "deposit", "retainer", "balance", "due", "pay", "outstanding", "owing", "amount", "net", "excl",
	"merchandise", "surcharge", "charge", "fee", "credit", "visa", "mastercard", "amex", "discover", "debit", "tendered"}

func invoiceMayBeTotal(lower string) bool {
	for _, stem := range invoiceTotalStems {
		if strings.Contains(lower, stem) {
			return true
		}
	}
	return false
}

// readTotal reads line i as one amount of the totals block and reports whether it was.
// A label may carry the amount a rate applies to ("Sales tax 6.1% on 536.85  32.75",
// "VAT 7 % on 594,50 € (coffee)  41,62 €"): that amount is the tax's base, not the line's.
func (r *invoiceReader) readTotal(i int) bool {
	tokens := strings.Fields(strings.ReplaceAll(r.lines[i].text, "|", " "))
	labelWords, nums := invoiceTrailingNumbers(tokens)
	if len(nums) == 0 || len(labelWords) == 0 {
		return false
	}
	last := nums[len(nums)-1]
	cents, ok := last.cents()
	if !ok {
		return false
	}
	label, base, hasBase := invoiceSplitBase(strings.TrimRight(strings.Join(labelWords, " "), ": -=."))
	kind := invoiceTotalKindOf(label, len(nums) == 1 && last.moneyForm())
	if kind == invoiceNotATotal && len(nums) > 1 {
		// The number before the amount may be the base: "… 6.1% on 536.85  32.75".
		whole := strings.TrimRight(strings.Join(tokens[:invoiceLastNumberAt(tokens)], " "), ": -=.")
		if l, b, ok := invoiceSplitBase(whole); ok {
			label, base, hasBase = l, b, true
			kind = invoiceTotalKindOf(label, last.moneyForm())
		}
	}
	if kind == invoiceNotATotal {
		return false
	}
	m := invoiceMoney{cents: cents, found: true, label: label, base: base, hasBase: hasBase}
	if rate := invoiceRateRe.FindStringSubmatch(label); rate != nil {
		if a, ok := parseAmount(rate[1], 4); ok {
			m.rate, m.hasRate = a.value, true
		}
		// "5.5% on toner", "software only": the rate applies to part of the items.
		m.partBase = !hasBase && invoicePartBaseRe.MatchString(label)
	}
	r.totals = append(r.totals, invoiceTotalEntry{line: i, kind: kind, money: m})
	return true
}

var (
	// invoiceBaseRe finds the amount a rate applies to, written in its label: "on 536.85",
	// "on $115.00", "of 594,50 €".
	invoiceBaseRe = text.Lazy(`\b(?:on|of)\s+((?:[$€£]|USD|EUR|CAD)?\s?\d[\d.,]*\d(?:\s?(?:[$€£]|EUR))?)`)
	// invoicePartBaseRe marks a rate that applies to part of the items, its base not given.
	invoicePartBaseRe = text.Lazy(`(?i)%\s*\)?\s*on\s+[a-z]|\bonly\b`)
)

// invoiceSplitBase takes the base amount out of a totals label: "Sales tax 6.1% on
// 536.85" → "Sales tax 6.1%", 53685 cents.
func invoiceSplitBase(label string) (string, int64, bool) {
	if !strings.Contains(label, "on ") && !strings.Contains(label, "of ") {
		return label, 0, false
	}
	m := invoiceBaseRe.FindStringSubmatchIndex(label)
	if m == nil {
		return label, 0, false
	}
	cents, ok := parseMoney(strings.Join(strings.Fields(label[m[2]:m[3]]), ""))
	if !ok || cents <= 0 {
		return label, 0, false
	}
	return strings.TrimSpace(label[:m[0]] + " " + label[m[1]:]), cents, true
}

// invoiceLastNumberAt is the index of the line's last number token (currency marks after
// it skipped), or len(tokens).
func invoiceLastNumberAt(tokens []string) int {
	for i := len(tokens) - 1; i >= 0; i-- {
		if invoiceIsCurrencyToken(tokens[i]) {
			continue
		}
		if _, ok := invoiceParseNumber(tokens[i]); ok {
			return i
		}
		break
	}
	return len(tokens)
}

// invoiceTotalEntry is one line of the totals block, kept until the items are read: a
// shipping or discount line between two items is an item, not a total.
type invoiceTotalEntry struct {
	line    int
	kind    invoiceTotalKind
	money   invoiceMoney
	claimed bool // read as a line item instead
}

// settleTotals stores the amounts of the totals block that were not items.
func (r *invoiceReader) settleTotals() {
	f := &r.facts
	for _, e := range r.totals {
		if !e.claimed {
			f.addTotal(e.kind, e.money)
		}
	}
}

func (f *invoiceFacts) addTotal(kind invoiceTotalKind, m invoiceMoney) {
	switch kind {
	case invoiceSubtotalLine:
		if !f.subtotal.found {
			f.subtotal = m
		}
	case invoiceTaxLine:
		// A "Total tax" line that repeats the tax lines above it is not another tax.
		if len(f.taxes) > 1 && strings.Contains(strings.ToLower(m.label), "total") && f.taxTotal() == m.cents {
			return
		}
		f.taxes = append(f.taxes, m)
	case invoiceDiscountLine:
		m.cents = invoiceAbs(m.cents)
		if !f.discount.found {
			f.discount = m
		}
	case invoiceShippingLine:
		m.cents += f.shipping.cents // shipping and handling may be two lines
		f.shipping = m
	case invoiceChargeLine:
		if f.charges.found {
			m.label = "charges" // two fees or more are named together
		}
		m.cents += f.charges.cents
		f.charges = m
	case invoicePaidLine:
		m.cents = invoiceAbs(m.cents) + f.paid.cents
		f.paidByCard = f.paidByCard || invoiceCardPaymentRe.MatchString(m.label)
		f.paid = m
	case invoiceBalanceLine:
		f.amountDue = m
	case invoiceTotalLine:
		f.total = m
	}
}

func invoiceAbs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}
