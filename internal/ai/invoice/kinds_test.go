package invoice

import (
	"context"
	"strings"
	"testing"

	"lexa/internal/lexa"
)

// The kind of document first: a quote, a credit note, a statement or a paid invoice is
// read whole, and never said to be a bill to pay (issue 31). Texts written for this test.
func TestKindOfDocument(t *testing.T) {
	body := "\nAcme Roofing LLC\nNo. 2026-31\nDate: 2026-03-02\nRoof repair  1  $900.00  $900.00\nTotal  $900.00\n"
	cases := []struct {
		name, text, kind, summary string
	}{
		{"an English quote", "QUOTE" + body, lexa.InvoiceKindQuote, "a quote, not a bill"},
		{"an estimate", "Estimate" + body, lexa.InvoiceKindQuote, "nothing is to be paid"},
		{"a pro forma", "PRO FORMA INVOICE" + body, lexa.InvoiceKindQuote, "a quote, not a bill"},
		{"a German Angebot with its number", "Angebot Nr. 2026-31" + body, lexa.InvoiceKindQuote, "a quote"},
		{"a French devis", "DEVIS" + body, lexa.InvoiceKindQuote, "a quote"},
		{"a Japanese estimate", "御見積書" + body, lexa.InvoiceKindQuote, "a quote"},
		{"an invoice that says it is not a bill", "INVOICE" + body + "This is not a bill. Please do not pay.", lexa.InvoiceKindQuote, "not a bill"},
		{"a German credit note", "GUTSCHRIFT" + body, lexa.InvoiceKindCreditMemo, "a credit, not a bill"},
		{"a statement of account", "Statement of Account" + body, lexa.InvoiceKindStatement, "not the statement as well"},
		{"an invoice stamped paid", "INVOICE" + body + "PAID", lexa.InvoiceKindReceipt, "already paid"},
		{"an invoice paid in full", "INVOICE" + body + "Amount paid  $900.00\nBalance due  $0.00", lexa.InvoiceKindReceipt, "already paid"},
		{"an invoice", "INVOICE" + body, lexa.InvoiceKindInvoice, "bills $900.00"},
		{"an invoice paid in part stays due", "INVOICE" + body + "PAID\nAmount paid  $400.00\nBalance due  $500.00", lexa.InvoiceKindInvoice, "bills $500.00"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r, err := Read(context.Background(), c.text)
			if err != nil {
				t.Fatal(err)
			}
			if r.Kind != c.kind || !strings.Contains(r.Summary, c.summary) {
				t.Errorf("kind %q, summary %q; want %q, %q", r.Kind, r.Summary, c.kind, c.summary)
			}
			// Every kind keeps its reading: the vendor and the total are there.
			if r.Fields.Vendor.Value != "Acme Roofing LLC" || !r.Fields.Total.Found {
				t.Errorf("reading lost: vendor %q, total %+v", r.Fields.Vendor.Value, r.Fields.Total)
			}
			if c.kind != lexa.InvoiceKindInvoice && c.kind != lexa.InvoiceKindStatement && r.Fields.DueDate.Found {
				t.Errorf("a %s has a due date: %+v", c.kind, r.Fields.DueDate)
			}
			answer, _ := Analyze(context.Background(), c.text)
			if c.kind == lexa.InvoiceKindQuote && (strings.Contains(answer, "Total Due") || !strings.Contains(answer, "Total Quoted")) {
				t.Errorf("a quote's answer:\n%s", answer)
			}
		})
	}
}

// A statement's list of invoices under "Invoice  Date  Amount" is a table, not the
// statement's own number and date read as a band; every invoice listed is summed.
func TestStatementListsInvoices(t *testing.T) {
	text := "Harbor Supply Co.\nSTATEMENT\nDate: 2026-06-30\n\nInvoice  Date  Amount\nH-101  2026-06-02  $100.00\nH-102  2026-06-09  $50.00\nBalance due  $150.00"
	r, err := Read(context.Background(), text)
	if err != nil {
		t.Fatal(err)
	}
	if r.Kind != lexa.InvoiceKindStatement || r.Fields.InvoiceNumber.Found || r.Fields.Date.Value != "2026-06-30" ||
		len(r.LineItems) != 2 || r.Sum.Status != lexa.CheckPass {
		t.Errorf("kind %q number %+v date %q items %d sum %s", r.Kind, r.Fields.InvoiceNumber, r.Fields.Date.Value, len(r.LineItems), r.Sum.Text)
	}
	// A quote's own number label in another language.
	q, _ := Read(context.Background(), "Angebot\nAngebotsnummer: AN-77\nDatum: 02.03.2026\nTisch  1  200,00 €  200,00 €\nGesamtbetrag  200,00 €")
	if q.Kind != lexa.InvoiceKindQuote || q.Fields.InvoiceNumber.Value != "AN-77" {
		t.Errorf("quote: kind %q number %q", q.Kind, q.Fields.InvoiceNumber.Value)
	}
}
