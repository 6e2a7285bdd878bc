package invoice

import (
	"strings"

	"lexa/internal/ai/text"
)

// The words of a line-item table's column header.
var (
	columnWords = wordSet(`description item items service services product products details particulars
		activity task work qty quantity hours hrs hour units unit price rate cost amount total line sku code no
		tax vat discount ea each days pcs hourly subtotal net gross ext extension credit pos`)
	qtyColumns   = wordSet(`qty quantity hours hrs hour units days pcs`)
	priceColumns = wordSet(`price rate cost`)
	moneyColumns = wordSet(`price rate cost amount total subtotal net gross ext extension credit`)
	descColumns  = wordSet(`description item items service services product products details particulars activity task work`)
	// measures are the units of measure a "QTY UNIT ITEM" table writes beside the
	// quantity ("12  CS  ROMA TOMATOES"): part of the quantity, not of the description.
	measures = wordSet(`cs case cases bu bunch ea each lb lbs bx box pk pkg dz doz ct gal oz kg g l hr hrs pc
		pcs un bag bags btl jar can tray flat roll pallet`)
)

// readTableHeader reads line i as the column header of the line-item table ("Description
// Qty Unit Price Amount") and reports whether it is one.
func (r *reader) readTableHeader(i int) bool {
	header := strings.ToLower(r.lines[i].text)
	if strings.ContainsAny(header, "0123456789") {
		return false
	}
	ws := text.Words(header)
	columns, money, qtyAt, priceAt, descAt := 0, false, -1, -1, -1
	for k, w := range ws {
		if !columnWords[w] {
			continue
		}
		columns++
		money = money || moneyColumns[w]
		if qtyAt < 0 && qtyColumns[w] {
			qtyAt = k
		}
		if priceAt < 0 && priceColumns[w] {
			priceAt = k
		}
		if descAt < 0 && descColumns[w] {
			descAt = k
		}
	}
	if len(ws) < 2 || !money || columns < 2 || columns*3 < len(ws)*2 || !r.numbersFollow(i) {
		return false
	}
	r.headerLine = i
	r.priceFirst = priceAt >= 0 && qtyAt >= 0 && priceAt < qtyAt
	r.qtyFirst = qtyAt >= 0 && descAt >= 0 && qtyAt < descAt
	r.facts.tableHeader = true
	return true
}

// tableRow reads a row's cells: the text cells before the first number are the
// description, the numbers after it follow; numbers before any text (a row number, or a
// quantity column) come back apart as lead. A cell "2 @ 38.99" or "40 x $32.50" is a
// quantity and a unit price (qtyMarked); a unit of measure right after a leading
// quantity ("12  CS  ROMA TOMATOES") is not part of the description.
func tableRow(cells []string) (desc string, nums, lead []number, qtyMarked bool) {
	var parts []string
	for k := 0; k < len(cells); k++ {
		cell := cells[k]
		if k+1 < len(cells) && endsInQtyMark(cell) {
			cell += " " + cells[k+1] // "4 @" and "9.49" in two cells
			if _, _, ok := qtyPrice(cell); ok {
				k++
			} else {
				cell = cells[k]
			}
		}
		if qty, unit, ok := qtyPrice(cell); ok && len(parts) > 0 && len(nums) == 0 {
			nums, qtyMarked = append(nums, qty, unit), true
			continue
		}
		if n, ok := parseCellNumber(cell); ok {
			if len(parts) > 0 {
				nums = append(nums, n)
			} else {
				lead = append(lead, n)
			}
			continue
		}
		lower := strings.ToLower(cell)
		if len(cell) <= 20 && isDate(cell) {
			continue // a date column: "03/01/2026 | Service call | …"
		}
		if len(nums) > 0 || unitWords[lower] || isCurrencyToken(cell) || strings.HasSuffix(cell, "%") {
			continue
		}
		if len(parts) == 0 && len(lead) > 0 && measures[lower] && k+1 < len(cells) {
			continue
		}
		parts = append(parts, cell)
	}
	return strings.Join(parts, " - "), nums, lead, qtyMarked
}

// endsInQtyMark reports whether a cell is a quantity and its mark, the unit price
// being the next cell: "4 @".
func endsInQtyMark(cell string) bool {
	f := strings.Fields(cell)
	return len(f) == 2 && qtyMarks[strings.ToLower(f[1])]
}

// qtyPrice reads a cell that is a quantity, a mark and a unit price: "2 @ 38.99",
// "40 x $32.50", "8 × $35.00".
func qtyPrice(cell string) (qty, unit number, ok bool) {
	f := strings.Fields(cell)
	if len(f) != 3 || !qtyMarks[strings.ToLower(f[1])] {
		return qty, unit, false
	}
	qty, okQty := parseNumber(f[0])
	unit, okUnit := parseNumber(f[2])
	if !okQty || !okUnit || qty.currency || qty.milli <= 0 {
		return qty, unit, false
	}
	unit.currency = true // the mark says it is a price, whatever its form
	return qty, unit, true
}

// parseCellNumber reads a table cell such as "$40.00", "10 hrs", "x3" or "1.234,56 €".
func parseCellNumber(cell string) (number, bool) {
	fields := strings.Fields(cell)
	if len(fields) == 2 && unitWords[strings.ToLower(fields[1])] {
		cell = fields[0]
	}
	cell = strings.TrimSuffix(strings.TrimPrefix(strings.TrimPrefix(cell, "x"), "×"), "x")
	return parseNumber(strings.TrimSpace(cell))
}

// numbersFollow reports whether the next non-blank line after i has a digit, as the first
// row under a table header does; "Total amount" alone in a footer heads no table.
func (r *reader) numbersFollow(i int) bool {
	for _, l := range r.lines[i+1:] {
		if l.text != "" {
			return strings.ContainsAny(l.text, "0123456789")
		}
	}
	return false
}

// isDate reports whether the whole cell is a date.
func isDate(cell string) bool {
	_, n, ok := parseDateAt(cell)
	return ok && n == len(cell)
}
