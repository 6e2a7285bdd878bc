package httpapi

import (
	"math"
	"strconv"

	"lexa/internal/lexa"
)

// The accounting exports of invoices (decision 0064): the columns of QuickBooks Online's
// bill import and of Xero's bills import template, one row per line of each bill.

// quickBooksColumns are QuickBooks Online's bill import fields (decision 0064 says where
// each comes from).
var quickBooksColumns = []string{"Bill No.", "Vendor", "Bill Date", "Due Date", "Memo", "Account",
	"Line Description", "Line Amount", "Currency"}

// xeroColumns are the header of Xero's bills import template, asterisks (required) and
// all, in its order.
var xeroColumns = []string{"*ContactName", "EmailAddress", "POAddressLine1", "POAddressLine2", "POAddressLine3",
	"POAddressLine4", "POCity", "PORegion", "POPostalCode", "POCountry", "*InvoiceNumber", "*InvoiceDate", "*DueDate",
	"InventoryItemCode", "*Description", "*Quantity", "*UnitAmount", "*AccountCode", "*TaxType", "TrackingName1",
	"TrackingOption1", "TrackingName2", "TrackingOption2", "Currency"}

// The descriptions of the lines a bill gets besides its line items.
const (
	billTotalLine = "Invoice total"
	billTaxLine   = "Tax"
	billRestLine  = "Other charges, discounts and differences to the total"
)

// billLine is one line of a bill as an import reads it: quantity × unit = amount, all
// exact in the currency's smallest unit.
type billLine struct {
	description string
	quantity    string
	unit        int64
	amount      int64
}

// billKinds are the documents an accounting system takes as bills: a quote, a credit
// memo or a statement of account is not one.
func billKind(kind string) bool {
	return kind == lexa.InvoiceKindInvoice || kind == lexa.InvoiceKindReceipt
}

// billLines are a bill's lines: each line item read, then the tax and whatever else
// makes up the total the invoice asks for (corrected where a person corrected it), so
// the lines always add up to that total; one line with the total when no line item was
// read.
func billLines(inv lexa.InvoiceResult) []billLine {
	r := inv.Reading
	f := r.Fields
	total, hasTotal := amountOf(f.Total)
	var lines []billLine
	var sum int64
	for _, it := range r.LineItems {
		line := billLine{description: it.Description, quantity: "1", unit: it.Amount.Cents, amount: it.Amount.Cents}
		// The quantity and unit price as written when they make the amount exactly;
		// one of the whole amount otherwise, so no amount is ever rounded.
		if it.Quantity != nil && it.UnitPrice != nil && *it.Quantity == math.Trunc(*it.Quantity) && *it.Quantity > 0 &&
			*it.Quantity < 1e9 && int64(*it.Quantity)*it.UnitPrice.Cents == it.Amount.Cents {
			line.quantity, line.unit = strconv.FormatInt(int64(*it.Quantity), 10), it.UnitPrice.Cents
		}
		lines = append(lines, line)
		sum += it.Amount.Cents
	}
	if len(lines) == 0 {
		if !hasTotal {
			return nil
		}
		return []billLine{{description: billTotalLine, quantity: "1", unit: total, amount: total}}
	}
	if tax, ok := amountOf(f.Tax); ok && tax != 0 {
		lines = append(lines, billLine{description: billTaxLine, quantity: "1", unit: tax, amount: tax})
		sum += tax
	}
	if hasTotal && total != sum {
		rest := total - sum
		lines = append(lines, billLine{description: billRestLine, quantity: "1", unit: rest, amount: rest})
	}
	return lines
}

func amountOf(f lexa.InvoiceField) (int64, bool) {
	if !f.Found || f.Cents == nil {
		return 0, false
	}
	return *f.Cents, true
}

// accountingRows are the bills of docs in the export's format, header first.
func accountingRows(docs []lexa.Document, ex lexa.AccountingExport) [][]string {
	header := quickBooksColumns
	if ex.Format == lexa.ExportXero {
		header = xeroColumns
	}
	rows := [][]string{header}
	for _, d := range docs {
		inv, ok := shownInvoice(d)
		if !ok || !billKind(inv.Reading.Kind) || !ex.InMonth(inv.Reading.Fields.Date.Value) {
			continue
		}
		f, cur := inv.Reading.Fields, inv.Reading.Currency
		vendor, number, date, due := cell(inv.Vendor), cell(inv.Number), cell(f.Date.Value), cell(f.DueDate.Value)
		for _, l := range billLines(inv) {
			amount, unit := lexa.FormatMinorUnits(l.amount, cur), lexa.FormatMinorUnits(l.unit, cur)
			if ex.Format == lexa.ExportXero {
				rows = append(rows, []string{vendor, "", "", "", "", "", "", "", "", "", number, date, due,
					"", cell(l.description), l.quantity, unit, cell(ex.Account), cell(ex.TaxType), "", "", "", "", cur})
				continue
			}
			rows = append(rows, []string{number, vendor, date, due, cell(d.Note), cell(ex.Account),
				cell(l.description), amount, cur})
		}
	}
	return rows
}
