package invoice

import (
	"cmp"
	"context"
	"strconv"

	"lexa/internal/lexa"
)

// Correct is the reading of Read with a person's corrections applied to what the rules
// read (decision 0056): the invoice is read again, each corrected field replaces the fact
// it names, and the same checks run on the corrected facts, so that a corrected total is
// summed, a corrected due date compared with the date and the terms, exactly as if the
// invoice had said so. Each corrected field is marked Corrected, its Note saying what
// was read.
func Correct(ctx context.Context, invoice string, c lexa.InvoiceCorrections) (lexa.InvoiceReading, error) {
	f, err := read(ctx, invoice)
	if err != nil {
		return lexa.InvoiceReading{}, err
	}
	if f.kind == lexa.InvoiceKindNotInvoice {
		// Nothing was read to correct: a person who corrects one says it is an invoice.
		f.kind = lexa.InvoiceKindInvoice
	}
	read := readingFields(f)
	f.apply(c)
	r := reading(f, check(f))
	markCorrected(&r.Fields, read, c)
	return r, nil
}

// apply puts the corrections in place of the facts they name.
func (f *facts) apply(c lexa.InvoiceCorrections) {
	if c.Vendor != nil {
		f.vendor, f.vendorGuess = *c.Vendor, false
	}
	if c.InvoiceNumber != nil {
		f.number = *c.InvoiceNumber
	}
	if d, ok := isoDate(c.Date); ok {
		f.date, f.dateGuess = d, false
		// A due date computed from the terms follows the date it was counted from.
		if f.dueComputed && f.dueOnReceipt {
			f.due = d
		} else if f.dueComputed {
			f.due = d.addDays(f.termsDays)
		}
	}
	if d, ok := isoDate(c.DueDate); ok {
		f.due, f.dueComputed, f.dueOnReceipt = d, false, false
	}
	if c.Currency != nil {
		f.currency = currencyOf(*c.Currency)
	}
	if c.Subtotal != nil {
		f.subtotal.found, f.subtotal.cents = true, *c.Subtotal
		f.subtotal.label = cmp.Or(f.subtotal.label, "Subtotal")
	}
	if c.Tax != nil {
		f.correctTax(*c.Tax)
	}
	if c.Total != nil {
		// The field shows what the invoice asks for (amountOwed): the balance due when one
		// is written, else the total.
		if f.amountDue.found {
			f.amountDue.cents = *c.Total
		} else {
			f.total.found, f.total.cents = true, *c.Total
			f.total.label = cmp.Or(f.total.label, "Total")
		}
	}
}

// correctTax makes the taxes come to cents: one tax keeps its label and rate (so its rate
// is checked against the corrected amount); several become one, whose parts the
// person's figure replaces.
func (f *facts) correctTax(cents int64) {
	if len(f.taxes) == 1 {
		f.taxes[0].cents, f.taxes[0].found = cents, true
		return
	}
	f.taxes = []labelledAmount{{found: true, cents: cents, label: "Tax"}}
}

// isoDate reads a corrected date (YYYY-MM-DD, checked when it was stored).
func isoDate(s *string) (calendarDate, bool) {
	if s == nil || len(*s) != len("2006-01-02") {
		return calendarDate{}, false
	}
	y, errY := strconv.Atoi((*s)[0:4])
	m, errM := strconv.Atoi((*s)[5:7])
	d, errD := strconv.Atoi((*s)[8:10])
	if errY != nil || errM != nil || errD != nil {
		return calendarDate{}, false
	}
	return newCalendarDate(y, m, d)
}

// currencyOf is the currency of an ISO 4217 code: one the rules know by its sign, any
// other written with its code ("JPY 126,500.00").
func currencyOf(code string) currency {
	if code == "USD" {
		return currency{symbol: "$", code: "USD", written: true}
	}
	for _, c := range currencies {
		if c.cur.code == code {
			return c.cur
		}
	}
	return currency{symbol: code + " ", name: code, code: code, written: true}
}

// markCorrected marks the corrected fields, each with a note of what was read.
func markCorrected(fs *lexa.InvoiceFields, read lexa.InvoiceFields, c lexa.InvoiceCorrections) {
	mark := func(field *lexa.InvoiceField, was lexa.InvoiceField, corrected bool) {
		if !corrected {
			return
		}
		field.Corrected = true
		if was.Found && was.Value != "" {
			field.Note = "Corrected; the document reads " + was.Value + "."
		} else {
			field.Note = "Corrected; not found on the document."
		}
	}
	mark(&fs.Vendor, read.Vendor, c.Vendor != nil)
	mark(&fs.InvoiceNumber, read.InvoiceNumber, c.InvoiceNumber != nil)
	mark(&fs.Date, read.Date, c.Date != nil)
	mark(&fs.DueDate, read.DueDate, c.DueDate != nil)
	mark(&fs.Currency, read.Currency, c.Currency != nil)
	mark(&fs.Subtotal, read.Subtotal, c.Subtotal != nil)
	mark(&fs.Tax, read.Tax, c.Tax != nil)
	mark(&fs.Total, read.Total, c.Total != nil)
}
