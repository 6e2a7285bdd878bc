package invoice

import (
	"fmt"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// checkMissing notes the header fields the invoice lacks and how the vendor and due date
// were found when no label gave them. A receipt is paid and a credit memo asks for
// nothing, so neither lacks a due date.
func (c *checks) checkMissing(f facts) {
	billed := f.kind == lexa.InvoiceKindInvoice
	// The vendor, the number and the total missing are failed checks of their own
	// (failUnread); the others are noted here.
	var missing []string
	if f.date.isZero() && billed {
		missing = append(missing, "invoice date")
	} else if f.date.isZero() {
		missing = append(missing, "date")
	}
	if billed && f.due.isZero() && f.termsDays == 0 && !f.dueOnReceipt {
		missing = append(missing, "due date or payment terms")
	}
	c.failUnread(f)
	if len(missing) > 0 {
		c.add("Not found on the %s: %s.", kindName(f.kind), text.JoinAnd(missing))
	}
	if f.vendorGuess {
		c.add("The vendor name is taken from the top of the %s; no label names it.", kindName(f.kind))
	}
	if f.dateGuess {
		c.add("The date is the one printed at the top of the receipt.")
	}
	switch {
	case !billed:
	case f.dueComputed && f.dueOnReceipt:
		c.add("No due date is written; payable on receipt, so it is due on the invoice date.")
		c.others = append(c.others, lexa.InvoiceCheck{ID: checkDueDate, Status: lexa.CheckPass,
			Text: fmt.Sprintf("Payment terms are given: due on receipt, %s.", f.due)})
	case f.dueComputed:
		c.add("No due date is written; it is the invoice date plus %d days (Net %d).", f.termsDays, f.termsDays)
		c.others = append(c.others, lexa.InvoiceCheck{ID: checkDueDate, Status: lexa.CheckPass,
			Text: fmt.Sprintf("Payment terms are given: Net %d, so it is due on %s.", f.termsDays, f.due)})
	case f.due.isZero() && f.dueOnReceipt:
		c.check(checkDueDate, lexa.CheckUnchecked, "The invoice is payable on receipt, but it has no invoice date to count from.")
	case f.due.isZero() && f.termsDays > 0:
		c.check(checkDueDate, lexa.CheckUnchecked, "The terms are Net %d, but without an invoice date the due date cannot be computed.", f.termsDays)
	case f.due.isZero():
		c.others = append(c.others, lexa.InvoiceCheck{ID: checkDueDate, Status: lexa.CheckFail,
			Text: "No due date or payment terms are given."})
	default:
		c.others = append(c.others, lexa.InvoiceCheck{ID: checkDueDate, Status: lexa.CheckPass,
			Text: fmt.Sprintf("The due date is given: %s.", f.due)})
	}
}

// The ids of the checks that the fields a payment needs were read (docs/api.md).
const (
	checkVendorRead = "vendor_read"
	checkNumberRead = "number_read"
	checkTotalRead  = "total_read"
)

// failUnread fails a check for each of the vendor, the number and the total that was not
// read: missing is not passing, so an invoice without them never shows "All checks pass"
// (the count of failed checks is what the pages and exports show), and its summary says
// to review it. A receipt has no number to lack.
func (c *checks) failUnread(f facts) {
	kind := kindName(f.kind)
	if f.vendor == "" {
		c.fail(checkVendorRead, "no vendor was read", "The vendor was not found on the %s: check it by hand.", kind)
	}
	if f.number == "" && f.kind != lexa.InvoiceKindReceipt {
		c.fail(checkNumberRead, "no "+numberName(f.kind)+" was read", "The %s was not found on the %s: check it by hand.", numberName(f.kind), kind)
	}
	if _, ok := f.amountOwed(); !ok {
		c.fail(checkTotalRead, "no total was read", "The total was not found on the %s: check it by hand.", kind)
	}
}

// checkDates checks the written due date against the invoice date and the terms.
func (c *checks) checkDates(f facts) {
	if f.kind != lexa.InvoiceKindInvoice || f.date.isZero() || f.due.isZero() || f.dueComputed {
		return
	}
	days := f.date.daysUntil(f.due)
	if days < 0 {
		c.fail(checkDateOrder, "the due date is before the invoice date", "The due date (%s) is before the invoice date (%s).", f.due, f.date)
		return
	}
	c.others = append(c.others, lexa.InvoiceCheck{ID: checkDateOrder, Status: lexa.CheckPass,
		Text: fmt.Sprintf("The due date (%s) comes %s after the invoice date (%s).", f.due, text.CountNoun(days, "day", "days"), f.date)})
	switch {
	case f.termsDays > 0 && days == f.termsDays:
		c.check(checkTerms, lexa.CheckPass, "The due date is %d days after the invoice date, as Net %d requires.", days, f.termsDays)
	case f.termsDays > 0:
		c.fail(checkTerms, fmt.Sprintf("the due date does not match Net %d", f.termsDays),
			"The due date is %d days after the invoice date, but the terms say Net %d.", days, f.termsDays)
	}
}

// kindName is how the answer calls the document.
func kindName(kind string) string {
	switch kind {
	case lexa.InvoiceKindCreditMemo:
		return "credit memo"
	case lexa.InvoiceKindReceipt:
		return "receipt"
	case lexa.InvoiceKindQuote:
		return "quote"
	case lexa.InvoiceKindStatement:
		return "statement"
	}
	return "invoice"
}

// numberName is what the document's number is called.
func numberName(kind string) string {
	switch kind {
	case lexa.InvoiceKindCreditMemo:
		return "credit memo number"
	case lexa.InvoiceKindQuote:
		return "quote number"
	}
	return "invoice number"
}
