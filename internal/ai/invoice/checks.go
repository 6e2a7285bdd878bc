package invoice

import (
	"fmt"
	"math/big"
	"strings"

	"lexa/internal/ai/text"
)

// invoiceChecks is the outcome of checking an invoice's arithmetic and dates.
type invoiceChecks struct {
	lines    []string // one sentence each, for the Checks list
	problems []string // short phrases of what to review, for the summary
	checked  int      // how many sums could be checked at all
}

// add writes one check. A check quotes descriptions from the invoice ("DAte: 0 × $0.00
// is …"), which could read as a page marker below the header; the line is made safe.
func (c *invoiceChecks) add(format string, args ...any) {
	c.lines = append(c.lines, invoiceSafe(fmt.Sprintf(format, args...)))
}

func (c *invoiceChecks) problem(phrase, format string, args ...any) {
	c.add(format, args...)
	c.problems = append(c.problems, phrase)
}

// invoiceMulDivRound returns a × b / div rounded half away from zero, computed without
// overflow; ok is false when the result does not fit in an int64.
func invoiceMulDivRound(a, b, div int64) (int64, bool) {
	p := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	half := big.NewInt(div / 2)
	if p.Sign() < 0 {
		half.Neg(half)
	}
	p.Quo(p.Add(p, half), big.NewInt(div))
	return p.Int64(), p.IsInt64()
}

// invoiceProductMatches reports whether quantity (thousandths) × unit price (cents) is
// the amount, to the cent.
func invoiceProductMatches(qtyMilli, unitCents, amountCents int64) bool {
	v, ok := invoiceMulDivRound(qtyMilli, unitCents, 1000)
	return ok && v == amountCents
}

// invoiceCheck checks everything the invoice lets us check, and notes what it lacks.
func invoiceCheck(f invoiceFacts) invoiceChecks {
	var c invoiceChecks
	money := f.currency.format
	c.checkMissing(f)
	c.checkItems(f, money)
	c.checkTotals(f, money)
	c.checkDates(f)
	if f.currency.symbol != "$" {
		c.add("Amounts are in %s; the Total Due line shows the same figure in the report's $ form.", f.currency.name)
	} else if f.currency.name != "" {
		c.add("Amounts are in %s.", f.currency.name)
	}
	return c
}

// checkItems checks each line's quantity × unit price and the items' sum against the
// subtotal.
func (c *invoiceChecks) checkItems(f invoiceFacts, money func(int64) string) {
	if len(f.items) == 0 {
		c.add("No line items were found, so the items could not be checked against the subtotal.")
		return
	}
	checked, wrong := 0, 0
	for _, it := range f.items {
		if !it.hasQty || !it.hasUnit {
			continue
		}
		checked++
		want, ok := invoiceMulDivRound(it.qty, it.unit, 1000)
		if ok && want == it.amount {
			continue
		}
		switch wrong++; {
		case wrong > 10:
		case !ok:
			c.add("%s: %s × %s is far more than the %s the line shows.", it.description,
				invoiceFormatQty(it.qty), money(it.unit), money(it.amount))
		default:
			c.add("%s: %s × %s is %s, but the line shows %s (difference %s).", it.description,
				invoiceFormatQty(it.qty), money(it.unit), money(want), money(it.amount), money(invoiceAbs(want-it.amount)))
		}
	}
	switch {
	case wrong > 10:
		c.add("%d more lines do not multiply out either.", wrong-10)
	case checked > 0 && wrong == 0:
		c.add("Each line's quantity × unit price equals its amount (%s checked).", text.CountNoun(checked, "line", "lines"))
	}
	if wrong > 0 {
		c.problems = append(c.problems, text.CountNoun(wrong, "line item", "line items")+" whose quantity × unit price differs from the amount")
	}
	if checked > 0 {
		c.checked++
	}
	sum := f.itemsTotal()
	switch {
	case !f.subtotal.found:
		if _, ok := f.amountOwed(); !ok { // else the total check below states the sum
			c.add("No subtotal is written; the line items add up to %s.", money(sum))
		}
	case sum == f.subtotal.cents:
		c.checked++
		c.add("Line items add up to the subtotal (%s).", money(sum))
	default:
		c.checked++
		diff := sum - f.subtotal.cents
		more := "less"
		if diff > 0 {
			more = "more"
		}
		c.problem(fmt.Sprintf("the line items come to %s %s than the subtotal", money(invoiceAbs(diff)), more),
			"Line items add up to %s, but the subtotal is %s: a difference of %s.", money(sum), money(f.subtotal.cents), money(invoiceAbs(diff)))
	}
}

