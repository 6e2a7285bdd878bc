package invoice

import (
	"context"
	"strings"
	"unicode"

	"lexa/internal/ai/text"
)

// Line items come in two shapes: table rows, whose cells (see cells) hold the
// description, quantity, unit price and amount; and prose rows such as "Logo design -
// $500.00" or "Banner x3 @ $150.00 = $450.00", read from their last word backwards.

var (
	// unitWords follow a quantity: "10 hrs", "3 nights".
	unitWords = wordSet(`h hr hrs hour hours pc pcs piece pieces unit units day days night nights week weeks
		month months mo item items seat seats user users license licenses licences ea each`)
	// qtyMarks sit between a quantity and its unit price: "3 x $40", "3 @ $40".
	qtyMarks = wordSet(`x × * @ at per each ea`)
	// runFillers may sit between a description and its numbers: "Logo - $500", "= $20".
	runFillers = wordSet(`- – — : = …`)

	// notItems are labels of a price or a count, not of a charge.
	notItems = map[string]bool{"rate": true, "hourly rate": true, "price": true, "unit price": true,
		"hours": true, "hours worked": true, "total hours": true, "qty": true, "quantity": true, "day rate": true}

	leadingQtyRe = text.Lazy(`^(\d{1,6}(?:[.,]\d{1,3})?)\s*[x×]\s+(\S.*)$`)
	numberingRe  = text.Lazy(`^(?:\d{1,3}[.)]|#\d{1,3}|[-*•·>])\s+`)
)

func wordSet(list string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(list) {
		m[w] = true
	}
	return m
}

// readItems reads the line items: the rows under the table header, or without one any
// row with an amount, up to the totals block.
func (r *reader) readItems(ctx context.Context) error {
	next := 0 // the next entry of r.totals
	for i := r.headerLine + 1; i < len(r.lines); i++ {
		if err := text.Stopped(ctx, i-r.headerLine-1); err != nil {
			return err
		}
		for next < len(r.totals) && r.totals[next].line < i {
			next++
		}
		if r.used[i] && next < len(r.totals) && r.totals[next].line == i {
			if r.headerLine < 0 && len(r.facts.items) == 0 {
				continue // a balance written above the items
			}
			if item, ok := r.interleavedItem(i, r.totals[next].kind); ok {
				r.facts.items = append(r.facts.items, item)
				r.totals[next].claimed, r.lastItemLine = true, i
				continue
			}
			return nil // the totals block ends the items
		}
		if r.used[i] {
			continue
		}
		if r.lines[i].text == "" {
			continue
		}
		if item, ok := r.parseItem(r.lines[i]); ok {
			r.facts.items = append(r.facts.items, item)
			r.lastItemLine = i
		}
	}
	return nil
}

// interleavedItem reads a shipping or discount line as an item when it sits among the
// items: more items follow it, or it closes their paragraph ("Delivery and setup - $90.00"
// right under the other charges, a blank line before the total). The totals block comes
// after the items, and is set apart from them.
func (r *reader) interleavedItem(i int, kind totalKind) (item, bool) {
	if kind != shippingLine && kind != discountLine && kind != chargeLine {
		return item{}, false
	}
	if r.lastItemLine == i-1 && (i+1 == len(r.lines) || r.lines[i+1].text == "") {
		return r.parseItem(r.lines[i])
	}
	for j := i + 1; j < len(r.lines); j++ {
		if r.lines[j].text == "" {
			continue
		}
		if r.used[j] {
			return item{}, false
		}
		if _, ok := r.parseItem(r.lines[j]); !ok {
			return item{}, false
		}
		return r.parseItem(r.lines[i])
	}
	return item{}, false
}

