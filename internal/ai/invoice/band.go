package invoice

import (
	"slices"
	"strings"
)

// A band is a row of headings over a row of their values, as invoicing tools print the
// number, the dates and the total across the top ("Invoice #  Issued  Payment Due  Total
// Due" over "A-2026567  17 May 2026  31 May 2026  £4,283.69"). On a clean PDF the value
// sits under its heading; a scan or a phone photo read by OCR often splits the headings
// over two or three lines, or puts a value a line early. readBand reads a band by what each
// value is, not where it stands: the dates go to the date headings in order, a token with
// a digit to the number, an amount to the total.

// bandSlot is what a band's heading asks for.
type bandSlot int

const (
	notInBand bandSlot = iota
	bandNumber
	bandDate
	bandDue
	bandAmount // a total's heading: its amount is read again with the totals
)

// bandSlotOf is what a band heading names, or notInBand when the cell is not one.
func bandSlotOf(cell string) bandSlot {
	cell = strings.TrimSuffix(strings.TrimSpace(cell), ":")
	switch labelKind(cell) {
	case numberField:
		return bandNumber
	case dateField:
		return bandDate
	case dueField:
		return bandDue
	case notAField:
		if totalKindOf(cell, true) != notATotal {
			return bandAmount
		}
	}
	return notInBand
}

// bandHeadings are the slots of line i when every cell of it is a band heading.
func (r *reader) bandHeadings(i int) []bandSlot {
	// readBand looks at the four lines after each line: each line's slots are worked out
	// once (a text of one label repeated would otherwise read every line five times).
	if r.bandSlots == nil {
		r.bandSlots = make([][]bandSlot, len(r.lines))
		r.bandSlotsRead = make([]bool, len(r.lines))
	}
	if !r.bandSlotsRead[i] {
		r.bandSlots[i], r.bandSlotsRead[i] = r.lineBandHeadings(i), true
	}
	return r.bandSlots[i]
}

// lineBandHeadings is bandHeadings worked out.
func (r *reader) lineBandHeadings(i int) []bandSlot {
	var slots []bandSlot
	for _, c := range r.lines[i].cells {
		s := bandSlotOf(c)
		if s == notInBand {
			return nil
		}
		slots = append(slots, s)
	}
	return slots
}

// readBand reads the band whose headings start at line i: the heading lines (blank lines
// between them skipped), then the values on the next one or two lines, as many values as
// headings. It reports whether line i began a band it read.
func (r *reader) readBand(i int) bool {
	slots := slices.Clone(r.bandHeadings(i)) // grown below: the cached line's own stays as it is
	if slots == nil {
		return false
	}
	used := []int{i}
	j := i + 1
	for ; j < len(r.lines) && j <= i+4; j++ {
		if r.lines[j].text == "" {
			continue
		}
		more := r.bandHeadings(j)
		if more == nil {
			break
		}
		slots = append(slots, more...)
		used = append(used, j)
	}
	if len(slots) < 2 {
		return false // one heading over its value is a label, read as one
	}
	var values []string
	for k, lines := j, 0; k < len(r.lines) && lines < 2 && len(values) < len(slots); k++ {
		l := r.lines[k]
		if l.text == "" {
			continue
		}
		for _, c := range l.cells {
			if bandSlotOf(c) != notInBand || startsWithLabel(c) {
				return false
			}
		}
		if lines == 0 && r.startsTable(k) {
			return false // rows of a table under the headings, not one band of values
		}
		values = append(values, l.cells...)
		used = append(used, k)
		lines++
	}
	if len(values) != len(slots) {
		return false
	}
	var dates, tokens []string
	for _, v := range values {
		switch {
		case isDate(strings.TrimSpace(v)):
			dates = append(dates, v)
		case isAmount(v):
		case numberToken(v) != "" && !strings.Contains(strings.TrimSpace(v), " "):
			tokens = append(tokens, v)
		}
	}
	read := false
	for _, s := range slots {
		switch {
		case (s == bandDate || s == bandDue) && len(dates) > 0:
			kind := dateField
			if s == bandDue {
				kind = dueField
			}
			read = r.apply(kind, dates[0]) || read
			dates = dates[1:]
		case s == bandNumber && len(tokens) > 0:
			read = r.apply(numberField, tokens[0]) || read
			tokens = tokens[1:]
		}
	}
	if read {
		for _, k := range used {
			r.used[k] = true
			r.firstCellField[k] = true
		}
	}
	return read
}

// isAmount reports whether the cell is one amount written as money ("€ 7.658,09", "£4,283.69").
func isAmount(cell string) bool {
	tokens := strings.Fields(cell)
	before, nums := trailingNumbers(tokens)
	return len(before) == 0 && len(nums) == 1 && nums[0].moneyForm()
}
