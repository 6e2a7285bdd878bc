package invoice

import (
	"context"
	"strings"

	"lexa/internal/ai/text"
)

// reader walks the invoice's lines once for labelled fields and totals, then once
// more for the line items between them.
type reader struct {
	facts          facts
	lines          []line
	dayFirst       bool   // all-number dates are day first (05/03/2026 is 5 March)
	used           []bool // the line is a field, a field's value or a total: not an item
	firstCellField []bool // the line's first cell is a labelled field: not a vendor name
	isTotal        []bool // the line is an amount of the totals block
	customerLine   int    // the first "Bill To" line, or -1
	customerCell   int    // the cell of customerLine that holds its label
	headerLine     int    // the line-item table's column header, or -1
	priceFirst     bool   // that header puts the price column before the quantity
	qtyFirst       bool   // that header puts the quantity column before the description
	payee          string // "Remit to" / "Pay to": the vendor when nothing better is found
	tookNextCell   bool   // readSegment used the next cell as a label's value
	totals         []totalEntry
	lastItemLine   int          // the line of the last item read so far, or -1
	bandSlots      [][]bandSlot // bandHeadings of each line, once read
	bandSlotsRead  []bool
}

// read extracts every field the invoice shows.
func read(ctx context.Context, invoiceText string) (facts, error) {
	r := &reader{lines: splitLines(invoiceText), customerLine: -1, headerLine: -1, lastItemLine: -1}
	r.used = make([]bool, len(r.lines))
	r.firstCellField = make([]bool, len(r.lines))
	r.isTotal = make([]bool, len(r.lines))
	r.dayFirst = dayFirst(r.lines)
	r.facts.currency = detectCurrency(invoiceText)
	for i := range r.lines {
		if err := text.Stopped(ctx, i); err != nil {
			return r.facts, err
		}
		if r.lines[i].text == "" {
			continue
		}
		// A line already taken as a label's value ("John Smith" under "Bill To") may
		// still hold other fields further right ("DATE  03/05/2026").
		switch {
		case r.used[i] && r.firstCellField[i]: // a band's line, read with its headings
		case r.readBand(i):
		case r.readFields(i):
			r.used[i] = true
		case r.used[i]:
		case r.readTotal(i):
			r.used[i], r.isTotal[i] = true, true
		case r.readSplitTotal(i):
		case r.headerLine < 0 && r.readTableHeader(i):
			r.used[i] = true
		}
	}
	if err := r.readItems(ctx); err != nil {
		return r.facts, err
	}
	r.settleTotals()
	r.settleTerms(invoiceText)
	r.settleVendor()
	r.settleKind()
	return r.facts, nil
}

// readFields reads the labelled fields of line i and reports whether it found any.
func (r *reader) readFields(i int) bool {
	found := false
	cells := r.lines[i].cells
	for ci := 0; ci < len(cells); ci++ {
		r.tookNextCell = false
		for _, seg := range segments(cells[ci]) {
			if r.readSegment(i, ci, seg) {
				found = true
				r.firstCellField[i] = r.firstCellField[i] || ci == 0
			}
		}
		if r.tookNextCell {
			ci++ // it was this label's value
		}
	}
	return found
}

// readSegment reads one "Label: value", "Label value" or bare "Label" (whose value is
// the next cell or the next line) segment.
func (r *reader) readSegment(i, ci int, seg string) bool {
	label, value, hasColon := strings.Cut(seg, ":")
	if !hasColon {
		label = seg
	}
	if kind := labelKind(label); kind != notAField {
		if kind == customerField && r.customerLine < 0 {
			r.customerLine, r.customerCell = i, ci
		}
		valueLine := -1
		if value = strings.TrimSpace(value); value == "" {
			value, valueLine = r.valueAfter(i, ci, kind)
		}
		applied := r.apply(kind, value)
		if !applied && r.tookNextCell && r.isBandHeading(i) {
			// The next cell was another heading of a band of labels over their values
			// ("Vencimiento  Total"): the value is under the label.
			r.tookNextCell = false
			value, valueLine = r.valueBelow(i, ci, kind)
			applied = r.apply(kind, value)
		}
		if applied && valueLine >= 0 {
			r.used[valueLine] = true
		}
		return applied || hasColon && kind == termsField || kind == customerField
	}
	if hasColon {
		return false
	}
	if mayBeNumberLabel(seg) {
		if m := numberPrefixRe.FindStringSubmatchIndex(seg); m != nil {
			if token, rest := splitNumber(seg[m[2]:]); token != "" && r.apply(numberField, token) {
				r.readLabelWithoutColon(rest) // "Invoice 7 Date 2026-03-05"
				return true
			}
		}
	}
	return r.readLabelWithoutColon(seg)
}

// readLabelWithoutColon reads "Date 2026-03-05", "Issued March 5, 2026", "Due by
// 04/04/2026" or "Rechnungs-Nr. 20260507": a date, due-date or number label of up to four
// words, then its value. After a number, a date may follow ("Invoice 7 Date 2026-03-05").
func (r *reader) readLabelWithoutColon(seg string) bool {
	for p, words := 0, 0; p < len(seg) && words < 4; p++ {
		if seg[p] != ' ' {
			continue
		}
		words++
		value := strings.TrimSpace(seg[p+1:])
		switch kind := labelKind(seg[:p]); kind {
		case dateField, dueField:
			if _, ok := findDate(value, r.dayFirst); ok {
				return r.apply(kind, value)
			}
		case numberField:
			if token, rest := splitNumber(value); token != "" && r.apply(kind, token) {
				r.readLabelWithoutColon(rest)
				return true
			}
		}
	}
	return false
}

