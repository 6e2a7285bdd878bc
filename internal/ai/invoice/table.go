package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// The words of a line-item table's column header.
var (
	invoiceColumnWords = invoiceWordSet(`description item items service services product products details particulars
		activity task work qty quantity hours hrs hour units unit price rate cost amount total line sku code no
		tax vat discount ea each days pcs hourly subtotal net gross`)
	invoiceQtyColumns   = invoiceWordSet(`qty quantity hours hrs hour units days pcs`)
	invoicePriceColumns = invoiceWordSet(`price rate cost`)
	invoiceMoneyColumns = invoiceWordSet(`price rate cost amount total subtotal net gross`)
)

// readTableHeader reads line i as the column header of the line-item table ("Description
// Qty Unit Price Amount") and reports whether it is one.
func (r *invoiceReader) readTableHeader(i int) bool {
	header := strings.ToLower(r.lines[i].text)
	if strings.ContainsAny(header, "0123456789") {
		return false
	}
	ws := text.Words(header)
	columns, money, qtyAt, priceAt := 0, false, -1, -1
	for k, w := range ws {
		if !invoiceColumnWords[w] {
			continue
		}
		columns++
		money = money || invoiceMoneyColumns[w]
		if qtyAt < 0 && invoiceQtyColumns[w] {
			qtyAt = k
		}
		if priceAt < 0 && invoicePriceColumns[w] {
			priceAt = k
		}
	}
	if len(ws) < 2 || !money || columns < 2 || columns*3 < len(ws)*2 || !r.numbersFollow(i) {
		return false
	}
	r.headerLine = i
	r.priceFirst = priceAt >= 0 && qtyAt >= 0 && priceAt < qtyAt
	r.facts.tableHeader = true
	return true
}

// invoiceTableRow reads a row's cells: the text cells before the first number are the
// description, the numbers after it follow; numbers before any text (a row number, or a
// quantity column) come back apart as lead.
func invoiceTableRow(cells []string) (desc string, nums, lead []invoiceNumber) {
	var parts []string
	for _, cell := range cells {
		if n, ok := invoiceParseCellNumber(cell); ok {
			if len(parts) > 0 {
				nums = append(nums, n)
			} else {
				lead = append(lead, n)
			}
			continue
		}
		lower := strings.ToLower(cell)
		if len(cell) <= 20 && invoiceIsDate(cell) {
			continue // a date column: "03/01/2026 | Service call | …"
		}
		if len(nums) > 0 || invoiceUnitWords[lower] || invoiceIsCurrencyToken(cell) || strings.HasSuffix(cell, "%") {
			continue
		}
		parts = append(parts, cell)
	}
	return strings.Join(parts, " - "), nums, lead
}

// invoiceParseCellNumber reads a table cell such as "$40.00", "10 hrs", "x3" or "1.234,56 €".
func invoiceParseCellNumber(cell string) (invoiceNumber, bool) {
	fields := strings.Fields(cell)
	if len(fields) == 2 && invoiceUnitWords[strings.ToLower(fields[1])] {
		cell = fields[0]
	}
	cell = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(cell, "x"), "×"), "x")
	return invoiceParseNumber(strings.TrimSpace(cell))
}

// numbersFollow reports whether the next non-blank line after i has a digit, as the first
// row under a table header does; "Total amount" alone in a footer heads no table.
func (r *invoiceReader) numbersFollow(i int) bool {
	for _, l := range r.lines[i+1:] {
		if l.text != "" {
			return strings.ContainsAny(l.text, "0123456789")
		}
	}
	return false
}

// invoiceIsDate reports whether the whole cell is a date.
func invoiceIsDate(cell string) bool {
	_, n, ok := parseDateAt(cell)
	return ok && n == len(cell)
}