// checkTotals checks subtotal + tax + shipping - discount against the total (or, with no
// total, the amount due) and the total less payments against the balance due. With no
// subtotal written, the items' sum stands in for it.
func (c *invoiceChecks) checkTotals(f invoiceFacts, money func(int64) string) {
	base, baseName := f.subtotal.cents, "Subtotal"
	if !f.subtotal.found {
		if len(f.items) == 0 {
			return
		}
		base, baseName = f.itemsTotal(), "Line items"
	}
	c.checkRates(f, base, money)
	target, targetName := f.total, "total"
	if !target.found && f.paid.cents == 0 {
		target, targetName = f.amountDue, "amount due"
	}
	if target.found {
		c.checked++
		expr := []string{baseName + " " + money(base)}
		want := base
		for _, t := range f.taxes {
			expr, want = append(expr, "+ tax "+money(t.cents)), want+t.cents
		}
		if f.shipping.found {
			expr, want = append(expr, "+ shipping "+money(f.shipping.cents)), want+f.shipping.cents
		}
		if f.discount.found {
			expr, want = append(expr, "- discount "+money(f.discount.cents)), want-f.discount.cents
		}
		sentence := strings.Join(expr, " ") + " = " + money(want)
		if len(expr) == 1 {
			sentence = baseName + " add up to " + money(want)
			if baseName == "Subtotal" {
				sentence = "The subtotal is " + money(want)
			}
		}
		if want == target.cents {
			c.add("%s, which matches the %s.", sentence, targetName)
		} else {
			diff := money(invoiceAbs(want - target.cents))
			more := "less"
			if want > target.cents {
				more = "more"
			}
			c.problem("the figures come to "+diff+" "+more+" than the "+targetName, "%s, but the %s is %s: a difference of %s.", sentence, targetName, money(target.cents), diff)
		}
	}
	if f.total.found && f.amountDue.found {
		c.checked++
		want := f.total.cents - f.paid.cents
		switch {
		case want == f.amountDue.cents && f.paid.found:
			c.add("Total %s - paid %s = %s, which matches the balance due.", money(f.total.cents), money(f.paid.cents), money(want))
		case want != f.amountDue.cents:
			diff := money(invoiceAbs(want - f.amountDue.cents))
			c.problem("the balance due differs by "+diff, "The balance due is %s, but the total %s less payments of %s is %s: a difference of %s.",
				money(f.amountDue.cents), money(f.total.cents), money(f.paid.cents), money(want), diff)
		}
	}
}

// checkRates checks each tax or discount written with its rate. The tax base may be the
// subtotal before or after the discount, with or without shipping, so any of those passes.
func (c *invoiceChecks) checkRates(f invoiceFacts, base int64, money func(int64) string) {
	bases := []int64{base, base - f.discount.cents, base + f.shipping.cents, base - f.discount.cents + f.shipping.cents}
	rated := append([]invoiceMoney{}, f.taxes...)
	if f.discount.found {
		rated = append(rated, f.discount)
	}
	for k, m := range rated {
		if !m.hasRate || m.rate == 0 {
			continue
		}
		what, candidates := "Tax", bases
		if k == len(rated)-1 && f.discount.found {
			what, candidates = "The discount", bases[:1]
		}
		shownBase := base
		want, _ := invoiceMulDivRound(base, m.rate, 1_000_000)
		match := false
		for _, b := range candidates {
			if v, ok := invoiceMulDivRound(b, m.rate, 1_000_000); ok && v == m.cents {
				match, want, shownBase = true, v, b
				break
			}
		}
		c.checked++
		rate := invoiceFormatRate(m.rate)
		if match {
			c.add("%s at %s of %s is %s, as shown.", what, rate, money(shownBase), money(want))
			continue
		}
		diff := money(invoiceAbs(want - m.cents))
		if invoiceAbs(want-m.cents) == 1 {
			diff += ", a rounding difference" // the vendor rounded down or per line
		}
		c.problem(strings.ToLower(what[:1])+what[1:]+" at "+rate+" is off by "+diff,
			"%s at %s of %s would be %s, but the invoice shows %s (difference %s).", what, rate, money(base), money(want), money(m.cents), diff)
	}
}
