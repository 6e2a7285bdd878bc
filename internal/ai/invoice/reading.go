package invoice

import (
	"fmt"
	"strings"

	"lexa/internal/lexa"
)

// reading is the structured answer: the same facts and checks the analysis text
// states, as fields, rows and checks a page can lay out. Every list is present, empty
// rather than null, so a reader need not tell "none" from "missing".
func reading(f facts, c checks) lexa.InvoiceReading {
	r := lexa.InvoiceReading{Kind: f.kind, LineItems: []lexa.InvoiceLineItem{}, Checks: []lexa.InvoiceCheck{},
		Sum: lexa.InvoiceSumCheck{Status: lexa.CheckUnchecked, Parts: []lexa.InvoiceSumPart{}}}
	if f.kind == lexa.InvoiceKindNotInvoice {
		r.Summary = notAnInvoiceSentence(f)
		return r
	}
	money := func(cents int64) lexa.Money {
		return lexa.Money{Cents: f.currency.minor(cents), Text: f.currency.format(cents)}
	}
	r.Currency = f.currency.code
	r.Summary = summary(f, c)
	r.Fields = readingFields(f)
	for k, it := range f.items {
		ic := c.items[k]
		row := lexa.InvoiceLineItem{Description: it.description, Amount: money(it.amount), Check: ic.status, Note: ic.note}
		if it.hasQty {
			q := float64(it.qty) / 1000
			row.Quantity = &q
		}
		if it.hasUnit {
			u := money(it.unit)
			row.UnitPrice = &u
		}
		if ic.checked {
			e := money(ic.expected)
			row.Expected = &e
			if ic.status == lexa.CheckFail {
				d := money(it.amount - ic.expected)
				row.Difference = &d
			}
		}
		r.LineItems = append(r.LineItems, row)
	}
	s := c.sum
	r.Sum.Status, r.Sum.Text = s.status, s.text
	for _, p := range s.parts {
		r.Sum.Parts = append(r.Sum.Parts, lexa.InvoiceSumPart{Label: partLabel(p.label), Amount: money(p.cents)})
	}
	if len(s.parts) > 0 {
		e := money(s.expected)
		r.Sum.Expected = &e
	}
	if s.status != lexa.CheckUnchecked {
		st := money(s.stated)
		r.Sum.Stated, r.Sum.StatedLabel = &st, partLabel(s.statedLabel)
	}
	if s.status == lexa.CheckFail {
		d := money(s.stated - s.expected)
		r.Sum.Difference = &d
	}
	r.Checks = append(r.Checks, c.others...)
	return r
}

// readingFields are the header fields, each found or not, with how it was found
// when no label gave it.
func readingFields(f facts) lexa.InvoiceFields {
	text := func(v string, note string) lexa.InvoiceField {
		return lexa.InvoiceField{Found: v != "", Value: v, Note: note}
	}
	amount := func(m labelledAmount, note string) lexa.InvoiceField {
		if !m.found {
			return lexa.InvoiceField{Note: note}
		}
		units := f.currency.minor(m.cents)
		return lexa.InvoiceField{Found: true, Value: f.currency.format(m.cents), Cents: &units, Note: note}
	}
	var fs lexa.InvoiceFields
	fs.InvoiceNumber = text(f.number, "")
	if f.kind == lexa.InvoiceKindCreditMemo && f.original != "" {
		fs.InvoiceNumber.Note = "Credit memo number; it credits invoice " + f.original + "."
	}
	fs.Date = text(f.date.String(), "")
	if f.date.isZero() {
		fs.Date = lexa.InvoiceField{}
	} else if f.dateGuess {
		fs.Date.Note = "The date printed at the top of the receipt."
	}
	fs.Vendor = text(f.vendor, "")
	if f.vendorGuess {
		fs.Vendor.Note = "Taken from the top of the document; no label names the vendor."
	}
	switch {
	case f.kind != lexa.InvoiceKindInvoice && f.kind != lexa.InvoiceKindStatement:
		fs.DueDate.Note = "Nothing is due on a " + kindName(f.kind) + "."
	case !f.due.isZero():
		fs.DueDate = text(f.due.String(), "")
		if f.dueComputed && f.dueOnReceipt {
			fs.DueDate.Note = "Payable on receipt: the invoice date."
		} else if f.dueComputed {
			fs.DueDate.Note = fmt.Sprintf("Not written: the invoice date plus %d days (Net %d).", f.termsDays, f.termsDays)
		}
	case f.termsDays > 0:
		fs.DueDate.Note = fmt.Sprintf("Net %d, but there is no invoice date to count from.", f.termsDays)
	}
	fs.Currency = lexa.InvoiceField{Found: f.currency.written, Value: currencyName(f.currency)}
	if !f.currency.written {
		fs.Currency.Note = "No currency is written; the amounts are read as US dollars."
	}
	fs.Subtotal = amount(f.subtotal, "")
	if len(f.taxes) > 0 {
		var parts []string
		for _, t := range f.taxes {
			parts = append(parts, taxName(t)+" "+f.currency.format(t.cents))
		}
		note := ""
		if len(f.taxes) > 1 {
			note = strings.Join(parts, " + ")
		}
		fs.Tax = amount(labelledAmount{found: true, cents: f.taxTotal()}, note)
	}
	if owed, ok := f.amountOwed(); ok {
		note := ""
		if f.amountDue.found && f.paid.found {
			note = "The balance due, after " + f.currency.format(f.paid.cents) + " paid."
		}
		fs.Total = amount(labelledAmount{found: true, cents: owed}, note)
	}
	return fs
}

// currencyName writes the currency for the fields table: "US dollars (USD)".
func currencyName(c currency) string {
	if c.name == "" {
		return "US dollars (USD)"
	}
	return strings.ToUpper(c.name[:1]) + c.name[1:]
}

// partLabel capitalises a part of the sum for a table row: "tax" → "Tax".
func partLabel(label string) string {
	if label == "" {
		return ""
	}
	return strings.ToUpper(label[:1]) + label[1:]
}

// notAnInvoiceSentence is the structured answer's summary for a text that is no
// invoice: the analysis's first sentence.
func notAnInvoiceSentence(f facts) string {
	first, _, _ := strings.Cut(notAnInvoice(f), "\n")
	return first
}
