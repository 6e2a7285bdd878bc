package invoice

import (
	"cmp"
	"fmt"
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// maxListedItems keeps the answer readable for long invoices; the checks still
// cover every item.
const maxListedItems = 40

// report writes the answer: the header fields the page reads, the line items, the
// checks and a one-sentence summary.
func report(f facts, c checks) string {
	var b strings.Builder
	money := f.currency.format
	header := 0
	line := func(format string, args ...any) {
		fmt.Fprintf(&b, format+"\n", args...)
		header++
	}
	switch {
	case f.number == "":
	case f.kind == lexa.InvoiceKindCreditMemo:
		line("Credit Memo #%s", f.number)
	case f.kind == lexa.InvoiceKindQuote:
		line("Quote #%s", f.number)
	default:
		line("INVOICE #%s", f.number)
	}
	if !f.date.isZero() {
		line("Date: %s", f.date)
	}
	if f.vendor != "" {
		line("From: %s", f.vendor)
	}
	if f.original != "" && f.kind == lexa.InvoiceKindCreditMemo {
		line("Original Invoice: %s", f.original)
	}
	if !f.due.isZero() && (f.kind == lexa.InvoiceKindInvoice || f.kind == lexa.InvoiceKindStatement) {
		line("Due Date: %s", f.due)
	}
	if owed, ok := f.amountOwed(); ok {
		// In the invoice's currency: a euro invoice's total is not a dollar amount.
		line("%s: %s", totalName(f.kind), money(owed))
	}
	if header > 0 {
		b.WriteString("\n")
	}
	if len(f.items) > 0 {
		b.WriteString("Line items:\n")
		for k, it := range f.items {
			if k == maxListedItems {
				var rest int64
				for _, more := range f.items[k:] {
					rest += more.amount
				}
				fmt.Fprintf(&b, "- and %d more items, totalling %s\n", len(f.items)-k, money(rest))
				break
			}
			b.WriteString("- " + itemText(it, c.items[k], money) + "\n")
		}
	}
	b.WriteString("Checks:\n")
	for _, l := range c.lines {
		b.WriteString("- " + l + "\n")
	}
	b.WriteString("Summary: " + summary(f, c) + "\n")
	return strings.TrimRight(b.String(), "\n")
}

// itemText writes one item: "Design: 2 × $50.00 = $100.00", "Design (qty 2):
// $100.00" when no unit price is written, or "Design: $100.00". The colon after the
// description could make a page marker of its last word ("Change of date: $30.00"), so
// the line is made safe as a whole.
// A line whose product is wrong is not written as an equation that does not hold.
func itemText(it item, ic itemCheck, money func(int64) string) string {
	switch {
	case it.hasQty && it.hasUnit && ic.status == lexa.CheckFail:
		return safe(fmt.Sprintf("%s: %s × %s, shown as %s", it.description, formatQty(it.qty), money(it.unit), money(it.amount)))
	case it.hasQty && it.hasUnit:
		return safe(fmt.Sprintf("%s: %s × %s = %s", it.description, formatQty(it.qty), money(it.unit), money(it.amount)))
	case it.hasQty:
		return safe(fmt.Sprintf("%s (qty %s): %s", it.description, formatQty(it.qty), money(it.amount)))
	}
	return safe(it.description + ": " + money(it.amount))
}

// totalName is the header line's name for what the document asks for.
func totalName(kind string) string {
	switch kind {
	case lexa.InvoiceKindCreditMemo:
		return "Total Credit"
	case lexa.InvoiceKindReceipt:
		return "Total Paid"
	case lexa.InvoiceKindQuote:
		return "Total Quoted"
	case lexa.InvoiceKindStatement:
		return "Balance"
	}
	return "Total Due"
}

// summary is one sentence: who bills how much, when it is payable, and whether
// anything needs a second look before paying.
func summary(f facts, c checks) string {
	switch f.kind {
	case lexa.InvoiceKindCreditMemo:
		return creditSummary(f, c)
	case lexa.InvoiceKindReceipt:
		return receiptSummary(f, c)
	case lexa.InvoiceKindQuote:
		return quoteSummary(f, c)
	case lexa.InvoiceKindStatement:
		return statementSummary(f, c)
	}
	var b strings.Builder
	if f.vendor != "" {
		b.WriteString(f.vendor)
	} else {
		b.WriteString("An unnamed vendor")
	}
	if owed, ok := f.amountOwed(); ok {
		b.WriteString(" bills " + f.currency.format(owed))
	} else if len(f.items) > 0 {
		b.WriteString(" bills line items totalling " + f.currency.format(f.itemsTotal()) + " (no total is written)")
	} else {
		b.WriteString(" bills an amount the invoice does not state")
	}
	if f.number != "" {
		b.WriteString(" on invoice " + f.number)
	}
	switch {
	case f.due.isZero() && f.termsDays > 0:
		fmt.Fprintf(&b, ", payable net %d days", f.termsDays)
	case f.due.isZero():
		b.WriteString(", with no due date or payment terms given")
	case !f.date.isZero() && f.date == f.due:
		fmt.Fprintf(&b, ", payable on receipt (%s)", f.due)
	case !f.date.isZero() && f.date.daysUntil(f.due) > 0:
		days := f.date.daysUntil(f.due)
		fmt.Fprintf(&b, ", due in %s from the invoice date, on %s", text.CountNoun(days, "day", "days"), f.due)
	default:
		fmt.Fprintf(&b, ", payable on %s", f.due)
	}
	b.WriteString(verdict(c, "; review before paying: "))
	return b.String() + "."
}

// creditSummary says what a credit memo credits and against which invoice: money
// the customer gets back or keeps, never an amount to pay.
func creditSummary(f facts, c checks) string {
	var b strings.Builder
	b.WriteString(cmp.Or(f.vendor, "An unnamed vendor"))
	if owed, ok := f.amountOwed(); ok {
		b.WriteString(" credits " + f.currency.format(owed))
	} else {
		b.WriteString(" issues a credit")
	}
	if f.original != "" {
		b.WriteString(" against invoice " + f.original)
	}
	if f.number != "" {
		b.WriteString(" (credit memo " + f.number + ")")
	}
	b.WriteString(": a credit, not a bill, so nothing is to be paid")
	b.WriteString(verdict(c, "; review it: "))
	return b.String() + "."
}

// quoteSummary says what a quote offers, and that it asks for no payment.
func quoteSummary(f facts, c checks) string {
	var b strings.Builder
	b.WriteString(cmp.Or(f.vendor, "An unnamed vendor"))
	if owed, ok := f.amountOwed(); ok {
		b.WriteString(" quotes " + f.currency.format(owed))
	} else {
		b.WriteString(" sends a quote")
	}
	if f.number != "" {
		b.WriteString(" (quote " + f.number + ")")
	}
	b.WriteString(": a quote, not a bill, so nothing is to be paid until it is accepted and invoiced")
	b.WriteString(verdict(c, "; review it: "))
	return b.String() + "."
}

// statementSummary says what a statement of account shows, and how not to pay twice.
func statementSummary(f facts, c checks) string {
	var b strings.Builder
	b.WriteString("A statement of account from " + cmp.Or(f.vendor, "an unnamed vendor"))
	if owed, ok := f.amountOwed(); ok {
		b.WriteString(" showing " + f.currency.format(owed) + " outstanding")
	}
	b.WriteString(": it lists invoices already sent, so pay those invoices, not the statement as well")
	b.WriteString(verdict(c, "; review it: "))
	return b.String() + "."
}

// receiptSummary says what a receipt shows was bought and paid.
func receiptSummary(f facts, c checks) string {
	var b strings.Builder
	b.WriteString("A receipt from " + cmp.Or(f.vendor, "an unnamed store"))
	if owed, ok := f.amountOwed(); ok {
		b.WriteString(" for " + f.currency.format(owed))
	}
	if !f.date.isZero() {
		b.WriteString(" on " + f.date.String())
	}
	if f.paidByCard {
		b.WriteString(", already paid at the till, so nothing is due")
	} else {
		b.WriteString(", already paid, so nothing is due")
	}
	b.WriteString(verdict(c, "; review it: "))
	return b.String() + "."
}

// verdict ends the summary: what to review, or that the figures add up.
func verdict(c checks, review string) string {
	var b strings.Builder
	switch {
	case len(c.problems) == 1:
		b.WriteString(review + c.problems[0])
	case len(c.problems) == 2:
		fmt.Fprintf(&b, "%s%s, and %s", review, c.problems[0], c.problems[1])
	case len(c.problems) > 2:
		fmt.Fprintf(&b, "%s%s, and %d more issues", review, c.problems[0], len(c.problems)-1)
	case c.checked > 0:
		b.WriteString("; the figures add up")
	default:
		b.WriteString("; the figures could not be cross-checked")
	}
	return b.String()
}

// formatQty writes a count in thousandths as a plain number: 2000 → "2", 7500 → "7.5".
func formatQty(milli int64) string { return formatScaled(milli, 3) }

// formatRate writes a rate in ten-thousandths of a percent: 82500 → "8.25%".
func formatRate(rate int64) string { return formatScaled(rate, 4) + "%" }

// formatScaled writes v / 10^decimals without trailing zeros.
func formatScaled(v int64, decimals int) string {
	unit := int64(1)
	for range decimals {
		unit *= 10
	}
	s := fmt.Sprintf("%d.%0*d", v/unit, decimals, abs(v%unit))
	if v < 0 && v > -unit {
		s = "-" + s
	}
	return strings.TrimSuffix(strings.TrimRight(s, "0"), ".")
}
