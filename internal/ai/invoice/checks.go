package invoice

import (
	"cmp"
	"fmt"
	"math/big"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// checks is the outcome of checking an invoice's arithmetic and dates: each check
// once, structured (items, sum, others: what the page shows as tables) and as the
// sentences of the analysis's Checks list (lines), in the order a reader follows them.
type checks struct {
	lines    []string // one sentence each, for the Checks list
	problems []string // short phrases of what to review, for the summary
	checked  int      // how many sums could be checked at all

	items  []itemCheck // one per line item, in the invoice's order
	sum    sumCheck
	others []lexa.InvoiceCheck
}

// itemCheck is one line item's own arithmetic.
type itemCheck struct {
	status   string // lexa.CheckPass, CheckFail or CheckUnchecked
	expected int64  // what it should come to, when checked
	checked  bool
	note     string // one sentence
}

// sumCheck is the invoice's sum: its parts against the figure written.
type sumCheck struct {
	status      string
	parts       []sumPart
	expected    int64
	stated      int64
	statedLabel string // "total", "amount due", "balance due"
	text        string
}

type sumPart struct {
	label string
	cents int64 // negative for discounts and payments
}

// The ids of the other checks (docs/api.md).
const (
	checkLineItems    = "line_items"    // every line's quantity × unit price against its amount
	checkSubtotal     = "subtotal"      // the line items against the subtotal
	checkTaxRate      = "tax_rate"      // each tax written with its rate
	checkDiscountRate = "discount_rate" // a discount written with its rate
	checkBalance      = "balance"       // total less payments against the balance due
	checkDueDate      = "due_date"      // a due date or payment terms are given
	checkDateOrder    = "date_order"    // the due date is not before the invoice date
	checkTerms        = "terms"         // the due date is the invoice date plus the terms
)

// add writes a note to the Checks list. Notes and checks quote descriptions from the
// invoice ("DAte: 0 × $0.00 is …"), which could read as a page marker below the header;
// the line is made safe.
func (c *checks) add(format string, args ...any) {
	c.lines = append(c.lines, safe(fmt.Sprintf(format, args...)))
}

// check records one of the other checks and writes its sentence.
func (c *checks) check(id, status, format string, args ...any) {
	sentence := safe(fmt.Sprintf(format, args...))
	c.lines = append(c.lines, sentence)
	c.others = append(c.others, lexa.InvoiceCheck{ID: id, Status: status, Text: sentence})
}

// fail records a failed check and the phrase the summary names it by.
func (c *checks) fail(id, phrase, format string, args ...any) {
	c.check(id, lexa.CheckFail, format, args...)
	c.problems = append(c.problems, phrase)
}

// mulDivRound returns a × b / div rounded half away from zero, computed without
// overflow; ok is false when the result does not fit in an int64.
func mulDivRound(a, b, div int64) (int64, bool) {
	p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	half := big.NewInt(div / 2)
	if p.Sign() < 0 {
		half.Neg(half)
	}
	p.Quo(p.Add(p, half), big.NewInt(div))
	return p.Int64(), p.IsInt64()
}

// productMatches reports whether quantity (thousandths) × unit price (cents) is
// the amount, to the cent.
func productMatches(qtyMilli, unitCents, amountCents int64) bool {
	v, ok := mulDivRound(qtyMilli, unitCents, 1000)
	return ok && v == amountCents
}

// check checks everything the invoice lets us check, and notes what it lacks.
func check(f facts) checks {
	var c checks
	money := f.currency.format
	c.checkMissing(f)
	c.checkItems(f, money)
	c.checkSubtotal(f, money)
	c.checkRates(f, money)
	c.checkSum(f, money)
	c.checkBalance(f, money)
	c.checkDates(f)
	if f.currency.name != "" {
		c.add("Amounts are in %s.", f.currency.name)
	}
	return c
}

// percentItemRe reads a line charged as a percentage of an amount it names:
// "Billing services: 6.0% of April collections ($48,250.00)".
var percentItemRe = text.Lazy(`(\d{1,3}(?:\.\d{1,4})?)\s*%\s+of\b[^()$€£\d]{0,60}\(?\s*([$€£]\s?\d[\d,]*(?:\.\d{2})?|\d[\d,]*\.\d{2})`)

// checkItems checks every line item: quantity × unit price (or a percentage of the amount
// it names) against its amount. A line that shows an amount only is listed as such.
func (c *checks) checkItems(f facts, money func(int64) string) {
	if len(f.items) == 0 {
		c.add("No line items were found, so there are no lines to check.")
		return
	}
	multiplied, wrong, amountOnly := 0, 0, 0
	c.items = make([]itemCheck, len(f.items))
	for k, it := range f.items {
		ic := checkItem(it, money)
		c.items[k] = ic
		switch {
		case !ic.checked:
			amountOnly++
		case ic.status == lexa.CheckFail:
			multiplied++
			if wrong++; wrong <= 10 {
				c.add("%s", ic.note)
			}
		default:
			multiplied++
		}
	}
	right := multiplied - wrong
	defer func() { c.others = append(c.others, lineItemsCheck(f.items, c.items, multiplied, wrong)) }()
	switch {
	case wrong > 10:
		c.add("%d more lines do not multiply out either.", wrong-10)
	case multiplied == 0:
	case wrong == 0 && amountOnly == 0 && multiplied == 1:
		c.add("The line's quantity × unit price equals its amount.")
	case wrong == 0 && amountOnly == 0:
		c.add("Each line's quantity × unit price equals its amount (all %d lines checked).", multiplied)
	case wrong == 0 && right == 1:
		c.add("The line with a quantity and unit price multiplies out; %s.", text.CountNoun(amountOnly, "line shows an amount only", "lines show an amount only"))
	case wrong == 0:
		c.add("The %d lines with a quantity and unit price multiply out; %s.", right, text.CountNoun(amountOnly, "line shows an amount only", "lines show an amount only"))
	case right == 1:
		c.add("The other line multiplies out.")
	case right > 0:
		c.add("The other %d lines multiply out.", right)
	}
	if multiplied == 0 {
		c.add("No line shows a quantity and unit price to multiply; the amounts are taken as written.")
	}
	if wrong > 0 {
		c.problems = append(c.problems, text.CountNoun(wrong, "line item", "line items")+" whose quantity × unit price differs from the amount")
	}
	if multiplied > 0 {
		c.checked++
	}
}

// lineItemsCheck sums up the lines' own checks for the checks list, the wrong lines named.
func lineItemsCheck(items []item, checks []itemCheck, multiplied, wrong int) lexa.InvoiceCheck {
	lines := text.CountNoun(len(items), "line", "lines")
	switch {
	case wrong > 0:
		var names []string
		for k, ic := range checks {
			if ic.status == lexa.CheckFail && len(names) < 3 {
				names = append(names, items[k].description)
			}
		}
		verb := "does"
		if wrong > 1 {
			verb = "do"
		}
		return lexa.InvoiceCheck{ID: checkLineItems, Status: lexa.CheckFail, Text: safe(fmt.Sprintf(
			"%d of %s %s not multiply out: %s.", wrong, lines, verb, text.JoinAnd(names)))}
	case multiplied == 0:
		return lexa.InvoiceCheck{ID: checkLineItems, Status: lexa.CheckUnchecked,
			Text: "No line shows a quantity and unit price to multiply; the amounts are taken as written."}
	case multiplied < len(items):
		return lexa.InvoiceCheck{ID: checkLineItems, Status: lexa.CheckPass, Text: fmt.Sprintf(
			"The %s with a quantity and unit price multiply out; the other %d show an amount only.", text.CountNoun(multiplied, "line", "lines"), len(items)-multiplied)}
	}
	return lexa.InvoiceCheck{ID: checkLineItems, Status: lexa.CheckPass, Text: fmt.Sprintf(
		"Each line's quantity × unit price equals its amount (%s checked).", lines)}
}

// checkItem checks one line.
func checkItem(it item, money func(int64) string) itemCheck {
	var factors, wrongSentence string
	var want int64
	ok := false
	switch m := percentItemRe.FindStringSubmatch(it.description); {
	case it.hasQty && it.hasUnit:
		want, ok = mulDivRound(it.qty, it.unit, 1000)
		factors = formatQty(it.qty) + " × " + money(it.unit)
		if !ok {
			return itemCheck{status: lexa.CheckFail, checked: true,
				note: fmt.Sprintf("%s: %s is far more than the %s the line shows.", it.description, factors, money(it.amount))}
		}
	case m != nil:
		rate, okRate := parseAmount(m[1], 4)
		base, okBase := parseMoney(strings.Join(strings.Fields(m[2]), ""))
		if !okRate || !okBase {
			break
		}
		if want, ok = mulDivRound(base, rate.value, 1_000_000); ok {
			factors = formatRate(rate.value) + " of " + money(base)
		}
	}
	if !ok {
		note := "Amount only: no quantity and unit price to multiply."
		if it.hasQty {
			note = "No unit price to multiply the quantity by."
		}
		return itemCheck{status: lexa.CheckUnchecked, note: note}
	}
	if want == it.amount {
		return itemCheck{status: lexa.CheckPass, checked: true, expected: want,
			note: fmt.Sprintf("%s = %s, as the line shows.", factors, money(want))}
	}
	wrongSentence = fmt.Sprintf("%s: %s is %s, but the line shows %s (difference %s).", it.description,
		factors, money(want), money(it.amount), money(abs(want-it.amount)))
	return itemCheck{status: lexa.CheckFail, checked: true, expected: want, note: wrongSentence}
}

// checkSubtotal checks the line items' sum against the subtotal written.
func (c *checks) checkSubtotal(f facts, money func(int64) string) {
	if len(f.items) == 0 || !f.subtotal.found {
		return
	}
	c.checked++
	sum := f.itemsTotal()
	if sum == f.subtotal.cents {
		c.check(checkSubtotal, lexa.CheckPass, "Line items add up to the subtotal (%s).", money(sum))
		return
	}
	diff := sum - f.subtotal.cents
	more := "less"
	if diff > 0 {
		more = "more"
	}
	c.fail(checkSubtotal, fmt.Sprintf("the line items come to %s %s than the subtotal", money(abs(diff)), more),
		"Line items add up to %s, but the subtotal is %s: a difference of %s.", money(sum), money(f.subtotal.cents), money(abs(diff)))
}

// checkSum adds the line items (the subtotal when no items were read), taxes, shipping
// and charges, less any discount, and compares them with the total; with no total, less
// any payments, with the amount due.
func (c *checks) checkSum(f facts, money func(int64) string) {
	s := &c.sum
	s.status = lexa.CheckUnchecked
	switch {
	case len(f.items) > 0:
		s.parts = append(s.parts, sumPart{"Line items", f.itemsTotal()})
	case f.subtotal.found:
		s.parts = append(s.parts, sumPart{"Subtotal", f.subtotal.cents})
	default:
		s.text = "No line items or subtotal were found to add up."
		return
	}
	for _, t := range f.taxes {
		name := "tax"
		if len(f.taxes) > 1 {
			name = taxName(t)
		}
		s.parts = append(s.parts, sumPart{name, t.cents})
	}
	if f.shipping.found {
		s.parts = append(s.parts, sumPart{"shipping", f.shipping.cents})
	}
	if f.charges.found {
		s.parts = append(s.parts, sumPart{cmp.Or(totalLabel(f.charges.label), "charges"), f.charges.cents})
	}
	if f.discount.found {
		s.parts = append(s.parts, sumPart{"discount", -f.discount.cents})
	}
	target, targetName := f.total, statedName(f.total, "total")
	if !target.found && f.amountDue.found {
		target, targetName = f.amountDue, statedName(f.amountDue, "amount due")
		if f.paid.found {
			s.parts = append(s.parts, sumPart{paidName(f.paid), -f.paid.cents})
			targetName = statedName(f.amountDue, "balance due")
		}
	}
	for _, p := range s.parts {
		s.expected += p.cents
	}
	// Where the items make the subtotal, the sentence starts from the subtotal, the figure
	// a reader finds on the invoice.
	words := append([]sumPart(nil), s.parts...)
	if len(f.items) > 0 && f.subtotal.found && f.subtotal.cents == f.itemsTotal() {
		words[0].label = "Subtotal"
	}
	sentence := sumSentence(words, s.expected, money)
	if !target.found {
		s.text = sentence + "; no total is written to compare with."
		c.add("No total is written; %s.", strings.ToLower(sentence[:1])+sentence[1:])
		return
	}
	c.checked++
	s.stated, s.statedLabel = target.cents, targetName
	if s.expected == target.cents {
		s.status = lexa.CheckPass
		s.text = safe(fmt.Sprintf("%s, which matches the %s.", sentence, targetName))
		c.lines = append(c.lines, s.text)
		return
	}
	s.status = lexa.CheckFail
	diff := money(abs(s.expected - target.cents))
	more := "more"
	if s.expected > target.cents {
		more = "less"
	}
	s.text = safe(fmt.Sprintf("%s, but the %s is %s: a difference of %s.", sentence, targetName, money(target.cents), diff))
	c.lines = append(c.lines, s.text)
	var names []string
	for _, p := range s.parts {
		if p.cents != 0 || len(names) == 0 {
			names = append(names, strings.ToLower(p.label))
		}
	}
	// What the invoice asks for is the first thing to review.
	c.problems = append([]string{fmt.Sprintf("the %s is %s %s than the %s come to", targetName, diff, more, text.JoinAnd(names))}, c.problems...)
}

// sumSentence writes the sum: "Line items $1,137.00 + tax $63.15 - discount $5.00
// = $1,195.15", or "Line items add up to $1,137.00" when there is nothing to add. Parts of
// zero (a tax of $0.00 on an exempt invoice) are left out of the sentence.
func sumSentence(parts []sumPart, total int64, money func(int64) string) string {
	expr := []string{parts[0].label + " " + money(parts[0].cents)}
	for _, p := range parts[1:] {
		switch {
		case p.cents == 0:
		case p.cents < 0:
			expr = append(expr, "- "+p.label+" "+money(-p.cents))
		default:
			expr = append(expr, "+ "+p.label+" "+money(p.cents))
		}
	}
	if len(expr) == 1 {
		if parts[0].label == "Subtotal" {
			return "The subtotal is " + money(total)
		}
		return parts[0].label + " add up to " + money(total)
	}
	return strings.Join(expr, " ") + " = " + money(total)
}

// taxName tells one of several taxes by its label: "GST", "PST", "VAT 7%".
func taxName(m labelledAmount) string {
	name := "tax"
	for _, w := range strings.Fields(totalLabel(m.label)) {
		switch w {
		case "gst", "hst", "pst", "qst", "vat", "mwst", "iva":
			name = strings.ToUpper(w)
		}
	}
	if m.hasRate {
		name += " " + formatRate(m.rate)
	}
	return name
}

// statedName is the invoice's own name for the figure the sum is compared with
// ("total due", "invoice total", "balance due"), or fallback for a longer label.
func statedName(m labelledAmount, fallback string) string {
	name := totalLabel(m.label)
	if len(name) > 20 || len(strings.Fields(name)) > 3 ||
		!strings.Contains(name, "total") && !strings.Contains(name, "due") && !strings.Contains(name, "balance") {
		return fallback
	}
	return name
}

// paidName is how the sum names a payment: a deposit, a credit or a payment.
func paidName(m labelledAmount) string {
	lower := strings.ToLower(m.label)
	for _, w := range []string{"deposit", "retainer", "credit", "prepayment"} {
		if strings.Contains(lower, w) {
			return w
		}
	}
	return "paid"
}

// checkBalance checks the total less payments against the balance due, when both are
// written.
func (c *checks) checkBalance(f facts, money func(int64) string) {
	if !f.total.found || !f.amountDue.found {
		return
	}
	c.checked++
	want := f.total.cents - f.paid.cents
	switch {
	case want == f.amountDue.cents && f.paid.found:
		c.check(checkBalance, lexa.CheckPass, "Total %s - %s %s = %s, which matches the balance due.", money(f.total.cents), paidName(f.paid), money(f.paid.cents), money(want))
	case want == f.amountDue.cents: // the total written twice: nothing to say
	default:
		diff := money(abs(want - f.amountDue.cents))
		c.fail(checkBalance, "the balance due differs by "+diff, "The balance due is %s, but the total %s less payments of %s is %s: a difference of %s.",
			money(f.amountDue.cents), money(f.total.cents), money(f.paid.cents), money(want), diff)
	}
}

// checkRates checks each tax or discount written with its rate. The tax base may be the
// subtotal before or after the discount, with or without shipping, so any of those passes;
// a base written beside the rate ("on 536.85") is the only one.
func (c *checks) checkRates(f facts, money func(int64) string) {
	base := f.subtotal.cents
	if !f.subtotal.found {
		if len(f.items) == 0 {
			return
		}
		base = f.itemsTotal()
	}
	bases := []int64{base, base - f.discount.cents, base + f.shipping.cents, base - f.discount.cents + f.shipping.cents}
	rated := append([]labelledAmount{}, f.taxes...)
	if f.discount.found {
		rated = append(rated, f.discount)
	}
	for k, m := range rated {
		if !m.hasRate || m.rate == 0 {
			continue
		}
		id, what, candidates := checkTaxRate, "Tax", bases
		if k == len(rated)-1 && f.discount.found {
			id, what, candidates = checkDiscountRate, "The discount", bases[:1]
		}
		rate := formatRate(m.rate)
		switch {
		case m.hasBase:
			candidates = []int64{m.base}
		case m.partBase:
			c.check(id, lexa.CheckUnchecked, "%s at %s applies to part of the items only, and the invoice does not say how much, so it cannot be checked.", what, rate)
			continue
		}
		shownBase := candidates[0]
		want, _ := mulDivRound(shownBase, m.rate, 1_000_000)
		match := false
		for _, b := range candidates {
			if v, ok := mulDivRound(b, m.rate, 1_000_000); ok && v == m.cents {
				match, want, shownBase = true, v, b
				break
			}
		}
		c.checked++
		if match {
			c.check(id, lexa.CheckPass, "%s at %s of %s is %s, as shown.", what, rate, money(shownBase), money(want))
			continue
		}
		diff := money(abs(want - m.cents))
		if abs(want-m.cents) == 1 {
			diff += ", a rounding difference" // the vendor rounded down or per line
		}
		c.fail(id, strings.ToLower(what[:1])+what[1:]+" at "+rate+" is off by "+diff,
			"%s at %s of %s would be %s, but the invoice shows %s (difference %s).", what, rate, money(shownBase), money(want), money(m.cents), diff)
	}
}
