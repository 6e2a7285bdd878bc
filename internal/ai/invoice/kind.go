package invoice

import (
	"strings"

	"lexa/internal/ai/text"
	"lexa/internal/lexa"
)

// What kind of document was pasted decides what the answer may say: a credit memo is
// money credited, not a bill to pay; a till receipt is already paid and has no due date;
// and a text that is no invoice at all (a staff memo, an e-mail about an order) gets no
// fields, since any would be made up.

var (
	// creditTitleRe is a credit memo's title line or number label.
	creditTitleRe = text.Lazy(`(?i)^credit\s+(?:memo|note|memorandum)\b`)
	// receiptTitleRe is a receipt's title line ("RECEIPT", "Sales Receipt"); "Due on
	// receipt" and "Returns within 30 days with receipt" are not.
	receiptTitleRe = text.Lazy(`(?i)^(?:sales\s+|payment\s+|cash\s+)?receipt\b(?:\s*(?:#|no\.?|number)|\s*$)`)
	// numberInTextRe finds an invoice number written in a sentence or a subject
	// line: "Subject: Invoice #558 - sink leak".
	numberInTextRe = text.Lazy(`(?i)\binvoice\s*(?:#|no\.|number)\s*:?\s*([A-Za-z0-9][\w\-/]*)`)
	// identityRe names the document as a bill in a title or a label.
	identityRe = text.Lazy(`(?i)^(?:tax\s+|sales\s+|pro\s*forma\s+)?(?:invoice|bill|statement|receipt|credit\s+(?:memo|note))\b`)
)

// settleKind decides what the document is, once every field is read, and fills in what
// only a whole reading can find: a number written in a sentence, a receipt's date.
func (r *reader) settleKind() {
	f := &r.facts
	credit, receipt, titled, headers := false, false, false, 0
	for _, l := range r.lines {
		if l.text == "" {
			continue
		}
		switch {
		case creditTitleRe.MatchString(l.text):
			credit = true
		case receiptTitleRe.MatchString(l.text):
			receipt = true
		}
		titled = titled || identityRe.MatchString(l.cells[0])
		lower := strings.ToLower(l.text)
		for _, h := range []string{"from:", "to:", "subject:", "cc:", "sent:"} {
			if strings.HasPrefix(lower, h) {
				headers++
			}
		}
	}
	f.emailLike = headers >= 2
	if f.number == "" {
		for _, l := range r.lines {
			if m := numberInTextRe.FindStringSubmatch(l.text); m != nil {
				if token := numberToken(m[1]); token != "" {
					f.number = token
					break
				}
			}
		}
	}
	// Money to check, or a document that calls itself a bill and says from whom or when.
	money := f.subtotal.found || f.total.found || f.amountDue.found || len(f.taxes) > 0 ||
		len(f.items) > 0 && (f.tableHeader || f.number != "" || titled)
	identity := f.number != "" || titled || credit
	switch {
	case !money && !(identity && (f.vendor != "" && !f.vendorGuess || !f.date.isZero())):
		f.kind = lexa.InvoiceKindNotInvoice
	case credit:
		f.kind = lexa.InvoiceKindCreditMemo
	case receipt || f.paidByCard && f.total.found && f.paid.cents >= f.total.cents && f.number == "" && f.termsDays == 0 && f.due.isZero():
		f.kind = lexa.InvoiceKindReceipt
		r.settleReceiptDate()
	default:
		f.kind = lexa.InvoiceKindInvoice
	}
}

// settleReceiptDate takes a till receipt's unlabelled date: a line that starts with a
// date ("05/28/2026  07:42 AM  REG 03").
func (r *reader) settleReceiptDate() {
	f := &r.facts
	if !f.date.isZero() {
		return
	}
	for _, l := range r.lines {
		if len(l.cells) > 0 && len(l.cells[0]) <= 20 && isDate(l.cells[0]) {
			if d, ok := findDate(l.cells[0], r.dayFirst); ok {
				f.date, f.dateGuess = d, true
				return
			}
		}
	}
}

// notAnInvoice is the answer for a text that is no invoice: what was expected, and
// what the text seems to be instead. Nothing is extracted, so the page shows no fields.
func notAnInvoice(f facts) string {
	seems := "it has no amounts to check"
	if f.emailLike {
		seems = "it reads like an e-mail or a memo, with no amounts billed"
	}
	return "This does not look like an invoice: I expected a bill from a vendor, with an invoice number or date, " +
		"line items with amounts and a total, and " + seems + ". Nothing was extracted or checked.\n" +
		"Summary: " + notAnInvoiceSummary + ""
}

// notAnInvoiceSummary is the summary of a text that is no invoice.
const notAnInvoiceSummary = "Not an invoice; paste the full text of an invoice, bill or receipt to process it."
