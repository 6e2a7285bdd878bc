package invoice

import (
	"fmt"

	"lexa/internal/ai/text"
)

// checkMissing notes the header fields the invoice lacks and how the vendor and due date
// were found when no label gave them.
func (c *invoiceChecks) checkMissing(f invoiceFacts) {
	var missing []string
	if f.number == "" {
		missing = append(missing, "invoice number")
	}
	if f.date.isZero() {
		missing = append(missing, "invoice date")
	}
	if f.vendor == "" {
		missing = append(missing, "vendor")
	}
	if f.due.isZero() && f.termsDays == 0 && !f.dueOnReceipt {
		missing = append(missing, "due date or payment terms")
	}
	if _, ok := f.amountOwed(); !ok {
		missing = append(missing, "total")
	}
	if len(missing) > 0 {
		c.add("Not found on the invoice: %s.", text.JoinAnd(missing))
	}
	if f.vendorGuess {
		c.add("The vendor name is taken from the top of the invoice; no vendor label names it.")
	}
	switch {
	case f.dueComputed && f.dueOnReceipt:
		c.add("No due date is written; payable on receipt, so it is due on the invoice date.")
	case f.dueComputed:
		c.add("No due date is written; it is the invoice date plus %d days (Net %d).", f.termsDays, f.termsDays)
	case f.due.isZero() && f.termsDays > 0:
		c.add("The terms are Net %d, but without an invoice date the due date cannot be computed.", f.termsDays)
	}
}

// checkDates checks the written due date against the invoice date and the terms.
func (c *invoiceChecks) checkDates(f invoiceFacts) {
	if f.date.isZero() || f.due.isZero() || f.dueComputed {
		return
	}
	days := f.date.daysUntil(f.due)
	switch {
	case days < 0:
		c.problem("the due date is before the invoice date", "The due date (%s) is before the invoice date (%s).", f.due, f.date)
	case f.termsDays > 0 && days == f.termsDays:
		c.add("The due date is %d days after the invoice date, as Net %d requires.", days, f.termsDays)
	case f.termsDays > 0:
		c.problem(fmt.Sprintf("the due date does not match Net %d", f.termsDays),
			"The due date is %d days after the invoice date, but the terms say Net %d.", days, f.termsDays)
	}
}
