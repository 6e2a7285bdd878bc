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

// titleKinds are the titles a document other than an invoice is headed with, in the
// languages the reader knows, written as titleKey writes them: a quote is not a bill, a
// credit note credits, a receipt is paid, a statement lists invoices already sent.
var titleKinds = func() map[string]string {
	m := map[string]string{}
	add := func(kind, titles string) {
		for _, t := range strings.Split(titles, ",") {
			m[titleKey(t)] = kind
		}
	}
	add(lexa.InvoiceKindQuote, `quote, quotation, estimate, cost estimate, pro forma, proforma, pro forma invoice,
		proforma invoice, angebot, kostenvoranschlag, proforma rechnung, devis, facture proforma, presupuesto,
		factura proforma, preventivo, fattura proforma, offerte, 見積書, 御見積書`)
	add(lexa.InvoiceKindCreditMemo, `credit note, credit memo, gutschrift, rechnungskorrektur, avoir, facture d'avoir,
		nota de crédito, factura rectificativa, nota di credito, creditnota, creditfactuur`)
	add(lexa.InvoiceKindReceipt, `receipt, sales receipt, payment receipt, quittung, kassenbon, reçu, recibo,
		ricevuta, kwitantie, 領収書`)
	add(lexa.InvoiceKindStatement, `statement, statement of account, account statement, kontoauszug,
		relevé de compte, estado de cuenta, estratto conto, rekeningoverzicht, 請求明細書`)
	return m
}()

// titleKey writes a title as the tables hold it: lower case, without accents, spaces,
// punctuation or a trailing number label ("Angebot Nr." is "angebot", "PRO-FORMA" is
// "proforma").
func titleKey(s string) string {
	words := strings.FieldsFunc(foldAccents(strings.ToLower(s)), func(r rune) bool { return !isLabelLetter(r) })
	for len(words) > 1 && numberWords[words[len(words)-1]] {
		words = words[:len(words)-1]
	}
	return strings.Join(words, "")
}

// numberWords may end a title before its number: "Quote No. 7", "Angebot Nr. 12".
var numberWords = wordSet(`no nr n num number nummer numero`)

// titleKindOf is the kind a line's title names, or "": the words of its first cell
// before any number ("Angebot Nr. 2026-12" is a quote).
func titleKindOf(l line) string {
	if len(l.cells) == 0 {
		return ""
	}
	cell := l.cells[0]
	if i := strings.IndexAny(cell, "0123456789#:"); i >= 0 {
		cell = cell[:i]
	}
	return titleKinds[titleKey(cell)]
}

var (
	// notABillRe is a document saying it asks for no payment: a quote or an estimate
	// in all but its title.
	notABillRe = text.Lazy(`(?i)\b(?:not\s+(?:a\s+bill|an\s+invoice|a\s+request\s+for\s+payment|a\s+tax\s+invoice)|do\s+not\s+pay|keine\s+rechnung|ce\s+n['’]est\s+pas\s+une\s+facture|no\s+es\s+una\s+factura|non\s+è\s+una\s+fattura|geen\s+factuur)\b`)
	// paidStamps are the whole lines a paid invoice is stamped with.
	paidStamps = wordSet(`paid paidinfull paidwiththanks bezahlt beglichen paye payee acquitte pagado pagada pagato betaald 支払済 入金済 領収済`)
)

// settleKind decides what the document is, once every field is read, and fills in what
// only a whole reading can find: a number written in a sentence, a receipt's date.
func (r *reader) settleKind() {
	f := &r.facts
	credit, receipt, titled, headers := false, false, false, 0
	titleKind, stampedPaid := "", false
	for k, l := range r.lines {
		if l.text == "" {
			continue
		}
		switch {
		case creditTitleRe.MatchString(l.text):
			credit = true
		case receiptTitleRe.MatchString(l.text):
			receipt = true
		}
		lineKind := titleKindOf(l)
		if titleKind == "" && k < 15 {
			titleKind = lineKind
		}
		stampedPaid = stampedPaid || paidStamps[titleKey(l.text)]
		titled = titled || identityRe.MatchString(l.cells[0]) || lineKind != "" || isTitleLine(l.cells[0])
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
	credit = credit || titleKind == lexa.InvoiceKindCreditMemo
	receipt = receipt || titleKind == lexa.InvoiceKindReceipt
	// Money to check, or a document that calls itself a bill and says from whom or when.
	money := f.subtotal.found || f.total.found || f.amountDue.found || len(f.taxes) > 0 ||
		len(f.items) > 0 && (f.tableHeader || f.number != "" || titled)
	identity := f.number != "" || titled || credit
	// Paid in full: stamped "PAID", or a balance of nothing left on a total.
	paidInFull := stampedPaid && (!f.amountDue.found || f.amountDue.cents == 0) ||
		f.amountDue.found && f.amountDue.cents == 0 && f.total.found && f.total.cents > 0
	switch {
	case !money && !(identity && (f.vendor != "" && !f.vendorGuess || !f.date.isZero())):
		f.kind = lexa.InvoiceKindNotInvoice
	case credit:
		f.kind = lexa.InvoiceKindCreditMemo
	case titleKind == lexa.InvoiceKindStatement:
		f.kind = lexa.InvoiceKindStatement
	case titleKind == lexa.InvoiceKindQuote || notABillRe.MatchString(r.text()):
		f.kind = lexa.InvoiceKindQuote
	case receipt || paidInFull ||
		f.paidByCard && f.total.found && f.paid.cents >= f.total.cents && f.number == "" && f.termsDays == 0 && f.due.isZero():
		f.kind = lexa.InvoiceKindReceipt
		r.settleReceiptDate()
	default:
		f.kind = lexa.InvoiceKindInvoice
	}
}

// text is the invoice's lines as read (no-break spaces made spaces), one per line.
func (r *reader) text() string {
	var b strings.Builder
	for _, l := range r.lines {
		b.WriteString(l.text)
		b.WriteByte('\n')
	}
	return b.String()
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