// parseItem reads one row as a line item.
func (r *reader) parseItem(line line) (item, bool) {
	var desc string
	var nums []number
	fromTable := len(line.cells) > 1
	qtyMarked := false
	if fromTable {
		var lead []number
		desc, nums, lead, qtyMarked = tableRow(line.cells)
		// "10 | Flour 25kg | $32.00 | $320.00": a quantity column before the description
		// is told from a row number by multiplying out, or by the header ("QTY UNIT ITEM
		// PRICE EXT"), which also keeps a wrong product a quantity.
		if len(lead) > 0 && len(nums) == 2 && !qtyMarked {
			unit, okUnit := nums[0].cents()
			amount, okAmount := nums[1].cents()
			if qty := lead[len(lead)-1]; r.qtyFirst || okUnit && okAmount && productMatches(qty.milli, unit, amount) {
				nums = append([]number{qty}, nums...)
			}
		}
	}
	if len(nums) == 0 {
		fromTable = false
		desc, nums, qtyMarked = proseRow(strings.Fields(line.text))
	}
	if len(nums) == 0 {
		return item{}, false
	}
	amount := nums[len(nums)-1]
	cents, ok := amount.cents()
	// An amount is written as money; bare integers pass only as the product of a
	// quantity and a price in a table ("2  10  20"), never alone ("Mar 5 – Apr 5, 2026").
	if !ok || !amount.moneyForm() && (r.headerLine < 0 || len(nums) < 3) {
		return item{}, false
	}
	it := item{amount: cents}
	var qty, unit *number
	switch n := len(nums); {
	case n == 2 && !nums[0].currency && (fromTable || qtyMarked):
		qty = &nums[0]
	case n == 2 && nums[0].currency:
		unit = &nums[0]
	case n >= 3:
		qty, unit = pickQtyUnit(nums, r.priceFirst)
	}
	if qty != nil {
		it.qty, it.hasQty = qty.milli, true
	}
	if unit != nil {
		if c, ok := unit.cents(); ok {
			it.unit, it.hasUnit = c, true
		}
	}
	if m := leadingQtyRe.FindStringSubmatch(desc); m != nil && !it.hasQty {
		if q, ok := parseNumber(m[1]); ok {
			desc, it.qty, it.hasQty = m[2], q.milli, true
		}
	}
	it.description = cleanDescription(desc)
	if notItems[strings.ToLower(it.description)] {
		return item{}, false // "Rate: $50/hr" beside "Hours: 40" is not a charge
	}
	return it, it.description != ""
}

// proseRow reads a row from its last word backwards: numbers, currency marks,
// "x", "@", "=", unit words and dashes, up to the first other word. It keeps at most the
// last three numbers; a number before those, or one not tied to a price by "x" or "@" or a
// currency mark, belongs to the description ("Annual support 2026 $1,200.00").
func proseRow(tokens []string) (string, []number, bool) {
	type found struct {
		n  number
		at int
	}
	var run []found
	qtyMarked := false
	i := len(tokens) - 1
	for ; i >= 0; i-- {
		tok := tokens[i]
		lower := strings.ToLower(tok)
		switch {
		case isCurrencyToken(tok) || runFillers[lower] || strings.Trim(tok, ".…") == "":
			continue
		case qtyMarks[lower]:
			qtyMarked = true
			continue
		case unitWords[lower] && i > 0 && len(run) > 0:
			if _, ok := parseCellNumber(tokens[i-1]); ok {
				qtyMarked = true
				continue
			}
		}
		n, ok := parseCellNumber(tok)
		if !ok {
			break
		}
		if strings.ContainsAny(lower, "x×") {
			qtyMarked = true
		}
		run = append(run, found{n, i})
	}
	// run is last-first; keep what the rules above allow.
	keep := min(len(run), 3)
	if keep == 3 && !run[1].n.moneyForm() || keep == 2 && !qtyMarked && !run[1].n.currency {
		keep = 1 // "Canvas print 16 x 20 $45.00": the numbers are the size
	}
	if keep == 0 {
		return "", nil, false
	}
	nums := make([]number, keep)
	for k := range keep {
		nums[keep-1-k] = run[k].n
	}
	return strings.Join(tokens[:run[keep-1].at], " "), nums, qtyMarked
}

// pickQtyUnit chooses the quantity and unit price among three or more numbers
// ending in the amount: the pair whose product is the amount, nearest the end; else the
// two before the amount, in the header's order, a currency-marked one being the price.
func pickQtyUnit(nums []number, priceFirst bool) (qty, unit *number) {
	last := len(nums) - 1
	amount, _ := nums[last].cents()
	for b := last - 1; b >= 1 && b >= last-4; b-- {
		for a := b - 1; a >= 0 && a >= last-4; a-- {
			q, u := &nums[a], &nums[b]
			if priceFirst || q.currency && !u.currency {
				q, u = u, q
			}
			if c, ok := u.cents(); ok && productMatches(q.milli, c, amount) {
				return q, u
			}
		}
	}
	qty, unit = &nums[last-2], &nums[last-1]
	if priceFirst || qty.currency && !unit.currency {
		qty, unit = unit, qty
	}
	return qty, unit
}

// cleanDescription trims bullets, numbering and leftover separators from a
// description and keeps it short and free of the page's field markers.
func cleanDescription(desc string) string {
	desc = strings.TrimSpace(numberingRe.ReplaceAllString(strings.TrimSpace(desc), ""))
	desc = strings.TrimRight(desc, " -–—:=@.…,;|")
	if !strings.ContainsFunc(desc, unicode.IsLetter) {
		return ""
	}
	if r := []rune(desc); len(r) > 80 {
		desc = strings.TrimSpace(string(r[:77])) + "..."
	}
	return safe(desc)
}