// valueAfter is the value of a label written alone: the next cell on its line, or else the
// next line (the cell under it when that line has as many cells), as in an address block.
// It returns the value and the line it came from when that is another line, else -1.
func (r *reader) valueAfter(i, ci int, kind fieldKind) (string, int) {
	if cells := r.lines[i].cells; ci+1 < len(cells) && labelKind(strings.TrimSuffix(cells[ci+1], ":")) == notAField &&
		!startsWithLabel(cells[ci+1]) {
		r.tookNextCell = true
		return cells[ci+1], -1
	}
	return r.valueBelow(i, ci, kind)
}

// isBandHeading reports whether every cell of line i is a label, a field's or a total's:
// the headings of a band whose values are on the line below.
func (r *reader) isBandHeading(i int) bool {
	for _, c := range r.lines[i].cells {
		if labelKind(strings.TrimSuffix(c, ":")) == notAField && totalKindOf(c, true) == notATotal {
			return false
		}
	}
	return true
}

// valueBelow is the value of a label written alone from the next line: the cell under
// it when that line has as many cells, else its first cell.
func (r *reader) valueBelow(i, ci int, kind fieldKind) (string, int) {
	for j := i + 1; j < len(r.lines) && j <= i+2; j++ {
		next := r.lines[j]
		if len(next.cells) == 0 {
			continue
		}
		cell := next.cells[0]
		if len(next.cells) == len(r.lines[i].cells) {
			cell = next.cells[ci]
		}
		if labelKind(strings.SplitN(cell, ":", 2)[0]) != notAField {
			return "", -1
		}
		if kind == numberField && strings.ContainsAny(cell, " \t") {
			return "", -1 // a number is one token; "123 Main St" is an address
		}
		if len(r.lines[i].cells) > 1 && r.startsTable(j) {
			return "", -1 // "Invoice  Date  Amount" heads a statement's list, not one invoice's fields
		}
		return cell, j
	}
	return "", -1
}

// startsTable reports whether line j is the first of rows of one shape: the next line
// that holds something has as many cells, and both end in an amount. A band has one line
// of values; a table under the same headings has several.
func (r *reader) startsTable(j int) bool {
	row := r.lines[j]
	if len(row.cells) < 2 || !isAmount(row.cells[len(row.cells)-1]) {
		return false
	}
	for k := j + 1; k < len(r.lines) && k <= j+2; k++ {
		next := r.lines[k]
		if next.text == "" {
			continue
		}
		return len(next.cells) == len(row.cells) && isAmount(next.cells[len(next.cells)-1])
	}
	return false
}

// apply stores a field's value and reports whether the value was usable.
func (r *reader) apply(kind fieldKind, value string) bool {
	f := &r.facts
	switch kind {
	case numberField:
		token := numberToken(value)
		if token == "" || strings.Trim(token, "0") == "" {
			return false // "0" is a speck OCR read under a title, never an invoice's number
		}
		if f.number == "" {
			f.number = token
		}
		return true
	case dateField:
		d, ok := findDate(value, r.dayFirst)
		if ok && f.date.isZero() {
			f.date = d
		}
		return ok
	case dueField:
		if d, ok := findDate(value, r.dayFirst); ok {
			if f.due.isZero() {
				f.due = d
			}
			return true
		}
		return r.applyTerms(value)
	case termsField:
		return r.applyTerms(value)
	case vendorField, payeeField:
		name := cleanName(value)
		if name == "" {
			return false
		}
		if kind == payeeField && r.payee == "" {
			r.payee = name
		} else if kind == vendorField && f.vendor == "" {
			f.vendor = name
		}
		return true
	case customerField:
		return true
	case originalField:
		token := numberToken(value)
		if token == "" {
			return false
		}
		if f.original == "" {
			f.original = token
		}
		return true
	}
	return false
}

// numberToken is the number written first in value ("#INV-7 (03/01/2026)" →
// "INV-7"), or "" when it has no digit or is too long to be a number.
func numberToken(value string) string {
	token, _ := splitNumber(value)
	return token
}

// splitNumber is numberToken's number and what value holds after it. OCR may put a
// space beside a hyphen between digits ("202601 -604"): that is one number.
func splitNumber(value string) (token, rest string) {
	token = strings.Trim(strings.TrimLeft(strings.TrimSpace(value), "#:. "), ",;.)")
	if k := strings.IndexAny(token, " \t"); k >= 0 {
		token, rest = token[:k], strings.TrimLeft(token[k:], " \t")
		next, after, _ := strings.Cut(rest, " ")
		switch {
		case endsInDigit(token) && strings.HasPrefix(next, "-") && startsWithDigit(next[1:]), // "202601 -604"
			endsInDigit(strings.TrimSuffix(token, "-")) && strings.HasSuffix(token, "-") && startsWithDigit(next): // "202601- 604"
			token, rest = token+next, after
		}
	}
	token = strings.TrimRight(token, ",;.)")
	if !strings.ContainsAny(token, "0123456789") || len(token) > 40 {
		return "", ""
	}
	return token, strings.TrimSpace(rest)
}

func startsWithDigit(s string) bool { return s != "" && s[0] >= '0' && s[0] <= '9' }

func endsInDigit(s string) bool { return s != "" && s[len(s)-1] >= '0' && s[len(s)-1] <= '9' }
